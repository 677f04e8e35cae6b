//! CUDA's texture fetches (`tex1Dfetch`, `tex2D` ... through a texture
//! reference or a texture object): a kernel only reads a texture, so a
//! fetch returns an arbitrary value of its type. The coordinates are still
//! evaluated (their reads are accesses). What the host bound to the
//! texture is not tracked, so a kernel that writes memory it also reads
//! through a texture is not reported.

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::Val;
use crate::clang::ast::{strip, Node};
use crate::ctype::CType;

const FETCHES: &[&str] = &[
    "tex1Dfetch",
    "tex1D",
    "tex2D",
    "tex3D",
    "tex1DLayered",
    "tex2DLayered",
    "texCubemap",
    "tex1DLod",
    "tex2DLod",
    "tex3DLod",
    "tex2Dgather",
];

impl<'t, 'a> Func<'t, 'a> {
    /// Texture fetches; `None` for other names.
    pub fn texture_builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        if !FETCHES.contains(&name) || !self.is_header_function(n) {
            return Ok(None);
        }
        // A texture reference (`texture<T, dim, mode>`) is the host's
        // object: a copy of the variable reads nothing of the kernel's (any
        // other expression for one is not modelled). A texture object is a
        // number.
        for (i, arg) in self.args(n).iter().enumerate() {
            let reference = arg
                .ty
                .as_ref()
                .is_some_and(|t| t.canonical().starts_with("texture<"));
            if arg.is("CXXDefaultArgExpr") {
                // A constant of our header's (tex2Dgather's component).
                continue;
            }
            if !reference {
                self.arg_effects(n, i)?;
            } else if !names_a_variable(arg) {
                return unsupported(
                    arg.at.as_ref(),
                    "a texture reference given by an expression other than its name",
                );
            }
        }
        self.arbitrary(name, ty, n.at.as_ref()).map(Some)
    }
}

/// Whether a texture argument is the texture variable itself (copied).
fn names_a_variable(arg: &Node) -> bool {
    let arg = strip(arg);
    match arg.kind.as_str() {
        "CXXConstructExpr" | "ImplicitCastExpr" if arg.inner.len() == 1 => {
            names_a_variable(&arg.inner[0])
        }
        "DeclRefExpr" => arg
            .referenced_decl
            .as_ref()
            .is_some_and(|d| d.kind == "VarDecl"),
        _ => false,
    }
}
