//! One C function as one IVL procedure: kernels, and device functions
//! specialised to the memory objects their pointer parameters reach.

use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::Arc as Rc;

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::memory::Object;
use super::translator::{function_key, unsupported, Procedure, Result, Translator};
use super::value::{ivl_type, ObjId};
use crate::clang::ast::{callee_name, strip, Loc, Node};
use crate::ctype::{bits_of, describe, CType, Space};
use crate::dialect::Dialect;

/// What a C declaration stands for in the procedure.
#[derive(Clone, Debug)]
pub enum Binding {
    /// A scalar in an IVL local or parameter.
    Scalar { name: String, ty: CType },
    /// A pointer variable: an IVL local holding the offset into `obj`,
    /// known once the variable is first given a value.
    Pointer { name: String, obj: Option<ObjId> },
    /// A pointer that never changes (an unassigned kernel parameter).
    FixedPointer { obj: ObjId },
    /// A pointer variable that may reach any of `objs` (null among them):
    /// `base` holds which (its index in `objs`), `name` the offset.
    MultiPointer {
        name: String,
        base: String,
        objs: Vec<ObjId>,
    },
    /// An array variable: the memory object itself.
    Object(ObjId),
    /// A struct variable: a local (or parameter) per scalar field, named
    /// `prefix.path`.
    Record { prefix: String, record: String },
    /// A scalar whose address is taken: element 0 of a thread's own array.
    Cell(ObjId),
}

/// Where a `break` or `continue` goes.
pub enum Jump {
    /// A loop; `continue` sets the flag, allocated on first use.
    Loop { cont: Option<String> },
    /// A `switch`; `break` sets its flag.
    Switch { brk: String },
}

/// How a device function returns: a flag that guards the code after a
/// `return`, and the variable for its value.
pub struct Return {
    pub flag: String,
    pub result: Option<(String, CType)>,
}

pub struct Func<'t, 'a> {
    pub t: &'t mut Translator<'a>,
    pub kernel: bool,
    locals: Vec<TypedIdent>,
    names: HashSet<String>,
    pub bindings: HashMap<String, Binding>,
    /// For parameters the body assigns: their bindings to the IVL
    /// parameters themselves (what contracts speak of).
    pub entry_bindings: HashMap<String, Binding>,
    /// Pointer fields of struct parameters (`q.p`), with the array each
    /// points to.
    pub pointer_fields: HashMap<String, ObjId>,
    /// The function's `__function_wide_invariant` calls.
    pub function_wide: Vec<&'a Node>,
    /// `async_work_group_copy` calls not yet waited for, in text order:
    /// the local holding each one's event, and where it is.
    pub pending_copies: Vec<(String, Option<Loc>)>,
    /// The array a function returning a pointer returns into.
    pub returned_object: Option<ObjId>,
    /// Translating a `__spec_` function.
    pub spec_function: bool,
    /// In a method: the object (`this`).
    pub this: Option<Binding>,
    pub out: Vec<Stmt>,
    pub jumps: Vec<Jump>,
    pub ret: Option<Return>,
    pub pending_invariants: Vec<BarrierInvariant>,
    pub writes: BTreeSet<String>,
    pub callees: BTreeSet<String>,
    pub requires: Vec<Contract>,
    pub ensures: Vec<Contract>,
    last_source: Option<(Rc<str>, u32)>,
    pub loop_depth: usize,
    /// Translating an annotation: memory reads are not accesses.
    pub in_spec: bool,
    /// Inside an `if` or a `switch`.
    pub conditional_depth: usize,
    /// A `return` has been translated (some threads may have left).
    pub returned: bool,
    /// Declarations assigned somewhere in the body.
    pub assigned: HashSet<String>,
    /// Scalar variables whose address the body takes (`&x`).
    pub address_taken: HashSet<String>,
    /// Variables declared without a value whose first use gives them one.
    pub set_before_use: HashSet<String>,
    /// In the annotation being translated: the variables standing for
    /// `__read_offset_bytes(A)` / `__write_offset_bytes(A)`, each with its
    /// access predicate and map.
    pub offsets: Vec<(String, &'static str, String)>,
}

impl<'t, 'a> Func<'t, 'a> {
    fn new(t: &'t mut Translator<'a>, kernel: bool, body: &Node) -> Self {
        let mut assigned = HashSet::new();
        collect_assigned(body, &mut assigned);
        let mut address_taken = HashSet::new();
        collect_address_taken(body, &mut address_taken);
        let mut set_before_use = HashSet::new();
        collect_set_before_use(body, &mut set_before_use);
        let mut names = t.names.clone();
        names.extend(["result".to_string()]);
        Func {
            t,
            kernel,
            locals: Vec::new(),
            names,
            bindings: HashMap::new(),
            entry_bindings: HashMap::new(),
            this: None,
            spec_function: false,
            returned_object: None,
            pending_copies: Vec::new(),
            function_wide: Vec::new(),
            pointer_fields: HashMap::new(),
            out: Vec::new(),
            jumps: Vec::new(),
            ret: None,
            pending_invariants: Vec::new(),
            writes: BTreeSet::new(),
            callees: BTreeSet::new(),
            requires: Vec::new(),
            ensures: Vec::new(),
            last_source: None,
            loop_depth: 0,
            conditional_depth: 0,
            in_spec: false,
            returned: false,
            assigned,
            address_taken,
            set_before_use,
            offsets: Vec::new(),
        }
    }

