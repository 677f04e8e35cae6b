//! `__global_requires(e)` and `__global_ensures(e)` of a device function
//! (GPUVerify's): they hold for every thread, also for those that do not
//! make the call. So they are stated where a kernel calls the function, as
//! global assertions (`assert {:global} e`, spec/gpu.md section 7) with the
//! function's parameters bound to the call's arguments: the precondition
//! before the call, the postcondition after it. Inside the function they
//! add nothing.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::func::{body_of, params_of, Binding, Func};
use super::lvalue::Place;
use super::stmt::body_annotations;
use super::translator::{unsupported, Result};
use super::value::Val;
use crate::clang::ast::{callee_name, Node};

/// Whether the call states the function's precondition or its
/// postcondition.
#[derive(Clone, Copy, PartialEq)]
pub enum When {
    Before,
    After,
}

/// The `__global_requires` (or `__global_ensures`) calls of `def`.
fn global_contracts(def: &Node, when: When) -> Vec<&Node> {
    let wanted = match when {
        When::Before => "__global_requires",
        When::After => "__global_ensures",
    };
    if !def.inner.iter().any(|c| c.is("CompoundStmt")) {
        return Vec::new();
    }
    body_annotations(body_of(def))
        .into_iter()
        .filter(|a| callee_name(a) == Some(wanted))
        .collect()
}

impl<'t, 'a> Func<'t, 'a> {
    /// States `def`'s global contracts of `when` for this call, whose
    /// arguments' values are `values` (none for a reference).
    pub fn global_contracts_at_call(
        &mut self,
        n: &'a Node,
        def: &'a Node,
        values: &[Option<Val>],
        when: When,
    ) -> Result<()> {
        let contracts = global_contracts(def, when);
        if contracts.is_empty()
            || !self
                .t
                .config
                .annotations
                .reads(callee_name(contracts[0]).unwrap_or(""))
        {
            return Ok(());
        }
        let at = n.at.as_ref();
        if !self.kernel {
            return unsupported(
                at,
                format!(
                    "a call of `{}`, which has a global contract, from a function other than a kernel",
                    def.name()
                ),
            );
        }
        // Each parameter is its argument's value, an expression of the
        // thread's state: a thread that does not make the call has one
        // too (an assignment here would not run for it).
        let mut saved = Vec::new();
        for (p, v) in params_of(def).zip(values) {
            let binding = match v {
                Some(v @ Val::Ptr { .. }) => Binding::Alias(Place::Value(v.clone())),
                Some(v @ (Val::Int(..) | Val::Float(..) | Val::Bool(_))) => {
                    let ty = self.t.ctype(p);
                    let e = self.coerce(v.clone(), &ty, at)?;
                    Binding::Alias(Place::Value(Val::int(e, &ty)))
                }
                _ => {
                    return unsupported(
                        at,
                        format!(
                            "a call of `{}`, which has a global contract, with an argument that is not a number or a pointer into one array",
                            def.name()
                        ),
                    )
                }
            };
            saved.push((p.id.clone(), self.bindings.insert(p.id.clone(), binding)));
        }
        let stated = contracts.into_iter().try_for_each(|c| {
            let arg = c
                .inner
                .get(1)
                .ok_or(())
                .or_else(|_| unsupported(c.at.as_ref(), "a contract without its condition"))?;
            let e = self.spec(arg)?;
            let kind = match when {
                When::Before => "precondition",
                When::After => "postcondition",
            };
            let message = format!(
                "this global {kind} of `{}` might not hold for every thread (also one that does not make the call)",
                def.name()
            );
            let mut attrs = vec![attr("msg", vec![AttrArg::Str(message, NO_SPAN)])];
            attrs.extend(c.at.iter().map(source_attr));
            attrs.push(attr("global", Vec::new()));
            self.emit(stmt(StmtKind::Assert(attrs, e), NO_SPAN));
            Ok(())
        });
        for (id, old) in saved {
            match old {
                Some(b) => self.bindings.insert(id, b),
                None => self.bindings.remove(&id),
            };
        }
        stated
    }
}
