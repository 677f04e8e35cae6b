//! The thread geometry: CUDA's `threadIdx.x` and friends, and OpenCL's
//! work-item functions (`get_local_id(0)` ...).

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::{convert_int, resize, Val};
use crate::clang::ast::Node;
use crate::ctype::{bits_of, CType};

const AXES: [&str; 3] = ["x", "y", "z"];

/// CUDA's `threadIdx.x` and friends as the IVL geometry.
pub fn cuda_geometry(variable: &str, field: &str) -> Option<Expr> {
    let base = match variable {
        "threadIdx" => "local_id",
        "blockIdx" => "group_id",
        "blockDim" => "group_size",
        "gridDim" => "num_groups",
        _ => return None,
    };
    AXES.contains(&field)
        .then(|| var(&format!("{base}.{field}"), NO_SPAN))
}

/// The IVL geometry behind an OpenCL work-item function.
fn opencl_geometry(name: &str) -> Option<&'static str> {
    Some(match name {
        "get_local_id" => "local_id",
        "get_group_id" => "group_id",
        "get_local_size" => "group_size",
        "get_num_groups" => "num_groups",
        "get_global_id" => "global_id",
        _ => return None,
    })
}

/// A dimension argument's per-axis value: a constant picks the axis;
/// otherwise a choice on the value (out of range: the C default).
fn by_dimension(dim: Expr, axis: impl Fn(&str) -> Expr, outside: Expr) -> Expr {
    if let ExprKind::Bv(v, _) = &dim.kind {
        return match v.as_str() {
            "0" => axis("x"),
            "1" => axis("y"),
            "2" => axis("z"),
            _ => outside,
        };
    }
    let mut e = outside;
    for (i, a) in AXES.iter().enumerate().rev() {
        e = if_then_else(eq(dim.clone(), bv(i as u128, 32)), axis(a), e);
    }
    e
}

/// `name.a` (a 32-bit id or size) at `bits` bits.
fn wide(name: &str, a: &str, bits: u32) -> Expr {
    resize(var(&format!("{name}.{a}"), NO_SPAN), 32, false, bits)
}

/// `size_t` of 64 bits: the global size and id exactly, beyond 32 bits
/// too. The global size is the product in 64 bits; the global id is the
/// prelude's `global_id` when the dimension's launch fits in 32 bits
/// (always, under the launch assumption; the id is then exact), else the
/// exact 64-bit `group_id * group_size + local_id` (launches of 2^32
/// threads or more under `--allow-id-wrap`, whose 32-bit ids wrap).
fn exact_global(name: &str, a: &str) -> Option<Expr> {
    let product = |x: &str, y: &str| apply("bv64_mul", vec![wide(x, a, 64), wide(y, a, 64)]);
    Some(match name {
        "get_global_size" => product("group_size", "num_groups"),
        "get_global_id" => {
            let fits = simplified_not(apply(
                "bv32_mul_overflows",
                vec![
                    var(&format!("group_size.{a}"), NO_SPAN),
                    var(&format!("num_groups.{a}"), NO_SPAN),
                ],
            ));
            let exact = apply(
                "bv64_add",
                vec![product("group_id", "group_size"), wide("local_id", a, 64)],
            );
            if_then_else(fits, wide("global_id", a, 64), exact)
        }
        _ => return None,
    })
}

/// The position of an axis name (`x` is 0).
fn axis_index(a: &str) -> usize {
    AXES.iter().position(|x| *x == a).expect("an axis")
}

impl<'t, 'a> Func<'t, 'a> {
    /// For `get_global_id`, the global offset (`--global_offset`) added to
    /// an axis's id at `bits` bits; other names are left as they are.
    fn global_offset(&self, name: &str, bits: u32) -> impl Fn(&str, Expr) -> Expr {
        let offsets = self.t.config.global_offset;
        let applies = name == "get_global_id";
        move |a, e| match offsets[axis_index(a)] {
            0 => e,
            _ if !applies => e,
            k => apply(&format!("bv{bits}_add"), vec![e, bv(u128::from(k), bits)]),
        }
    }

    /// OpenCL's work-item functions; `None` for other names. They return
    /// `size_t`: the 32-bit ids and sizes, extended when it has 64 bits.
    pub fn geometry_builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        let at = n.at.as_ref();
        let bits = bits_of(ty);
        let int = |e: Expr| Val::int(e, ty);
        Ok(Some(match name {
            "get_global_id" | "get_global_size" if bits == 64 => {
                let d = self.arg_value(n, 0)?;
                let d = convert_int(d, 32, false);
                let outside = bv(u128::from(name == "get_global_size"), 64);
                let offset = self.global_offset(name, 64);
                int(by_dimension(
                    d,
                    |a| offset(a, exact_global(name, a).expect("a global id or size")),
                    outside,
                ))
            }
            _ if opencl_geometry(name).is_some() => {
                let base = opencl_geometry(name).unwrap();
                let d = self.arg_value(n, 0)?;
                let d = convert_int(d, 32, false);
                let outside = if matches!(name, "get_local_size" | "get_num_groups") {
                    bv(1, bits)
                } else {
                    bv(0, bits)
                };
                let offset = self.global_offset(name, bits);
                int(by_dimension(d, |a| offset(a, wide(base, a, bits)), outside))
            }
            "get_global_size" => {
                let d = self.arg_value(n, 0)?;
                let d = convert_int(d, 32, false);
                let size = |a: &str| {
                    apply(
                        "bv32_mul",
                        vec![
                            var(&format!("group_size.{a}"), NO_SPAN),
                            var(&format!("num_groups.{a}"), NO_SPAN),
                        ],
                    )
                };
                int(by_dimension(
                    d,
                    |a| resize(size(a), 32, false, bits),
                    bv(1, bits),
                ))
            }
            "get_global_offset" => {
                let d = self.arg_value(n, 0)?;
                let d = convert_int(d, 32, false);
                let offsets = self.t.config.global_offset;
                let axis = |a: &str| bv(u128::from(offsets[axis_index(a)]), bits);
                int(by_dimension(d, axis, bv(0, bits)))
            }
            "get_work_dim" => match &self.t.config.group_size {
                Some(dims) => int(bv(dims.len() as u128, 32)),
                None => return unsupported(at, "get_work_dim() without --local_size"),
            },
            _ => return Ok(None),
        }))
    }
}
