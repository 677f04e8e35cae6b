//! Constructors of AST nodes, for the passes that write IVL (the
//! two-thread reduction, the front ends). A constructor with a `span`
//! parameter gives its node that span; the others take the span of an
//! operand, or build nodes with [`NO_SPAN`].

use super::ast::*;
use super::span::{FileId, Span};

/// The span of built nodes that point at no source: the front ends' nodes,
/// whose program is printed and parsed again. Equal to `Span::default()`.
pub const NO_SPAN: Span = Span {
    file: FileId(0),
    lo: 0,
    hi: 0,
};

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

pub fn bv_type(width: u32) -> Type {
    ty(TypeKind::Bv(width))
}

pub fn ty(kind: TypeKind) -> Type {
    Type {
        kind,
        span: NO_SPAN,
    }
}

pub fn expr(kind: ExprKind) -> Expr {
    Expr::new(kind, NO_SPAN)
}

pub fn boolean(b: bool) -> Expr {
    expr(ExprKind::Bool(b))
}

/// The bit-vector literal of `value`'s low `width` bits.
pub fn bv(value: u128, width: u32) -> Expr {
    let masked = if width >= 128 {
        value
    } else {
        value & ((1u128 << width) - 1)
    };
    expr(ExprKind::Bv(masked.to_string(), width))
}

pub fn nat_literal(n: u32) -> Expr {
    expr(ExprKind::Int(n.to_string()))
}

pub fn apply(f: &str, args: Vec<Expr>) -> Expr {
    expr(ExprKind::Apply(ident(f, NO_SPAN), args))
}

pub fn binary(op: BinaryOp, a: Expr, b: Expr, span: Span) -> Expr {
    Expr::new(ExprKind::Binary(op, Box::new(a), Box::new(b)), span)
}

/// `!e`, with `!true`, `!false` and `!!a` simplified.
pub fn simplified_not(e: Expr) -> Expr {
    match e.kind {
        ExprKind::Bool(b) => boolean(!b),
        ExprKind::Unary(UnaryOp::Not, inner) => *inner,
        kind => expr(ExprKind::Unary(UnaryOp::Not, Box::new(expr(kind)))),
    }
}

/// `a || b`, without the operands that are `false`.
pub fn simplified_or(a: Expr, b: Expr) -> Expr {
    match (&a.kind, &b.kind) {
        (ExprKind::Bool(false), _) => b,
        (_, ExprKind::Bool(false)) => a,
        _ => binary(BinaryOp::Or, a, b, NO_SPAN),
    }
}

/// `if c then a else b`, as is (unlike [`ite`]).
pub fn if_then_else(c: Expr, a: Expr, b: Expr) -> Expr {
    expr(ExprKind::IfThenElse(Box::new(c), Box::new(a), Box::new(b)))
}

pub fn select(map: Expr, index: Expr) -> Expr {
    expr(ExprKind::Select(Box::new(map), vec![index]))
}

pub fn block(stmts: Vec<Stmt>) -> Block {
    Block {
        stmts,
        span: NO_SPAN,
    }
}

pub fn lhs(name: &str, span: Span) -> Lhs {
    Lhs {
        name: ident(name, span),
        indices: Vec::new(),
        span,
    }
}

/// The assignment target `map[index]`.
pub fn indexed_lhs(map: &str, index: Expr) -> Lhs {
    Lhs {
        name: ident(map, NO_SPAN),
        indices: vec![vec![index]],
        span: NO_SPAN,
    }
}

pub fn assign(name: &str, value: Expr) -> Stmt {
    stmt(
        StmtKind::Assign(vec![lhs(name, NO_SPAN)], vec![value]),
        NO_SPAN,
    )
}

/// `map[index] := value`.
pub fn store(map: &str, index: Expr, value: Expr) -> Stmt {
    stmt(
        StmtKind::Assign(vec![indexed_lhs(map, index)], vec![value]),
        NO_SPAN,
    )
}

/// `if (cond) { then } else { els }`, without the else branch when `els`
/// is empty.
pub fn if_then(cond: Expr, then: Vec<Stmt>, els: Vec<Stmt>) -> Stmt {
    stmt(
        StmtKind::If(IfStmt {
            guard: Guard::Expr(cond),
            then: block(then),
            els: if els.is_empty() {
                None
            } else {
                Some(Else::Block(block(els)))
            },
        }),
        NO_SPAN,
    )
}

pub fn attr(name: &str, args: Vec<AttrArg>) -> Attribute {
    Attribute {
        name: ident(name, NO_SPAN),
        args,
        span: NO_SPAN,
    }
}

pub fn typed(name: &str, t: Type) -> TypedIdent {
    TypedIdent {
        attrs: Vec::new(),
        name: ident(name, NO_SPAN),
        ty: t,
        where_clause: None,
    }
}

pub fn decl(kind: DeclKind, span: Span) -> Decl {
    Decl { kind, span }
}

pub fn contract(e: Expr, attrs: Vec<Attribute>) -> Contract {
    Contract {
        free: false,
        attrs,
        expr: e,
    }
}

/// `axiom {:assumption "text"} true;`: an assumption a verdict reached
/// under it states (`note: verified assuming ...`).
pub fn assumption_axiom(text: String) -> Decl {
    let span = Span::default();
    Decl {
        kind: DeclKind::Axiom(AxiomDecl {
            attrs: vec![Attribute {
                name: ident("assumption", span),
                args: vec![AttrArg::Str(text, span)],
                span,
            }],
            expr: Expr::new(ExprKind::Bool(true), span),
        }),
        span,
    }
}
