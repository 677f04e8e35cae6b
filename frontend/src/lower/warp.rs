//! CUDA's warp-level value functions (`__shfl_sync` and its forms, the
//! votes `__ballot_sync`, `__any_sync`, `__all_sync`, `__activemask`,
//! `__match_any_sync`, and a cooperative groups tile's `shfl`, `any`, ...):
//! until warp-synchronous execution is modelled, each returns an arbitrary
//! value of its type. They touch no memory, so this
//! hides no race; it may give false alarms where a kernel relies on the
//! value.

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::Val;
use crate::clang::ast::Node;
use crate::ctype::CType;

const ARBITRARY: &[&str] = &[
    "__shfl_sync",
    "__shfl_up_sync",
    "__shfl_down_sync",
    "__shfl_xor_sync",
    "__shfl",
    "__shfl_up",
    "__shfl_down",
    "__shfl_xor",
    "__ballot_sync",
    "__ballot",
    "__any_sync",
    "__all_sync",
    "__any",
    "__all",
    "__activemask",
    "__match_any_sync",
];

impl<'t, 'a> Func<'t, 'a> {
    /// Warp functions; `None` for other names.
    pub fn warp_builtin(&mut self, name: &str, n: &'a Node, ty: &CType) -> Result<Option<Val>> {
        if name == "__match_all_sync" {
            return unsupported(
                n.at.as_ref(),
                "`__match_all_sync` (it writes its third argument; not modelled yet)",
            );
        }
        if !ARBITRARY.contains(&name) || !self.is_header_function(n) {
            return Ok(None);
        }
        // An argument left to its default (`width`) is a constant of our
        // header's.
        for (i, arg) in self.args(n).iter().enumerate() {
            if !arg.is("CXXDefaultArgExpr") {
                self.arg_effects(n, i)?;
            }
        }
        self.arbitrary(name, ty, n.at.as_ref()).map(Some)
    }

    /// `tile.method(args)` of a cooperative groups tile whose method has no
    /// body: its shuffles and votes.
    pub fn tile_method(&mut self, n: &'a Node, method: &str) -> Result<Val> {
        let at = n.at.as_ref();
        if !TILE_METHODS.contains(&method) {
            return unsupported(at, format!("the tile method `{method}`"));
        }
        self.arg_effects_all(n)?;
        let ty = self.t.ctype(n);
        self.arbitrary(method, &ty, at)
    }
}

/// A tile's methods that are warp functions.
const TILE_METHODS: &[&str] = &[
    "shfl",
    "shfl_up",
    "shfl_down",
    "shfl_xor",
    "any",
    "all",
    "ballot",
];
