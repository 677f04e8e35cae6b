//! Accessor methods: a method whose body is only `return E;`, with E a
//! part of its object (`x_[i]`, `rows[r].v[c]`, `*this`, or one of these
//! seen as another type by `reinterpret_cast<T &>`) chosen by parameters
//! taken by value, fields and constants. A call of one used as an lvalue
//! (`v[1] = 2`, `float &r = m.at(i, j)`) is that part of the call's
//! object: E read with the object for `this` and the arguments for the
//! parameters, as the call would compute it.

use super::call::method_operator;
use super::func::{body_of, local_typedefs, params_of, Binding, Func};
use super::lvalue::Place;
use super::translator::{unsupported, Result};
use crate::clang::ast::{strip, Node};
use crate::ctype::CType;

/// The place expression accessor method `def` returns, if it is one.
pub(super) fn accessor_result(def: &Node) -> Option<&Node> {
    let params: Vec<&str> = params_of(def).map(|p| p.id.as_str()).collect();
    let body = def.inner.iter().find(|c| c.is("CompoundStmt"))?;
    let [ret] = body.inner.as_slice() else {
        return None;
    };
    let [e] = ret.inner.as_slice() else {
        return None;
    };
    (ret.is("ReturnStmt") && part_of_object(e, &params)).then_some(e)
}

/// Whether `e` names a part of `this`: a field, an element of an array
/// field at an index `pure` computes, or a field of either.
fn part_of_object(e: &Node, params: &[&str]) -> bool {
    let e = strip(e);
    match e.kind.as_str() {
        "MemberExpr" => {
            let base = strip(&e.inner[0]);
            base.is("CXXThisExpr") || e.is_arrow != Some(true) && part_of_object(base, params)
        }
        // The whole object (`*this`), or a part seen as another type
        // (`reinterpret_cast<T &>(*this)`, CUB's `Uninitialized::Alias`).
        "UnaryOperator" => e.opcode.as_deref() == Some("*") && strip(&e.inner[0]).is("CXXThisExpr"),
        "CXXReinterpretCastExpr" | "CStyleCastExpr" => {
            e.cast_kind.as_deref() == Some("LValueBitCast") && part_of_object(&e.inner[0], params)
        }
        "ArraySubscriptExpr" => {
            let array = strip(&e.inner[0]);
            array.is("ImplicitCastExpr")
                && array.cast_kind.as_deref() == Some("ArrayToPointerDecay")
                && part_of_object(&array.inner[0], params)
                && pure(&e.inner[1], params)
        }
        _ => false,
    }
}

/// Whether `e` is computed from parameters, constants and the object's
/// fields alone, with no effect and no call.
fn pure(e: &Node, params: &[&str]) -> bool {
    let e = strip(e);
    let all = |e: &Node| e.inner.iter().all(|c| pure(c, params));
    match e.kind.as_str() {
        "IntegerLiteral" | "CharacterLiteral" | "CXXBoolLiteralExpr" | "FloatingLiteral" => true,
        "UnaryExprOrTypeTraitExpr" => true,
        "DeclRefExpr" => e.referenced_decl.as_ref().is_some_and(|d| {
            d.is("EnumConstantDecl") || d.is("ParmVarDecl") && params.contains(&d.id.as_str())
        }),
        "ImplicitCastExpr" if e.cast_kind.as_deref() == Some("LValueToRValue") => {
            let operand = strip(&e.inner[0]);
            part_of_object(operand, params) || pure(operand, params)
        }
        "ImplicitCastExpr" | "CStyleCastExpr" | "CXXStaticCastExpr" | "CXXFunctionalCastExpr" => {
            matches!(
                e.cast_kind.as_deref(),
                Some("IntegralCast" | "IntegralToBoolean" | "BooleanToSignedIntegral")
            ) && all(e)
        }
        "BinaryOperator" => !matches!(e.opcode.as_deref(), Some("=" | ",")) && all(e),
        "UnaryOperator" => matches!(e.opcode.as_deref(), Some("-" | "+" | "~" | "!")) && all(e),
        "ConditionalOperator" => all(e),
        _ => false,
    }
}

impl<'t, 'a> Func<'t, 'a> {
    /// For call `n` of an accessor method: the method, the expression it
    /// returns, the object it is called on and whether that is a pointer
    /// (`p->at(i)`).
    pub(super) fn accessor_call(
        &self,
        n: &'a Node,
    ) -> Option<(&'a Node, &'a Node, &'a Node, bool)> {
        let (id, object, arrow) = match n.kind.as_str() {
            "CXXOperatorCallExpr" => (method_operator(n)?, n.inner.get(1)?, false),
            "CXXMemberCallExpr" => {
                let callee = strip(n.inner.first()?);
                let id = callee.referenced_member_decl.as_deref()?;
                (id, callee.inner.first()?, callee.is_arrow == Some(true))
            }
            _ => return None,
        };
        let (def, _) = self.t.methods.get(id)?;
        let def: &'a Node = def;
        Some((def, accessor_result(def)?, object, arrow))
    }

    /// The place call `n` of accessor method `def` names, on `object`
    /// (a pointer to it when `arrow`), returning `result`.
    pub(super) fn accessor_place(
        &mut self,
        n: &'a Node,
        def: &'a Node,
        result: &'a Node,
        object: &'a Node,
        arrow: bool,
    ) -> Result<Place> {
        let at = n.at.as_ref();
        let record = match self.t.ctype(object) {
            t if arrow => t.pointee().cloned().unwrap_or(CType::Void),
            t => t,
        };
        let object = self.method_object(object, arrow, &record, at)?;
        if !matches!(object, Place::Record { .. }) {
            return unsupported(at, "an accessor method on something other than a struct");
        }
        let params: Vec<&Node> = params_of(def).collect();
        let mut bound = Vec::new();
        for (i, p) in params.iter().enumerate() {
            if !self.t.ctype(p).is_scalar() {
                return unsupported(
                    at,
                    "an accessor method with a parameter that is not a number",
                );
            }
            let v = self.arg_value(n, i)?;
            let held = self.pinned(Place::Value(v));
            bound.push((p.id.clone(), Binding::Alias(held)));
        }
        let this = self.this.replace(Binding::Alias(object));
        let typedefs = std::mem::replace(
            &mut self.t.types.scoped_typedefs,
            local_typedefs(def, body_of(def)),
        );
        let free = std::mem::replace(&mut self.t.types.scoped_in_free_function, false);
        let place = self.with_bindings(bound, |f| f.place(result));
        self.t.types.scoped_in_free_function = free;
        self.t.types.scoped_typedefs = typedefs;
        self.this = this;
        place
    }
}
