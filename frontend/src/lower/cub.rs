//! CUB's block-wide reduction, `cub::BlockReduce<T, X, ALGORITHM, Y,
//! Z>(temp_storage).Sum(x)` (and `Sum(x, n)`, `Reduce(x, op)`, `Reduce(x,
//! op, n)` with CUB's own operators), modelled by its effect on the
//! collective's temporary storage: every thread of the block must call it,
//! in blocks of exactly (X, Y, Z) threads (checked); each thread writes its slot
//! of `temp_storage`, all wait at a barrier, and thread 0 reads the slots
//! (one read of an arbitrary slot stands for them all: every slot is the
//! one read on some path). The result is arbitrary. So the bug CUB's
//! documentation warns of, reusing `temp_storage` without a
//! `__syncthreads()` in between, is a race.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::place::Place;
use super::translator::{unsupported, Result};
use super::value::Val;
use crate::clang::ast::{strip, Node};
use crate::ctype::CType;

/// CUB's reduction operators: pure, so leaving their calls out loses no
/// memory access.
const OPERATORS: &[&str] = &["cub::Sum", "cub::Max", "cub::Min"];

impl<'t, 'a> Func<'t, 'a> {
    /// `BlockReduce(temp_storage).METHOD(args)`: `n` is the call,
    /// `callee` its member expression.
    pub fn cub_block_reduce(&mut self, n: &'a Node, callee: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let method = callee.name();
        let ty = self.t.ctype(n);
        let args = self.args(n).len();
        if !matches!((method, args), ("Sum", 1 | 2) | ("Reduce", 2 | 3)) {
            return unsupported(
                at,
                format!("cub::BlockReduce's {method} with {args} arguments"),
            );
        }
        if method == "Reduce" {
            let op = strip(&self.args(n)[1]).type_str();
            let op = op
                .trim_start_matches("const ")
                .trim_start_matches("struct ");
            let known = OPERATORS.contains(&op);
            if !known {
                return unsupported(
                    at,
                    "cub::BlockReduce's Reduce with an operator other than cub::Sum, cub::Max or cub::Min",
                );
            }
        }
        let Some(storage) = temp_storage(&callee.inner[0]) else {
            return unsupported(
                at,
                "cub::BlockReduce used other than as `BlockReduce(temp_storage).Sum(...)`",
            );
        };
        let Place::Array { obj, offset } = self.place(storage)? else {
            return unsupported(at, "cub::BlockReduce's temp_storage is not an array");
        };
        let slots = match self.t.ctype(storage) {
            CType::Array(_, Some(len)) => len,
            _ => return unsupported(at, "cub::BlockReduce's temp_storage is not an array"),
        };
        let input = self.arg_value(n, 0)?;
        let input = self.staged(input);
        for i in 1..args {
            // A fresh operator (`cub::Max()`) has no effect; anything else
            // is evaluated for its effects.
            if !(method == "Reduce" && i == 1 && is_fresh_object(&self.args(n)[i])) {
                self.arg_effects(n, i)?;
            }
        }
        let rank = linear_rank();
        let Some(dims) = block_dims(strip(&callee.inner[0]).type_str()) else {
            return unsupported(
                at,
                "cub::BlockReduce with block dimensions that are not numbers",
            );
        };
        let shape = ["x", "y", "z"]
            .iter()
            .zip(dims)
            .map(|(a, d)| {
                eq(
                    var(&format!("group_size.{a}"), NO_SPAN),
                    bv(u128::from(d), 32),
                )
            })
            .reduce(and)
            .expect("three dimensions");
        self.check(
            &["assert"],
            format!(
                "cub::BlockReduce for blocks of ({}, {}, {}) threads is called in a block of another shape",
                dims[0], dims[1], dims[2]
            ),
            shape,
            at,
        );
        let pointer = Val::Ptr { obj, offset };
        let index = self.t.ptr().index(Val::Int(rank.clone(), 32, false));
        let elem = match self.t.ctype(storage) {
            CType::Array(e, _) => *e,
            _ => unreachable!("an array, as matched above"),
        };
        let slot = self.pointed(pointer.clone(), index, &elem, at)?;
        let input = self.coerce(input, &elem, at)?;
        self.write(&slot, Val::int(input, &elem), at)?;
        self.barrier(Vec::new(), at)?;
        let chosen = self.local("cub.slot", bv_type(32));
        let (read, ()) = self.capture(|f| {
            f.emit(stmt(
                StmtKind::Havoc(vec![ident(&chosen, NO_SPAN)]),
                NO_SPAN,
            ));
            f.emit(stmt(
                StmtKind::Assume(
                    Vec::new(),
                    apply(
                        "bv32_ult",
                        vec![var(&chosen, NO_SPAN), bv(u128::from(slots), 32)],
                    ),
                ),
                NO_SPAN,
            ));
            let index = f.t.ptr().index(Val::Int(var(&chosen, NO_SPAN), 32, false));
            let slot = f.pointed(pointer, index, &elem, at)?;
            let v = f.read(&slot, at)?;
            f.perform(v, at);
            Ok(())
        })?;
        self.emit(if_then(eq(rank, bv(0, 32)), read, Vec::new()));
        self.arbitrary("cub.result", &ty, at)
    }
}

