//! C++ constructors of the program's structs (`Position(x, y)`, `dim3
//! b(4, 4)`): a constructor whose body is empty runs as its member
//! initialisers say, field by field, with its parameters bound to the
//! arguments. The struct value it makes is the result.

use ivl::syntax::ast::{Expr, StmtKind};
use ivl::syntax::build::*;

use super::func::{record_local, Binding, Func};
use super::lvalue::{Place, RecordBase};
use super::translator::{unsupported, PointerArg, Result};
use super::value::{ivl_type, Val};
use crate::clang::ast::{strip, Node};
use crate::ctype::{describe, CType};

impl<'t, 'a> Func<'t, 'a> {
    /// The struct value that the construction `n` (a `CXXConstructExpr` or
    /// `CXXTemporaryObjectExpr` of a constructor of the program's) makes.
    pub fn construct(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let CType::Record(record) = self.t.ctype(n) else {
            return unsupported(at, "a constructor of something that is not a struct");
        };
        let Some(ctor) = self.t.user_constructor(n) else {
            // The implicit default constructor: the default member
            // initialisers, in order, and the other fields arbitrary.
            if n.inner.is_empty() {
                let fields = self.initialised_fields(&record, None, at)?;
                return Ok(Val::Record(fields));
            }
            return unsupported(
                at,
                format!("a constructor of {record} that ivl does not see"),
            );
        };
        if !ctor.inner.iter().any(|c| c.is("CompoundStmt")) {
            return unsupported(at, format!("a constructor of {record} without a body"));
        }
        if ctor.inner.iter().any(|c| {
            c.is("CXXCtorInitializer") && c.any_init.as_ref().is_none_or(|f| !f.is("FieldDecl"))
        }) {
            return unsupported(
                at,
                format!("the constructor of {record}, which constructs a base or delegates"),
            );
        }
        // An initialiser may read the fields initialised before it
        // (`b(a + 1)`, `this->a`); any other use of the object would see
        // it half made.
        let fields: Vec<String> = self
            .t
            .record_fields(&record)
            .unwrap_or_default()
            .into_iter()
            .map(|(f, _)| f)
            .collect();
        if ctor
            .inner
            .iter()
            .filter(|c| c.is("CXXCtorInitializer"))
            .any(|c| !reads_only_fields(c, &fields))
        {
            return unsupported(
                at,
                format!("the constructor of {record}, whose initialisers read the object"),
            );
        }
        let (params, objects) = self.bind_constructor_parameters(ctor, n)?;
        let fields = self.initialised_fields(&record, Some(ctor), at)?;
        let leaves = self.t.fields_flattened(&record, true, at)?;
        if leaves.len() != fields.len() || leaves.iter().zip(&fields).any(|(l, f)| l.0 != f.0) {
            return unsupported(
                at,
                format!("the constructor of {record}, whose fields ivl cannot line up"),
            );
        }
        let has_statements = ctor
            .inner
            .iter()
            .any(|c| c.is("CompoundStmt") && !c.inner.is_empty());
        if !has_statements {
            return Ok(Val::Record(fields));
        }
        if leaves.iter().any(|(_, t)| !t.is_scalar()) {
            // A body that only sets fields from the arguments (`start =
            // ptr; length = len;`) is member initialisers written late.
            if let Some(assigned) = field_assignments(ctor) {
                return self.assign_fields(&record, fields, assigned, at);
            }
            return unsupported(
                at,
                format!("the constructor body of {record}, which holds a pointer"),
            );
        }
        // The body runs as a method that may change the object, on the
        // fields the initialisers gave.
        let Some(objects) = objects else {
            return unsupported(
                at,
                "a constructor body run with a pointer argument that may point into several arrays, or a reference argument it may change",
            );
        };
        let proc = self.procedure(ctor, objects, Some(&record), at)?;
        let mut args = Vec::new();
        for (_, v) in fields {
            args.push(super::call::convert_leaf(v, at)?);
        }
        args.extend(params);
        let mut outs = Vec::new();
        let mut made = Vec::new();
        for (path, leaf) in leaves {
            let t = self.t.ivl_type(&leaf).expect("a scalar field");
            let out = self.local("this.out", t);
            outs.push(ident(&out, NO_SPAN));
            made.push((path, Val::int(var(&out, NO_SPAN), &leaf)));
        }
        self.call_procedure(at, &proc, outs, args);
        Ok(Val::Record(made))
    }

