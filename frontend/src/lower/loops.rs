//! Loops (`for`, `while`, `do`) as IVL `while` loops, with the invariants
//! GPUVerify's annotations state.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::func::{Func, Jump};
use super::stmt::Flags;
use super::translator::{unsupported, Result};
use crate::clang::ast::{callee_name, strip, Node};

const INVARIANTS: &[&str] = &[
    "__invariant",
    "__global_invariant",
    "__function_wide_invariant",
    "__candidate_invariant",
    "__candidate_global_invariant",
    "__function_wide_candidate_invariant",
];

impl<'t, 'a> Func<'t, 'a> {
    /// Splits a loop condition `__invariant(a), __invariant(b), c` into
    /// its invariants and its test.
    fn loop_head(
        &mut self,
        cond: Option<&'a Node>,
        body: &'a Node,
    ) -> Result<(Vec<Invariant>, Option<&'a Node>, Vec<&'a Node>)> {
        let mut invariants = Vec::new();
        let mut test = cond;
        let mut annotations = Vec::new();
        while let Some(c) = test.map(strip) {
            if c.is("BinaryOperator") && c.opcode.as_deref() == Some(",") {
                collect_invariant_calls(&c.inner[0], &mut annotations);
                test = c.inner.get(1);
            } else {
                if c.is("CallExpr") && callee_name(c).is_some_and(|n| INVARIANTS.contains(&n)) {
                    annotations.push(c);
                    test = None;
                }
                break;
            }
        }
        // Invariants may also open the body.
        let mut rest = Vec::new();
        let items: Vec<&Node> = if body.is("CompoundStmt") {
            body.inner.iter().collect()
        } else {
            vec![body]
        };
        let mut leading = true;
        for item in items {
            let is_inv =
                item.is("CallExpr") && callee_name(item).is_some_and(|n| INVARIANTS.contains(&n));
            if leading && is_inv {
                annotations.push(item);
            } else {
                leading = false;
                rest.push(item);
            }
        }
        annotations.extend(self.function_wide.clone());
        for a in annotations {
            let name = callee_name(a).unwrap_or_default();
            if !self.t.config.annotations.reads(name) {
                continue;
            }
            // An assertion at the loop head is checked on entry and after
            // each iteration: GPUVerify reads it as an invariant.
            let assertion = matches!(name, "__assert" | "__global_assert");
            if !INVARIANTS.contains(&name) && !assertion {
                return unsupported(a.at.as_ref(), format!("{name} in a loop condition"));
            }
            let arg =
                a.inner.get(1).ok_or(()).or_else(|_| {
                    unsupported(a.at.as_ref(), "an invariant without its condition")
                })?;
            let e = self.spec(arg)?;
            let mut attrs: Vec<Attribute> = a.at.iter().map(source_attr).collect();
            // Kept only if inference finds that it holds (spec/gpu.md
            // section 10).
            if name.contains("candidate") || self.t.config.invariants_as_candidates {
                attrs.push(attr(
                    "candidate",
                    vec![AttrArg::Str("user".into(), NO_SPAN)],
                ));
            }
            // Not predicated: it holds whether or not the thread is in the
            // loop.
            if name.contains("global") {
                attrs.push(attr("global", Vec::new()));
            }
            invariants.push(Invariant {
                contract: contract(e, attrs),
                span: Default::default(),
            });
        }
        Ok((invariants, test, rest))
    }

    /// The body of a loop with its `continue` flag handled; returns the
    /// statements and the flags of outer constructs it may set.
    fn loop_body(&mut self, items: Vec<&'a Node>) -> Result<(Vec<Stmt>, Flags)> {
        let copies_before = self.pending_copies.len();
        let body = self.loop_body_inner(items)?;
        if self.pending_copies.len() > copies_before {
            // The next iteration's barriers would run while it is in flight.
            return unsupported(None, "an async_work_group_copy in a loop without its wait_group_events in the same iteration");
        }
        Ok(body)
    }

    fn loop_body_inner(&mut self, items: Vec<&'a Node>) -> Result<(Vec<Stmt>, Flags)> {
        self.jumps.push(Jump::Loop { cont: None });
        self.loop_depth += 1;
        let r = self.capture(|f| f.items(&items));
        self.loop_depth -= 1;
        let Some(Jump::Loop { cont }) = self.jumps.pop() else {
            unreachable!("loop frame")
        };
        let (mut stmts, mut flags) = r?;
        if let Some(cont) = cont {
            stmts.insert(0, assign(&cont, boolean(false)));
            flags.remove(&cont);
        }
        Ok((stmts, flags))
    }

