//! C++ lambdas: a lambda is a struct whose fields are the variables it
//! captures (named after them: a copy of each captured by copy, a pointer
//! to each captured by reference), and whose `operator()` is a method; in
//! its body a captured variable is that field of `this`, or what the field
//! points to.

use super::capture::{Capture, Mode};
use super::func::{Binding, Func};
use super::lvalue::{Place, RecordBase};
use super::translator::{lambda_name, unsupported, Result};
use super::value::Val;
use crate::clang::ast::Node;
use crate::ctype::CType;

impl<'t, 'a> Func<'t, 'a> {
    /// The struct value a lambda expression makes: its captures' values,
    /// or their addresses.
    pub fn lambda_value(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let record = lambda_name(n.type_str());
        if let Some(why) = self.t.unknown_records.get(&record) {
            return Err(why.clone());
        }
        let (Some(fields), Some(captures)) = (
            self.t.record_fields(&record),
            self.t.lambda_captures.get(&record).cloned(),
        ) else {
            return unsupported(at, "a lambda ivl does not see");
        };
        let inits = &n.inner[1..n.inner.len().saturating_sub(1)];
        let mut leaves = Vec::new();
        for (((field, ty), init), capture) in fields.into_iter().zip(inits).zip(&captures) {
            let v = match capture.mode {
                Mode::Copy => self.value(init)?,
                Mode::Reference => {
                    let place = self.place(init)?;
                    self.address_of(place, at)?
                }
                // The pointer itself, which must not change while the
                // lambda may see it.
                Mode::UnchangedPointer => {
                    if self.changed_besides_captures.contains(&capture.id) {
                        return unsupported(
                            at,
                            format!(
                                "a lambda that captures by reference the pointer `{}`, which the function changes",
                                capture.name
                            ),
                        );
                    }
                    self.value(init)?
                }
            };
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
    /// field of `this` named after it, or what that field points to.
    pub fn captured_place(&mut self, id: &str) -> Option<Result<Place>> {
        let Some(Binding::Record { prefix, record }) = self.this.clone() else {
            return None;
        };
        let Capture { name, mode, .. } = self
            .t
            .lambda_captures
            .get(&record)?
            .iter()
            .find(|c| c.id == id)?
            .clone();
        let this = Place::Record {
            base: RecordBase::Local { prefix },
            record: record.clone(),
            path: String::new(),
        };
        let field = self.field(this, &name, None);
        if mode != Mode::Reference {
            return Some(field);
        }
        let referred = self
            .t
            .record_fields(&record)?
            .into_iter()
            .find(|(f, _)| *f == name)
            .and_then(|(_, t)| t.pointee().cloned())?;
        Some(field.and_then(|f| {
            let pointer = self.read(&f, None)?;
            let zero = self.t.ptr().lit(0);
            self.pointed(pointer, zero, &referred, None)
        }))
    }
}
