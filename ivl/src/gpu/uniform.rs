//! Uniformity: which locals and parameters of a kernel hold the same value
//! in both threads wherever they are read. Those keep one copy, and
//! conditions over them need no per-thread predicates.
//!
//! Thread ids, array reads, `havoc` and atomics make values non-uniform; a
//! variable assigned a non-uniform value, or assigned under a non-uniform
//! condition, is non-uniform. Iterated to a fixed point.

use std::collections::HashSet;

use super::names::Names;
use crate::syntax::ast::*;

/// The uniform names among `candidates` (the kernel's locals and
/// parameters), of which `seeds` are not uniform from the start (a device
/// procedure's parameters). A local that may be read before it is
/// assigned is not uniform either: each thread starts it with an arbitrary
/// value of its own.
pub fn uniform(
    body: &Block,
    candidates: &HashSet<String>,
    seeds: &HashSet<String>,
    parameters: &HashSet<String>,
    names: &Names,
) -> HashSet<String> {
    let mut non_uniform = seeds.clone();
    let mut unset = Unset {
        candidates,
        assigned: parameters.clone(),
        read_unset: HashSet::new(),
    };
    unset.block(&body.stmts);
    non_uniform.extend(unset.read_unset);
    loop {
        let before = non_uniform.len();
        let mut a = Analysis {
            names,
            candidates,
            non_uniform: &mut non_uniform,
        };
        a.block(body, true);
        if non_uniform.len() == before {
            break;
        }
    }
    candidates
        .iter()
        .filter(|c| !non_uniform.contains(*c))
        .cloned()
        .collect()
}

struct Analysis<'a> {
    names: &'a Names,
    candidates: &'a HashSet<String>,
    non_uniform: &'a mut HashSet<String>,
}

impl Analysis<'_> {
    fn block(&mut self, b: &Block, control: bool) {
        let mut control = control;
        for s in &b.stmts {
            self.stmt(s, control);
            // After a `break` or `return`, which threads are still here may
            // differ (conservatively: even when the exit was uniform).
            if leaves(std::slice::from_ref(s)) {
                control = false;
            }
        }
    }

    fn mark(&mut self, name: &str) {
        if self.candidates.contains(name) {
            self.non_uniform.insert(name.to_string());
        }
    }

    fn stmt(&mut self, s: &Stmt, control: bool) {
        match &s.kind {
            StmtKind::Assign(lhss, rhss) => {
                for (l, r) in lhss.iter().zip(rhss) {
                    let uniform =
                        control && self.expr(r) && l.indices.iter().flatten().all(|i| self.expr(i));
                    if !uniform {
                        self.mark(&l.name.name);
                    }
                }
            }
            StmtKind::Havoc(xs) => xs.iter().for_each(|x| self.mark(&x.name)),
            StmtKind::Atomic(a) => {
                if let Some(t) = &a.target {
                    self.mark(&t.name);
                }
            }
            StmtKind::Call(c) => c.outs.iter().for_each(|x| self.mark(&x.name)),
            StmtKind::If(i) => {
                let (arms, els) = i.chain();
                let mut control = control;
                for (guard, block) in arms {
                    control = control && self.guard(guard);
                    self.block(block, control);
                }
                if let Some(b) = els {
                    self.block(b, control);
                }
            }
            StmtKind::While(w) => {
                let control = control && self.guard(&w.guard) && !leaves(&w.body.stmts);
                self.block(&w.body, control);
            }
            _ => {}
        }
    }

    fn guard(&self, g: &Guard) -> bool {
        match g {
            Guard::Expr(e) => self.expr(e),
            Guard::Star(_) => false,
        }
    }

    fn expr(&self, e: &Expr) -> bool {
        uniform_expr(e, self.names, &|x| self.non_uniform.contains(x))
    }
}

/// Whether `e` has the same value in both threads, once the analysis is
/// done (the non-uniform locals are then in `names.private`).
pub fn is_uniform(e: &Expr, names: &Names) -> bool {
    uniform_expr(e, names, &|_| false)
}

