//! The rule `enabledness`: a thread for which the conditions around a loop
//! and the loop's guard hold is in the loop (GPUVerify's
//! `conditionsImplyingEnabledness`). Stated `{:global}`, so that it speaks
//! of the threads that have left the loop, or never entered it, too: they
//! are the ones whose conditions fail.

use crate::syntax::ast::*;
use crate::syntax::build::{and, attr, implies, not};
use crate::syntax::span::Span;

pub const RULE: &str = "enabledness";

/// `c1 && ... && cn ==> __enabled`, `conditions` holding on the way to
/// the loop's head and its guard last.
pub fn candidate(conditions: &[Expr], span: Span) -> Option<Invariant> {
    let (last, before) = conditions.split_last()?;
    let all = conjunction(before, last.clone());
    let enabled = super::rules::builtin("__enabled", span);
    Some(Invariant {
        contract: Contract {
            free: false,
            attrs: vec![
                attr("candidate", vec![AttrArg::Str(RULE.to_string(), span)]),
                attr("global", Vec::new()),
            ],
            expr: implies(all, enabled),
        },
        span,
    })
}

/// The conditions under which each block of `i` runs, in the order of
/// [`super::if_blocks_mut`]: a block's guard and the negations of the
/// guards before it. `None` for a block whose conditions `keep` rejects
/// or that an `if (*)` chooses.
pub fn branch_conditions(i: &IfStmt, keep: &impl Fn(&Expr) -> bool) -> Vec<Option<Expr>> {
    let mut out = Vec::new();
    let mut earlier: Option<Vec<Expr>> = Some(Vec::new());
    let mut at = i;
    loop {
        let guard = match &at.guard {
            Guard::Expr(c) if keep(c) => Some(c),
            _ => None,
        };
        out.push(match (&earlier, guard) {
            (Some(before), Some(c)) => Some(conjunction(before, c.clone())),
            _ => None,
        });
        earlier = match (earlier, guard) {
            (Some(mut before), Some(c)) => {
                before.push(not(c.clone()));
                Some(before)
            }
            _ => None,
        };
        match &at.els {
            None => return out,
            Some(Else::Block(_)) => {
                out.push(earlier.map(|before| {
                    let (last, rest) = before.split_last().expect("a guard before the else");
                    conjunction(rest, last.clone())
                }));
                return out;
            }
            Some(Else::If(s)) => match &s.kind {
                StmtKind::If(inner) => at = inner,
                _ => return out,
            },
        }
    }
}

fn conjunction(before: &[Expr], last: Expr) -> Expr {
    before.iter().rev().fold(last, |acc, c| and(c.clone(), acc))
}