    /// A fresh name in this procedure, based on `base`.
    pub fn fresh(&mut self, base: &str) -> String {
        super::translator::fresh_name(&mut self.names, base)
    }

    /// A fresh prefix for a flattened struct: none of `{prefix}.{path}`
    /// names anything else (a struct `local_id` with a field `x` must not
    /// become the prelude's `local_id.x`).
    pub fn record_prefix<'p>(
        &mut self,
        base: &str,
        paths: impl Iterator<Item = &'p str> + Clone,
    ) -> String {
        loop {
            let prefix = self.fresh(base);
            if !paths
                .clone()
                .any(|p| self.names.contains(&format!("{prefix}.{p}")))
            {
                return prefix;
            }
        }
    }

    /// A fresh local of IVL type `ty`.
    pub fn local(&mut self, base: &str, ty: Type) -> String {
        let name = self.fresh(base);
        self.locals.push(typed(&name, ty));
        name
    }

    pub fn emit(&mut self, s: Stmt) {
        self.out.push(s);
    }

    /// Runs `f` with a fresh statement buffer and returns what it emitted.
    pub fn capture<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T>) -> Result<(Vec<Stmt>, T)> {
        let saved = std::mem::take(&mut self.out);
        let r = f(self);
        let inner = std::mem::replace(&mut self.out, saved);
        r.map(|v| (inner, v))
    }

    /// Marks the start of the code of C statement `n` with its position,
    /// when the line differs from the last mark.
    pub fn mark(&mut self, n: &Node) {
        let Some(at) = &n.at else { return };
        if self.t.is_ours(n) {
            return;
        }
        let key = (at.file.clone(), at.line);
        if self.last_source.as_ref() == Some(&key) {
            return;
        }
        self.last_source = Some(key);
        self.emit(stmt(
            StmtKind::Assume(vec![source_attr(at)], boolean(true)),
            NO_SPAN,
        ));
    }

    /// Forgets the last mark, so that the next statement is marked again
    /// (after a join of control flow the text order restarts).
    pub fn unmark(&mut self) {
        self.last_source = None;
    }

    pub fn new_object(
        &mut self,
        name: &str,
        elem: CType,
        space: MemorySpace,
        read_only: bool,
        private: bool,
        at: Option<&Loc>,
    ) -> Result<ObjId> {
        if let CType::Record(rname) = &elem {
            // One object (one map) per scalar field; the struct's object
            // only lists them.
            let mut leaves = Vec::new();
            for (path, t) in self.t.record_leaves(rname, at)? {
                let leaf =
                    self.new_object(&format!("{name}.{path}"), t, space, read_only, private, at)?;
                leaves.push((path, leaf));
            }
            self.t.objects.push(Object {
                name: name.to_string(),
                elem,
                space,
                read_only,
                private,
                leaves,
                length: None,
                null: false,
            });
            return Ok(self.t.objects.len() - 1);
        }
        if ivl_type(&elem).is_none() || matches!(elem, CType::Pointer(..)) {
            return unsupported(at, format!("memory holding {}", describe(&elem)));
        }
        // A program-level name no local of this procedure has either.
        let mut ivl_name = self.t.fresh_global(name);
        while self.names.contains(&ivl_name) {
            ivl_name = self.t.fresh_global(name);
        }
        self.names.insert(ivl_name.clone());
        let obj = Object {
            name: ivl_name,
            elem,
            space,
            read_only,
            private,
            leaves: Vec::new(),
            length: None,
            null: false,
        };
        self.t.objects.push(obj);
        Ok(self.t.objects.len() - 1)
    }

    /// Records the length of an array variable's object (and its fields').
    pub fn set_length(&mut self, obj: ObjId, ty: &CType) {
        let (_, dims) = ty.array_shape();
        let length = dims.iter().try_fold(1u64, |n, d| d.map(|d| n * d));
        let leaves: Vec<ObjId> = self.t.objects[obj].leaves.iter().map(|(_, o)| *o).collect();
        for o in leaves.into_iter().chain([obj]) {
            self.t.objects[o].length = length;
        }
    }

    /// The object of an `extern __shared__` array: CUDA starts every one
    /// (in the kernel, in a device function or at file scope) at the start
    /// of the launch's dynamic shared memory, so they are all one array.
    pub fn dynamic_shared(&mut self, d: &Node, elem: &CType) -> Result<ObjId> {
        let at = d.at.as_ref();
        let obj = self.object_for("extern __shared__", |f| {
            f.new_object(
                "extern_shared",
                elem.clone(),
                MemorySpace::Shared,
                false,
                false,
                at,
            )
        })?;
        let first = &self.t.objects[obj].elem;
        if first != elem {
            return unsupported(
                at,
                format!(
                    "`extern __shared__` arrays of {} and of {}: they share their memory, \
                     and views of memory as another element type are not modelled",
                    describe(first),
                    describe(elem)
                ),
            );
        }
        self.t.object_of_decl.insert(d.id.clone(), obj);
        Ok(obj)
    }

    /// The object of `key` (a declaration's id) made by an earlier attempt
    /// at this function, or a new one.
    pub fn object_for(
        &mut self,
        key: &str,
        make: impl FnOnce(&mut Self) -> Result<ObjId>,
    ) -> Result<ObjId> {
        if let Some(&obj) = self.t.object_of_decl.get(key) {
            return Ok(obj);
        }
        let obj = make(self)?;
        self.t.object_of_decl.insert(key.to_string(), obj);
        Ok(obj)
    }

    /// The binding of pointer variable `id` (offset in IVL local `name`),
    /// pointing into `initial` if given (offset 0).
    pub fn pointer_variable(&mut self, id: &str, name: String, initial: Option<ObjId>) -> Binding {
        match self.t.pointer_targets.get(id).cloned() {
            Some(objs) => {
                let base = self.local(&format!("{name}.base"), bv_type(32));
                if let Some(obj) = initial {
                    let k = objs.iter().position(|o| *o == obj).unwrap_or(0);
                    self.emit(assign(&base, bv(k as u128, 32)));
                }
                Binding::MultiPointer { name, base, objs }
            }
            None => Binding::Pointer { name, obj: initial },
        }
    }

    /// The object null points to.
    pub fn null_object(&mut self) -> ObjId {
        if let Some(o) = self.t.null_object {
            return o;
        }
        self.t.objects.push(Object {
            name: "null".into(),
            elem: CType::int(8, false),
            space: MemorySpace::Global,
            read_only: true,
            private: false,
            leaves: Vec::new(),
            length: Some(0),
            null: true,
        });
        let o = self.t.objects.len() - 1;
        self.t.null_object = Some(o);
        o
    }

    /// Leaving a device function (at `at`): a copy still in flight would go
    /// on past the caller's next barrier, which the model does not follow.
    /// (At a kernel's end no barrier follows.)
    pub fn no_copy_in_flight(&self, at: Option<&Loc>) -> Result<()> {
        match self.pending_copies.first() {
            Some((_, copy)) if !self.kernel => unsupported(
                at.or(copy.as_ref()),
                "leaving a function while an async_work_group_copy it started is in flight \
                 (wait for it with wait_group_events in the same function)",
            ),
            _ => Ok(()),
        }
    }

    fn into_body(self) -> (Vec<LocalVars>, Block) {
        let locals = if self.locals.is_empty() {
            Vec::new()
        } else {
            vec![LocalVars {
                decl: VarDecl {
                    attrs: Vec::new(),
                    vars: self.locals,
                    space: MemorySpace::Plain,
                },
                span: Default::default(),
            }]
        };
        (locals, block(self.out))
    }
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

