//! Integer constant expressions the front end needs as numbers (case
//! labels, barrier flags, enumerators), folded as C does: each value in its
//! node's type (casts truncate, unsigned arithmetic wraps), OpenCL's shift
//! counts taken modulo the width. What cannot be folded exactly is `None`,
//! never a guess.

use std::collections::HashMap;

use crate::clang::ast::{constant_value, Node};
use crate::ctype::{CType, TypeContext};
use crate::dialect::Dialect;

/// An enumerator: its value and the enumeration's underlying type.
pub type Enumerators = HashMap<String, (i128, CType)>;

/// `v` as a value of `ty` (wrapped to its width, sign-extended when
/// signed); `None` for a type that is not an integer.
pub fn in_type(v: i128, ty: &CType) -> Option<i128> {
    match ty {
        CType::Bool => Some(i128::from(v != 0)),
        CType::Int { bits, signed } if *bits < 128 => {
            let mask = (1i128 << bits) - 1;
            let low = v & mask;
            Some(if *signed && low >> (bits - 1) == 1 {
                low - (1i128 << bits)
            } else {
                low
            })
        }
        _ => None,
    }
}

/// What a constant expression may name besides enumerators: the
/// parameters of a `constexpr` function being evaluated (by declaration
/// id), calls of such functions, and the sizes of types.
pub trait Scope {
    fn parameter(&self, id: &str) -> Option<i128>;
    fn call(&self, call: &Node, args: &[i128]) -> Option<i128>;
    fn size_of(&self, _ty: &CType) -> Option<u64> {
        None
    }
}

/// Nothing but enumerators.
struct Plain;

impl Scope for Plain {
    fn parameter(&self, _: &str) -> Option<i128> {
        None
    }
    fn call(&self, _: &Node, _: &[i128]) -> Option<i128> {
        None
    }
}

/// The value of the integer constant expression `n`.
pub fn fold(n: &Node, enums: &Enumerators, types: &TypeContext) -> Option<i128> {
    fold_in(n, enums, types, &Plain)
}

/// `fold`, with parameters and calls as `scope` gives them.
pub fn fold_in(
    n: &Node,
    enums: &Enumerators,
    types: &TypeContext,
    scope: &dyn Scope,
) -> Option<i128> {
    let ty = types.parse_type(n.ty.as_ref()?);
    let arg = |i: usize| n.inner.get(i).and_then(|c| fold_in(c, enums, types, scope));
    let raw = match n.kind.as_str() {
        "ConstantExpr" | "IntegerLiteral" | "CharacterLiteral" | "CXXBoolLiteralExpr" => {
            constant_value(n).or_else(|| arg(0))?
        }
        // A template's constant argument, as substituted.
        "SubstNonTypeTemplateParmExpr" => arg(n.inner.len().checked_sub(1)?)?,
        "ParenExpr"
        | "ImplicitCastExpr"
        | "CStyleCastExpr"
        | "CXXStaticCastExpr"
        | "CXXFunctionalCastExpr" => {
            let from = n.inner.first()?;
            let from_ty = types.parse_type(from.ty.as_ref()?);
            if !matches!(from_ty, CType::Int { .. } | CType::Bool) {
                return None;
            }
            arg(0)?
        }
        "DeclRefExpr" => {
            let id = n.referenced_id()?;
            match enums.get(id) {
                Some((v, _)) => *v,
                None => scope.parameter(id)?,
            }
        }
        // Only the branch taken is evaluated.
        "ConditionalOperator" => {
            if arg(0)? != 0 {
                arg(1)?
            } else {
                arg(2)?
            }
        }
        "CallExpr" => {
            let args = (1..n.inner.len()).map(arg).collect::<Option<Vec<_>>>()?;
            scope.call(n, &args)?
        }
        "UnaryOperator" => {
            let v = arg(0)?;
            match n.opcode.as_deref()? {
                "-" => v.checked_neg()?,
                "~" => !v,
                "+" => v,
                "!" => i128::from(v == 0),
                _ => return None,
            }
        }
        "BinaryOperator" => binary(n, &ty, arg(0)?, arg(1)?, types.dialect)?,
        "UnaryExprOrTypeTraitExpr" if n.name() == "sizeof" => {
            let of = match &n.arg_type {
                Some(t) => types.parse_type(t),
                None => types.parse_type(n.inner.first()?.ty.as_ref()?),
            };
            i128::from(scope.size_of(&of)?)
        }
        _ => return None,
    };
    in_type(raw, &ty)
}

/// `a op b` for operands already converted to the operator's types (Clang
/// makes the conversions explicit nodes), before the result is wrapped to
/// `ty`.
fn binary(n: &Node, ty: &CType, a: i128, b: i128, dialect: Dialect) -> Option<i128> {
    let bits = match ty {
        CType::Int { bits, .. } => *bits,
        _ => 32,
    };
    let shift = |b: i128| -> Option<u32> {
        match dialect {
            // OpenCL: the count is taken modulo the width.
            Dialect::OpenCl => Some((b & i128::from(bits - 1)) as u32),
            // C++: a negative count or one of the width or more is
            // undefined behaviour, not a value.
            Dialect::Cuda => u32::try_from(b).ok().filter(|&s| s < bits),
        }
    };
    let truth = |c: bool| i128::from(c);
    Some(match n.opcode.as_deref()? {
        "+" => a.checked_add(b)?,
        "-" => a.checked_sub(b)?,
        "*" => a.checked_mul(b)?,
        "/" => a.checked_div(b)?,
        "%" => a.checked_rem(b)?,
        "<<" => a.checked_shl(shift(b)?)?,
        ">>" => a.checked_shr(shift(b)?)?,
        "|" => a | b,
        "&" => a & b,
        "^" => a ^ b,
        "<" => truth(a < b),
        ">" => truth(a > b),
        "<=" => truth(a <= b),
        ">=" => truth(a >= b),
        "==" => truth(a == b),
        "!=" => truth(a != b),
        "&&" => truth(a != 0 && b != 0),
        "||" => truth(a != 0 || b != 0),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_wrap_to_their_type() {
        assert_eq!(in_type(300, &CType::int(8, false)), Some(44));
        assert_eq!(in_type(255, &CType::int(8, true)), Some(-1));
        assert_eq!(in_type(-1, &CType::int(32, false)), Some(0xffff_ffff));
        assert_eq!(in_type(1 << 40, &CType::int(32, true)), Some(0));
        assert_eq!(in_type(1 << 40, &CType::int(64, true)), Some(1 << 40));
        assert_eq!(
            in_type(7, &CType::Float(crate::ctype::FloatFormat::Single)),
            None
        );
    }
}
