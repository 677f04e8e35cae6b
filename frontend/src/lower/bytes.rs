//! Objects kept byte by byte (memory.rs): which objects must be, and the
//! reads and writes of a scalar at a byte offset, little-endian, one IVL
//! map access per byte (so a race is found on the bytes two accesses
//! share, whatever types they were made at).

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::{ObjId, Val};
use crate::clang::ast::Loc;
use crate::ctype::{describe, CType};

impl Func<'_, '_> {
    /// The key of the object `obj` is part of (an array of structs for
    /// one of its fields' objects).
    fn whole_key(&self, obj: ObjId) -> String {
        self.t
            .objects
            .iter()
            .find(|o| o.leaves.iter().any(|(_, leaf)| *leaf == obj))
            .unwrap_or(&self.t.objects[obj])
            .key
            .clone()
    }

    /// Asks for `objs` to be kept byte by byte: `Ok` if they are (null
    /// aside), else an error (`what` is not possible otherwise) after which
    /// the file is translated again with them.
    pub fn need_bytes(&mut self, objs: &[ObjId], at: Option<&Loc>, what: String) -> Result<()> {
        let missing: Vec<String> = objs
            .iter()
            .filter(|o| !self.t.objects[**o].null && !self.t.objects[**o].bytes)
            .map(|o| self.whole_key(*o))
            .collect();
        if missing.is_empty() {
            return Ok(());
        }
        self.t.wants_bytes.extend(missing);
        unsupported(at, what)
    }

    /// Whether the pointer that may reach `objs` counts bytes: all of
    /// them are kept byte by byte, or none is (asked for otherwise).
    pub fn bytes_of_all(&mut self, objs: &[ObjId], at: Option<&Loc>) -> Result<bool> {
        let real: Vec<ObjId> = objs
            .iter()
            .copied()
            .filter(|o| !self.t.objects[*o].null)
            .collect();
        if real.iter().all(|o| !self.t.objects[*o].bytes) {
            return Ok(false);
        }
        self.need_bytes(
            &real,
            at,
            "a pointer that may reach arrays seen as different types".into(),
        )?;
        Ok(true)
    }

    /// Under `--check-array-bounds`, outside specifications: the `ty` at
    /// byte `offset` of `obj` lies inside it.
    pub fn bytes_bounds(&mut self, obj: ObjId, offset: &Expr, ty: &CType, at: Option<&Loc>) {
        if !self.t.config.check_array_bounds || self.in_spec {
            return;
        }
        let size = self.t.size_of(ty).unwrap_or(1);
        self.check_bounds(obj, offset, size, at);
    }

    /// The value of the `ty` at byte `offset` of `obj`.
    pub fn read_bytes(
        &mut self,
        obj: ObjId,
        offset: &Expr,
        ty: &CType,
        at: Option<&Loc>,
    ) -> Result<Val> {
        let size = self.scalar_size(ty, at)?;
        let name = self.t.objects[obj].name.clone();
        let ptr = self.t.ptr();
        let bits = (0..size)
            .map(|k| {
                select(
                    var(&name, NO_SPAN),
                    ptr.add(offset.clone(), ptr.lit(k.into())),
                )
            })
            .reduce(|low, high| binary(BinaryOp::Concat, high, low, NO_SPAN))
            .expect("a scalar has a byte");
        Ok(from_bits(bits, ty))
    }

    /// Writes `v` as the `ty` at byte `offset` of `obj`.
    pub fn write_bytes(
        &mut self,
        obj: ObjId,
        offset: &Expr,
        ty: &CType,
        v: Val,
        at: Option<&Loc>,
    ) -> Result<()> {
        let size = self.scalar_size(ty, at)?;
        let e = self.coerce(v, ty, at)?;
        // The value is computed before any byte changes (it may read them).
        let bits = self.local("bits", bv_type(8 * size));
        self.emit(assign(&bits, to_bits(e, ty)));
        let name = self.t.objects[obj].name.clone();
        let ptr = self.t.ptr();
        for k in 0..size {
            let byte = byte_of(var(&bits, NO_SPAN), k);
            self.emit(store(
                &name,
                ptr.add(offset.clone(), ptr.lit(k.into())),
                byte,
            ));
        }
        self.writes.insert(name);
        Ok(())
    }

    /// The facts that the bytes at `offset` of `obj` hold `v` as a `ty`,
    /// byte by byte (as an initialiser gives them).
    pub fn byte_facts(
        &mut self,
        obj: ObjId,
        offset: &Expr,
        ty: &CType,
        v: Val,
        at: Option<&Loc>,
    ) -> Result<Vec<Expr>> {
        let size = self.scalar_size(ty, at)?;
        let bits = to_bits(self.coerce(v, ty, at)?, ty);
        let name = self.t.objects[obj].name.clone();
        let ptr = self.t.ptr();
        Ok((0..size)
            .map(|k| {
                let held = select(
                    var(&name, NO_SPAN),
                    ptr.add(offset.clone(), ptr.lit(k.into())),
                );
                eq(held, byte_of(bits.clone(), k))
            })
            .collect())
    }

    /// The size of scalar type `ty` in bytes.
    fn scalar_size(&self, ty: &CType, at: Option<&Loc>) -> Result<u32> {
        match ty {
            CType::Bool | CType::Int { .. } | CType::Float(_) => {
                Ok(self.t.size_of(ty).expect("scalars have sizes") as u32)
            }
            other => unsupported(
                at,
                format!("memory holding {} seen byte by byte", describe(other)),
            ),
        }
    }
}

/// A scalar of type `ty` as its bits. A float made from bits (a literal,
/// or a float read from bytes) has those bits: storing a float a kernel
/// copies stores the bits it read, as a GPU does. Other floats are stored
/// as `F_stored_bits`, which no axiom relates to `F_from_bits` (the
/// quantified axiom of `F_to_bits` keeps the solver from finding
/// counterexamples): what reads such a float back does not know its value.
fn to_bits(e: Expr, ty: &CType) -> Expr {
    match ty {
        CType::Bool => if_then_else(e, bv(1, 8), bv(0, 8)),
        CType::Float(w) => {
            let from_bits = format!("{w}_from_bits");
            match e.kind {
                ExprKind::Apply(f, mut args) if f.name == from_bits && args.len() == 1 => {
                    args.pop().expect("one argument")
                }
                kind => apply(&format!("{w}_stored_bits"), vec![expr(kind)]),
            }
        }
        _ => e,
    }
}

/// Byte `k` (from the lowest) of `bits`.
fn byte_of(bits: Expr, k: u32) -> Expr {
    expr(ExprKind::Extract(
        Box::new(bits),
        Box::new(nat_literal(8 * k + 8)),
        Box::new(nat_literal(8 * k)),
    ))
}

/// The scalar of type `ty` whose bits are `bits`.
pub fn from_bits(bits: Expr, ty: &CType) -> Val {
    match ty {
        CType::Bool => Val::Bool(simplified_not(eq(bits, bv(0, 8)))),
        CType::Float(w) => Val::Float(apply(&format!("{w}_from_bits"), vec![bits]), *w),
        _ => Val::int(bits, ty),
    }
}
