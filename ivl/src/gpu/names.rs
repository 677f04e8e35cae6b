//! What each name of a kernel program is to the reduction, and the names
//! the reduction introduces.

use std::collections::{HashMap, HashSet};

use super::mangle::{same_group, Thread};
use crate::syntax::ast::*;
use crate::syntax::build::*;
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
        // `written` holds every name a procedure modifies, plain variables
        // (a thread's private arrays) too.
        self.written.contains(name)
            && (self.shared.contains_key(name) || self.global.contains_key(name))
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

/// The type a shared or global array has after the reduction: a shared
/// array gets a copy per group (`[bool]` in front).
pub fn lowered_array_type(names: &Names, array: &str) -> Type {
    let ty = names.array_type(array).clone();
    if !names.shared.contains_key(array) {
        return ty;
    }
    let span = ty.span;
    Type {
        kind: TypeKind::Map(
            vec![Type {
                kind: TypeKind::Bool,
                span,
            }],
            Box::new(ty),
        ),
        span,
    }
}

/// The index types of `array`.
pub fn index_types(names: &Names, array: &str) -> Vec<Type> {
    match &names.array_type(array).kind {
        TypeKind::Map(args, _) => args.clone(),
        _ => Vec::new(),
    }
}
