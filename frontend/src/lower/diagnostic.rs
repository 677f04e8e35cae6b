//! What kernels print, check and time at run time: C's `assert` and
//! `printf`, and CUDA's clocks; and the compiler's hints, which compute
//! nothing (`__builtin_expect`, `__builtin_assume`).

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::Val;
use crate::clang::ast::{is_string_literal, Node};
use crate::ctype::CType;

impl<'t, 'a> Func<'t, 'a> {
    /// `assert`, `printf`, the clocks and the hints; `None` for other
    /// names.
    pub fn diagnostic_builtin(
        &mut self,
        name: &str,
        n: &'a Node,
        ty: &CType,
    ) -> Result<Option<Val>> {
        let at = n.at.as_ref();
        match name {
            // `assert(e)` calls this where `e` is false (glibc's <assert.h>
            // in C++, which CUDA uses on the device, or cuda.h's own assert
            // before the program includes it): reaching it fails, at the
            // assert's line.
            "__assert_fail" | "__assertfail" | "__ivl_assert_fail" => {
                let attrs = at.iter().map(|l| source_attr(l)).collect();
                self.emit(stmt(StmtKind::Assert(attrs, boolean(false)), NO_SPAN));
                Ok(Some(Val::Void))
            }
            // Prints; its numeric arguments are evaluated (their reads are
            // accesses) and it returns an arbitrary count. A format or
            // pointer argument other than a string literal (`%s` of
            // memory) would be a read ivl cannot size.
            "printf" => {
                match self.args(n).first() {
                    Some(format) if is_string_literal(format) => {}
                    other => {
                        return unsupported(
                            other.and_then(|f| f.at.as_ref()).or(at),
                            "a printf format that is not a string literal (printf reads it)",
                        )
                    }
                }
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
            // The clocks (`clock`, `clock64`, `__globaltimer`), and what
            // `coalesced_threads()` draws: an arbitrary value at each read.
            "clock" | "clock64" | "__globaltimer" | "_ivl_coalesced_draw"
                if self.is_header_function(n) =>
            {
                self.arbitrary(name, ty, at).map(Some)
            }
            // `likely(x)`'s `__builtin_expect(x, c)` is `x`.
            "__builtin_expect" if self.args(n).len() == 2 => {
                let v = self.arg_value(n, 0)?;
                let v = self.staged(v);
                self.arg_effects(n, 1)?;
                Ok(Some(v))
            }
            // A promise to the optimiser, not checked and not assumed
            // (ignoring it is sound); its effects still happen.
            "__builtin_assume" => {
                for i in 0..self.args(n).len() {
                    self.arg_effects(n, i)?;
                }
                Ok(Some(Val::Void))
            }
            _ => Ok(None),
        }
    }
}
