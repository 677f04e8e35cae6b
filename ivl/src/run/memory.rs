//! Shared memory (one copy per group) and global memory (one copy), and
//! the access log that finds races: per element, the accesses of the
//! current barrier interval, each new access compared with those of other
//! threads.

use super::program::{Place, Pos};
use super::rng::FastMap;
use super::value::{values_equal, Key, Value};

pub struct Memory {
    /// Per group, per shared variable.
    pub shared: Vec<Vec<Value>>,
    pub global: Vec<Value>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Read,
    Write,
    Atomic,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Read => "read",
            Kind::Write => "write",
            Kind::Atomic => "atomic",
        }
    }
}

/// One access: who, where in the code, what value (read or written).
#[derive(Clone, Debug)]
pub struct Entry {
    pub thread: u32,
    pub kind: Kind,
    pub pos: Pos,
    pub value: Value,
    pub group: u32,
    /// The group's barrier interval for global memory (barriers whose
    /// scope includes it, counted).
    pub interval: u32,
    /// The thread's warp (numbered across the launch) and the warp
    /// barriers it has passed: two accesses of one warp with a warp
    /// barrier between them do not race.
    pub warp: u32,
    pub warp_interval: u32,
}

/// Two accesses that race: `first` happened before `second`.
pub struct RaceHit {
    pub place: Place,
    pub key: Key,
    pub first: Entry,
    pub second: Entry,
}

/// Accesses kept per element, at most: enough to find a conflict for any
/// new access (two threads per kind, position, interval and value), bounded
/// where many threads hit one element.
const MAX_ENTRIES: usize = 64;

type Log = FastMap<Key, Vec<Entry>>;

pub struct Shadow {
    shared: Vec<Vec<Log>>,
    global: Vec<Log>,
    /// Threads of different groups are not compared.
    intra_group: bool,
}

impl Shadow {
    pub fn new(groups: usize, shared: usize, global: usize, intra_group: bool) -> Shadow {
        Shadow {
            shared: (0..groups)
                .map(|_| (0..shared).map(|_| Log::default()).collect())
                .collect(),
            global: (0..global).map(|_| Log::default()).collect(),
            intra_group,
        }
    }

    /// Logs `new` at `key` of `place`, pushing a hit for each earlier
    /// access of another thread it races with.
    pub fn record(
        &mut self,
        place: Place,
        key: &Key,
        new: Entry,
        benign: bool,
        hits: &mut Vec<RaceHit>,
    ) {
        let intra_group = self.intra_group;
        let (log, same_interval_only) = match place {
            Place::Shared(v) => (&mut self.shared[new.group as usize][v as usize], false),
            Place::Global(v) => (&mut self.global[v as usize], true),
            _ => return,
        };
        if !log.contains_key(key) {
            log.insert(key.clone(), Vec::new());
        }
        let entries = log.get_mut(key).expect("inserted above");
        for old in entries.iter() {
            let concurrent = if old.group != new.group {
                !intra_group
            } else if old.warp == new.warp && old.warp_interval != new.warp_interval {
                false
            } else {
                !same_interval_only || old.interval == new.interval
            };
            if old.thread != new.thread && concurrent && conflict(old, &new, benign) {
                hits.push(RaceHit {
                    place,
                    key: key.clone(),
                    first: old.clone(),
                    second: new.clone(),
                });
            }
        }
        let similar = |e: &&Entry| {
            e.kind == new.kind
                && e.pos == new.pos
                && e.group == new.group
                && e.interval == new.interval
                && e.warp_interval == new.warp_interval
                && (new.kind != Kind::Write || e.value == new.value)
        };
        let mut count = 0;
        for e in entries.iter().filter(similar) {
            if e.thread == new.thread {
                return;
            }
            count += 1;
        }
        if count < 2 && entries.len() < MAX_ENTRIES {
            entries.push(new);
        }
    }

    pub fn clear_shared(&mut self, group: usize) {
        for log in &mut self.shared[group] {
            log.clear();
        }
    }

    /// Forgets the shared accesses of `threads` (of `group`), as a barrier
    /// that fences theirs alone does.
    pub fn clear_shared_of(&mut self, group: usize, threads: &[u32]) {
        for log in &mut self.shared[group] {
            for entries in log.values_mut() {
                entries.retain(|e| !threads.contains(&e.thread));
            }
        }
    }

    pub fn clear_global(&mut self) {
        for log in &mut self.global {
            log.clear();
        }
    }
}

fn conflict(a: &Entry, b: &Entry, benign: bool) -> bool {
    match (a.kind, b.kind) {
        (Kind::Read, Kind::Read) | (Kind::Atomic, Kind::Atomic) => false,
        (Kind::Write, Kind::Write) => !benign || values_equal(&a.value, &b.value) != Some(true),
        _ => true,
    }
}