    /// `fields` (of `record`) after the constructor body's assignments
    /// `assigned`: each value converted to its field's type, a pointer
    /// field taking where its value points.
    fn assign_fields(
        &mut self,
        record: &str,
        mut fields: Vec<(String, Val)>,
        assigned: Vec<(&str, &'a Node)>,
        at: Option<&crate::clang::ast::Loc>,
    ) -> Result<Val> {
        for (field, value) in assigned {
            if self
                .t
                .reference_fields
                .contains(&(record.to_string(), field.to_string()))
            {
                return unsupported(
                    at,
                    format!("the constructor body of {record}, which assigns through the reference `{field}`"),
                );
            }
            let ty = self
                .t
                .record_fields(record)
                .and_then(|fs| fs.into_iter().find(|(f, _)| f == field))
                .map(|(_, t)| t);
            let Some(slot) = fields.iter().position(|(path, _)| path == field) else {
                return unsupported(
                    at,
                    format!("the constructor body of {record}, which sets `{field}` whole"),
                );
            };
            let v = self.value(value)?;
            fields[slot].1 = match (ty, v) {
                (Some(t), v) if t.is_scalar() => {
                    let e = self.coerce(v, &t, at)?;
                    self.staged(Val::int(e, &t))
                }
                (Some(CType::Pointer(..)), v @ (Val::Ptr { .. } | Val::Multi { .. })) => {
                    self.staged(v)
                }
                _ => {
                    return unsupported(
                        at,
                        format!("the constructor body of {record}, which sets `{field}`"),
                    )
                }
            };
        }
        Ok(Val::Record(fields))
    }

    /// The fields of `record` as constructor `ctor` (or the implicit
    /// default one) initialises them: its member initialisers, else the
    /// default member initialisers, else arbitrary.
    pub(super) fn initialised_fields(
        &mut self,
        record: &str,
        ctor: Option<&'a Node>,
        at: Option<&crate::clang::ast::Loc>,
    ) -> Result<Vec<(String, Val)>> {
        let mut fields = Vec::new();
        let Some(direct) = self.t.record_fields(record) else {
            return unsupported(at, format!("struct {record}, whose fields are not known"));
        };
        if self.t.base_runs_at_construction(record) {
            return unsupported(
                at,
                format!(
                    "making {record}, whose base runs a constructor or default member initialisers"
                ),
            );
        }
        for (field, ty) in direct {
            let init = ctor
                .into_iter()
                .flat_map(|c| c.inner.iter())
                .filter(|c| c.is("CXXCtorInitializer"))
                .find(|c| c.any_init.as_ref().is_some_and(|f| f.name() == field))
                .and_then(|c| c.inner.first());
            let init = match init {
                Some(e) if e.is("CXXDefaultInitExpr") => self.t.default_member_init(record, &field),
                None => self.t.default_member_init(record, &field),
                // Default construction that runs nothing (`I buf[8];` of
                // `struct I { I() {} ... }`): as if nothing initialised it.
                Some(e)
                    if e.is("CXXConstructExpr")
                        && e.inner.is_empty()
                        && !self.t.default_construction_runs_of(&ty) =>
                {
                    None
                }
                other => other,
            };
            // An array field nothing initialises holds arbitrary elements.
            if let (None, CType::Array(..)) = (init, &ty) {
                for (path, leaf) in self.t.field_leaves(record, &field, at)? {
                    let v = self.arbitrary(&format!("{record}.{field}"), &leaf, at)?;
                    fields.push((path, v));
                }
                continue;
            }
            // An array of numbers made from a list (`x_{x, y, z}`): each
            // element its item, in order, and the rest zero.
            if let (Some(list), CType::Array(elem, Some(_))) = (init, &ty) {
                if list.is("InitListExpr") && elem.is_scalar() {
                    let leaves = self.t.field_leaves(record, &field, at)?;
                    if list.inner.len() > leaves.len() {
                        return unsupported(
                            at,
                            format!("the list that makes `{field}` of {record}"),
                        );
                    }
                    for (i, (path, leaf)) in leaves.into_iter().enumerate() {
                        let v = match list.inner.get(i) {
                            Some(item) => self.value(item)?,
                            None => super::value::zero(&leaf),
                        };
                        let e = self.coerce(v, &leaf, at)?;
                        fields.push((path, self.staged(Val::int(e, &leaf))));
                    }
                    continue;
                }
            }
            // The fields made so far, for an initialiser that reads them.
            if let Some(unset) = init.and_then(|e| {
                own_fields_read(e).into_iter().find(|f| {
                    let prefix = format!("{f}.");
                    !fields.iter().any(|(p, _)| p == f || p.starts_with(&prefix))
                })
            }) {
                return unsupported(
                    at,
                    format!("the initialiser of `{field}` of {record}, which reads the field `{unset}` before it is initialised"),
                );
            }
            let made = Binding::Alias(Place::Value(Val::Record(fields.clone())));
            let outer = self.this.replace(made);
            let v = self.initial_value(record, &field, &ty, init, at);
            self.this = outer;
            let v = v?;
            match (&ty, v) {
                (CType::Record(_), Val::Record(sub)) => {
                    fields.extend(sub.into_iter().map(|(p, v)| (format!("{field}.{p}"), v)));
                }
                (t, v) if t.is_scalar() => {
                    let e = self.coerce(v, t, at)?;
                    fields.push((field, self.staged(Val::int(e, t))));
                }
                // A pointer field: where the initialiser points.
                (CType::Pointer(..), v @ (Val::Ptr { .. } | Val::Multi { .. })) => {
                    fields.push((field, self.staged(v)));
                }
                _ => {
                    return unsupported(
                        at,
                        format!("the constructor of {record}, which holds an array or pointer"),
                    )
                }
            }
        }
        Ok(fields)
    }

    /// The value initialiser `init` (or none) gives field `field` of
    /// type `ty` of `record`.
    fn initial_value(
        &mut self,
        record: &str,
        field: &str,
        ty: &CType,
        init: Option<&'a Node>,
        at: Option<&crate::clang::ast::Loc>,
    ) -> Result<Val> {
        let reference = self
            .t
            .reference_fields
            .contains(&(record.to_string(), field.to_string()));
        Ok(match (init, ty) {
            // A reference field refers to the place its initialiser
            // names.
            (Some(e), _) if reference => {
                let place = self.bound_place(e)?;
                self.address_of(place, at)?
            }
            (None, _) if reference => {
                return unsupported(
                    at,
                    format!("the reference field `{field}` of {record}, not initialised"),
                )
            }
            (Some(e), _) => self.value(e)?,
            // A struct field is made as its struct makes itself by
            // default (which may run nothing: `__half2() = default`).
            (None, CType::Record(inner)) if self.t.default_construction_runs(inner) => {
                if self.t.constructed.contains(inner) && self.t.has_constructor(inner) {
                    return unsupported(
                        at,
                        format!("the field `{field}` of {record}, made by its constructor"),
                    );
                }
                Val::Record(self.initialised_fields(inner, None, at)?)
            }
            (None, t) if self.t.default_construction_runs_of(t) => {
                return unsupported(
                    at,
                    format!("the field `{field}` of {record}, whose making runs code"),
                )
            }
            // A pointer left out points into no known array, as a
            // pointer variable never set does: using it is an error.
            (None, CType::Pointer(..)) => {
                let ptr = self.t.ptr();
                let offset = self.local(&format!("{record}.{field}"), ptr.ty());
                self.emit(stmt(
                    StmtKind::Havoc(vec![ident(&offset, NO_SPAN)]),
                    NO_SPAN,
                ));
                Val::Ptr {
                    obj: self.null_object(),
                    offset: var(&offset, NO_SPAN),
                }
            }
            // Left out: whatever it holds.
            (None, _) => self.arbitrary(&format!("{record}.{field}"), ty, at)?,
        })
    }

    /// Each parameter of `ctor` bound to its argument in `n` (arguments
    /// evaluated in order first), for the member initialisers: a number or
    /// a pointer in a local, a struct in a local per field; a const
    /// reference as its value. Also the arguments of the body's procedure,
    /// and the arrays its pointer parameters (then the pointer fields of
    /// its struct parameters) reach: none when a pointer argument may point
    /// into several arrays.
    fn bind_constructor_parameters(
        &mut self,
        ctor: &'a Node,
        n: &'a Node,
    ) -> Result<(Vec<Expr>, Option<Vec<PointerArg>>)> {
        let at = n.at.as_ref();
        let params: Vec<&'a Node> = ctor.inner.iter().filter(|c| c.is("ParmVarDecl")).collect();
        if params.len() != n.inner.len() {
            return unsupported(at, "a constructor call whose arguments Clang does not show");
        }
        // A reference the constructor may change through refers to the
        // argument's place; a const one is its value.
        let mut values = Vec::new();
        for (p, arg) in params.iter().zip(&n.inner) {
            if let CType::Reference(_) = self.t.ctype(p) {
                if !p.type_str().starts_with("const ") {
                    let place = self.bound_place(arg)?;
                    values.push(Err(self.pinned(place)));
                    continue;
                }
            }
            let v = self.value(arg)?;
            values.push(Ok(self.staged(v)));
        }
        let mut args = Vec::new();
        let mut objects = Vec::new();
        let mut fields = Vec::new();
        let mut several_arrays = false;
        for (p, v) in params.into_iter().zip(values) {
            let v = match v {
                Ok(v) => v,
                Err(place) => {
                    // The body, run as a procedure, would get a value.
                    several_arrays = true;
                    self.bindings.insert(p.id.clone(), Binding::Alias(place));
                    continue;
                }
            };
            let ty = match self.t.ctype(p) {
                CType::Reference(referred) => *referred,
                ty => ty,
            };
            let binding =
                match (&ty, &v) {
                    (CType::Pointer(..), Val::Ptr { obj, offset }) => {
                        let name = self.local(p.name(), self.t.ptr().ty());
                        self.emit(assign(&name, offset.clone()));
                        Binding::Pointer {
                            name,
                            obj: Some(*obj),
                        }
                    }
                    // Into one of several arrays: the member initialisers
                    // and field assignments take it as it is; a body run as
                    // a procedure needs one array (below).
                    (CType::Pointer(..), Val::Multi { base, offset, objs }) => {
                        let name = self.local(p.name(), self.t.ptr().ty());
                        self.emit(assign(&name, offset.clone()));
                        let base_name = self.local(&format!("{}.base", p.name()), bv_type(32));
                        self.emit(assign(&base_name, base.clone()));
                        several_arrays = true;
                        Binding::MultiPointer {
                            name,
                            base: base_name,
                            objs: objs.clone(),
                        }
                    }
                    (CType::Pointer(..), _) => return unsupported(
                        at,
                        "a constructor's pointer argument that does not point into one known array",
                    ),
                    (CType::Record(record), Val::Record(_)) => {
                        let binding = record_local(self, p.name(), record, at)?;
                        let Binding::Record { prefix, .. } = &binding else {
                            unreachable!("a struct's binding")
                        };
                        let place = Place::Record {
                            base: RecordBase::Local {
                                prefix: prefix.clone(),
                            },
                            record: record.clone(),
                            path: String::new(),
                        };
                        self.write(&place, v.clone(), at)?;
                        binding
                    }
                    (t, _) if t.is_scalar() => {
                        let e = self.coerce(v.clone(), t, at)?;
                        let name = self.local(p.name(), ivl_type(t).expect("a scalar"));
                        self.emit(assign(&name, e));
                        Binding::Scalar {
                            name,
                            ty: t.clone(),
                        }
                    }
                    _ => {
                        return unsupported(
                            at,
                            format!("a constructor parameter of type {}", describe(&ty)),
                        )
                    }
                };
            self.bindings.insert(p.id.clone(), binding);
            if several_arrays {
                continue;
            }
            objects.push(self.pass_argument(&ty, v, &mut args, &mut fields, at)?);
        }
        objects.extend(fields);
        Ok((args, (!several_arrays).then_some(objects)))
    }
}

/// Whether `n` reads the object under construction (`this`, or a field by
/// its name).
/// The assignments a constructor's body makes, in order, when it makes
/// nothing else: each a field of the object (`f = e;`, `this->f = e;`)
/// given a value that does not read the object.
fn field_assignments(ctor: &Node) -> Option<Vec<(&str, &Node)>> {
    let body = ctor.inner.iter().find(|c| c.is("CompoundStmt"))?;
    body.inner
        .iter()
        .map(|s| {
            let [lhs, rhs] = s.inner.as_slice() else {
                return None;
            };
            let own_field = lhs.is("MemberExpr")
                && lhs
                    .inner
                    .first()
                    .is_some_and(|o| strip(o).is("CXXThisExpr"));
            (s.is("BinaryOperator")
                && s.opcode.as_deref() == Some("=")
                && own_field
                && !mentions_this(rhs))
            .then(|| (lhs.name(), rhs))
        })
        .collect()
}

fn mentions_this(n: &Node) -> bool {
    n.is("CXXThisExpr") || n.inner.iter().any(mentions_this)
}

/// The fields of the object `n` names through `this` (`this->a`, `a`).
fn own_fields_read(n: &Node) -> Vec<&str> {
    if n.is("MemberExpr") && n.inner.first().is_some_and(|b| strip(b).is("CXXThisExpr")) {
        return vec![n.name()];
    }
    n.inner.iter().flat_map(own_fields_read).collect()
}

/// Whether `n` uses the object under construction only to read its
/// fields (`fields`) by name.
fn reads_only_fields(n: &Node, fields: &[String]) -> bool {
    if n.is("MemberExpr") && n.inner.first().is_some_and(|b| strip(b).is("CXXThisExpr")) {
        return fields.iter().any(|f| f == n.name());
    }
    if n.is("CXXMemberCallExpr") && n.inner.first().is_some_and(|c| mentions_this(strip(c))) {
        return false;
    }
    !n.is("CXXThisExpr") && n.inner.iter().all(|c| reads_only_fields(c, fields))
}
