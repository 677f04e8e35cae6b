//! Reads and writes of places, with the checks the front end adds to
//! memory accesses (null pointers, array bounds, constant memory).

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::func::{Binding, Func};
use super::place::Place;
use super::translator::{unsupported, Result};
use super::value::{ivl_type, vector, ObjId, Val};
use crate::clang::ast::Loc;
use crate::ctype::{describe, CType};

impl<'t, 'a> Func<'t, 'a> {
    /// An access through null: `assert false`, reported as such.
    pub fn null_access(&mut self, at: Option<&Loc>) {
        self.check(
            &["null-access"],
            "possible null pointer access".into(),
            boolean(false),
            at,
        );
    }

    /// `assert {:msg "message"} {:check CLASS...} {:source ...} e;`: a
    /// check the front end adds, of the class `class` (spec/ivl.md section
    /// 7), reported with its own message at the C position.
    pub fn check(&mut self, class: &[&str], message: String, e: Expr, at: Option<&Loc>) {
        let texts = |items: &[&str]| {
            items
                .iter()
                .map(|t| AttrArg::Str(t.to_string(), Default::default()))
                .collect()
        };
        let mut attrs = vec![
            attr("msg", vec![AttrArg::Str(message, Default::default())]),
            attr("check", texts(class)),
        ];
        attrs.extend(at.map(source_attr));
        self.emit(stmt(StmtKind::Assert(attrs, e), NO_SPAN));
    }

    /// `if (base == 0) { f(objs[0]) } else if ... else { f(last) }`, null
    /// entries an error.
    pub(super) fn by_base(
        &mut self,
        base: &Expr,
        objs: &[ObjId],
        at: Option<&Loc>,
        mut each: impl FnMut(&mut Self, ObjId) -> Result<()>,
    ) -> Result<()> {
        let mut chain: Vec<Stmt> = Vec::new();
        for (k, &obj) in objs.iter().enumerate().rev() {
            let (stmts, ()) = self.capture(|f| {
                if f.t.objects[obj].null {
                    f.null_access(at);
                    Ok(())
                } else {
                    each(f, obj)
                }
            })?;
            chain = if k + 1 == objs.len() {
                stmts
            } else {
                vec![if_then(eq(base.clone(), bv(k as u128, 32)), stmts, chain)]
            };
        }
        for s in chain {
            self.emit(s);
        }
        Ok(())
    }

    /// Under `--check-array-bounds`, outside specifications: checks that
    /// element `index` of `obj` exists.
    pub fn bounds(&mut self, obj: ObjId, index: &Expr, at: Option<&Loc>) {
        if self.t.config.check_array_bounds && !self.in_spec {
            self.check_bounds(obj, index, 1, at);
        }
    }

    /// Under `--check-array-bounds`, outside specifications: checks that
    /// the `span` elements from `offset` of an array field held in locals
    /// (`elems`, its scalars or structs) exist.
    pub fn elements_bounds(&mut self, elems: &[Place], offset: &Expr, span: u64, at: Option<&Loc>) {
        if !self.t.config.check_array_bounds || self.in_spec {
            return;
        }
        let ptr = self.t.ptr();
        let limit = (elems.len() as u64 + 1).saturating_sub(span);
        let ok = and(
            apply(&ptr.op("sle"), vec![ptr.lit(0), offset.clone()]),
            apply(
                &ptr.op("slt"),
                vec![offset.clone(), ptr.lit(u128::from(limit))],
            ),
        );
        // The field's name: its first element's, without the index.
        let first = match elems.first() {
            Some(Place::Scalar { name, .. }) => name.clone(),
            Some(Place::Record { path, .. }) => path.clone(),
            _ => String::from("a struct's field"),
        };
        let first = first.strip_prefix("this.").unwrap_or(&first);
        let array = first.rsplit_once('.').map_or(first, |(a, _)| a).to_string();
        let message = format!("possible array out-of-bounds access on array {array}");
        self.check(&["out-of-bounds", &array], message, ok, at);
    }

