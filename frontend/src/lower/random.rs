//! cuRAND's device API over a per-thread generator state (`curandState`,
//! `curandStatePhilox4_32_10_t`, `curandStateMRG32k3a_t`): `curand_init`
//! writes the state; `curand`, `curand_uniform`, `curand_normal` ... read
//! it and write it (they advance the generator) and return an arbitrary
//! value. Two threads drawing from one state race, as on the device. An
//! MTGP32 state serves the threads of a block, a word for each.

use ivl::syntax::ast::Expr;
use ivl::syntax::build::*;

use super::func::Func;
use super::place::Place;
use super::translator::{unsupported, Result};
use super::value::Val;
use crate::clang::ast::Node;
use crate::ctype::CType;

impl<'t, 'a> Func<'t, 'a> {
    /// cuRAND functions; `None` for other names.
    pub fn random_builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        if !name.starts_with("curand") || !self.is_header_function(n) {
            return Ok(None);
        }
        let at = n.at.as_ref();
        let state = self.args(n).iter().position(|a| {
            matches!(self.t.ctype(a), CType::Pointer(t, _)
                if matches!(&*t, CType::Record(r) if r.starts_with("curandState")))
        });
        let Some(state) = state else {
            return unsupported(at, format!("`{name}` without a generator state"));
        };
        let CType::Pointer(record, _) = self.t.ctype(&self.args(n)[state]) else {
            unreachable!("a pointer to a state")
        };
        let CType::Record(r) = &*record else {
            unreachable!("a state")
        };
        if r.contains("Mtgp32") {
            return self.mtgp32_draw(name, n, state, &record, ty).map(Some);
        }
        for i in (0..self.args(n).len()).filter(|&i| i != state) {
            self.arg_effects(n, i)?;
        }
        let pointer = self.arg_value(n, state)?;
        let place = self.pointed(pointer, self.t.ptr().lit(0), &record, at)?;
        if name != "curand_init" {
            let old = self.read(&place, at)?;
            self.perform(old, at);
        }
        let state = self.arbitrary(name, &record, at)?;
        self.write(&place, state, at)?;
        self.arbitrary(name, ty, at).map(Some)
    }

    /// A draw from an MTGP32 state, which the threads of a block share, as
    /// cuRAND's `curand_mtgp32` makes it: the thread numbered `t =
    /// blockDim.z * blockDim.y * threadIdx.z + blockDim.x * threadIdx.y +
    /// threadIdx.x` (cuRAND's own numbering, which gives two threads of
    /// some 3-D blocks one number) reads and writes word `t mod 256`, then
    /// the block synchronises twice (cuRAND's `__syncthreads()`). Two
    /// threads on one word (a block of more than 256 threads, or two blocks
    /// drawing from one state) race; a draw some threads of a block skip
    /// is barrier divergence.
    fn mtgp32_draw(
        &mut self,
        name: &str,
        n: &'a Node,
        state: usize,
        record: &CType,
        ty: &CType,
    ) -> Result<Val> {
        let at = n.at.as_ref();
        if name == "curand_init" {
            return unsupported(
                at,
                "`curand_init` on an MTGP32 state (the host makes those)",
            );
        }
        for i in (0..self.args(n).len()).filter(|&i| i != state) {
            self.arg_effects(n, i)?;
        }
        let pointer = self.arg_value(n, state)?;
        let whole = self.pointed(pointer, self.t.ptr().lit(0), record, at)?;
        let Place::Array { obj, offset } = self.field(whole, "_ivl_words", at)? else {
            return unsupported(at, format!("`{name}` on an MTGP32 state held this way"));
        };
        let word = apply("bv32_urem", vec![curand_thread(), bv(256, 32)]);
        let index = self.t.ptr().index(Val::Int(word, 32, false));
        let unsigned = CType::int(32, false);
        let slot = self.pointed(Val::Ptr { obj, offset }, index, &unsigned, at)?;
        let old = self.read(&slot, at)?;
        self.perform(old, at);
        let drawn = self.arbitrary(name, &unsigned, at)?;
        self.write(&slot, drawn, at)?;
        let result = self.arbitrary(name, ty, at)?;
        self.barrier(Vec::new(), at)?;
        self.barrier(Vec::new(), at)?;
        Ok(result)
    }
}

/// The number cuRAND's MTGP32 gives the calling thread: `blockDim.z *
/// blockDim.y * threadIdx.z + blockDim.x * threadIdx.y + threadIdx.x`.
fn curand_thread() -> Expr {
    let v = |n: &str| var(n, NO_SPAN);
    let mul = |a, b| apply("bv32_mul", vec![a, b]);
    let add = |a, b| apply("bv32_add", vec![a, b]);
    add(
        add(
            mul(mul(v("group_size.z"), v("group_size.y")), v("local_id.z")),
            mul(v("group_size.x"), v("local_id.y")),
        ),
        v("local_id.x"),
    )
}