fn uniform_expr(e: &Expr, names: &Names, non_uniform: &dyn Fn(&str) -> bool) -> bool {
    match &e.kind {
        ExprKind::Var(x) => {
            !non_uniform(&x.name)
                && !names.thread_ids.contains(&x.name)
                && !names.private.contains(&x.name)
                && x.name != "__enabled"
                && !names.is_array(&x.name)
        }
        ExprKind::Select(m, _) if matches!(&m.kind, ExprKind::Var(a) if names.is_array(&a.name)) => {
            false
        }
        ExprKind::Apply(f, _)
            if matches!(
                f.name.as_str(),
                "__other" | "__read" | "__write" | "__atomic" | "__write_value"
            ) && !names.declared_functions.contains(&f.name) =>
        {
            false
        }
        ExprKind::Quant(_) | ExprKind::Let(..) => false,
        _ => {
            let mut all = true;
            e.for_each_child(&mut |c| all = all && uniform_expr(c, names, non_uniform));
            all
        }
    }
}

/// Definite assignment: the candidates some statement may read before any
/// assignment to them (conservatively: a loop may run no iteration, a
/// branch not taken assigns nothing).
struct Unset<'a> {
    candidates: &'a HashSet<String>,
    assigned: HashSet<String>,
    read_unset: HashSet<String>,
}

impl Unset<'_> {
    fn block(&mut self, stmts: &[Stmt]) {
        stmts.iter().for_each(|s| self.stmt(s));
    }

    fn read(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Var(x) => {
                if self.candidates.contains(&x.name) && !self.assigned.contains(&x.name) {
                    self.read_unset.insert(x.name.clone());
                }
            }
            _ => e.for_each_child(&mut |c| self.read(c)),
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Assign(lhss, rhss) => {
                rhss.iter().for_each(|r| self.read(r));
                for l in lhss {
                    l.indices.iter().flatten().for_each(|i| self.read(i));
                    if !l.indices.is_empty() {
                        // An update of one element reads the rest.
                        self.read(&Expr::new(ExprKind::Var(l.name.clone()), l.span));
                    }
                }
                for l in lhss {
                    self.assigned.insert(l.name.name.clone());
                }
            }
            StmtKind::Assert(_, e) | StmtKind::Assume(_, e) => self.read(e),
            StmtKind::Havoc(xs) => self.assigned.extend(xs.iter().map(|x| x.name.clone())),
            StmtKind::Call(c) => {
                c.args.iter().for_each(|a| self.read(a));
                self.assigned.extend(c.outs.iter().map(|x| x.name.clone()));
            }
            StmtKind::Atomic(a) => {
                a.location
                    .indices
                    .iter()
                    .flatten()
                    .for_each(|i| self.read(i));
                if let Some(t) = &a.target {
                    self.assigned.insert(t.name.clone());
                }
            }
            StmtKind::Barrier(b) => {
                b.invariants.iter().for_each(|inv| self.read(&inv.expr));
                b.scope
                    .iter()
                    .filter_map(|s| s.when.as_ref())
                    .for_each(|e| self.read(e));
            }
            StmtKind::If(i) => {
                let before = self.assigned.clone();
                let (arms, els) = i.chain();
                let mut after: Option<HashSet<String>> = None;
                for (guard, block) in arms {
                    if let Guard::Expr(e) = guard {
                        self.read(e);
                    }
                    let at_guard = self.assigned.clone();
                    self.block(&block.stmts);
                    let here = std::mem::replace(&mut self.assigned, at_guard);
                    after = Some(match after {
                        None => here,
                        Some(a) => a.intersection(&here).cloned().collect(),
                    });
                }
                match (els, after) {
                    (Some(b), Some(a)) => {
                        self.block(&b.stmts);
                        self.assigned = a.intersection(&self.assigned).cloned().collect();
                    }
                    _ => self.assigned = before,
                }
            }
            StmtKind::While(w) => {
                if let Guard::Expr(e) = &w.guard {
                    self.read(e);
                }
                w.invariants
                    .iter()
                    .for_each(|inv| self.read(&inv.contract.expr));
                let before = self.assigned.clone();
                self.block(&w.body.stmts);
                self.assigned = before;
            }
            _ => {}
        }
    }
}

/// Whether `stmts` contain a `break` or `return`.
fn leaves(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Break(_) | StmtKind::Return => true,
        StmtKind::If(i) => i.blocks().iter().any(|b| leaves(&b.stmts)),
        StmtKind::While(w) => leaves(&w.body.stmts),
        _ => false,
    })
}