    /// GPUVerify's `--check-array-bounds`: the `span` elements from
    /// `index` on are not before the array, nor past its length when the
    /// declaration gives it.
    pub fn check_bounds(&mut self, obj: ObjId, index: &Expr, span: u64, at: Option<&Loc>) {
        let o = &self.t.objects[obj];
        let ptr = self.t.ptr();
        let mut ok = apply(&ptr.op("sle"), vec![ptr.lit(0), index.clone()]);
        if let Some(n) = o.length {
            let fits = match (n + 1).checked_sub(span) {
                Some(limit) if limit > 0 => apply(
                    &ptr.op("slt"),
                    vec![index.clone(), ptr.lit(u128::from(limit))],
                ),
                _ => boolean(false),
            };
            ok = and(ok, fits);
        }
        let message = format!("possible array out-of-bounds access on array {}", o.name);
        let array = o.name.clone();
        self.check(&["out-of-bounds", &array], message, ok, at);
    }

    pub fn read(&mut self, p: &Place, at: Option<&Loc>) -> Result<Val> {
        Ok(match p {
            Place::Scalar { name, ty } => Val::int(var(name, NO_SPAN), ty),
            Place::Elem { obj, index }
                if matches!(self.t.objects[*obj].elem, CType::Pointer(..)) =>
            {
                self.load_pointer(*obj, index, at)?
            }
            Place::Elem { obj, index } => {
                let o = &self.t.objects[*obj];
                Val::int(
                    select(var(&o.name, NO_SPAN), index.clone()),
                    &o.elem.clone(),
                )
            }
            Place::Bytes { obj, offset, ty } => self.read_bytes(*obj, offset, ty, at)?,
            Place::Array { obj, offset } => Val::Ptr {
                obj: *obj,
                offset: offset.clone(),
            },
            Place::Pointer { id } => match self.bindings.get(id) {
                Some(Binding::Pointer {
                    name,
                    obj: Some(obj),
                }) => Val::Ptr {
                    obj: *obj,
                    offset: var(name, NO_SPAN),
                },
                Some(Binding::MultiPointer { name, base, objs }) => Val::Multi {
                    base: var(base, NO_SPAN),
                    offset: var(name, NO_SPAN),
                    objs: objs.clone(),
                },
                // Never set (not assigned anywhere, its address not
                // taken): indeterminate, as C has it; any access through
                // it is an error, and it equals nothing known.
                Some(Binding::Pointer { name, obj: None })
                    if !self.assigned.contains(id) && !self.address_taken.contains(id) =>
                {
                    let offset = var(name, NO_SPAN);
                    Val::Ptr {
                        obj: self.null_object(),
                        offset,
                    }
                }
                _ => return unsupported(at, "a pointer read before it points into a known array"),
            },
            Place::Value(v) => v.clone(),
            Place::Lanes(lanes) => vector(
                lanes
                    .iter()
                    .map(|lane| self.read(lane, at))
                    .collect::<Result<_>>()?,
            ),
            Place::Elements {
                elems,
                offset,
                ty: CType::Record(record),
            } => {
                if let Some(elem) = literal_index(offset).and_then(|k| elems.get(k)) {
                    return self.read(elem, at);
                }
                let types: std::collections::HashMap<_, _> = self
                    .t
                    .fields_flattened(record, true, at)?
                    .into_iter()
                    .collect();
                // Each field chosen among the elements' (the last when
                // none is picked, as for numbers).
                let values = elems
                    .iter()
                    .map(|e| match self.read(e, at)? {
                        Val::Record(fields) => Ok(fields),
                        _ => unreachable!("a struct's value is its fields"),
                    })
                    .collect::<Result<Vec<_>>>()?;
                let mut chosen = values.last().expect("arrays have elements").clone();
                for (k, fields) in values.iter().enumerate().rev().skip(1) {
                    let is_k = eq(offset.clone(), self.t.ptr().lit(k as u128));
                    for ((path, rest), (_, v)) in chosen.iter_mut().zip(fields) {
                        let ty = types[path].clone();
                        let (a, b) = (
                            self.coerce(v.clone(), &ty, at)?,
                            self.coerce(rest.clone(), &ty, at)?,
                        );
                        *rest = Val::int(if_then_else(is_k.clone(), a, b), &ty);
                    }
                }
                Val::Record(chosen)
            }
            Place::Elements { elems, offset, ty } => {
                let pointers = matches!(ty, CType::Pointer(..));
                if !ty.is_scalar() && !pointers {
                    return unsupported(
                        at,
                        "an array field of a struct held in locals used as a pointer",
                    );
                }
                if let Some(elem) = literal_index(offset).and_then(|k| elems.get(k)) {
                    return self.read(elem, at);
                }
                if pointers {
                    return self.chosen_pointer(elems, offset, at);
                }
                let mut chosen = self.read(elems.last().expect("arrays have elements"), at)?;
                for (k, elem) in elems.iter().enumerate().rev().skip(1) {
                    let v = self.read(elem, at)?;
                    let is_k = eq(offset.clone(), self.t.ptr().lit(k as u128));
                    let (v, rest) = (self.coerce(v, ty, at)?, self.coerce(chosen, ty, at)?);
                    chosen = Val::int(if_then_else(is_k, v, rest), ty);
                }
                chosen
            }
            Place::Multi {
                base,
                index,
                objs,
                view: Some(ty),
            } => {
                let t = self.local("read", ivl_type(ty).expect("scalar views"));
                let (base, index, objs, ty) =
                    (base.clone(), index.clone(), objs.clone(), ty.clone());
                self.by_base(&base, &objs, at, |f, obj| {
                    f.bytes_bounds(obj, &index, &ty, at);
                    let v = f.read_bytes(obj, &index, &ty, at)?;
                    let e = f.coerce(v, &ty, at)?;
                    f.emit(assign(&t, e));
                    Ok(())
                })?;
                Val::int(var(&t, NO_SPAN), &ty)
            }
            Place::Multi {
                base, index, objs, ..
            } => {
                let elem = objs
                    .iter()
                    .map(|o| &self.t.objects[*o])
                    .find(|o| !o.null)
                    .map(|o| o.elem.clone())
                    .unwrap_or(CType::int(32, true));
                if objs
                    .iter()
                    .map(|o| &self.t.objects[*o])
                    .any(|o| !o.null && o.elem != elem)
                {
                    return unsupported(at, "a pointer that may reach arrays of different types");
                }
                if ivl_type(&elem).is_none() {
                    return unsupported(
                        at,
                        format!(
                            "{} through a pointer that may reach several arrays",
                            describe(&elem)
                        ),
                    );
                }
                let t = self.local("read", ivl_type(&elem).expect("scalar elements"));
                let (base, index, objs) = (base.clone(), index.clone(), objs.clone());
                self.by_base(&base, &objs, at, |f, obj| {
                    f.bounds(obj, &index, at);
                    let name = f.t.objects[obj].name.clone();
                    f.emit(assign(&t, select(var(&name, NO_SPAN), index.clone())));
                    Ok(())
                })?;
                Val::int(var(&t, NO_SPAN), &elem)
            }
            Place::Record { base, record, path } => {
                let mut fields = Vec::new();
                for (leaf, place) in self.record_leaves(base, record, path, at)? {
                    fields.push((leaf, self.read(&place, at)?));
                }
                Val::Record(fields)
            }
        })
    }