/// The declarations a body assigns (`=`, `+=`, `++`), by id.
fn collect_assigned(n: &Node, out: &mut HashSet<String>) {
    let target = match n.kind.as_str() {
        "BinaryOperator" if n.opcode.as_deref() == Some("=") => n.inner.first(),
        "CompoundAssignOperator" => n.inner.first(),
        "UnaryOperator" if matches!(n.opcode.as_deref(), Some("++" | "--")) => n.inner.first(),
        _ => None,
    };
    // A field of a struct variable counts as the variable.
    let mut target = target.map(strip);
    while let Some(t) = target.filter(|t| is_part_of(t)) {
        target = t.inner.first().map(strip);
    }
    if let Some(id) = target.and_then(|t| t.referenced_id()) {
        out.insert(id.to_string());
    }
    for c in &n.inner {
        collect_assigned(c, out);
    }
}

/// A field of a struct lvalue (`s.f`), or its base class part.
fn is_part_of(n: &Node) -> bool {
    n.is("MemberExpr") && n.is_arrow != Some(true)
        || n.is("ImplicitCastExpr")
            && matches!(
                n.cast_kind.as_deref(),
                Some("DerivedToBase" | "UncheckedDerivedToBase")
            )
}

/// The variables whose address is taken (`&x`, `&s.f`).
fn collect_address_taken(n: &Node, out: &mut HashSet<String>) {
    if n.is("UnaryOperator") && n.opcode.as_deref() == Some("&") {
        let mut target = n.inner.first().map(strip);
        while let Some(t) = target.filter(|t| t.is("MemberExpr") && t.is_arrow != Some(true)) {
            target = t.inner.first().map(strip);
        }
        if let Some(id) = target.and_then(|t| t.referenced_id()) {
            out.insert(id.to_string());
        }
    }
    for c in &n.inner {
        collect_address_taken(c, out);
    }
}

