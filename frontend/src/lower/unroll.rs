//! `for` loops of a constant trip count, unrolled: `for (int i = A; i < B;
//! i++)` with A and B constants (`#pragma unroll` loops over a thread's
//! items, CUB's among them) becomes its body B - A times, `i` set before
//! each copy. The executions are the loop's own, so no invariant is
//! needed. Only a loop whose counter the body leaves alone and whose body
//! cannot leave early (no `break`, `continue`, `return`, `goto`, or loop
//! annotation) is unrolled, only an innermost loop, and only up to
//! [`MOST_ITERATIONS`] and [`MOST_COPIED_NODES`].

use super::constant::{fold, in_type};
use super::func::Func;
use super::stmt::Flags;
use super::translator::Result;
use crate::clang::ast::{strip, Node};
use crate::ctype::CType;

/// The most iterations a loop is unrolled to.
const MOST_ITERATIONS: usize = 8;

/// The most AST nodes the copies of a loop's body may have in all.
const MOST_COPIED_NODES: usize = 2000;

/// The values of a constant loop's counter at each iteration.
struct Trips {
    counter: String,
    values: usize,
}

impl<'t, 'a> Func<'t, 'a> {
    /// The loop unrolled, if it is one of a constant trip count; `None`
    /// (nothing emitted) otherwise.
    pub fn unrolled_for(&mut self, s: &'a Node) -> Result<Option<Flags>> {
        let [init, cond_var, cond, inc, body] = s.inner.as_slice() else {
            return Ok(None);
        };
        if !cond_var.kind.is_empty() {
            return Ok(None);
        }
        let Some(trips) = self.trips(init, cond, inc) else {
            return Ok(None);
        };
        if leaves_early(body) || assigns(body, &trips.counter) {
            return Ok(None);
        }
        // Only innermost loops, and only while the copies stay small: nested
        // loops unrolled multiply each other's copies.
        if has_loop(body) || size(body) * trips.values > MOST_COPIED_NODES {
            return Ok(None);
        }
        self.mark(s);
        self.statement(init)?;
        let mut flags = Flags::new();
        for _ in 0..trips.values {
            flags.extend(self.statement(body)?);
            self.mark(inc);
            self.effects(inc)?;
        }
        Ok(Some(flags))
    }

    /// How many times `for (init; cond; inc)` runs when all three are
    /// about one integer counter and constants.
    fn trips(&self, init: &Node, cond: &Node, inc: &Node) -> Option<Trips> {
        let fold = |n: &Node| fold(n, &self.t.enum_values, &self.t.types);
        let [var] = init.inner.as_slice() else {
            return None;
        };
        if !init.is("DeclStmt") || !var.is("VarDecl") {
            return None;
        }
        let counter_ty = self.t.ctype(var);
        let start = in_type(fold(var.inner.first()?)?, &counter_ty)?;
        let counter = var.id.clone();
        let names_counter = |n: &Node| {
            let mut n = strip(n);
            while n.is("ImplicitCastExpr") && n.inner.len() == 1 {
                n = strip(&n.inner[0]);
            }
            n.is("DeclRefExpr") && n.referenced_id() == Some(counter.as_str())
        };
        // The test: the counter against a constant, in the comparison's type.
        let cond = strip(cond);
        let op = cond.opcode.as_deref()?;
        if !cond.is("BinaryOperator") || !names_counter(&cond.inner[0]) {
            return None;
        }
        let compared = self.t.ctype(&cond.inner[0]);
        let bound = in_type(fold(&cond.inner[1])?, &compared)?;
        let holds = |v: i128| {
            let v = in_type(v, &compared).expect("an integer");
            match op {
                "<" => v < bound,
                "<=" => v <= bound,
                ">" => v > bound,
                ">=" => v >= bound,
                "!=" => v != bound,
                _ => false,
            }
        };
        // The step: `++`, `--`, `+= k`, `-= k`.
        let inc = strip(inc);
        let step = match (inc.kind.as_str(), inc.opcode.as_deref()?) {
            ("UnaryOperator", "++") if names_counter(&inc.inner[0]) => 1,
            ("UnaryOperator", "--") if names_counter(&inc.inner[0]) => -1,
            ("CompoundAssignOperator", "+=") if names_counter(&inc.inner[0]) => {
                fold(&inc.inner[1])?
            }
            ("CompoundAssignOperator", "-=") if names_counter(&inc.inner[0]) => {
                fold(&inc.inner[1])?.checked_neg()?
            }
            _ => return None,
        };
        if !matches!(counter_ty, CType::Int { .. }) {
            return None;
        }
        let mut v = start;
        let mut values = 0;
        while holds(v) {
            values += 1;
            if values > MOST_ITERATIONS {
                return None;
            }
            v = in_type(v.checked_add(step)?, &counter_ty)?;
        }
        Some(Trips { counter, values })
    }
}

/// Whether `n` may leave the loop early or is annotated as a loop: a
/// `break` or `continue` (outside a loop or `switch` of its own), a
/// `return`, a `goto`, or an invariant.
fn leaves_early(n: &Node) -> bool {
    /// `in_loop`: inside a loop of the body's own (which takes `break` and
    /// `continue`); `in_switch`: inside a `switch` of its own (`break`
    /// only: a `continue` there is the unrolled loop's).
    fn walk(n: &Node, in_loop: bool, in_switch: bool) -> bool {
        match n.kind.as_str() {
            "ReturnStmt" | "GotoStmt" | "IndirectGotoStmt" => return true,
            "BreakStmt" if !in_loop && !in_switch => return true,
            "ContinueStmt" if !in_loop => return true,
            "CallExpr"
                if crate::clang::ast::callee_name(n).is_some_and(|c| c.contains("invariant")) =>
            {
                return true
            }
            "LambdaExpr" => return false,
            _ => {}
        }
        let in_loop = in_loop
            || matches!(
                n.kind.as_str(),
                "ForStmt" | "WhileStmt" | "DoStmt" | "CXXForRangeStmt"
            );
        let in_switch = in_switch || n.is("SwitchStmt");
        n.inner.iter().any(|c| walk(c, in_loop, in_switch))
    }
    walk(n, false, false)
}

/// Whether `n` names the variable of declaration `id` other than to read
/// its value: an assignment, `++`, `&`, a reference bound to it.
fn assigns(n: &Node, id: &str) -> bool {
    let read = n.is("ImplicitCastExpr") && n.cast_kind.as_deref() == Some("LValueToRValue");
    n.inner.iter().any(|c| {
        let named = strip(c);
        if named.is("DeclRefExpr") && named.referenced_id() == Some(id) {
            !read
        } else {
            assigns(c, id)
        }
    })
}

fn has_loop(n: &Node) -> bool {
    matches!(
        n.kind.as_str(),
        "ForStmt" | "WhileStmt" | "DoStmt" | "CXXForRangeStmt"
    ) || n.inner.iter().any(has_loop)
}

fn size(n: &Node) -> usize {
    1 + n.inner.iter().map(size).sum::<usize>()
}
