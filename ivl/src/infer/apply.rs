//! Inference's result written into a core program: each existential
//! constant replaced by its value, a candidate `b ==> e` that held kept as
//! `e` (tagged `{:inferred "RULE"}`), one that was refuted dropped.

use std::collections::{BTreeSet, HashSet};

use crate::syntax::ast::*;

/// `program` with its existential constants decided: those in `refuted`
/// false, the others true.
pub fn apply(program: &Program, refuted: &BTreeSet<String>) -> Program {
    let existential: HashSet<String> = program
        .decls
        .iter()
        .filter_map(|d| match &d.kind {
            DeclKind::Const(c) if crate::sema::is_existential(&c.attrs) => {
                Some(c.names.iter().map(|n| n.name.clone()))
            }
            _ => None,
        })
        .flatten()
        .collect();
    let decide = Decide {
        existential: &existential,
        refuted,
    };
    let mut out = program.clone();
    out.decls.retain(
        |d| !matches!(&d.kind, DeclKind::Const(c) if crate::sema::is_existential(&c.attrs)),
    );
    for d in &mut out.decls {
        match &mut d.kind {
            DeclKind::Procedure(p) => {
                p.specs.retain_mut(|s| match &mut s.kind {
                    SpecKind::Requires(c) | SpecKind::Ensures(c) => decide.contract(c),
                    SpecKind::Modifies(_) => true,
                });
                if let Some(b) = &mut p.body {
                    decide.block(&mut b.stmts);
                }
            }
            DeclKind::Implementation(i) => decide.block(&mut i.body.stmts),
            DeclKind::Axiom(a) => decide.expr(&mut a.expr),
            _ => {}
        }
    }
    out
}

struct Decide<'a> {
    existential: &'a HashSet<String>,
    refuted: &'a BTreeSet<String>,
}

impl Decide<'_> {
    /// The candidate's switch, if `e` is `b ==> e'` for an existential `b`.
    fn switch<'e>(&self, e: &'e Expr) -> Option<(&'e str, &'e Expr)> {
        match &e.kind {
            ExprKind::Binary(BinaryOp::Implies, b, rest) => match &b.kind {
                ExprKind::Var(b) if self.existential.contains(&b.name) => Some((&b.name, rest)),
                _ => None,
            },
            _ => None,
        }
    }

    /// Whether the contract stays; if it does, decided.
    fn contract(&self, c: &mut Contract) -> bool {
        if let Some((b, rest)) = self.switch(&c.expr) {
            if self.refuted.contains(b) {
                return false;
            }
            c.expr = rest.clone();
            inferred(&mut c.attrs);
        }
        self.expr(&mut c.expr);
        true
    }

    fn block(&self, b: &mut Block) {
        b.stmts.retain_mut(|s| match &mut s.kind {
            StmtKind::Assert(attrs, e) | StmtKind::Assume(attrs, e) => match self.switch(e) {
                Some((b, _)) if self.refuted.contains(b) => false,
                Some((_, rest)) => {
                    *e = rest.clone();
                    self.expr(e);
                    inferred(attrs);
                    true
                }
                None => {
                    self.expr(e);
                    true
                }
            },
            StmtKind::While(w) => {
                w.invariants.retain_mut(|i| self.contract(&mut i.contract));
                if let Guard::Expr(g) = &mut w.guard {
                    self.expr(g);
                }
                self.block(&mut w.body);
                true
            }
            StmtKind::If(i) => {
                self.if_stmt(i);
                true
            }
            StmtKind::Assign(_, values) => {
                values.iter_mut().for_each(|v| self.expr(v));
                true
            }
            StmtKind::Call(c) => {
                c.args.iter_mut().for_each(|a| self.expr(a));
                true
            }
            _ => true,
        });
    }

    fn if_stmt(&self, i: &mut IfStmt) {
        if let Guard::Expr(g) = &mut i.guard {
            self.expr(g);
        }
        self.block(&mut i.then);
        match &mut i.els {
            Some(Else::Block(b)) => self.block(b),
            Some(Else::If(s)) => {
                if let StmtKind::If(inner) = &mut s.kind {
                    self.if_stmt(inner);
                }
            }
            None => {}
        }
    }

    /// Replaces the existential constants of `e` by their values.
    fn expr(&self, e: &mut Expr) {
        if let ExprKind::Var(x) = &e.kind {
            if self.existential.contains(&x.name) {
                e.kind = ExprKind::Bool(!self.refuted.contains(&x.name));
                return;
            }
        }
        e.for_each_child_mut(&mut |c| self.expr(c));
    }
}