    pub fn write(&mut self, p: &Place, v: Val, at: Option<&Loc>) -> Result<()> {
        match p {
            Place::Scalar { name, ty } => {
                let e = self.coerce(v, ty, at)?;
                self.emit(assign(name, e));
            }
            Place::Elem { obj, index } => {
                let o = self.t.objects[*obj].clone();
                if o.read_only {
                    // Constant memory cannot be written: an error where the
                    // write is reached (GPUVerify reports it likewise).
                    let message =
                        format!("possible attempt to modify constant memory `{}`", o.name);
                    self.check(&["constant-write", &o.name], message, boolean(false), at);
                    return Ok(());
                }
                if matches!(o.elem, CType::Pointer(..)) {
                    return self.store_pointer_in_memory(*obj, index, v, at);
                }
                let e = self.coerce(v, &o.elem, at)?;
                self.emit(store(&o.name, index.clone(), e));
                self.writes.insert(o.name.clone());
            }
            Place::Pointer { id } => {
                let id = id.clone();
                self.store_pointer(&id, v, at)?;
            }
            Place::Bytes { obj, offset, ty } => {
                let name = self.t.objects[*obj].name.clone();
                if self.t.objects[*obj].read_only {
                    let message = format!("possible attempt to modify constant memory `{name}`");
                    self.check(&["constant-write", &name], message, boolean(false), at);
                    return Ok(());
                }
                self.write_bytes(*obj, offset, ty, v, at)?;
            }
            Place::Array { .. } => return unsupported(at, "assigning a whole array"),
            Place::Multi {
                base,
                index,
                objs,
                view,
            } => {
                let (base, index, objs, view) =
                    (base.clone(), index.clone(), objs.clone(), view.clone());
                self.by_base(&base, &objs, at, |f, obj| {
                    let place = match &view {
                        Some(ty) => {
                            f.bytes_bounds(obj, &index, ty, at);
                            Place::Bytes {
                                obj,
                                offset: index.clone(),
                                ty: ty.clone(),
                            }
                        }
                        None => {
                            f.bounds(obj, &index, at);
                            Place::Elem {
                                obj,
                                index: index.clone(),
                            }
                        }
                    };
                    f.write(&place, v.clone(), at)
                })?;
            }
            Place::Record { base, record, path } => {
                let Val::Record(values) = v else {
                    return unsupported(at, "assigning something that is not a struct to a struct");
                };
                let places = self.record_leaves(base, record, path, at)?;
                if places.len() != values.len() {
                    return unsupported(at, "assigning a struct of another type");
                }
                // Every field is read before any is written: `v = v.wzyx`
                // and `p = (int2)(p.y, p.x)` read the old lanes.
                let values: Vec<Val> = if values.len() > 1 {
                    values.into_iter().map(|(_, v)| self.staged(v)).collect()
                } else {
                    values.into_iter().map(|(_, v)| v).collect()
                };
                for ((_, place), value) in places.into_iter().zip(values) {
                    self.write(&place, value, at)?;
                }
            }
            Place::Value(_) => return unsupported(at, "assigning this (it is read-only)"),
            Place::Lanes(lanes) => {
                // Staged first: the value may read the lanes written
                // (`v.xy = v.yx`).
                let Val::Record(values) = self.staged(v) else {
                    return unsupported(
                        at,
                        "assigning something that is not a vector to vector components",
                    );
                };
                if values.len() != lanes.len() {
                    return unsupported(
                        at,
                        "assigning a vector of another length to vector components",
                    );
                }
                for (lane, (_, value)) in lanes.iter().zip(values) {
                    self.write(lane, value, at)?;
                }
            }
            Place::Elements {
                elems,
                offset,
                ty: CType::Record(record),
            } => {
                if let Some(elem) = literal_index(offset).and_then(|k| elems.get(k)) {
                    return self.write(elem, v, at);
                }
                let types: std::collections::HashMap<_, _> = self
                    .t
                    .fields_flattened(record, true, at)?
                    .into_iter()
                    .collect();
                // Every element's fields, each keeping its value unless
                // it is the one picked.
                let Val::Record(fields) = self.staged(v) else {
                    return unsupported(at, "assigning something other than a struct to a struct");
                };
                for (k, elem) in elems.iter().enumerate() {
                    let is_k = eq(offset.clone(), self.t.ptr().lit(k as u128));
                    let Val::Record(old) = self.read(elem, at)? else {
                        unreachable!("a struct's value is its fields")
                    };
                    let mut merged = Vec::new();
                    for ((path, new), (_, old)) in fields.iter().zip(old) {
                        let ty = types[path].clone();
                        let (a, b) = (
                            self.coerce(new.clone(), &ty, at)?,
                            self.coerce(old, &ty, at)?,
                        );
                        merged.push((
                            path.clone(),
                            Val::int(if_then_else(is_k.clone(), a, b), &ty),
                        ));
                    }
                    self.write(elem, Val::Record(merged), at)?;
                }
            }
            Place::Elements { elems, offset, ty } => {
                let pointers = matches!(ty, CType::Pointer(..));
                if !ty.is_scalar() && !pointers {
                    return unsupported(at, "assigning a whole array");
                }
                if let Some(elem) = literal_index(offset).and_then(|k| elems.get(k)) {
                    return self.write(elem, v, at);
                }
                if pointers {
                    return unsupported(
                        at,
                        "an element of an array of pointers chosen at run time",
                    );
                }
                let e = self.coerce(v, ty, at)?;
                let t = self.local("elem", ivl_type(ty).expect("scalar elements"));
                self.emit(assign(&t, e));
                for (k, elem) in elems.iter().enumerate() {
                    let Place::Scalar { name, .. } = elem else {
                        unreachable!("an array field's elements are locals")
                    };
                    let is_k = eq(offset.clone(), self.t.ptr().lit(k as u128));
                    let chosen = if_then_else(is_k, var(&t, NO_SPAN), var(name, NO_SPAN));
                    self.emit(assign(name, chosen));
                }
            }
        }
        Ok(())
    }

