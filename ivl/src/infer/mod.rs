//! Invariant inference (spec/gpu.md section 10). [`add_candidates`] gives
//! each loop of a kernel program that needs them candidate invariants
//! (`invariant {:candidate "RULE"} e;`), from the rules in [`rules`]; the
//! two-thread reduction switches each by an existential constant, Houdini
//! keeps those that hold together (spec/ivl.md section 9.10), and
//! [`apply`] writes what it kept into the reduced program.

mod apply;
mod barriers;
pub mod c_text;
mod contracts;
pub mod dynamic;
mod enabledness;
mod exprs;
mod facts;
mod rules;

pub use apply::{apply, decided, CandidateAt, Decided};
pub use rules::RULES;

use std::collections::HashMap;

use crate::syntax::ast::*;
use crate::syntax::build::attr;
use crate::syntax::rewrite::assigned;
use facts::Loop;

/// Which rules run.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Rules left out (`--omit-infer=RULE`).
    pub omit: Vec<String>,
}

/// `program` with candidate invariants at the head of each loop that
/// accesses shared or global memory, synchronises, asserts or calls, in
/// the bodies of the procedures named in `kernel_code` (those the
/// reduction lowers for the pair).
pub fn add_candidates(
    program: &Program,
    options: &Options,
    kernel_code: &std::collections::HashSet<String>,
) -> Program {
    let facts = facts::Program::new(program);
    let mut globals: HashMap<String, Type> = HashMap::new();
    for d in &program.decls {
        if let DeclKind::Var(v) = &d.kind {
            for x in &v.vars {
                globals.insert(x.name.name.clone(), x.ty.clone());
            }
        }
    }
    let mut out = program.clone();
    for d in &mut out.decls {
        if let DeclKind::Procedure(p) = &mut d.kind {
            let modular = !p.kernel && p.attrs.iter().any(|a| a.name.name == "modular");
            if modular && p.body.is_some() && kernel_code.contains(&p.name.name) {
                contracts::add(p, &options.omit);
            }
        }
    }
    for d in &mut out.decls {
        let name = match &d.kind {
            DeclKind::Procedure(p) => &p.name.name,
            DeclKind::Implementation(i) => &i.name.name,
            _ => continue,
        };
        if !kernel_code.contains(name) {
            continue;
        }
        let (ins, outs, modifies, body): (&[TypedIdent], &[TypedIdent], Vec<String>, &mut Body) =
            match &mut d.kind {
                DeclKind::Procedure(p) => {
                    let modifies = modified(&p.specs);
                    let Some(body) = p.body.as_mut() else {
                        continue;
                    };
                    (&p.ins, &p.outs, modifies, body)
                }
                // The procedure's `modifies` is elsewhere: every array may be
                // logged.
                DeclKind::Implementation(i) => (
                    &i.ins,
                    &i.outs,
                    facts.memory.keys().cloned().collect(),
                    &mut i.body,
                ),
                _ => continue,
            };
        let mut types = globals.clone();
        for x in ins.iter().chain(outs) {
            types.insert(x.name.name.clone(), x.ty.clone());
        }
        for l in &body.locals {
            for x in &l.decl.vars {
                types.insert(x.name.name.clone(), x.ty.clone());
            }
        }
        let logged: Vec<String> = modifies
            .into_iter()
            .filter(|a| facts.memory.contains_key(a))
            .collect();
        let walker = Walker {
            facts: &facts,
            types: &types,
            logged: &logged,
            options,
        };
        walker.block(&mut body.stmts.stmts, HashMap::new(), &[], Vec::new());
    }
    out
}

fn modified(specs: &[Spec]) -> Vec<String> {
    specs
        .iter()
        .filter_map(|s| match &s.kind {
            SpecKind::Modifies(names) => Some(names.iter().map(|n| n.name.clone())),
            _ => None,
        })
        .flatten()
        .collect()
}

struct Walker<'a> {
    facts: &'a facts::Program<'a>,
    types: &'a HashMap<String, Type>,
    logged: &'a [String],
    options: &'a Options,
}

