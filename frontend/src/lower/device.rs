//! Device functions as procedures: translated for each binding of their
//! pointer parameters to memory objects (inlined by the GPU layer), or on
//! their own as `{:modular}` procedures verified by their contracts.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::{body_of, params_of, specs, Binding, Func, Return};
use super::params::{memory_of, pointer_field_param, record_param, scalar_param, Params};
use super::stmt::body_annotations;
use super::translator::{
    function_key, unsupported, with_retries, PointerArg, Procedure, Result, Translator,
};
use super::value::ivl_type;
use crate::clang::ast::{callee_name, strip, Loc, Node};
use crate::ctype::{describe, CType, Space};

impl<'t, 'a> Func<'t, 'a> {
    /// The IVL procedure for a call of `def` whose pointer parameters reach
    /// `objects` (in parameter order, `None` for other parameters).
    pub fn procedure(
        &mut self,
        def: &'a Node,
        objects: Vec<PointerArg>,
        this: Option<&str>,
        at: Option<&Loc>,
    ) -> Result<Procedure> {
        self.procedure_for(def, objects, this, false, at)
    }

    /// `procedure`, or with `address` the variant of a function returning
    /// a reference that returns the address it refers to.
    pub fn procedure_for(
        &mut self,
        def: &'a Node,
        objects: Vec<PointerArg>,
        this: Option<&str>,
        address: bool,
        at: Option<&Loc>,
    ) -> Result<Procedure> {
        // A method the unit's index has not keyed is told apart by its
        // struct.
        let key = match this {
            Some(record) if !self.t.function_keys.contains_key(&def.id) => {
                function_key(&format!("{record}::{}", def.name()), def.type_str())
            }
            _ => self.t.key_of(def),
        };
        let key = if address { format!("{key}&") } else { key };
        let key = (key, objects.clone());
        if let Some(p) = self.t.procedures.get(&key) {
            return Ok(p.clone());
        }
        if !self.t.in_progress.insert(key.clone()) {
            return unsupported(at, format!("recursion (`{}` calls itself)", def.name()));
        }
        let result = with_retries(self.t, |t| {
            translate_device(t, def, &objects, this, false, address)
        });
        self.t.in_progress.remove(&key);
        let p = result?;
        self.t.procedures.insert(key, p.clone());
        Ok(p)
    }
}

/// Translates a device function as a `{:modular}` procedure verified on
/// its own for any caller (GPUVerify's `--no-inline`): each pointer
/// parameter points to the start of an array of its own (the same for
/// both threads, as GPUVerify's inference of uniform parameters would
/// establish for it).
pub fn translate_uncalled<'a>(t: &mut Translator<'a>, def: &'a Node) -> Result<()> {
    let mut objects = Vec::new();
    for p in params_of(def) {
        // A reference parameter refers to an element of an array of its
        // own, as a pointer parameter points to one.
        let ty = match t.ctype(p) {
            CType::Reference(referred) => CType::Pointer(referred, Space::Generic),
            ty => ty,
        };
        objects.push(match ty {
            CType::Pointer(elem, space) => {
                // An OpenCL pointer to private memory reaches an array of
                // each thread's own.
                let (space, read_only, private) = match memory_of(t.dialect, &space) {
                    Some((space, read_only)) => (space, read_only, false),
                    None if space == Space::Private => (MemorySpace::Plain, false, true),
                    None => {
                        return unsupported(
                            p.at.as_ref(),
                            format!("parameter `{}` in the generic address space", p.name()),
                        )
                    }
                };
                let mut f = Func::new(t, false, def, body_of(def));
                let key = format!("uncalled.{}", p.id);
                let obj = f.object_for(&key, |f| {
                    f.new_object(
                        p.name(),
                        (*elem).clone(),
                        space,
                        read_only,
                        private,
                        p.at.as_ref(),
                    )
                })?;
                Some((obj, true))
            }
            _ => None,
        });
    }
    translate_device(t, def, &objects, None, true, false).map(|_| ())
}

