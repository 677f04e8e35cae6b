//! CUDA's vector constructors (`make_float4(x, y, z, w)`, ...): a struct of
//! the vector type with each argument converted to its field's type; and
//! OpenCL's `shuffle` and `shuffle2`, which pick lanes by a mask.

use ivl::syntax::ast::Expr;
use ivl::syntax::build::*;

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::{convert_int, lanes_of, vector, Val};
use crate::clang::ast::Node;
use crate::ctype::{vector_lanes, CType};

impl<'t, 'a> Func<'t, 'a> {
    /// Vector constructors and shuffles; `None` for other names.
    pub fn vector_builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        let at = n.at.as_ref();
        if matches!(name, "shuffle" | "shuffle2") && self.is_header_function(n) {
            return self.shuffle(n, ty).map(Some);
        }
        let CType::Record(record) = ty else {
            return Ok(None);
        };
        if name.strip_prefix("make_") != Some(record.as_str()) || !self.is_header_function(n) {
            return Ok(None);
        }
        let leaves = self.t.record_leaves(record, at)?;
        if leaves.len() != self.args(n).len() {
            return unsupported(
                at,
                format!("`{name}` with {} arguments", self.args(n).len()),
            );
        }
        let mut fields = Vec::new();
        for (i, (path, leaf)) in leaves.into_iter().enumerate() {
            let v = self.arg_value(n, i)?;
            let e = self.coerce(v, &leaf, at)?;
            fields.push((path, Val::int(e, &leaf)));
        }
        Ok(Some(Val::Record(fields)))
    }

    /// `shuffle(x, mask)`: lane i is x's lane `mask[i] % n`;
    /// `shuffle2(x, y, mask)`: of x's lanes then y's, lane `mask[i] % 2n`
    /// (the lane counts are powers of two, so the low bits of the mask).
    fn shuffle(&mut self, n: &'a Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        let args = self.args(n);
        let lanes_of_type = |f: &Self, i: usize| match f.t.ctype(&args[i]) {
            CType::Record(r) => vector_lanes(&r),
            _ => None,
        };
        let (Some((elem, count)), Some((_, result_count))) = (
            lanes_of_type(self, 0),
            match ty {
                CType::Record(r) => vector_lanes(r),
                _ => None,
            },
        ) else {
            return unsupported(at, "a shuffle of something that is not a vector");
        };
        let mask_index = args.len() - 1;
        let Some((CType::Int { bits, .. }, _)) = lanes_of_type(self, mask_index) else {
            return unsupported(at, "a shuffle whose mask is not a vector of integers");
        };
        let mut sources: Vec<Expr> = Vec::new();
        for i in 0..mask_index {
            let v = self.arg_value(n, i)?;
            let v = self.staged(v);
            for lane in lanes_of(v, count) {
                sources.push(self.coerce(lane, &elem, at)?);
            }
        }
        if !sources.len().is_power_of_two() {
            return unsupported(at, "a shuffle of vectors of 3 lanes");
        }
        let mask = self.arg_value(n, mask_index)?;
        let mask = self.staged(mask);
        let mut out = Vec::new();
        for m in lanes_of(mask, result_count) {
            let m = convert_int(m, bits, false);
            let low = apply(
                &format!("bv{bits}_and"),
                vec![m, bv((sources.len() - 1) as u128, bits)],
            );
            let picked = sources.iter().enumerate().rev().skip(1).fold(
                sources[sources.len() - 1].clone(),
                |rest, (k, lane)| {
                    if_then_else(eq(low.clone(), bv(k as u128, bits)), lane.clone(), rest)
                },
            );
            out.push(Val::int(picked, &elem));
        }
        Ok(vector(out))
    }
}
