//! The thread geometry: CUDA's `threadIdx.x` and friends, and OpenCL's
//! work-item functions (`get_local_id(0)` ...).

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::{convert_int, Val};
use crate::clang::ast::Node;
use crate::ctype::CType;

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

impl<'t, 'a> Func<'t, 'a> {
    /// OpenCL's work-item functions; `None` for other names.
    pub fn geometry_builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        let at = n.at.as_ref();
        let int = |e: Expr| Val::int(e, ty);
        Ok(Some(match name {
            _ if opencl_geometry(name).is_some() => {
                let base = opencl_geometry(name).unwrap();
                let d = self.arg_value(n, 0)?;
                let d = convert_int(d, 32, false);
                let outside = if matches!(name, "get_local_size" | "get_num_groups") {
                    bv(1, 32)
                } else {
                    bv(0, 32)
                };
                int(by_dimension(
                    d,
                    |a| var(&format!("{base}.{a}"), NO_SPAN),
                    outside,
                ))
            }
            "get_global_size" => {
                let d = self.arg_value(n, 0)?;
                let d = convert_int(d, 32, false);
                int(by_dimension(
                    d,
                    |a| {
                        apply(
                            "bv32_mul",
                            vec![
                                var(&format!("group_size.{a}"), NO_SPAN),
                                var(&format!("num_groups.{a}"), NO_SPAN),
                            ],
                        )
                    },
                    bv(1, 32),
                ))
            }
            "get_global_offset" => {
                self.arg_effects(n, 0)?;
                int(bv(0, 32))
            }
            "get_work_dim" => match &self.t.config.group_size {
                Some(dims) => int(bv(dims.len() as u128, 32)),
                None => return unsupported(at, "get_work_dim() without --local_size"),
            },
            _ => return Ok(None),
        }))
    }
}
