//! The builtins of each dialect and GPUVerify's annotation API, by
//! family: each family's module translates the calls of its names.

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::Val;
use crate::clang::ast::Node;
use crate::ctype::CType;

/// Builtins the headers declare so that kernels parse, which the front end
/// does not model yet.
const NOT_MODELLED: &[&str] = &[
    "surf1Dread",
    "surf2Dread",
    "surf1Dwrite",
    "surf2Dwrite",
    "surf3Dwrite",
];

/// A family of builtins: a call `n` of one of its names, of C type `ty`,
/// translated; `None` for other names.
type Family<'t, 'a> = fn(&mut Func<'t, 'a>, &str, &'a Node, &CType) -> Result<Option<Val>>;

impl<'t, 'a> Func<'t, 'a> {
    /// Builtins and annotations; `None` if `name` is neither.
    pub fn builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        if NOT_MODELLED.contains(&name) {
            return unsupported(n.at.as_ref(), format!("`{name}` (not modelled yet)"));
        }
        // The first family that knows the name translates the call. No two
        // take the same name, except that math_builtin, last, tries any
        // name as float math.
        let families: [Family<'t, 'a>; 18] = [
            Self::memory_builtin,
            Self::async_copy_builtin,
            Self::random_builtin,
            Self::load_builtin,
            Self::synchronisation_builtin,
            Self::warp_builtin,
            Self::texture_builtin,
            Self::image_builtin,
            Self::vector_builtin,
            Self::conversion_builtin,
            Self::geometric_builtin,
            Self::pure_builtin,
            Self::vload_builtin,
            Self::geometry_builtin,
            Self::annotation_builtin,
            Self::diagnostic_builtin,
            Self::atomic_builtin,
            Self::math_builtin,
        ];
        for family in families {
            if let Some(v) = family(self, name, n, ty)? {
                return Ok(Some(v));
            }
        }
        Ok(None)
    }
}