    /// `v` held in fresh locals, so that writes that follow do not change
    /// it.
    pub fn staged(&mut self, v: Val) -> Val {
        if let Val::Record(fields) = v {
            return Val::Record(
                fields
                    .into_iter()
                    .map(|(path, v)| (path, self.staged(v)))
                    .collect(),
            );
        }
        let (ty, e) = match &v {
            Val::Bool(e) => (CType::Bool, e),
            Val::Int(e, bits, signed) => (
                CType::Int {
                    bits: *bits,
                    signed: *signed,
                },
                e,
            ),
            Val::Float(e, w) => (CType::Float(*w), e),
            Val::Ptr { offset, .. } => (
                CType::Int {
                    bits: self.t.ptr().bits(),
                    signed: false,
                },
                offset,
            ),
            _ => return v,
        };
        let literal = matches!(
            e.kind,
            ExprKind::Bv(..) | ExprKind::Int(_) | ExprKind::Bool(_)
        ) || matches!(&ty, CType::Float(w) if super::expr::float_literal_bits(e, *w).is_some());
        let Some(ivl_ty) = ivl_type(&ty).filter(|_| !literal) else {
            return v;
        };
        let name = self.local("lane", ivl_ty);
        self.emit(assign(&name, e.clone()));
        match v {
            Val::Bool(_) => Val::Bool(var(&name, NO_SPAN)),
            Val::Int(_, bits, signed) => Val::Int(var(&name, NO_SPAN), bits, signed),
            Val::Float(_, w) => Val::Float(var(&name, NO_SPAN), w),
            Val::Ptr { obj, .. } => Val::Ptr {
                obj,
                offset: var(&name, NO_SPAN),
            },
            other => other,
        }
    }

