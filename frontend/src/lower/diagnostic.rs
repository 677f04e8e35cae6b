//! What kernels print and check at run time: C's `assert` and `printf`.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::Val;
use crate::clang::ast::{strip, Node};
use crate::ctype::CType;

impl<'t, 'a> Func<'t, 'a> {
    /// `assert` and `printf`; `None` for other names.
    pub fn diagnostic_builtin(
        &mut self,
        name: &str,
        n: &'a Node,
        ty: &CType,
    ) -> Result<Option<Val>> {
        let at = n.at.as_ref();
        match name {
            // `assert(e)` calls this where `e` is false (glibc's <assert.h>
            // in C++, which CUDA uses on the device): reaching it fails, at
            // the assert's line.
            "__assert_fail" | "__assertfail" => {
                let attrs = at.iter().map(|l| source_attr(l)).collect();
                self.emit(stmt(StmtKind::Assert(attrs, boolean(false)), NO_SPAN));
                Ok(Some(Val::Void))
            }
            // Prints; its numeric arguments are evaluated (their reads are
            // accesses) and it returns an arbitrary count. A pointer
            // argument other than a string literal (`%s` of memory) would
            // be a read ivl cannot size.
            "printf" => {
                for i in 1..self.args(n).len() {
                    let arg = &self.args(n)[i];
                    if matches!(self.t.ctype(arg), CType::Pointer(..) | CType::Array(..)) {
                        if is_string_literal(arg) {
                            continue;
                        }
                        return unsupported(
                            arg.at.as_ref(),
                            "a printf argument that is a pointer into memory",
                        );
                    }
                    self.arg_effects(n, i)?;
                }
                self.arbitrary(name, ty, at).map(Some)
            }
            _ => Ok(None),
        }
    }
}

/// A string literal, through the conversions to `const char *`.
fn is_string_literal(n: &Node) -> bool {
    let n = strip(n);
    match n.kind.as_str() {
        "StringLiteral" => true,
        "ImplicitCastExpr" | "CStyleCastExpr" => n.inner.first().is_some_and(is_string_literal),
        _ => false,
    }
}
