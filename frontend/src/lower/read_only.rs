//! Which reference parameters a function only reads: such a parameter
//! sees nothing but its argument's value, so an argument held in locals
//! (a kernel's struct argument, say) is passed by value, as it is to a
//! const reference.

use super::func::{body_of, params_of};
use crate::clang::ast::Node;

/// For each parameter of `def` (a definition), whether it is a const
/// reference or a reference its body only reads (or not a reference).
pub(super) fn read_only_params(def: &Node) -> Vec<bool> {
    let body = def
        .inner
        .iter()
        .any(|c| c.is("CompoundStmt"))
        .then(|| body_of(def));
    params_of(def)
        .map(|p| {
            let ty = p.type_str().trim_start();
            ty.starts_with("const ") || body.is_some_and(|b| only_read(b, &p.id))
        })
        .collect()
}

/// How the value of an expression is used by its parent.
#[derive(Clone, Copy, PartialEq)]
enum Use {
    /// Its value is read (`LValueToRValue`).
    Read,
    /// It is an array whose decayed pointer is only subscripted, and the
    /// element read.
    Subscripted,
    /// Anything else: assigned, incremented, its address taken, bound to
    /// a reference, passed on, decayed to a pointer that escapes ...
    Other,
}

/// Whether every use of the variable `id` in `body` reads its value, or
/// reads a field or an element of it (`s.a[i].x`).
fn only_read(body: &Node, id: &str) -> bool {
    fn visit(n: &Node, id: &str, how: Use) -> bool {
        if n.is("DeclRefExpr") && n.referenced_decl.as_ref().is_some_and(|d| d.id == id) {
            return how == Use::Read;
        }
        let cast = n.cast_kind.as_deref();
        match n.kind.as_str() {
            "ImplicitCastExpr" if cast == Some("LValueToRValue") => {
                n.inner.iter().all(|c| visit(c, id, Use::Read))
            }
            "ImplicitCastExpr" if cast == Some("ArrayToPointerDecay") => {
                let inner = if how == Use::Subscripted {
                    Use::Read
                } else {
                    Use::Other
                };
                n.inner.iter().all(|c| visit(c, id, inner))
            }
            // A field is used as its struct is (`.`, not `->`, which
            // reads a pointer).
            "MemberExpr" if n.is_arrow != Some(true) => n.inner.iter().all(|c| visit(c, id, how)),
            "ParenExpr" => n.inner.iter().all(|c| visit(c, id, how)),
            // The array (or pointer) subscripted, then the index.
            "ArraySubscriptExpr" => {
                let base = if how == Use::Read {
                    Use::Subscripted
                } else {
                    Use::Other
                };
                let mut children = n.inner.iter();
                let array = children.next().is_none_or(|c| visit(c, id, base));
                array && children.all(|c| visit(c, id, Use::Other))
            }
            _ => n.inner.iter().all(|c| visit(c, id, Use::Other)),
        }
    }
    visit(body, id, Use::Other)
}

#[cfg(test)]
mod tests {
    use super::read_only_params;
    use crate::clang::ast::Node;

    fn function(params: &str, body: &str) -> Node {
        let text = format!(
            r#"{{"kind": "FunctionDecl", "id": "f", "inner": [{params}, {{"kind": "CompoundStmt", "inner": [{body}]}}]}}"#
        );
        serde_json::from_str(&text).expect("a node")
    }

    const PARAM: &str =
        r#"{"kind": "ParmVarDecl", "id": "p", "name": "s", "type": {"qualType": "S &"}}"#;

    fn reference() -> &'static str {
        r#"{"kind": "DeclRefExpr", "referencedDecl": {"id": "p", "kind": "ParmVarDecl"}}"#
    }

    #[test]
    fn a_field_read_is_only_read() {
        let read = format!(
            r#"{{"kind": "ImplicitCastExpr", "castKind": "LValueToRValue", "inner": [{{"kind": "MemberExpr", "name": "n", "isArrow": false, "inner": [{}]}}]}}"#,
            reference()
        );
        assert_eq!(read_only_params(&function(PARAM, &read)), vec![true]);
    }

    #[test]
    fn an_element_read_through_a_decayed_field_is_only_read() {
        let read = format!(
            r#"{{"kind": "ImplicitCastExpr", "castKind": "LValueToRValue", "inner": [{{"kind": "ArraySubscriptExpr", "inner": [{{"kind": "ImplicitCastExpr", "castKind": "ArrayToPointerDecay", "inner": [{{"kind": "MemberExpr", "name": "a", "isArrow": false, "inner": [{}]}}]}}, {{"kind": "IntegerLiteral", "value": "1"}}]}}]}}"#,
            reference()
        );
        assert_eq!(read_only_params(&function(PARAM, &read)), vec![true]);
    }

    #[test]
    fn an_assigned_field_or_an_escaping_array_is_not() {
        let assigned = format!(
            r#"{{"kind": "BinaryOperator", "opcode": "=", "inner": [{{"kind": "MemberExpr", "name": "n", "isArrow": false, "inner": [{}]}}, {{"kind": "IntegerLiteral", "value": "1"}}]}}"#,
            reference()
        );
        assert_eq!(read_only_params(&function(PARAM, &assigned)), vec![false]);
        let decayed = format!(
            r#"{{"kind": "ImplicitCastExpr", "castKind": "ArrayToPointerDecay", "inner": [{{"kind": "MemberExpr", "name": "a", "isArrow": false, "inner": [{}]}}]}}"#,
            reference()
        );
        assert_eq!(read_only_params(&function(PARAM, &decayed)), vec![false]);
    }
}
