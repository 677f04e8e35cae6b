//! CUDA's texture fetches (`tex1Dfetch`, `tex2D` ... through a texture
//! reference or a texture object): a kernel only reads a texture, so a
//! fetch returns an arbitrary value of its type. The coordinates are still
//! evaluated (their reads are accesses). What the host bound to the
//! texture is not tracked, so a kernel that writes memory it also reads
//! through a texture is not reported.

use super::func::Func;
use super::translator::Result;
use super::value::Val;
use crate::clang::ast::Node;
use crate::ctype::CType;

const FETCHES: &[&str] = &[
    "tex1Dfetch",
    "tex1D",
    "tex2D",
    "tex3D",
    "tex1DLayered",
    "tex2DLayered",
    "texCubemap",
    "tex2DLod",
];

impl<'t, 'a> Func<'t, 'a> {
    /// Texture fetches; `None` for other names.
    pub fn texture_builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        if !FETCHES.contains(&name) || !self.is_header_function(n) {
            return Ok(None);
        }
        // A texture reference (`texture<T, dim, mode>`) is the host's
        // object, passed by a copy that reads nothing of the kernel's; a
        // texture object is a number.
        for i in 0..self.args(n).len() {
            let reference = self.args(n)[i]
                .ty
                .as_ref()
                .is_some_and(|t| t.canonical().starts_with("texture<"));
            if !reference {
                self.arg_effects(n, i)?;
            }
        }
        self.arbitrary(name, ty, n.at.as_ref()).map(Some)
    }
}
