//! What a run found: data races, barrier divergence, failing assertions,
//! invariants and contracts, each once per place; rendered as diagnostics
//! (`FILE:L:C: error[run]: ...`) or as JSON.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::rc::Rc;

use serde_json::{json, Value as Json};

use super::memory::{Kind, RaceHit};
use super::program::{Compiled, Pos, Position};
use super::value::{Key, Value};
use crate::gpu::Checks;

type FindingKey = (u8, Pos, Pos, String);

/// A thread by its local and group id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThreadRef {
    pub local: [u32; 3],
    pub group: [u32; 3],
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Failure {
    Assert,
    InvariantEntry,
    InvariantMaintained,
    CallRequires(String),
    Ensures(String),
    KernelEnsures,
    BarrierInvariant,
}

pub struct Side {
    pub thread: ThreadRef,
    pub kind: Kind,
    pub value: Value,
    pub pos: Pos,
}

pub enum Defect {
    Race {
        array: String,
        element: Key,
        first: Side,
        second: Side,
    },
    Divergence {
        waiting: ThreadRef,
        at: Pos,
        other: ThreadRef,
        /// Where the other thread waits, or returned (`None`: at the end).
        other_at: Option<Pos>,
        finished: bool,
    },
    Failed {
        what: Failure,
        at: Pos,
        /// The clause, when it is not at `at` (a callee's precondition).
        clause: Option<Pos>,
        thread: ThreadRef,
        other: Option<ThreadRef>,
        msg: Option<String>,
    },
}

pub struct Found {
    pub defect: Defect,
    /// Which run found it (1-based), with its kernel arguments.
    pub run: u32,
    pub arguments: String,
}

/// Which defect ends an execution (`Options::stop_at`): after how many
/// more statements, for a defect it ends.
pub type StopAt = Rc<dyn Fn(&Findings, &Defect) -> Option<u64>>;

pub struct Findings {
    pub positions: Vec<Position>,
    /// Dimensions the thread ids are shown with.
    pub dims: usize,
    pub found: Vec<Found>,
    /// Each defect's key: its index in `found`, and whether it is between
    /// the `focus` threads.
    seen: HashMap<FindingKey, (usize, bool)>,
    /// The defects of the execution under way, one per key: kept when it
    /// completes (or runs out of budget), forgotten when it is discarded.
    pending: Vec<(FindingKey, Defect)>,
    /// Each pending defect's key: its index in `pending`.
    pending_keys: HashMap<FindingKey, usize>,
    /// Which classes of defect the verifier checks; the others it assumes
    /// absent (`--only-races`, `--assume-race-free`).
    pub checks: Checks,
    /// The arrays whose races are reported (`--race-arrays`; `None`: all).
    pub race_arrays: Option<BTreeSet<String>>,
    /// The first defect of an assumed class in the execution under way:
    /// the execution is one the verifier assumes away (why, where).
    pub assumed: Option<(String, Pos)>,
    /// Threads whose defects are shown in place of other threads' at the
    /// same places (a replay's pair).
    pub focus: Option<[ThreadRef; 2]>,
    /// The defects that end an execution, and the statements the
    /// execution under way has left once one was found.
    pub stop_at: Option<StopAt>,
    pub stop_in: Option<u64>,
    /// Relational clauses not checked where they are (positions).
    pub skipped: BTreeSet<Pos>,
    /// Candidate loop invariants that failed (indices in
    /// `Compiled::candidates`).
    pub refuted_candidates: BTreeSet<u32>,
    pub run: u32,
    pub arguments: String,
}

impl Findings {
    /// Whether the execution under way has shown no defect, of a class
    /// checked or assumed.
    pub fn clean(&self) -> bool {
        self.pending.is_empty() && self.assumed.is_none()
    }

    pub fn new(prog: &Compiled, dims: usize) -> Findings {
        Findings {
            positions: prog.positions.clone(),
            dims,
            found: Vec::new(),
            seen: HashMap::new(),
            pending: Vec::new(),
            pending_keys: HashMap::new(),
            checks: Checks::All,
            race_arrays: None,
            assumed: None,
            focus: None,
            stop_at: None,
            stop_in: None,
            skipped: BTreeSet::new(),
            refuted_candidates: BTreeSet::new(),
            run: 0,
            arguments: String::new(),
        }
    }

