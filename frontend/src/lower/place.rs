//! Places: what an lvalue denotes (a variable, an element of a memory
//! object, a struct, a pointer variable), found from its expression.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::{Binding, Func};
pub use super::lvalue::{Place, RecordBase};
use super::memory::{flat_len, is_local_memory};
use super::translator::{unsupported, Result};
use super::value::{ObjId, Val};
use crate::clang::ast::{callee_is, strip, Loc, Node};
use crate::ctype::{bits_of, describe, swizzle, vector_lanes, CType};
use crate::Dialect;

/// Field `field` of a struct value, whose fields are its scalar leaves by
/// path: a leaf, or the struct of the leaves under it.
fn field_of_value(fields: Vec<(String, Val)>, field: &str, at: Option<&Loc>) -> Result<Val> {
    let prefix = format!("{field}.");
    let mut inner = Vec::new();
    for (path, v) in fields {
        if path == field {
            return Ok(v);
        }
        if let Some(rest) = path.strip_prefix(&prefix) {
            inner.push((rest.to_string(), v));
        }
    }
    if inner.is_empty() {
        return unsupported(at, format!("the member `{field}` of this struct value"));
    }
    Ok(Val::Record(inner))
}

/// The paths of the structs in an array of structs at `path`, in C's
/// order (`buf.0`, `buf.1` ...; `m.1.2` in rows).
fn element_paths(path: &str, ty: &CType, out: &mut Vec<String>) {
    match ty {
        CType::Array(elem, Some(n)) => {
            for i in 0..*n {
                element_paths(&format!("{path}.{i}"), elem, out);
            }
        }
        _ => out.push(path.to_string()),
    }
}

fn join(path: &str, field: &str) -> String {
    if path.is_empty() {
        field.to_string()
    } else {
        format!("{path}.{field}")
    }
}

