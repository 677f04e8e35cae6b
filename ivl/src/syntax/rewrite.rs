//! Rewriting expressions (substitution, the one-point rule) and what a
//! statement changes.

use super::ast::{BinaryOp, Expr, ExprKind, QuantKind, Stmt, StmtKind};

/// `e` with every free occurrence of variable `x` replaced by `by` (which
/// must not read a name `e` binds around `x`).
pub fn substitute(e: &Expr, x: &str, by: &Expr) -> Expr {
    match &e.kind {
        ExprKind::Var(v) if v.name == x => {
            let mut r = by.clone();
            r.span = e.span;
            r
        }
        ExprKind::Quant(q) if q.vars.iter().any(|v| v.name.name == x) => e.clone(),
        // The values are outside the `let`'s own binding.
        ExprKind::Let(names, values, body) if names.iter().any(|n| n.name == x) => Expr::new(
            ExprKind::Let(
                names.clone(),
                values.iter().map(|v| substitute(v, x, by)).collect(),
                body.clone(),
            ),
            e.span,
        ),
        _ => {
            let mut r = e.clone();
            r.for_each_child_mut(&mut |c| *c = substitute(c, x, by));
            r
        }
    }
}

/// `e` with each free variable named in `by` replaced by its expression,
/// all at once (a replacement is not replaced again). Binders inside `e`
/// shadow as in [`substitute`].
pub fn substitute_all(e: &Expr, by: &std::collections::HashMap<String, Expr>) -> Expr {
    match &e.kind {
        ExprKind::Var(v) => match by.get(&v.name) {
            Some(r) => {
                let mut r = r.clone();
                r.span = e.span;
                r
            }
            None => e.clone(),
        },
        ExprKind::Quant(q) if q.vars.iter().any(|v| by.contains_key(&v.name.name)) => {
            let mut inner = by.clone();
            for v in &q.vars {
                inner.remove(&v.name.name);
            }
            let mut r = e.clone();
            r.for_each_child_mut(&mut |c| *c = substitute_all(c, &inner));
            r
        }
        ExprKind::Let(names, values, body) if names.iter().any(|n| by.contains_key(&n.name)) => {
            let mut inner = by.clone();
            for n in names {
                inner.remove(&n.name);
            }
            Expr::new(
                ExprKind::Let(
                    names.clone(),
                    values.iter().map(|v| substitute_all(v, by)).collect(),
                    Box::new(substitute_all(body, &inner)),
                ),
                e.span,
            )
        }
        _ => {
            let mut r = e.clone();
            r.for_each_child_mut(&mut |c| *c = substitute_all(c, by));
            r
        }
    }
}

/// The variables `e` reads (bound ones included).
pub fn variables(e: &Expr, out: &mut Vec<String>) {
    if let ExprKind::Var(v) = &e.kind {
        if !out.contains(&v.name) {
            out.push(v.name.clone());
        }
    }
    e.for_each_child(&mut |c| variables(c, out));
}

/// `forall x :: H1 ==> ... ==> x == t ==> ... ==> C`, with `t` not
/// reading `x`, is `H1 ==> ... ==> C` with `t` for `x` (a hypothesis may
/// be a conjunction with the equality among its terms). `None` for any
/// other expression. Solvers decide the result without instantiating.
pub fn one_point(e: &Expr) -> Option<Expr> {
    let ExprKind::Quant(q) = &e.kind else {
        return None;
    };
    if q.kind != QuantKind::Forall || q.vars.len() != 1 || !q.triggers.is_empty() {
        return None;
    }
    let x = &q.vars[0].name.name;
    let mut stated = Vec::new();
    let mut rest = &q.body;
    while let ExprKind::Binary(BinaryOp::Implies, h, c) = &rest.kind {
        conjuncts(h, &mut stated);
        rest = c;
    }
    // A hypothesis `A ==> B` beside the hypothesis `A` is `B` (the front
    // ends' `(__write(A) ==> __write(A, o)) ==> __write(A) ==> P(o)`).
    let mut hypotheses: Vec<&Expr> = Vec::new();
    for (i, h) in stated.iter().enumerate() {
        match &h.kind {
            ExprKind::Binary(BinaryOp::Implies, a, b)
                if stated
                    .iter()
                    .enumerate()
                    .any(|(j, other)| j != i && same_expr(other, a)) =>
            {
                conjuncts(b, &mut hypotheses)
            }
            _ => hypotheses.push(h),
        }
    }
    let reads_x = |t: &Expr| {
        let mut vars = Vec::new();
        variables(t, &mut vars);
        vars.contains(x)
    };
    let at = hypotheses.iter().position(|h| match &h.kind {
        ExprKind::Binary(BinaryOp::Eq, a, b) => {
            matches!((&a.kind, &b.kind), (ExprKind::Var(v), _) if &v.name == x && !reads_x(b))
                || matches!((&a.kind, &b.kind), (_, ExprKind::Var(v)) if &v.name == x && !reads_x(a))
        }
        _ => false,
    })?;
    let ExprKind::Binary(_, a, b) = &hypotheses[at].kind else {
        unreachable!("an equality")
    };
    let t = match &a.kind {
        ExprKind::Var(v) if &v.name == x => (**b).clone(),
        _ => (**a).clone(),
    };
    // No name of `t` may be captured by a binder inside the body, and `x`
    // must not be read in an older state than `t` is (`old(x)`).
    let mut free = Vec::new();
    variables(&t, &mut free);
    let mut binders = Vec::new();
    bound(&q.body, &mut binders);
    if free.iter().any(|v| binders.contains(v)) || under_old(&q.body, x) {
        return None;
    }
    let mut out = substitute(rest, x, &t);
    for (i, h) in hypotheses.iter().enumerate().rev() {
        if i != at {
            let span = out.span;
            out = Expr::new(
                ExprKind::Binary(
                    BinaryOp::Implies,
                    Box::new(substitute(h, x, &t)),
                    Box::new(out),
                ),
                span,
            );
        }
    }
    Some(out)
}

