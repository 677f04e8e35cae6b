//! One run: a seeded scheduler interleaves the threads statement by
//! statement; barriers wait for their group (a grid barrier for the grid),
//! check their invariants and start a new interval; at the end the
//! kernel's postconditions are checked.

use super::eval::Stop;
use super::exec::{Event, Machine};
use super::program::{Barrier, Clause, Instr, Pos};
use super::report::Failure;
use crate::syntax::ast::Reach;

/// How the scheduler picks threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// A random runnable thread for each statement.
    Random,
    /// A random runnable thread for a random burst of statements.
    Bursts,
    /// One thread at a time until it waits or ends, the last released
    /// first.
    InOrder,
}

impl Policy {
    /// The policy of run `r` (0-based): the three in turn.
    pub fn of(r: u32) -> Policy {
        [Policy::Random, Policy::Bursts, Policy::InOrder][r as usize % 3]
    }

    pub fn name(self) -> &'static str {
        match self {
            Policy::Random => "random interleaving",
            Policy::Bursts => "random bursts",
            Policy::InOrder => "one thread at a time",
        }
    }
}

pub enum Ending {
    Completed,
    /// After a defect `Findings::stop_at` accepts.
    Stopped,
    Discarded(String, Pos),
    Budget,
    Limit(String, Pos),
}

/// Barrier checks of this many pairs or fewer are made; larger groups
/// skip binary barrier invariants.
const MAX_PAIRS: u64 = 1 << 22;

#[derive(Default)]
struct Group {
    running: u32,
    waiting: Vec<u32>,
    finished: Vec<u32>,
}

struct Scheduler<'m, 'a> {
    m: &'m mut Machine<'a>,
    groups: Vec<Group>,
    runnable: Vec<u32>,
    /// Groups waiting at a grid barrier, and groups done.
    grid_ready: u32,
    groups_done: u32,
    diverged: bool,
}

/// Runs every thread to its end (or a defect that stops the run),
/// spending at most `budget` steps.
pub fn execute(m: &mut Machine, policy: Policy, budget: &mut u64, steps: &mut u64) -> Ending {
    let n = m.threads.len() as u32;
    let per_group = m.group_threads;
    let groups = (0..n / per_group)
        .map(|_| Group {
            running: per_group,
            ..Group::default()
        })
        .collect();
    let mut s = Scheduler {
        m,
        groups,
        runnable: (0..n).collect(),
        grid_ready: 0,
        groups_done: 0,
        diverged: false,
    };
    while !s.runnable.is_empty() && !s.diverged {
        let len = s.runnable.len() as u64;
        let (i, burst) = match policy {
            Policy::Random => (s.m.rng.below(len), 1),
            Policy::Bursts => (s.m.rng.below(len), 1 + s.m.rng.below(32)),
            Policy::InOrder => (len - 1, u64::MAX),
        };
        let i = i as usize;
        let t = s.runnable[i];
        for _ in 0..burst {
            if *budget == 0 {
                return Ending::Budget;
            }
            let event = s.m.step(t);
            let work = 1 + s.m.take_work();
            *budget = budget.saturating_sub(work);
            *steps += work;
            match event {
                Ok(Event::Continue) => {}
                Ok(Event::Barrier) => {
                    s.runnable.swap_remove(i);
                    if let Err(e) = s.wait(t) {
                        return e;
                    }
                    break;
                }
                Ok(Event::Finished) => {
                    s.runnable.swap_remove(i);
                    if let Err(e) = s.finish(t) {
                        return e;
                    }
                    break;
                }
                Err((Stop::Discard(why), pos)) => return Ending::Discarded(why, pos),
                Err((Stop::Limit(why), pos)) => return Ending::Limit(why, pos),
            }
            if let Some(left) = &mut s.m.findings.stop_in {
                if *left <= work {
                    return Ending::Stopped;
                }
                *left -= work;
            }
        }
    }
    if !s.diverged {
        if let Err(e) = s.postconditions() {
            return e;
        }
    }
    Ending::Completed
}

fn limit(e: Stop, pos: Pos) -> Ending {
    match e {
        Stop::Discard(why) => Ending::Discarded(why, pos),
        Stop::Limit(why) => Ending::Limit(why, pos),
    }
}

impl Scheduler<'_, '_> {
    fn group_of(&self, t: u32) -> usize {
        (t / self.m.group_threads) as usize
    }

    fn wait(&mut self, t: u32) -> Result<(), Ending> {
        let g = self.group_of(t);
        self.groups[g].waiting.push(t);
        self.groups[g].running -= 1;
        if self.barrier_of(t).0.reach == Reach::Warp {
            self.release_warp(t);
        }
        self.settle(g)
    }

