//! Calls: of the program's functions (translated as procedures), of
//! functions declared without a body, and of builtins (builtins.rs).

use std::collections::{HashMap, HashSet};

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::func::Func;
use super::global_contract::When;
use super::lvalue::{Place, RecordBase};
use super::read_only::read_only_params;
use super::translator::{unsupported, PointerArg, Procedure, Result};
use super::value::{ObjId, Val};
use crate::clang::ast::{callee_name, strip, Loc, Node};
use crate::ctype::{describe, CType, Space};
use crate::dialect::Dialect;

/// A struct field's value as its own IVL expression.
/// Whether each parameter of `def` is const-qualified (`const T &`).
fn const_params(def: &Node) -> Vec<bool> {
    def.inner
        .iter()
        .filter(|p| p.is("ParmVarDecl"))
        .map(|p| p.type_str().trim_start().starts_with("const "))
        .collect()
}

pub(super) fn convert_leaf(v: Val, at: Option<&Loc>) -> Result<Expr> {
    Ok(match v {
        Val::Bool(e) | Val::Int(e, ..) | Val::Float(e, _) => e,
        _ => return unsupported(at, "a struct holding pointers or structs passed by value"),
    })
}

/// A struct argument's IVL arguments, field by field: a number's value, a
/// pointer's offset unless it points to its array's start (the array and
/// whether at its start go to `fields`, as the callee's parameters expect).
pub(super) fn record_arg(
    leaves: Vec<(String, Val)>,
    fields: &mut Vec<PointerArg>,
    at: Option<&Loc>,
) -> Result<Vec<Expr>> {
    let mut args = Vec::new();
    for (_, v) in leaves {
        match v {
            Val::Ptr { obj, offset } => {
                let start = matches!(&offset.kind, ExprKind::Bv(v, _) if v == "0");
                fields.push(Some((obj, start)));
                if !start {
                    args.push(offset);
                }
            }
            Val::Multi { .. } => {
                return unsupported(
                    at,
                    "a struct argument whose pointer field may point into different arrays",
                )
            }
            v => args.push(convert_leaf(v, at)?),
        }
    }
    Ok(args)
}

