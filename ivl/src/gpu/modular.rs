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

use super::footprint::contains_old;
use super::kernel::{Lowering, Pred};
use super::mangle::*;
use super::names::*;
use super::thread::{rename, unsupported, uses_access_predicate};
use crate::diagnostics::Diagnostic;
use crate::syntax::ast::*;
use crate::syntax::build::*;
use crate::syntax::span::Span;

impl Lowering<'_> {
    pub(super) fn modular_call(
        &mut self,
        c: &CallStmt,
        callee: &ProcedureDecl,
        pred: &Pred,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
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
        let formals = formals(c, callee);
        let footprint = self.footprints[name.as_str()].clone();
        let modified = &footprint.modified;

        for array in footprint.arrays() {
            let writes = modified.contains(array);
            let [r, w, a] = log_flags(array);
            let mut logged = var(&w, span);
            if writes {
                logged = or(var(&r, span), logged);
            }
            if self.names.atomic.contains(array) {
                logged = or(logged, var(&a, span));
            }
            let mut when = and(p.clone(), distinct(span));
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

        let view = self.view(pred);
        for spec in &callee.specs {
            let SpecKind::Requires(r) = &spec.kind else {
                continue;
            };
            let e = rename(&r.expr, &formals);
            for t in Thread::BOTH {
                if t == Thread::Two && uses_access_predicate(&e) {
                    continue;
                }
                let holds = implies(p.clone(), view.at(&e, t)?);
                let kind = if r.free || c.free || t == Thread::Two {
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

        // A barrier in the callee publishes the other threads' writes to every
        // array (the pair's memory holds only its own writes), not only to the
        // callee's.
        let arbitrary_memory: Vec<&String> = if footprint.synchronises {
            self.names.written_arrays()
        } else {
            modified.iter().collect()
        };
        // The caller's reads of the arrays the callee only reads stay logged
        // unless the callee surely synchronises them: the callee's `ensures
        // !__read(A)` speaks of its own accesses only.
        let mut kept_reads = Vec::new();
        for array in &footprint.read {
            let [read, ..] = log_flags(array);
            let [line, ..] = logged_lines(array);
            let shared = self.names.shared.contains_key(array);
            let scopes = footprint.always_synchronised;
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
            kept_reads.push((read, line, keep, line_before));
        }
        let mut changed = Vec::new();
        for array in arbitrary_memory {
            let h = self.temp("memory", lowered_array_type(self.names, array));
            out.push(stmt(StmtKind::Havoc(vec![ident(&h, span)]), span));
            changed.push((
                array.clone(),
                ite(p.clone(), var(&h, span), var(array, span)),
            ));
        }
        let mut arbitrary =
            |l: &mut Lowering, changed: &mut Vec<(String, Expr)>, target: String, ty| {
                let h = l.temp("havoc", ty);
                out.push(stmt(StmtKind::Havoc(vec![ident(&h, span)]), span));
                changed.push((
                    target.clone(),
                    ite(p.clone(), var(&h, span), var(&target, span)),
                ));
            };
        for array in footprint.arrays() {
            let line = self.log_line(array, span);
            let [r, w, a] = log_flags(array);
            let mut flags = vec![r];
            if modified.contains(array) {
                flags.push(w);
                if self.names.atomic.contains(array) {
                    flags.push(a);
                }
                let element = match &self.names.array_type(array).kind {
                    TypeKind::Map(_, e) => (**e).clone(),
                    _ => unreachable!("footprints hold arrays"),
                };
                arbitrary(self, &mut changed, written_value(array), element);
            }
            for flag in flags {
                arbitrary(self, &mut changed, flag, bool_type());
            }
            for logged in logged_lines(array) {
                changed.push((
                    logged.clone(),
                    ite(p.clone(), line.clone(), var(&logged, span)),
                ));
            }
        }
        // Thread 1's logs of the other arrays: emptied by a barrier the callee
        // surely reaches (for a global array: when the threads share a group).
        for array in self.names.written_arrays() {
            if footprint.arrays().any(|a| a == array) {
                continue;
            }
            let shared = self.names.shared.contains_key(array);
            let scopes = footprint.always_synchronised;
            if !(shared && scopes.shared || !shared && scopes.global) {
                continue;
            }
            let emptied = if shared {
                p.clone()
            } else {
                and(p.clone(), same_group(span))
            };
            changed.extend(empty_logs(array, &emptied, span));
        }
        for (target, formal) in c.outs.iter().zip(&callee.outs) {
            for t in Thread::BOTH {
                let copy = self.target(&target.name, t);
                arbitrary(self, &mut changed, copy, formal.ty.clone());
                if !self.names.is_thread_private(&target.name) {
                    break;
                }
            }
        }
        if !changed.is_empty() {
            out.push(assign_all(changed, span));
        }

        for spec in &callee.specs {
            let SpecKind::Ensures(e) = &spec.kind else {
                continue;
            };
            if contains_old(&e.expr) {
                return Err(unsupported(
                    e.expr.span,
                    &format!("`old` in a postcondition of `{name}`, which has no body"),
                ));
            }
            let e = rename(&e.expr, &formals);
            for t in Thread::BOTH {
                if t == Thread::Two && uses_access_predicate(&e) {
                    continue;
                }
                let holds = implies(p.clone(), view.at(&e, t)?);
                out.push(stmt(StmtKind::Assume(Vec::new(), holds), span));
            }
        }
        for (read, line, keep, line_before) in kept_reads {
            out.push(assign_all(
                vec![
                    (read.clone(), or(var(&read, span), keep.clone())),
                    (
                        line.clone(),
                        ite(
                            var(&read, span),
                            var(&line, span),
                            ite(keep, var(&line_before, span), var(&line, span)),
                        ),
                    ),
                ],
                span,
            ));
        }
        Ok(())
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
