//! Calls of the program's `constexpr` functions with constant arguments
//! (`cilog2(32)`, `cilog2(kWarpSize)` of a `constexpr` variable),
//! evaluated to numbers, recursion included: a function whose body is one
//! `return` of an integer constant expression over its parameters.
//! Anything else is not evaluated (`None`), and the call is translated as
//! any other.

use std::collections::HashMap;

use super::constant::{fold_in, in_type, Scope};
use super::func::{body_of, params_of};
use super::translator::Translator;
use crate::clang::ast::{strip, Node};
use crate::ctype::CType;

/// How deep evaluations may nest before one gives up.
const MOST_CALLS: u32 = 256;

struct Evaluation<'e, 'a> {
    t: &'e Translator<'a>,
    params: HashMap<String, i128>,
    depth: u32,
}

impl Scope for Evaluation<'_, '_> {
    fn parameter(&self, id: &str) -> Option<i128> {
        self.params.get(id).copied()
    }

    fn call(&self, call: &Node, args: &[i128]) -> Option<i128> {
        evaluate(self.t, call, args, self.depth + 1)
    }

    fn size_of(&self, ty: &CType) -> Option<u64> {
        self.t.size_of(ty)
    }
}

/// The value of `call`, a call of a `constexpr` function with arguments
/// `args` (already folded), if its body is one `return` this can fold.
pub(super) fn evaluate(t: &Translator, call: &Node, args: &[i128], depth: u32) -> Option<i128> {
    if depth > MOST_CALLS {
        return None;
    }
    let decl = strip(call.inner.first()?)
        .referenced_decl
        .as_ref()
        .or_else(|| {
            call.inner
                .first()?
                .inner
                .first()
                .and_then(|c| c.referenced_decl.as_ref())
        })?;
    let def = *t.definitions.get(&t.key_of(decl))?;
    if def.is_constexpr != Some(true) {
        return None;
    }
    let [only] = body_of(def).inner.as_slice() else {
        return None;
    };
    let returned = only
        .is("ReturnStmt")
        .then(|| only.inner.first())
        .flatten()?;
    let params: Vec<&Node> = params_of(def).collect();
    if params.len() != args.len() {
        return None;
    }
    let mut values = HashMap::new();
    for (p, v) in params.iter().zip(args) {
        values.insert(p.id.clone(), in_type(*v, &t.ctype(p))?);
    }
    let scope = Evaluation {
        t,
        params: values,
        depth,
    };
    fold_in(returned, &t.enum_values, &t.types, &scope)
}

/// The `constexpr` variables a call's arguments may name: the function's
/// own (`constexpr int kWarpSize = 32;`) and the program's static members
/// and file-scope variables (`Ktraits::kNElts`), each its initialiser's
/// value.
pub(super) struct Variables<'e, 'a> {
    pub t: &'e Translator<'a>,
    pub locals: &'e HashMap<String, &'a Node>,
}

impl Scope for Variables<'_, '_> {
    fn parameter(&self, id: &str) -> Option<i128> {
        let v = self
            .locals
            .get(id)
            .copied()
            .or_else(|| self.t.file_vars.get(id).copied())
            .filter(|v| v.is_constexpr == Some(true))?;
        let init = v.inner.iter().find(|c| !c.kind.ends_with("Attr"))?;
        // The initialiser names other variables, never this one.
        let value = fold_in(init, &self.t.enum_values, &self.t.types, self)?;
        in_type(value, &self.t.ctype(v))
    }

    fn call(&self, call: &Node, args: &[i128]) -> Option<i128> {
        evaluate(self.t, call, args, 1)
    }

    fn size_of(&self, ty: &CType) -> Option<u64> {
        self.t.size_of(ty)
    }
}
