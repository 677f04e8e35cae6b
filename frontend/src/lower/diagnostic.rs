//! What kernels print, check and time at run time: C's `assert` and
//! `printf`, and CUDA's clocks; and the compiler's hints, which compute
//! nothing (`__builtin_expect`, `__builtin_assume`).

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::Val;
use crate::clang::ast::{is_string_literal, strip, Loc, Node};
use crate::ctype::{describe, CType};

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
            // A thread that reaches these stops the kernel (or, for
            // `__builtin_unreachable`, promises it never gets here): a
            // failure where it is reached.
            "__trap" | "__builtin_trap" | "__builtin_unreachable" | "abort"
                if self.args(n).is_empty()
                    && (name.starts_with("__builtin") || self.is_header_function(n)) =>
            {
                let message = if name == "__builtin_unreachable" {
                    "a point marked unreachable (`__builtin_unreachable`) is reached".to_string()
                } else {
                    format!("the kernel stops here (`{name}`)")
                };
                self.stops_here(message, at);
                Ok(Some(Val::Void))
            }
            // Prints; its numeric arguments are evaluated (their reads are
            // accesses) and it returns an arbitrary count. A pointer
            // argument into memory (`%s` of a buffer) reads from where it
            // points on, as far as the string goes: one read of an
            // arbitrary element there stands for those reads. A format
            // other than a string literal is unsupported.
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
                        // `c ? "!" : ""`: the condition is evaluated.
                        if let Some(c) = string_choice(arg) {
                            let v = self.value(c)?;
                            self.perform(v, c.at.as_ref());
                            continue;
                        }
                        let v = self.arg_value(n, i)?;
                        self.read_from_on(v, arg.at.as_ref())?;
                        continue;
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

    /// A read of an arbitrary element of the array `pointer` reaches, at
    /// or after where it points (what `%s` reads of a string in memory).
    fn read_from_on(&mut self, pointer: Val, at: Option<&Loc>) -> Result<()> {
        let Val::Ptr { obj, offset } = pointer else {
            return unsupported(
                at,
                "a printf argument that is a pointer that may reach several arrays",
            );
        };
        if self.t.objects[obj].null {
            self.null_access(at);
            return Ok(());
        }
        let elem = match &self.t.objects[obj].elem {
            t if t.is_scalar() => t.clone(),
            other => {
                return unsupported(
                    at,
                    format!("a printf argument that points to {}", describe(other)),
                )
            }
        };
        let k = self.local("printf.read", self.t.ptr().ty());
        self.emit(stmt(StmtKind::Havoc(vec![ident(&k, NO_SPAN)]), NO_SPAN));
        let after = apply(
            &self.t.ptr().op("ule"),
            vec![offset.clone(), var(&k, NO_SPAN)],
        );
        self.emit(stmt(StmtKind::Assume(Vec::new(), after), NO_SPAN));
        let distance = apply(
            &self.t.ptr().op("sub"),
            vec![var(&k, NO_SPAN), offset.clone()],
        );
        let place = self.pointed(Val::Ptr { obj, offset }, distance, &elem, at)?;
        let v = self.read(&place, at)?;
        self.perform(v, at);
        Ok(())
    }
}

/// The condition of `c ? "a" : "b"` when both choices are string
/// literals.
fn string_choice(n: &Node) -> Option<&Node> {
    let mut n = strip(n);
    while n.is("ImplicitCastExpr") && n.inner.len() == 1 {
        n = strip(&n.inner[0]);
    }
    let [c, a, b] = n.inner.as_slice() else {
        return None;
    };
    let literal = |e: &Node| {
        let mut e = strip(e);
        while e.is("ImplicitCastExpr") && e.inner.len() == 1 {
            e = strip(&e.inner[0]);
        }
        is_string_literal(e)
    };
    (n.is("ConditionalOperator") && literal(a) && literal(b)).then_some(c)
}

impl Func<'_, '_> {
    /// A failure wherever this point is reached, with `message`.
    pub(super) fn stops_here(&mut self, message: String, at: Option<&Loc>) {
        let mut attrs = vec![attr("msg", vec![AttrArg::Str(message, Default::default())])];
        attrs.extend(at.map(source_attr));
        self.emit(stmt(StmtKind::Assert(attrs, boolean(false)), NO_SPAN));
    }
}
