//! What a called procedure may access (its footprint), for modular calls
//! and the reduction's logs.

use std::collections::{BTreeSet, HashMap};

use super::device::body_of;
use super::names::Names;
use crate::syntax::ast::*;

/// What a called procedure may access of the written arrays.
#[derive(Clone, Default)]
pub struct Footprint {
    pub modified: BTreeSet<String>,
    /// The arrays it may read but not write.
    pub read: BTreeSet<String>,
    /// It may reach a barrier: it, or a procedure it calls, has one or
    /// has no body.
    pub synchronises: bool,
    /// The memories that a barrier on every path through it synchronises.
    pub always_synchronised: Scopes,
}

/// Memory scopes of barriers.
#[derive(Clone, Copy, Default)]
pub struct Scopes {
    pub shared: bool,
    pub global: bool,
}

impl Footprint {
    pub fn arrays(&self) -> impl Iterator<Item = &String> {
        self.modified.iter().chain(&self.read)
    }
}

/// The footprints of `callees`: each writes what its `modifies` names, and
/// reads what its contract, its body and the procedures it calls mention
/// (a procedure without a body: its contract).
pub fn footprints<'p>(
    program: &Program,
    names: &Names,
    callees: impl Iterator<Item = &'p &'p ProcedureDecl>,
) -> HashMap<String, Footprint> {
    // Per procedure: the names it mentions, the procedures it calls, and
    // whether it may reach a barrier itself.
    let mut direct: HashMap<&str, (BTreeSet<String>, BTreeSet<String>, bool)> = HashMap::new();
    for d in &program.decls {
        let (name, specs, body) = match &d.kind {
            DeclKind::Procedure(p) => (&p.name.name, &p.specs[..], p.body.as_ref()),
            DeclKind::Implementation(i) => (&i.name.name, &[][..], Some(&i.body)),
            _ => continue,
        };
        let (mentioned, calls, barrier) = direct.entry(name).or_default();
        for spec in specs {
            match &spec.kind {
                SpecKind::Modifies(xs) => mentioned.extend(xs.iter().map(|x| x.name.clone())),
                SpecKind::Requires(c) | SpecKind::Ensures(c) => free_names(&c.expr, mentioned),
            }
        }
        match body {
            Some(body) => {
                stmt_names(&body.stmts.stmts, mentioned, calls);
                *barrier |= contains_barrier(&body.stmts.stmts);
            }
            None => *barrier = true,
        }
    }
    let mut out = HashMap::new();
    for callee in callees {
        let mut mentioned = BTreeSet::new();
        let mut seen = BTreeSet::new();
        let mut stack = vec![callee.name.name.clone()];
        let mut f = Footprint::default();
        while let Some(p) = stack.pop() {
            if !seen.insert(p.clone()) {
                continue;
            }
            if let Some((m, calls, barrier)) = direct.get(p.as_str()) {
                mentioned.extend(m.iter().cloned());
                stack.extend(calls.iter().cloned());
                f.synchronises |= barrier;
            }
        }
        for spec in &callee.specs {
            if let SpecKind::Modifies(xs) = &spec.kind {
                f.modified.extend(xs.iter().map(|x| x.name.clone()));
            }
        }
        if let Some(body) = &callee.body {
            f.always_synchronised = must_synchronise(
                &body.stmts.stmts,
                program,
                &mut vec![callee.name.name.clone()],
            );
        }
        f.modified.retain(|a| names.is_written(a));
        mentioned.retain(|a| names.is_written(a) && !f.modified.contains(a));
        f.read = mentioned;
        out.insert(callee.name.name.clone(), f);
    }
    out
}

