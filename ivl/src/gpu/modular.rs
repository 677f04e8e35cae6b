//! Calls of procedures without a body, or marked `{:modular}` (verified on
//! their own, `mod.rs`): the callee's contract stands for it, for both
//! threads of the pair.
//!
//! The callee may synchronise, so both threads must make the call together:
//! it must be reached under a uniform predicate. It writes what `modifies`
//! names and reads what its body (and what it calls) or, without a body,
//! its contract mentions. Thread 1's accesses since the
//! last barrier must not conflict with that footprint; afterwards the
//! modified arrays are arbitrary (every written array, when the callee may
//! reach a barrier, which publishes other threads' writes), thread 1's logs
//! of the footprint too (the callee's last barrier interval may have
//! accessed anything in it), the other logs are emptied when a barrier lies
//! on every path through the callee, and the `ensures` clauses, which may
//! state `!__write(A)` and the like, are assumed for each thread.

use std::collections::HashMap;

use super::control::is_candidate;
use super::footprint::{contains_old, Footprint};
use super::inline::is_modular;
use super::kernel::{Lowering, Pred};
use super::mangle::*;
use super::names::*;
use super::procedure::{contract_candidate_attrs, contract_switch};
use super::thread::{rename, unsupported, uses_access_predicate, View};
use crate::diagnostics::Diagnostic;
use crate::syntax::ast::*;
use crate::syntax::build::*;
use crate::syntax::rewrite::{substitute_all, variables};
use crate::syntax::span::Span;

/// A call being lowered, with what its steps share.
struct Call<'c> {
    stmt: &'c CallStmt,
    callee: &'c ProcedureDecl,
    /// The callee's formals, named as the caller passes them.
    formals: HashMap<String, String>,
    /// The predicate under which both threads make the call.
    when: &'c Expr,
    footprint: Footprint,
    span: Span,
}

/// A read log of the caller's that the call keeps (when `keep`), restored
/// after the callee's `ensures` are assumed.
struct KeptRead {
    flag: String,
    line: String,
    keep: Expr,
    line_before: String,
}