    /// Gives pointer variable `id` the value `v`: its object is fixed by
    /// the first value it gets.
    pub fn store_pointer(&mut self, id: &str, v: Val, at: Option<&Loc>) -> Result<()> {
        let (targets, base, offset) = match v {
            Val::Ptr { obj, offset } => (vec![obj], None, offset),
            Val::Multi { base, offset, objs } => (objs, Some(base), offset),
            _ => {
                return unsupported(
                    at,
                    "a pointer that does not point into a known array (an integer, or a cast)",
                )
            }
        };
        match self.bindings.get(id).cloned() {
            Some(Binding::Pointer { name, obj: known }) => {
                let mut all: Vec<ObjId> = known.into_iter().collect();
                for o in &targets {
                    if !all.contains(o) {
                        all.push(*o);
                    }
                }
                if all.len() > 1 {
                    return self.reaches_more(id, all, at);
                }
                self.bindings.insert(
                    id.to_string(),
                    Binding::Pointer {
                        name: name.clone(),
                        obj: all.first().copied(),
                    },
                );
                self.emit(assign(&name, offset));
                Ok(())
            }
            Some(Binding::MultiPointer {
                name,
                base: base_var,
                objs,
            }) => {
                if targets.iter().any(|o| !objs.contains(o)) {
                    let mut all = objs.clone();
                    all.extend(targets.iter().filter(|o| !objs.contains(o)));
                    return self.reaches_more(id, all, at);
                }
                // The value's base, renumbered to this variable's objects.
                let index_of = |o: &ObjId| objs.iter().position(|x| x == o).expect("known") as u128;
                let new_base = match base {
                    None => bv(index_of(&targets[0]), 32),
                    Some(b) => {
                        let mut e = bv(index_of(targets.last().expect("a target")), 32);
                        for (k, o) in targets.iter().enumerate().rev().skip(1) {
                            e = if_then_else(
                                eq(b.clone(), bv(k as u128, 32)),
                                bv(index_of(o), 32),
                                e,
                            );
                        }
                        e
                    }
                };
                self.emit(assign(&base_var, new_base));
                self.emit(assign(&name, offset));
                Ok(())
            }
            _ => unsupported(at, "assigning this pointer"),
        }
    }