    fn add(&mut self, key: FindingKey, defect: Defect) {
        let (race, at) = match &defect {
            Defect::Race { second, .. } => (true, second.pos),
            Defect::Divergence { at, .. } => (true, *at),
            Defect::Failed { at, .. } => (false, *at),
        };
        let assumed = match self.checks {
            Checks::All => false,
            Checks::OnlyRaces => !race,
            Checks::AssumeRaceFree => race,
        };
        if !assumed {
            if let Some(left) = self.stop_at.clone().and_then(|stop| stop(self, &defect)) {
                self.stop_in = Some(self.stop_in.map_or(left, |l| l.min(left)));
            }
            // An execution may repeat a defect at every element and thread
            // pair: one per key is pending, the focused pair's if any.
            match self.pending_keys.get(&key) {
                None => {
                    self.pending_keys.insert(key.clone(), self.pending.len());
                    self.pending.push((key, defect));
                }
                Some(&i) if self.focused(&defect) && !self.focused(&self.pending[i].1) => {
                    self.pending[i].1 = defect;
                }
                Some(_) => {}
            }
        } else if self.assumed.is_none() {
            let why = if race {
                "a race or barrier divergence (assumed absent under --assume-race-free)"
            } else {
                "a failing check (assumed to hold under --only-races)"
            };
            self.assumed = Some((why.to_string(), at));
        }
    }

    /// Keeps the defects of the execution that just ended.
    pub fn commit(&mut self) {
        self.stop_in = None;
        self.pending_keys.clear();
        for (key, defect) in std::mem::take(&mut self.pending) {
            self.keep(key, defect);
        }
        self.assumed = None;
    }

    /// Forgets the defects of a discarded execution.
    pub fn discard(&mut self) {
        self.stop_in = None;
        self.pending.clear();
        self.pending_keys.clear();
        self.assumed = None;
    }

    /// Whether `defect` is between the `focus` threads.
    fn focused(&self, defect: &Defect) -> bool {
        self.focus.is_some_and(|pair| {
            let (a, b) = match defect {
                Defect::Race { first, second, .. } => (first.thread, Some(second.thread)),
                Defect::Divergence { waiting, other, .. } => (*waiting, Some(*other)),
                Defect::Failed { thread, other, .. } => (*thread, *other),
            };
            pair.contains(&a) && b.is_none_or(|b| pair.contains(&b) && b != a)
        })
    }

    fn keep(&mut self, key: FindingKey, defect: Defect) {
        let focused = self.focused(&defect);
        let found = Found {
            defect,
            run: self.run,
            arguments: self.arguments.clone(),
        };
        match self.seen.get_mut(&key) {
            None => {
                self.seen.insert(key, (self.found.len(), focused));
                self.found.push(found);
            }
            Some((i, was)) if focused && !*was => {
                *was = true;
                self.found[*i] = found;
            }
            Some(_) => {}
        }
    }

    /// A race, once per array and pair of positions.
    pub fn race(&mut self, prog: &Compiled, hit: &RaceHit, thread: impl Fn(u32) -> ThreadRef) {
        let array = prog.place_name(hit.place);
        if !crate::gpu::race_checked(self.race_arrays.as_ref(), array) {
            return;
        }
        let (a, b) = (
            hit.first.pos.min(hit.second.pos),
            hit.first.pos.max(hit.second.pos),
        );
        let key = (0, a, b, array.to_string());
        // Without a focus, the first of a key is the one kept: a repeat
        // (one per racing element and thread pair) is dropped early.
        if self.focus.is_none() && self.pending_keys.contains_key(&key) {
            return;
        }
        self.add(
            key,
            Defect::Race {
                array: array.to_string(),
                element: hit.key.clone(),
                first: Side {
                    thread: thread(hit.first.thread),
                    kind: hit.first.kind,
                    value: hit.first.value.clone(),
                    pos: hit.first.pos,
                },
                second: Side {
                    thread: thread(hit.second.thread),
                    kind: hit.second.kind,
                    value: hit.second.value.clone(),
                    pos: hit.second.pos,
                },
            },
        );
    }

