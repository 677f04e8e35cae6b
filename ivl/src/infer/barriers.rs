//! Candidate barrier invariants (spec/gpu.md section 10, rule
//! `barrier-write`). At a group barrier, for each write `A[e] := v` to a
//! shared array in the interval before it (the statements of its block
//! since the last barrier, and the branches `if (c) { ... }` among them
//! that only assign), when every write to `A` there is such a write, the
//! candidate `A[e] == v` (`c ==> A[e] == v` in a branch): what the thread
//! wrote is still there. It is
//! assumed for the thread itself and, when `e` is its local id (widened or
//! not), also at the index of each read of `A` after the barrier that the
//! index can be solved for (`for local_id.x, r`).

use std::collections::{BTreeSet, HashMap};

use super::exprs::{equal, variables};
use crate::syntax::ast::*;
use crate::syntax::build::{attr, implies, var};
use crate::syntax::rewrite::{same_expr, substitute_all};
use crate::syntax::span::Span;

pub const RULE: &str = "barrier-write";

/// Candidates per barrier, and instantiations per candidate, at most.
const MOST_CANDIDATES: usize = 8;
const MOST_INSTANCES: usize = 4;

/// What the statements since the last barrier wrote to shared memory.
#[derive(Default)]
pub struct Interval {
    writes: Vec<Write>,
    /// Arrays written in a way not followed: in a branch or a loop, by an
    /// atomic or a call, at an index or value that reads memory.
    spoiled: BTreeSet<String>,
}

struct Write {
    /// The branch condition it is under, if any.
    guard: Option<Expr>,
    array: String,
    index: Expr,
    value: Expr,
}

/// The barrier last passed in a block, while its candidates can still be
/// instantiated at the reads after it.
pub struct After {
    /// Its position in the block.
    pub barrier: usize,
    /// The variables assigned since.
    changed: BTreeSet<String>,
}

impl After {
    pub fn new(barrier: usize) -> After {
        After {
            barrier,
            changed: BTreeSet::new(),
        }
    }
}

/// `e` in terms of the variables `entry` does not define.
fn resolved(e: &Expr, entry: &HashMap<String, Expr>) -> Expr {
    let mut e = e.clone();
    // Definitions refer to earlier ones: a few rounds reach the bottom.
    for _ in 0..8 {
        let next = substitute_all(&e, entry);
        if same_expr(&next, &e) {
            break;
        }
        e = next;
    }
    e
}

impl Interval {
    /// Notes the assignment `lhs := rhs` (values as `entry` knows them
    /// before it): a write to a shared array.
    /// Notes `if (c) { ... }` whose branch only assigns (before it, `entry`
    /// holds): its writes to shared arrays hold when `c` did. Whether the
    /// branch was followed.
    pub fn branch(
        &mut self,
        i: &IfStmt,
        entry: &HashMap<String, Expr>,
        shared: &BTreeSet<String>,
        written: &[String],
    ) -> bool {
        let (Guard::Expr(c), None) = (&i.guard, &i.els) else {
            return false;
        };
        let plain = i.then.stmts.iter().all(|s| match &s.kind {
            StmtKind::Assign(..) => true,
            StmtKind::Assume(_, e) => matches!(e.kind, ExprKind::Bool(true)),
            _ => false,
        });
        let guard = resolved(c, entry);
        let mut vars = Vec::new();
        variables(&guard, &mut vars);
        if !plain || vars.iter().any(|v| written.contains(v)) {
            return false;
        }
        // Temporaries assigned in the branch, as the writes read them.
        let mut inner = entry.clone();
        for s in &i.then.stmts {
            let StmtKind::Assign(lhss, rhss) = &s.kind else {
                continue;
            };
            for (l, r) in lhss.iter().zip(rhss.iter()) {
                self.assign(Some(&guard), l, r, &inner, shared, written);
            }
            for (l, r) in lhss.iter().zip(rhss.iter()) {
                if l.indices.is_empty() {
                    let value = resolved(r, &inner);
                    inner.insert(l.name.name.clone(), value);
                }
            }
        }
        true
    }

    /// Notes the assignment `lhs := rhs` (values as `entry` knows them
    /// before it, under `guard` in a branch): a write to a shared array.
    pub fn assign(
        &mut self,
        guard: Option<&Expr>,
        lhs: &Lhs,
        rhs: &Expr,
        entry: &HashMap<String, Expr>,
        shared: &BTreeSet<String>,
        written: &[String],
    ) {
        let array = &lhs.name.name;
        if !shared.contains(array) {
            return;
        }
        let [index] = lhs.indices.as_slice() else {
            self.spoiled.insert(array.clone());
            return;
        };
        let [index] = index.as_slice() else {
            self.spoiled.insert(array.clone());
            return;
        };
        let (index, value) = (resolved(index, entry), resolved(rhs, entry));
        let reads_written = |e: &Expr| {
            let mut vars = Vec::new();
            variables(e, &mut vars);
            vars.iter().any(|v| written.contains(v))
        };
        if reads_written(&index) || reads_written(&value) {
            self.spoiled.insert(array.clone());
            return;
        }
        self.writes.push(Write {
            guard: guard.cloned(),
            array: array.clone(),
            index,
            value,
        });
    }