impl Lowering<'_> {
    pub(super) fn modular_call(
        &mut self,
        c: &CallStmt,
        callee: &ProcedureDecl,
        pred: &Pred,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        let when = self.call_predicate(callee, pred, span)?;
        let call = Call {
            stmt: c,
            callee,
            formals: formals(c, callee),
            when,
            footprint: self.footprints[callee.name.name.as_str()].clone(),
            span,
        };
        self.footprint_race_checks(&call, out);
        let view = self.view(pred);
        self.call_preconditions(&call, &view, out)?;
        let kept_reads = self.save_reads(&call, out);
        let changed = self.call_effects(&call, out);
        // A postcondition with `old` is assumed before what the call
        // changes is assigned, over the new values: `old` reads the state
        // before.
        let after: HashMap<String, Expr> = changed.iter().cloned().collect();
        self.call_postconditions(&call, &view, Some(&after), out)?;
        if !changed.is_empty() {
            out.push(assign_all(changed, span));
        }
        self.call_postconditions(&call, &view, None, out)?;
        restore_reads(kept_reads, span, out);
        Ok(())
    }

    /// The predicate of a call to `callee` under `pred`: uniform, since both
    /// threads must make the call together. An error too unless the callee
    /// modifies only arrays.
    fn call_predicate<'p>(
        &self,
        callee: &ProcedureDecl,
        pred: &'p Pred,
        span: Span,
    ) -> Result<&'p Expr, Diagnostic> {
        let name = &callee.name.name;
        let Pred::Uniform(p) = pred else {
            return Err(unsupported(
                span,
                &format!(
                    "a call to `{name}`, which has no body, under a condition that depends on the \
                     thread (both threads must make the call together, since `{name}` may synchronise)"
                ),
            ));
        };
        for spec in &callee.specs {
            if let SpecKind::Modifies(xs) = &spec.kind {
                if let Some(x) = xs.iter().find(|x| !self.names.is_array(&x.name)) {
                    return Err(unsupported(
                        span,
                        &format!(
                            "a call to `{name}`, which has no body and modifies the thread-private \
                             `{}`",
                            x.name
                        ),
                    ));
                }
            }
        }
        Ok(p)
    }

    /// Checks that thread 1's accesses since the last barrier do not
    /// conflict with the callee's footprint.
    fn footprint_race_checks(&self, call: &Call, out: &mut Vec<Stmt>) {
        let (name, span) = (&call.callee.name.name, call.span);
        for array in call.footprint.arrays() {
            if !self.options.race_checked(array) {
                continue;
            }
            let writes = call.footprint.modified.contains(array);
            let [r, w, a] = log_flags(array);
            let mut logged = var(&w, span);
            if writes {
                logged = or(var(&r, span), logged);
            }
            if self.names.atomic.contains(array) {
                logged = or(logged, var(&a, span));
            }
            let mut when = and(call.when.clone(), distinct(span));
            if self.names.shared.contains_key(array) {
                when = and(when, same_group(span));
            }
            let (before, may) = if writes {
                ("accessed", "write")
            } else {
                ("wrote", "read")
            };
            let text = format!(
                "possible race on {array}: thread 1 {before} {array} since the last barrier, and \
                 {name}, called here, may {may} it (a modular call's accesses are known per array, \
                 not per element)"
            );
            let class = check_attribute(
                "race",
                &[array, may, if writes { "access" } else { "write" }],
                logged_lines(array)
                    .iter()
                    .map(|line| var(line, span))
                    .collect(),
            );
            out.push(stmt(
                self.check(
                    true,
                    vec![message(text), class, show(thread_ids(span))],
                    not(and(when, logged)),
                ),
                span,
            ));
        }
    }

    /// How the callee's contract clause `k` (with `attrs`) reads at a call:
    /// `Some(None)` as it is; `Some(Some(b))` a candidate switched by `b`
    /// (the callee is `{:modular}` with a body, which checks it); `None`
    /// dropped (a candidate of a procedure without a body claims nothing).
    fn contract_clause(
        &self,
        call: &Call,
        k: usize,
        attrs: &[Attribute],
    ) -> Option<Option<String>> {
        if !is_candidate(attrs) {
            return Some(None);
        }
        let checked = call.callee.body.is_some() && is_modular(call.callee);
        checked.then(|| Some(contract_switch(call.callee, k)))
    }

    /// The callee's `requires` clauses, checked for thread 1 (unless free)
    /// and assumed for thread 2.
    fn call_preconditions(
        &self,
        call: &Call,
        view: &View,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        let (name, span) = (&call.callee.name.name, call.span);
        for (k, spec) in call.callee.specs.iter().enumerate() {
            let SpecKind::Requires(r) = &spec.kind else {
                continue;
            };
            let Some(switch) = self.contract_clause(call, k, &r.attrs) else {
                continue;
            };
            let e = rename(&r.expr, &call.formals);
            for t in Thread::BOTH {
                if t == Thread::Two && uses_access_predicate(&e) {
                    continue;
                }
                let holds = implies(call.when.clone(), view.at(&e, t)?);
                let kind = if let Some(b) = &switch {
                    let holds = implies(var(b, span), holds);
                    if call.stmt.free || t == Thread::Two {
                        StmtKind::Assume(Vec::new(), holds)
                    } else {
                        StmtKind::Assert(contract_candidate_attrs(r, "requires"), holds)
                    }
                } else if r.free || call.stmt.free || t == Thread::Two {
                    StmtKind::Assume(Vec::new(), holds)
                } else {
                    self.check(
                        false,
                        vec![
                            message(format!(
                                "a precondition of {name} could not be proved at this call"
                            )),
                            check_attribute("precondition", &[], Vec::new()),
                        ],
                        holds,
                    )
                };
                out.push(stmt(kind, span));
            }
        }
        Ok(())
    }

    /// Saves the caller's read logs of the arrays the callee reads. They
    /// stay logged unless the callee surely synchronises them: the callee's
    /// `ensures !__read(A)` speaks of its own accesses only.
    fn save_reads(&mut self, call: &Call, out: &mut Vec<Stmt>) -> Vec<KeptRead> {
        let span = call.span;
        let mut kept_reads = Vec::new();
        for array in &call.footprint.read {
            let [read, ..] = log_flags(array);
            let [line, ..] = logged_lines(array);
            let shared = self.names.shared.contains_key(array);
            let scopes = call.footprint.always_synchronised;
            let synchronised = if shared { scopes.shared } else { scopes.global };
            let flag_before = self.temp("read_before", bool_type());
            let line_before = self.temp("line_before", int_type());
            out.push(assign_all(
                vec![
                    (flag_before.clone(), var(&read, span)),
                    (line_before.clone(), var(&line, span)),
                ],
                span,
            ));
            let mut keep = var(&flag_before, span);
            if synchronised {
                let emptied = if shared {
                    Expr::new(ExprKind::Bool(true), span)
                } else {
                    same_group(span)
                };
                keep = and(keep, not(emptied));
            }
            kept_reads.push(KeptRead {
                flag: read,
                line,
                keep,
                line_before,
            });
        }
        kept_reads
    }

    /// What the call changes, to assign together where it is made (fresh
    /// values havocked in `out`): the memory it may change, thread 1's logs
    /// of its footprint, the logs a barrier in it empties, and its results.
    fn call_effects(&mut self, call: &Call, out: &mut Vec<Stmt>) -> Vec<(String, Expr)> {
        // A barrier in the callee publishes the other threads' writes to every
        // array (the pair's memory holds only its own writes), not only to the
        // callee's.
        let arbitrary_memory: Vec<&String> = if call.footprint.synchronises {
            self.names.written_arrays()
        } else {
            call.footprint.modified.iter().collect()
        };
        let mut changed = Vec::new();
        for array in arbitrary_memory {
            let ty = lowered_array_type(self.names, array);
            changed.push(self.arbitrary("memory", array.clone(), ty, call, out));
        }
        self.footprint_logs(call, &mut changed, out);
        changed.extend(self.emptied_logs(call));
        for (target, formal) in call.stmt.outs.iter().zip(&call.callee.outs) {
            for t in Thread::BOTH {
                let copy = self.target(&target.name, t);
                changed.push(self.arbitrary("havoc", copy, formal.ty.clone(), call, out));
                if !self.names.is_thread_private(&target.name) {
                    break;
                }
            }
        }
        changed
    }

    /// `target` arbitrary after the call: a fresh temporary named after
    /// `stem`, havocked in `out`, and the assignment of it where the call is
    /// made.
    fn arbitrary(
        &mut self,
        stem: &str,
        target: String,
        ty: Type,
        call: &Call,
        out: &mut Vec<Stmt>,
    ) -> (String, Expr) {
        let span = call.span;
        let h = self.temp(stem, ty);
        out.push(stmt(StmtKind::Havoc(vec![ident(&h, span)]), span));
        let value = ite(call.when.clone(), var(&h, span), var(&target, span));
        (target, value)
    }

    /// Thread 1's logs of the footprint after the call: arbitrary (the
    /// callee's last barrier interval may have accessed anything in it),
    /// with the call's line.
    fn footprint_logs(
        &mut self,
        call: &Call,
        changed: &mut Vec<(String, Expr)>,
        out: &mut Vec<Stmt>,
    ) {
        let span = call.span;
        for array in call.footprint.arrays() {
            let line = self.log_line(array, span);
            let [r, w, a] = log_flags(array);
            let mut flags = vec![r];
            if call.footprint.modified.contains(array) {
                flags.push(w);
                if self.names.atomic.contains(array) {
                    flags.push(a);
                }
                let element = match &self.names.array_type(array).kind {
                    TypeKind::Map(_, e) => (**e).clone(),
                    _ => unreachable!("footprints hold arrays"),
                };
                changed.push(self.arbitrary("havoc", written_value(array), element, call, out));
            }
            for flag in flags {
                changed.push(self.arbitrary("havoc", flag, bool_type(), call, out));
            }
            for logged in logged_lines(array) {
                changed.push((
                    logged.clone(),
                    ite(call.when.clone(), line.clone(), var(&logged, span)),
                ));
            }
        }
    }

    /// Thread 1's logs of the other arrays: emptied by a barrier the callee
    /// surely reaches (for a global array: when the threads share a group).
    fn emptied_logs(&self, call: &Call) -> Vec<(String, Expr)> {
        let mut changed = Vec::new();
        for array in self.names.written_arrays() {
            if call.footprint.arrays().any(|a| a == array) {
                continue;
            }
            let shared = self.names.shared.contains_key(array);
            let scopes = call.footprint.always_synchronised;
            if !(shared && scopes.shared || !shared && scopes.global) {
                continue;
            }
            let emptied = if shared {
                call.when.clone()
            } else {
                and(call.when.clone(), same_group(call.span))
            };
            changed.extend(empty_logs(array, &emptied, call.span));
        }
        changed
    }

    /// The callee's `ensures` clauses, assumed for each thread: with
    /// `after` (the values of what the call changes), those with `old`,
    /// read over those values; without, the others.
    fn call_postconditions(
        &self,
        call: &Call,
        view: &View,
        after: Option<&HashMap<String, Expr>>,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        for (k, spec) in call.callee.specs.iter().enumerate() {
            let SpecKind::Ensures(e) = &spec.kind else {
                continue;
            };
            if contains_old(&e.expr) != after.is_some() {
                continue;
            }
            let Some(switch) = self.contract_clause(call, k, &e.attrs) else {
                continue;
            };
            let e = rename(&e.expr, &call.formals);
            for t in Thread::BOTH {
                if t == Thread::Two && uses_access_predicate(&e) {
                    continue;
                }
                let mut at = view.at(&e, t)?;
                if let Some(after) = after {
                    at = after_call(&at, after);
                }
                let mut holds = implies(call.when.clone(), at);
                if let Some(b) = &switch {
                    holds = implies(var(b, call.span), holds);
                }
                out.push(stmt(StmtKind::Assume(Vec::new(), holds), call.span));
            }
        }
        Ok(())
    }
}

