//! CUDA's vector constructors (`make_float4(x, y, z, w)`, ...): a struct of
//! the vector type with each argument converted to its field's type.

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::Val;
use crate::clang::ast::Node;
use crate::ctype::CType;

impl<'t, 'a> Func<'t, 'a> {
    /// Vector constructors; `None` for other names.
    pub fn vector_builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        let at = n.at.as_ref();
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
}
