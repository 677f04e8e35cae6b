//! Statements to instructions: structured control flow becomes branches
//! and jumps; loops check their invariants on entry and after each
//! iteration; markers (`assume {:source ...} true;`) disappear.

use std::collections::HashMap;
use std::rc::Rc;

use super::compile::{not_executable, Compiler, Scope, R};
use super::program::*;
use super::value::Spread;
use crate::sema::types::Ty;
use crate::syntax::ast::*;

/// A statement `break` may leave.
struct Breakable {
    label: Option<String>,
    is_loop: bool,
    /// Jumps to patch with the statement's end.
    exits: Vec<usize>,
}

struct Body<'n> {
    names: &'n HashMap<String, u32>,
    slot_types: Vec<Ty>,
    code: Vec<(Instr, Pos)>,
    labels: HashMap<String, u32>,
    gotos: Vec<(usize, Vec<Ident>)>,
    breakables: Vec<Breakable>,
    /// A label just seen: it names the statement that follows.
    label: Option<String>,
}

impl<'a> Compiler<'a> {
    pub(super) fn body(
        &mut self,
        body: &'a crate::syntax::ast::Body,
        names: &HashMap<String, u32>,
    ) -> R<Vec<(Instr, Pos)>> {
        let mut slot_types = vec![Ty::Bool; names.len()];
        for v in body.locals.iter().flat_map(|l| &l.decl.vars) {
            slot_types[names[&v.name.name] as usize] = self.globals.type_of(&v.ty);
        }
        let mut b = Body {
            names,
            slot_types,
            code: Vec::new(),
            labels: HashMap::new(),
            gotos: Vec::new(),
            breakables: Vec::new(),
            label: None,
        };
        self.block(&body.stmts, &mut b)?;
        let end = self.position(crate::syntax::span::Span {
            lo: body.span.hi.saturating_sub(1),
            ..body.span
        });
        b.code.push((Instr::Exit, end));
        for (at, targets) in std::mem::take(&mut b.gotos) {
            let mut resolved = Vec::new();
            for t in targets {
                match b.labels.get(&t.name) {
                    Some(&i) => resolved.push(i),
                    None => return Err(not_executable(t.span, format!("no label {}", t.name))),
                }
            }
            b.code[at].0 = Instr::Goto(resolved);
        }
        Ok(b.code)
    }

    fn block(&mut self, block: &'a Block, b: &mut Body) -> R<()> {
        for s in &block.stmts {
            self.stmt(s, b)?;
        }
        Ok(())
    }

