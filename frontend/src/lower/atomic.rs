//! Atomic operations (CUDA's `atomicAdd` ..., OpenCL's `atomic_add` ...):
//! IVL's atomic statement on the element.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::bytes::from_bits;
use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::{ivl_type, ObjId, Val};
use crate::clang::ast::Node;
use crate::ctype::{bits_of, describe, CType};

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
        let pointer = self.arg_value(n, 0)?;
        for i in 1..self.args(n).len() {
            self.arg_effects(n, i)?;
        }
        match pointer {
            Val::Ptr { obj, offset } => self.atomic_on(name, n, obj, offset, ty),
            // A pointer that may reach several arrays (`p = c ? B + 3 : A +
            // 12`): the operation on whichever it reaches.
            Val::Multi { base, offset, objs } => {
                let Some(result) = ivl_type(ty) else {
                    return unsupported(at, format!("{name} with a result that is not a number"));
                };
                let old = self.local("old", result);
                self.by_base(&base, &objs, at, |f, obj| {
                    let v = f.atomic_on(name, n, obj, offset.clone(), ty)?;
                    let e = f.coerce(v, ty, at)?;
                    f.emit(assign(&old, e));
                    Ok(())
                })?;
                Ok(Val::int(var(&old, NO_SPAN), ty))
            }
            _ => unsupported(
                at,
                format!("{name} on something that is not a pointer into an array"),
            ),
        }
    }

    /// The atomic operation `name` of call `n` on element `offset` of
    /// `obj`.
    fn atomic_on(
        &mut self,
        name: &str,
        n: &'a Node,
        obj: ObjId,
        offset: Expr,
        ty: &CType,
    ) -> Result<Val> {
        let at = n.at.as_ref();
        let o = self.t.objects[obj].clone();
        if o.private {
            return unsupported(at, format!("{name} on a thread's own array"));
        }
        if o.null {
            self.null_access(at);
            return Ok(Val::int(bv(0, bits_of(ty)), ty));
        }
        if o.bytes {
            return self.atomic_bytes(n, obj, offset);
        }
        // A struct of numbers (`__half2`): each field's element atomically;
        // the old struct returned is arbitrary, as atomically accessed
        // memory is not tracked.
        if !o.leaves.is_empty() {
            for (_, leaf) in &o.leaves {
                let l = self.t.objects[*leaf].clone();
                let Some(t) = ivl_type(&l.elem) else {
                    return unsupported(at, format!("{name} on a struct holding pointers"));
                };
                let old = self.local("old", t);
                self.emit(stmt(
                    StmtKind::Atomic(AtomicStmt {
                        target: Some(ident(&old, NO_SPAN)),
                        location: indexed_lhs(&l.name, offset.clone()),
                    }),
                    NO_SPAN,
                ));
                self.writes.insert(l.name.clone());
            }
            return self.arbitrary(name, &o.elem, at);
        }
        if ivl_type(&o.elem).is_none() {
            return unsupported(at, format!("{name} on memory holding pointers"));
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

    /// An atomic operation on the `T` at byte `offset` of `obj` (kept byte
    /// by byte), `T` the pointer argument's element type: each of its
    /// bytes is accessed atomically.
    fn atomic_bytes(&mut self, n: &'a Node, obj: ObjId, offset: Expr) -> Result<Val> {
        let at = n.at.as_ref();
        let elem = self
            .t
            .ctype(&self.args(n)[0])
            .pointee()
            .cloned()
            .unwrap_or(CType::Void);
        let size = match &elem {
            t if t.is_scalar() => self.t.size_of(t).expect("scalars have sizes"),
            CType::Record(_) => self.t.layout_or_error(&elem, at)?.0,
            other => return unsupported(at, format!("an atomic operation on {}", describe(other))),
        };
        self.bytes_bounds(obj, &offset, &elem, at);
        let map = self.t.objects[obj].name.clone();
        let ptr = self.t.ptr();
        let mut bits = None;
        for k in 0..size {
            let old = self.local("old", bv_type(8));
            self.emit(stmt(
                StmtKind::Atomic(AtomicStmt {
                    target: Some(ident(&old, NO_SPAN)),
                    location: indexed_lhs(&map, ptr.add(offset.clone(), ptr.lit(k.into()))),
                }),
                NO_SPAN,
            ));
            let byte = var(&old, NO_SPAN);
            bits = Some(match bits {
                None => byte,
                Some(low) => binary(BinaryOp::Concat, byte, low, NO_SPAN),
            });
        }
        self.writes.insert(map);
        if !elem.is_scalar() {
            // A struct's old value: arbitrary (atomically accessed memory
            // is not tracked).
            return self.arbitrary("atomic", &elem, at);
        }
        Ok(from_bits(bits.expect("a scalar has a byte"), &elem))
    }
}