impl<'t, 'a> Func<'t, 'a> {
    /// Moves a scalar whose address is taken into a one-element array of
    /// the thread's own, starting with `value`.
    pub fn cell(&mut self, d: &Node, ty: &CType, value: Option<Expr>) -> Result<()> {
        let obj = self.object_for(&d.id, |f| {
            f.new_object(
                d.name(),
                ty.clone(),
                MemorySpace::Plain,
                false,
                true,
                d.at.as_ref(),
            )
        })?;
        let name = self.t.objects[obj].name.clone();
        if let Some(v) = value {
            self.emit(store(&name, bv(0, 32), v));
            self.writes.insert(name);
        }
        self.bindings.insert(d.id.clone(), Binding::Cell(obj));
        Ok(())
    }
}

/// The variables of each block that are declared without a value and given
/// one by the first statement that mentions them (`int i; for (i = 0;
/// ...)`): they need no arbitrary start value, which would make them
/// differ between the threads.
fn collect_set_before_use(n: &Node, out: &mut HashSet<String>) {
    if n.is("CompoundStmt") {
        for (k, item) in n.inner.iter().enumerate() {
            if !item.is("DeclStmt") {
                continue;
            }
            for d in item
                .inner
                .iter()
                .filter(|d| d.is("VarDecl") && d.inner.iter().all(|c| c.kind.ends_with("Attr")))
            {
                let first = n.inner[k + 1..].iter().find(|s| mentions(s, &d.id));
                if first.is_some_and(|s| assigns_first(s, &d.id)) {
                    out.insert(d.id.clone());
                }
            }
        }
    }
    for c in &n.inner {
        collect_set_before_use(c, out);
    }
}

/// Whether statement `s` gives `id` a value before reading it: `id = e`
/// with `e` not mentioning `id`, or a `for` whose initialiser does.
fn assigns_first(s: &Node, id: &str) -> bool {
    let s = strip(s);
    if s.is("ForStmt") {
        return s.inner.first().is_some_and(|init| assigns_first(init, id));
    }
    s.is("BinaryOperator")
        && s.opcode.as_deref() == Some("=")
        && strip(&s.inner[0]).referenced_id() == Some(id)
        && !mentions(&s.inner[1], id)
}

fn mentions(n: &Node, id: &str) -> bool {
    n.referenced_id() == Some(id) || n.inner.iter().any(|c| mentions(c, id))
}