impl<'t, 'a> Func<'t, 'a> {
    /// The place an lvalue expression denotes.
    pub fn place(&mut self, n: &'a Node) -> Result<Place> {
        let at = n.at.as_ref();
        match n.kind.as_str() {
            "ParenExpr" | "ExprWithCleanups" => self.place(&n.inner[0]),
            "DeclRefExpr" => self.decl_place(n),
            // A lane of an OpenCL vector (`v[2]`).
            "ArraySubscriptExpr" if crate::ctype::is_vector(&self.t.ctype(&n.inner[0])) => {
                let index = crate::clang::ast::constant_value(strip(&n.inner[1])).or_else(|| {
                    super::constant::fold(&n.inner[1], &self.t.enum_values, &self.t.types)
                });
                let (_, count) = crate::ctype::vector_of(&self.t.ctype(&n.inner[0]));
                match index {
                    Some(k) if (0..i128::from(count)).contains(&k) => {
                        let vector = self.place(&n.inner[0])?;
                        self.field(vector, &format!("s{k:x}"), at)
                    }
                    Some(_) => unsupported(at, "a vector's lane out of range"),
                    // Chosen at run time: among the lanes of a vector held
                    // in locals.
                    None => {
                        let vector = self.place(&n.inner[0])?;
                        let lanes = (0..count)
                            .map(|k| self.field(vector.clone(), &format!("s{k:x}"), at))
                            .collect::<Result<Vec<_>>>()?;
                        if !lanes.iter().all(|l| matches!(l, Place::Scalar { .. })) {
                            return unsupported(
                                at,
                                "a lane of a vector in memory chosen at run time",
                            );
                        }
                        let iv = self.value(&n.inner[1])?;
                        let offset = self.t.ptr().index(iv);
                        let (elem, _) = crate::ctype::vector_of(&self.t.ctype(&n.inner[0]));
                        Ok(Place::Elements {
                            elems: lanes,
                            offset,
                            ty: elem,
                        })
                    }
                }
            }
            "ArraySubscriptExpr" => {
                let (base, index) = if self.t.ctype(&n.inner[0]).pointee().is_some() {
                    (&n.inner[0], &n.inner[1])
                } else {
                    (&n.inner[1], &n.inner[0])
                };
                if let Some(array) = self.struct_array_field(base)? {
                    let iv = self.value(index)?;
                    let idx = self.t.ptr().index(iv);
                    return self.element_of_locals(array, idx, at);
                }
                let pointer = self.value(base)?;
                let iv = self.value(index)?;
                let idx = self.t.ptr().index(iv);
                let elem = self.t.ctype(n);
                self.pointed(pointer, idx, &elem, at)
            }
            // The object a method runs on (`dot(*this)`): its fields.
            "UnaryOperator"
                if n.opcode.as_deref() == Some("*") && strip(&n.inner[0]).is("CXXThisExpr") =>
            {
                self.this_place(at)
            }
            "UnaryOperator" if n.opcode.as_deref() == Some("*") => {
                let pointer = self.value(&n.inner[0])?;
                let elem = self.t.ctype(n);
                let zero = self.t.ptr().lit(0);
                self.pointed(pointer, zero, &elem, at)
            }
            "MemberExpr" => self.member(n),
            "ExtVectorElementExpr" => {
                let lanes = self.swizzle(n)?;
                let base = self.place(&n.inner[0])?;
                if let [lane] = lanes.as_slice() {
                    return self.field(base, &format!("s{lane:x}"), at);
                }
                let places = lanes
                    .iter()
                    .map(|lane| self.field(base.clone(), &format!("s{lane:x}"), at))
                    .collect::<Result<_>>()?;
                Ok(Place::Lanes(places))
            }
            // C++'s assignments and prefix increments are lvalues; their
            // value is what was written (`a = b = c`, `x = ++i`).
            "BinaryOperator" if n.opcode.as_deref() == Some("=") => {
                Ok(Place::Value(self.value(n)?))
            }
            "CompoundAssignOperator" => Ok(Place::Value(self.value(n)?)),
            "StringLiteral" => self.string_literal(n),
            // A call returning a reference, used as an lvalue (`m.at(i) =
            // v`): the procedure's variant that returns the address.
            "CallExpr" | "CXXMemberCallExpr" | "CXXOperatorCallExpr"
                if n.value_category.as_deref() == Some("lvalue")
                    && matches!(self.t.ctype(n), t if t.is_scalar() || matches!(t, CType::Record(_))) =>
            {
                if let Some((def, result, object, arrow)) = self.accessor_call(n) {
                    return self.accessor_place(n, def, result, object, arrow);
                }
                self.address_calls.insert(n.id.clone());
                let v = self.value(n);
                self.address_calls.remove(&n.id);
                let elem = self.t.ctype(n);
                match v? {
                    v @ (Val::Ptr { .. } | Val::Multi { .. }) => {
                        let zero = self.t.ptr().lit(0);
                        self.pointed(v, zero, &elem, at)
                    }
                    _ => unsupported(at, "the reference this call returns"),
                }
            }
            "UnaryOperator"
                if matches!(n.opcode.as_deref(), Some("++" | "--"))
                    && n.is_postfix != Some(true) =>
            {
                Ok(Place::Value(self.value(n)?))
            }
            "BinaryOperator" if n.opcode.as_deref() == Some(",") => {
                self.effects(&n.inner[0])?;
                self.place(&n.inner[1])
            }
            "CXXOperatorCallExpr" if callee_is(n, "operator=") => {
                self.value(n)?;
                self.place(&n.inner[1])
            }
            "ImplicitCastExpr" if n.cast_kind.as_deref() == Some("NoOp") => self.place(&n.inner[0]),
            // A temporary: a struct returned by a call (`tex2D<float4>(t, x,
            // y).x`), or a value a const reference is bound to.
            "MaterializeTemporaryExpr" => Ok(Place::Value(self.value(&n.inner[0])?)),
            // The base part of a derived struct: its fields are the
            // derived's first ones, under the same names.
            "ImplicitCastExpr" | "CStyleCastExpr" | "CXXStaticCastExpr"
                if matches!(
                    n.cast_kind.as_deref(),
                    Some("DerivedToBase" | "UncheckedDerivedToBase")
                ) =>
            {
                match (self.place(&n.inner[0])?, self.t.ctype(n)) {
                    (Place::Record { base, path, .. }, CType::Record(record)) => {
                        Ok(Place::Record { base, record, path })
                    }
                    _ => unsupported(at, "this conversion to a base class"),
                }
            }
            // `reinterpret_cast<T &>(x)`: the memory at x seen as a T.
            "CXXReinterpretCastExpr" | "CStyleCastExpr"
                if n.cast_kind.as_deref() == Some("LValueBitCast") =>
            {
                self.retyped_place(n)
            }
            // `c ? a : b` of two locals (as a const reference binds it): its
            // value, which nothing else can change.
            "ConditionalOperator" => {
                // Taken by value: neither local may change later.
                if n.inner[1..].iter().any(|side| {
                    strip(side)
                        .referenced_id()
                        .is_none_or(|id| self.assigned.contains(id))
                }) {
                    return unsupported(
                        at,
                        "the lvalue ConditionalOperator of locals that are assigned",
                    );
                }
                let c = self.value(&n.inner[0])?.truth();
                let ty = self.t.ctype(n);
                match (self.place(&n.inner[1])?, self.place(&n.inner[2])?) {
                    (a @ Place::Scalar { .. }, b @ Place::Scalar { .. }) => {
                        let a = self.read(&a, at)?;
                        let b = self.read(&b, at)?;
                        let (a, b) = (self.coerce(a, &ty, at)?, self.coerce(b, &ty, at)?);
                        Ok(Place::Value(Val::int(if_then_else(c, a, b), &ty)))
                    }
                    _ => unsupported(at, "the lvalue ConditionalOperator of something other than two local variables"),
                }
            }
            other => unsupported(at, format!("the lvalue {other}")),
        }
    }

    /// The place a reference is bound to. An assignment or a prefix
    /// increment names its left side in C++, which ivl's place for one (the
    /// value written) does not: a reference to one is unsupported.
    pub fn bound_place(&mut self, n: &'a Node) -> Result<Place> {
        let mut target = strip(n);
        while target.is("ImplicitCastExpr") && target.cast_kind.as_deref() == Some("NoOp")
            || target.is("BinaryOperator") && target.opcode.as_deref() == Some(",")
        {
            target = strip(target.inner.last().expect("an operand"));
        }
        let updates = match target.kind.as_str() {
            "BinaryOperator" => target.opcode.as_deref() == Some("="),
            "CompoundAssignOperator" => true,
            "UnaryOperator" => {
                matches!(target.opcode.as_deref(), Some("++" | "--"))
                    && target.is_postfix != Some(true)
            }
            _ => false,
        };
        if updates {
            return unsupported(
                n.at.as_ref(),
                "a reference bound to an assignment or an increment",
            );
        }
        self.place(n)
    }

