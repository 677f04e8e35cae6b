//! A barrier for the pair: its invariants checked with the locations that
//! neither thread accessed since the last barrier unknown, the memory in its
//! scope given arbitrary contents and the race logs emptied, then every
//! instantiation of every invariant assumed (the paper's rules A-BAR-INV
//! and A-BAR-ERR, with its quantifier elimination).

use std::collections::HashMap;

use super::control::is_candidate;
use super::kernel::{Lowering, Pred};
use super::mangle::*;
use super::names::*;
use super::thread::{read_under_binder, unsupported, whole_array_use, View};
use crate::diagnostics::Diagnostic;
use crate::syntax::ast::*;
use crate::syntax::build::*;
use crate::syntax::span::Span;

impl Lowering<'_> {
    pub(super) fn synchronise(
        &mut self,
        b: &BarrierStmt,
        pred: &Pred,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        let mut invariants = Vec::new();
        for inv in &b.invariants {
            let inv = &by_group_and_local_id(inv);
            if !is_candidate(&inv.attrs) {
                supported(inv, self.names)?;
                invariants.push((inv.clone(), None));
                continue;
            }
            // A candidate the reduction cannot instantiate is assumed for
            // the thread itself; one it cannot check at all claims nothing.
            let mut inv = inv.clone();
            if instantiable(&inv.expr, self.names).is_err() {
                inv.instances.clear();
            }
            if supported(&inv, self.names).is_ok() {
                invariants.push((inv, Some(self.candidate_switch())));
            }
        }
        let view = self.view(pred);
        self.check_invariants(&invariants, pred, &view, span, out)?;
        self.reset_scope(b, pred, &view, span, out)?;
        out.extend(assumed_invariants(&invariants, pred, &view, span)?);
        Ok(())
    }

    /// Each invariant checked for thread 1, with the locations that neither
    /// thread accessed since the last barrier unknown; a candidate's check
    /// switched by its existential constant.
    fn check_invariants(
        &mut self,
        invariants: &[(BarrierInvariant, Option<String>)],
        pred: &Pred,
        view: &View,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        let p1 = pred.get(Thread::One);
        let p2 = pred.get(Thread::Two);
        for (inv, switch) in invariants {
            let mut counts = HashMap::new();
            let mut arbitrary = Vec::new();
            let checked = with_unknowns(self, &inv.expr, &mut counts, &mut arbitrary);
            for a in &arbitrary {
                out.push(stmt(StmtKind::Havoc(vec![ident(a, span)]), span));
            }
            let holds = view.at(&checked, Thread::One)?;
            let when = if inv.binary {
                and(and(p1.clone(), p2.clone()), same_group(span))
            } else {
                p1.clone()
            };
            let text =
                "this barrier invariant might not hold for every thread: it must follow from what the \
                        two threads know (the locations they accessed since the last barrier)";
            let checked = match switch {
                // Decided by inference, so checked whatever the checks
                // asked for; placed at the barrier, for reports.
                Some(b) => stmt(
                    StmtKind::Assert(
                        candidate_attrs(inv),
                        implies(var(b, inv.span), implies(when, holds)),
                    ),
                    span,
                ),
                None => stmt(
                    self.check(
                        false,
                        vec![
                            message(text.to_string()),
                            check_attribute("barrier-invariant", &[], Vec::new()),
                        ],
                        implies(when, holds),
                    ),
                    inv.span,
                ),
            };
            out.push(checked);
        }
        Ok(())
    }

    /// The written arrays in the barrier's scope, once it is passed: their
    /// race logs emptied, their contents arbitrary and their unknown
    /// locations chosen afresh.
    fn reset_scope(
        &mut self,
        b: &BarrierStmt,
        pred: &Pred,
        view: &View,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        let names = self.names;
        let p1 = pred.get(Thread::One);
        let reached = or(p1.clone(), pred.get(Thread::Two));
        // Thread 1's logs of a memory its fence condition leaves out stay:
        // its accesses before the barrier still race with thread 2's after.
        let mut fenced = HashMap::new();
        for scope in &b.scope {
            if let Some(when) = &scope.when {
                fenced.insert(scope.word.name.as_str(), view.at(when, Thread::One)?);
            }
        }
        for array in arrays_in_scope(b, names) {
            let shared = names.shared.contains_key(array);
            let mut emptied = match b.reach {
                Reach::Warp => and(p1.clone(), same_warp(true, span)),
                Reach::Group if !shared => and(p1.clone(), same_group(span)),
                Reach::Group | Reach::Grid => p1.clone(),
            };
            if let Some(when) = fenced.get(if shared { "shared" } else { "global" }) {
                emptied = and(emptied, when.clone());
            }
            let resets = empty_logs(array, &emptied, span);
            out.push(assign_all(resets, span));
            let ty = lowered_array_type(names, array);
            let h = self.temp("memory", ty);
            out.push(stmt(StmtKind::Havoc(vec![ident(&h, span)]), span));
            out.push(assign_all(
                vec![(
                    array.clone(),
                    ite(reached.clone(), var(&h, span), var(array, span)),
                )],
                span,
            ));
            let dims = index_types(names, array).len();
            let mut unknowns = Vec::new();
            for k in 0..self.unknowns.get(array).copied().unwrap_or(0) {
                unknowns.push(ident(&unknown_chosen(array, k), span));
                for d in 0..dims {
                    unknowns.push(ident(&unknown(array, k, d), span));
                }
            }
            if !unknowns.is_empty() {
                out.push(stmt(StmtKind::Havoc(unknowns), span));
            }
        }
        Ok(())
    }
}