    pub fn divergence(
        &mut self,
        waiting: ThreadRef,
        at: Pos,
        other: ThreadRef,
        other_at: Option<Pos>,
        finished: bool,
    ) {
        let key = (1, at, other_at.unwrap_or(Pos::MAX), String::new());
        self.add(
            key,
            Defect::Divergence {
                waiting,
                at,
                other,
                other_at,
                finished,
            },
        );
    }

    pub fn failed(
        &mut self,
        what: Failure,
        at: Pos,
        clause: Option<Pos>,
        thread: ThreadRef,
        other: Option<ThreadRef>,
        msg: Option<String>,
    ) {
        let key = (2, at, clause.unwrap_or(at), format!("{what:?}"));
        self.add(
            key,
            Defect::Failed {
                what,
                at,
                clause: clause.filter(|c| *c != at),
                thread,
                other,
                msg,
            },
        );
    }

    pub fn skipped(&mut self, pos: Pos) {
        self.skipped.insert(pos);
    }

    /// `file:line:column` of a position.
    pub fn place(&self, pos: Pos) -> String {
        let p = &self.positions[pos as usize];
        format!("{}:{}:{}", p.file, p.line, p.column)
    }

    /// `line N` within `file`, else the whole place.
    fn place_from(&self, pos: Pos, file: &str) -> String {
        let p = &self.positions[pos as usize];
        if p.file == file {
            format!("line {}", p.line)
        } else {
            self.place(pos)
        }
    }

    fn ids(&self, v: [u32; 3]) -> String {
        if self.dims == 1 {
            v[0].to_string()
        } else {
            let parts: Vec<String> = v[..self.dims].iter().map(u32::to_string).collect();
            format!("({})", parts.join(", "))
        }
    }

    pub fn thread(&self, t: ThreadRef) -> String {
        format!(
            "thread {} in group {}",
            self.ids(t.local),
            self.ids(t.group)
        )
    }

    /// Where a defect is reported, and its message.
    pub fn describe(&self, d: &Defect) -> (Pos, String) {
        match d {
            Defect::Race {
                array,
                element,
                first,
                second,
            } => {
                let file = &self.positions[second.pos as usize].file;
                let side = |s: &Side| {
                    let verb = match s.kind {
                        Kind::Read => format!("reads {}", s.value),
                        Kind::Write => format!("writes {}", s.value),
                        Kind::Atomic => format!("accesses it atomically (reading {})", s.value),
                    };
                    format!(
                        "{} {} at {}",
                        self.thread(s.thread),
                        verb,
                        self.place_from(s.pos, file)
                    )
                };
                let element = match element {
                    Key::Many(k) if k.is_empty() => String::new(),
                    k => format!("[{k}]"),
                };
                (
                    second.pos,
                    format!(
                        "data race on {array}{element}: {}, {}",
                        side(first),
                        side(second)
                    ),
                )
            }
            Defect::Divergence {
                waiting,
                at,
                other,
                other_at,
                finished,
            } => {
                let file = &self.positions[*at as usize].file;
                let there = match (other_at, finished) {
                    (Some(p), true) => {
                        format!("has finished (returned at {})", self.place_from(*p, file))
                    }
                    (None, _) => "has finished".to_string(),
                    (Some(p), false) => {
                        format!("waits at the barrier at {}", self.place_from(*p, file))
                    }
                };
                (
                    *at,
                    format!(
                        "barrier divergence: {} waits at this barrier, while {} {there}",
                        self.thread(*waiting),
                        self.thread(*other)
                    ),
                )
            }
            Defect::Failed {
                what,
                at,
                thread,
                other,
                msg,
                ..
            } => {
                let who = match other {
                    Some(o) => format!("{} and {}", self.thread(*thread), self.thread(*o)),
                    None => self.thread(*thread),
                };
                let text = match what {
                    Failure::Assert => match msg {
                        Some(m) => format!("{m} (this assertion does not hold for {who})"),
                        None => format!("this assertion does not hold for {who}"),
                    },
                    Failure::InvariantEntry => format!("this loop invariant does not hold on entry to the loop for {who}"),
                    Failure::InvariantMaintained => format!(
                        "this loop invariant is not maintained by the loop: it does not hold after an iteration for {who}"
                    ),
                    Failure::CallRequires(p) => format!("a precondition of {p} does not hold at this call for {who}"),
                    Failure::Ensures(p) => format!("this postcondition of {p} does not hold when it returns for {who}"),
                    Failure::KernelEnsures => format!("this postcondition of the kernel does not hold at its end for {who}"),
                    Failure::BarrierInvariant => format!("this barrier invariant does not hold for {who}"),
                };
                (*at, text)
            }
        }
    }