    /// `place` with its indices (and a value's expressions) held in fresh
    /// locals, so that it stays the place it is now when variables change.
    pub fn pinned(&mut self, place: Place) -> Place {
        let hold = |f: &mut Self, e: Expr| {
            let t = f.local("ref", f.t.ptr().ty());
            f.emit(assign(&t, e));
            var(&t, NO_SPAN)
        };
        match place {
            Place::Elem { obj, index } => Place::Elem {
                obj,
                index: hold(self, index),
            },
            Place::Array { obj, offset } => Place::Array {
                obj,
                offset: hold(self, offset),
            },
            Place::Multi {
                base,
                index,
                objs,
                view,
            } => {
                let b = self.local("ref.base", bv_type(32));
                self.emit(assign(&b, base));
                Place::Multi {
                    base: var(&b, NO_SPAN),
                    index: hold(self, index),
                    objs,
                    view,
                }
            }
            Place::Bytes { obj, offset, ty } => Place::Bytes {
                obj,
                offset: hold(self, offset),
                ty,
            },
            Place::Record {
                base: RecordBase::Mem { obj, index },
                record,
                path,
            } => Place::Record {
                base: RecordBase::Mem {
                    obj,
                    index: hold(self, index),
                },
                record,
                path,
            },
            Place::Record {
                base: RecordBase::Multi { base, index, objs },
                record,
                path,
            } => {
                let b = self.local("ref.base", bv_type(32));
                self.emit(assign(&b, base));
                Place::Record {
                    base: RecordBase::Multi {
                        base: var(&b, NO_SPAN),
                        index: hold(self, index),
                        objs,
                    },
                    record,
                    path,
                }
            }
            Place::Value(v) => Place::Value(self.staged(v)),
            Place::Elements { elems, offset, ty } => Place::Elements {
                elems,
                offset: hold(self, offset),
                ty,
            },
            other => other,
        }
    }

    /// The place of `base`, an array that decays to a pointer, when it is
    /// an array field of a struct held in locals (which no pointer reaches).
    fn struct_array_field(&mut self, base: &'a Node) -> Result<Option<Place>> {
        let array = strip(base);
        if !(array.is("ImplicitCastExpr")
            && array.cast_kind.as_deref() == Some("ArrayToPointerDecay"))
        {
            return Ok(None);
        }
        let array = strip(&array.inner[0]);
        let local_struct = |f: &Self, n: &Node| {
            let mut n = strip(n);
            while n.is("ArraySubscriptExpr") || n.is("ImplicitCastExpr") {
                n = strip(&n.inner[0]);
            }
            n.is("MemberExpr")
                && (strip(&n.inner[0]).is("CXXThisExpr")
                    || n.is_arrow != Some(true)
                        && strip(&n.inner[0])
                            .referenced_decl
                            .as_ref()
                            .is_some_and(|d| {
                                matches!(f.bindings.get(&d.id), Some(Binding::Record { .. }))
                            }))
        };
        if !(array.is("MemberExpr") || array.is("ArraySubscriptExpr")) || !local_struct(self, array)
        {
            return Ok(None);
        }
        match self.place(array)? {
            p @ Place::Elements { .. } => Ok(Some(p)),
            _ => Ok(None),
        }
    }

    /// The array field `field` of struct `record`, at `path` of the struct
    /// in locals `prefix.*`: its elements, one local each.
    fn local_elements(
        &mut self,
        prefix: &str,
        path: &str,
        (record, field): (&str, &str),
        ty: CType,
        at: Option<&Loc>,
    ) -> Result<Place> {
        // An array of structs: each element a struct in locals
        // (`prefix.buf.3.lo` ...), in C's order.
        if let CType::Record(inner) = ty.array_shape().0 {
            let mut paths = Vec::new();
            element_paths(path, &ty, &mut paths);
            let scalars = |r: &str| {
                self.t
                    .fields_flattened(r, true, at)
                    .is_ok_and(|l| l.iter().all(|(_, t)| t.is_scalar()))
            };
            if scalars(inner) {
                let elems = paths
                    .into_iter()
                    .map(|path| Place::Record {
                        base: RecordBase::Local {
                            prefix: prefix.to_string(),
                        },
                        record: inner.clone(),
                        path,
                    })
                    .collect();
                return Ok(Place::Elements {
                    elems,
                    offset: self.t.ptr().lit(0),
                    ty,
                });
            }
        }
        let leaves = self.t.field_leaves(record, field, at)?;
        let element = |t: &CType| t.is_scalar() || matches!(t, CType::Pointer(..));
        if leaves.iter().any(|(_, t)| !element(t)) || flat_len(&ty) != Some(leaves.len() as u64) {
            return unsupported(
                at,
                format!(
                    "{} that is a field of a struct held in locals",
                    describe(&ty)
                ),
            );
        }
        let mut elems = Vec::new();
        for (leaf, t) in leaves {
            let name = format!("{prefix}.{path}{}", &leaf[field.len()..]);
            elems.push(if let CType::Pointer(..) = t {
                // An array of pointers (`float *p[4]`): each a pointer
                // field of its own.
                if let Some(&obj) = self.pointer_fields.get(&name) {
                    Place::Value(Val::Ptr {
                        obj,
                        offset: self.t.ptr().lit(0),
                    })
                } else if let Some(id) = self.pointer_field_vars.get(&name) {
                    Place::Pointer { id: id.clone() }
                } else {
                    return unsupported(
                        at,
                        format!(
                            "the pointer field `{name}` of a struct this function does not set"
                        ),
                    );
                }
            } else {
                Place::Scalar { name, ty: t }
            });
        }
        Ok(Place::Elements {
            elems,
            offset: self.t.ptr().lit(0),
            ty,
        })
    }

