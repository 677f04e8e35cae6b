//! Accesses to shared and global arrays. Thread 1 logs a chosen one of its
//! accesses of each kind to each array, with its line (and a write's
//! value); thread 2's accesses are checked against those logs at a watched
//! element (an arbitrary constant per array), which covers every pair of
//! accesses.

use super::kernel::{Lowering, Pred};
use super::mangle::*;
use super::overflow::overflow_tests;
use super::thread::{array_reads, read_under_binder, unsupported, whole_array_use};
use super::uniform::is_uniform;
use crate::diagnostics::Diagnostic;
use crate::syntax::ast::*;
use crate::syntax::build::*;
use crate::syntax::span::Span;

impl Lowering<'_> {
    /// Evaluating `e`: logs and checks every array read in it (outside
    /// binders), and assumes its non-overflowing operations do not
    /// overflow.
    pub(super) fn evaluate(
        &mut self,
        e: &Expr,
        pred: &Pred,
        out: &mut Vec<Stmt>,
    ) -> Result<(), Diagnostic> {
        if let Some(a) = whole_array_use(e, self.names) {
            return Err(unsupported(
                a.span,
                &format!(
                    "`{}` used as a whole in kernel code (index it: each element read is race-checked)",
                    a.name
                ),
            ));
        }
        if let Some(a) = read_under_binder(e, self.names) {
            return Err(unsupported(
                a.span,
                &format!(
                    "a read of `{}` inside a quantifier or `let` in kernel code (each element \
                     read must be race-checked; read it into a local first)",
                    a.name
                ),
            ));
        }
        let mut found = Vec::new();
        array_reads(e, self.names, &mut found);
        let view = self.view(pred);
        if self.assume_no_overflow {
            for test in overflow_tests(e) {
                for t in Thread::BOTH {
                    let fits = implies(pred.get(t), not(view.at(&test, t)?));
                    out.push(stmt(StmtKind::Assume(Vec::new(), fits), e.span));
                    if matches!(pred, Pred::Uniform(_)) && is_uniform(&test, self.names) {
                        break;
                    }
                }
            }
        }
        for (array, ix, span) in found {
            let per_thread = view.both(ix)?;
            self.access(array, &per_thread, Access::Read, None, pred, span, out);
        }
        Ok(())
    }

    /// Thread 1 logs its access to `array` at `ix[0]`; thread 2's access at
    /// `ix[1]` is checked against thread 1's log; then neither location is
    /// unknown any more.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn access(
        &mut self,
        array: &str,
        ix: &[Vec<Expr>; 2],
        kind: Access,
        values: Option<&[Expr; 2]>,
        pred: &Pred,
        span: Span,
        out: &mut Vec<Stmt>,
    ) {
        if !self.names.is_written(array) {
            return;
        }
        // Thread 1 logs a nondeterministically chosen one of its accesses
        // of each kind (`$track`): every access of thread 1 is the logged
        // one on some path, so every pair of accesses is compared, with the
        // value and the line of the very access that was logged.
        out.push(stmt(StmtKind::Havoc(vec![ident(TRACK, span)]), span));
        let tracked = and(
            and(pred.get(Thread::One), watched(array, &ix[0], span)),
            var(TRACK, span),
        );
        let logged = self.log_access(array, kind, tracked, values.map(|v| &v[0]), span);
        out.push(logged);

        let group = if self.names.shared.contains_key(array) {
            same_group(span)
        } else {
            Expr::new(ExprKind::Bool(true), span)
        };
        let hit2 = and(
            and(
                and(pred.get(Thread::Two), group),
                watched(array, &ix[1], span),
            ),
            distinct(span),
        );
        let value2 = values.map(|v| &v[1]);
        out.extend(self.race_checks(array, kind, &hit2, &ix[1], value2, span));
        self.exclude_unknowns(array, ix, pred, span, out);
    }

    /// Thread 1's log of its access of `kind` to `array`, taken when
    /// `tracked`: the flag, the line and, for a write, the value written.
    fn log_access(
        &mut self,
        array: &str,
        kind: Access,
        tracked: Expr,
        value: Option<&Expr>,
        span: Span,
    ) -> Stmt {
        let log = log_flag(array, kind);
        let mut logged = vec![(log.clone(), or(var(&log, span), tracked.clone()))];
        if let (Access::Write, Some(v)) = (kind, value) {
            logged.push((
                written_value(array),
                ite(tracked.clone(), v.clone(), var(&written_value(array), span)),
            ));
        }
        let line = logged_line(array, kind);
        logged.push((
            line.clone(),
            ite(tracked, self.log_line(array, span), var(&line, span)),
        ));
        assign_all(logged, span)
    }

    /// The checks that thread 2's access of `kind` to `array` at `ix2`, when
    /// `hit2`, conflicts with no access in thread 1's logs (`value2`: what
    /// thread 2 writes).
    fn race_checks(
        &self,
        array: &str,
        kind: Access,
        hit2: &Expr,
        ix2: &[Expr],
        value2: Option<&Expr>,
        span: Span,
    ) -> Vec<Stmt> {
        if !self.options.race_checked(array) {
            return Vec::new();
        }
        let what = |a: Access| match a {
            Access::Read => "read",
            Access::Write => "write",
            Access::Atomic => "atomic access",
        };
        let conflicts: &[Access] = match kind {
            Access::Read => &[Access::Write, Access::Atomic],
            Access::Write => &[Access::Read, Access::Write, Access::Atomic],
            Access::Atomic => &[Access::Read, Access::Write],
        };
        let mut checks = Vec::new();
        for &other in conflicts {
            if (other == Access::Atomic || kind == Access::Atomic)
                && !self.names.atomic.contains(array)
            {
                continue;
            }
            let mut logged = var(&log_flag(array, other), span);
            if let (Access::Write, Access::Write, true, Some(v)) =
                (kind, other, self.benign, value2)
            {
                let differs = not(eq(var(&written_value(array), span), v.clone()));
                logged = and(logged, differs);
            }
            let text = format!(
                "possible {}-{} race on {array}: thread 2's {} conflicts with thread 1's {} of the same element",
                what(kind).split(' ').next().unwrap_or(""),
                what(other).split(' ').next().unwrap_or(""),
                what(kind),
                what(other)
            );
            let mut shown = thread_ids(span);
            shown.extend(
                ix2.iter()
                    .filter(|i| !matches!(i.kind, ExprKind::Bv(..) | ExprKind::Int(_)))
                    .cloned(),
            );
            let class = check_attribute(
                "race",
                &[array, access_word(kind), access_word(other)],
                vec![var(&logged_line(array, other), span)],
            );
            checks.push(stmt(
                self.check(
                    true,
                    vec![message(text), class, show(shown)],
                    not(and(hit2.clone(), logged)),
                ),
                span,
            ));
        }
        checks
    }

    /// Assumes that a thread's access to `array` at `ix` (under `pred`) is at
    /// none of the array's chosen unknown locations, which stand for
    /// locations neither thread accessed since the last barrier.
    fn exclude_unknowns(
        &self,
        array: &str,
        ix: &[Vec<Expr>; 2],
        pred: &Pred,
        span: Span,
        out: &mut Vec<Stmt>,
    ) {
        for k in 0..self.unknowns.get(array).copied().unwrap_or(0) {
            for t in Thread::BOTH {
                let differs = ix[t.index()]
                    .iter()
                    .enumerate()
                    .map(|(d, i)| not(eq(i.clone(), var(&unknown(array, k, d), span))))
                    .reduce(or)
                    .expect("an index");
                let chosen = var(&unknown_chosen(array, k), span);
                out.push(stmt(
                    StmtKind::Assume(Vec::new(), implies(and(pred.get(t), chosen), differs)),
                    span,
                ));
            }
        }
    }

    /// The source line of `span`, as a value for `array`'s logged lines.
    pub(super) fn log_line(&mut self, array: &str, span: Span) -> Expr {
        let line = (self.line)(span);
        self.logged_lines
            .entry(array.to_string())
            .or_default()
            .insert(line);
        Expr::new(ExprKind::Int(line.to_string()), span)
    }
}

/// `ix` is `array`'s watched element.
fn watched(array: &str, ix: &[Expr], span: Span) -> Expr {
    ix.iter()
        .enumerate()
        .map(|(k, i)| eq(i.clone(), var(&watch(array, k), span)))
        .reduce(and)
        .expect("an index")
}