/// A kept candidate's `{:candidate ...}` becomes `{:inferred ...}`.
fn inferred(attrs: &mut [Attribute]) {
    for a in attrs {
        if a.name.name == "candidate" {
            a.name.name = "inferred".into();
        }
    }
}

/// Where a candidate is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CandidateAt {
    Loop,
    Barrier,
    /// A `requires` or `ensures` of a `{:modular}` procedure.
    Requires,
    Ensures,
}

/// A candidate and what inference decided, as its kernel states it.
#[derive(Clone, Debug)]
pub struct Decided {
    pub at: CandidateAt,
    /// The candidate's position (its loop's, barrier's or clause's).
    pub span: crate::syntax::span::Span,
    pub rule: String,
    /// The invariant in the kernel program's terms.
    pub text: String,
    /// Kept (not refuted).
    pub held: bool,
    /// Stated whatever the thread's predicate (`{:global}`).
    pub global: bool,
    /// Its existential constant in the reduced program.
    pub constant: String,
}

/// The candidates of the reduced `program`, each decided (refuted if in
/// `refuted`), in program order, once each.
pub fn decided(program: &Program, refuted: &BTreeSet<String>) -> Vec<Decided> {
    let mut out: Vec<Decided> = Vec::new();
    let mut seen = HashSet::new();
    // Contract clauses first, at their own positions (their checks at
    // calls have the calls').
    for d in &program.decls {
        if let DeclKind::Procedure(p) = &d.kind {
            for s in &p.specs {
                if let SpecKind::Requires(c) = &s.kind {
                    let at = (CandidateAt::Requires, s.span);
                    decided_one(at, &c.attrs, &c.expr, refuted, &mut seen, &mut out);
                }
            }
        }
    }
    for d in &program.decls {
        let body = match &d.kind {
            DeclKind::Procedure(p) => p.body.as_ref().map(|b| &b.stmts),
            DeclKind::Implementation(i) => Some(&i.body.stmts),
            _ => None,
        };
        if let Some(b) = body {
            decided_in(&b.stmts, refuted, &mut seen, &mut out);
        }
    }
    // Contracts first (an `ensures` is found where the body ends).
    out.sort_by_key(|d| !matches!(d.at, CandidateAt::Requires | CandidateAt::Ensures));
    out
}

fn decided_in(
    stmts: &[Stmt],
    refuted: &BTreeSet<String>,
    seen: &mut HashSet<String>,
    out: &mut Vec<Decided>,
) {
    for s in stmts {
        match &s.kind {
            StmtKind::While(w) => {
                for i in &w.invariants {
                    let at = (CandidateAt::Loop, i.span);
                    decided_one(at, &i.contract.attrs, &i.contract.expr, refuted, seen, out);
                }
                decided_in(&w.body.stmts, refuted, seen, out);
            }
            // A barrier's candidate is checked where the barrier is.
            StmtKind::Assert(attrs, e) => {
                decided_one((CandidateAt::Barrier, s.span), attrs, e, refuted, seen, out)
            }
            StmtKind::If(i) => {
                for b in i.blocks() {
                    decided_in(&b.stmts, refuted, seen, out);
                }
            }
            _ => {}
        }
    }
}

/// `e` (with `attrs`) in `out` if it is a candidate `b ==> e'` whose `b`
/// is not `seen`.
fn decided_one(
    (at, span): (CandidateAt, crate::syntax::span::Span),
    attrs: &[Attribute],
    e: &Expr,
    refuted: &BTreeSet<String>,
    seen: &mut HashSet<String>,
    out: &mut Vec<Decided>,
) {
    let (ExprKind::Binary(BinaryOp::Implies, b, _), Some(a)) =
        (&e.kind, attrs.iter().find(|a| a.name.name == "candidate"))
    else {
        return;
    };
    let ExprKind::Var(b) = &b.kind else { return };
    if !seen.insert(b.name.clone()) {
        return;
    }
    let text = |k: usize| match a.args.get(k) {
        Some(AttrArg::Str(t, _)) => t.clone(),
        _ => String::new(),
    };
    // A contract clause says which (spec/gpu.md section 7).
    let at = match text(2).as_str() {
        "requires" => CandidateAt::Requires,
        "ensures" => CandidateAt::Ensures,
        _ => at,
    };
    out.push(Decided {
        at,
        span,
        rule: text(0),
        text: text(1),
        held: !refuted.contains(&b.name),
        global: attrs.iter().any(|a| a.name.name == "global"),
        constant: b.name.clone(),
    });
}
