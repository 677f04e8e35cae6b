//! Constructors of AST nodes, for the passes that write IVL (the
//! two-thread reduction, the front ends). Built nodes carry the span given,
//! or none.

use super::ast::*;
use super::span::Span;

pub fn var(name: &str, span: Span) -> Expr {
    Expr::new(
        ExprKind::Var(Ident {
            name: name.to_string(),
            span,
        }),
        span,
    )
}

pub fn and(a: Expr, b: Expr) -> Expr {
    let span = a.span;
    match (&a.kind, &b.kind) {
        (ExprKind::Bool(true), _) => b,
        (_, ExprKind::Bool(true)) => a,
        _ => Expr::new(
            ExprKind::Binary(BinaryOp::And, Box::new(a), Box::new(b)),
            span,
        ),
    }
}

pub fn or(a: Expr, b: Expr) -> Expr {
    let span = a.span;
    Expr::new(
        ExprKind::Binary(BinaryOp::Or, Box::new(a), Box::new(b)),
        span,
    )
}

pub fn implies(a: Expr, b: Expr) -> Expr {
    let span = b.span;
    match &a.kind {
        ExprKind::Bool(true) => b,
        _ => Expr::new(
            ExprKind::Binary(BinaryOp::Implies, Box::new(a), Box::new(b)),
            span,
        ),
    }
}

pub fn not(a: Expr) -> Expr {
    let span = a.span;
    Expr::new(ExprKind::Unary(UnaryOp::Not, Box::new(a)), span)
}

pub fn eq(a: Expr, b: Expr) -> Expr {
    let span = a.span;
    Expr::new(
        ExprKind::Binary(BinaryOp::Eq, Box::new(a), Box::new(b)),
        span,
    )
}

pub fn ite(c: Expr, a: Expr, b: Expr) -> Expr {
    let span = a.span;
    match &c.kind {
        ExprKind::Bool(true) => a,
        _ => Expr::new(
            ExprKind::IfThenElse(Box::new(c), Box::new(a), Box::new(b)),
            span,
        ),
    }
}

pub fn ident(name: &str, span: Span) -> Ident {
    Ident {
        name: name.to_string(),
        span,
    }
}

pub fn stmt(kind: StmtKind, span: Span) -> Stmt {
    Stmt { kind, span }
}

pub fn assign_all(targets: Vec<(String, Expr)>, span: Span) -> Stmt {
    let (lhss, rhss): (Vec<Lhs>, Vec<Expr>) = targets
        .into_iter()
        .map(|(name, value)| {
            (
                Lhs {
                    name: ident(&name, span),
                    indices: Vec::new(),
                    span,
                },
                value,
            )
        })
        .unzip();
    stmt(StmtKind::Assign(lhss, rhss), span)
}

/// `{:msg "text"}`: the message a failure of the check is reported with.
pub fn message(text: String) -> Attribute {
    let span = Span::default();
    Attribute {
        name: ident("msg", span),
        args: vec![AttrArg::Str(text, span)],
        span,
    }
}

/// `{:check KIND, TEXTS..., EXPRS...}`: what a check is about
/// (spec/ivl.md section 7), carried to the report as data.
pub fn check_attribute(kind: &str, texts: &[&str], exprs: Vec<Expr>) -> Attribute {
    let span = Span::default();
    let mut args = vec![AttrArg::Str(kind.to_string(), span)];
    args.extend(texts.iter().map(|t| AttrArg::Str(t.to_string(), span)));
    args.extend(exprs.into_iter().map(AttrArg::Expr));
    Attribute {
        name: ident("check", span),
        args,
        span,
    }
}

/// `{:show e, ...}`: what a counterexample of the check shows.
pub fn show(exprs: Vec<Expr>) -> Attribute {
    let span = Span::default();
    Attribute {
        name: ident("show", span),
        args: exprs.into_iter().map(AttrArg::Expr).collect(),
        span,
    }
}

pub fn int_type() -> Type {
    Type {
        kind: TypeKind::Int,
        span: Span::default(),
    }
}

pub fn bool_type() -> Type {
    Type {
        kind: TypeKind::Bool,
        span: Span::default(),
    }
}