fn body_of(f: &Node) -> &Node {
    f.inner
        .iter()
        .find(|c| c.is("CompoundStmt"))
        .expect("definitions have bodies")
}

fn params_of(f: &Node) -> impl Iterator<Item = &Node> {
    f.inner.iter().filter(|c| c.is("ParmVarDecl"))
}

impl<'t, 'a> Func<'t, 'a> {
    /// The body after the parameters: their copies into locals, the
    /// arrays of those whose address is taken, then the C body.
    fn parameters_then_body(
        &mut self,
        copies: Vec<Stmt>,
        cells: Vec<(&Node, CType)>,
        body: &'a Node,
    ) -> Result<()> {
        for c in copies {
            self.emit(c);
        }
        for (p, ty) in cells {
            let Some(Binding::Scalar { name, .. }) = self.bindings.get(&p.id).cloned() else {
                unreachable!("a scalar parameter")
            };
            self.cell(p, &ty, Some(var(&name, NO_SPAN)))?;
        }
        self.translate_body(body)?;
        if !self.pending_invariants.is_empty() {
            return unsupported(
                body.at.as_ref(),
                "a barrier invariant not followed by a barrier",
            );
        }
        Ok(())
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
        objects.push(match t.ctype(p) {
            CType::Pointer(elem, space) => {
                let Some((space, read_only)) = memory_of(t.dialect, &space) else {
                    return unsupported(
                        p.at.as_ref(),
                        format!(
                            "parameter `{}` in the private or generic address space",
                            p.name()
                        ),
                    );
                };
                let mut f = Func::new(t, false, body_of(def));
                let key = format!("uncalled.{}", p.id);
                let obj = f.object_for(&key, |f| {
                    f.new_object(
                        p.name(),
                        (*elem).clone(),
                        space,
                        read_only,
                        false,
                        p.at.as_ref(),
                    )
                })?;
                Some((obj, true))
            }
            _ => None,
        });
    }
    translate_device(t, def, &objects, None, true).map(|_| ())
}

/// The memory a pointer parameter reaches (and whether it is read-only):
/// CUDA's are global; OpenCL's by their address space.
fn memory_of(dialect: Dialect, space: &Space) -> Option<(MemorySpace, bool)> {
    Some(match (dialect, space) {
        (Dialect::Cuda, _) | (_, Space::Global) => (MemorySpace::Global, false),
        (_, Space::Local) => (MemorySpace::Shared, false),
        (_, Space::Constant) => (MemorySpace::Global, true),
        _ => return None,
    })
}

