//! Calls in kernels: the callee's body in place of the call, as GPUVerify
//! does by default. Device procedures run in the caller's thread, so
//! inlining keeps their exact meaning; their contracts become checks.

use std::collections::HashMap;

use super::thread::{rename, unsupported};
use crate::diagnostics::Diagnostic;
use crate::syntax::ast::*;
use crate::syntax::build::*;
use crate::syntax::span::Span;

/// How deep calls may nest (recursion is not supported).
const DEPTH: usize = 16;

/// A procedure's body with the formals it is written against.
pub struct Callee<'p> {
    pub procedure: &'p ProcedureDecl,
    pub ins: &'p [TypedIdent],
    pub outs: &'p [TypedIdent],
    pub body: &'p Body,
}

pub struct Inliner<'p> {
    pub callees: HashMap<&'p str, Callee<'p>>,
    /// Procedures without a body, or marked `{:modular}`: calls to them
    /// stay, for the reduction to replace by their contracts (`modular.rs`).
    pub modular: HashMap<&'p str, &'p ProcedureDecl>,
    /// Locals the inlined bodies add to the kernel.
    pub locals: Vec<(String, Type)>,
    fresh: usize,
}

impl<'p> Inliner<'p> {
    pub fn new(program: &'p Program) -> Self {
        let mut callees = HashMap::new();
        for d in &program.decls {
            match &d.kind {
                DeclKind::Procedure(p) if !p.kernel && !is_modular(p) => {
                    if let Some(body) = &p.body {
                        callees.entry(p.name.name.as_str()).or_insert(Callee {
                            procedure: p,
                            ins: &p.ins,
                            outs: &p.outs,
                            body,
                        });
                    }
                }
                DeclKind::Implementation(i) => {
                    let procedure = program.decls.iter().find_map(|d| match &d.kind {
                        DeclKind::Procedure(p)
                            if p.name.name == i.name.name && !p.kernel && !is_modular(p) =>
                        {
                            Some(p)
                        }
                        _ => None,
                    });
                    if let Some(p) = procedure {
                        callees.entry(i.name.name.as_str()).or_insert(Callee {
                            procedure: p,
                            ins: &i.ins,
                            outs: &i.outs,
                            body: &i.body,
                        });
                    }
                }
                _ => {}
            }
        }
        let modular = program
            .decls
            .iter()
            .filter_map(|d| match &d.kind {
                DeclKind::Procedure(p)
                    if !p.kernel && !callees.contains_key(p.name.name.as_str()) =>
                {
                    Some((p.name.name.as_str(), p))
                }
                _ => None,
            })
            .collect();
        Inliner {
            callees,
            modular,
            locals: Vec::new(),
            fresh: 0,
        }
    }

    /// `stmts` with every call replaced by the callee's body.
    pub fn stmts(&mut self, stmts: &[Stmt], depth: usize) -> Result<Vec<Stmt>, Diagnostic> {
        let mut out = Vec::new();
        for s in stmts {
            match &s.kind {
                StmtKind::Call(c) => self.call(c, s.span, depth, &mut out)?,
                StmtKind::If(i) => out.push(Stmt {
                    kind: StmtKind::If(self.if_stmt(i, depth)?),
                    span: s.span,
                }),
                StmtKind::While(w) => out.push(Stmt {
                    kind: StmtKind::While(WhileStmt {
                        guard: w.guard.clone(),
                        invariants: w.invariants.clone(),
                        body: Block {
                            stmts: self.stmts(&w.body.stmts, depth)?,
                            span: w.body.span,
                        },
                    }),
                    span: s.span,
                }),
                _ => out.push(s.clone()),
            }
        }
        Ok(out)
    }

    fn if_stmt(&mut self, i: &IfStmt, depth: usize) -> Result<IfStmt, Diagnostic> {
        let els = match &i.els {
            None => None,
            Some(Else::Block(b)) => Some(Else::Block(Block {
                stmts: self.stmts(&b.stmts, depth)?,
                span: b.span,
            })),
            Some(Else::If(s)) => match &s.kind {
                StmtKind::If(inner) => Some(Else::If(Box::new(Stmt {
                    kind: StmtKind::If(self.if_stmt(inner, depth)?),
                    span: s.span,
                }))),
                _ => Some(Else::If(s.clone())),
            },
        };
        Ok(IfStmt {
            guard: i.guard.clone(),
            then: Block {
                stmts: self.stmts(&i.then.stmts, depth)?,
                span: i.then.span,
            },
            els,
        })
    }