/// The thread's rank in its block, as CUB numbers threads (x fastest).
fn linear_rank() -> Expr {
    let v = |n: &str| var(n, NO_SPAN);
    apply(
        "bv32_add",
        vec![
            apply(
                "bv32_mul",
                vec![
                    apply(
                        "bv32_add",
                        vec![
                            apply("bv32_mul", vec![v("local_id.z"), v("group_size.y")]),
                            v("local_id.y"),
                        ],
                    ),
                    v("group_size.x"),
                ],
            ),
            v("local_id.x"),
        ],
    )
}

/// `BLOCK_DIM_X`, `BLOCK_DIM_Y`, `BLOCK_DIM_Z` of the type
/// `cub::BlockReduce<T, X, ALGORITHM, Y, Z, ...>` (Y and Z default to 1).
fn block_dims(ty: &str) -> Option<[u32; 3]> {
    let inner = ty.strip_prefix("cub::BlockReduce<")?.strip_suffix('>')?;
    let mut args = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '<' | '(' => depth += 1,
            '>' | ')' => depth -= 1,
            ',' if depth == 0 => {
                args.push(inner[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    args.push(inner[start..].trim());
    let dim = |i: usize| match args.get(i) {
        Some(a) => a.parse().ok(),
        None => Some(1),
    };
    Some([dim(1)?, dim(3)?, dim(4)?])
}

/// An object made in place from nothing (`cub::Max()`, `cub::Max{}`).
pub(super) fn is_fresh_object(n: &Node) -> bool {
    let n = strip(n);
    match n.kind.as_str() {
        "CXXTemporaryObjectExpr" | "CXXConstructExpr" | "InitListExpr" => n.inner.is_empty(),
        "CXXFunctionalCastExpr" | "CXXBindTemporaryExpr" | "ImplicitCastExpr" => {
            n.inner.len() == 1 && is_fresh_object(&n.inner[0])
        }
        _ => false,
    }
}

/// The storage a `BlockReduce(temp_storage)` temporary is made from.
fn temp_storage(object: &Node) -> Option<&Node> {
    let mut n = strip(object);
    loop {
        match n.kind.as_str() {
            "MaterializeTemporaryExpr" | "CXXFunctionalCastExpr" | "CXXBindTemporaryExpr" => {
                n = strip(n.inner.first()?)
            }
            "CXXConstructExpr" | "CXXTemporaryObjectExpr" if n.inner.len() == 1 => {
                return Some(strip(&n.inner[0]));
            }
            _ => return None,
        }
    }
}