fn translate_device<'a>(
    t: &mut Translator<'a>,
    def: &'a Node,
    objects: &[PointerArg],
    this: Option<&str>,
    on_its_own: bool,
    address: bool,
) -> Result<Procedure> {
    let body = body_of(def);
    let spec_only = is_spec_function(def);
    if spec_only {
        only_specification(body)?;
    }
    let mut f = Func::new(t, false, def, body);
    f.spec_function = spec_only;
    let mut params = Params::default();
    // A method that may change its object gets the object's fields in and
    // gives them back out, after its result.
    // After one object per parameter, those of the pointer fields of the
    // object, then of struct parameters, in order.
    let count = params_of(def).count().min(objects.len());
    let mut fields = objects[count..].iter().copied();
    let mut this_outs = Vec::new();
    if let Some(record) = this {
        let mutable = !def.type_str().ends_with("const");
        this_outs = this_params(&mut f, record, def, mutable, &mut params, &mut fields)?;
    }
    for (p, obj) in params_of(def).zip(objects) {
        device_param(&mut f, p, obj, &mut params, &mut fields)?;
    }
    f.returns_address = address;
    let result = result_variable(&mut f, def, address)?;
    let outs = match &result {
        None => Vec::new(),
        Some((prefix, CType::Record(r))) => {
            f.t.record_leaves(r, def.at.as_ref())?
                .into_iter()
                .map(|(path, leaf)| {
                    let t = ivl_type(&leaf).expect("a scalar field");
                    typed(&format!("{prefix}.{path}"), t)
                })
                .collect()
        }
        // A pointer: its offset, then which array it reaches.
        Some((name, t @ CType::Pointer(..))) => {
            let base = f.fresh(&format!("{name}.base"));
            f.result_base = Some(base.clone());
            vec![
                typed(name, f.t.ivl_type(t).expect("a pointer")),
                typed(&base, bv_type(32)),
            ]
        }
        Some((name, t)) => vec![typed(name, f.t.ivl_type(t).expect("a scalar or a pointer"))],
    };
    let mut outs = outs;
    let mut copies_out = Vec::new();
    for (local, ty) in &this_outs {
        let out = f.fresh(&format!("{local}.out"));
        outs.push(typed(&out, ty.clone()));
        copies_out.push(assign(&out, var(local, NO_SPAN)));
    }
    let flag = f.local("returned", bool_type());
    f.emit(assign(&flag, boolean(false)));
    f.ret = Some(Return { flag, result });
    let Params { ins, copies, cells } = params;
    f.parameters_then_body(copies, cells, body)?;
    for c in copies_out {
        f.emit(c);
    }
    let name = f.t.fresh_global(&procedure_name(def.name()));
    let requires = std::mem::take(&mut f.requires);
    let ensures = std::mem::take(&mut f.ensures);
    // Under --no-inline a function with a contract that synchronises is
    // verified on its own and called through its contract (by all threads
    // together, which a barrier inside it requires anyway). One without a
    // barrier is inlined: its contract is still checked at each call,
    // under whatever condition the call is made.
    let modular = on_its_own
        || f.t.config.no_inline
            && !(requires.is_empty() && ensures.is_empty())
            && contains_barrier(body);
    let result_objects = f.returned_objects.clone();
    let writes = f.writes.clone();
    let callees = f.callees.clone();
    f.no_copy_in_flight(None)?;
    let (locals, stmts) = f.into_body();
    let attrs = if modular && !spec_only {
        vec![attr("modular", Vec::new())]
    } else {
        Vec::new()
    };
    // A `__spec_` function (GPUVerify's): its contract and `__writes_to`
    // stand for a body that is not given; it is trusted.
    let body = (!spec_only).then(|| Body {
        locals,
        stmts,
        span: Default::default(),
    });
    t.decls.push(decl(
        DeclKind::Procedure(ProcedureDecl {
            kernel: false,
            attrs,
            name: ident(&name, NO_SPAN),
            ins,
            outs,
            specs: specs(requires, ensures, &writes),
            body,
        }),
        NO_SPAN,
    ));
    Ok(Procedure {
        name,
        writes,
        callees,
        modular,
        result_objects,
    })
}

/// The IVL name of a C++ function: an operator's symbols spelled out
/// (`operator+=` is `operator.plus.eq`), since IVL names hold none.
pub(super) fn procedure_name(c_name: &str) -> String {
    let Some(symbols) = c_name.strip_prefix("operator") else {
        return c_name.to_string();
    };
    let mut name = String::from("operator");
    for c in symbols.chars() {
        let word = match c {
            '+' => "plus",
            '-' => "minus",
            '*' => "star",
            '/' => "slash",
            '%' => "percent",
            '^' => "caret",
            '&' => "amp",
            '|' => "bar",
            '~' => "tilde",
            '!' => "not",
            '=' => "eq",
            '<' => "lt",
            '>' => "gt",
            '[' | ']' => "index",
            '(' | ')' => "call",
            ',' => "comma",
            c if c.is_ascii_alphanumeric() || c == '_' => {
                name.push(c);
                continue;
            }
            _ => "op",
        };
        name.push('.');
        name.push_str(word);
    }
    name
}