/// Translates a kernel into a `kernel procedure`.
pub fn translate_kernel<'a>(t: &mut Translator<'a>, k: &'a Node) -> Result<()> {
    let body = body_of(k);
    let mut f = Func::new(t, true, body);
    let mut ins = Vec::new();
    let mut copies = Vec::new();
    let mut cells = Vec::new();
    let mut slots: Vec<Vec<(String, CType)>> = Vec::new();
    for p in params_of(k) {
        let ty = f.t.ctype(p);
        match &ty {
            CType::Pointer(elem, space) => {
                let Some((space, read_only)) = memory_of(f.t.dialect, space) else {
                    return unsupported(
                        p.at.as_ref(),
                        format!(
                            "kernel parameter `{}` in the private or generic address space",
                            p.name()
                        ),
                    );
                };
                let obj = f.object_for(&p.id, |f| {
                    f.new_object(
                        p.name(),
                        (**elem).clone(),
                        space,
                        read_only,
                        false,
                        p.at.as_ref(),
                    )
                })?;
                if f.assigned.contains(&p.id) {
                    let name = f.local(p.name(), bv_type(32));
                    f.emit(assign(&name, bv(0, 32)));
                    let binding = f.pointer_variable(&p.id, name, Some(obj));
                    f.bindings.insert(p.id.clone(), binding);
                } else {
                    f.bindings
                        .insert(p.id.clone(), Binding::FixedPointer { obj });
                }
            }
            t if t.is_scalar() => {
                let (param, binding) = scalar_param(&mut f, p, ty.clone(), &mut copies);
                slots.push(vec![(param.name.name.clone(), ty.clone())]);
                ins.push(param);
                f.bindings.insert(p.id.clone(), binding);
                if f.address_taken.contains(&p.id) {
                    cells.push((p, ty.clone()));
                }
            }
            CType::Record(r) => {
                let (params, binding) = record_param(&mut f, p, r, true, &mut copies)?;
                let leaves = f.t.record_leaves(r, p.at.as_ref()).unwrap_or_default();
                slots.push(
                    params
                        .iter()
                        .map(|q| q.name.name.clone())
                        .zip(leaves.into_iter().map(|(_, t)| t))
                        .collect(),
                );
                ins.extend(params);
                f.bindings.insert(p.id.clone(), binding);
            }
            other => {
                return unsupported(
                    p.at.as_ref(),
                    format!(
                        "kernel parameter `{}` of type {}",
                        p.name(),
                        describe(other)
                    ),
                )
            }
        }
    }
    f.parameters_then_body(copies, cells, body)?;
    let name = f.t.fresh_global(k.name());
    if let Some((kernel, values)) = &f.t.config.kernel_args {
        if kernel == k.name() {
            for (slot, value) in slots.iter().zip(values) {
                // A struct's value holds its fields, the first in the low
                // bits (little-endian).
                let mut rest = match value {
                    Some(v) => *v,
                    None => continue,
                };
                for (param, ty) in slot {
                    let bits = bits_of(ty);
                    let part = if bits >= 128 {
                        rest
                    } else {
                        rest & ((1u128 << bits) - 1)
                    };
                    rest = rest.checked_shr(bits).unwrap_or(0);
                    let v = match ty {
                        CType::Bool => boolean(part != 0),
                        _ => bv(part, bits),
                    };
                    f.requires
                        .push(contract(eq(var(param, NO_SPAN), v), Vec::new()));
                }
            }
        }
    }
    if f.t.config.only_intra_group {
        // GPUVerify's --only-intra-group: pairs of threads of one group.
        f.requires
            .push(contract(var("__same_group", NO_SPAN), Vec::new()));
    }
    let requires = std::mem::take(&mut f.requires);
    let ensures = std::mem::take(&mut f.ensures);
    let writes = f.writes.clone();
    f.no_copy_in_flight(None)?;
    let (locals, stmts) = f.into_body();
    let specs = specs(requires, ensures, &writes);
    t.decls.push(decl(
        DeclKind::Procedure(ProcedureDecl {
            kernel: true,
            attrs: Vec::new(),
            name: ident(&name, NO_SPAN),
            ins,
            outs: Vec::new(),
            specs,
            body: Some(Body {
                locals,
                stmts,
                span: Default::default(),
            }),
        }),
        NO_SPAN,
    ));
    Ok(())
}

/// A scalar parameter: its IVL parameter, and how the body reaches it
/// (through a local copy when the body assigns it, since IVL parameters
/// are read-only).
fn scalar_param(
    f: &mut Func,
    p: &Node,
    ty: CType,
    copies: &mut Vec<Stmt>,
) -> (TypedIdent, Binding) {
    let ivl_ty = ivl_type(&ty).expect("scalar");
    if f.assigned.contains(&p.id) {
        let param = f.fresh(&format!("{}.0", p.name()));
        let local = f.local(p.name(), ivl_ty.clone());
        copies.push(assign(&local, var(&param, NO_SPAN)));
        f.entry_bindings.insert(
            p.id.clone(),
            Binding::Scalar {
                name: param.clone(),
                ty: ty.clone(),
            },
        );
        (typed(&param, ivl_ty), Binding::Scalar { name: local, ty })
    } else {
        let name = f.fresh(p.name());
        (typed(&name, ivl_ty), Binding::Scalar { name, ty })
    }
}

