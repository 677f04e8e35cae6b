//! Resolution and typing of statements, with the frame rules: what an
//! implementation may assign, havoc, or let a callee modify.

use std::collections::HashMap;

use super::checker::Checker;
use super::env::Formal;
use super::scope::LocalKind;
use super::sink::Explain;
use super::suggest::closest;
use super::types::Ty;
use crate::syntax::ast::*;
use crate::syntax::span::Span;

impl Checker<'_> {
    pub(crate) fn block(&mut self, block: &Block) {
        for s in &block.stmts {
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Assign(lhss, rhss) => self.assign(s.span, lhss, rhss),
            StmtKind::Assert(attrs, e) => {
                self.statement_attributes(attrs);
                self.condition(e, "an assertion");
            }
            StmtKind::Assume(attrs, e) => {
                self.statement_attributes(attrs);
                self.condition(e, "an assumption");
            }
            StmtKind::Havoc(names) => {
                for n in names {
                    self.target(n);
                }
            }
            StmtKind::Call(c) => self.call(s.span, c),
            StmtKind::If(i) => {
                let (arms, els) = i.chain();
                for (guard, block) in arms {
                    self.guard(guard, "an if condition");
                    self.block(block);
                }
                if let Some(b) = els {
                    self.block(b);
                }
            }
            StmtKind::While(w) => {
                self.guard(&w.guard, "a loop condition");
                for inv in &w.invariants {
                    self.statement_attributes(&inv.contract.attrs);
                    self.condition(&inv.contract.expr, "a loop invariant");
                }
                self.block(&w.body);
            }
            StmtKind::Barrier(b) => self.barrier(s.span, b),
            StmtKind::Atomic(a) => self.atomic(s.span, a),
            StmtKind::Break(_)
            | StmtKind::Return
            | StmtKind::Goto(_)
            | StmtKind::Label(_)
            | StmtKind::Error => {}
        }
    }

    /// The attributes of an assertion, assumption, call or invariant, with
    /// the rules of the two that have meaning there: `{:id "name"}` is unique
    /// in the program, and `{:verified_under e}` takes one bool expression.
    fn statement_attributes(&mut self, attrs: &[Attribute]) {
        self.attributes(attrs);
        for a in attrs {
            match a.name.name.as_str() {
                "id" => {
                    let Some(AttrArg::Str(id, _)) = a.args.first() else {
                        continue;
                    };
                    if let Some(first) = self.statement_ids.get(id) {
                        let first = *first;
                        self.sink
                            .resolve(
                                a.span,
                                format!("more than one statement with same id: {id}"),
                            )
                            .note(first, "first used here");
                    } else {
                        self.statement_ids.insert(id.clone(), a.span);
                    }
                }
                "source" => {
                    let ok = matches!(
                        a.args.as_slice(),
                        [AttrArg::Str(..), AttrArg::Expr(l), AttrArg::Expr(c)]
                            if is_positive_literal(l) && is_positive_literal(c)
                    );
                    if !ok {
                        self.sink.ty(
                            a.span,
                            "attribute :source takes a file name, a line and a column: {:source \"k.cu\", 12, 5}",
                        );
                    }
                }
                "verified_under" => {
                    match a.args.as_slice() {
                        [AttrArg::Expr(e)] => {
                            let t = self.expr(e);
                            if !t.agrees(&Ty::Bool) {
                                self.sink.ty(a.span, "attribute :verified_under accepts only one argument of type bool");
                            }
                        }
                        _ => {
                            self.sink.resolve(
                                a.span,
                                "attribute :verified_under accepts only one argument",
                            );
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Reports each actual whose type differs from its formal's.
    fn positional_types(
        &mut self,
        spans: impl Iterator<Item = Span>,
        actual: &[Ty],
        formals: &[Formal],
        what: &str,
        callee: &str,
    ) {
        for (i, (span, (t, f))) in spans.zip(actual.iter().zip(formals)).enumerate() {
            if !t.agrees(&f.ty) {
                self.sink.ty(
                    span,
                    format!(
                        "invalid type for {what} {i} in call to {callee}: {t} (expected: {})",
                        f.ty
                    ),
                );
            }
        }
    }

    fn guard(&mut self, g: &Guard, what: &str) {
        if let Guard::Expr(e) = g {
            self.condition(e, what);
        }
    }

    fn assign(&mut self, span: Span, lhss: &[Lhs], rhss: &[Expr]) {
        if lhss.len() != rhss.len() {
            self.sink.resolve(
                span,
                "number of left-hand sides does not match number of right-hand sides",
            );
        }
        let mut seen: HashMap<&str, Span> = HashMap::new();
        for l in lhss {
            if let Some(first) = seen.get(l.name.name.as_str()) {
                self.sink
                    .resolve(
                        l.name.span,
                        format!(
                            "variable {} is assigned more than once in parallel assignment",
                            l.name.name
                        ),
                    )
                    .note(*first, "first assigned here");
            } else {
                seen.insert(&l.name.name, l.name.span);
            }
        }
        let lhs_types: Vec<Ty> = lhss.iter().map(|l| self.lhs(l)).collect();
        for (i, r) in rhss.iter().enumerate() {
            let rt = self.expr(r);
            if let Some(lt) = lhs_types.get(i) {
                if !rt.agrees(lt) {
                    self.sink
                        .ty(
                            r.span,
                            format!(
                        "mismatched types in assignment command (cannot assign {rt} to {lt})"
                    ),
                        )
                        .note(lhss[i].span, format!("this has type {lt}"));
                }
            }
        }
    }

    /// The type of an assignment target after its indices.
    fn lhs(&mut self, l: &Lhs) -> Ty {
        let mut t = self.target(&l.name);
        for ix in &l.indices {
            let probe = Expr::new(ExprKind::Error, l.span);
            t = self.select(&probe, &t, ix, "map assignment");
        }
        t
    }

    /// Resolves a variable that is assigned or havocked, reporting constants,
    /// in-parameters and globals outside the modifies clause.
    pub(crate) fn target(&mut self, x: &Ident) -> Ty {
        if let Some(local) = self.scopes.lookup(&x.name) {
            let ty = local.ty.clone();
            if matches!(local.kind, LocalKind::In | LocalKind::Bound) {
                let declared = local.span;
                self.sink
                    .ty(
                        x.span,
                        format!("command assigns to an immutable variable: {}", x.name),
                    )
                    .note(declared, "declared here as an in-parameter");
            }
            return ty;
        }
        let Some(g) = self.globals.vars.get(&x.name) else {
            return self.undeclared_variable(x);
        };
        if g.is_const {
            self.sink
                .ty(
                    x.span,
                    format!("command assigns to an immutable variable: {}", x.name),
                )
                .note(g.span, "declared here as a constant");
        } else {
            self.check_modifies(x.span, &x.name);
        }
        g.ty.clone()
    }

    pub(crate) fn check_modifies(&mut self, span: Span, global: &str) {
        let Some(current) = &self.current else {
            return;
        };
        if current.modifies.contains(global) {
            return;
        }
        let procedure = current.procedure.clone();
        self.sink.ty(span, format!(
            "command assigns to a global variable that is not in the enclosing procedure's modifies clause: {global}"
        ))
        .help(format!("add `modifies {global};` to procedure {procedure}"));
    }

    fn call(&mut self, span: Span, c: &CallStmt) {
        self.statement_attributes(&c.attrs);
        let arg_types: Vec<Ty> = c.args.iter().map(|a| self.expr(a)).collect();
        let mut seen: HashMap<&str, Span> = HashMap::new();
        for o in &c.outs {
            if seen.insert(&o.name, o.span).is_some() {
                self.sink.resolve(
                    o.span,
                    format!(
                        "left-hand side of call command contains variable twice: {}",
                        o.name
                    ),
                );
            }
        }
        let out_types: Vec<Ty> = c.outs.iter().map(|o| self.target(o)).collect();
        let Some(callee) = self.globals.procedures.get(&c.callee.name) else {
            let d = self.sink.resolve(
                c.callee.span,
                format!("call to undeclared procedure: {}", c.callee.name),
            );
            if self.globals.functions.contains_key(&c.callee.name) {
                d.help(format!(
                    "{} is a function: apply it in an expression",
                    c.callee.name
                ));
            } else if let Some(hint) = closest(
                &c.callee.name,
                self.globals.procedures.keys().map(String::as_str),
            ) {
                d.help(format!("did you mean `{hint}`?"));
            }
            return;
        };
        if c.args.len() != callee.ins.len() {
            self.sink
                .resolve(
                    span,
                    format!(
                        "wrong number of arguments in call to {}: {}",
                        c.callee.name,
                        c.args.len()
                    ),
                )
                .note(
                    callee.span,
                    format!("{} takes {}", c.callee.name, callee.ins.len()),
                );
            return;
        }
        if c.outs.len() != callee.outs.len() {
            self.sink
                .resolve(
                    span,
                    format!(
                        "wrong number of result variables in call to {}: {}",
                        c.callee.name,
                        c.outs.len()
                    ),
                )
                .note(
                    callee.span,
                    format!("{} returns {}", c.callee.name, callee.outs.len()),
                );
            return;
        }
        let callee_name = c.callee.name.as_str();
        let arg_spans = c.args.iter().map(|a| a.span);
        self.positional_types(arg_spans, &arg_types, &callee.ins, "argument", callee_name);
        let out_spans = c.outs.iter().map(|o| o.span);
        self.positional_types(
            out_spans,
            &out_types,
            &callee.outs,
            "out-parameter",
            callee_name,
        );
        for g in &callee.modifies {
            self.check_modifies(span, g);
        }
    }
}

fn is_positive_literal(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Int(n) if n.parse::<u64>().is_ok_and(|v| v > 0))
}
