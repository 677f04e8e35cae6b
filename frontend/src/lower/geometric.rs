//! OpenCL's geometric functions (`dot`, `cross`, `length`, `distance`,
//! `normalize` and their `fast_` forms). Each result lane is an
//! uninterpreted function of every lane of the arguments: the device may
//! round and fuse as it likes, and no lane depends on one input lane only.

use ivl::syntax::build::*;

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::{lanes_of, vector, Val};
use crate::clang::ast::Node;
use crate::ctype::{lanes_of_type, CType};

const GEOMETRIC: &[&str] = &[
    "dot",
    "cross",
    "length",
    "distance",
    "normalize",
    "fast_length",
    "fast_distance",
    "fast_normalize",
];

impl<'t, 'a> Func<'t, 'a> {
    pub fn geometric_builtin(
        &mut self,
        name: &str,
        n: &'a Node,
        ty: &CType,
    ) -> Result<Option<Val>> {
        if !GEOMETRIC.contains(&name) || !self.is_header_function(n) {
            return Ok(None);
        }
        let at = n.at.as_ref();
        let arg_types: Vec<CType> = self.args(n).iter().map(|a| self.t.ctype(a)).collect();
        let Some(first) = arg_types.first() else {
            return unsupported(at, format!("`{name}` without arguments"));
        };
        let (elem, count) = lanes_of_type(first);
        if !matches!(elem, CType::Float(_)) {
            return unsupported(at, format!("`{name}` of something that is not float"));
        }
        let mut inputs = Vec::new();
        for i in 0..arg_types.len() {
            let v = self.arg_value(n, i)?;
            for lane in lanes_of(self.staged(v), count) {
                inputs.push(self.coerce(lane, &elem, at)?);
            }
        }
        let params = vec![elem.clone(); inputs.len()];
        let (result_elem, result_count) = lanes_of_type(ty);
        let width = match &elem {
            CType::Float(w) => w.to_string(),
            _ => unreachable!("a float"),
        };
        let mut out = Vec::new();
        for lane in 0..result_count {
            let f = if result_count == 1 {
                format!("{width}_{name}{count}")
            } else {
                format!("{width}_{name}{count}_s{lane:x}")
            };
            self.t.declare_function(&f, &params, &result_elem, at)?;
            out.push(Val::int(apply(&f, inputs.clone()), &result_elem));
        }
        Ok(Some(if result_count == 1 {
            out.remove(0)
        } else {
            vector(out)
        }))
    }
}