/// A struct parameter passed by value: an IVL parameter per scalar field
/// (`p.x`), copied to locals when the body assigns the struct.
fn record_param(
    f: &mut Func,
    p: &Node,
    record: &str,
    kernel: bool,
    copies: &mut Vec<Stmt>,
) -> Result<(Vec<TypedIdent>, Binding)> {
    let leaves = f.t.fields_flattened(record, kernel, p.at.as_ref())?;
    let assigned = f.assigned.contains(&p.id);
    let paths = leaves.iter().map(|(path, _)| path.as_str());
    let prefix = f.record_prefix(p.name(), paths.clone());
    let param_prefix = if assigned {
        f.record_prefix(&format!("{}.0", p.name()), paths)
    } else {
        prefix.clone()
    };
    let mut params = Vec::new();
    for (path, t) in leaves {
        if let CType::Pointer(elem, space) = &t {
            // A kernel argument's pointer field reaches an array of its own
            // (as GPUVerify has it), which the field always points to.
            if assigned {
                return unsupported(
                    p.at.as_ref(),
                    format!(
                        "assigning the struct parameter `{}`, which holds pointers",
                        p.name()
                    ),
                );
            }
            let space = match (f.t.dialect, space) {
                (_, Space::Local) => MemorySpace::Shared,
                _ => MemorySpace::Global,
            };
            let key = format!("{}.{path}", p.id);
            let obj = f.object_for(&key, |f| {
                f.new_object(
                    &format!("{prefix}.{path}"),
                    (**elem).clone(),
                    space,
                    false,
                    false,
                    p.at.as_ref(),
                )
            })?;
            f.pointer_fields.insert(format!("{prefix}.{path}"), obj);
            continue;
        }
        let ivl_ty = ivl_type(&t).expect("scalar");
        let param = format!("{param_prefix}.{path}");
        f.names.insert(param.clone());
        params.push(typed(&param, ivl_ty.clone()));
        if assigned {
            let local = format!("{prefix}.{path}");
            f.names.insert(local.clone());
            f.locals.push(typed(&local, ivl_ty));
            copies.push(assign(&local, var(&param, NO_SPAN)));
        }
    }
    if assigned {
        f.entry_bindings.insert(
            p.id.clone(),
            Binding::Record {
                prefix: param_prefix,
                record: record.to_string(),
            },
        );
    }
    Ok((
        params,
        Binding::Record {
            prefix,
            record: record.to_string(),
        },
    ))
}

/// Declares a struct variable: a local per scalar field.
pub fn record_local(f: &mut Func, name: &str, record: &str, at: Option<&Loc>) -> Result<Binding> {
    let leaves = f.t.record_leaves(record, at)?;
    let prefix = f.record_prefix(name, leaves.iter().map(|(path, _)| path.as_str()));
    for (path, t) in leaves {
        let local = format!("{prefix}.{path}");
        f.names.insert(local.clone());
        f.locals.push(typed(&local, ivl_type(&t).expect("scalar")));
    }
    Ok(Binding::Record {
        prefix,
        record: record.to_string(),
    })
}

fn specs(requires: Vec<Contract>, ensures: Vec<Contract>, writes: &BTreeSet<String>) -> Vec<Spec> {
    let mut specs: Vec<Spec> = requires
        .into_iter()
        .map(|c| Spec {
            kind: SpecKind::Requires(c),
            span: Default::default(),
        })
        .chain(ensures.into_iter().map(|c| Spec {
            kind: SpecKind::Ensures(c),
            span: Default::default(),
        }))
        .collect();
    if !writes.is_empty() {
        specs.push(Spec {
            kind: SpecKind::Modifies(writes.iter().map(|w| ident(w, NO_SPAN)).collect()),
            span: Default::default(),
        });
    }
    specs
}

impl<'t, 'a> Func<'t, 'a> {
    /// The IVL procedure for a call of `def` whose pointer parameters reach
    /// `objects` (in parameter order, `None` for other parameters).
    pub fn procedure(
        &mut self,
        def: &'a Node,
        objects: Vec<super::translator::PointerArg>,
        this: Option<&str>,
        at: Option<&Loc>,
    ) -> Result<Procedure> {
        let name = match this {
            Some(record) => format!("{record}::{}", def.name()),
            None => def.name().to_string(),
        };
        let key = (function_key(&name, def.type_str()), objects.clone());
        if let Some(p) = self.t.procedures.get(&key) {
            return Ok(p.clone());
        }
        if !self.t.in_progress.insert(key.clone()) {
            return unsupported(at, format!("recursion (`{}` calls itself)", def.name()));
        }
        let result = super::translator::with_retries(self.t, |t| {
            translate_device(t, def, &objects, this, false)
        });
        self.t.in_progress.remove(&key);
        let p = result?;
        self.t.procedures.insert(key, p.clone());
        Ok(p)
    }
}

