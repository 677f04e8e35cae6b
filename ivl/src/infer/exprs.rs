//! Expressions of candidates over the kernel's number types: bit-vectors
//! through the prelude's `bvN_*` functions, integers through the core
//! operators.

use crate::syntax::ast::{BinaryOp, Expr, ExprKind, Type, TypeKind};
use crate::syntax::build::{apply, binary, bv};
pub use crate::syntax::rewrite::{substitute, variables};
use crate::syntax::span::Span;

/// A type that candidates compute with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Num {
    Bv(u32),
    Int,
}

impl Num {
    pub fn of(t: &Type) -> Option<Num> {
        match t.kind {
            TypeKind::Bv(w) if [8, 16, 32, 64].contains(&w) => Some(Num::Bv(w)),
            TypeKind::Int => Some(Num::Int),
            _ => None,
        }
    }

    pub fn literal(self, n: u128, span: Span) -> Expr {
        let mut e = match self {
            Num::Bv(w) => bv(n, w),
            Num::Int => Expr::new(ExprKind::Int(n.to_string()), span),
        };
        e.span = span;
        e
    }

    fn op(self, f: &str, core: BinaryOp, a: Expr, b: Expr) -> Expr {
        let span = a.span;
        match self {
            Num::Bv(w) => {
                let mut e = apply(&format!("bv{w}_{f}"), vec![a, b]);
                e.span = span;
                e
            }
            Num::Int => binary(core, a, b, span),
        }
    }

    pub fn mul(self, a: Expr, b: Expr) -> Expr {
        self.op("mul", BinaryOp::Mul, a, b)
    }

    pub fn sub(self, a: Expr, b: Expr) -> Expr {
        self.op("sub", BinaryOp::Sub, a, b)
    }

    /// The remainder of an unsigned division (`mod` on integers).
    pub fn rem(self, a: Expr, b: Expr) -> Expr {
        self.op("urem", BinaryOp::Mod, a, b)
    }

    /// `a <= b`, signed or not (integers have one order).
    pub fn le(self, signed: bool, a: Expr, b: Expr) -> Expr {
        self.op(if signed { "sle" } else { "ule" }, BinaryOp::Le, a, b)
    }

    pub fn lt(self, signed: bool, a: Expr, b: Expr) -> Expr {
        self.op(if signed { "slt" } else { "ult" }, BinaryOp::Lt, a, b)
    }

    /// `a & b`; `None` on integers.
    pub fn and(self, a: Expr, b: Expr) -> Option<Expr> {
        match self {
            Num::Bv(_) => Some(self.op("and", BinaryOp::And, a, b)),
            Num::Int => None,
        }
    }

    /// `e` widened to `to` (bit-vectors: with zeros); `None` when it
    /// cannot be.
    pub fn widen(self, e: Expr, to: Num) -> Option<Expr> {
        match (self, to) {
            (a, b) if a == b => Some(e),
            (Num::Bv(from), Num::Bv(to)) if from < to => {
                let span = e.span;
                let mut w = apply(&format!("zext_{from}_{to}"), vec![e]);
                w.span = span;
                Some(w)
            }
            _ => None,
        }
    }
}

/// `a == b`, `a != b`
pub fn equal(a: Expr, b: Expr) -> Expr {
    let span = a.span;
    binary(BinaryOp::Eq, a, b, span)
}

pub fn differ(a: Expr, b: Expr) -> Expr {
    let span = a.span;
    binary(BinaryOp::Neq, a, b, span)
}