/// `e` read right after a call whose changed variables get the values
/// `after`: `old(x)` reads `x` as it is before the call, every other read
/// of a changed variable its value after.
fn after_call(e: &Expr, after: &HashMap<String, Expr>) -> Expr {
    let mut before = HashMap::new();
    let marked = mark_old(e, &mut before);
    substitute_all(&substitute_all(&marked, after), &before)
}

/// `e` without its `old(...)`: the variables read inside one renamed to
/// names no program has (`before` maps them back).
fn mark_old(e: &Expr, before: &mut HashMap<String, Expr>) -> Expr {
    if let ExprKind::Old(inner) = &e.kind {
        let mut vars = Vec::new();
        variables(inner, &mut vars);
        let renamed: HashMap<String, Expr> = vars
            .into_iter()
            .map(|x| {
                let marked = format!("old\u{0}{x}");
                before.insert(marked.clone(), var(&x, e.span));
                (x, var(&marked, e.span))
            })
            .collect();
        return substitute_all(inner, &renamed);
    }
    let mut r = e.clone();
    r.for_each_child_mut(&mut |c| *c = mark_old(c, before));
    r
}

/// The kept read logs, restored after the call: a read the caller logged
/// stays logged, with its line.
fn restore_reads(kept_reads: Vec<KeptRead>, span: Span, out: &mut Vec<Stmt>) {
    for KeptRead {
        flag,
        line,
        keep,
        line_before,
    } in kept_reads
    {
        out.push(assign_all(
            vec![
                (flag.clone(), or(var(&flag, span), keep.clone())),
                (
                    line.clone(),
                    ite(
                        var(&flag, span),
                        var(&line, span),
                        ite(keep, var(&line_before, span), var(&line, span)),
                    ),
                ),
            ],
            span,
        ));
    }
}

/// The callee's formals, named as the caller passes them (the call's
/// arguments are variables).
fn formals(c: &CallStmt, callee: &ProcedureDecl) -> HashMap<String, String> {
    let mut map = HashMap::new();
    for (formal, arg) in callee.ins.iter().zip(&c.args) {
        if let ExprKind::Var(x) = &arg.kind {
            map.insert(formal.name.name.clone(), x.name.clone());
        }
    }
    for (formal, target) in callee.outs.iter().zip(&c.outs) {
        map.insert(formal.name.name.clone(), target.name.clone());
    }
    map
}