/// An error unless the reduction can check and assume `inv`.
fn supported(inv: &BarrierInvariant, names: &Names) -> Result<(), Diagnostic> {
    if !inv.instances.is_empty() {
        instantiable(&inv.expr, names)?;
    }
    if let Some(a) = read_under_binder(&inv.expr, names) {
        return Err(unsupported(
            a.span,
            &format!(
                "a barrier invariant that reads `{}` inside a quantifier or `let` (the \
                 locations no thread of the pair accessed are made unknown read by read)",
                a.name
            ),
        ));
    }
    if let Some(a) = whole_array_use(&inv.expr, names) {
        return Err(unsupported(
            a.span,
            &format!(
                "a barrier invariant that uses `{}` other than by indexing it (its reads must \
                 be seen, for the locations no thread of the pair accessed)",
                a.name
            ),
        ));
    }
    Ok(())
}

/// The written arrays in the barrier's scope, in name order.
fn arrays_in_scope<'n>(b: &BarrierStmt, names: &'n Names) -> Vec<&'n String> {
    let mut arrays: Vec<&String> = Vec::new();
    if b.fences("shared") {
        arrays.extend(names.shared.keys());
    }
    if b.fences("global") {
        arrays.extend(names.global.keys());
    }
    arrays.retain(|a| names.is_written(a));
    arrays.sort();
    arrays
}

/// Every invariant assumed for each thread: of the thread itself, or at
/// each of its instantiations; a candidate's under its constant.
fn assumed_invariants(
    invariants: &[(BarrierInvariant, Option<String>)],
    pred: &Pred,
    view: &View,
    span: Span,
) -> Result<Vec<Stmt>, Diagnostic> {
    let mut out = Vec::new();
    for (inv, switch) in invariants {
        let mut assumed = Vec::new();
        for t in Thread::BOTH {
            let pt = pred.get(t);
            if inv.instances.is_empty() {
                let when = if inv.binary {
                    and(and(pt.clone(), pred.get(t.other())), same_group(span))
                } else {
                    pt.clone()
                };
                assumed.push(implies(when, view.at(&inv.expr, t)?));
                continue;
            }
            for instance in &inv.instances {
                assumed.push(assumed_instance(inv, instance, t, &pt, view, span)?);
            }
        }
        out.extend(assumed.into_iter().map(|e| match switch {
            Some(b) => assume(implies(var(b, span), e), span),
            None => assume(e, span),
        }));
    }
    Ok(out)
}

/// A candidate's attributes in the reduction: its rule, and the
/// invariant as the kernel states it (for reports).
fn candidate_attrs(inv: &BarrierInvariant) -> Vec<Attribute> {
    let mut text = crate::print::expr_to_string(&inv.expr);
    let instances: Vec<String> = inv.instances.iter().map(instance_text).collect();
    if !instances.is_empty() {
        text = format!("{text} for {}", instances.join(", "));
    }
    let mut attrs = inv.attrs.clone();
    for a in attrs.iter_mut().filter(|a| a.name.name == "candidate") {
        a.args.truncate(1);
        a.args.push(AttrArg::Str(text.clone(), inv.span));
    }
    attrs
}