/// The terms of `e`'s conjunction (`e` itself if it is none).
pub fn conjuncts<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
    match &e.kind {
        ExprKind::Binary(BinaryOp::And, a, b) => {
            conjuncts(a, out);
            conjuncts(b, out);
        }
        _ => out.push(e),
    }
}

/// Whether `x` occurs inside an `old(...)` of `e`.
fn under_old(e: &Expr, x: &str) -> bool {
    if let ExprKind::Old(inner) = &e.kind {
        let mut vars = Vec::new();
        variables(inner, &mut vars);
        return vars.iter().any(|v| v == x);
    }
    let mut found = false;
    e.for_each_child(&mut |c| found |= under_old(c, x));
    found
}

/// The names bound inside `e`.
fn bound(e: &Expr, out: &mut Vec<String>) {
    match &e.kind {
        ExprKind::Quant(q) => out.extend(q.vars.iter().map(|v| v.name.name.clone())),
        ExprKind::Let(names, _, _) => out.extend(names.iter().map(|n| n.name.clone())),
        _ => {}
    }
    e.for_each_child(&mut |c| bound(c, out));
}

/// Whether `e` is true whatever its variables' values, by its shape alone
/// (`x == x`, `p ==> true`, `true && true`, `0 <= x` unsigned).
pub fn trivially_true(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Bool(b) => *b,
        ExprKind::Binary(BinaryOp::Eq | BinaryOp::Iff, a, b) => same_expr(a, b),
        ExprKind::Binary(BinaryOp::Implies, _, b) => trivially_true(b),
        ExprKind::Binary(BinaryOp::And, a, b) => trivially_true(a) && trivially_true(b),
        ExprKind::Binary(BinaryOp::Or, a, b) => trivially_true(a) || trivially_true(b),
        ExprKind::Apply(f, args) => match (bv_operation(&f.name), args.as_slice()) {
            (Some((_, "ule" | "uge" | "sle" | "sge")), [a, b]) if same_expr(a, b) => true,
            (Some((_, "ule")), [a, _]) => is_zero(a),
            (Some((_, "uge")), [_, b]) => is_zero(b),
            _ => false,
        },
        _ => false,
    }
}

/// Whether two expressions are the same text.
pub fn same_expr(a: &Expr, b: &Expr) -> bool {
    crate::print::expr_to_string(a) == crate::print::expr_to_string(b)
}

fn is_zero(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Bv(v, _) | ExprKind::Int(v) if v == "0")
}

/// `bvN_OP` (the prelude's bit-vector operations): the width and the
/// operation.
pub fn bv_operation(name: &str) -> Option<(u32, &str)> {
    let (width, op) = name.strip_prefix("bv")?.split_once('_')?;
    if width.is_empty() || !width.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((width.parse().ok()?, op))
}

/// The variables a statement may change (arrays included).
pub fn assigned(s: &Stmt, out: &mut Vec<String>) {
    match &s.kind {
        StmtKind::Assign(lhss, _) => out.extend(lhss.iter().map(|l| l.name.name.clone())),
        StmtKind::Havoc(xs) => out.extend(xs.iter().map(|x| x.name.clone())),
        StmtKind::Call(c) => out.extend(c.outs.iter().map(|x| x.name.clone())),
        StmtKind::Atomic(a) => {
            out.push(a.location.name.name.clone());
            out.extend(a.target.iter().map(|x| x.name.clone()));
        }
        StmtKind::If(i) => {
            for b in i.blocks() {
                for s in &b.stmts {
                    assigned(s, out);
                }
            }
        }
        StmtKind::While(w) => {
            for s in &w.body.stmts {
                assigned(s, out);
            }
        }
        _ => {}
    }
}
