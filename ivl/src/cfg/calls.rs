//! Calls: modular (assert the callee's requires, havoc what it may change,
//! assume its ensures), or inlined for `{:inline N}` procedures.

use std::collections::HashMap;

use super::build::{BodyCtx, Builder, Implementation, GLOBAL_FRAME};
use super::*;
use crate::syntax::ast::{
    CallStmt, DeclKind, ExprKind, Ident, ProcedureDecl, SpecKind, TypedIdent,
};

impl Builder<'_> {
    pub(super) fn call(&mut self, span: Span, c: &CallStmt, ctx: &mut BodyCtx) {
        let info = &self.globals.procedures[&c.callee.name];
        let DeclKind::Procedure(callee) = &self.program.decls[info.decl].kind else {
            unreachable!("procedure table points at a procedure");
        };
        match self.inlined.get(c.callee.name.as_str()) {
            Some(&(imp, depth)) => {
                let active = self
                    .inlining
                    .iter()
                    .filter(|p| **p == c.callee.name)
                    .count();
                if (active as u64) < u64::from(depth) {
                    self.inline_call(span, c, callee, imp, ctx);
                } else {
                    // Boogie's default at the depth bound: the path ends.
                    self.emit(Cmd::Assume {
                        expr: Expr::new(ExprKind::Bool(false), span),
                        frame: GLOBAL_FRAME,
                    });
                }
            }
            None => self.modular_call(span, c, callee, ctx),
        }
    }

    /// A fresh temporary of the type of `formal`, bound to `value`.
    fn temporary(&mut self, prefix: &str, formal: &TypedIdent) -> String {
        let key = self.local_key(&formal.name.name, prefix);
        self.declare_var(&key, formal, None, GLOBAL_FRAME);
        key
    }

    /// Copies of the callee's modified globals, for its `old`.
    fn snapshots(&mut self, callee: &ProcedureDecl, prefix: &str) -> HashMap<String, String> {
        let modifies = self.globals.procedures[&callee.name.name].modifies.clone();
        let mut old = HashMap::new();
        let mut targets = Vec::new();
        for g in modifies {
            let key = self.local_key(&g, &format!("{prefix}old%"));
            let info = &self.cfg.vars[&g];
            let var = VarInfo {
                ty: info.ty.clone(),
                source_name: format!("old({g})"),
                where_clause: None,
                is_global: false,
            };
            self.cfg.vars.insert(key.clone(), var);
            let read = Expr::new(
                ExprKind::Var(Ident {
                    name: g.clone(),
                    span: callee.name.span,
                }),
                callee.name.span,
            );
            targets.push((key.clone(), read));
            old.insert(g, key);
        }
        if !targets.is_empty() {
            self.emit(Cmd::Assign {
                targets,
                frame: GLOBAL_FRAME,
            });
        }
        old
    }

    fn bind_arguments(&mut self, keys: &[String], args: &[Expr], frame: FrameId) {
        if keys.is_empty() {
            return;
        }
        let targets = keys.iter().cloned().zip(args.iter().cloned()).collect();
        self.emit(Cmd::Assign { targets, frame });
    }

    fn modular_call(&mut self, span: Span, c: &CallStmt, callee: &ProcedureDecl, ctx: &BodyCtx) {
        self.fresh += 1;
        let prefix = format!("call{}%{}%", self.fresh, callee.name.name);
        let ins: Vec<String> = callee
            .ins
            .iter()
            .map(|f| self.temporary(&prefix, f))
            .collect();
        self.bind_arguments(&ins, &c.args, ctx.frame);
        let old = self.snapshots(callee, &prefix);
        let mut frame = Frame {
            names: HashMap::new(),
            old: Some(old),
        };
        for (f, key) in callee.ins.iter().zip(&ins) {
            frame.names.insert(f.name.name.clone(), key.clone());
        }
        let outs: Vec<String> = c
            .outs
            .iter()
            .map(|o| self.key(&o.name, ctx.frame))
            .collect();
        for (f, key) in callee.outs.iter().zip(&outs) {
            frame.names.insert(f.name.name.clone(), key.clone());
        }
        let frame = self.cfg.add_frame(frame);

        if !c.free {
            self.contract_checks(self.current, callee, true, Some(span), frame);
        }
        // The modified globals' where clauses are assumed again; the
        // results get the callee's out-parameters' where clauses, not their
        // own (Boogie havocs copies of the results, then assigns them).
        let modified = self.globals.procedures[&callee.name.name].modifies.clone();
        let wheres = self.cfg.where_assumptions(&modified);
        let mut havocked = modified;
        havocked.extend(outs);
        self.emit(Cmd::Havoc(havocked));
        self.emit_all(wheres);
        for out in &callee.outs {
            if let Some(w) = &out.where_clause {
                self.emit(Cmd::Assume {
                    expr: w.clone(),
                    frame,
                });
            }
        }
        for spec in &callee.specs {
            if let SpecKind::Ensures(e) = &spec.kind {
                self.emit(Cmd::Assume {
                    expr: e.expr.clone(),
                    frame,
                });
            }
        }
    }

    fn inline_call(
        &mut self,
        span: Span,
        c: &CallStmt,
        callee: &ProcedureDecl,
        imp: &Implementation<'_>,
        ctx: &BodyCtx,
    ) {
        self.fresh += 1;
        let prefix = format!("inline{}%{}%", self.fresh, callee.name.name);
        let old = self.snapshots(callee, &prefix);
        let body_frame = self.cfg.add_frame(Frame {
            names: HashMap::new(),
            old: Some(old.clone()),
        });
        let contract_frame = self.cfg.add_frame(Frame {
            names: HashMap::new(),
            old: Some(old),
        });
        let [ins, outs, locals] =
            self.declare_implementation(imp, &prefix, body_frame, contract_frame);
        let mut fresh_state = outs.clone();
        fresh_state.extend(locals);
        // As in Boogie, the arguments are not assumed to meet the
        // in-parameters' where clauses.
        self.bind_arguments(&ins, &c.args, ctx.frame);
        let wheres = self.cfg.where_assumptions(&fresh_state);
        self.emit(Cmd::Havoc(fresh_state));
        self.emit_all(wheres);
        if !c.free {
            self.contract_checks(self.current, callee, true, Some(span), contract_frame);
        }

        let returned = self.new_block(&format!("{prefix}return"), span, OriginKind::Inlined);
        self.contract_checks(returned, callee, false, Some(span), contract_frame);
        let mut inner = BodyCtx {
            labels: HashMap::new(),
            breaks: Vec::new(),
            exit: returned,
            frame: body_frame,
        };
        self.inlining.push(callee.name.name.clone());
        self.lower_body(imp.body, &mut inner, &prefix);
        self.inlining.pop();
        self.current = returned;
        let results: Vec<String> = c
            .outs
            .iter()
            .map(|o| self.key(&o.name, ctx.frame))
            .collect();
        if !results.is_empty() {
            let targets = results
                .into_iter()
                .zip(&outs)
                .map(|(r, o)| {
                    let read = Expr::new(
                        ExprKind::Var(Ident {
                            name: o.clone(),
                            span,
                        }),
                        span,
                    );
                    (r, read)
                })
                .collect();
            // The callee's out keys are read by key, so in the global frame.
            self.emit(Cmd::Assign {
                targets,
                frame: GLOBAL_FRAME,
            });
        }
    }
}
