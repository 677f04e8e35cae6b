//! C++ lambdas: a lambda is a struct whose fields are the variables it
//! captures by copy (named after them), and whose `operator()` is a const
//! method; in its body a captured variable is that field of `this`.

use super::func::{Binding, Func};
use super::lvalue::{Place, RecordBase};
use super::translator::{lambda_name, unsupported, Result};
use super::value::Val;
use crate::clang::ast::Node;
use crate::ctype::CType;

impl<'t, 'a> Func<'t, 'a> {
    /// The struct value a lambda expression makes: its captures' values.
    pub fn lambda_value(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let record = lambda_name(n.type_str());
        if let Some(why) = self.t.unknown_records.get(&record) {
            return Err(why.clone());
        }
        let Some(fields) = self.t.record_fields(&record) else {
            return unsupported(at, "a lambda ivl does not see");
        };
        let inits = &n.inner[1..n.inner.len().saturating_sub(1)];
        let mut leaves = Vec::new();
        for ((field, ty), init) in fields.into_iter().zip(inits) {
            let v = self.value(init)?;
            match (&ty, v) {
                (CType::Record(_), Val::Record(sub)) => {
                    leaves.extend(sub.into_iter().map(|(p, v)| (format!("{field}.{p}"), v)));
                }
                (CType::Pointer(..), v @ (Val::Ptr { .. } | Val::Multi { .. })) => {
                    leaves.push((field, v));
                }
                (t, v) if t.is_scalar() => {
                    let e = self.coerce(v, t, at)?;
                    leaves.push((field, self.staged(Val::int(e, t))));
                }
                _ => {
                    return unsupported(
                        at,
                        "a lambda capturing something other than a number, a pointer or a struct",
                    )
                }
            }
        }
        Ok(Val::Record(leaves))
    }

    /// In a lambda's body, the place of the captured variable `id`: the
    /// field of `this` named after it.
    pub fn captured_place(&mut self, id: &str) -> Option<Result<Place>> {
        let Some(Binding::Record { prefix, record }) = self.this.clone() else {
            return None;
        };
        let (field, _) = self
            .t
            .lambda_captures
            .get(&record)?
            .iter()
            .find(|(_, captured)| captured == id)?
            .clone();
        let this = Place::Record {
            base: RecordBase::Local { prefix },
            record,
            path: String::new(),
        };
        Some(self.field(this, &field, None))
    }
}