    fn call(
        &mut self,
        c: &CallStmt,
        span: Span,
        depth: usize,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        let Some(callee) = self.callees.get(c.callee.name.as_str()) else {
            return match self.modular.get(c.callee.name.as_str()) {
                Some(procedure) => {
                    self.modular_call(c, procedure, span, out);
                    Ok(())
                }
                None => Err(unsupported(
                    span,
                    &format!("calls to the kernel `{}` from a kernel", c.callee.name),
                )),
            };
        };
        if depth >= DEPTH {
            return Err(unsupported(span, "recursive calls in kernels"));
        }
        let (procedure, ins, outs, body) = (callee.procedure, callee.ins, callee.outs, callee.body);
        let own: Vec<&str> = ins
            .iter()
            .chain(outs)
            .chain(procedure.ins.iter().chain(&procedure.outs))
            .map(|x| x.name.name.as_str())
            .chain(
                body.locals
                    .iter()
                    .flat_map(|l| l.decl.vars.iter().map(|v| v.name.name.as_str())),
            )
            .collect();
        let ensures = procedure.specs.iter().filter_map(|s| match &s.kind {
            SpecKind::Ensures(e) => Some(&e.expr),
            _ => None,
        });
        if let Some(at) = ensures
            .filter_map(|e| old_of_global(e, &own))
            .chain(stmts_old_of_global(&body.stmts.stmts, &own))
            .next()
        {
            return Err(unsupported(
                at,
                &format!(
                    "`old` of shared state in `{}`, which is inlined here: it would mean the \
                     kernel's entry, not the call's (a `{{:modular}}` procedure keeps its own \
                     entry)",
                    c.callee.name
                ),
            ));
        }
        self.fresh += 1;
        let suffix = format!("$call{}", self.fresh);
        // Names as the body writes them, and as the contract does.
        let mut body_names: HashMap<String, String> = HashMap::new();
        let mut contract_names: HashMap<String, String> = HashMap::new();
        let declared = procedure.ins.iter().chain(&procedure.outs);
        for (own, decl) in ins.iter().chain(outs).zip(declared) {
            let fresh = format!("{}{suffix}", own.name.name);
            self.locals.push((fresh.clone(), own.ty.clone()));
            body_names.insert(own.name.name.clone(), fresh.clone());
            contract_names.insert(decl.name.name.clone(), fresh);
        }
        for l in &body.locals {
            for v in &l.decl.vars {
                let fresh = format!("{}{suffix}", v.name.name);
                self.locals.push((fresh.clone(), v.ty.clone()));
                body_names.insert(v.name.name.clone(), fresh);
            }
        }
        if !ins.is_empty() {
            let (lhss, rhss) = ins
                .iter()
                .zip(&c.args)
                .map(|(f, a)| (lhs(&body_names[&f.name.name], span), a.clone()))
                .unzip();
            out.push(Stmt {
                kind: StmtKind::Assign(lhss, rhss),
                span,
            });
        }
        // A candidate clause of an inlined procedure claims nothing.
        let claimed = |c: &Contract| !super::control::is_candidate(&c.attrs);
        for spec in &procedure.specs {
            if let SpecKind::Requires(r) = &spec.kind {
                if !claimed(r) {
                    continue;
                }
                let e = rename(&r.expr, &contract_names);
                let kind = if r.free || c.free {
                    StmtKind::Assume(Vec::new(), e)
                } else {
                    StmtKind::Assert(
                        vec![
                            message(format!(
                                "a precondition of {} could not be proved at this call",
                                c.callee.name
                            )),
                            check_attribute("precondition", &[], Vec::new()),
                        ],
                        e,
                    )
                };
                out.push(Stmt { kind, span });
            }
        }
        let renamed = rename_stmts(&body.stmts.stmts, &body_names)?;
        out.extend(self.stmts(&renamed, depth + 1)?);
        for spec in &procedure.specs {
            if let SpecKind::Ensures(e) = &spec.kind {
                if e.free || !claimed(e) {
                    continue;
                }
                out.push(Stmt {
                    kind: StmtKind::Assert(
                        vec![
                            message(format!(
                                "a postcondition of {} could not be proved for this call",
                                c.callee.name
                            )),
                            check_attribute("postcondition", &[], Vec::new()),
                        ],
                        rename(&e.expr, &contract_names),
                    ),
                    span,
                });
            }
        }
        if !c.outs.is_empty() {
            let (lhss, rhss) = c
                .outs
                .iter()
                .zip(outs)
                .map(|(target, f)| {
                    (
                        lhs(&target.name, span),
                        var(&body_names[&f.name.name], span),
                    )
                })
                .unzip();
            out.push(Stmt {
                kind: StmtKind::Assign(lhss, rhss),
                span,
            });
        }
        Ok(())
    }
}

