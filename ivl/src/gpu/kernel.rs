//! A kernel body, lowered for a pair of threads running in lock step.
//!
//! Every statement is predicated: thread t executes it when its predicate
//! `Pt` holds (uniform code shares one predicate). Conditionals assign
//! branch predicates; a non-uniform loop runs while either thread's loop
//! predicate holds ([`super::control`]). Accesses to shared and global
//! arrays are logged for thread 1 and checked for thread 2 against a
//! watched element (an arbitrary constant per array), which covers every
//! pair of accesses ([`super::race`]).

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use super::footprint::{contains_return, Footprint};
use super::mangle::*;
use super::names::*;
use super::options::{Checks, Options};
use super::thread::{unsupported, uses_access_predicate, View};
use crate::diagnostics::Diagnostic;
use crate::syntax::ast::*;
use crate::syntax::build::*;
use crate::syntax::span::Span;

/// When thread 1 and thread 2 execute a statement.
#[derive(Clone)]
pub enum Pred {
    Uniform(Expr),
    Pair(Expr, Expr),
}

impl Pred {
    pub fn get(&self, t: Thread) -> Expr {
        match (self, t) {
            (Pred::Uniform(p), _)
            | (Pred::Pair(p, _), Thread::One)
            | (Pred::Pair(_, p), Thread::Two) => p.clone(),
        }
    }
}

pub struct Lowering<'a> {
    pub names: &'a Names,
    pub uniform: &'a HashSet<String>,
    /// Locals the lowered body declares, with their types.
    pub locals: Vec<(String, Type)>,
    /// The types of the kernel's variables (for copies and temporaries).
    pub types: &'a HashMap<String, Type>,
    /// Per array, how many unknown locations barrier invariants need.
    pub unknowns: &'a HashMap<String, usize>,
    /// Writes of equal values by both threads are not races.
    pub benign: bool,
    pub assume_no_overflow: bool,
    pub checks: Checks,
    pub options: &'a Options,
    /// The source line of a position.
    pub(super) line: &'a dyn Fn(Span) -> usize,
    /// Per written array, the source lines its logs may hold.
    pub logged_lines: BTreeMap<String, BTreeSet<usize>>,
    /// The procedures the kernel calls through their contracts, by name,
    /// with what they may access.
    pub callees: HashMap<&'a str, &'a ProcedureDecl>,
    pub footprints: HashMap<String, Footprint>,
    fresh: usize,
    /// Per thread: it has executed `return` (when the kernel has one).
    returned: Option<[String; 2]>,
    /// Per enclosing loop, innermost last: the thread has left it by
    /// `break`.
    pub(super) broken: Vec<Option<[String; 2]>>,
    /// The kernel's arguments (`p$in`), shown with the threads when a race
    /// or divergence check fails.
    pub arguments: Vec<Expr>,
    /// The procedure's name, which its candidates' constants carry.
    pub procedure: String,
    /// The existential constants of the candidate invariants lowered so
    /// far (spec/gpu.md section 7, "Candidates").
    pub candidates: Vec<String>,
}

impl<'a> Lowering<'a> {
    pub fn new(
        names: &'a Names,
        uniform: &'a HashSet<String>,
        types: &'a HashMap<String, Type>,
        unknowns: &'a HashMap<String, usize>,
        options: &'a Options,
        line: &'a dyn Fn(Span) -> usize,
    ) -> Self {
        Lowering {
            names,
            uniform,
            locals: Vec::new(),
            types,
            unknowns,
            benign: options.benign,
            assume_no_overflow: options.assume_no_overflow,
            checks: options.checks,
            options,
            line,
            logged_lines: BTreeMap::new(),
            callees: HashMap::new(),
            footprints: HashMap::new(),
            fresh: 0,
            returned: None,
            broken: Vec::new(),
            arguments: Vec::new(),
            procedure: String::new(),
            candidates: Vec::new(),
        }
    }

    /// A fresh existential constant for a candidate invariant.
    pub(super) fn candidate_switch(&mut self) -> String {
        let name = format!("$candidate.{}.{}", self.procedure, self.candidates.len());
        self.candidates.push(name.clone());
        name
    }

    /// Declares the per-thread `returned` flags, false at the start, for a
    /// kernel body with a `return`.
    pub fn track_returns(&mut self, span: Span, out: &mut Vec<Stmt>) {
        let flags = [
            self.temp("returned", bool_type()),
            self.temp("returned", bool_type()),
        ];
        let f = Expr::new(ExprKind::Bool(false), span);
        out.push(assign_all(
            vec![(flags[0].clone(), f.clone()), (flags[1].clone(), f)],
            span,
        ));
        self.returned = Some(flags);
    }

