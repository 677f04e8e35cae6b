//! Calls of procedures without a body: the callee's contract stands for
//! it, for both threads of the pair.
//!
//! The callee may synchronise, so both threads must make the call together:
//! it must be reached under a uniform predicate. Its memory footprint is
//! part of its contract: it writes what `modifies` names and reads only the
//! arrays its contract or `modifies` mentions. Thread 1's accesses since the
//! last barrier must not conflict with that footprint; afterwards the
//! modified arrays are arbitrary, thread 1's logs of the footprint too
//! (the callee's last barrier interval may have accessed anything in it),
//! and the `ensures` clauses, which may state `!__write(A)` and the like,
//! are assumed for each thread.

use std::collections::{BTreeSet, HashMap};

use super::kernel::{
    assign_all, log_flags, logged_line, message, show, stmt, thread_ids, written_value, Lowering,
    Pred,
};
use super::names::*;
use super::thread::{rename, unsupported, uses_access_predicate, var, Thread};
use crate::diagnostics::Diagnostic;
use crate::syntax::ast::*;
use crate::syntax::span::Span;

pub fn call(
    l: &mut Lowering,
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
            if let Some(x) = xs.iter().find(|x| !l.names.is_array(&x.name)) {
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
    let (modified, read) = footprint(l.names, callee);

    for array in modified.iter().chain(&read) {
        let writes = modified.contains(array);
        let [r, w, a] = log_flags(array);
        let mut logged = var(&w, span);
        if writes {
            logged = or(var(&r, span), logged);
        }
        if l.names.atomic.contains(array) {
            logged = or(logged, var(&a, span));
        }
        let mut when = p.clone();
        if l.names.shared.contains_key(array) {
            when = and(when, same_group(span));
        }
        let text = if writes {
            format!(
                "possible race on {array}: thread 1 accessed {array} since the last barrier, \
                 and {name}, called here, may write it (its accesses are unknown: it has no body)"
            )
        } else {
            format!(
                "possible race on {array}: thread 1 wrote {array} since the last barrier, and \
                 {name}, called here, may read it (its accesses are unknown: it has no body)"
            )
        };
        let mut shown = thread_ids(span);
        shown.push(var(&logged_line(array), span));
        out.push(stmt(
            l.check(
                true,
                vec![message(text), show(shown)],
                not(and(when, logged)),
            ),
            span,
        ));
    }

    let view = l.view(pred);
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
                l.check(
                    false,
                    vec![message(format!(
                        "a precondition of {name} could not be proved at this call"
                    ))],
                    holds,
                )
            };
            out.push(stmt(kind, span));
        }
    }

    let mut changed = Vec::new();
    for array in &modified {
        let h = l.push_temp("memory", super::lowered_array_type(l.names, array));
        out.push(stmt(StmtKind::Havoc(vec![ident(&h, span)]), span));
        changed.push((
            array.clone(),
            ite(p.clone(), var(&h, span), var(array, span)),
        ));
    }
    let mut arbitrary =
        |l: &mut Lowering, changed: &mut Vec<(String, Expr)>, target: String, ty| {
            let h = l.push_temp("havoc", ty);
            out.push(stmt(StmtKind::Havoc(vec![ident(&h, span)]), span));
            changed.push((
                target.clone(),
                ite(p.clone(), var(&h, span), var(&target, span)),
            ));
        };
    let line = Expr::new(ExprKind::Int(l.line_of(span).to_string()), span);
    for array in modified.iter().chain(&read) {
        let [r, w, a] = log_flags(array);
        let mut flags = vec![r];
        if modified.contains(array) {
            flags.push(w);
            if l.names.atomic.contains(array) {
                flags.push(a);
            }
            let element = match &l.names.array_type(array).kind {
                TypeKind::Map(_, e) => (**e).clone(),
                _ => unreachable!("footprints hold arrays"),
            };
            arbitrary(l, &mut changed, written_value(array), element);
        }
        for flag in flags {
            arbitrary(l, &mut changed, flag, bool_type(span));
        }
        changed.push((
            logged_line(array),
            ite(p.clone(), line.clone(), var(&logged_line(array), span)),
        ));
    }
    for (target, formal) in c.outs.iter().zip(&callee.outs) {
        for t in Thread::BOTH {
            let copy = l.target(&target.name, t);
            arbitrary(l, &mut changed, copy, formal.ty.clone());
            if !l.names.is_thread_private(&target.name) {
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
    Ok(())
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

/// The written arrays the callee may modify, and those it may only read.
pub fn footprint(names: &Names, callee: &ProcedureDecl) -> (BTreeSet<String>, BTreeSet<String>) {
    let mut modified = BTreeSet::new();
    let mut mentioned = BTreeSet::new();
    for spec in &callee.specs {
        match &spec.kind {
            SpecKind::Modifies(xs) => modified.extend(xs.iter().map(|x| x.name.clone())),
            SpecKind::Requires(c) | SpecKind::Ensures(c) => free_names(&c.expr, &mut mentioned),
        }
    }
    modified.retain(|a| names.is_written(a));
    mentioned.retain(|a| names.is_written(a) && !modified.contains(a));
    (modified, mentioned)
}

fn free_names(e: &Expr, out: &mut BTreeSet<String>) {
    if let ExprKind::Var(x) = &e.kind {
        out.insert(x.name.clone());
    }
    e.for_each_child(&mut |c| free_names(c, out));
}

fn contains_old(e: &Expr) -> bool {
    let mut found = matches!(e.kind, ExprKind::Old(_));
    e.for_each_child(&mut |c| found = found || contains_old(c));
    found
}

fn bool_type(span: Span) -> Type {
    Type {
        kind: TypeKind::Bool,
        span,
    }
}