    /// Element `index` of the array field `array` (a [`Place::Elements`]).
    fn element_of_locals(&mut self, array: Place, index: Expr, at: Option<&Loc>) -> Result<Place> {
        let Place::Elements { elems, offset, ty } = array else {
            unreachable!("an array field of a local struct")
        };
        let CType::Array(elem, _) = ty else {
            return unsupported(at, "indexing an element that is not an array");
        };
        let scale = flat_len(&elem).expect("arrays of scalars");
        let offset = self.t.ptr().add(offset, self.t.ptr().times(index, scale));
        self.elements_bounds(&elems, &offset, scale, at);
        Ok(Place::Elements {
            elems,
            offset,
            ty: *elem,
        })
    }

    /// What `pointer[index]` denotes.
    pub fn pointed(
        &mut self,
        pointer: Val,
        index: Expr,
        elem: &CType,
        at: Option<&Loc>,
    ) -> Result<Place> {
        match pointer {
            Val::Ptr { obj, .. } if self.t.objects[obj].null => {
                self.null_access(at);
                Ok(Place::Multi {
                    base: bv(0, 32),
                    index: self.t.ptr().lit(0),
                    objs: vec![obj],
                    view: None,
                })
            }
            Val::Ptr { obj, offset } => {
                self.stays_in_field(obj, &index, at)?;
                self.element(obj, offset, index, elem, at)
            }
            Val::Multi { base, offset, objs } if matches!(elem, CType::Record(_)) => {
                let CType::Record(record) = elem else {
                    unreachable!("a struct")
                };
                let scale = match self.bytes_of_all(&objs, at)? {
                    true => self.t.layout_or_error(elem, at)?.0,
                    false => 1,
                };
                let scaled = self.t.ptr().times(index, scale);
                Ok(Place::Record {
                    base: RecordBase::Multi {
                        base,
                        index: self.t.ptr().add(offset, scaled),
                        objs,
                    },
                    record: record.clone(),
                    path: String::new(),
                })
            }
            Val::Multi { base, offset, objs } => {
                if !elem.is_scalar() {
                    return unsupported(
                        at,
                        "a struct or array reached through a pointer that may reach several arrays",
                    );
                }
                let bytes = self.bytes_of_all(&objs, at)?;
                let scale = if bytes {
                    self.t.layout_or_error(elem, at)?.0
                } else {
                    flat_len(elem).unwrap_or(1)
                };
                let scaled = self.t.ptr().times(index, scale);
                Ok(Place::Multi {
                    base,
                    index: self.t.ptr().add(offset, scaled),
                    objs,
                    view: bytes.then(|| elem.clone()),
                })
            }
            _ => unsupported(at, "indexing something that is not a pointer into an array"),
        }
    }

    /// Element `index` (counted in values of `elem`) from `offset`.
    pub(super) fn element(
        &mut self,
        obj: ObjId,
        offset: Expr,
        index: Expr,
        elem: &CType,
        at: Option<&Loc>,
    ) -> Result<Place> {
        if self.t.objects[obj].bytes {
            let (size, _) = self.t.layout_or_error(elem, at)?;
            let scaled = self.t.ptr().times(index, size);
            let offset = self.t.ptr().add(offset, scaled);
            return self.bytes_place(obj, offset, elem, at);
        }
        let scale = flat_len(elem)
            .ok_or(())
            .or_else(|_| unsupported(at, format!("memory holding {}", describe(elem))))?;
        let scaled = self.t.ptr().times(index, scale);
        let index = self.t.ptr().add(offset, scaled);
        if !matches!(elem, CType::Array(..)) {
            self.bounds(obj, &index, at);
        }
        Ok(match elem {
            CType::Array(..) => Place::Array { obj, offset: index },
            CType::Record(record) => Place::Record {
                base: RecordBase::Mem { obj, index },
                record: record.clone(),
                path: String::new(),
            },
            _ => Place::Elem { obj, index },
        })
    }

    /// What a value of type `ty` at byte `offset` of `obj` (kept byte by
    /// byte) is.
    fn bytes_place(
        &mut self,
        obj: ObjId,
        offset: Expr,
        ty: &CType,
        at: Option<&Loc>,
    ) -> Result<Place> {
        Ok(match ty {
            CType::Array(..) => Place::Array { obj, offset },
            CType::Record(record) => {
                // The whole struct is checked, as it may be read or written
                // whole.
                self.bytes_bounds(obj, &offset, ty, at);
                Place::Record {
                    base: RecordBase::Mem { obj, index: offset },
                    record: record.clone(),
                    path: String::new(),
                }
            }
            t if t.is_scalar() => {
                self.bytes_bounds(obj, &offset, t, at);
                Place::Bytes {
                    obj,
                    offset,
                    ty: t.clone(),
                }
            }
            other => {
                return unsupported(
                    at,
                    format!(
                        "memory holding {} seen as another type (byte by byte)",
                        describe(other)
                    ),
                )
            }
        })
    }

    /// The lanes an `ExtVectorElementExpr` selects (`v.xy`): Clang's JSON
    /// does not carry the accessor, so it is read from the source.
    pub fn swizzle(&mut self, n: &Node) -> Result<Vec<u32>> {
        let at = n.at.as_ref();
        let base = self.t.ctype(&n.inner[0]);
        let CType::Record(name) = &base else {
            return unsupported(at, "components of something that is not a vector");
        };
        let (_, count) = vector_lanes(name)
            .ok_or(())
            .or_else(|_| unsupported(at, "components of something that is not a vector"))?;
        let accessor = n.last_token.as_ref().and_then(|t| self.t.token_text(t));
        match accessor.as_deref().and_then(|a| swizzle(a, count)) {
            Some(lanes) => Ok(lanes),
            None => unsupported(at, "vector components written by a macro"),
        }
    }