impl Walker<'_> {
    /// Adds candidates to the loops of `stmts`; `entry` holds, per
    /// variable, an expression equal to its value at the start of `stmts`;
    /// `nest` the candidates of the loops around that hold at the head of
    /// every loop inside them; `conditions` the conditions of the branches
    /// and loops around that hold at the start of `stmts`.
    fn block(
        &self,
        stmts: &mut [Stmt],
        mut entry: HashMap<String, Expr>,
        nest: &[Invariant],
        mut conditions: Vec<Expr>,
    ) {
        let mut interval = barriers::Interval::default();
        let mut after: Option<barriers::After> = None;
        for at in 0..stmts.len() {
            self.barrier_facts(stmts, at, &entry, &mut interval, &mut after);
            let s = &mut stmts[at];
            match &mut s.kind {
                StmtKind::While(w) => {
                    let (essential, found, inner, inside) = {
                        let l = Loop::of(w, self.facts);
                        // On entry: the values that the loop does not change.
                        let mut at_head = entry.clone();
                        at_head.retain(|_, value| !l.varies(value));
                        forget(&mut entry, &l.modified);
                        // In the body: the conditions around that the loop
                        // keeps, and its guard.
                        let mut inside: Vec<Expr> = conditions
                            .iter()
                            .filter(|c| !l.varies(c))
                            .cloned()
                            .collect();
                        inside.extend(l.guard.filter(|c| self.plain(c)).cloned());
                        if l.essential {
                            let scope = self.scope(&at_head, s.span);
                            let mut found = self.invariants(rules::candidates(&l, &scope), s.span);
                            if !self.omitted(enabledness::RULE) {
                                found.extend(enabledness::candidate(&inside, s.span));
                            }
                            let inner = self.invariants(rules::nest_ranges(&l, &scope), s.span);
                            (true, found, inner, inside)
                        } else {
                            (false, Vec::new(), Vec::new(), inside)
                        }
                    };
                    let StmtKind::While(w) = &mut s.kind else {
                        unreachable!("a loop")
                    };
                    let mut nest = nest.to_vec();
                    nest.extend(inner);
                    w.invariants.extend(found);
                    if essential {
                        // Stated at this loop, so placed at it.
                        w.invariants.extend(nest.iter().map(|i| Invariant {
                            span: s.span,
                            ..i.clone()
                        }));
                    }
                    self.block(&mut w.body.stmts, entry.clone(), &nest, inside);
                }
                StmtKind::If(i) => {
                    let mut each =
                        enabledness::branch_conditions(i, &|c| self.plain(c)).into_iter();
                    if_blocks_mut(i, &mut |b| {
                        let mut inside = conditions.clone();
                        inside.extend(each.next().flatten());
                        self.block(&mut b.stmts, entry.clone(), nest, inside)
                    });
                    let mut changed = Vec::new();
                    assigned(s, &mut changed);
                    forget(&mut entry, &changed);
                }
                StmtKind::Assign(lhss, rhss) => {
                    let values: Vec<(String, Option<Expr>)> = lhss
                        .iter()
                        .zip(rhss.iter())
                        .map(|(l, r)| {
                            let whole = l.indices.is_empty();
                            (l.name.name.clone(), whole.then(|| r.clone()))
                        })
                        .collect();
                    let targets: Vec<String> = values.iter().map(|(x, _)| x.clone()).collect();
                    forget(&mut entry, &targets);
                    for (x, value) in values {
                        let Some(value) = value else { continue };
                        let mut vars = Vec::new();
                        exprs::variables(&value, &mut vars);
                        let memory = vars.iter().any(|v| self.facts.memory.contains_key(v));
                        if !memory && !vars.iter().any(|v| targets.contains(v)) {
                            entry.insert(x, value);
                        }
                    }
                }
                _ => {
                    let mut changed = Vec::new();
                    assigned(s, &mut changed);
                    forget(&mut entry, &changed);
                }
            }
            let mut changed = Vec::new();
            assigned(s, &mut changed);
            conditions.retain(|c| {
                let mut vars = Vec::new();
                exprs::variables(c, &mut vars);
                !vars.iter().any(|v| changed.contains(v))
            });
        }
    }

    /// Whether `c` reads no shared or global memory (which may change
    /// under it), so that a condition stays true while nothing it reads
    /// is assigned.
    fn plain(&self, c: &Expr) -> bool {
        let mut vars = Vec::new();
        exprs::variables(c, &mut vars);
        !vars.iter().any(|v| self.facts.memory.contains_key(v))
    }

    fn omitted(&self, rule: &str) -> bool {
        self.options.omit.iter().any(|o| o == rule)
    }

    /// What statement `at` of `stmts` tells the barrier candidates (with
    /// `entry` as before it): the writes of the interval it is in, a
    /// barrier's candidates, the reads that instantiate them.
    fn barrier_facts(
        &self,
        stmts: &mut [Stmt],
        at: usize,
        entry: &HashMap<String, Expr>,
        interval: &mut barriers::Interval,
        after: &mut Option<barriers::After>,
    ) {
        let omitted = self.omitted(barriers::RULE);
        let (before, rest) = stmts.split_at_mut(at);
        let s = &mut rest[0];
        let mut changed = Vec::new();
        assigned(s, &mut changed);
        if let Some(a) = after.as_ref() {
            if let StmtKind::Barrier(b) = &mut before[a.barrier].kind {
                // Inside a branch or loop, an index that reads what it
                // assigns is not known at the barrier.
                let inner: &[String] = match s.kind {
                    StmtKind::Assign(..) => &[],
                    _ => &changed,
                };
                let mut exprs = Vec::new();
                expressions(s, &mut exprs);
                for e in exprs {
                    a.instantiate(b, e, entry, inner);
                }
            }
        }
        match &mut s.kind {
            StmtKind::Barrier(b) if b.reach != Reach::Warp => {
                if !omitted {
                    for c in interval.candidates(s.span) {
                        let stated = b.invariants.iter().any(|i| {
                            i.instances.is_empty()
                                && crate::syntax::rewrite::same_expr(&i.expr, &c.expr)
                        });
                        if !stated {
                            b.invariants.push(c);
                        }
                    }
                }
                *interval = barriers::Interval::default();
                *after = Some(barriers::After::new(at));
            }
            StmtKind::Assign(lhss, rhss) => {
                for (l, r) in lhss.iter().zip(rhss.iter()) {
                    interval.assign(None, l, r, entry, &self.facts.shared, self.logged);
                }
            }
            StmtKind::If(i) if interval.branch(i, entry, &self.facts.shared, self.logged) => {}
            _ => {
                let stmt = std::slice::from_ref(&*s);
                if facts::synchronises(stmt, &self.facts.synchronising) {
                    *interval = barriers::Interval::default();
                    *after = None;
                }
                interval.spoil(
                    changed
                        .iter()
                        .filter(|x| self.facts.shared.contains(*x))
                        .cloned(),
                );
            }
        }
        interval.changed(&changed);
        if let Some(a) = after {
            a.changed(&changed);
        }
    }

    fn scope<'s>(
        &'s self,
        entry: &'s HashMap<String, Expr>,
        span: crate::syntax::span::Span,
    ) -> rules::Scope<'s> {
        rules::Scope {
            types: self.types,
            entry,
            memory: &self.facts.memory,
            logged: self.logged,
            atomic: &self.facts.atomic,
            span,
        }
    }

    /// The candidates as invariants tagged with their rules, once each,
    /// without the rules left out.
    fn invariants(
        &self,
        candidates: Vec<(&'static str, Expr)>,
        span: crate::syntax::span::Span,
    ) -> Vec<Invariant> {
        let mut seen = std::collections::HashSet::new();
        candidates
            .into_iter()
            .filter(|(rule, _)| !self.omitted(rule))
            .filter(|(_, e)| seen.insert(crate::print::expr_to_string(e)))
            .map(|(rule, expr)| Invariant {
                contract: Contract {
                    free: false,
                    attrs: vec![attr(
                        "candidate",
                        vec![AttrArg::Str(rule.to_string(), span)],
                    )],
                    expr,
                },
                span,
            })
            .collect()
    }
}