    /// `arrays` written by a statement whose writes are not followed.
    pub fn spoil(&mut self, arrays: impl IntoIterator<Item = String>) {
        self.spoiled.extend(arrays);
    }

    /// Forgets the writes whose index or value reads a `changed` variable.
    pub fn changed(&mut self, changed: &[String]) {
        self.writes.retain(|w| {
            let mut vars = Vec::new();
            variables(&w.index, &mut vars);
            variables(&w.value, &mut vars);
            if let Some(g) = &w.guard {
                variables(g, &mut vars);
            }
            !vars.iter().any(|v| changed.contains(v))
        });
    }

    /// The candidates at the barrier that ends the interval.
    pub fn candidates(&self, span: Span) -> Vec<BarrierInvariant> {
        let mut out: Vec<BarrierInvariant> = Vec::new();
        for w in self
            .writes
            .iter()
            .filter(|w| !self.spoiled.contains(&w.array))
        {
            let at = Expr::new(
                ExprKind::Select(Box::new(var(&w.array, span)), vec![w.index.clone()]),
                span,
            );
            let mut expr = equal(at, w.value.clone());
            if let Some(g) = &w.guard {
                expr = implies(g.clone(), expr);
            }
            if out.iter().any(|c| same_expr(&c.expr, &expr)) {
                continue;
            }
            out.push(BarrierInvariant {
                binary: false,
                attrs: vec![attr("candidate", vec![AttrArg::Str(RULE.into(), span)])],
                expr,
                instances: Vec::new(),
                span,
            });
            if out.len() == MOST_CANDIDATES {
                break;
            }
        }
        out
    }
}

impl After {
    /// Notes variables assigned after the barrier.
    pub fn changed(&mut self, changed: &[String]) {
        self.changed.extend(changed.iter().cloned());
    }

    /// Instantiates `barrier`'s candidates at the reads of `e` (evaluated
    /// where `entry` holds, after assignments to `inner`), where a
    /// candidate's index can be solved for. Any instance is sound (the
    /// candidate is checked for every thread); one whose value differs at
    /// the barrier is only of no use.
    pub fn instantiate(
        &self,
        barrier: &mut BarrierStmt,
        e: &Expr,
        entry: &HashMap<String, Expr>,
        inner: &[String],
    ) {
        let mut reads = Vec::new();
        shared_reads(e, &mut reads);
        for (array, index) in reads {
            let index = resolved(index, entry);
            let mut vars = Vec::new();
            variables(&index, &mut vars);
            // Instances are evaluated at the barrier.
            if vars
                .iter()
                .any(|v| self.changed.contains(v) || inner.contains(v) || *v == array)
            {
                continue;
            }
            for inv in barrier.invariants.iter_mut().filter(|i| is_ours(i)) {
                let stated = match &inv.expr.kind {
                    ExprKind::Binary(BinaryOp::Implies, _, e) => e,
                    _ => &inv.expr,
                };
                let ExprKind::Binary(BinaryOp::Eq, at, _) = &stated.kind else {
                    continue;
                };
                let ExprKind::Select(m, ix) = &at.kind else {
                    continue;
                };
                if !matches!(&m.kind, ExprKind::Var(a) if a.name == array) {
                    continue;
                }
                let Some(r) = solve(&ix[0], &index) else {
                    continue;
                };
                let own = var("local_id.x", inv.span);
                if inv.instances.is_empty() {
                    if same_expr(&r, &own) {
                        continue;
                    }
                    inv.instances.push(Instance::Expr(own));
                }
                let known = inv
                    .instances
                    .iter()
                    .any(|i| matches!(i, Instance::Expr(x) if same_expr(x, &r)));
                if !known && inv.instances.len() < MOST_INSTANCES {
                    inv.instances.push(Instance::Expr(r));
                }
            }
        }
    }
}

fn is_ours(inv: &BarrierInvariant) -> bool {
    inv.attrs.iter().any(|a| {
        a.name.name == "candidate"
            && matches!(a.args.first(), Some(AttrArg::Str(r, _)) if r == RULE)
    })
}

/// The one-index reads `A[i]` of `e`, whatever the array (the candidates
/// say which are shared).
fn shared_reads<'e>(e: &'e Expr, out: &mut Vec<(String, &'e Expr)>) {
    if let ExprKind::Select(m, ix) = &e.kind {
        if let (ExprKind::Var(a), [i]) = (&m.kind, ix.as_slice()) {
            out.push((a.name.clone(), i));
        }
    }
    e.for_each_child(&mut |c| shared_reads(c, out));
}

/// The x local id `r` at which the write index `written` (the local id,
/// or it widened) is `read`.
fn solve(written: &Expr, read: &Expr) -> Option<Expr> {
    let is_own = |e: &Expr| matches!(&e.kind, ExprKind::Var(x) if x.name == "local_id.x");
    if is_own(written) {
        return Some(read.clone());
    }
    match (&written.kind, &read.kind) {
        (ExprKind::Apply(f, args), ExprKind::Apply(g, read_args))
            if f.name == g.name
                && (f.name.starts_with("zext_32_") || f.name.starts_with("sext_32_"))
                && args.len() == 1
                && read_args.len() == 1
                && is_own(&args[0]) =>
        {
            Some(read_args[0].clone())
        }
        _ => None,
    }
}