    /// Field `field` of the struct at `place`.
    pub(super) fn field(&mut self, place: Place, field: &str, at: Option<&Loc>) -> Result<Place> {
        if let Place::Value(Val::Record(fields)) = place {
            return Ok(Place::Value(field_of_value(fields, field, at)?));
        }
        // A field of a struct chosen at run time from an array of structs
        // in locals: that field of each.
        if let Place::Elements {
            elems,
            offset,
            ty: CType::Record(_),
        } = place
        {
            let fields = elems
                .into_iter()
                .map(|e| self.field(e, field, at))
                .collect::<Result<Vec<_>>>()?;
            let ty = match fields.first() {
                Some(Place::Scalar { ty, .. }) => ty.clone(),
                Some(Place::Record { record, .. }) => CType::Record(record.clone()),
                _ => {
                    return unsupported(at, format!("the member `{field}` of this array's struct"))
                }
            };
            return Ok(Place::Elements {
                elems: fields,
                offset,
                ty,
            });
        }
        let Place::Record { base, record, path } = place else {
            return unsupported(
                at,
                format!("the member `{field}` of something that is not a struct"),
            );
        };
        if let RecordBase::Multi { base, index, objs } = &base {
            if self.bytes_of_all(objs, at)? {
                let (off, ty) = self.t.field_offset_or_error(&record, field, at)?;
                let index = self
                    .t
                    .ptr()
                    .add(index.clone(), self.t.ptr().lit(off.into()));
                let (base, objs) = (base.clone(), objs.clone());
                return match ty {
                    CType::Record(inner) => Ok(Place::Record {
                        base: RecordBase::Multi { base, index, objs },
                        record: inner,
                        path: String::new(),
                    }),
                    t if t.is_scalar() => Ok(Place::Multi {
                        base,
                        index,
                        objs,
                        view: Some(t),
                    }),
                    other => unsupported(
                        at,
                        format!("the member `{field}` of type {}", describe(&other)),
                    ),
                };
            }
        }
        if let RecordBase::Mem { obj, index } = &base {
            if self.t.objects[*obj].bytes {
                let (off, ty) = self.t.field_offset_or_error(&record, field, at)?;
                let offset = self
                    .t
                    .ptr()
                    .add(index.clone(), self.t.ptr().lit(off.into()));
                return self.bytes_place(*obj, offset, &ty, at);
            }
        }
        let Some(ty) = self
            .t
            .record_fields(&record)
            .and_then(|fs| fs.into_iter().find(|(f, _)| f == field))
            .map(|(_, t)| t)
        else {
            return self.t.unknown_fields(
                &record,
                at,
                format!("the member `{field}` of struct {record}"),
            );
        };
        let path = join(&path, field);
        if let (CType::Pointer(..), RecordBase::Local { prefix }) = (&ty, &base) {
            let local = format!("{prefix}.{path}");
            if let Some(&obj) = self.pointer_fields.get(&local) {
                return Ok(Place::Value(Val::Ptr {
                    obj,
                    offset: self.t.ptr().lit(0),
                }));
            }
            if let Some(id) = self.pointer_field_vars.get(&local) {
                return Ok(Place::Pointer { id: id.clone() });
            }
        }
        match ty {
            CType::Record(inner) => Ok(Place::Record {
                base,
                record: inner,
                path,
            }),
            CType::Array(..) if matches!(base, RecordBase::Local { .. }) => {
                let RecordBase::Local { prefix } = base else {
                    unreachable!("matched above")
                };
                self.local_elements(&prefix, &path, (&record, field), ty, at)
            }
            CType::Pointer(..) if matches!(base, RecordBase::Local { .. }) => unsupported(
                at,
                format!("the member `{field}`, a pointer this function does not set"),
            ),
            t if t.is_scalar() || matches!(t, CType::Pointer(..)) => Ok(match base {
                RecordBase::Mem { obj, index } => {
                    let leaf = self.t.objects[obj]
                        .leaves
                        .iter()
                        .find(|(p, _)| *p == path)
                        .map(|(_, o)| *o)
                        .expect("every scalar field has an object");
                    Place::Elem { obj: leaf, index }
                }
                RecordBase::Multi { base, index, objs } => Place::Multi {
                    base,
                    index,
                    objs: self.leaf_objects(&objs, &path),
                    view: None,
                },
                RecordBase::Local { prefix } => Place::Scalar {
                    name: format!("{prefix}.{path}"),
                    ty: t,
                },
            }),
            other => unsupported(
                at,
                format!("the member `{field}` of type {}", describe(&other)),
            ),
        }
    }

    /// The object of the field at `path` of each of `objs` (arrays of
    /// structs; null stays null).
    fn leaf_objects(&self, objs: &[ObjId], path: &str) -> Vec<ObjId> {
        objs.iter()
            .map(|&o| {
                let whole = &self.t.objects[o];
                if whole.null {
                    return o;
                }
                whole
                    .leaves
                    .iter()
                    .find(|(p, _)| p == path)
                    .map(|(_, leaf)| *leaf)
                    .expect("every scalar field has an object")
            })
            .collect()
    }

