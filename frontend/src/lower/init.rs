//! Initialiser lists as the scalars they give an object.
//!
//! Clang's JSON holds the semantic form of a list: nested lists for the
//! rows of an array and for structs (braces elided in the source are
//! restored), a struct's fields left out as `ImplicitValueInitExpr`, and an
//! array's elements left out as its filler (`Node::filler`). C gives zero
//! to whatever a list leaves out, and a string literal gives an array of
//! bytes its characters (`uchar table[] = "ABC"`).

use super::string_literal::literal_bytes;
use super::translator::{unsupported, Result, Translator};
use crate::clang::ast::{strip, Loc, Node};
use crate::ctype::{describe, CType};

/// What an initialiser gives one scalar of an object.
#[derive(Clone, Copy, Debug)]
pub enum InitLeaf<'n> {
    /// The value of an expression.
    Given(&'n Node),
    /// A character of a string literal.
    Byte(u8),
    /// Zero (null for a pointer): C's value for what a list leaves out.
    Zero,
}

/// The most scalars an initialiser may give: each is a statement or a
/// fact of its own.
const MAX_INIT_SCALARS: usize = 4096;

impl Translator<'_> {
    /// The scalar initialisers `init` gives an object of type `ty`, one per
    /// scalar of the object in layout order (arrays row by row, structs
    /// field by field with nested structs flattened).
    pub fn init_leaves<'n>(&self, init: &'n Node, ty: &CType) -> Result<Vec<InitLeaf<'n>>> {
        let count = self.scalar_count(ty, init.at.as_ref())?;
        if count > MAX_INIT_SCALARS {
            return unsupported(
                init.at.as_ref(),
                format!("an initialiser of more than {MAX_INIT_SCALARS} values"),
            );
        }
        let mut out = Vec::with_capacity(count);
        self.collect_init(init, ty, &mut out)?;
        Ok(out)
    }

    fn collect_init<'n>(
        &self,
        init: &'n Node,
        ty: &CType,
        out: &mut Vec<InitLeaf<'n>>,
    ) -> Result<()> {
        let at = init.at.as_ref();
        if init.is("ImplicitValueInitExpr") {
            return self.collect_zeros(ty, at, out);
        }
        if !init.is("InitListExpr") {
            // A literal of its own (OpenCL's `(int3)(1, 2, 3)`): its list.
            let mut literal = init;
            while literal.is("ImplicitCastExpr") || literal.is("ParenExpr") {
                match literal.inner.first() {
                    Some(inner) => literal = inner,
                    None => break,
                }
            }
            if let Some(list) = literal
                .inner
                .first()
                .filter(|l| literal.is("CompoundLiteralExpr") && l.is("InitListExpr"))
            {
                return self.collect_init(list, ty, out);
            }
            if let (CType::Array(elem, Some(length)), true) =
                (ty, strip(literal).is("StringLiteral"))
            {
                return self.collect_string(strip(literal), elem, *length, out);
            }
            if !ty.is_scalar() && !matches!(ty, CType::Pointer(..)) {
                return unsupported(
                    at,
                    format!("an initialiser of {} that is not a list", describe(ty)),
                );
            }
            out.push(InitLeaf::Given(init));
            return Ok(());
        }
        match ty {
            CType::Array(elem, Some(length)) => {
                for i in 0..*length as usize {
                    match init.inner.get(i).or(init.filler.as_deref()) {
                        Some(e) => self.collect_init(e, elem, out)?,
                        None => self.collect_zeros(elem, at, out)?,
                    }
                }
            }
            // One initialiser per base and field, each with its own type.
            CType::Record(_) => {
                for field in &init.inner {
                    self.collect_init(field, &self.ctype(field), out)?;
                }
            }
            // `int x = {5}` and `int x = {}`.
            t if t.is_scalar() => match init.inner.as_slice() {
                [] => out.push(InitLeaf::Zero),
                [e] => self.collect_init(e, t, out)?,
                _ => return unsupported(at, "a scalar initialiser with several values"),
            },
            other => {
                return unsupported(at, format!("an initialiser list for {}", describe(other)))
            }
        }
        Ok(())
    }

    fn collect_zeros(
        &self,
        ty: &CType,
        at: Option<&Loc>,
        out: &mut Vec<InitLeaf<'_>>,
    ) -> Result<()> {
        let count = self.scalar_count(ty, at)?;
        out.extend(std::iter::repeat_n(InitLeaf::Zero, count));
        Ok(())
    }

    /// An array of `length` bytes initialised by a string literal: its
    /// characters, then zeros (C drops the terminating zero when the array
    /// has no room for it).
    fn collect_string(
        &self,
        literal: &Node,
        elem: &CType,
        length: u64,
        out: &mut Vec<InitLeaf<'_>>,
    ) -> Result<()> {
        let at = literal.at.as_ref();
        let spelled = literal
            .value
            .as_ref()
            .and_then(|v| v.as_str())
            .unwrap_or("");
        let bytes = match (elem, literal_bytes(spelled)) {
            (CType::Int { bits: 8, .. }, Some(bytes)) if bytes.len() as u64 <= length => bytes,
            _ => {
                return unsupported(
                    at,
                    format!(
                        "the string literal {spelled} as an initialiser of {}",
                        describe(elem)
                    ),
                )
            }
        };
        let zeros = length as usize - bytes.len();
        out.extend(bytes.into_iter().map(InitLeaf::Byte));
        out.extend(std::iter::repeat_n(InitLeaf::Zero, zeros));
        Ok(())
    }

    /// The number of scalars in an object of type `ty`.
    pub fn scalar_count(&self, ty: &CType, at: Option<&Loc>) -> Result<usize> {
        match ty {
            t if t.is_scalar() || matches!(t, CType::Pointer(..)) => Ok(1),
            CType::Array(elem, Some(length)) => {
                let each = self.scalar_count(elem, at)?;
                match usize::try_from(*length)
                    .ok()
                    .and_then(|n| n.checked_mul(each))
                {
                    Some(count) => Ok(count),
                    None => unsupported(at, format!("an initialiser of {}", describe(ty))),
                }
            }
            CType::Record(name) => Ok(self.fields_flattened(name, true, at)?.len()),
            other => unsupported(at, format!("an initialiser of {}", describe(other))),
        }
    }
}
