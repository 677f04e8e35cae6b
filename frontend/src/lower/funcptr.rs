//! Function pointers: a pointer to a function is a number naming it (0
//! for null, then each function of the program in the order the
//! translation first names it), and a call through one is a choice among
//! the functions of the pointer's type that the file defines.

use ivl::syntax::build::*;

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::{ivl_type, Val};
use crate::clang::ast::{strip, Node};
use crate::ctype::{describe, CType};

/// Whether `kind` declares a function a pointer may name.
fn is_function(kind: &str) -> bool {
    matches!(kind, "FunctionDecl" | "CXXMethodDecl")
}

/// A function type's text with its spacing made uniform, for comparing a
/// pointer's function type with a function's.
fn normalised(ty: &str) -> String {
    ty.replace(' ', "")
}

impl<'t, 'a> Func<'t, 'a> {
    /// The number naming function `key`.
    fn function_number(&mut self, key: String) -> u32 {
        let numbers = &mut self.t.function_numbers;
        let k = match numbers.iter().position(|k| *k == key) {
            Some(k) => k,
            None => {
                numbers.push(key);
                numbers.len() - 1
            }
        };
        k as u32 + 1
    }

    /// The pointer to the function `n` designates: a function's name, or
    /// `*p` for a function pointer `p`.
    pub fn function_value(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let f = strip(n);
        match f.kind.as_str() {
            "DeclRefExpr" => {
                let Some(d) = f.referenced_decl.as_ref().filter(|d| is_function(&d.kind)) else {
                    return unsupported(at, "a pointer to this function");
                };
                let key = self.t.key_of(d);
                let k = self.function_number(key);
                Ok(Val::Int(bv(k.into(), 32), 32, false))
            }
            "UnaryOperator" if f.opcode.as_deref() == Some("*") => self.value(&f.inner[0]),
            "ConditionalOperator" => {
                let c = self.value(&f.inner[0])?.truth();
                let c = self.staged(Val::Bool(c));
                let (a, b) = (
                    self.function_value(&f.inner[1])?,
                    self.function_value(&f.inner[2])?,
                );
                let (Val::Int(a, ..), Val::Int(b, ..)) = (a, b) else {
                    return unsupported(at, "a pointer to this function");
                };
                Ok(Val::Int(if_then_else(c.truth(), a, b), 32, false))
            }
            _ => unsupported(at, "a pointer to this function"),
        }
    }

    /// Whether call `n` goes through a function pointer rather than to a
    /// function it names.
    pub fn is_indirect_call(&self, n: &Node) -> bool {
        let Some(callee) = n.inner.first() else {
            return false;
        };
        if !n.is("CallExpr") || !matches!(self.t.ctype(callee), CType::FunctionPointer(_)) {
            return false;
        }
        let mut f = strip(callee);
        while f.is("ImplicitCastExpr")
            && matches!(
                f.cast_kind.as_deref(),
                Some("FunctionToPointerDecay" | "BuiltinFnToFnPtr")
            )
        {
            let Some(inner) = f.inner.first() else { break };
            f = strip(inner);
        }
        let names_function = f.is("DeclRefExpr")
            && f.referenced_decl
                .as_ref()
                .is_some_and(|d| is_function(&d.kind));
        !names_function
    }

    /// A call through a function pointer: a call of each function (or
    /// static method) of the file of the pointer's type, the one the
    /// pointer names; through
    /// null, or a pointer naming no such function, a null access.
    pub fn indirect_call(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let callee = &n.inner[0];
        let CType::FunctionPointer(ty) = self.t.ctype(callee) else {
            unreachable!("an indirect call's callee is a function pointer")
        };
        let pointer = self.value(callee)?;
        let Val::Int(number, ..) = self.staged(pointer) else {
            return unsupported(at, "a call through this function pointer");
        };
        let of_type = |d: &Node| {
            !self.t.is_ours(d)
                && d.ty
                    .as_ref()
                    .is_some_and(|t| normalised(t.canonical()) == normalised(&ty))
                && !d.has_attr("CUDAGlobalAttr")
                && !d.has_attr("OpenCLKernelAttr")
        };
        let mut targets: Vec<(String, &'a Node)> = self
            .t
            .definitions
            .iter()
            .filter(|(_, d)| of_type(d))
            .map(|(k, d)| (k.clone(), *d))
            .collect();
        // Static methods (`&S::f`) are functions too.
        for (d, _) in self.t.methods.values() {
            let key = self.t.key_of(d);
            if d.storage_class.as_deref() == Some("static")
                && of_type(d)
                && !targets.iter().any(|(k, _)| *k == key)
            {
                targets.push((key, *d));
            }
        }
        targets.sort_by_key(|(_, d)| d.at.as_ref().map(|l| (l.file.clone(), l.line, l.col)));
        let result_ty = self.t.ctype(n);
        let result = match &result_ty {
            CType::Void => None,
            t => match ivl_type(t) {
                Some(ivl_ty) => Some(self.local("called", ivl_ty)),
                None => {
                    return unsupported(
                        at,
                        format!(
                            "a call through a function pointer returning {}",
                            describe(t)
                        ),
                    )
                }
            },
        };
        let (mut chain, ()) = self.capture(|f| {
            f.null_access(at);
            Ok(())
        })?;
        for (key, def) in targets.into_iter().rev() {
            let k = self.function_number(key);
            let (call, ()) = self.capture(|f| {
                let v = f.user_call(n, def)?;
                if let Some(r) = &result {
                    let e = f.coerce(v, &result_ty, at)?;
                    f.emit(assign(r, e));
                }
                Ok(())
            })?;
            chain = vec![if_then(eq(number.clone(), bv(k.into(), 32)), call, chain)];
        }
        for s in chain {
            self.emit(s);
        }
        Ok(match result {
            Some(r) => Val::int(var(&r, NO_SPAN), &result_ty),
            None => Val::Void,
        })
    }
}