    /// Scalar element `i` of `obj`, which an initialiser gives (its index
    /// is in bounds).
    pub fn initialised(&self, obj: ObjId, i: u64) -> Place {
        let o = &self.t.objects[obj];
        let ptr = self.t.ptr();
        match o.bytes {
            true => Place::Bytes {
                obj,
                offset: ptr.lit(u128::from(i * self.t.size_of(&o.elem).expect("a scalar"))),
                ty: o.elem.clone(),
            },
            false => Place::Elem {
                obj,
                index: ptr.lit(i.into()),
            },
        }
    }

    /// A file-scope variable's place in its object: an array, or its
    /// element 0 (a number, or a struct: `__constant__ det_t detector;`).
    fn object_place(&self, obj: ObjId, ty: &CType) -> Place {
        match ty {
            CType::Array(..) => Place::Array {
                obj,
                offset: self.t.ptr().lit(0),
            },
            _ => self.cell_place(obj),
        }
    }

    /// A variable kept in memory (its address is taken): element 0.
    pub fn cell_place(&self, obj: ObjId) -> Place {
        let index = self.t.ptr().lit(0);
        match &self.t.objects[obj].elem {
            t if self.t.objects[obj].bytes && t.is_scalar() => Place::Bytes {
                obj,
                offset: index,
                ty: t.clone(),
            },
            CType::Record(record) => Place::Record {
                base: RecordBase::Mem { obj, index },
                record: record.clone(),
                path: String::new(),
            },
            _ => Place::Elem { obj, index },
        }
    }

    /// The place of a variable this function declared.
    pub fn place_of_decl(&mut self, d: &Node) -> Result<Place> {
        match self.bindings.get(&d.id).cloned() {
            Some(Binding::Record { prefix, record }) => Ok(Place::Record {
                base: RecordBase::Local { prefix },
                record,
                path: String::new(),
            }),
            Some(Binding::Scalar { name, ty }) => Ok(Place::Scalar { name, ty }),
            Some(Binding::Cell(obj)) => Ok(self.cell_place(obj)),
            _ => unsupported(d.at.as_ref(), format!("the variable `{}`", d.name())),
        }
    }

    fn decl_place(&mut self, n: &'a Node) -> Result<Place> {
        let at = n.at.as_ref();
        let d = n
            .referenced_decl
            .as_ref()
            .ok_or(())
            .or_else(|_| unsupported(at, "this name"))?;
        if let Some(b) = self.bindings.get(&d.id) {
            let b = b.clone();
            return self.binding_place(b, &d.id, n);
        }
        if let Some(place) = self.captured_place(&d.id) {
            return place;
        }
        match d.kind.as_str() {
            "EnumConstantDecl" => {
                let Some((v, underlying)) = self.t.enum_values.get(&d.id).cloned() else {
                    return unsupported(at, "this enumerator");
                };
                // A C++ enumerator has its enumeration's type, a C one `int`.
                let ty = match self.t.dialect {
                    Dialect::Cuda => underlying,
                    Dialect::OpenCl => self.t.ctype(n),
                };
                Ok(Place::Value(Val::int(bv(v as u128, bits_of(&ty)), &ty)))
            }
            "VarDecl" | "VarTemplateSpecializationDecl" => self.file_variable(n, &d.id),
            _ => unsupported(at, format!("the use of `{}`", d.name())),
        }
    }

    /// What a name bound in this function denotes.
    fn binding_place(&mut self, b: Binding, id: &str, n: &'a Node) -> Result<Place> {
        let at = n.at.as_ref();
        Ok(match b {
            Binding::Scalar { name, ty } => Place::Scalar { name, ty },
            Binding::Pointer { .. } | Binding::MultiPointer { .. } => {
                Place::Pointer { id: id.to_string() }
            }
            Binding::FixedPointer { obj } => Place::Value(Val::Ptr {
                obj,
                offset: self.t.ptr().lit(0),
            }),
            Binding::Object(obj) => Place::Array {
                obj,
                offset: self.t.ptr().lit(0),
            },
            Binding::Record { prefix, record } => Place::Record {
                base: RecordBase::Local { prefix },
                record,
                path: String::new(),
            },
            Binding::Cell(obj) => self.cell_place(obj),
            Binding::Alias(place) => place,
            Binding::Reference { pointer } => {
                let Some(b) = self.bindings.get(&pointer).cloned() else {
                    unreachable!("a reference's pointer is bound")
                };
                let pointer = self.binding_place(b, &pointer, n)?;
                let pointer = self.read(&pointer, at)?;
                let referred = self.t.ctype(n);
                self.pointed(pointer, self.t.ptr().lit(0), &referred, at)?
            }
        })
    }