fn translate_device<'a>(
    t: &mut Translator<'a>,
    def: &'a Node,
    objects: &[super::translator::PointerArg],
    this: Option<&str>,
    on_its_own: bool,
) -> Result<Procedure> {
    let body = body_of(def);
    if is_spec_function(def) {
        let spec_call = |s: &Node| {
            s.is("CallExpr")
                && callee_name(s).is_some_and(|n| {
                    matches!(
                        n,
                        "__requires" | "__ensures" | "__writes_to" | "__reads_from"
                    )
                })
        };
        if let Some(s) = body.inner.iter().find(|s| !spec_call(s)) {
            return unsupported(
                s.at.as_ref(),
                "code in a `__spec_` function (it holds only a specification)",
            );
        }
    }
    let mut f = Func::new(t, false, body);
    f.spec_function = is_spec_function(def);
    let mut ins = Vec::new();
    let mut copies = Vec::new();
    let mut cells = Vec::new();
    if let Some(record) = this {
        // A const method: the object's fields are parameters `this.f`.
        let leaves = f.t.record_leaves(record, def.at.as_ref())?;
        let prefix = f.record_prefix("this", leaves.iter().map(|(path, _)| path.as_str()));
        for (path, ty) in leaves {
            let name = format!("{prefix}.{path}");
            f.names.insert(name.clone());
            ins.push(typed(&name, ivl_type(&ty).expect("scalar")));
        }
        f.this = Some(Binding::Record {
            prefix,
            record: record.to_string(),
        });
    }
    for (p, obj) in params_of(def).zip(objects) {
        let ty = f.t.ctype(p);
        match (&ty, obj) {
            (CType::Pointer(..), Some((obj, true))) => {
                if f.assigned.contains(&p.id) {
                    let name = f.local(p.name(), bv_type(32));
                    copies.push(assign(&name, bv(0, 32)));
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
                ins.push(typed(&param, bv_type(32)));
                let name = if f.assigned.contains(&p.id) {
                    let local = f.local(p.name(), bv_type(32));
                    copies.push(assign(&local, var(&param, NO_SPAN)));
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
                let (param, binding) = scalar_param(&mut f, p, ty.clone(), &mut copies);
                ins.push(param);
                f.bindings.insert(p.id.clone(), binding);
                if f.address_taken.contains(&p.id) {
                    cells.push((p, ty.clone()));
                }
            }
            (CType::Record(r), _) => {
                let (params, binding) = record_param(&mut f, p, r, false, &mut copies)?;
                ins.extend(params);
                f.bindings.insert(p.id.clone(), binding);
            }
            (other, _) => {
                return unsupported(
                    p.at.as_ref(),
                    format!("parameter `{}` of type {}", p.name(), describe(other)),
                )
            }
        }
    }
    let result_ty =
        f.t.types
            .parse(def.type_str().split('(').next().unwrap_or("void"));
    let mut outs = Vec::new();
    let result = match &result_ty {
        CType::Void => None,
        t if t.is_scalar() || matches!(t, CType::Pointer(..)) => {
            // A pointer result is its offset; the array it reaches is the
            // function's, found at its returns.
            let name = f.fresh("result");
            outs.push(typed(&name, ivl_type(t).expect("scalar")));
            Some((name, t.clone()))
        }
        other => {
            return unsupported(
                def.at.as_ref(),
                format!("a function returning {}", describe(other)),
            )
        }
    };
    let flag = f.local("returned", bool_type());
    f.emit(assign(&flag, boolean(false)));
    f.ret = Some(Return { flag, result });
    f.parameters_then_body(copies, cells, body)?;
    let name = f.t.fresh_global(def.name());
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
    let result_object = f.returned_object;
    let writes = f.writes.clone();
    let callees = f.callees.clone();
    // A `__spec_` function (GPUVerify's): its contract and `__writes_to`
    // stand for a body that is not given; it is trusted.
    let spec_only = is_spec_function(def);
    f.no_copy_in_flight(None)?;
    let (locals, stmts) = f.into_body();
    let attrs = if modular && !spec_only {
        vec![attr("modular", Vec::new())]
    } else {
        Vec::new()
    };
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
        result_object,
    })
}

/// A function named `__spec_...`: only a specification (GPUVerify's).
pub fn is_spec_function(def: &Node) -> bool {
    def.name().starts_with("__spec_")
}

/// Whether a function body states a contract (`__requires`, `__ensures`).
pub fn has_contract(def: &Node) -> bool {
    body_of(def).inner.iter().any(|s| {
        s.is("CallExpr")
            && callee_name(s).is_some_and(|n| n.contains("requires") || n.contains("ensures"))
    })
}