fn instance_text(i: &Instance) -> String {
    match i {
        Instance::Expr(e) => crate::print::expr_to_string(e),
        Instance::Tuple(items, _) => format!(
            "({})",
            items
                .iter()
                .map(instance_text)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Invariant `inv` assumed for thread `t` (when `pt`) at `instance`, for
/// the ids it names that lie in a group.
fn assumed_instance(
    inv: &BarrierInvariant,
    instance: &Instance,
    t: Thread,
    pt: &Expr,
    view: &View,
    span: Span,
) -> Result<Expr, Diagnostic> {
    let (own, other) = match (inv.binary, instance) {
        (true, Instance::Tuple(pair, _)) => (
            local_id(view, &pair[0], t, t)?,
            Some(local_id(view, &pair[1], t, t.other())?),
        ),
        _ => (local_id(view, instance, t, t)?, None),
    };
    let mut range = in_group(&own, span);
    let mut ids = [own_ids(t.other(), span), own_ids(t.other(), span)];
    ids[t.index()] = own.clone();
    if let Some(other) = other {
        // Checked only for two threads of one group, so assumed
        // only for them.
        range = and(and(range, same_group(span)), in_group(&other, span));
        let differ = own
            .iter()
            .zip(&other)
            .map(|(a, b)| not(eq(a.clone(), b.clone())))
            .reduce(or)
            .expect("three dimensions");
        range = and(range, differ);
        ids[t.other().index()] = other;
    }
    let instantiated = View {
        names: view.names,
        enabled: view.enabled.clone(),
        local_ids: Some(ids),
    };
    let body = instantiated.at(&inv.expr, t)?;
    Ok(implies(pt.clone(), implies(range, body)))
}

fn assume(e: Expr, span: Span) -> Stmt {
    stmt(StmtKind::Assume(Vec::new(), e), span)
}

/// A thread's own local id `(x, y, z)`, as variables of thread `t`.
fn own_ids(t: Thread, span: Span) -> Vec<Expr> {
    ["local_id.x", "local_id.y", "local_id.z"]
        .iter()
        .map(|n| var(&copy(n, t), span))
        .collect()
}

/// An instantiation, read in thread `t`, as a local id `(x, y, z)`:
/// missing dimensions are those of thread `owner`.
fn local_id(view: &View, i: &Instance, t: Thread, owner: Thread) -> Result<Vec<Expr>, Diagnostic> {
    let span = match i {
        Instance::Expr(e) => e.span,
        Instance::Tuple(_, s) => *s,
    };
    let mut ids = own_ids(owner, span);
    let parts: Vec<&Expr> = match i {
        Instance::Expr(e) => vec![e],
        Instance::Tuple(items, _) => items
            .iter()
            .filter_map(|item| match item {
                Instance::Expr(e) => Some(e),
                Instance::Tuple(..) => None,
            })
            .collect(),
    };
    for (d, e) in parts.into_iter().enumerate().take(3) {
        ids[d] = view.at(e, t)?;
    }
    Ok(ids)
}

/// `id` lies in a group: each part below the group size.
fn in_group(id: &[Expr], span: Span) -> Expr {
    id.iter()
        .zip(["group_size.x", "group_size.y", "group_size.z"])
        .map(|(i, size)| {
            Expr::new(
                ExprKind::Apply(ident("bv32_ult", span), vec![i.clone(), var(size, span)]),
                span,
            )
        })
        .reduce(and)
        .expect("three dimensions")
}

/// `e` with its `k`-th read of each array `A[i]` replaced by
/// `if i == $unknown.A.k then <arbitrary> else A[i]`.
fn with_unknowns(
    l: &mut Lowering,
    e: &Expr,
    counts: &mut HashMap<String, usize>,
    arbitrary: &mut Vec<String>,
) -> Expr {
    let span = e.span;
    let mut copy = e.clone();
    if let ExprKind::Select(m, ix) = &e.kind {
        if let ExprKind::Var(a) = &m.kind {
            if l.names.is_written(&a.name) {
                let ix: Vec<Expr> = ix
                    .iter()
                    .map(|i| with_unknowns(l, i, counts, arbitrary))
                    .collect();
                let k = {
                    let c = counts.entry(a.name.clone()).or_insert(0);
                    *c += 1;
                    *c - 1
                };
                let element = match &l.names.array_type(&a.name).kind {
                    TypeKind::Map(_, r) => (**r).clone(),
                    _ => return copy,
                };
                let h = l.temp("arbitrary", element);
                arbitrary.push(h.clone());
                let at_unknown = ix
                    .iter()
                    .enumerate()
                    .map(|(d, i)| eq(i.clone(), var(&unknown(&a.name, k, d), span)))
                    .fold(var(&unknown_chosen(&a.name, k), span), and);
                let read = Expr::new(ExprKind::Select(m.clone(), ix), span);
                return Expr::new(
                    ExprKind::IfThenElse(
                        Box::new(at_unknown),
                        Box::new(var(&h, span)),
                        Box::new(read),
                    ),
                    span,
                );
            }
        }
    }
    match &mut copy.kind {
        ExprKind::Quant(_) | ExprKind::Let(..) => {}
        _ => copy.for_each_child_mut(&mut |c| *c = with_unknowns(l, c, counts, arbitrary)),
    }
    copy
}

/// The number of reads of each array in each barrier invariant, at most.
fn unknowns_needed(e: &Expr, names: &Names, counts: &mut HashMap<String, usize>) {
    if let ExprKind::Select(m, _) = &e.kind {
        if let ExprKind::Var(a) = &m.kind {
            if names.is_written(&a.name) {
                *counts.entry(a.name.clone()).or_insert(0) += 1;
            }
        }
    }
    if !matches!(e.kind, ExprKind::Quant(_) | ExprKind::Let(..)) {
        e.for_each_child(&mut |c| unknowns_needed(c, names, counts));
    }
}

/// `inv` with `global_id.d` read as `group_id.d * group_size.d +
/// local_id.d` (the prelude's axiom) when it is instantiated, so that an
/// instance is the other thread's global id in the same group.
fn by_group_and_local_id(inv: &BarrierInvariant) -> BarrierInvariant {
    let mut inv = inv.clone();
    if !inv.instances.is_empty() {
        let by: HashMap<String, Expr> = ["x", "y", "z"]
            .iter()
            .map(|d| {
                let id = |n: &str| var(&format!("{n}.{d}"), Span::default());
                let product = apply("bv32_mul", vec![id("group_id"), id("group_size")]);
                (
                    format!("global_id.{d}"),
                    apply("bv32_add", vec![product, id("local_id")]),
                )
            })
            .collect();
        inv.expr = crate::syntax::rewrite::substitute_all(&inv.expr, &by);
    }
    inv
}

/// An invariant instantiated at other threads' ids may depend on the
/// thread only through its local id: replacing the local id must give the
/// invariant of the thread with that id. A thread's other private values
/// (its locals, `global_id`) would still be its own, and assuming the
/// instance would claim for another thread what was only checked for it.
fn instantiable(e: &Expr, names: &Names) -> Result<(), Diagnostic> {
    let mut bad = None;
    fn walk<'e>(e: &'e Expr, names: &Names, bound: &mut Vec<&'e str>, bad: &mut Option<&'e Ident>) {
        match &e.kind {
            ExprKind::Var(x) => {
                let own_id = x.name.starts_with("local_id.") || x.name.starts_with("group_id.");
                if !own_id && !bound.contains(&x.name.as_str()) && names.is_thread_private(&x.name)
                {
                    bad.get_or_insert(x);
                }
            }
            ExprKind::Quant(q) => {
                let depth = bound.len();
                bound.extend(q.vars.iter().map(|v| v.name.name.as_str()));
                walk(&q.body, names, bound, bad);
                bound.truncate(depth);
            }
            _ => e.for_each_child(&mut |c| walk(c, names, bound, bad)),
        }
    }
    walk(e, names, &mut Vec::new(), &mut bad);
    match bad {
        None => Ok(()),
        Some(x) => Err(Diagnostic::error(
            crate::diagnostics::Phase::Program,
            x.span,
            format!(
                "a barrier invariant instantiated with `for` may depend on the thread only through its local id, not `{}`",
                x.name
            ),
        )
        .with_help("write it with `local_id` (and uniform values), or drop `for` to assume it for the thread itself")),
    }
}

/// Per array, how many unknown locations the barrier invariants in the
/// program's bodies need: the most reads of it in one invariant.
pub fn unknown_counts(program: &Program, names: &Names) -> HashMap<String, usize> {
    let mut unknowns: HashMap<String, usize> = HashMap::new();
    for d in &program.decls {
        let body = match &d.kind {
            DeclKind::Procedure(p) => p.body.as_ref(),
            DeclKind::Implementation(i) => Some(&i.body),
            _ => None,
        };
        if let Some(body) = body {
            barrier_invariant_reads(&body.stmts.stmts, names, &mut unknowns);
        }
    }
    unknowns
}

fn barrier_invariant_reads(stmts: &[Stmt], names: &Names, needed: &mut HashMap<String, usize>) {
    for s in stmts {
        match &s.kind {
            StmtKind::Barrier(b) => {
                for inv in &b.invariants {
                    let mut counts = HashMap::new();
                    unknowns_needed(&inv.expr, names, &mut counts);
                    for (a, n) in counts {
                        let entry = needed.entry(a).or_insert(0);
                        *entry = (*entry).max(n);
                    }
                }
            }
            StmtKind::If(i) => {
                for b in i.blocks() {
                    barrier_invariant_reads(&b.stmts, names, needed);
                }
            }
            StmtKind::While(w) => barrier_invariant_reads(&w.body.stmts, names, needed),
            _ => {}
        }
    }
}
