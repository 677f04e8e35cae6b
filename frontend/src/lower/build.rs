//! Small constructors for the IVL syntax tree the front end emits. The
//! tree is printed and parsed again, so spans are left empty.

use ivl::syntax::ast::*;
use ivl::syntax::span::Span;

use crate::clang::ast::Loc;

pub fn ident(name: &str) -> Ident {
    Ident {
        name: name.to_string(),
        span: Span::default(),
    }
}

pub fn expr(kind: ExprKind) -> Expr {
    Expr::new(kind, Span::default())
}

pub fn var(name: &str) -> Expr {
    expr(ExprKind::Var(ident(name)))
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

pub fn apply(f: &str, args: Vec<Expr>) -> Expr {
    expr(ExprKind::Apply(ident(f), args))
}

pub fn binary(op: BinaryOp, a: Expr, b: Expr) -> Expr {
    expr(ExprKind::Binary(op, Box::new(a), Box::new(b)))
}

pub fn not(e: Expr) -> Expr {
    match e.kind {
        ExprKind::Bool(b) => boolean(!b),
        ExprKind::Unary(UnaryOp::Not, inner) => *inner,
        kind => expr(ExprKind::Unary(
            UnaryOp::Not,
            Box::new(Expr::new(kind, Span::default())),
        )),
    }
}

pub fn and(a: Expr, b: Expr) -> Expr {
    match (&a.kind, &b.kind) {
        (ExprKind::Bool(true), _) => b,
        (_, ExprKind::Bool(true)) => a,
        _ => binary(BinaryOp::And, a, b),
    }
}

pub fn or(a: Expr, b: Expr) -> Expr {
    match (&a.kind, &b.kind) {
        (ExprKind::Bool(false), _) => b,
        (_, ExprKind::Bool(false)) => a,
        _ => binary(BinaryOp::Or, a, b),
    }
}

pub fn eq(a: Expr, b: Expr) -> Expr {
    binary(BinaryOp::Eq, a, b)
}

pub fn ite(c: Expr, a: Expr, b: Expr) -> Expr {
    expr(ExprKind::IfThenElse(Box::new(c), Box::new(a), Box::new(b)))
}

pub fn select(map: Expr, index: Expr) -> Expr {
    expr(ExprKind::Select(Box::new(map), vec![index]))
}

pub fn stmt(kind: StmtKind) -> Stmt {
    Stmt {
        kind,
        span: Span::default(),
    }
}

pub fn block(stmts: Vec<Stmt>) -> Block {
    Block {
        stmts,
        span: Span::default(),
    }
}

pub fn lhs(name: &str, index: Option<Expr>) -> Lhs {
    Lhs {
        name: ident(name),
        indices: index.map(|i| vec![vec![i]]).unwrap_or_default(),
        span: Span::default(),
    }
}

pub fn assign(name: &str, value: Expr) -> Stmt {
    stmt(StmtKind::Assign(vec![lhs(name, None)], vec![value]))
}

pub fn store(map: &str, index: Expr, value: Expr) -> Stmt {
    stmt(StmtKind::Assign(vec![lhs(map, Some(index))], vec![value]))
}

pub fn if_then(cond: Expr, then: Vec<Stmt>, els: Vec<Stmt>) -> Stmt {
    stmt(StmtKind::If(IfStmt {
        guard: Guard::Expr(cond),
        then: block(then),
        els: if els.is_empty() {
            None
        } else {
            Some(Else::Block(block(els)))
        },
    }))
}

pub fn attr(name: &str, args: Vec<AttrArg>) -> Attribute {
    Attribute {
        name: ident(name),
        args,
        span: Span::default(),
    }
}

pub fn nat(n: u32) -> Expr {
    expr(ExprKind::Int(n.to_string()))
}

pub fn ty_bv(width: u32) -> Type {
    ty(TypeKind::Bv(width))
}

pub fn ty(kind: TypeKind) -> Type {
    Type {
        kind,
        span: Span::default(),
    }
}

pub fn typed(name: &str, t: Type) -> TypedIdent {
    TypedIdent {
        attrs: Vec::new(),
        name: ident(name),
        ty: t,
        where_clause: None,
    }
}

pub fn decl(kind: DeclKind) -> Decl {
    Decl {
        kind,
        span: Span::default(),
    }
}

pub fn contract(e: Expr, attrs: Vec<Attribute>) -> Contract {
    Contract {
        free: false,
        attrs,
        expr: e,
    }
}

/// A `{:source "file", line, column}` attribute.
pub fn source_attr(at: &Loc) -> Attribute {
    attr(
        "source",
        vec![
            AttrArg::Str(at.file.to_string(), Default::default()),
            AttrArg::Expr(nat(at.line)),
            AttrArg::Expr(nat(at.col)),
        ],
    )
}