/// The names `stmts` mention, and the procedures they call.
fn stmt_names(stmts: &[Stmt], names: &mut BTreeSet<String>, calls: &mut BTreeSet<String>) {
    for s in stmts {
        match &s.kind {
            StmtKind::Assign(lhss, rhss) => {
                for l in lhss {
                    names.insert(l.name.name.clone());
                    l.indices
                        .iter()
                        .flatten()
                        .for_each(|i| free_names(i, names));
                }
                rhss.iter().for_each(|r| free_names(r, names));
            }
            StmtKind::Assert(_, e) | StmtKind::Assume(_, e) => free_names(e, names),
            StmtKind::Havoc(xs) => names.extend(xs.iter().map(|x| x.name.clone())),
            StmtKind::Call(c) => {
                calls.insert(c.callee.name.clone());
                c.args.iter().for_each(|a| free_names(a, names));
                names.extend(c.outs.iter().map(|x| x.name.clone()));
            }
            StmtKind::If(i) => {
                for (g, b) in i.chain().0 {
                    if let Guard::Expr(e) = g {
                        free_names(e, names);
                    }
                    stmt_names(&b.stmts, names, calls);
                }
                if let Some(b) = i.chain().1 {
                    stmt_names(&b.stmts, names, calls);
                }
            }
            StmtKind::While(w) => {
                if let Guard::Expr(e) = &w.guard {
                    free_names(e, names);
                }
                w.invariants
                    .iter()
                    .for_each(|inv| free_names(&inv.contract.expr, names));
                stmt_names(&w.body.stmts, names, calls);
            }
            StmtKind::Barrier(b) => b
                .invariants
                .iter()
                .for_each(|inv| free_names(&inv.expr, names)),
            StmtKind::Atomic(a) => {
                names.insert(a.location.name.name.clone());
                a.location
                    .indices
                    .iter()
                    .flatten()
                    .for_each(|i| free_names(i, names));
            }
            _ => {}
        }
    }
}

/// The memories that a barrier reached on every path through `stmts`
/// synchronises (a loop may run no iteration; code after a `return` may
/// not run; a procedure already on the call stack counts as none).
fn must_synchronise(stmts: &[Stmt], program: &Program, stack: &mut Vec<String>) -> Scopes {
    let mut found = Scopes::default();
    for s in stmts {
        let here = match &s.kind {
            // A warp barrier synchronises a warp, not the group.
            StmtKind::Barrier(b) if b.reach == Reach::Warp => Scopes::default(),
            StmtKind::Barrier(b) => Scopes {
                shared: b.fences_always("shared"),
                global: b.fences_always("global"),
            },
            StmtKind::If(i) if i.chain().1.is_some() => i
                .blocks()
                .iter()
                .map(|b| must_synchronise(&b.stmts, program, stack))
                .reduce(|a, b| Scopes {
                    shared: a.shared && b.shared,
                    global: a.global && b.global,
                })
                .unwrap_or_default(),
            StmtKind::Call(c) if !stack.contains(&c.callee.name) => {
                match body_of(program, &c.callee.name) {
                    Some(body) => {
                        stack.push(c.callee.name.clone());
                        let scopes = must_synchronise(&body.stmts.stmts, program, stack);
                        stack.pop();
                        scopes
                    }
                    None => Scopes::default(),
                }
            }
            _ => Scopes::default(),
        };
        found.shared |= here.shared;
        found.global |= here.global;
        if contains_return(std::slice::from_ref(s)) {
            break;
        }
    }
    found
}

fn contains_barrier(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Barrier(_) => true,
        StmtKind::If(i) => i.blocks().iter().any(|b| contains_barrier(&b.stmts)),
        StmtKind::While(w) => contains_barrier(&w.body.stmts),
        _ => false,
    })
}

fn free_names(e: &Expr, out: &mut BTreeSet<String>) {
    if let ExprKind::Var(x) = &e.kind {
        out.insert(x.name.clone());
    }
    e.for_each_child(&mut |c| free_names(c, out));
}

pub fn contains_old(e: &Expr) -> bool {
    let mut found = matches!(e.kind, ExprKind::Old(_));
    e.for_each_child(&mut |c| found = found || contains_old(c));
    found
}

/// Whether `stmts` contain a `return`.
pub fn contains_return(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Return => true,
        StmtKind::If(i) => i.blocks().iter().any(|b| contains_return(&b.stmts)),
        StmtKind::While(w) => contains_return(&w.body.stmts),
        _ => false,
    })
}