    pub fn kind_name(d: &Defect) -> &'static str {
        match d {
            Defect::Race { .. } => "data race",
            Defect::Divergence { .. } => "barrier divergence",
            Defect::Failed { what, .. } => match what {
                Failure::Assert => "assertion",
                Failure::InvariantEntry => "loop invariant on entry",
                Failure::InvariantMaintained => "loop invariant maintained",
                Failure::CallRequires(_) => "precondition of a call",
                Failure::Ensures(_) => "postcondition of a procedure",
                Failure::KernelEnsures => "postcondition of the kernel",
                Failure::BarrierInvariant => "barrier invariant",
            },
        }
    }

    /// The diagnostics, one block per finding.
    pub fn render(&self, runs: u32) -> String {
        let mut out = String::new();
        for f in &self.found {
            let (at, message) = self.describe(&f.defect);
            out.push_str(&format!("{}: error[run]: {message}\n", self.place(at)));
            let p = &self.positions[at as usize];
            if let Some((file, line, col)) = &p.ivl {
                out.push_str(&format!("  note: in the IVL {file}:{line}:{col}\n"));
            }
            if let Defect::Failed {
                clause: Some(c), ..
            } = &f.defect
            {
                out.push_str(&format!("  note: the clause is at {}\n", self.place(*c)));
            }
            let args = if f.arguments.is_empty() {
                String::new()
            } else {
                format!("; kernel arguments: {}", f.arguments)
            };
            out.push_str(&format!("  help: found in run {} of {runs}{args}\n", f.run));
        }
        let mut noted = HashSet::new();
        for pos in self
            .skipped
            .iter()
            .filter(|p| noted.insert(self.place(**p)))
        {
            out.push_str(&format!(
                "{}: note: not checked: this clause relates two threads (__other, __uniform, __same_group ...), which ivl run evaluates only in preconditions, postconditions of the kernel and barrier invariants\n",
                self.place(*pos)
            ));
        }
        out
    }

    pub fn position_json(&self, pos: Pos) -> Json {
        let p = &self.positions[pos as usize];
        let mut o = json!({"file": p.file, "line": p.line, "column": p.column});
        if let Some((file, line, col)) = &p.ivl {
            o["ivl"] = json!({"file": file, "line": line, "column": col});
        }
        o
    }

    pub fn thread_json(t: ThreadRef) -> Json {
        json!({"local": t.local, "group": t.group})
    }

    pub fn json(&self) -> Json {
        let found: Vec<Json> = self
            .found
            .iter()
            .map(|f| {
                let (at, message) = self.describe(&f.defect);
                let mut o = json!({
                    "kind": Findings::kind_name(&f.defect),
                    "message": message,
                    "position": self.position_json(at),
                    "run": f.run,
                    "arguments": f.arguments,
                });
                match &f.defect {
                    Defect::Race {
                        array,
                        element,
                        first,
                        second,
                    } => {
                        let side = |s: &Side| {
                            json!({
                                "thread": Findings::thread_json(s.thread),
                                "access": s.kind.name(),
                                "value": super::trace::value_json(&s.value),
                                "position": self.position_json(s.pos),
                            })
                        };
                        o["array"] = json!(array);
                        o["element"] = super::trace::key_json(element);
                        o["accesses"] = json!([side(first), side(second)]);
                    }
                    Defect::Divergence { waiting, other, .. } => {
                        o["threads"] = json!([
                            Findings::thread_json(*waiting),
                            Findings::thread_json(*other)
                        ]);
                    }
                    Defect::Failed { thread, other, .. } => {
                        let mut threads = vec![Findings::thread_json(*thread)];
                        threads.extend(other.map(Findings::thread_json));
                        o["threads"] = json!(threads);
                    }
                }
                o
            })
            .collect();
        json!(found)
    }
}
