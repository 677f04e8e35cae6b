//! Atomic operations (CUDA's `atomicAdd` ..., OpenCL's `atomic_add` ...):
//! IVL's atomic statement on the element.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::{ivl_type, Val};
use crate::clang::ast::Node;
use crate::ctype::{bits_of, CType};

const ATOMICS: &[&str] = &[
    "atomicAdd",
    "atomicSub",
    "atomicExch",
    "atomicMin",
    "atomicMax",
    "atomicAnd",
    "atomicOr",
    "atomicXor",
    "atomicInc",
    "atomicDec",
    "atomicCAS",
];

fn is_atomic(name: &str) -> bool {
    ATOMICS.contains(&name) || name.starts_with("atomic_") || name.starts_with("atom_")
}

impl<'t, 'a> Func<'t, 'a> {
    /// Atomic operations; `None` for other names. CUDA's `_system` forms
    /// are atomic for all the device's threads too; the `_block` forms are
    /// atomic only among one block's threads, which is not modelled.
    pub fn atomic_builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        if let Some(base) = name.strip_suffix("_block").filter(|b| ATOMICS.contains(b)) {
            return unsupported(
                n.at.as_ref(),
                format!("`{name}` (atomic only within a block; `{base}` is atomic for the device)"),
            );
        }
        let name = name.strip_suffix("_system").unwrap_or(name);
        if !is_atomic(name) {
            return Ok(None);
        }
        self.atomic(name, n, ty).map(Some)
    }

    /// `atomicAdd(p, v)` and friends: one indivisible read and write of the
    /// element; the element's new value is arbitrary (as in GPUVerify,
    /// atomically accessed memory is not tracked), the old value returned.
    fn atomic(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        let Val::Ptr { obj, offset } = self.arg_value(n, 0)? else {
            return unsupported(
                at,
                format!("{name} on something that is not a pointer into an array"),
            );
        };
        for i in 1..self.args(n).len() {
            self.arg_effects(n, i)?;
        }
        let o = self.t.objects[obj].clone();
        if o.private {
            return unsupported(at, format!("{name} on a thread's own array"));
        }
        if o.null {
            self.null_access(at);
            return Ok(Val::int(bv(0, bits_of(ty)), ty));
        }
        if !o.leaves.is_empty() {
            return unsupported(at, format!("{name} on a struct or vector element"));
        }
        let elem_ty = ivl_type(&o.elem).expect("scalar elements");
        let old = self.local("old", elem_ty);
        self.emit(stmt(
            StmtKind::Atomic(AtomicStmt {
                target: Some(ident(&old, NO_SPAN)),
                location: indexed_lhs(&o.name, offset),
            }),
            NO_SPAN,
        ));
        self.writes.insert(o.name.clone());
        Ok(Val::int(var(&old, NO_SPAN), &o.elem))
    }
}