    /// A file-scope variable: device, constant or shared memory (one map),
    /// or a constant with an initialiser.
    fn file_variable(&mut self, n: &'a Node, id: &str) -> Result<Place> {
        let at = n.at.as_ref();
        // Every declaration of one variable is that variable (the first
        // names it), and its definition says what it is.
        let id = &self.t.first_declaration(id);
        let definition = self
            .t
            .file_vars
            .values()
            .filter(|v| self.t.first_declaration(&v.id) == *id)
            .find(|v| v.storage_class.as_deref() != Some("extern"))
            .copied();
        let Some(d) = definition.or_else(|| self.t.file_vars.get(id).copied()) else {
            return unsupported(
                at,
                format!(
                    "the variable `{}`",
                    n.referenced_decl.as_ref().map_or("", |d| d.name())
                ),
            );
        };
        if self.t.is_ours(d) {
            return unsupported(at, format!("`{}` used on its own", d.name()));
        }
        let ty = self.t.ctype(d);
        // A variable template's instance lists its arguments first.
        let init = d
            .inner
            .iter()
            .find(|c| !c.kind.ends_with("Attr") && !c.is("TemplateArgument"));
        let constant =
            d.is_constexpr == Some(true) || d.type_str().starts_with("const ") && ty.is_scalar();
        if constant && ty.is_scalar() {
            if let Some(init) = init {
                let v = self.value(init)?;
                let e = self.coerce(v, &ty, at)?;
                return Ok(Place::Value(Val::int(e, &ty)));
            }
        }
        if let Some(&obj) = self.t.object_of_decl.get(id) {
            return Ok(self.object_place(obj, &ty));
        }
        let shared = d.has_attr("CUDASharedAttr") || is_local_memory(&ty, d.type_str());
        let read_only = d.has_attr("CUDAConstantAttr") || d.type_str().contains("__constant");
        let (elem, _) = ty.array_shape();
        if super::memory::is_dynamic_shared(d) {
            let obj = self.dynamic_shared(d, &elem.clone())?;
            return Ok(self.object_place(obj, &ty));
        }
        let space = if shared {
            MemorySpace::Shared
        } else {
            MemorySpace::Global
        };
        let obj = self.new_object(
            d.name(),
            elem.clone(),
            space,
            read_only,
            false,
            d.at.as_ref(),
        )?;
        self.set_length(obj, &ty);
        self.t.object_of_decl.insert(id.to_string(), obj);
        let holds_pointers = |o: &super::memory::Object| matches!(o.elem, CType::Pointer(..));
        let o = &self.t.objects[obj];
        let pointers = holds_pointers(o)
            || o.leaves
                .iter()
                .any(|(_, l)| holds_pointers(&self.t.objects[*l]));
        // (A default construction, `__device__ Args a;`, sets nothing.)
        let written = init.filter(|i| !(i.is("CXXConstructExpr") && i.inner.is_empty()));
        if let (Some(init), true) = (written, pointers) {
            // Unless the host overwrites them, its pointers reach the
            // arrays it names, not a heap of their own.
            return unsupported(
                init.at.as_ref(),
                "an initialiser on device memory holding pointers",
            );
        }
        match (init, self.t.dialect) {
            // The host may overwrite CUDA's device and constant memory
            // before the launch (as GPUVerify has it): the contents stay
            // arbitrary.
            (Some(_), crate::dialect::Dialect::Cuda) | (None, _) => {}
            (Some(init), _) if read_only => self.constant_contents(obj, &ty, init)?,
            (Some(init), _) => {
                return unsupported(init.at.as_ref(), "an initialiser on global memory")
            }
        }
        Ok(self.object_place(obj, &ty))
    }

    /// OpenCL `__constant` memory with an initialiser: each element's
    /// value (elements not given are zero), a fact every kernel and every
    /// procedure verified on its own assumes on entry.
    fn constant_contents(&mut self, obj: ObjId, ty: &CType, init: &'a Node) -> Result<()> {
        let at = init.at.as_ref();
        let o = self.t.objects[obj].clone();
        // Each scalar the initialiser gives, with its place and type: an
        // array's elements in order, a struct's (or vector's) fields in
        // order within each element.
        let places: Vec<(Place, CType)> = match &o.elem {
            CType::Record(record) => {
                let count = match ty {
                    CType::Array(_, Some(n)) => *n,
                    _ => 1,
                };
                let leaves = self.t.fields_flattened(record, true, at)?;
                let mut places = Vec::new();
                for k in 0..count {
                    let (zero, index) = (self.t.ptr().lit(0), self.t.ptr().lit(k.into()));
                    let Place::Record { base, .. } = self.element(obj, zero, index, &o.elem, at)?
                    else {
                        return unsupported(
                            at,
                            "an initialiser on constant memory holding these structs",
                        );
                    };
                    let held = self.record_leaves(&base, record, "", at)?;
                    places.extend(
                        held.into_iter()
                            .zip(&leaves)
                            .map(|((_, p), (_, t))| (p, t.clone())),
                    );
                }
                places
            }
            t if t.is_scalar() => (0..self.t.scalar_count(ty, at)? as u64)
                .map(|i| (self.initialised(obj, i), t.clone()))
                .collect(),
            _ => return unsupported(at, "an initialiser on constant memory holding these values"),
        };
        let leaves = self.t.init_leaves(init, ty)?;
        if leaves.len() != places.len() {
            return unsupported(at, "an initialiser that does not match its array's layout");
        }
        let mut facts = Vec::new();
        for (leaf, (place, elem)) in leaves.into_iter().zip(places) {
            if matches!(elem, CType::Pointer(..)) {
                return unsupported(at, "an initialiser on constant memory holding pointers");
            }
            let (stmts, v) = self.capture(|f| f.leaf_value(leaf, &elem))?;
            if !stmts.is_empty() {
                return unsupported(at, "an initialiser that is not constant");
            }
            // Byte by byte, a fact per byte (which `ivl run` can meet).
            if let Place::Bytes { obj, offset, ty } = &place {
                facts.extend(self.byte_facts(*obj, offset, ty, v, at)?);
                continue;
            }
            let e = self.coerce(v, &elem, at)?;
            let (reads, held) = self.capture(|f| f.read(&place, at))?;
            assert!(reads.is_empty(), "reading memory is an expression");
            let held = self.coerce(held, &elem, at)?;
            facts.push(eq(held, e));
        }
        if let Some(all) = facts.into_iter().reduce(and) {
            self.t.constant_contents.push(all);
        }
        Ok(())
    }