/// A `__spec_` function's body holds only its specification.
fn only_specification(body: &Node) -> Result<()> {
    let spec_call = |s: &Node| {
        s.is("CallExpr")
            && callee_name(s).is_some_and(|n| {
                matches!(
                    n,
                    "__requires" | "__ensures" | "__writes_to" | "__reads_from"
                )
            })
    };
    match body.inner.iter().find(|s| !spec_call(s)) {
        Some(s) => unsupported(
            s.at.as_ref(),
            "code in a `__spec_` function (it holds only a specification)",
        ),
        None => Ok(()),
    }
}

/// A method's object: its fields are parameters `this.f`; for a method
/// that may change it (`mutable`), copied to locals, which it returns
/// (each with its IVL type) to be given back after the body. A pointer
/// field of a const method's object reaches the next of `pointers`.
fn this_params(
    f: &mut Func,
    record: &str,
    def: &Node,
    mutable: bool,
    params: &mut Params,
    pointers: &mut dyn Iterator<Item = PointerArg>,
) -> Result<Vec<(String, Type)>> {
    let leaves = f.t.fields_flattened(record, true, def.at.as_ref())?;
    let paths = leaves.iter().map(|(path, _)| path.as_str());
    let prefix = f.record_prefix("this", paths.clone());
    let param_prefix = if mutable {
        f.record_prefix("this.0", paths)
    } else {
        prefix.clone()
    };
    let mut locals = Vec::new();
    for (path, ty) in leaves {
        if let CType::Pointer(..) = ty {
            // A method that may change its object gives its fields back by
            // value, which a pointer field cannot be: it must not change
            // one.
            // A reference field never changes: what is written through
            // it is what it refers to.
            let reference =
                f.t.reference_fields
                    .contains(&(record.to_string(), path.clone()));
            let changes = mutable && !reference && changes_field(def, &path);
            let (false, Some(Some(target))) = (changes, pointers.next()) else {
                return unsupported(
                    def.at.as_ref(),
                    format!(
                        "the method `{}` of {record}, which holds pointers and may change the pointer field `{path}`",
                        def.name()
                    ),
                );
            };
            let local = format!("{prefix}.{path}");
            let param = format!("{prefix}.{path}.in");
            pointer_field_param(f, local, param, target, &mut params.ins, &mut params.copies);
            continue;
        }
        let t = ivl_type(&ty).expect("scalar");
        let param = format!("{param_prefix}.{path}");
        f.claim(&param);
        params.ins.push(typed(&param, t.clone()));
        if mutable {
            let local = format!("{prefix}.{path}");
            f.declare_local(&local, t.clone());
            params.copies.push(assign(&local, var(&param, NO_SPAN)));
            locals.push((local, t));
        }
    }
    f.this = Some(Binding::Record {
        prefix,
        record: record.to_string(),
    });
    Ok(locals)
}

/// Whether method `def`'s body may change its object's field `field`
/// (a name; a nested path always may): any use of it but reading its
/// value counts.
fn changes_field(def: &Node, field: &str) -> bool {
    // Whether `n`, under a parent that reads it as a value when `read`,
    // uses the field other than to read its value (an assignment, `++`,
    // `&p`, a reference bound to it, `(0, p) += 1` ...).
    fn visit(n: &Node, field: &str, read: bool) -> bool {
        let own_field = n.is("MemberExpr")
            && n.name() == field
            && n.inner.first().is_some_and(|b| strip(b).is("CXXThisExpr"));
        if own_field && !read {
            return true;
        }
        let reads = n.is("ImplicitCastExpr") && n.cast_kind.as_deref() == Some("LValueToRValue")
            || n.is("ParenExpr") && read;
        n.inner.iter().any(|c| visit(c, field, reads))
    }
    field.contains('.') || visit(body_of(def), field, false)
}