    /// Lets the threads of `t`'s warp go on past the warp barrier `t`
    /// waits at, if every one of them waits there.
    fn release_warp(&mut self, t: u32) {
        let g = self.group_of(t);
        let place = self.barrier_of(t).2;
        let members = self.m.warp_members(t);
        let waiting = &self.groups[g].waiting;
        if !members
            .clone()
            .all(|u| waiting.contains(&u) && self.barrier_of(u).2 == place)
        {
            return;
        }
        self.groups[g].waiting.retain(|u| !members.contains(u));
        self.groups[g].running += members.len() as u32;
        let warp = self.m.warp_of(t);
        self.m.warp_interval[warp as usize] += 1;
        for u in members {
            self.m.threads[u as usize].frame_mut().pc += 1;
            self.runnable.push(u);
        }
    }

    fn finish(&mut self, t: u32) -> Result<(), Ending> {
        let g = self.group_of(t);
        self.groups[g].finished.push(t);
        self.groups[g].running -= 1;
        self.settle(g)
    }

    /// The barrier instruction thread `t` waits at, and its position.
    fn barrier_of(&self, t: u32) -> (&Barrier, Pos, (u32, u32)) {
        let f = self.m.threads[t as usize].frame();
        let (instr, pos) = &self.m.prog.procs[f.proc as usize].code[f.pc as usize];
        let Instr::Barrier(b) = instr else {
            unreachable!("a waiting thread is at a barrier")
        };
        (b, *pos, (f.proc, f.pc))
    }

    /// When no thread of group `g` runs: release a barrier, or find
    /// divergence.
    fn settle(&mut self, g: usize) -> Result<(), Ending> {
        if self.groups[g].running > 0 {
            return Ok(());
        }
        let group = &self.groups[g];
        let (Some(&w), finished) = (group.waiting.first(), group.finished.first().copied()) else {
            self.groups_done += 1;
            return self.grid_check();
        };
        if let Some((w, u)) = self.stuck_warp(g) {
            let (_, at, _) = self.barrier_of(w);
            let (waiting, other) = (
                self.m.threads[w as usize].at(),
                self.m.threads[u as usize].at(),
            );
            let (other_at, ended) = match self.groups[g].finished.contains(&u) {
                true => (self.m.threads[u as usize].exit, true),
                false => (Some(self.barrier_of(u).1), false),
            };
            self.m
                .findings
                .divergence(waiting, at, other, other_at, ended);
            self.diverged = true;
            return Ok(());
        }
        let group = &self.groups[g];
        let (_, at, place) = self.barrier_of(w);
        if let Some(f) = finished {
            let (waiting, other) = (
                self.m.threads[w as usize].at(),
                self.m.threads[f as usize].at(),
            );
            let exit = self.m.threads[f as usize].exit;
            self.m.findings.divergence(waiting, at, other, exit, true);
            self.diverged = true;
            return Ok(());
        }
        let elsewhere = group
            .waiting
            .iter()
            .copied()
            .find(|&u| self.barrier_of(u).2 != place);
        if let Some(u) = elsewhere {
            let (_, other_at, _) = self.barrier_of(u);
            let (waiting, other) = (
                self.m.threads[w as usize].at(),
                self.m.threads[u as usize].at(),
            );
            self.m
                .findings
                .divergence(waiting, at, other, Some(other_at), false);
            self.diverged = true;
            return Ok(());
        }
        if self.barrier_of(w).0.reach == Reach::Grid {
            self.grid_ready += 1;
            return self.grid_check();
        }
        self.release(&[g])
    }

    /// In group `g`, where no thread runs: a thread waiting at a warp
    /// barrier, and a thread of its warp that ended or waits elsewhere.
    fn stuck_warp(&self, g: usize) -> Option<(u32, u32)> {
        let group = &self.groups[g];
        let w = *group
            .waiting
            .iter()
            .find(|&&w| self.barrier_of(w).0.reach == Reach::Warp)?;
        let place = self.barrier_of(w).2;
        let u = self
            .m
            .warp_members(w)
            .find(|&u| group.finished.contains(&u) || self.barrier_of(u).2 != place)?;
        Some((w, u))
    }

    /// A grid barrier is released when every group waits at it; a group
    /// that finished instead is divergence.
    fn grid_check(&mut self) -> Result<(), Ending> {
        let groups = self.groups.len() as u32;
        if self.grid_ready == 0 || self.grid_ready + self.groups_done < groups {
            return Ok(());
        }
        if self.groups_done > 0 {
            let waiting = self.groups.iter().find_map(|g| g.waiting.first().copied());
            let done = self.groups.iter().find_map(|g| g.finished.first().copied());
            if let (Some(w), Some(f)) = (waiting, done) {
                let (_, at, _) = self.barrier_of(w);
                let exit = self.m.threads[f as usize].exit;
                let (waiting, other) = (
                    self.m.threads[w as usize].at(),
                    self.m.threads[f as usize].at(),
                );
                self.m.findings.divergence(waiting, at, other, exit, true);
            }
            self.diverged = true;
            return Ok(());
        }
        self.grid_ready = 0;
        let all: Vec<usize> = (0..self.groups.len()).collect();
        self.release(&all)
    }