    fn code_scope<'n>(&self, b: &'n Body) -> Scope<'n> {
        Scope {
            slots: Some(b.names),
            bound: Vec::new(),
            code: true,
            pure: false,
        }
    }

    fn code_expr(&mut self, e: &Expr, b: &Body) -> R<CExpr> {
        let mut sc = self.code_scope(b);
        self.expr(e, &mut sc)
    }

    fn levels(&mut self, levels: &[Vec<Expr>], b: &Body) -> R<Vec<Vec<CExpr>>> {
        levels
            .iter()
            .map(|l| l.iter().map(|e| self.code_expr(e, b)).collect())
            .collect()
    }

    fn stmt(&mut self, s: &'a Stmt, b: &mut Body) -> R<()> {
        let pos = self.position(s.span);
        let label = b.label.take();
        match &s.kind {
            StmtKind::Assign(lhss, rhss) => {
                let mut targets = Vec::new();
                for l in lhss {
                    let place = self.place(&l.name, b.names)?;
                    targets.push(CLhs {
                        place,
                        levels: self.levels(&l.indices, b)?,
                    });
                }
                let values = rhss
                    .iter()
                    .map(|e| self.code_expr(e, b))
                    .collect::<R<_>>()?;
                b.code.push((Instr::Assign(targets, values), pos));
            }
            StmtKind::Assert(attrs, e) => {
                let c = self.clause(e, attrs, s.span, false, &Scope::spec(b.names))?;
                b.code.push((Instr::Check(CheckKind::Assert, c), pos));
            }
            StmtKind::Assume(_, e) if matches!(e.kind, ExprKind::Bool(true)) => {}
            StmtKind::Assume(attrs, e) => {
                let c = self.clause(e, attrs, s.span, true, &Scope::spec(b.names))?;
                let here = b.code.len() as u32;
                let labelled = b.labels.values().any(|&l| l == here);
                if let (Some((Instr::Havoc(_, assumed), _)), false) = (b.code.last_mut(), labelled)
                {
                    assumed.push(self.clause(e, attrs, s.span, true, &Scope::spec(b.names))?);
                }
                b.code.push((Instr::Assume(c), pos));
            }
            StmtKind::Havoc(names) => {
                let places = names
                    .iter()
                    .map(|n| self.place(n, b.names))
                    .collect::<R<_>>()?;
                b.code.push((Instr::Havoc(places, Vec::new()), pos));
            }
            StmtKind::Call(call) => {
                let callee = self.proc_id(&call.callee.name, call.callee.span)?;
                let args = call
                    .args
                    .iter()
                    .map(|e| self.code_expr(e, b))
                    .collect::<R<_>>()?;
                let mut outs = Vec::new();
                for o in &call.outs {
                    match self.place(o, b.names)? {
                        p @ (Place::Local(_) | Place::Private(_)) => outs.push(p),
                        _ => {
                            return Err(not_executable(
                                o.span,
                                format!(
                                    "a call result in the shared or global variable {}",
                                    o.name
                                ),
                            ))
                        }
                    }
                }
                b.code.push((
                    Instr::Call {
                        callee,
                        args,
                        outs,
                        free: call.free,
                    },
                    pos,
                ));
            }
            StmtKind::If(i) => {
                b.breakables.push(Breakable {
                    label,
                    is_loop: false,
                    exits: Vec::new(),
                });
                let (arms, els) = i.chain();
                let mut ends = Vec::new();
                for (guard, block) in arms {
                    let branch = b.code.len();
                    let cond = self.guard(guard, b)?;
                    b.code.push((Instr::Branch(cond, 0, Arm::If), pos));
                    self.block(block, b)?;
                    ends.push(b.code.len());
                    b.code.push((Instr::Jump(0), pos));
                    let next = b.code.len() as u32;
                    if let Instr::Branch(_, target, _) = &mut b.code[branch].0 {
                        *target = next;
                    }
                }
                if let Some(block) = els {
                    self.block(block, b)?;
                }
                let breakable = b.breakables.pop().expect("pushed above");
                let end = b.code.len() as u32;
                for at in ends.into_iter().chain(breakable.exits) {
                    b.code[at].0 = Instr::Jump(end);
                }
            }
            StmtKind::While(w) => {
                // A candidate claims nothing (spec/gpu.md section 10): it is
                // checked only for the dynamic engine, which refutes it.
                // A candidate an execution cannot evaluate is not checked.
                let mut claimed: Vec<(&Invariant, Option<u32>)> = Vec::new();
                for inv in &w.invariants {
                    let candidate = inv
                        .contract
                        .attrs
                        .iter()
                        .any(|a| a.name.name == "candidate");
                    if !candidate {
                        let instr = self.invariant(inv, CheckKind::InvariantEntry, b)?;
                        b.code.push((instr, self.position(inv.span)));
                        claimed.push((inv, None));
                    } else if self.check_candidates {
                        let k = self.out.candidates.len() as u32;
                        if let Ok(instr) = self.invariant(inv, CheckKind::Candidate(k), b) {
                            b.code.push((instr, self.position(inv.span)));
                            let text = crate::print::expr_to_string(&inv.contract.expr);
                            self.out.candidates.push((inv.span, text));
                            claimed.push((inv, Some(k)));
                        }
                    }
                }
                let head = b.code.len();
                let cond = self.guard(&w.guard, b)?;
                b.code.push((Instr::Branch(cond, 0, Arm::Loop), pos));
                b.breakables.push(Breakable {
                    label,
                    is_loop: true,
                    exits: Vec::new(),
                });
                self.block(&w.body, b)?;
                for (inv, candidate) in claimed {
                    let kind =
                        candidate.map_or(CheckKind::InvariantMaintained, CheckKind::Candidate);
                    let instr = self.invariant(inv, kind, b)?;
                    b.code.push((instr, self.position(inv.span)));
                }
                b.code.push((Instr::Jump(head as u32), pos));
                let end = b.code.len() as u32;
                if let Instr::Branch(_, target, _) = &mut b.code[head].0 {
                    *target = end;
                }
                let breakable = b.breakables.pop().expect("pushed above");
                for at in breakable.exits {
                    b.code[at].0 = Instr::Jump(end);
                }
            }
            StmtKind::Break(target) => {
                let found = b.breakables.iter_mut().rev().find(|k| match target {
                    None => k.is_loop,
                    Some(l) => k.label.as_deref() == Some(l.name.as_str()),
                });
                let Some(k) = found else {
                    return Err(not_executable(s.span, "a `break` without its statement"));
                };
                k.exits.push(b.code.len());
                b.code.push((Instr::Jump(0), pos));
            }
            StmtKind::Return => b.code.push((Instr::Return, pos)),
            StmtKind::Goto(targets) => {
                b.gotos.push((b.code.len(), targets.clone()));
                b.code.push((Instr::Goto(Vec::new()), pos));
            }
            StmtKind::Label(l) => {
                b.labels.insert(l.name.clone(), b.code.len() as u32);
                b.label = Some(l.name.clone());
            }
            StmtKind::Barrier(bar) => {
                let shared_if = match bar
                    .scope
                    .iter()
                    .find(|s| s.word.name == "shared")
                    .and_then(|s| s.when.as_ref())
                {
                    Some(e) => Some(self.clause(e, &[], e.span, false, &Scope::spec(b.names))?),
                    None => None,
                };
                let mut invariants = Vec::new();
                // A candidate claims nothing (spec/gpu.md section 10).
                let claimed = bar
                    .invariants
                    .iter()
                    .filter(|i| !i.attrs.iter().any(|a| a.name.name == "candidate"));
                for inv in claimed {
                    let c = self.clause(
                        &inv.expr,
                        &inv.attrs,
                        inv.span,
                        false,
                        &Scope::spec(b.names),
                    )?;
                    invariants.push((inv.binary, c));
                }
                b.code.push((
                    Instr::Barrier(Barrier {
                        reach: bar.reach,
                        shared: bar.fences("shared"),
                        shared_if,
                        global: bar.fences("global"),
                        invariants,
                    }),
                    pos,
                ));
            }
            StmtKind::Atomic(a) => {
                let place = self.place(&a.location.name, b.names)?;
                let ty = self.place_type(place, &b.slot_types);
                let mut elem = ty;
                for _ in &a.location.indices {
                    if let Ty::Map(m) = elem {
                        elem = m.result.clone();
                    }
                }
                let elem = Rc::new(self.out.gen(&elem, 64, Spread::Uniform));
                let target = match &a.target {
                    Some(t) => Some(self.place(t, b.names)?),
                    None => None,
                };
                let levels = self.levels(&a.location.indices, b)?;
                b.code.push((
                    Instr::Atomic {
                        target,
                        place,
                        levels,
                        elem,
                    },
                    pos,
                ));
            }
            StmtKind::Error => {
                return Err(not_executable(s.span, "a statement that did not parse"))
            }
        }
        Ok(())
    }

    fn guard(&mut self, g: &Guard, b: &Body) -> R<Option<CExpr>> {
        match g {
            Guard::Star(_) => Ok(None),
            Guard::Expr(e) => self.code_expr(e, b).map(Some),
        }
    }

    fn invariant(&mut self, inv: &Invariant, kind: CheckKind, b: &Body) -> R<Instr> {
        let c = &inv.contract;
        let clause = self.clause(&c.expr, &c.attrs, inv.span, c.free, &Scope::spec(b.names))?;
        Ok(if c.free {
            Instr::Assume(clause)
        } else {
            Instr::Check(kind, clause)
        })
    }
}