impl<'t, 'a> Func<'t, 'a> {
    /// A call's arguments: after the callee, and after the object of an
    /// operator that is a method (`f(x)` of a function object `f`).
    pub fn args(&self, n: &'a Node) -> &'a [Node] {
        let from = if method_operator(n).is_some() { 2 } else { 1 };
        &n.inner[from.min(n.inner.len())..]
    }

    pub fn arg_value(&mut self, n: &'a Node, i: usize) -> Result<Val> {
        let arg = self
            .args(n)
            .get(i)
            .ok_or(())
            .or_else(|_| unsupported(n.at.as_ref(), "a call with too few arguments"))?;
        self.value(arg)
    }

    /// Evaluates an argument whose value is not used (its reads happen).
    pub fn arg_effects(&mut self, n: &'a Node, i: usize) -> Result<()> {
        let v = self.arg_value(n, i)?;
        self.perform(v, n.at.as_ref());
        Ok(())
    }

    /// Evaluates every argument for its effects only.
    pub fn arg_effects_all(&mut self, n: &'a Node) -> Result<()> {
        for i in 0..self.args(n).len() {
            self.arg_effects(n, i)?;
        }
        Ok(())
    }

    pub fn call(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        if self.is_indirect_call(n) {
            return self.indirect_call(n);
        }
        let Some(name) = callee_name(n) else {
            return unsupported(at, "calls through function pointers");
        };
        let ty = self.t.ctype(n);
        let decl = strip(&n.inner[0]).referenced_decl.as_ref().or_else(|| {
            n.inner[0]
                .inner
                .first()
                .and_then(|c| c.referenced_decl.as_ref())
        });
        let key = decl.map(|d| self.t.key_of(d));
        if let Some(def) = key
            .as_ref()
            .and_then(|k| self.t.definitions.get(k))
            .copied()
        {
            if !self.t.is_ours(def) {
                // A `constexpr` function of constant arguments: its value.
                if def.is_constexpr == Some(true) {
                    let scope = super::constexpr::Variables {
                        t: self.t,
                        locals: &self.constexpr_locals,
                    };
                    let args = (1..n.inner.len())
                        .map(|i| {
                            super::constant::fold_in(
                                &n.inner[i],
                                &self.t.enum_values,
                                &self.t.types,
                                &scope,
                            )
                        })
                        .collect::<Option<Vec<_>>>();
                    let value = args.and_then(|a| super::constexpr::evaluate(self.t, n, &a, 0));
                    if let (Some(v), CType::Int { bits, .. }) = (value, &ty) {
                        let bits = *bits;
                        let wrapped = (v as u128) & (u128::MAX >> (128 - bits));
                        return Ok(Val::int(bv(wrapped, bits), &ty));
                    }
                }
                return self.user_call(n, def);
            }
        }
        // A static method of the program's own (`Ops::atomicAdd`), even one
        // named like a builtin, runs its body.
        if let Some(&(method, _)) = decl.and_then(|d| self.t.methods.get(&d.id)) {
            if n.is("CallExpr") && !self.t.is_ours(method) {
                return self.user_call(n, method);
            }
        }
        // A function our headers define in C (cuda_fp16.h's `__hadd2`)
        // runs its body, before any builtin of its name.
        if let Some(def) = key
            .as_ref()
            .and_then(|k| self.t.definitions.get(k))
            .copied()
        {
            return self.user_call(n, def);
        }
        if let Some(v) = self.builtin(name, n, &ty)? {
            return Ok(v);
        }
        // A static method our headers define in C (`cub::Traits<T>::TwiddleIn`)
        // runs its body when no builtin has its name.
        if let Some(&(method, _)) = decl.and_then(|d| self.t.methods.get(&d.id)) {
            if n.is("CallExpr") {
                return self.user_call(n, method);
            }
        }
        if let Some(decl) = key
            .as_ref()
            .and_then(|k| self.t.declarations.get(k))
            .copied()
        {
            // A pure function (`__attribute__((const))`: the user's, or an
            // intrinsic of our headers such as `__popc`) is uninterpreted.
            if decl.has_attr("ConstAttr") {
                return self.uninterpreted(name, n, decl, &ty);
            }
            if !self.t.is_ours(decl) {
                return self.external_call(name, n, decl, &ty);
            }
        }
        if self.is_header_function(n) {
            return unsupported(at, format!("`{name}`, a builtin ivl does not model yet"));
        }
        unsupported(at, format!("a call to `{name}`, which has no body"))
    }

    /// `object(args)` of an object whose operator() (or another operator)
    /// is a const method: a call of that method.
    pub fn method_operator_call(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let Some(id) = method_operator(n) else {
            return unsupported(at, "an operator that is not a method");
        };
        let Some((def, record)) = self.t.methods.get(id).cloned() else {
            return unsupported(at, "an operator method without a body");
        };
        self.call_method(n, def, record, &n.inner[1], false)
    }

    /// `object.method(args)` for a const method: the object's fields are
    /// passed by value.
    pub fn method_call(&mut self, n: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let callee = strip(&n.inner[0]);
        if callee.name() == "sync" {
            let group = self.t.ctype(&callee.inner[0]);
            if group.is_tile()
                || matches!(&group, CType::Record(r) if r.ends_with("grid_group") || r.ends_with("thread_block"))
            {
                return self.cooperative_sync(&group, at).map(|()| Val::Void);
            }
        }
        let method = callee
            .referenced_member_decl
            .as_ref()
            .and_then(|id| self.t.methods.get(id))
            .cloned();
        // CUB's collectives are declared in our header without bodies.
        if method.is_none() && super::cub::is_collective(strip(&callee.inner[0]).type_str()) {
            return self.cub_collective(n, callee);
        }
        if method.is_none() && self.t.ctype(&callee.inner[0]).is_tile() {
            return self.tile_method(n, callee.name());
        }
        let Some((def, record)) = method else {
            return unsupported(at, "a call of a method without a body");
        };
        let arrow = callee.is_arrow == Some(true);
        self.call_method(n, def, record, &callee.inner[0], arrow)
    }

    /// The call `n` of method `def` of struct `record` on `object` (a
    /// pointer to it when `arrow`: `p->f()`). A method that may change its
    /// object gets its fields and gives them back: on a local struct
    /// variable, or on a struct in memory, whose every field is then read
    /// before the call and written after it (accesses all the same, at the
    /// call), unless the method synchronises (its writes would move past
    /// the barrier).
    fn call_method(
        &mut self,
        n: &'a Node,
        def: &'a Node,
        record: String,
        object: &'a Node,
        arrow: bool,
    ) -> Result<Val> {
        let at = n.at.as_ref();
        let place = self.method_object(object, arrow, &CType::Record(record.clone()), at)?;
        let mutable = !def.type_str().ends_with("const");
        let changed = match (&place, mutable) {
            (_, false) => None,
            (
                Place::Record {
                    base: RecordBase::Local { .. } | RecordBase::Mem { .. } | RecordBase::Multi { .. },
                    ..
                },
                true,
            ) => Some(place.clone()),
            // A temporary (`Op()(p, v)`): what the method changes ends
            // with it.
            (Place::Value(_), true) => None,
            _ => {
                return unsupported(
                    at,
                    format!(
                        "the method `{}`, which is not const (it may change its object), on something other than a struct",
                        def.name()
                    ),
                )
            }
        };
        let in_memory = !matches!(
            place,
            Place::Record {
                base: RecordBase::Local { .. },
                ..
            } | Place::Value(_)
        );
        let mut args = Vec::new();
        let params = self.parameter_types(def);
        let mut objects = Vec::new();
        let mut pointer_fields = Vec::new();
        let consts = read_only_params(def);
        let mut staged = Vec::new();
        let outer = std::mem::replace(&mut self.changed_object, changed.clone());
        let bound = (|| {
            for (i, p) in params.iter().enumerate() {
                if let CType::Reference(referred) = p {
                    let (object, passed) =
                        self.reference_arg(n, i, referred, consts[i], &mut pointer_fields)?;
                    objects.push(object);
                    args.extend(passed);
                    continue;
                }
                let v = match (p, self.args(n).get(i)) {
                    (CType::Pointer(..), Some(arg)) => {
                        self.staged_arg((n, arg), Some(&place), &params, &mut staged)?
                    }
                    _ => None,
                };
                let v = match v {
                    Some(v) => v,
                    None => self.arg_value(n, i)?,
                };
                objects.push(self.pass_argument(p, v, &mut args, &mut pointer_fields, at)?);
            }
            Ok(())
        })();
        self.changed_object = outer;
        bound?;
        // The fields are read as the method starts, after its arguments.
        let Val::Record(fields) = self.read(&place, at)? else {
            return unsupported(at, "a method of something that is not an object");
        };
        // The arrays the object's pointer fields reach come before those
        // of struct arguments.
        let mut this_pointers = Vec::new();
        let mut passed = record_arg(fields, &mut this_pointers, at)?;
        objects.extend(this_pointers);
        objects.extend(pointer_fields);
        passed.extend(args);
        let args = passed;
        let address = self.address_calls.contains(&n.id);
        let proc = self.procedure_for(def, objects, Some(&record), address, at)?;
        // The fields go in by value: a method that reaches the object's
        // memory another way (a reference, a global, a pointer) would see or
        // leave stale fields; and one that synchronises would read them
        // before its barrier (and write them back past it).
        if in_memory {
            let why = if self.t.touches_maps(&proc, &self.maps_holding(&place)) {
                Some("reaches that memory other than through its object")
            } else if self.t.synchronises(&proc) {
                Some("synchronises (its fields are read as it starts)")
            } else {
                None
            };
            if let Some(why) = why {
                let what = format!(
                    "the method `{}` on a struct in memory, which {why}",
                    def.name()
                );
                return unsupported(at, what);
            }
        }
        // A method returning its own object gives it, as the call leaves it.
        let gives_object = super::device::returns_this_only(def)
            && matches!(self.t.ctype(n), CType::Record(r) if r == record);
        let object = place.clone();
        if gives_object && self.address_calls.contains(&n.id) {
            return unsupported(at, "the object a method returns, used as an lvalue");
        }
        if !mutable {
            if gives_object {
                self.finish_call_as(n, proc, args, Vec::new(), CType::Void)?;
                self.unstage(staged, at)?;
                return self.read(&object, at);
            }
            let result = self.finish_call(n, proc, args, Vec::new())?;
            self.unstage(staged, at)?;
            return Ok(result);
        }
        let mut outs = Vec::new();
        let mut fields = Vec::new();
        // Its pointer fields it does not change (device.rs): they stay.
        let scalars = self.t.fields_flattened(&record, true, at)?;
        for (path, leaf) in scalars.into_iter().filter(|(_, t)| t.is_scalar()) {
            let t = self.t.ivl_type(&leaf).expect("a scalar field");
            let out = self.local("this.out", t);
            outs.push(ident(&out, NO_SPAN));
            fields.push((path, Val::int(var(&out, NO_SPAN), &leaf)));
        }
        let result = match gives_object {
            true => self.finish_call_as(n, proc, args, outs, CType::Void)?,
            false => self.finish_call(n, proc, args, outs)?,
        };
        self.unstage(staged, at)?;
        // A temporary's fields, given back, are dropped with it.
        let Some(place) = changed else {
            return match gives_object {
                true => unsupported(at, "a method returning a temporary it changes"),
                false => Ok(result),
            };
        };
        let Place::Record { base, record, path } = &place else {
            unreachable!("a method that may change its object runs on a struct")
        };
        // Field by field: its pointer fields are not given back.
        let leaves = self.record_leaves(base, record, path, at)?;
        let mut values: HashMap<String, Val> = fields.into_iter().collect();
        for (leaf, place) in leaves {
            if let Some(v) = values.remove(&leaf) {
                self.write(&place, v, at)?;
            }
        }
        match gives_object {
            true => self.read(&object, at),
            false => Ok(result),
        }
    }

    /// The object a method is called on: `object` (`*this` in a method),
    /// or what it points to when `arrow` (`p->f()`), a `record`; its
    /// indices held, so that it stays that object while arguments run.
    pub(super) fn method_object(
        &mut self,
        object: &'a Node,
        arrow: bool,
        record: &CType,
        at: Option<&Loc>,
    ) -> Result<Place> {
        let place = if strip(object).is("CXXThisExpr") {
            self.this_place(at)?
        } else if arrow {
            let pointer = self.value(object)?;
            let zero = self.t.ptr().lit(0);
            self.pointed(pointer, zero, record, at)?
        } else {
            self.place(object)?
        };
        Ok(self.pinned(place))
    }

    /// The IVL maps that may hold struct place `place`: every map, when
    /// the place is not one element of known arrays.
    fn maps_holding(&self, place: &Place) -> HashSet<String> {
        let objs = match place {
            Place::Record {
                base: RecordBase::Mem { obj, .. },
                ..
            } => vec![*obj],
            Place::Record {
                base: RecordBase::Multi { objs, .. },
                ..
            } => objs.clone(),
            _ => (0..self.t.objects.len()).collect(),
        };
        let objects = &self.t.objects;
        objs.iter()
            .flat_map(|&o| {
                std::iter::once(o).chain(objects[o].leaves.iter().map(|(_, leaf)| *leaf))
            })
            .map(|o| objects[o].name.clone())
            .collect()
    }

    /// A call of a function declared without a body: as GPUVerify assumes,
    /// it returns an arbitrary value and has no other effect.
    fn external_call(&mut self, name: &str, n: &'a Node, decl: &Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        // A function that never returns (`__attribute__((noreturn))`,
        // `_Noreturn`, `[[noreturn]]`) stops the thread: what it does
        // before does not matter once that is a failure.
        let noreturn = decl.type_str().contains("__attribute__((noreturn))")
            || decl.has_attr("C11NoReturnAttr")
            || decl.has_attr("CXX11NoReturnAttr");
        if noreturn {
            self.stops_here(
                format!("a call of `{name}`, which never returns: the thread stops here"),
                at,
            );
            return Ok(Val::Void);
        }
        let by_value = |f: &Self, t: &CType| match t {
            CType::Record(r) => f.t.record_leaves(r, None).is_ok(),
            t => t.is_scalar(),
        };
        // A const reference is read, as a value is (its reads happen here).
        // An OpenCL sampler is a number too.
        let consts = const_params(decl);
        let samplers: Vec<bool> = decl
            .inner
            .iter()
            .filter(|p| p.is("ParmVarDecl"))
            .map(|p| super::image::is_sampler(p.type_str()))
            .collect();
        if self
            .parameter_types(decl)
            .iter()
            .zip(consts)
            .zip(&samplers)
            .any(|((t, is_const), &sampler)| match t {
                _ if sampler => false,
                CType::Reference(t) => !is_const || !by_value(self, t),
                t => !by_value(self, t),
            })
        {
            return unsupported(
                at,
                format!(
                    "a call to `{name}`, which has no body, with arguments that are not numbers"
                ),
            );
        }
        for i in 0..self.args(n).len() {
            if samplers.get(i) == Some(&true) {
                self.sampler_effects(&self.args(n)[i])?;
            } else {
                self.arg_effects(n, i)?;
            }
        }
        self.t.bodiless_calls.insert(name.to_string());
        self.arbitrary(&super::device::procedure_name(name), ty, at)
    }

    /// The result of a call `name` whose value is not modelled: an
    /// arbitrary value of C type `ty` (nothing for `void`; a struct or
    /// vector field by field).
    pub fn arbitrary(&mut self, name: &str, ty: &CType, at: Option<&Loc>) -> Result<Val> {
        if matches!(ty, CType::Void) {
            return Ok(Val::Void);
        }
        if let CType::Record(r) = ty {
            let mut fields = Vec::new();
            for (path, leaf) in self.t.record_leaves(r, at)? {
                fields.push((path, self.arbitrary(name, &leaf, at)?));
            }
            return Ok(Val::Record(fields));
        }
        let Some(t) = self.t.ivl_type(ty) else {
            return unsupported(at, format!("a result of `{name}` that is not a number"));
        };
        let result = self.local(&format!("{name}.result"), t);
        self.emit(stmt(
            StmtKind::Havoc(vec![ident(&result, NO_SPAN)]),
            NO_SPAN,
        ));
        Ok(Val::int(var(&result, NO_SPAN), ty))
    }

    /// Whether a call's callee is a builtin: declared in ivl's headers, or
    /// (OpenCL) by Clang itself as the kernel uses it, which leaves no
    /// declaration in the unit.
    pub fn is_header_function(&self, n: &Node) -> bool {
        let callee = strip(&n.inner[0]);
        let decl = callee.referenced_decl.as_ref().or_else(|| {
            callee
                .inner
                .first()
                .and_then(|c| c.referenced_decl.as_ref())
        });
        let Some(key) = decl.map(|d| self.t.key_of(d)) else {
            return false;
        };
        match self.t.declarations.get(&key) {
            Some(d) => self.t.is_ours(d),
            None => self.t.dialect == Dialect::OpenCl,
        }
    }

    /// A pure function's call: an uninterpreted IVL function of the same
    /// name, or, for one of several overloads, of its name and parameter
    /// types (`isnan.float32`): overloads are different functions.
    fn uninterpreted(&mut self, name: &str, n: &'a Node, decl: &Node, ty: &CType) -> Result<Val> {
        let params = self.parameter_types(decl);
        let name = if self.t.overloads(name) > 1 {
            let types: Vec<String> = params
                .iter()
                .map(|p| describe(p).replace(' ', "_"))
                .collect();
            let typed = format!("{name}.{}", types.join("."));
            // Functions of one name and parameter types in two namespaces
            // (or two instances of a template) are told apart by their
            // linker names.
            let same_types = self
                .t
                .declarations
                .values()
                .filter(|d| d.name() == name && self.parameter_types(d) == params)
                .count();
            if same_types > 1 {
                let key = self.t.key_of(decl);
                let linker: String = key
                    .split_once('|')
                    .map_or(key.as_str(), |(_, l)| l)
                    .chars()
                    .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                format!("{typed}.{linker}")
            } else {
                typed
            }
        } else {
            name.to_string()
        };
        let name = name.as_str();
        self.t.declare_function(name, &params, ty, n.at.as_ref())?;
        let mut args = Vec::new();
        for (i, p) in params.iter().enumerate() {
            let v = self.arg_value(n, i)?;
            args.push(self.coerce(v, p, n.at.as_ref())?);
        }
        Ok(Val::int(apply(name, args), ty))
    }

    /// The C types of a function's parameters.
    fn parameter_types(&self, def: &Node) -> Vec<CType> {
        def.inner
            .iter()
            .filter(|p| p.is("ParmVarDecl"))
            .map(|p| self.t.ctype(p))
            .collect()
    }

    pub fn user_call(&mut self, n: &'a Node, def: &'a Node) -> Result<Val> {
        let at = n.at.as_ref();
        let params = self.parameter_types(def);
        let mut objects = Vec::new();
        // The arrays the pointer fields of struct arguments reach, after
        // one object per parameter.
        let mut fields = Vec::new();
        let mut args = Vec::new();
        let consts = read_only_params(def);
        let mut multi = None;
        let mut values = Vec::new();
        let mut staged = Vec::new();
        for (i, p) in params.iter().enumerate() {
            if let CType::Reference(referred) = p {
                let (object, passed) =
                    self.reference_arg(n, i, referred, consts[i], &mut fields)?;
                objects.push(object);
                args.extend(passed);
                values.push(None);
                continue;
            }
            let v = match (p, self.args(n).get(i)) {
                (CType::Pointer(..), Some(arg)) => {
                    self.staged_arg((n, arg), None, &params, &mut staged)?
                }
                _ => None,
            };
            let v = match v {
                Some(v) => v,
                None => self.arg_value(n, i)?,
            };
            values.push(Some(v.clone()));
            if let (CType::Pointer(..), Val::Multi { base, offset, objs }, None) = (p, &v, &multi) {
                // Passed as a pointer into one array, chosen below.
                multi = Some((objects.len(), base.clone(), objs.clone()));
                args.push(offset.clone());
                objects.push(None);
                continue;
            }
            objects.push(self.pass_argument(p, v, &mut args, &mut fields, at)?);
        }
        objects.extend(fields);
        self.global_contracts_at_call(n, def, &values, When::Before)?;
        let result = match multi {
            None => {
                let address = self.address_calls.contains(&n.id);
                let proc = self.procedure_for(def, objects, None, address, at)?;
                self.finish_call(n, proc, args, Vec::new())?
            }
            Some(_) if self.address_calls.contains(&n.id) => {
                return unsupported(
                    at,
                    "the reference a call returns, with a pointer argument that may point into different arrays",
                )
            }
            Some(target) => self.call_per_target(n, def, objects, args, target)?,
        };
        self.unstage(staged, at)?;
        self.global_contracts_at_call(n, def, &values, When::After)?;
        Ok(result)
    }

    /// A call whose pointer argument `k` may point into any of `objs`
    /// (`base` says which): a call per array, each of the procedure made
    /// for that array, in a branch on `base`; passing null is a null
    /// pointer access, as an access through it is.
    fn call_per_target(
        &mut self,
        n: &'a Node,
        def: &'a Node,
        objects: Vec<PointerArg>,
        args: Vec<Expr>,
        (k, base, objs): (usize, Expr, Vec<ObjId>),
    ) -> Result<Val> {
        let at = n.at.as_ref();
        let ty = self.t.ctype(n);
        let result = match ty {
            CType::Void => None,
            ref t if t.is_scalar() => {
                let t = self.t.ivl_type(t).expect("a scalar");
                Some(self.local("ret", t))
            }
            _ => {
                return unsupported(
                    at,
                    format!(
                        "a call returning {}, with a pointer argument that may point into different arrays",
                        describe(&ty)
                    ),
                )
            }
        };
        self.by_base(&base, &objs, at, |f, obj| {
            let mut objects = objects.clone();
            objects[k] = Some((obj, false));
            let proc = f.procedure(def, objects, None, at)?;
            let v = f.finish_call(n, proc, args.clone(), Vec::new())?;
            if let Some(r) = &result {
                let e = f.coerce(v, &ty, at)?;
                f.emit(assign(r, e));
            }
            Ok(())
        })?;
        Ok(match result {
            Some(r) => Val::int(var(&r, NO_SPAN), &ty),
            None => Val::Void,
        })
    }

    /// Passes `v` for a parameter of type `p` (not a reference): its IVL
    /// arguments go to `args`, the arrays its pointer fields reach to
    /// `fields`; the array a pointer reaches, and whether it points to its
    /// start, is the result.
    pub(super) fn pass_argument(
        &mut self,
        p: &CType,
        v: Val,
        args: &mut Vec<Expr>,
        fields: &mut Vec<PointerArg>,
        at: Option<&Loc>,
    ) -> Result<PointerArg> {
        match (p, v) {
            (CType::Pointer(..), Val::Ptr { obj, offset }) => {
                let start = matches!(&offset.kind, ExprKind::Bv(v, _) if v == "0");
                if !start {
                    args.push(offset);
                }
                Ok(Some((obj, start)))
            }
            (CType::Pointer(..), _) => unsupported(
                at,
                "a pointer argument that does not point into a known array",
            ),
            (CType::Record(_), Val::Record(leaves)) => {
                args.extend(record_arg(leaves, fields, at)?);
                Ok(None)
            }
            (p, v) => {
                args.push(self.coerce(v, p, at)?);
                Ok(None)
            }
        }
    }

    /// The argument bound to reference parameter `i`: the array and offset
    /// of the element it names (passed as a pointer), or, for a const
    /// reference (or one the callee only reads) to something not in memory
    /// (a temporary, a local), its value.
    fn reference_arg(
        &mut self,
        n: &'a Node,
        i: usize,
        referred: &CType,
        is_const: bool,
        fields: &mut Vec<PointerArg>,
    ) -> Result<(PointerArg, Vec<Expr>)> {
        let at = n.at.as_ref();
        let place = self.bound_place(&self.args(n)[i])?;
        // Passed by value, an argument that is the object a method
        // changes (or part of it, or holds it: `c += c`) would not see the
        // method's changes.
        if let Some(Place::Record {
            base: RecordBase::Local { prefix },
            path,
            ..
        }) = &self.changed_object
        {
            if place_overlaps_locals(&place, &locals_name(prefix, path)) {
                return unsupported(
                    at,
                    "a reference argument to the object the method may change (it would not see the changes)",
                );
            }
        }
        let (obj, index) = match &place {
            // A reference to an array is passed as a pointer to its first
            // element.
            Place::Elem { obj, index }
            | Place::Array { obj, offset: index }
            | Place::Bytes {
                obj, offset: index, ..
            } => (*obj, index.clone()),
            Place::Record {
                base: RecordBase::Mem { obj, index },
                path,
                ..
            } if path.is_empty() => (*obj, index.clone()),
            // Only what nothing else can change is passed by value: a
            // temporary, or a local out of memory (one that a pointer or
            // another reference could change lives in memory).
            Place::Value(_)
            | Place::Scalar { .. }
            | Place::Record {
                base: RecordBase::Local { .. },
                ..
            } if is_const => return self.reference_by_value(place, referred, fields, at),
            // A pointer the callee may set (`T *&out`) would need the
            // pointer's new array back: not modelled.
            Place::Pointer { .. } => return unsupported(
                at,
                "a pointer variable passed by reference (`T *&`) to a function that may change it",
            ),
            _ => {
                return unsupported(
                    at,
                    "a reference argument that is not an array's element or a local",
                )
            }
        };
        let start = matches!(&index.kind, ExprKind::Bv(v, _) if v == "0");
        Ok((
            Some((obj, start)),
            if start { Vec::new() } else { vec![index] },
        ))
    }

    /// A const reference's argument passed by value.
    fn reference_by_value(
        &mut self,
        place: Place,
        referred: &CType,
        fields: &mut Vec<PointerArg>,
        at: Option<&Loc>,
    ) -> Result<(PointerArg, Vec<Expr>)> {
        let v = self.read(&place, at)?;
        let passed = match (referred, v) {
            (CType::Record(_), Val::Record(leaves)) => record_arg(leaves, fields, at)?,
            (t, v) if t.is_scalar() => vec![self.coerce(v, t, at)?],
            _ => return unsupported(at, "this argument of a const reference"),
        };
        Ok((None, passed))
    }

    /// The call of a translated procedure, with its result.
    /// The call of `proc` for `n`: its result, with `extra` outs after the
    /// result's.
    fn finish_call(
        &mut self,
        n: &'a Node,
        proc: Procedure,
        args: Vec<Expr>,
        extra: Vec<Ident>,
    ) -> Result<Val> {
        // A call whose reference result is wanted as an lvalue returns a
        // pointer to what it refers to.
        let ty = match self.t.ctype(n) {
            t if self.address_calls.contains(&n.id) => CType::Pointer(Box::new(t), Space::Generic),
            t => t,
        };
        self.finish_call_as(n, proc, args, extra, ty)
    }

    /// `finish_call` for a procedure whose result has C type `ty`.
    fn finish_call_as(
        &mut self,
        n: &'a Node,
        proc: Procedure,
        args: Vec<Expr>,
        extra: Vec<Ident>,
        ty: CType,
    ) -> Result<Val> {
        let at = n.at.as_ref();
        if let CType::Record(r) = &ty {
            let mut outs = Vec::new();
            let mut fields = Vec::new();
            for (path, leaf) in self.t.record_leaves(r, at)? {
                let t = self.t.ivl_type(&leaf).expect("a scalar field");
                let ret = self.local("ret", t);
                outs.push(ident(&ret, NO_SPAN));
                fields.push((path, Val::int(var(&ret, NO_SPAN), &leaf)));
            }
            outs.extend(extra);
            self.call_procedure(at, &proc, outs, args);
            return Ok(Val::Record(fields));
        }
        let mut outs = match self.t.ivl_type(&ty) {
            Some(t) if !matches!(ty, CType::Void) => vec![ident(&self.local("ret", t), NO_SPAN)],
            _ => Vec::new(),
        };
        if matches!(ty, CType::Pointer(..)) {
            outs.push(ident(&self.local("ret.base", bv_type(32)), NO_SPAN));
        }
        let result = match (outs.first(), &ty, proc.result_objects.as_slice()) {
            (Some(o), CType::Pointer(..), [obj]) => Val::Ptr {
                obj: *obj,
                offset: var(&o.name, NO_SPAN),
            },
            (Some(o), CType::Pointer(..), [_, _, ..]) => Val::Multi {
                base: var(&outs[1].name, NO_SPAN),
                offset: var(&o.name, NO_SPAN),
                objs: proc.result_objects.clone(),
            },
            (Some(_), CType::Pointer(..), []) => {
                return unsupported(
                    at,
                    format!(
                        "a call of `{}`, which returns no pointer it is known to point into",
                        proc.name
                    ),
                )
            }
            (Some(o), _, _) => Val::int(var(&o.name, NO_SPAN), &ty),
            (None, _, _) => Val::Void,
        };
        outs.extend(extra);
        self.call_procedure(at, &proc, outs, args);
        Ok(result)
    }

    /// A call of `proc`, its writes and callees counted as this
    /// procedure's.
    pub(super) fn call_procedure(
        &mut self,
        at: Option<&Loc>,
        proc: &Procedure,
        outs: Vec<Ident>,
        args: Vec<Expr>,
    ) {
        self.writes.extend(proc.writes.iter().cloned());
        self.callees.insert(proc.name.clone());
        self.callees.extend(proc.callees.iter().cloned());
        self.emit(stmt(
            StmtKind::Call(CallStmt {
                free: false,
                attrs: at.iter().map(|l| source_attr(l)).collect(),
                outs,
                callee: ident(&proc.name, NO_SPAN),
                args,
            }),
            NO_SPAN,
        ));
    }
}

/// The method an operator call `n` calls (`f(x)` of a function object
/// `f`: its `operator()`), by declaration id.
pub(super) fn method_operator(n: &Node) -> Option<&str> {
    if !n.is("CXXOperatorCallExpr") {
        return None;
    }
    // The callee is the method's name, decayed to a pointer.
    let callee = n.inner.first()?;
    let name = callee.inner.first().unwrap_or(callee);
    let decl = name.referenced_decl.as_ref()?;
    (decl.kind == "CXXMethodDecl").then_some(decl.id.as_str())
}

/// Whether `place` is, holds or lies in the struct held in locals under
/// `prefix` (`c`, `c.in`).
/// The name of the locals of a struct held in locals at `path` from
/// `prefix` (`prefix.path`, or `prefix` for the whole).
pub(super) fn locals_name(prefix: &str, path: &str) -> String {
    match path.is_empty() {
        true => prefix.to_string(),
        false => format!("{prefix}.{path}"),
    }
}

pub(super) fn place_overlaps_locals(place: &Place, prefix: &str) -> bool {
    let overlaps = |name: &str| {
        name == prefix
            || name.starts_with(&format!("{prefix}."))
            || prefix.starts_with(&format!("{name}."))
    };
    match place {
        Place::Scalar { name, .. } => overlaps(name),
        Place::Record {
            base: RecordBase::Local { prefix: p },
            path,
            ..
        } => overlaps(&locals_name(p, path)),
        Place::Elements { elems, .. } | Place::Lanes(elems) => {
            elems.iter().any(|e| place_overlaps_locals(e, prefix))
        }
        _ => false,
    }
}