impl Inliner<'_> {
    /// `x$callN := arg; call r$callN := P(x$callN); y := r$callN`: the
    /// call on variables of its own, so that its contract can be stated
    /// for each thread.
    fn modular_call(
        &mut self,
        c: &CallStmt,
        procedure: &ProcedureDecl,
        span: Span,
        out: &mut Vec<Stmt>,
    ) {
        self.fresh += 1;
        let suffix = format!("$call{}", self.fresh);
        let fresh = |formals: &[TypedIdent], locals: &mut Vec<(String, Type)>| {
            formals
                .iter()
                .map(|f| {
                    let name = format!("{}{suffix}", f.name.name);
                    locals.push((name.clone(), f.ty.clone()));
                    name
                })
                .collect::<Vec<_>>()
        };
        let ins = fresh(&procedure.ins, &mut self.locals);
        let outs = fresh(&procedure.outs, &mut self.locals);
        if !ins.is_empty() {
            out.push(Stmt {
                kind: StmtKind::Assign(ins.iter().map(|x| lhs(x, span)).collect(), c.args.clone()),
                span,
            });
        }
        out.push(Stmt {
            kind: StmtKind::Call(CallStmt {
                free: c.free,
                attrs: c.attrs.clone(),
                outs: outs.iter().map(|x| ident(x, span)).collect(),
                callee: c.callee.clone(),
                args: ins.iter().map(|x| var(x, span)).collect(),
            }),
            span,
        });
        if !outs.is_empty() {
            out.push(Stmt {
                kind: StmtKind::Assign(
                    c.outs.iter().map(|x| lhs(&x.name, span)).collect(),
                    outs.iter().map(|x| var(x, span)).collect(),
                ),
                span,
            });
        }
    }
}

fn rename_ident(x: &Ident, map: &HashMap<String, String>) -> Ident {
    Ident {
        name: map.get(&x.name).cloned().unwrap_or_else(|| x.name.clone()),
        span: x.span,
    }
}

/// A callee's statements with its formals and locals renamed.
fn rename_stmts(stmts: &[Stmt], map: &HashMap<String, String>) -> Result<Vec<Stmt>, Diagnostic> {
    let e = |x: &Expr| rename(x, map);
    stmts
        .iter()
        .map(|s| {
            let kind = match &s.kind {
                StmtKind::Assign(lhss, rhss) => StmtKind::Assign(
                    lhss.iter()
                        .map(|l| Lhs {
                            name: rename_ident(&l.name, map),
                            indices: l
                                .indices
                                .iter()
                                .map(|ix| ix.iter().map(e).collect())
                                .collect(),
                            span: l.span,
                        })
                        .collect(),
                    rhss.iter().map(e).collect(),
                ),
                StmtKind::Assert(a, x) => StmtKind::Assert(a.clone(), e(x)),
                StmtKind::Assume(a, x) => StmtKind::Assume(a.clone(), e(x)),
                StmtKind::Havoc(xs) => {
                    StmtKind::Havoc(xs.iter().map(|x| rename_ident(x, map)).collect())
                }
                StmtKind::Call(c) => StmtKind::Call(CallStmt {
                    free: c.free,
                    attrs: c.attrs.clone(),
                    outs: c.outs.iter().map(|x| rename_ident(x, map)).collect(),
                    callee: c.callee.clone(),
                    args: c.args.iter().map(e).collect(),
                }),
                StmtKind::If(i) => StmtKind::If(rename_if(i, map)?),
                StmtKind::While(w) => StmtKind::While(WhileStmt {
                    guard: rename_guard(&w.guard, map),
                    invariants: w
                        .invariants
                        .iter()
                        .map(|inv| Invariant {
                            contract: Contract {
                                free: inv.contract.free,
                                attrs: inv.contract.attrs.clone(),
                                expr: e(&inv.contract.expr),
                            },
                            span: inv.span,
                        })
                        .collect(),
                    body: Block {
                        stmts: rename_stmts(&w.body.stmts, map)?,
                        span: w.body.span,
                    },
                }),
                StmtKind::Barrier(b) => StmtKind::Barrier(BarrierStmt {
                    reach: b.reach,
                    scope: b
                        .scope
                        .iter()
                        .map(|s| BarrierScope {
                            word: s.word.clone(),
                            when: s.when.as_ref().map(&e),
                        })
                        .collect(),
                    invariants: b
                        .invariants
                        .iter()
                        .map(|inv| BarrierInvariant {
                            binary: inv.binary,
                            attrs: inv.attrs.clone(),
                            expr: e(&inv.expr),
                            instances: inv
                                .instances
                                .iter()
                                .map(|i| rename_instance(i, map))
                                .collect(),
                            span: inv.span,
                        })
                        .collect(),
                }),
                StmtKind::Atomic(a) => StmtKind::Atomic(AtomicStmt {
                    target: a.target.as_ref().map(|t| rename_ident(t, map)),
                    location: Lhs {
                        name: rename_ident(&a.location.name, map),
                        indices: a
                            .location
                            .indices
                            .iter()
                            .map(|ix| ix.iter().map(e).collect())
                            .collect(),
                        span: a.location.span,
                    },
                }),
                StmtKind::Return => {
                    return Err(unsupported(
                        s.span,
                        "`return` in a procedure called by a kernel",
                    ))
                }
                StmtKind::Goto(_) | StmtKind::Label(_) => {
                    return Err(unsupported(
                        s.span,
                        "`goto` and labels in a procedure called by a kernel",
                    ))
                }
                other => other.clone(),
            };
            Ok(Stmt { kind, span: s.span })
        })
        .collect()
}