    /// Thread `t` has left through `return`, or `break` of the innermost
    /// loop.
    fn exited(&self, t: Thread, span: Span) -> Expr {
        let mut gone = Expr::new(ExprKind::Bool(false), span);
        for flags in self
            .returned
            .iter()
            .chain(self.broken.last().into_iter().flatten())
        {
            gone = match gone.kind {
                ExprKind::Bool(false) => var(&flags[t.index()], span),
                _ => or(gone, var(&flags[t.index()], span)),
            };
        }
        gone
    }

    /// After a statement some thread may have left by: the predicate of
    /// the threads still here.
    pub(super) fn remaining(&mut self, pred: &Pred, span: Span, out: &mut Vec<Stmt>) -> Pred {
        let mut targets = Vec::new();
        let mut vars = Vec::new();
        for t in Thread::BOTH {
            let p = self.temp("here", bool_type());
            targets.push((p.clone(), and(pred.get(t), not(self.exited(t, span)))));
            vars.push(var(&p, span));
        }
        out.push(assign_all(targets, span));
        Pred::Pair(vars[0].clone(), vars[1].clone())
    }

    /// `flags[t] := flags[t] || Pt`
    fn leave(&self, flags: &[String; 2], pred: &Pred, span: Span) -> Stmt {
        let targets = Thread::BOTH
            .iter()
            .map(|&t| {
                let f = &flags[t.index()];
                (f.clone(), or(var(f, span), pred.get(t)))
            })
            .collect();
        assign_all(targets, span)
    }

    /// A check of the user's (assertion, invariant, postcondition) or of
    /// the reduction's own (race, divergence): an assumption in the stage
    /// that does not check it.
    pub fn check(&self, race: bool, attrs: Vec<Attribute>, e: Expr) -> StmtKind {
        let assumed = match self.checks {
            Checks::All => false,
            Checks::OnlyRaces => !race,
            Checks::AssumeRaceFree => race,
        };
        if assumed {
            return StmtKind::Assume(Vec::new(), e);
        }
        let mut attrs = attrs;
        if let Some(show) = attrs.iter_mut().find(|a| a.name.name == "show") {
            show.args
                .extend(self.arguments.iter().cloned().map(AttrArg::Expr));
        }
        StmtKind::Assert(attrs, e)
    }