/// A parameter of a device function, bound in `f`; a pointer reaches the
/// object `obj` says, at its start (no IVL parameter) or at an offset
/// passed in.
fn device_param<'n>(
    f: &mut Func,
    p: &'n Node,
    obj: &PointerArg,
    params: &mut Params<'n>,
    fields: &mut dyn Iterator<Item = PointerArg>,
) -> Result<()> {
    let ty = f.t.ctype(p);
    match (&ty, obj) {
        // A reference bound to memory: a pointer to the element, under a
        // name of its own; the parameter names its element.
        (CType::Reference(_), Some((obj, start))) => {
            let pointer = format!("{}.ref", p.id);
            let binding = if *start {
                Binding::FixedPointer { obj: *obj }
            } else {
                let param = f.fresh(p.name());
                params.ins.push(typed(&param, f.t.ptr().ty()));
                Binding::Pointer {
                    name: param,
                    obj: Some(*obj),
                }
            };
            f.bindings.insert(pointer.clone(), binding);
            f.bindings
                .insert(p.id.clone(), Binding::Reference { pointer });
        }
        // A const reference bound to a value: the value.
        (CType::Reference(referred), None) => match &**referred {
            t if t.is_scalar() => {
                let (param, binding) = scalar_param(f, p, t.clone(), &mut params.copies);
                params.ins.push(param);
                f.bindings.insert(p.id.clone(), binding);
            }
            CType::Record(r) => {
                let (ins, binding) = record_param(f, p, r, false, &mut params.copies, fields)?;
                params.ins.extend(ins);
                f.bindings.insert(p.id.clone(), binding);
            }
            other => {
                return unsupported(
                    p.at.as_ref(),
                    format!(
                        "parameter `{}` of type references to {}",
                        p.name(),
                        describe(other)
                    ),
                )
            }
        },
        (CType::Pointer(..), Some((obj, true))) => {
            if f.assigned.contains(&p.id) {
                let name = f.local(p.name(), f.t.ptr().ty());
                params.copies.push(assign(&name, f.t.ptr().lit(0)));
                let binding = f.pointer_variable(&p.id, name, Some(*obj));
                f.bindings.insert(p.id.clone(), binding);
            } else {
                f.bindings
                    .insert(p.id.clone(), Binding::FixedPointer { obj: *obj });
            }
        }
        (CType::Pointer(..), Some((obj, false))) => {
            let param = if f.assigned.contains(&p.id) {
                f.fresh(&format!("{}.0", p.name()))
            } else {
                f.fresh(p.name())
            };
            params.ins.push(typed(&param, f.t.ptr().ty()));
            let name = if f.assigned.contains(&p.id) {
                let local = f.local(p.name(), f.t.ptr().ty());
                params.copies.push(assign(&local, var(&param, NO_SPAN)));
                local
            } else {
                param
            };
            f.bindings.insert(
                p.id.clone(),
                Binding::Pointer {
                    name,
                    obj: Some(*obj),
                },
            );
        }
        (t, _) if t.is_scalar() => {
            let (param, binding) = scalar_param(f, p, ty.clone(), &mut params.copies);
            params.ins.push(param);
            f.bindings.insert(p.id.clone(), binding);
            if f.address_taken.contains(&p.id) {
                params.cells.push((p, ty.clone()));
            }
        }
        (CType::Record(r), _) => {
            let (ins, binding) = record_param(f, p, r, false, &mut params.copies, fields)?;
            params.ins.extend(ins);
            f.bindings.insert(p.id.clone(), binding);
            if f.t
                .record_param_in_memory(r, f.address_taken.contains(&p.id))
            {
                params.cells.push((p, ty.clone()));
            }
        }
        (other, _) => {
            return unsupported(
                p.at.as_ref(),
                format!("parameter `{}` of type {}", p.name(), describe(other)),
            )
        }
    }
    Ok(())
}

/// The result type in a function's type `R (A, B) const`: what comes
/// before the parameter list, the first parenthesised group after `R`
/// (a lambda's or an unnamed struct's name holds parentheses: `(lambda at
/// k.cu:3:10) ()`).
fn result_type(function_type: &str) -> &str {
    let mut result = function_type.trim_start();
    for word in ["const ", "struct ", "union ", "class "] {
        result = result.trim_start_matches(word).trim_start();
    }
    let named = result.starts_with('(');
    let mut depth = 0i32;
    let mut groups = 0;
    for (i, c) in function_type.char_indices() {
        match c {
            '(' => {
                if depth == 0 {
                    // An unnamed struct's name is the first group.
                    if groups == 1 || !named {
                        let result = function_type[..i].trim();
                        return if result.is_empty() { "void" } else { result };
                    }
                    groups += 1;
                }
                depth += 1;
            }
            ')' => depth -= 1,
            _ => {}
        }
    }
    "void"
}

