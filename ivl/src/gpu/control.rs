//! Branches and loops for the pair. Each branch of a conditional gets its
//! threads' predicates; a loop both threads run together stays one loop,
//! and any other runs while either thread's loop predicate holds.

use super::footprint::contains_return;
use super::kernel::{contains_break, Lowering, Pred};
use super::mangle::*;
use super::options::Checks;
use super::thread::{array_reads, uses_access_predicate, View};
use super::uniform::is_uniform;
use crate::diagnostics::Diagnostic;
use crate::syntax::ast::*;
use crate::syntax::build::*;
use crate::syntax::rewrite::assigned;
use crate::syntax::span::Span;

/// `e` as written at `span` (a branch's predicates at their `if`, where
/// confirmation looks for them).
fn at(mut e: Expr, span: Span) -> Expr {
    e.span = span;
    e
}

impl Lowering<'_> {
    fn guard_predicates(
        &mut self,
        guard: &Guard,
        pred: &Pred,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Result<(Pred, Pred), Diagnostic> {
        let view = self.view(pred);
        let conds: Option<[Expr; 2]> = match guard {
            Guard::Expr(c) => {
                self.evaluate(c, pred, out)?;
                if matches!(pred, Pred::Uniform(_)) && is_uniform(c, self.names) {
                    let c1 = view.at(c, Thread::One)?;
                    let then = self.temp("then.", bool_type());
                    let other = self.temp("else.", bool_type());
                    let p = pred.get(Thread::One);
                    out.push(assign_all(
                        vec![
                            (then.clone(), at(and(p.clone(), c1.clone()), span)),
                            (other.clone(), at(and(p, not(c1)), span)),
                        ],
                        span,
                    ));
                    return Ok((
                        Pred::Uniform(var(&then, span)),
                        Pred::Uniform(var(&other, span)),
                    ));
                }
                Some([view.at(c, Thread::One)?, view.at(c, Thread::Two)?])
            }
            Guard::Star(_) => None,
        };
        let conds = match conds {
            Some(c) => c,
            None => {
                let mut choices = Vec::new();
                for _ in Thread::BOTH {
                    let h = self.temp("choice", bool_type());
                    out.push(stmt(StmtKind::Havoc(vec![ident(&h, span)]), span));
                    choices.push(var(&h, span));
                }
                [choices[0].clone(), choices[1].clone()]
            }
        };
        let mut then = Vec::new();
        let mut other = Vec::new();
        let mut targets = Vec::new();
        for t in Thread::BOTH {
            let p = pred.get(t);
            let c = conds[t.index()].clone();
            // `$then.T.N`: confirmation reads thread T's branch off the model.
            let n = t.index() + 1;
            let a = self.temp(&format!("then.{n}."), bool_type());
            let b = self.temp(&format!("else.{n}."), bool_type());
            targets.push((a.clone(), at(and(p.clone(), c.clone()), span)));
            targets.push((b.clone(), at(and(p, not(c)), span)));
            then.push(var(&a, span));
            other.push(var(&b, span));
        }
        out.push(assign_all(targets, span));
        Ok((
            Pred::Pair(then[0].clone(), then[1].clone()),
            Pred::Pair(other[0].clone(), other[1].clone()),
        ))
    }

    pub(super) fn if_stmt(
        &mut self,
        i: &IfStmt,
        pred: &Pred,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        let (arms, els) = i.chain();
        let mut rest = pred.clone();
        for (guard, block) in arms {
            let (then, other) = self.guard_predicates(guard, &rest, span, out)?;
            self.block(&block.stmts, &then, out)?;
            rest = other;
        }
        if let Some(b) = els {
            self.block(&b.stmts, &rest, out)?;
        }
        Ok(())
    }

    pub(super) fn while_stmt(
        &mut self,
        w: &WhileStmt,
        pred: &Pred,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        let leaves = contains_break(&w.body.stmts) || contains_return(&w.body.stmts);
        match &w.guard {
            Guard::Expr(c)
                if !leaves && matches!(pred, Pred::Uniform(_)) && is_uniform(c, self.names) =>
            {
                self.uniform_loop(w, c, pred, span, out)
            }
            _ => self.predicated_loop(w, pred, span, out),
        }
    }

    /// A loop that both threads run together (its guard `c` is uniform and
    /// no thread leaves early): one loop for the pair.
    fn uniform_loop(
        &mut self,
        w: &WhileStmt,
        c: &Expr,
        pred: &Pred,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        let view = self.view(pred);
        let invariants = self.loop_invariants(w, pred, &view)?;
        self.broken.push(None);
        let guard = and(pred.get(Thread::One), view.at(c, Thread::One)?);
        let mut body = Vec::new();
        let lowered = self.block(&w.body.stmts, pred, &mut body);
        self.broken.pop();
        lowered?;
        out.push(lowered_loop(w, guard, invariants, body, span));
        Ok(())
    }

    /// A loop that the threads may leave at different iterations: it runs
    /// while either thread's loop predicate holds.
    fn predicated_loop(
        &mut self,
        w: &WhileStmt,
        pred: &Pred,
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        let qs = [
            self.temp("loop", bool_type()),
            self.temp("loop", bool_type()),
        ];
        let invariants = self.predicated_invariants(w, pred, &qs, span)?;
        let looping = [var(&qs[0], span), var(&qs[1], span)];
        let broken = contains_break(&w.body.stmts).then(|| {
            [
                self.temp("broken", bool_type()),
                self.temp("broken", bool_type()),
            ]
        });
        let init = Thread::BOTH
            .iter()
            .map(|&t| (qs[t.index()].clone(), pred.get(t)))
            .collect();
        out.push(assign_all(init, span));
        let in_loop = Pred::Pair(looping[0].clone(), looping[1].clone());
        // The guard is evaluated on entry and after each iteration, so that
        // a loop predicate is false exactly for the threads that left.
        self.continue_loop(w, &in_loop, &looping, span, out)?;
        let body = self.predicated_body(w, &in_loop, &looping, broken, span)?;
        let mut invariants = invariants;
        invariants.extend(self.masked_frames(pred, &body, span, out));
        let guard = or(looping[0].clone(), looping[1].clone());
        out.push(lowered_loop(w, guard, invariants, body, span));
        Ok(())
    }

    /// The invariants of a predicated loop with loop predicates `qs`: the
    /// user's, and what the loop predicates mean.
    fn predicated_invariants(
        &mut self,
        w: &WhileStmt,
        pred: &Pred,
        qs: &[String; 2],
        span: Span,
    ) -> Result<Vec<Invariant>, Diagnostic> {
        // In the invariants, `__enabled` is "still in the loop".
        let in_loop_view = View {
            names: self.names,
            enabled: [var(&qs[0], span), var(&qs[1], span)],
            local_ids: None,
        };
        let mut invariants = self.loop_invariants(w, pred, &in_loop_view)?;
        for t in Thread::BOTH {
            invariants.push(Invariant {
                contract: Contract {
                    free: false,
                    attrs: Vec::new(),
                    expr: implies(var(&qs[t.index()], span), pred.get(t)),
                },
                span,
            });
        }
        // A thread still in the loop found the guard true: its predicate
        // was last set from the guard, on the state the loop head sees.
        // (Not for guards that read memory, whose reads are accesses.)
        if let Guard::Expr(g) = &w.guard {
            let mut reads = Vec::new();
            array_reads(g, self.names, &mut reads);
            if reads.is_empty() {
                for t in Thread::BOTH {
                    invariants.push(Invariant {
                        contract: Contract {
                            free: true,
                            attrs: Vec::new(),
                            expr: implies(var(&qs[t.index()], span), in_loop_view.at(g, t)?),
                        },
                        span,
                    });
                }
            }
        }
        Ok(invariants)
    }

    /// What a thread masked off on the loop's entry keeps: `!Pt ==> x ==
    /// x0` for each of its variables the lowered `body` may change (thread
    /// 1's logs among them), `x0` a copy taken on entry. The loop's cut
    /// makes what the body changes arbitrary, inner loops' cuts too, for a
    /// thread that runs none of it as for one that does; these give back
    /// what the masked-off thread holds (GPUVerify's candidates
    /// `disabledMaintainsInstrumentation`, here checked invariants, true
    /// by construction). None for a thread whose `Pt` the loop changes.
    fn masked_frames(
        &mut self,
        pred: &Pred,
        body: &[Stmt],
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Vec<Invariant> {
        let mut changed = Vec::new();
        for s in body {
            assigned(s, &mut changed);
        }
        let changed: std::collections::HashSet<String> = changed.into_iter().collect();
        let mut copies = Vec::new();
        let mut frames = Vec::new();
        for t in Thread::BOTH {
            let p = pred.get(t);
            let mut reads = Vec::new();
            crate::syntax::rewrite::variables(&p, &mut reads);
            if matches!(p.kind, ExprKind::Bool(true)) || reads.iter().any(|v| changed.contains(v)) {
                continue;
            }
            for (x, ty) in self.thread_state(t) {
                if !changed.contains(&x) {
                    continue;
                }
                let x0 = self.temp("entry", ty);
                copies.push((x0.clone(), var(&x, span)));
                frames.push(Invariant {
                    contract: Contract {
                        free: false,
                        attrs: Vec::new(),
                        expr: implies(not(p.clone()), eq(var(&x, span), var(&x0, span))),
                    },
                    span,
                });
            }
        }
        if !copies.is_empty() {
            out.push(assign_all(copies, span));
        }
        frames
    }

    /// Thread `t`'s variables in the reduction, with their types: its
    /// copies of the private variables, and for thread 1 the logs.
    fn thread_state(&self, t: Thread) -> Vec<(String, Type)> {
        let mut state: Vec<(String, Type)> = self
            .names
            .private
            .iter()
            .filter_map(|x| Some((copy(x, t), self.types.get(x)?.clone())))
            .collect();
        if t == Thread::One {
            for array in self.names.written_arrays() {
                for flag in log_flags(array) {
                    state.push((flag, bool_type()));
                }
                for line in logged_lines(array) {
                    state.push((line, int_type()));
                }
                if let TypeKind::Map(_, element) = &self.names.array_type(array).kind {
                    state.push((written_value(array), (**element).clone()));
                }
            }
        }
        state.sort_by(|a, b| a.0.cmp(&b.0));
        state
    }

    /// The body of a predicated loop, run by the threads `in_loop`, then
    /// the guard evaluated again for those still here; `broken` are the
    /// loop's `break` flags, when it has a `break`.
    fn predicated_body(
        &mut self,
        w: &WhileStmt,
        in_loop: &Pred,
        looping: &[Expr],
        broken: Option<[String; 2]>,
        span: Span,
    ) -> Result<Vec<Stmt>, Diagnostic> {
        let mut body = Vec::new();
        if let Some(flags) = &broken {
            let f = Expr::new(ExprKind::Bool(false), span);
            body.push(assign_all(
                vec![(flags[0].clone(), f.clone()), (flags[1].clone(), f)],
                span,
            ));
        }
        self.broken.push(broken);
        let lowered = self
            .block(&w.body.stmts, in_loop, &mut body)
            .and_then(|()| {
                let here = self.remaining(in_loop, span, &mut body);
                self.continue_loop(w, &here, looping, span, &mut body)
            });
        self.broken.pop();
        lowered?;
        Ok(body)
    }

    /// The user's invariants for the pair: `Pt ==> I$t` for each thread
    /// (thread 1 only when `I` uses an access predicate). A candidate's
    /// copies are switched by one existential constant: `b ==> Pt ==> I$t`.
    fn loop_invariants(
        &mut self,
        w: &WhileStmt,
        pred: &Pred,
        view: &View,
    ) -> Result<Vec<Invariant>, Diagnostic> {
        let mut invariants = Vec::new();
        for inv in &w.invariants {
            let access = uses_access_predicate(&inv.contract.expr);
            let threads: &[Thread] = if access {
                &[Thread::One]
            } else {
                &Thread::BOTH
            };
            let candidate = is_candidate(&inv.contract.attrs);
            // `{:global}`: whatever the thread's predicate (GPUVerify's
            // `__global_invariant`).
            let global = inv.contract.attrs.iter().any(|a| a.name.name == "global");
            let mut copies: Vec<Expr> = Vec::new();
            for &t in threads {
                let at = view.at(&inv.contract.expr, t)?;
                let e = if global { at } else { implies(pred.get(t), at) };
                // A uniform invariant's copies are one.
                if !copies
                    .iter()
                    .any(|c| crate::syntax::rewrite::same_expr(c, &e))
                {
                    copies.push(e);
                }
            }
            // A candidate true by its shape (about a variable both threads
            // share, say) says nothing.
            if candidate && copies.iter().all(crate::syntax::rewrite::trivially_true) {
                continue;
            }
            let mut attrs = inv.contract.attrs.clone();
            if !candidate {
                for e in copies {
                    invariants.push(Invariant {
                        contract: Contract {
                            free: inv.contract.free || self.checks == Checks::OnlyRaces,
                            attrs: attrs.clone(),
                            expr: e,
                        },
                        span: inv.span,
                    });
                }
                continue;
            }
            // The candidate as the kernel states it, for reports.
            let text = crate::print::expr_to_string(&inv.contract.expr);
            for a in attrs.iter_mut().filter(|a| a.name.name == "candidate") {
                a.args.truncate(1);
                a.args.push(AttrArg::Str(text.clone(), inv.span));
            }
            let mut groups = vec![(copies, attrs.clone())];
            // Thread 1's logs keep what they hold while it is masked off (in
            // an inner loop, say, that cuts them free): also the candidate
            // whatever the thread's predicate, as `{:global}` says.
            let unguarded = view.at(&inv.contract.expr, Thread::One)?;
            if access
                && !groups[0]
                    .0
                    .iter()
                    .any(|c| crate::syntax::rewrite::same_expr(c, &unguarded))
            {
                let mut global = attrs.clone();
                global.push(crate::syntax::build::attr("global", Vec::new()));
                groups.push((vec![unguarded], global));
            }
            for (copies, attrs) in groups {
                let b = self.candidate_switch();
                for e in copies {
                    invariants.push(Invariant {
                        contract: Contract {
                            free: false,
                            attrs: attrs.clone(),
                            expr: implies(var(&b, inv.span), e),
                        },
                        span: inv.span,
                    });
                }
            }
        }
        // A logged line is one that an access logs: true of every
        // execution, so assumed, not checked (`$access_line.A` is defined
        // once every kernel is lowered, from the lines `log_line` gave).
        let span = w.body.span;
        for array in self.names.written_arrays() {
            for (flag, line) in log_flags(array).iter().zip(logged_lines(array)) {
                let known = Expr::new(
                    ExprKind::Apply(ident(&access_line(array), span), vec![var(&line, span)]),
                    span,
                );
                invariants.push(Invariant {
                    contract: Contract {
                        free: true,
                        attrs: Vec::new(),
                        expr: implies(var(flag, span), known),
                    },
                    span,
                });
            }
        }
        Ok(invariants)
    }

    /// `q$t := Pt && c$t` for the loop predicates `q`.
    fn continue_loop(
        &mut self,
        w: &WhileStmt,
        pred: &Pred,
        looping: &[Expr],
        span: Span,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        let (then, _) = self.guard_predicates(&w.guard, pred, span, out)?;
        let mut update = Vec::new();
        for t in Thread::BOTH {
            let ExprKind::Var(q) = &looping[t.index()].kind else {
                unreachable!("a variable")
            };
            update.push((q.name.clone(), then.get(t)));
        }
        out.push(assign_all(update, span));
        Ok(())
    }
}

/// The lowered loop for `w`.
fn lowered_loop(
    w: &WhileStmt,
    guard: Expr,
    invariants: Vec<Invariant>,
    body: Vec<Stmt>,
    span: Span,
) -> Stmt {
    stmt(
        StmtKind::While(WhileStmt {
            guard: Guard::Expr(guard),
            invariants,
            body: Block {
                stmts: body,
                span: w.body.span,
            },
        }),
        span,
    )
}

/// `{:candidate "RULE"}`: an invariant that inference keeps only if it
/// holds (spec/gpu.md section 4).
pub(super) fn is_candidate(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| a.name.name == "candidate")
}