    pub fn view(&self, pred: &Pred) -> View<'a> {
        View {
            names: self.names,
            enabled: [pred.get(Thread::One), pred.get(Thread::Two)],
            local_ids: None,
        }
    }

    pub(super) fn temp(&mut self, stem: &str, ty: Type) -> String {
        self.fresh += 1;
        let name = format!("${stem}{}", self.fresh);
        self.locals.push((name.clone(), ty));
        name
    }

    pub fn block(
        &mut self,
        stmts: &[Stmt],
        pred: &Pred,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        let mut pred = pred.clone();
        for s in stmts {
            self.stmt(s, &pred, out)?;
            if contains_return(std::slice::from_ref(s))
                || (!self.broken.is_empty() && contains_break(std::slice::from_ref(s)))
            {
                pred = self.remaining(&pred, s.span, out);
            }
        }
        Ok(())
    }

    fn stmt(&mut self, s: &Stmt, pred: &Pred, out: &mut Vec<Stmt>) -> Result<(), Diagnostic> {
        let span = s.span;
        match &s.kind {
            StmtKind::Assign(lhss, rhss) => self.assignment(lhss, rhss, pred, span, out),
            StmtKind::Assert(attrs, e) | StmtKind::Assume(attrs, e) => {
                // Specifications read memory without accessing it: no race.
                let view = self.view(pred);
                // The pair is arbitrary: checking thread 1 checks every
                // thread; thread 2 may then assume what was checked. Only
                // thread 1's accesses are logged: an assertion about them
                // is stated for thread 1 alone.
                let threads: &[Thread] = if uses_access_predicate(e) {
                    &[Thread::One]
                } else {
                    &Thread::BOTH
                };
                // `{:global}`: whether or not the thread runs it
                // (GPUVerify's `__global_assert`), `__enabled` saying which.
                let global = attrs.iter().any(|a| a.name.name == "global");
                for &t in threads {
                    let at = view.at(e, t)?;
                    let body = if global { at } else { implies(pred.get(t), at) };
                    let kind = match (&s.kind, t) {
                        (StmtKind::Assert(..), Thread::One) => {
                            let mut attrs = attrs.clone();
                            if global {
                                attrs.push(check_attribute("global-assertion", &[], Vec::new()));
                            }
                            self.check(false, attrs, body)
                        }
                        _ => StmtKind::Assume(attrs.clone(), body),
                    };
                    out.push(stmt(kind, span));
                }
                Ok(())
            }
            StmtKind::Havoc(xs) => {
                for x in xs {
                    if self.names.is_array(&x.name) {
                        // Memory that other threads change: arbitrary
                        // contents (every group's copy), no access logged.
                        let h = self.temp("memory", lowered_array_type(self.names, &x.name));
                        out.push(stmt(StmtKind::Havoc(vec![ident(&h, span)]), span));
                        let either = or(pred.get(Thread::One), pred.get(Thread::Two));
                        out.push(assign_all(
                            vec![(
                                x.name.clone(),
                                ite(either, var(&h, span), var(&x.name, span)),
                            )],
                            span,
                        ));
                        continue;
                    }
                    let ty = self.type_of(&x.name, x.span)?;
                    let mut targets = Vec::new();
                    for t in Thread::BOTH {
                        let h = self.temp("havoc", ty.clone());
                        out.push(stmt(StmtKind::Havoc(vec![ident(&h, span)]), span));
                        let target = self.target(&x.name, t);
                        targets.push((
                            target.clone(),
                            ite(pred.get(t), var(&h, span), var(&target, span)),
                        ));
                        if self.uniform.contains(&x.name) {
                            break;
                        }
                    }
                    out.push(assign_all(targets, span));
                }
                Ok(())
            }
            StmtKind::If(i) => self.if_stmt(i, pred, span, out),
            StmtKind::While(w) => self.while_stmt(w, pred, span, out),
            StmtKind::Barrier(b) => self.barrier(b, pred, span, out),
            StmtKind::Atomic(a) => self.atomic(a, pred, span, out),
            StmtKind::Call(c) => {
                let callee = self.callees[c.callee.name.as_str()];
                self.modular_call(c, callee, pred, span, out)
            }
            StmtKind::Break(Some(_)) => Err(unsupported(span, "`break L` in kernels")),
            StmtKind::Break(None) => {
                let flags = self
                    .broken
                    .last()
                    .cloned()
                    .flatten()
                    .expect("a loop with a break tracks it");
                out.push(self.leave(&flags, pred, span));
                Ok(())
            }
            StmtKind::Return => {
                let flags = self
                    .returned
                    .clone()
                    .expect("a kernel with a return tracks it");
                out.push(self.leave(&flags, pred, span));
                Ok(())
            }
            StmtKind::Goto(_) | StmtKind::Label(_) => {
                Err(unsupported(span, "`goto` and labels in kernels"))
            }
            StmtKind::Error => Ok(()),
        }
    }

    fn type_of(&self, name: &str, span: Span) -> Result<Type, Diagnostic> {
        self.types
            .get(name)
            .cloned()
            .ok_or_else(|| unsupported(span, &format!("assigning the global `{name}` in a kernel")))
    }

    /// The variable thread `t` assigns for source variable `x`.
    pub fn target(&self, x: &str, t: Thread) -> String {
        if self.names.is_thread_private(x) {
            copy(x, t)
        } else {
            x.to_string()
        }
    }

    fn assignment(
        &mut self,
        lhss: &[Lhs],
        rhss: &[Expr],
        pred: &Pred,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        for (l, r) in lhss.iter().zip(rhss) {
            self.evaluate(r, pred, out)?;
            for ix in l.indices.iter().flatten() {
                self.evaluate(ix, pred, out)?;
            }
        }
        let view = self.view(pred);
        let mut scalars = Vec::new();
        let mut writes = Vec::new();
        for (l, r) in lhss.iter().zip(rhss) {
            if self.names.is_array(&l.name.name) {
                if l.indices.len() != 1 || lhss.len() != 1 {
                    return Err(unsupported(
                        l.span,
                        "this form of array assignment (use one `A[i] := v;` per statement)",
                    ));
                }
                let ix = view.both(&l.indices[0])?;
                let v = [view.at(r, Thread::One)?, view.at(r, Thread::Two)?];
                writes.push((l.name.name.clone(), ix, v));
                continue;
            }
            if !self.types.contains_key(&l.name.name) && !self.names.private.contains(&l.name.name)
            {
                return Err(unsupported(
                    l.span,
                    &format!("assigning the global `{}` in a kernel", l.name.name),
                ));
            }
            let value = l.stored(r);
            for t in Thread::BOTH {
                let target = self.target(&l.name.name, t);
                let v = view.at(&value, t)?;
                scalars.push((target.clone(), ite(pred.get(t), v, var(&target, span))));
                if self.uniform.contains(&l.name.name) {
                    break;
                }
            }
        }
        if !scalars.is_empty() {
            out.push(assign_all(scalars, span));
        }
        for (array, ix, v) in writes {
            self.access(&array, &ix, Access::Write, Some(&v), pred, span, out);
            for t in Thread::BOTH {
                let i = t.index();
                let place = view.array_read(&array, ix[i].clone(), t, span);
                let value = ite(pred.get(t), v[i].clone(), place);
                out.push(self.array_update(&array, &ix[i], value, t, span));
            }
        }
        Ok(())
    }

    /// `A[key][i] := v` (shared) or `A[i] := v` (global) for thread `t`.
    fn array_update(&self, array: &str, ix: &[Expr], value: Expr, t: Thread, span: Span) -> Stmt {
        let mut indices = Vec::new();
        if self.names.shared.contains_key(array) {
            let key = match t {
                Thread::One => Expr::new(ExprKind::Bool(true), span),
                Thread::Two => same_group(span),
            };
            indices.push(vec![key]);
        }
        indices.push(ix.to_vec());
        stmt(
            StmtKind::Assign(
                vec![Lhs {
                    name: ident(array, span),
                    indices,
                    span,
                }],
                vec![value],
            ),
            span,
        )
    }

    fn atomic(
        &mut self,
        a: &AtomicStmt,
        pred: &Pred,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        let array = &a.location.name.name;
        if a.location.indices.len() != 1 {
            return Err(unsupported(span, "this form of atomic"));
        }
        for ix in &a.location.indices[0] {
            self.evaluate(ix, pred, out)?;
        }
        let view = self.view(pred);
        let ix = view.both(&a.location.indices[0])?;
        self.access(array, &ix, Access::Atomic, None, pred, span, out);
        let element = match &self.names.array_type(array).kind {
            TypeKind::Map(_, r) => (**r).clone(),
            _ => return Err(unsupported(span, "an atomic on a non-map")),
        };
        for t in Thread::BOTH {
            let i = t.index();
            let place = view.array_read(array, ix[i].clone(), t, span);
            if let Some(x) = &a.target {
                // Atomics of other threads earlier in the barrier interval
                // do not race with this one, and the pair's view of the
                // element does not show them: the value read is arbitrary.
                let target = self.target(&x.name, t);
                let read = self.temp("atomic_read", element.clone());
                out.push(stmt(StmtKind::Havoc(vec![ident(&read, span)]), span));
                out.push(assign_all(
                    vec![(
                        target.clone(),
                        ite(pred.get(t), var(&read, span), var(&target, span)),
                    )],
                    span,
                ));
            }
            let h = self.temp("atomic", element.clone());
            out.push(stmt(StmtKind::Havoc(vec![ident(&h, span)]), span));
            out.push(self.array_update(
                array,
                &ix[i],
                ite(pred.get(t), var(&h, span), place),
                t,
                span,
            ));
        }
        Ok(())
    }

    fn barrier(
        &mut self,
        b: &BarrierStmt,
        pred: &Pred,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        let p1 = pred.get(Thread::One);
        let p2 = pred.get(Thread::Two);
        if let Pred::Pair(..) = pred {
            let agree = eq(p1.clone(), p2.clone());
            let together = match b.reach {
                Reach::Warp => and(distinct(span), same_warp(false, span)),
                Reach::Group => and(distinct(span), same_group(span)),
                Reach::Grid => distinct(span),
            };
            let condition = implies(together, agree);
            out.push(stmt(
                self.check(
                    true,
                    vec![
                        message(
                            "possible barrier divergence: one thread of the pair reaches this barrier and the other does not"
                                .into(),
                        ),
                        check_attribute("divergence", &[], Vec::new()),
                        show(thread_ids(span)),
                    ],
                    condition,
                ),
                span,
            ));
        }
        self.synchronise(b, pred, span, out)
    }
}

/// Whether `stmts` contain a `break` of the loop they are in (not of a
/// nested loop).
pub(super) fn contains_break(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Break(None) => true,
        StmtKind::If(i) => i.blocks().iter().any(|b| contains_break(&b.stmts)),
        _ => false,
    })
}