/// Drops what `entry` knows of `changed` variables and of the values
/// that read them.
fn forget(entry: &mut HashMap<String, Expr>, changed: &(impl Contains + ?Sized)) {
    entry.retain(|x, value| {
        if changed.has(x) {
            return false;
        }
        let mut vars = Vec::new();
        exprs::variables(value, &mut vars);
        !vars.iter().any(|v| changed.has(v))
    });
}

trait Contains {
    fn has(&self, x: &str) -> bool;
}

impl Contains for Vec<String> {
    fn has(&self, x: &str) -> bool {
        self.iter().any(|y| y == x)
    }
}

impl Contains for std::collections::BTreeSet<String> {
    fn has(&self, x: &str) -> bool {
        self.contains(x)
    }
}

/// The expressions a statement evaluates, those of its branches and loop
/// bodies included.
fn expressions<'s>(s: &'s Stmt, out: &mut Vec<&'s Expr>) {
    match &s.kind {
        StmtKind::Assign(lhss, rhss) => {
            out.extend(lhss.iter().flat_map(|l| l.indices.iter().flatten()));
            out.extend(rhss);
        }
        StmtKind::Assert(_, e) | StmtKind::Assume(_, e) => out.push(e),
        StmtKind::If(i) => {
            if let Guard::Expr(g) = &i.guard {
                out.push(g);
            }
            for b in i.blocks() {
                b.stmts.iter().for_each(|s| expressions(s, out));
            }
        }
        StmtKind::While(w) => {
            if let Guard::Expr(g) = &w.guard {
                out.push(g);
            }
            w.body.stmts.iter().for_each(|s| expressions(s, out));
        }
        StmtKind::Call(c) => out.extend(&c.args),
        _ => {}
    }
}

/// Each block of a conditional, `else if`s included.
fn if_blocks_mut(i: &mut IfStmt, f: &mut impl FnMut(&mut Block)) {
    f(&mut i.then);
    match &mut i.els {
        None => {}
        Some(Else::Block(b)) => f(b),
        Some(Else::If(s)) => {
            if let StmtKind::If(inner) = &mut s.kind {
                if_blocks_mut(inner, f);
            }
        }
    }
}
