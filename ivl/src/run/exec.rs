//! The state of a run and one step of one thread: the instruction at the
//! thread's program counter, with its memory accesses logged.

use std::mem::take;
use std::rc::Rc;

use super::eval::{self, eval, read_place, Env, Ids, Logged, OldState, Scratch, Stop, View};
use super::functions::Functions;
use super::inputs::arbitrary;
use super::memory::{Entry, Kind, Memory, RaceHit, Shadow};
use super::program::*;
use super::report::{Failure, Findings, ThreadRef};
use super::rng::{FastSet, Rng};
use super::trace::{Branched, Trace, Traced};
use super::value::{Key, Value};
use crate::gpu::WARP_SIZE;

/// Tries at drawing havocked values that satisfy `where` clauses and the
/// postconditions of procedures without a body.
const HAVOC_TRIES: u32 = 100;
const MAX_FRAMES: usize = 10_000;

pub struct Frame {
    pub proc: u32,
    pub pc: u32,
    pub slots: Vec<Value>,
    pub old: Option<Rc<OldState>>,
}

pub struct Thread {
    pub ids: Ids,
    /// The frame running now (kept in the thread: it is read every step).
    pub frame: Frame,
    /// The frames of the calls it is in, innermost last.
    pub callers: Vec<Frame>,
    pub private: Vec<Value>,
    /// Accesses since the last barrier (see [`Logged`]).
    pub log: FastSet<Logged>,
    /// Where the thread returned from the kernel.
    pub exit: Option<Pos>,
}

impl Thread {
    pub fn frame(&self) -> &Frame {
        &self.frame
    }

    pub fn frame_mut(&mut self) -> &mut Frame {
        &mut self.frame
    }

    pub fn at(&self) -> ThreadRef {
        ThreadRef {
            local: self.ids.local,
            group: self.ids.group,
        }
    }
}

pub enum Event {
    Continue,
    Barrier,
    Finished,
}

pub struct Machine<'a> {
    pub prog: &'a Compiled,
    pub consts: Vec<Value>,
    pub sizes: [[u32; 3]; 2],
    pub group_threads: u32,
    /// The values of uninterpreted functions.
    pub functions: &'a Functions<'a>,
    pub threads: Vec<Thread>,
    pub mem: Memory,
    pub shadow: Shadow,
    /// Per group: barriers passed whose scope includes global memory.
    pub global_interval: Vec<u32>,
    /// Per group: barriers passed.
    pub interval: Vec<u32>,
    /// Per warp: warp barriers passed.
    pub warp_interval: Vec<u32>,
    /// Per group: shared memory at its last barrier, when specifications
    /// read shared memory.
    pub settled: Vec<Vec<Value>>,
    pub rng: Rng,
    pub benign: bool,
    pub findings: &'a mut Findings,
    pub trace: Option<&'a mut Trace>,
    scratch: Scratch,
    keys: Vec<Key>,
    values: Vec<Value>,
    hits: Vec<RaceHit>,
}

pub type StepResult<T> = Result<T, Stop>;

pub fn view<'b>(thread: &'b Thread, mem: &'b Memory, settled: Option<&'b [Value]>) -> View<'b> {
    let frame = thread.frame();
    View {
        ids: thread.ids,
        slots: &frame.slots,
        private: &thread.private,
        shared: &mem.shared[thread.ids.group_index as usize],
        global: &mem.global,
        log: &thread.log,
        old: frame.old.as_deref(),
        settled,
    }
}

/// Writes `v` at `keys` (outermost first) inside `target`.
fn write_at(target: &mut Value, keys: &[Key], v: Value) -> StepResult<()> {
    let Some((k, rest)) = keys.split_first() else {
        *target = v;
        return Ok(());
    };
    let Value::Map(m) = target else {
        return Err(Stop::Limit(
            "an update of something that is not a map".into(),
        ));
    };
    let m = Rc::make_mut(m);
    if rest.is_empty() {
        m.entries.insert(k.clone(), v);
        return Ok(());
    }
    if !m.entries.contains_key(k) {
        let Some(inner) = m.get(k) else {
            return Err(Stop::Limit(
                "an update inside a map made by a lambda expression".into(),
            ));
        };
        m.entries.insert(k.clone(), inner);
    }
    write_at(m.entries.get_mut(k).expect("inserted above"), rest, v)
}