    /// Checks the barrier's invariants, starts a new barrier interval for
    /// the memories in its scope and lets the threads of `groups` go on.
    fn release(&mut self, groups: &[usize]) -> Result<(), Ending> {
        let w = self.groups[groups[0]].waiting[0];
        let prog = self.m.prog;
        let f = self.m.threads[w as usize].frame();
        let (Instr::Barrier(barrier), _) = &prog.procs[f.proc as usize].code[f.pc as usize] else {
            unreachable!("a waiting thread is at a barrier")
        };
        for &g in groups {
            let members = self.groups[g].waiting.clone();
            for (binary, clause) in &barrier.invariants {
                self.barrier_invariant(&members, *binary || clause.relational, clause)?;
            }
            // The threads whose shared accesses the barrier fences: all,
            // or those whose condition holds.
            let mut fenced = Vec::new();
            if let Some(when) = &barrier.shared_if {
                for &t in &members {
                    if self
                        .m
                        .holds(t, None, &when.expr, false)
                        .map_err(|e| limit(e, when.pos))?
                    {
                        fenced.push(t);
                    }
                }
            }
            if barrier.shared {
                match &barrier.shared_if {
                    None => self.m.shadow.clear_shared(g),
                    Some(_) => self.m.shadow.clear_shared_of(g, &fenced),
                }
                if let Some(settled) = self.m.settled.get_mut(g) {
                    settled.clone_from(&self.m.mem.shared[g]);
                }
            }
            if barrier.global {
                self.m.global_interval[g] += 1;
            }
            self.m.interval[g] += 1;
            for &t in &members {
                let thread = &mut self.m.threads[t as usize];
                let shared = barrier.shared && (barrier.shared_if.is_none() || fenced.contains(&t));
                thread.log.retain(|l| match l.place {
                    super::program::Place::Shared(_) => !shared,
                    _ => !barrier.global,
                });
                thread.frame_mut().pc += 1;
            }
            let group = &mut self.groups[g];
            group.running = members.len() as u32;
            group.waiting.clear();
            self.runnable.extend(members);
        }
        if barrier.reach == Reach::Grid {
            self.m.shadow.clear_global();
        }
        Ok(())
    }

    fn barrier_invariant(
        &mut self,
        members: &[u32],
        binary: bool,
        clause: &Clause,
    ) -> Result<(), Ending> {
        let pairs = (members.len() as u64).pow(2);
        if binary && pairs > MAX_PAIRS {
            self.m.findings.skipped(clause.pos);
            return Ok(());
        }
        for &t in members {
            let others: &[u32] = if binary { members } else { &[] };
            if !binary {
                self.check(t, None, clause, Failure::BarrierInvariant)?;
            }
            for &u in others.iter().filter(|&&u| u != t) {
                if !self.check(t, Some(u), clause, Failure::BarrierInvariant)? {
                    break;
                }
            }
        }
        Ok(())
    }

    /// Checks `clause` for `t` (and `u`); whether it holds.
    fn check(
        &mut self,
        t: u32,
        u: Option<u32>,
        clause: &Clause,
        what: Failure,
    ) -> Result<bool, Ending> {
        let holds = self
            .m
            .holds(t, u, &clause.expr, false)
            .map_err(|e| limit(e, clause.pos))?;
        if !holds {
            let thread = self.m.threads[t as usize].at();
            let other = u.map(|u| self.m.threads[u as usize].at());
            self.m
                .findings
                .failed(what, clause.pos, None, thread, other, clause.msg.clone());
        }
        Ok(holds)
    }

    /// The kernel's postconditions, in each thread's final state (for
    /// every pair of threads of a group, when one relates two).
    fn postconditions(&mut self) -> Result<(), Ending> {
        let prog = self.m.prog;
        let n = self.m.threads.len() as u32;
        for clause in prog.procs[prog.kernel as usize]
            .ensures
            .iter()
            .filter(|c| !c.free)
        {
            if clause.relational {
                let per_group = self.m.group_threads;
                if u64::from(n) * u64::from(per_group) > MAX_PAIRS {
                    self.m.findings.skipped(clause.pos);
                    continue;
                }
                'pairs: for t in 0..n {
                    let first = t - t % per_group;
                    for u in (first..first + per_group).filter(|&u| u != t) {
                        if !self.check(t, Some(u), clause, Failure::KernelEnsures)? {
                            break 'pairs;
                        }
                    }
                }
            } else {
                for t in 0..n {
                    if !self.check(t, None, clause, Failure::KernelEnsures)? {
                        break;
                    }
                }
            }
        }
        Ok(())
    }
}