    /// Pointer variable `id` reaches `all`: the function is translated
    /// again with a base variable for it.
    fn reaches_more(&mut self, id: &str, all: Vec<ObjId>, at: Option<&Loc>) -> Result<()> {
        self.t.pointer_targets.insert(id.to_string(), all.clone());
        self.t.retry = true;
        let names: Vec<String> = all
            .iter()
            .map(|o| format!("`{}`", self.t.objects[*o].name))
            .collect();
        unsupported(
            at,
            format!(
                "a pointer that may point into different arrays ({})",
                names.join(", ")
            ),
        )
    }
}

/// CUDA's loads through a cache hint (`__ldg(p)` reads through the
/// read-only cache): each is a read of `*p`.
const LOADS: &[&str] = &["__ldg", "__ldca", "__ldcg", "__ldcs", "__ldlu", "__ldcv"];

/// CUDA's stores through a cache hint (`__stcs(p, v)` streams past the
/// cache): each is a write of `*p`.
const STORES: &[&str] = &["__stwb", "__stcg", "__stcs", "__stwt"];

impl<'t, 'a> Func<'t, 'a> {
    /// Loads and stores; `None` for other names.
    pub fn load_builtin(
        &mut self,
        name: &str,
        n: &'a crate::clang::ast::Node,
        _ty: &CType,
    ) -> Result<Option<Val>> {
        let store = STORES.contains(&name);
        if !(LOADS.contains(&name) || store) || !self.is_header_function(n) {
            return Ok(None);
        }
        let at = n.at.as_ref();
        let CType::Pointer(elem, _) = self.t.ctype(&self.args(n)[0]) else {
            return unsupported(at, format!("`{name}` of something that is not a pointer"));
        };
        let pointer = self.arg_value(n, 0)?;
        let place = self.pointed(pointer, self.t.ptr().lit(0), &elem, at)?;
        if store {
            let value = self.arg_value(n, 1)?;
            self.write(&place, value, at)?;
            return Ok(Some(Val::Void));
        }
        self.read(&place, at).map(Some)
    }
}

/// The offset `e` when it is a literal.
fn literal_index(e: &Expr) -> Option<usize> {
    match &e.kind {
        ExprKind::Bv(v, _) => v.parse().ok(),
        _ => None,
    }
}

impl<'t, 'a> Func<'t, 'a> {
    /// The element of an array of pointers held in locals (`tl.addresses[i]`
    /// of a kernel's struct argument) that `offset` chooses at run time: a
    /// pointer that may reach any of their arrays (the last when none is
    /// chosen, as for numbers).
    fn chosen_pointer(&mut self, elems: &[Place], offset: &Expr, at: Option<&Loc>) -> Result<Val> {
        let mut targets = Vec::new();
        for elem in elems {
            match self.read(elem, at)? {
                Val::Ptr { obj, offset } => targets.push((obj, offset)),
                _ => {
                    return unsupported(
                        at,
                        "an element of an array of pointers chosen at run time, one of which may reach several arrays",
                    )
                }
            }
        }
        let last = targets.len() - 1;
        let (mut base, mut chosen) = (bv(last as u128, 32), targets[last].1.clone());
        for (k, (_, o)) in targets.iter().enumerate().rev().skip(1) {
            let is_k = eq(offset.clone(), self.t.ptr().lit(k as u128));
            base = if_then_else(is_k.clone(), bv(k as u128, 32), base);
            chosen = if_then_else(is_k, o.clone(), chosen);
        }
        Ok(Val::Multi {
            base,
            offset: chosen,
            objs: targets.into_iter().map(|(obj, _)| obj).collect(),
        })
    }
}