    /// The struct a method runs on (`*this`).
    pub(super) fn this_place(&self, at: Option<&Loc>) -> Result<Place> {
        match self.this.clone() {
            // An accessor method's object, read at its call (accessor.rs).
            Some(Binding::Alias(place)) => Ok(place),
            Some(Binding::Record { prefix, record }) => Ok(Place::Record {
                base: RecordBase::Local { prefix },
                record,
                path: String::new(),
            }),
            _ => unsupported(at, "`this` outside a method"),
        }
    }

    fn member(&mut self, n: &'a Node) -> Result<Place> {
        let at = n.at.as_ref();
        let base = strip(&n.inner[0]);
        if let Some(d) = base.referenced_decl.as_ref() {
            if let Some(e) = super::geometry::cuda_geometry(d.name(), n.name()) {
                if self
                    .t
                    .file_vars
                    .get(&d.id)
                    .is_some_and(|v| self.t.is_ours(v))
                {
                    return Ok(Place::Value(Val::Int(e, 32, false)));
                }
            }
        }
        let place = if base.is("CXXThisExpr") {
            self.this_place(at)?
        } else if n.is_arrow == Some(true) {
            let Val::Ptr { obj, offset } = self.value(&n.inner[0])? else {
                return unsupported(at, "`->` on something that is not a pointer into an array");
            };
            let pointee = self
                .t
                .ctype(&n.inner[0])
                .pointee()
                .cloned()
                .unwrap_or(CType::Void);
            let zero = self.t.ptr().lit(0);
            self.element(obj, offset, zero, &pointee, at)?
        } else {
            self.place(&n.inner[0])?
        };
        let field = self.field(place, n.name(), at)?;
        // A reference field holds a pointer to what it refers to.
        let owner = match self.t.ctype(&n.inner[0]) {
            CType::Pointer(t, _) | CType::Reference(t) => *t,
            t => t,
        };
        let reference = matches!(&owner, CType::Record(r)
            if self.t.reference_fields.contains(&(r.clone(), n.name().to_string())));
        if !reference {
            return Ok(field);
        }
        let pointer = self.read(&field, at)?;
        let referred = self.t.ctype(n);
        let zero = self.t.ptr().lit(0);
        self.pointed(pointer, zero, &referred, at)
    }

    /// The scalar and pointer places of a struct place, with their paths
    /// inside it.
    pub fn record_leaves(
        &mut self,
        base: &RecordBase,
        record: &str,
        path: &str,
        at: Option<&Loc>,
    ) -> Result<Vec<(String, Place)>> {
        let mut out = Vec::new();
        for (leaf, ty) in self.t.fields_flattened(record, true, at)? {
            let full = join(path, &leaf);
            let place = match base {
                RecordBase::Local { prefix } if matches!(ty, CType::Pointer(..)) => {
                    let local = format!("{prefix}.{full}");
                    if let Some(&obj) = self.pointer_fields.get(&local) {
                        Place::Value(Val::Ptr {
                            obj,
                            offset: self.t.ptr().lit(0),
                        })
                    } else if let Some(id) = self.pointer_field_vars.get(&local) {
                        Place::Pointer { id: id.clone() }
                    } else {
                        return unsupported(
                            at,
                            format!(
                                "the pointer field `{full}` of a struct this function does not set"
                            ),
                        );
                    }
                }
                _ if matches!(ty, CType::Pointer(..)) && self.bytes_base(base, at)? => {
                    return unsupported(
                        at,
                        format!("the pointer field `{full}` of a struct kept byte by byte"),
                    );
                }
                RecordBase::Mem { obj, index } if self.t.objects[*obj].bytes => {
                    let off = self.t.path_offset_or_error(record, &leaf, at)?;
                    let offset = self
                        .t
                        .ptr()
                        .add(index.clone(), self.t.ptr().lit(off.into()));
                    Place::Bytes {
                        obj: *obj,
                        offset,
                        ty,
                    }
                }
                RecordBase::Mem { obj, index } => {
                    let o = self.t.objects[*obj]
                        .leaves
                        .iter()
                        .find(|(p, _)| *p == full)
                        .map(|(_, o)| *o)
                        .expect("every scalar field has an object");
                    Place::Elem {
                        obj: o,
                        index: index.clone(),
                    }
                }
                RecordBase::Multi { base, index, objs } if self.bytes_of_all(objs, at)? => {
                    let off = self.t.path_offset_or_error(record, &leaf, at)?;
                    Place::Multi {
                        base: base.clone(),
                        index: self
                            .t
                            .ptr()
                            .add(index.clone(), self.t.ptr().lit(off.into())),
                        objs: objs.clone(),
                        view: Some(ty),
                    }
                }
                RecordBase::Multi { base, index, objs } => Place::Multi {
                    base: base.clone(),
                    index: index.clone(),
                    objs: self.leaf_objects(objs, &full),
                    view: None,
                },
                RecordBase::Local { prefix } => Place::Scalar {
                    name: format!("{prefix}.{full}"),
                    ty,
                },
            };
            out.push((leaf, place));
        }
        Ok(out)
    }
}

impl<'t, 'a> Func<'t, 'a> {
    /// Whether the struct at `base` is in memory kept byte by byte.
    fn bytes_base(&mut self, base: &RecordBase, at: Option<&Loc>) -> Result<bool> {
        Ok(match base {
            RecordBase::Mem { obj, .. } => self.t.objects[*obj].bytes,
            RecordBase::Multi { objs, .. } => self.bytes_of_all(objs, at)?,
            RecordBase::Local { .. } => false,
        })
    }
}
