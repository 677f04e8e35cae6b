//! What each name of a kernel program is to the reduction, and the names
//! the reduction introduces.

use std::collections::{HashMap, HashSet};

use super::thread::{var, Thread};
use crate::syntax::ast::*;
use crate::syntax::span::Span;

/// The reduction's view of the program's names.
pub struct Names {
    /// Constants that differ between threads (`{:thread_id}`).
    pub thread_ids: HashSet<String>,
    /// `shared` and `global` map variables, with their declared types.
    pub shared: HashMap<String, Type>,
    pub global: HashMap<String, Type>,
    /// Thread-private variables: plain globals, and the kernel's locals and
    /// parameters that are not uniform.
    pub private: HashSet<String>,
    pub declared_functions: HashSet<String>,
    /// Arrays that some `atomic` statement accesses (only they need atomic
    /// logs).
    pub atomic: HashSet<String>,
    /// Arrays that some procedure may modify; the others are read-only:
    /// they cannot race, keep their contents at barriers, and are known
    /// everywhere to barrier invariants.
    pub written: HashSet<String>,
}

impl Names {
    pub fn is_array(&self, name: &str) -> bool {
        self.shared.contains_key(name) || self.global.contains_key(name)
    }

    /// The written arrays, in name order.
    pub fn written_arrays(&self) -> Vec<&String> {
        let mut arrays: Vec<&String> = self
            .shared
            .keys()
            .chain(self.global.keys())
            .filter(|a| self.is_written(a))
            .collect();
        arrays.sort();
        arrays
    }

    /// A `shared` or `global` array that some procedure may modify.
    pub fn is_written(&self, name: &str) -> bool {
        self.written.contains(name)
    }

    pub fn is_thread_private(&self, name: &str) -> bool {
        self.thread_ids.contains(name) || self.private.contains(name)
    }

    pub fn array_type(&self, name: &str) -> &Type {
        self.shared
            .get(name)
            .or_else(|| self.global.get(name))
            .expect("an array of the program")
    }

    /// The map a thread accesses for array `name`: a shared array has a copy
    /// per group, `A[true]` for thread 1's and `A[__same_group]` for
    /// thread 2's (the same copy exactly when they share a group).
    pub fn array_in_group(&self, name: &str, t: Thread, span: Span) -> Expr {
        let base = var(name, span);
        if !self.shared.contains_key(name) {
            return base;
        }
        let key = match t {
            Thread::One => Expr::new(ExprKind::Bool(true), span),
            Thread::Two => same_group(span),
        };
        Expr::new(ExprKind::Select(Box::new(base), vec![key]), span)
    }
}

/// Thread `t`'s copy of `name`: `x$1`, `x$2` (`$` keeps it apart from
/// the program's names, which the reduction requires not to end in `$1`).
pub fn copy(name: &str, t: Thread) -> String {
    match t {
        Thread::One => format!("{name}$1"),
        Thread::Two => format!("{name}$2"),
    }
}

/// `group_id.x$1 == group_id.x$2 && ... y ... && ... z ...`
pub fn same_group(span: Span) -> Expr {
    ["group_id.x", "group_id.y", "group_id.z"]
        .iter()
        .map(|g| {
            Expr::new(
                ExprKind::Binary(
                    BinaryOp::Eq,
                    Box::new(var(&copy(g, Thread::One), span)),
                    Box::new(var(&copy(g, Thread::Two), span)),
                ),
                span,
            )
        })
        .reduce(and)
        .expect("three dimensions")
}

/// `$distinct`: the threads of the pair are two threads (section 7 of
/// spec/gpu.md).
pub fn distinct(span: Span) -> Expr {
    Expr::new(ExprKind::Var(ident(super::kernel::DISTINCT, span)), span)
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