    fn emit_loop(
        &mut self,
        invariants: Vec<Invariant>,
        test: Option<&'a Node>,
        body: Vec<Stmt>,
        step: Vec<Stmt>,
    ) -> Result<()> {
        let (test_stmts, test) = match test {
            Some(t) => self.capture(|f| f.condition(t))?,
            None => (Vec::new(), boolean(true)),
        };
        let mut stmts = Vec::new();
        let guard = if test_stmts.is_empty() {
            test
        } else {
            stmts.extend(test_stmts);
            stmts.push(if_then(
                simplified_not(test),
                vec![stmt(StmtKind::Break(None), NO_SPAN)],
                Vec::new(),
            ));
            boolean(true)
        };
        stmts.extend(body);
        stmts.extend(step);
        self.emit(stmt(
            StmtKind::While(WhileStmt {
                guard: Guard::Expr(guard),
                invariants,
                body: block(stmts),
            }),
            NO_SPAN,
        ));
        self.unmark();
        Ok(())
    }

    /// After a loop whose body may return from a device function, or jump
    /// to a label outside the enclosing loop: leave that loop too.
    fn after_loop(&mut self, flags: &Flags) {
        self.leave_loops_for_gotos(flags);
        if self.loop_depth > 0 {
            if let Some(ret) = &self.ret {
                if flags.contains(&ret.flag) {
                    let flag = ret.flag.clone();
                    self.emit(if_then(
                        var(&flag, NO_SPAN),
                        vec![stmt(StmtKind::Break(None), NO_SPAN)],
                        Vec::new(),
                    ));
                }
            }
        }
    }

    pub fn for_statement(&mut self, s: &'a Node) -> Result<Flags> {
        if let Some(flags) = self.unrolled_for(s)? {
            return Ok(flags);
        }
        self.mark(s);
        // Clang writes: init, condition variable, condition, increment, body.
        let [init, cond_var, cond, inc, body] = s.inner.as_slice() else {
            return unsupported(s.at.as_ref(), "this form of `for`");
        };
        if !cond_var.kind.is_empty() {
            return unsupported(cond_var.at.as_ref(), "a condition variable in a `for`");
        }
        if !init.kind.is_empty() {
            self.statement(init)?;
        }
        let cond = (!cond.kind.is_empty()).then_some(cond);
        let (invariants, test, items) = self.loop_head(cond, body)?;
        let (body, flags) = self.loop_body(items)?;
        self.loop_depth += 1;
        let step = if inc.kind.is_empty() {
            Vec::new()
        } else {
            self.capture(|f| {
                f.mark(inc);
                f.effects(inc)
            })?
            .0
        };
        let r = self.emit_loop(invariants, test, body, step);
        self.loop_depth -= 1;
        r?;
        self.after_loop(&flags);
        Ok(flags)
    }

    pub fn while_statement(&mut self, s: &'a Node) -> Result<Flags> {
        self.mark(s);
        let [cond, body] = s.inner.as_slice() else {
            return unsupported(s.at.as_ref(), "a condition variable in a `while`");
        };
        let (invariants, test, items) = self.loop_head(Some(cond), body)?;
        let (body, flags) = self.loop_body(items)?;
        self.loop_depth += 1;
        let r = self.emit_loop(invariants, test, body, Vec::new());
        self.loop_depth -= 1;
        r?;
        self.after_loop(&flags);
        Ok(flags)
    }

    pub fn do_statement(&mut self, s: &'a Node) -> Result<Flags> {
        self.mark(s);
        let [body, cond] = s.inner.as_slice() else {
            return unsupported(s.at.as_ref(), "this form of `do`");
        };
        let items: Vec<&Node> = if body.is("CompoundStmt") {
            body.inner.iter().collect()
        } else {
            vec![body]
        };
        let (mut stmts, flags) = self.loop_body(items)?;
        self.loop_depth += 1;
        let r = self.capture(|f| {
            f.mark(cond);
            f.condition(cond)
        });
        self.loop_depth -= 1;
        let (test_stmts, test) = r?;
        stmts.extend(test_stmts);
        stmts.push(if_then(
            simplified_not(test),
            vec![stmt(StmtKind::Break(None), NO_SPAN)],
            Vec::new(),
        ));
        self.emit(stmt(
            StmtKind::While(WhileStmt {
                guard: Guard::Expr(boolean(true)),
                invariants: Vec::new(),
                body: block(stmts),
            }),
            NO_SPAN,
        ));
        self.unmark();
        self.after_loop(&flags);
        Ok(flags)
    }
}

fn collect_invariant_calls<'a>(n: &'a Node, out: &mut Vec<&'a Node>) {
    let n = strip(n);
    if n.is("BinaryOperator") && n.opcode.as_deref() == Some(",") {
        for c in &n.inner {
            collect_invariant_calls(c, out);
        }
    } else {
        out.push(n);
    }
}
