//! OpenCL's `vloadN(offset, p)` and `vstoreN(data, offset, p)`: the `N`
//! scalars at `p[N * offset]` onwards, read or written one by one.

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::{lanes_of, vector, Val};
use crate::clang::ast::Node;
use crate::ctype::CType;

/// The lane count of `vloadN` / `vstoreN` (2, 3, 4, 8 or 16).
fn width(name: &str) -> Option<(bool, u32)> {
    let (store, n) = match name.strip_prefix("vload") {
        Some(n) => (false, n),
        None => (true, name.strip_prefix("vstore")?),
    };
    let n: u32 = n.parse().ok()?;
    [2, 3, 4, 8, 16].contains(&n).then_some((store, n))
}

impl<'t, 'a> Func<'t, 'a> {
    pub fn vload_builtin(&mut self, name: &str, n: &'a Node, _: &CType) -> Result<Option<Val>> {
        let Some((store, count)) = width(name) else {
            return Ok(None);
        };
        if !self.is_header_function(n) {
            return Ok(None);
        }
        let at = n.at.as_ref();
        let args = self.args(n);
        let (data, offset, pointer) = match (store, args) {
            (false, [offset, pointer]) => (None, offset, pointer),
            (true, [data, offset, pointer]) => (Some(data), offset, pointer),
            _ => return unsupported(at, format!("`{name}` with these arguments")),
        };
        let Some(elem) = self.t.ctype(pointer).pointee().cloned() else {
            return unsupported(at, format!("`{name}` of something that is not a pointer"));
        };
        let data = match data {
            Some(d) => {
                let v = self.value(d)?;
                Some(lanes_of(self.staged(v), count))
            }
            None => None,
        };
        let offset = self.value(offset)?;
        let offset = self.t.ptr().index(offset);
        let first = self.t.ptr().times(offset, u64::from(count));
        let pointer = self.value(pointer)?;
        let pointer = self.staged(pointer);
        let mut lanes = Vec::new();
        for k in 0..count {
            let index = self
                .t
                .ptr()
                .add(first.clone(), self.t.ptr().lit(u128::from(k)));
            let place = self.pointed(pointer.clone(), index, &elem, at)?;
            match &data {
                Some(values) => self.write(&place, values[k as usize].clone(), at)?,
                None => lanes.push(self.read(&place, at)?),
            }
        }
        Ok(Some(if store { Val::Void } else { vector(lanes) }))
    }
}