/// The variable for the function's result, with its C type (none for
/// `void`). A pointer result is its offset; the array it reaches is the
/// function's, found at its returns. A struct result is a variable per
/// scalar field (`result.x` ...); a reference to a number, the number.
fn result_variable(f: &mut Func, def: &Node, address: bool) -> Result<Option<(String, CType)>> {
    let result_ty = f.t.types.parse(result_type(def.type_str()));
    match &result_ty {
        CType::Void => Ok(None),
        // A method returning its own object (`S &operator+=(...) { ...;
        // return *this; }`): nothing; the call's value is the object after
        // it (call.rs).
        CType::Reference(t)
            if matches!((&**t, &f.this), (CType::Record(r), Some(Binding::Record { record, .. })) if r == record)
                && returns_this_only(def) =>
        {
            Ok(None)
        }
        // The address variant: a pointer to what the reference refers to.
        CType::Reference(t) if address && (t.is_scalar() || matches!(**t, CType::Record(_))) => Ok(
            Some((f.fresh("result"), CType::Pointer(t.clone(), Space::Generic))),
        ),
        t if t.is_scalar() || matches!(t, CType::Pointer(..)) => {
            Ok(Some((f.fresh("result"), t.clone())))
        }
        // A reference to a number (`const int &`, `std::min`'s) is
        // returned by value: only its value is ever taken from a call
        // (binding or assigning through the reference is unsupported at
        // the call).
        CType::Reference(t) if t.is_scalar() => Ok(Some((f.fresh("result"), (**t).clone()))),
        // A struct, or a reference to one whose value is taken (`S s =
        // f();`): its fields.
        CType::Record(r) => record_result(f, r, def),
        CType::Reference(t) => match &**t {
            CType::Record(r) => record_result(f, r, def),
            other => unsupported(
                def.at.as_ref(),
                format!("a function returning references to {}", describe(other)),
            ),
        },
        other => unsupported(
            def.at.as_ref(),
            format!("a function returning {}", describe(other)),
        ),
    }
}

/// The result variables of a function returning struct `r`: one per
/// scalar field, under a fresh prefix.
fn record_result(f: &mut Func, r: &str, def: &Node) -> Result<Option<(String, CType)>> {
    let leaves = f.t.record_leaves(r, def.at.as_ref())?;
    let prefix = f.record_prefix("result", leaves.iter().map(|(path, _)| path.as_str()));
    for (path, _) in &leaves {
        f.claim(&format!("{prefix}.{path}"));
    }
    Ok(Some((prefix, CType::Record(r.to_string()))))
}

/// Whether every return of method `def` returns its object: `*this`, or
/// an assignment to it (`return *this = *this + r;`).
pub(super) fn returns_this_only(def: &Node) -> bool {
    fn is_this_object(e: &Node) -> bool {
        let e = strip(e);
        e.is("UnaryOperator")
            && e.opcode.as_deref() == Some("*")
            && e.inner.first().is_some_and(|t| strip(t).is("CXXThisExpr"))
    }
    fn returns(n: &Node, ok: &mut bool, any: &mut bool) {
        if n.is("LambdaExpr") {
            return;
        }
        if n.is("ReturnStmt") {
            *any = true;
            let value = n.inner.first().map(strip);
            let assigned_to = value.and_then(|v| match v.kind.as_str() {
                "BinaryOperator" if v.opcode.as_deref() == Some("=") => v.inner.first(),
                "CXXOperatorCallExpr" if crate::clang::ast::callee_is(v, "operator=") => {
                    v.inner.get(1)
                }
                _ => None,
            });
            *ok &= value.is_some_and(is_this_object) || assigned_to.is_some_and(is_this_object);
        }
        for c in &n.inner {
            returns(c, ok, any);
        }
    }
    let (mut ok, mut any) = (true, false);
    if let Some(body) = def.inner.iter().find(|c| c.is("CompoundStmt")) {
        returns(body, &mut ok, &mut any);
    }
    ok && any
}

/// Whether a function body calls a barrier (directly).
fn contains_barrier(n: &Node) -> bool {
    (n.is("CallExpr")
        && matches!(
            callee_name(n),
            Some("__syncthreads" | "barrier" | "work_group_barrier")
        ))
        || n.inner.iter().any(contains_barrier)
}

/// A function named `__spec_...`: only a specification (GPUVerify's).
pub fn is_spec_function(def: &Node) -> bool {
    def.name().starts_with("__spec_")
}

/// Whether a function body states a contract (`__requires`, `__ensures`).
pub fn has_contract(def: &Node) -> bool {
    body_annotations(body_of(def))
        .iter()
        .any(|s| callee_name(s).is_some_and(|n| n.contains("requires") || n.contains("ensures")))
}