/// The element index of an access through several levels: one key, or
/// all their values.
fn flat_key(keys: &[Key]) -> Key {
    match keys {
        [one] => one.clone(),
        _ => Key::Many(
            keys.iter()
                .flat_map(|k| k.values().iter().cloned())
                .collect(),
        ),
    }
}

impl<'a> Machine<'a> {
    /// The warp of thread `t`, numbered across the launch: its group's
    /// threads in runs of `WARP_SIZE` by linear local id (threads are
    /// numbered group by group, by linear local id within a group).
    pub fn warp_of(&self, t: u32) -> u32 {
        let per = self.group_threads;
        t / per * per.div_ceil(WARP_SIZE) + t % per / WARP_SIZE
    }

    /// The threads of `t`'s warp.
    pub fn warp_members(&self, t: u32) -> std::ops::Range<u32> {
        let per = self.group_threads;
        let start = t / per * per + t % per / WARP_SIZE * WARP_SIZE;
        start..(start + WARP_SIZE).min((t / per + 1) * per)
    }

    #[allow(clippy::too_many_arguments)]
    pub fn new(
        prog: &'a Compiled,
        consts: Vec<Value>,
        sizes: [[u32; 3]; 2],
        seed: u64,
        functions: &'a Functions<'a>,
        threads: Vec<Thread>,
        mem: Memory,
        (benign, intra_group): (bool, bool),
        findings: &'a mut Findings,
        trace: Option<&'a mut Trace>,
    ) -> Machine<'a> {
        let group_threads = sizes[0].iter().product::<u32>();
        let groups = threads.len() / group_threads as usize;
        let settled = if prog.spec_reads_shared {
            mem.shared.clone()
        } else {
            Vec::new()
        };
        Machine {
            settled,
            prog,
            consts,
            sizes,
            group_threads,
            functions,
            shadow: Shadow::new(groups, prog.shared.len(), prog.global.len(), intra_group),
            threads,
            mem,
            global_interval: vec![0; groups],
            interval: vec![0; groups],
            warp_interval: vec![0; groups * group_threads.div_ceil(WARP_SIZE) as usize],
            rng: Rng::new(seed),
            benign,
            findings,
            scratch: Scratch::new(trace.is_some()),
            trace,
            keys: Vec::new(),
            values: Vec::new(),
            hits: Vec::new(),
        }
    }

    pub fn env(&self, t: u32) -> Env<'_> {
        Env {
            prog: self.prog,
            consts: &self.consts,
            sizes: self.sizes,
            functions: self.functions,
            me: view(&self.threads[t as usize], &self.mem, None),
            other: None,
        }
    }

    /// Shared memory as thread `t`'s specifications see it.
    fn settled(&self, t: u32, settled: bool) -> Option<&[Value]> {
        let g = self.threads[t as usize].ids.group_index as usize;
        self.settled.get(g).filter(|_| settled).map(Vec::as_slice)
    }

    /// Evaluates a specification (no accesses) in thread `t`, with `other`
    /// as the other thread of a pair; `settled`: on shared memory as the
    /// thread sees it (else as it is, all threads being at one point).
    pub fn holds(
        &mut self,
        t: u32,
        other: Option<u32>,
        e: &CExpr,
        settled: bool,
    ) -> StepResult<bool> {
        let mut s = take(&mut self.scratch);
        let mut env = self.env(t);
        env.me.settled = self.settled(t, settled);
        env.other = other.map(|u| {
            view(
                &self.threads[u as usize],
                &self.mem,
                self.settled(u, settled),
            )
        });
        let r = eval(&env, &mut s, e).map(|v| v.as_bool());
        self.scratch = s;
        r
    }

    /// Quantifier instances evaluated since the last call.
    pub fn take_work(&mut self) -> u64 {
        std::mem::take(&mut self.scratch.work)
    }

    /// Runs the instruction at thread `t`'s program counter; on failure,
    /// also where.
    pub fn step(&mut self, t: u32) -> Result<Event, (Stop, Pos)> {
        let prog = self.prog;
        let frame = self.threads[t as usize].frame();
        let (instr, pos) = &prog.procs[frame.proc as usize].code[frame.pc as usize];
        self.exec(t, instr, *pos).map_err(|e| (e, *pos))
    }

    fn advance(&mut self, t: u32) {
        self.threads[t as usize].frame_mut().pc += 1;
    }

    fn exec(&mut self, t: u32, instr: &'a Instr, pos: Pos) -> StepResult<Event> {
        match instr {
            Instr::Assign(lhss, rhss) => self.assign(t, lhss, rhss, pos)?,
            Instr::Check(kind, clause) => {
                self.check(t, *kind, clause, pos)?;
                self.advance(t);
            }
            Instr::Assume(clause) => {
                self.assume(t, clause)?;
                self.advance(t);
            }
            Instr::Havoc(places, assumed) => {
                self.havoc(t, places, assumed)?;
                self.advance(t);
            }
            Instr::Call {
                callee,
                args,
                outs,
                free,
            } => self.call(t, *callee, args, outs, *free, pos)?,
            Instr::Branch(cond, target, arm) => {
                let taken = match cond {
                    None => self.rng.flip(),
                    Some(c) => self.code_value(t, c, pos)?.as_bool(),
                };
                if *arm == Arm::If {
                    self.branched(t, pos, taken);
                }
                let frame = self.threads[t as usize].frame_mut();
                frame.pc = if taken { frame.pc + 1 } else { *target };
            }
            Instr::Jump(target) => self.threads[t as usize].frame_mut().pc = *target,
            Instr::Goto(targets) => {
                let i = self.rng.below(targets.len() as u64) as usize;
                self.threads[t as usize].frame_mut().pc = targets[i];
            }
            Instr::Return => {
                let thread = &mut self.threads[t as usize];
                if thread.callers.is_empty() {
                    thread.exit = Some(pos);
                }
                let end = self.prog.procs[thread.frame().proc as usize].code.len() - 1;
                thread.frame_mut().pc = end as u32;
            }
            Instr::Exit => return self.exit(t),
            Instr::Barrier(_) => return Ok(Event::Barrier),
            Instr::Atomic {
                target,
                place,
                levels,
                elem,
            } => {
                let mut keys = take(&mut self.keys);
                keys.clear();
                let current = self.element(t, *place, levels, &mut keys, pos);
                let current = match current {
                    Ok(v) => v,
                    Err(e) => {
                        self.keys = keys;
                        return Err(e);
                    }
                };
                let key = flat_key(&keys);
                self.record(t, *place, key, Kind::Atomic, current.clone(), pos);
                if let Some(p) = target {
                    self.write(t, *p, &[], current, pos)?;
                }
                let fresh = elem.value(self.rng.next_u64());
                let g = self.threads[t as usize].ids.group_index as usize;
                let slot = match place {
                    Place::Shared(i) => &mut self.mem.shared[g][*i as usize],
                    Place::Global(i) => &mut self.mem.global[*i as usize],
                    _ => {
                        return Err(Stop::Limit(
                            "an atomic access of a thread's own variable".into(),
                        ))
                    }
                };
                let r = write_at(slot, &keys, fresh);
                self.keys = keys;
                r?;
                self.advance(t);
            }
        }
        Ok(Event::Continue)
    }

    /// Logs the reads an evaluation in code made.
    fn log_reads(&mut self, t: u32, s: &mut Scratch, pos: Pos) {
        for a in s.reads.drain(..) {
            self.record(t, a.place, a.key, Kind::Read, a.value, pos);
        }
    }

    /// The value of an expression in code (its reads are accesses).
    fn code_value(&mut self, t: u32, e: &CExpr, pos: Pos) -> StepResult<Value> {
        let mut s = take(&mut self.scratch);
        s.reads.clear();
        let r = eval(&self.env(t), &mut s, e);
        self.log_reads(t, &mut s, pos);
        self.scratch = s;
        r
    }

    /// The element of `place` at the indices `levels`, evaluated in code;
    /// `keys` receives the indices.
    fn element(
        &mut self,
        t: u32,
        place: Place,
        levels: &[Vec<CExpr>],
        keys: &mut Vec<Key>,
        pos: Pos,
    ) -> StepResult<Value> {
        let mut s = take(&mut self.scratch);
        s.reads.clear();
        let r = (|| {
            let env = self.env(t);
            let mut v = read_place(&env.me, place).clone();
            for level in levels {
                let k = eval::key_of(&env, &mut s, level)?;
                v = eval::select(&env, &mut s, &v, &k)?;
                keys.push(k);
            }
            Ok(v)
        })();
        self.log_reads(t, &mut s, pos);
        self.scratch = s;
        r
    }

    fn assign(&mut self, t: u32, lhss: &[CLhs], rhss: &[CExpr], pos: Pos) -> StepResult<()> {
        let mut s = take(&mut self.scratch);
        let mut keys = take(&mut self.keys);
        let mut values = take(&mut self.values);
        s.reads.clear();
        keys.clear();
        values.clear();
        let r = (|| {
            let env = self.env(t);
            for e in rhss {
                values.push(eval(&env, &mut s, e)?);
            }
            for l in lhss {
                for level in &l.levels {
                    keys.push(eval::key_of(&env, &mut s, level)?);
                }
            }
            Ok(())
        })();
        self.log_reads(t, &mut s, pos);
        self.scratch = s;
        let r = r.and_then(|()| {
            let mut at = 0;
            for (l, v) in lhss.iter().zip(values.drain(..)) {
                let n = l.levels.len();
                self.write(t, l.place, &keys[at..at + n], v, pos)?;
                at += n;
            }
            Ok(())
        });
        self.keys = keys;
        self.values = values;
        r?;
        self.advance(t);
        Ok(())
    }

    /// Stores `v` at `keys` of `place`; a write of shared or global memory
    /// is an access.
    fn write(&mut self, t: u32, place: Place, keys: &[Key], v: Value, pos: Pos) -> StepResult<()> {
        let thread = &mut self.threads[t as usize];
        let g = thread.ids.group_index as usize;
        let target = match place {
            Place::Local(i) => &mut thread.frame_mut().slots[i as usize],
            Place::Private(i) => &mut thread.private[i as usize],
            Place::Shared(i) => &mut self.mem.shared[g][i as usize],
            Place::Global(i) => &mut self.mem.global[i as usize],
        };
        if let Place::Local(_) | Place::Private(_) = place {
            return write_at(target, keys, v);
        }
        write_at(target, keys, v.clone())?;
        self.record(t, place, flat_key(keys), Kind::Write, v, pos);
        Ok(())
    }

    /// Traces the arm of an `if` a thread takes.
    fn branched(&mut self, t: u32, pos: Pos, taken: bool) {
        let thread = self.threads[t as usize].at();
        if let Some(trace) = &mut self.trace {
            if self
                .findings
                .focus
                .is_none_or(|pair| pair.contains(&thread))
            {
                trace.branches.push(Branched { thread, pos, taken });
            }
        }
    }

    fn record(&mut self, t: u32, place: Place, key: Key, kind: Kind, value: Value, pos: Pos) {
        let prog = self.prog;
        let thread = &mut self.threads[t as usize];
        let group = thread.ids.group_index;
        let traced = self
            .findings
            .focus
            .is_none_or(|pair| pair.contains(&thread.at()));
        if let (Some(trace), true) = (&mut self.trace, traced) {
            trace.accesses.push(Traced {
                thread: thread.at(),
                place,
                key: key.clone(),
                kind,
                value: value.clone(),
                pos,
                interval: self.interval[group as usize],
            });
        }
        if !prog.written(place) {
            return;
        }
        let settles =
            prog.spec_reads_shared && kind == Kind::Write && matches!(place, Place::Shared(_));
        if settles || prog.uses_access_log {
            thread.log.insert(Logged {
                place,
                kind,
                key: key.clone(),
            });
        }
        let warp = self.warp_of(t);
        let entry = Entry {
            thread: t,
            kind,
            pos,
            value,
            group,
            interval: self.global_interval[group as usize],
            warp,
            warp_interval: self.warp_interval[warp as usize],
        };
        self.shadow
            .record(place, &key, entry, self.benign, &mut self.hits);
        let threads = &self.threads;
        for hit in self.hits.drain(..) {
            self.findings.race(prog, &hit, |t| threads[t as usize].at());
        }
    }

    fn check(&mut self, t: u32, kind: CheckKind, clause: &Clause, pos: Pos) -> StepResult<()> {
        if let CheckKind::Candidate(k) = kind {
            // Refuted only by an execution without a defect so far (the
            // reduction assumes what it has checked: thread 2's assertions,
            // barrier invariants), and where it can be evaluated.
            if !clause.relational
                && self.findings.clean()
                && matches!(self.holds(t, None, &clause.expr, true), Ok(false))
            {
                self.findings.refuted_candidates.insert(k);
            }
            return Ok(());
        }
        if clause.relational {
            self.findings.skipped(clause.pos);
            return Ok(());
        }
        if !self.holds(t, None, &clause.expr, true)? {
            let what = match kind {
                CheckKind::Assert => Failure::Assert,
                CheckKind::InvariantEntry => Failure::InvariantEntry,
                CheckKind::InvariantMaintained => Failure::InvariantMaintained,
                CheckKind::CallRequires(p) => {
                    Failure::CallRequires(self.prog.procs[p as usize].name.clone())
                }
                CheckKind::Candidate(_) => unreachable!("checked above"),
            };
            let at = if let CheckKind::CallRequires(_) = kind {
                pos
            } else {
                clause.pos
            };
            let thread = self.threads[t as usize].at();
            self.findings
                .failed(what, at, Some(clause.pos), thread, None, clause.msg.clone());
        }
        Ok(())
    }

    fn assume(&mut self, t: u32, clause: &Clause) -> StepResult<()> {
        if clause.relational {
            self.findings.skipped(clause.pos);
            return Ok(());
        }
        if self.holds(t, None, &clause.expr, true)? {
            Ok(())
        } else {
            Err(Stop::Discard("an assumption is false".into()))
        }
    }

    fn type_of(&self, t: u32, p: Place) -> crate::sema::types::Ty {
        match p {
            Place::Local(i) => {
                let proc = self.threads[t as usize].frame().proc;
                self.prog.procs[proc as usize].slots[i as usize].clone()
            }
            Place::Private(i) => self.prog.private[i as usize].ty.clone(),
            Place::Shared(i) => self.prog.shared[i as usize].ty.clone(),
            Place::Global(i) => self.prog.global[i as usize].ty.clone(),
        }
    }

    /// Gives `places` arbitrary values satisfying the `where` clauses of
    /// the locals among them and the assumptions that follow the havoc.
    fn havoc(&mut self, t: u32, places: &[Place], assumed: &[Clause]) -> StepResult<()> {
        let prog = self.prog;
        let proc = &prog.procs[self.threads[t as usize].frame().proc as usize];
        let wheres: Vec<&Clause> = proc
            .wheres
            .iter()
            .filter(|(s, _)| places.contains(&Place::Local(*s)))
            .map(|(_, c)| c)
            .chain(assumed)
            .collect();
        for _ in 0..HAVOC_TRIES {
            for &p in places {
                let v = arbitrary(self.prog, &self.type_of(t, p), &mut self.rng);
                // Shared or global memory gets arbitrary contents, which
                // are not accesses (an asynchronous copy, say).
                let g = self.threads[t as usize].ids.group_index as usize;
                match p {
                    Place::Shared(i) => self.mem.shared[g][i as usize] = v,
                    Place::Global(i) => self.mem.global[i as usize] = v,
                    _ => self.write(t, p, &[], v, 0)?,
                }
            }
            if self.all_hold(t, &wheres)? {
                return Ok(());
            }
        }
        Err(Stop::Discard(format!(
            "no havocked values satisfied the where clauses and assumptions after the havoc in {HAVOC_TRIES} tries"
        )))
    }

    fn all_hold(&mut self, t: u32, clauses: &[&Clause]) -> StepResult<bool> {
        for c in clauses {
            if c.relational {
                self.findings.skipped(c.pos);
            } else if !self.holds(t, None, &c.expr, true)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The globals now, for `old` in a procedure entered now.
    fn snapshot(&self, t: u32) -> Rc<OldState> {
        let thread = &self.threads[t as usize];
        Rc::new(OldState {
            private: thread.private.clone(),
            shared: self.mem.shared[thread.ids.group_index as usize].clone(),
            global: self.mem.global.clone(),
        })
    }

    /// A frame for `proc` with these arguments, results and locals
    /// arbitrary.
    fn new_frame(&mut self, t: u32, proc: u32, args: Vec<Value>) -> Frame {
        let p = &self.prog.procs[proc as usize];
        let mut slots = args;
        for ty in &p.slots[slots.len()..] {
            slots.push(arbitrary(self.prog, ty, &mut self.rng));
        }
        Frame {
            proc,
            pc: 0,
            slots,
            old: p.uses_old.then(|| self.snapshot(t)),
        }
    }

    fn call(
        &mut self,
        t: u32,
        callee: u32,
        args: &[CExpr],
        outs: &[Place],
        free: bool,
        pos: Pos,
    ) -> StepResult<()> {
        let prog = self.prog;
        let mut values = Vec::with_capacity(args.len());
        for a in args {
            values.push(self.code_value(t, a, pos)?);
        }
        if self.threads[t as usize].callers.len() >= MAX_FRAMES {
            return Err(Stop::Limit(format!(
                "calls nested deeper than {MAX_FRAMES}"
            )));
        }
        let frame = self.new_frame(t, callee, values);
        let thread = &mut self.threads[t as usize];
        let caller = std::mem::replace(&mut thread.frame, frame);
        thread.callers.push(caller);
        let proc = &prog.procs[callee as usize];
        for c in &proc.requires {
            if c.free || free {
                self.assume(t, c)?;
            } else {
                self.check(t, CheckKind::CallRequires(callee), c, pos)?;
            }
        }
        if proc.has_body {
            return Ok(());
        }
        // No body: the results and the modified globals are arbitrary
        // values satisfying the postconditions.
        let ensures: Vec<&Clause> = proc.ensures.iter().collect();
        let results: Vec<Place> = (proc.ins..proc.ins + proc.outs).map(Place::Local).collect();
        let changed: Vec<Place> = results
            .iter()
            .copied()
            .chain(proc.modifies.iter().map(|&i| Place::Private(i)))
            .collect();
        let mut satisfied = false;
        for _ in 0..HAVOC_TRIES {
            for &p in &changed {
                let v = arbitrary(self.prog, &self.type_of(t, p), &mut self.rng);
                self.write(t, p, &[], v, pos)?;
            }
            if self.all_hold(t, &ensures)? {
                satisfied = true;
                break;
            }
        }
        if !satisfied {
            return Err(Stop::Discard(format!(
                "no results of {} (it has no body) satisfied its postconditions in {HAVOC_TRIES} tries",
                proc.name
            )));
        }
        self.finish_call(t, outs, pos)
    }

    /// Pops the callee's frame, returning its results into `outs`.
    fn finish_call(&mut self, t: u32, outs: &[Place], pos: Pos) -> StepResult<()> {
        let prog = self.prog;
        let thread = &mut self.threads[t as usize];
        let caller = thread.callers.pop().expect("the caller's frame");
        let frame = std::mem::replace(&mut thread.frame, caller);
        let proc = &prog.procs[frame.proc as usize];
        let results = &frame.slots[proc.ins as usize..(proc.ins + proc.outs) as usize];
        for (p, v) in outs.iter().zip(results) {
            self.write(t, *p, &[], v.clone(), pos)?;
        }
        self.advance(t);
        Ok(())
    }

    fn exit(&mut self, t: u32) -> StepResult<Event> {
        let prog = self.prog;
        let thread = &self.threads[t as usize];
        if thread.callers.is_empty() {
            return Ok(Event::Finished);
        }
        let proc = &prog.procs[thread.frame().proc as usize];
        for c in &proc.ensures {
            if c.free {
                self.assume(t, c)?;
            } else if c.relational {
                self.findings.skipped(c.pos);
            } else if !self.holds(t, None, &c.expr, true)? {
                let thread = self.threads[t as usize].at();
                self.findings.failed(
                    Failure::Ensures(proc.name.clone()),
                    c.pos,
                    None,
                    thread,
                    None,
                    c.msg.clone(),
                );
            }
        }
        let caller = self.threads[t as usize].callers.last().expect("a caller");
        let (instr, pos) = &prog.procs[caller.proc as usize].code[caller.pc as usize];
        let Instr::Call { outs, .. } = instr else {
            unreachable!("a callee returns to its call")
        };
        self.finish_call(t, outs, *pos)?;
        Ok(Event::Continue)
    }
}