fn rename_guard(g: &Guard, map: &HashMap<String, String>) -> Guard {
    match g {
        Guard::Expr(x) => Guard::Expr(rename(x, map)),
        Guard::Star(s) => Guard::Star(*s),
    }
}

fn rename_if(i: &IfStmt, map: &HashMap<String, String>) -> Result<IfStmt, Diagnostic> {
    let els = match &i.els {
        None => None,
        Some(Else::Block(b)) => Some(Else::Block(Block {
            stmts: rename_stmts(&b.stmts, map)?,
            span: b.span,
        })),
        Some(Else::If(s)) => Some(Else::If(Box::new(
            rename_stmts(std::slice::from_ref(s), map)?.remove(0),
        ))),
    };
    Ok(IfStmt {
        guard: rename_guard(&i.guard, map),
        then: Block {
            stmts: rename_stmts(&i.then.stmts, map)?,
            span: i.then.span,
        },
        els,
    })
}

fn rename_instance(i: &Instance, map: &HashMap<String, String>) -> Instance {
    match i {
        Instance::Expr(x) => Instance::Expr(rename(x, map)),
        Instance::Tuple(items, s) => {
            Instance::Tuple(items.iter().map(|x| rename_instance(x, map)).collect(), *s)
        }
    }
}

/// The position of an `old(e)` in `e` where `e` reads a name other than
/// `own` (the callee's formals and locals, which `old` leaves alone).
fn old_of_global(e: &Expr, own: &[&str]) -> Option<Span> {
    fn global(e: &Expr, own: &[&str]) -> bool {
        if let ExprKind::Var(x) = &e.kind {
            return !own.contains(&x.name.as_str());
        }
        let mut found = false;
        e.for_each_child(&mut |c| found = found || global(c, own));
        found
    }
    if let ExprKind::Old(inner) = &e.kind {
        if global(inner, own) {
            return Some(e.span);
        }
    }
    let mut found = None;
    e.for_each_child(&mut |c| found = found.or_else(|| old_of_global(c, own)));
    found
}

fn stmts_old_of_global(stmts: &[Stmt], own: &[&str]) -> Option<Span> {
    let mut found = None;
    for s in stmts {
        let mut exprs: Vec<&Expr> = Vec::new();
        let mut blocks: Vec<&Block> = Vec::new();
        match &s.kind {
            StmtKind::Assign(lhss, rhss) => {
                exprs.extend(rhss);
                exprs.extend(lhss.iter().flat_map(|l| l.indices.iter().flatten()));
            }
            StmtKind::Assert(_, e) | StmtKind::Assume(_, e) => exprs.push(e),
            StmtKind::Call(c) => exprs.extend(&c.args),
            StmtKind::If(i) => {
                let (arms, els) = i.chain();
                for (g, b) in arms {
                    if let Guard::Expr(e) = g {
                        exprs.push(e);
                    }
                    blocks.push(b);
                }
                blocks.extend(els);
            }
            StmtKind::While(w) => {
                if let Guard::Expr(e) = &w.guard {
                    exprs.push(e);
                }
                exprs.extend(w.invariants.iter().map(|i| &i.contract.expr));
                blocks.push(&w.body);
            }
            _ => {}
        }
        found = found
            .or_else(|| exprs.iter().find_map(|e| old_of_global(e, own)))
            .or_else(|| {
                blocks
                    .iter()
                    .find_map(|b| stmts_old_of_global(&b.stmts, own))
            });
    }
    found
}

/// A device procedure that calls use through its contract, verified on its
/// own for a pair of threads.
pub fn is_modular(p: &ProcedureDecl) -> bool {
    !p.kernel && p.attrs.iter().any(|a| a.name.name == "modular")
}
