//! The translation of one C function into one IVL procedure (`Func`): the
//! bindings of its declarations, its locals, its memory objects and the
//! statements emitted (kernel.rs and device.rs make the procedures).

use std::collections::{BTreeSet, HashMap, HashSet};
use std::sync::Arc as Rc;

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::lvalue::{Place, RecordBase};
use super::memory::{Object, ObjectShape};
use super::translator::{unsupported, Result, Translator};
use super::value::{ivl_type, ObjId};
use crate::clang::ast::{strip, Loc, Node};
use crate::ctype::{describe, CType};

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
    /// A reference variable (`T &r = place`): the place it was bound to,
    /// its indices held in locals when it was bound.
    Alias(Place),
    /// A reference parameter bound to memory: a pointer, bound under the
    /// name `pointer`, whose element is the object referred to.
    Reference { pointer: String },
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
    /// The pointer fields of struct variables (`prefix.path`), each a
    /// pointer variable of its own: the id of its binding.
    pub pointer_field_vars: HashMap<String, String>,
    /// The body's contract and function-wide invariant calls that are in
    /// a place to be taken ([`super::stmt::body_annotations`]).
    pub annotations: Vec<&'a Node>,
    /// The function's `__function_wide_invariant` calls.
    pub function_wide: Vec<&'a Node>,
    /// `async_work_group_copy` calls not yet waited for, in text order:
    /// the local holding each one's event, and where it is.
    pub pending_copies: Vec<(String, Option<Loc>)>,
    /// The arrays a function returning a pointer returns into, in the
    /// order its returns name them (its base result says which).
    pub returned_objects: Vec<ObjId>,
    /// The one array `__return_val_ptr()` in a contract says the result
    /// points into: a return into another is refused.
    pub returned_fixed: bool,
    /// The IVL result saying which of `returned_objects` a returned
    /// pointer reaches.
    pub result_base: Option<String>,
    /// This function is translated to return the address its reference
    /// result refers to (a call of it used as an lvalue: `m.at(i) = v`).
    pub returns_address: bool,
    /// The calls (by node id) whose reference result is wanted as an
    /// address, being translated.
    pub address_calls: HashSet<String>,
    /// The `constexpr` variables declared so far, by id: a `constexpr`
    /// function's arguments may name them (constexpr.rs).
    pub constexpr_locals: HashMap<String, &'a Node>,
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
    /// Scalar locals that keep the constant they are declared with (only
    /// ever read), by declaration id.
    pub constants: HashMap<String, u128>,
    /// Variables used other than by reading their value (assigned, their
    /// address taken, bound to a reference).
    pub not_only_read: HashSet<String>,
    /// The same, but for being captured by a lambda.
    pub changed_besides_captures: HashSet<String>,
    /// While a method call's arguments are bound: the object held in
    /// locals that the method may change.
    pub changed_object: Option<Place>,
    /// The typedefs of the function around this one, while this one's
    /// are known.
    outer_typedefs: (HashMap<String, String>, bool),
    /// How many `goto`s jump to each label, by its declaration id.
    pub goto_counts: HashMap<String, usize>,
    /// The variable every `return` of the body names, if they all name
    /// one (`return p;`), by its declaration id.
    pub returned_variable: Option<String>,
    /// The labels `goto`s jump to, in the blocks being translated.
    pub labels: HashMap<String, Label>,
    /// The kernel's write-only images, by parameter id: the IVL map of
    /// their pixels and the number of coordinates they take.
    pub images: HashMap<String, (String, usize)>,
}

impl<'t, 'a> Func<'t, 'a> {
    /// The translation of function `def`, whose body is `body`.
    pub fn new(t: &'t mut Translator<'a>, kernel: bool, def: &Node, body: &Node) -> Self {
        let mut assigned = HashSet::new();
        collect_assigned(body, &mut assigned);
        let mut address_taken = HashSet::new();
        collect_address_taken(body, &t.methods, &mut address_taken);
        let mut not_only_read = HashSet::new();
        collect_not_only_read(body, false, &mut not_only_read);
        let mut changed_besides_captures = HashSet::new();
        collect_not_only_read(body, true, &mut changed_besides_captures);
        let mut set_before_use = HashSet::new();
        collect_set_before_use(body, &mut set_before_use);
        let mut goto_counts = HashMap::new();
        count_gotos(body, &mut goto_counts);
        let mut returned = Vec::new();
        collect_returned(body, &mut returned);
        let returned_variable = match returned.split_first() {
            Some((first, rest)) if first.is_some() && rest.iter().all(|r| r == first) => {
                first.clone()
            }
            _ => None,
        };
        let outer_typedefs = (
            std::mem::replace(&mut t.types.scoped_typedefs, local_typedefs(def, body)),
            std::mem::replace(
                &mut t.types.scoped_in_free_function,
                // A friend defined in a struct has the struct's member
                // typedefs in scope: Clang gives it its semantic parent.
                def.is("FunctionDecl") && def.parent_decl_context_id.is_none(),
            ),
        );
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
            returned_objects: Vec::new(),
            returned_fixed: false,
            result_base: None,
            returns_address: false,
            address_calls: HashSet::new(),
            constexpr_locals: HashMap::new(),
            pending_copies: Vec::new(),
            annotations: Vec::new(),
            function_wide: Vec::new(),
            pointer_fields: HashMap::new(),
            pointer_field_vars: HashMap::new(),
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
            goto_counts,
            returned_variable,
            labels: HashMap::new(),
            outer_typedefs,
            conditional_depth: 0,
            in_spec: false,
            returned: false,
            assigned,
            address_taken,
            set_before_use,
            offsets: Vec::new(),
            constants: HashMap::new(),
            not_only_read,
            changed_besides_captures,
            changed_object: None,
            images: HashMap::new(),
        }
    }

    /// A program-level name, based on `base`, that no local of this
    /// procedure has either.
    pub fn global_name(&mut self, base: &str) -> String {
        let mut name = self.t.fresh_global(base);
        while self.names.contains(&name) {
            name = self.t.fresh_global(base);
        }
        self.names.insert(name.clone());
        name
    }

    /// A fresh name in this procedure, based on `base`.
    pub fn fresh(&mut self, base: &str) -> String {
        let name = super::translator::fresh_name(&mut self.names, base);
        self.t.local_names.insert(name.clone());
        name
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

    /// A local of the body that `e` reads, if any.
    pub fn local_read(&self, e: &Expr) -> Option<String> {
        if let ExprKind::Var(x) = &e.kind {
            return self
                .locals
                .iter()
                .any(|l| l.name.name == x.name)
                .then(|| x.name.clone());
        }
        let mut found = None;
        e.for_each_child(&mut |c| {
            if found.is_none() {
                found = self.local_read(c);
            }
        });
        found
    }

    /// A fresh local of IVL type `ty`.
    pub fn local(&mut self, base: &str, ty: Type) -> String {
        let name = self.fresh(base);
        self.locals.push(typed(&name, ty));
        name
    }

    /// Runs `f` with `bindings` in place of the variables' own, restored
    /// after.
    pub fn with_bindings<T>(
        &mut self,
        bindings: Vec<(String, Binding)>,
        f: impl FnOnce(&mut Self) -> T,
    ) -> T {
        let saved: Vec<(String, Option<Binding>)> = bindings
            .into_iter()
            .map(|(id, b)| {
                let before = self.bindings.insert(id.clone(), b);
                (id, before)
            })
            .collect();
        let result = f(self);
        for (id, before) in saved {
            match before {
                Some(b) => self.bindings.insert(id, b),
                None => self.bindings.remove(&id),
            };
        }
        result
    }

    /// Takes `name` (under a prefix from `record_prefix`) for a parameter.
    pub fn claim(&mut self, name: &str) {
        self.names.insert(name.to_string());
        self.t.local_names.insert(name.to_string());
    }

    /// Declares the local `name` (under a prefix from `record_prefix`).
    pub fn declare_local(&mut self, name: &str, ty: Type) {
        self.claim(name);
        self.locals.push(typed(name, ty));
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
        let shape = ObjectShape {
            space,
            read_only,
            private,
            heap_root: None,
        };
        self.object_of_shape(name, elem, &shape, at)
    }

    /// A new object of `elem` named after `name` (a struct's fields each an
    /// object of its own).
    pub fn object_of_shape(
        &mut self,
        name: &str,
        elem: CType,
        shape: &ObjectShape,
        at: Option<&Loc>,
    ) -> Result<ObjId> {
        // Memory of arrays (`double (*p)[N]`, `double p[][N]`) holds their
        // elements: an offset counts them, flattened in C's row-major order.
        let mut elem = elem;
        while let CType::Array(inner, Some(_)) = elem {
            elem = *inner;
        }
        // Memory a `void *` reaches holds what its casts say: bytes.
        let untyped = matches!(elem, CType::Void);
        if untyped {
            elem = CType::int(8, false);
        }
        let holds_arrays = matches!(&elem, CType::Record(r) if self.t.record_has_arrays(r));
        let bytes = self.t.byte_keys.contains(name) || holds_arrays || untyped;
        if bytes {
            self.t.layout_or_error(&elem, at)?;
        }
        let object = |ivl_name: String, elem: CType, leaves, bytes| Object {
            name: ivl_name,
            elem,
            space: shape.space,
            read_only: shape.read_only,
            private: shape.private,
            leaves,
            length: None,
            null: false,
            key: name.to_string(),
            bytes,
            heap_root: shape.heap_root,
        };
        if let (CType::Record(rname), false) = (&elem, bytes) {
            // One object (one map) per scalar or pointer field; the
            // struct's object only lists them.
            let mut leaves = Vec::new();
            for (path, t) in self.t.fields_flattened(rname, true, at)? {
                let leaf = self.object_of_shape(&format!("{name}.{path}"), t, shape, at)?;
                leaves.push((path, leaf));
            }
            self.t
                .objects
                .push(object(name.to_string(), elem, leaves, false));
            return Ok(self.t.objects.len() - 1);
        }
        let pointer = matches!(elem, CType::Pointer(..));
        if !bytes && ivl_type(&elem).is_none() && !pointer {
            return unsupported(at, format!("memory holding {}", describe(&elem)));
        }
        let ivl_name = self.global_name(name);
        self.t
            .objects
            .push(object(ivl_name, elem, Vec::new(), bytes));
        Ok(self.t.objects.len() - 1)
    }

    /// Records the length of an array variable's object (and its fields').
    pub fn set_length(&mut self, obj: ObjId, ty: &CType) {
        let (_, dims) = ty.array_shape();
        let mut length = dims.iter().try_fold(1u64, |n, d| d.map(|d| n * d));
        if self.t.objects[obj].bytes {
            let elem = self.t.objects[obj].elem.clone();
            length = length.and_then(|n| Some(n * self.t.size_of(&elem)?));
        }
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
        if first != elem && !self.t.objects[obj].bytes {
            let what = format!(
                "`extern __shared__` arrays of {} and of {} (they share their memory)",
                describe(first),
                describe(elem)
            );
            self.need_bytes(&[obj], at, what)?;
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
            key: "null".into(),
            bytes: false,
            heap_root: None,
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

    pub fn into_body(mut self) -> (Vec<LocalVars>, Block) {
        let vars = std::mem::take(&mut self.locals);
        let locals = if vars.is_empty() {
            Vec::new()
        } else {
            vec![LocalVars {
                decl: VarDecl {
                    attrs: Vec::new(),
                    vars,
                    space: MemorySpace::Plain,
                },
                span: Default::default(),
            }]
        };
        (locals, block(std::mem::take(&mut self.out)))
    }
}

/// A function's typedefs are known while it is translated; those of the
/// function being translated around it are again after.
impl Drop for Func<'_, '_> {
    fn drop(&mut self) {
        let (typedefs, free) = std::mem::take(&mut self.outer_typedefs);
        self.t.types.scoped_typedefs = typedefs;
        self.t.types.scoped_in_free_function = free;
    }
}

/// The typedefs a body declares (`using UINPUT = ...;`, in any of its
/// blocks but a lambda's, after every statement of the body before the one
/// holding it whose types name it), by name, with their targets with
/// typedefs looked through. A name declared twice with different targets
/// is left out. Outside the block declaring it, a name means the typedef
/// only where it means nothing else (ctype.rs): C++ would find another
/// meaning there, and there is none.
pub(super) fn local_typedefs(def: &Node, body: &Node) -> HashMap<String, String> {
    fn typedefs_in<'n>(n: &'n Node, out: &mut Vec<&'n Node>) {
        for c in &n.inner {
            if (c.is("TypedefDecl") || c.is("TypeAliasDecl")) && c.name.is_some() {
                out.push(c);
            } else if !c.is("LambdaExpr") {
                typedefs_in(c, out);
            }
        }
    }
    let mut found: HashMap<String, Option<String>> = HashMap::new();
    for (i, statement) in body.inner.iter().enumerate() {
        let mut inner = Vec::new();
        typedefs_in(statement, &mut inner);
        for t in inner {
            let name = t.name().to_string();
            let named_before = body.inner[..i].iter().any(|s| mentions_type_name(s, &name));
            let target = t.ty.as_ref().map(|ty| ty.canonical().to_string());
            let entry = found.entry(name).or_insert_with(|| target.clone());
            if named_before || target.is_none() || *entry != target {
                *entry = None;
            }
        }
    }
    // Clang writes the types of what the body names as declared, sugar
    // kept: a call of `S::at`, declared `T *at()` with S's own `T`, has
    // type `T *`. A name such a type mentions is not the body's typedef.
    let mut local = HashSet::new();
    declared_in(body, &mut local);
    let mut outer = HashSet::new();
    named_from_outside(body, &local, &mut outer);
    // Nor one its own signature names (written outside the body).
    found
        .into_iter()
        .filter(|(name, _)| !outer.contains(name) && !mentions_type_name_here(def, name))
        .filter_map(|(name, target)| Some((name, target?)))
        .collect()
}

/// Whether `n`'s own type names `name`.
fn mentions_type_name_here(n: &Node, name: &str) -> bool {
    n.ty.as_ref().is_some_and(|t| {
        t.qual_type
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|w| w == name)
    })
}

/// Whether a type somewhere in `n` names `name`.
fn mentions_type_name(n: &Node, name: &str) -> bool {
    mentions_type_name_here(n, name) || n.inner.iter().any(|c| mentions_type_name(c, name))
}

/// The ids of the declarations inside `n`.
fn declared_in(n: &Node, out: &mut HashSet<String>) {
    for c in &n.inner {
        if c.kind.ends_with("Decl") && !c.id.is_empty() {
            out.insert(c.id.clone());
        }
        declared_in(c, out);
    }
}

/// The identifiers in the types of what `n` names from outside it (a
/// declaration not among `local`), of any struct member and of any call's
/// result.
fn named_from_outside(n: &Node, local: &HashSet<String>, out: &mut HashSet<String>) {
    let mut words = |t: &crate::clang::ast::QualType| {
        out.extend(
            t.qual_type
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .filter(|w| !w.is_empty())
                .map(str::to_string),
        )
    };
    if let Some(t) = n
        .referenced_decl
        .as_ref()
        .filter(|d| !local.contains(&d.id))
        .and_then(|d| d.ty.as_ref())
    {
        words(t);
    }
    if n.is("MemberExpr") || n.kind.ends_with("CallExpr") {
        if let Some(t) = &n.ty {
            words(t);
        }
    }
    for c in &n.inner {
        named_from_outside(c, local, out);
    }
}

/// A label some `goto` jumps to: its flag, and how many loops enclose it.
#[derive(Clone)]
pub struct Label {
    pub flag: String,
    pub loop_depth: usize,
}

/// How many `goto`s of `n` jump to each label.
pub fn count_gotos(n: &Node, counts: &mut HashMap<String, usize>) {
    if n.is("GotoStmt") {
        if let Some(label) = &n.target_label_decl_id {
            *counts.entry(label.clone()).or_default() += 1;
        }
    }
    for c in &n.inner {
        count_gotos(c, counts);
    }
}

/// For each `return` of `n` with a value: the variable it names, through
/// conversions and pointer arithmetic (`return p;`, `return p + k;`), if
/// it names one.
fn collect_returned(n: &Node, out: &mut Vec<Option<String>>) {
    if n.is("ReturnStmt") {
        if let Some(value) = n.inner.first() {
            let mut v = strip(value);
            loop {
                if v.is("ImplicitCastExpr") && v.inner.len() == 1 {
                    v = strip(&v.inner[0]);
                } else if v.is("BinaryOperator") && matches!(v.opcode.as_deref(), Some("+" | "-")) {
                    let pointer = v.inner.iter().find(|o| o.type_str().contains('*'));
                    match pointer {
                        Some(p) => v = strip(p),
                        None => break,
                    }
                } else {
                    break;
                }
            }
            out.push(
                v.is("DeclRefExpr")
                    .then(|| v.referenced_id())
                    .flatten()
                    .map(str::to_string),
            );
        }
    }
    // A lambda's returns are its own.
    if !n.is("LambdaExpr") {
        for c in &n.inner {
            collect_returned(c, out);
        }
    }
}

/// The declarations a body assigns (`=`, `+=`, `++`, through a comma
/// or a conditional), or binds a reference that is not const to, by id.
fn collect_assigned(n: &Node, out: &mut HashSet<String>) {
    let target = match n.kind.as_str() {
        "BinaryOperator" if n.opcode.as_deref() == Some("=") => n.inner.first(),
        "CompoundAssignOperator" => n.inner.first(),
        "UnaryOperator" if matches!(n.opcode.as_deref(), Some("++" | "--")) => n.inner.first(),
        // A struct's assignment in C++ (`s = t`).
        "CXXOperatorCallExpr" if crate::clang::ast::callee_is(n, "operator=") => n.inner.get(1),
        // A method that is not const may change its object (`c.bump()`,
        // `f()` of a mutable lambda); a const one's object is converted to
        // a const lvalue first.
        "CXXMemberCallExpr" => n
            .inner
            .first()
            .map(strip)
            .filter(|m| m.is("MemberExpr") && m.is_arrow != Some(true))
            .and_then(|m| m.inner.first())
            .filter(|object| !object.type_str().starts_with("const ")),
        "CXXOperatorCallExpr"
            if n.inner.first().is_some_and(|c| {
                let mut c = strip(c);
                while c.is("ImplicitCastExpr") && c.inner.len() == 1 {
                    c = strip(&c.inner[0]);
                }
                c.referenced_decl
                    .as_ref()
                    .is_some_and(|d| d.kind == "CXXMethodDecl")
            }) =>
        {
            n.inner
                .get(1)
                .filter(|object| !object.type_str().starts_with("const "))
        }
        _ => None,
    };
    // A reference that is not const bound to a variable (`int *&r = p;`,
    // `auto &&r = p;`) may change it.
    let bound = (n.is("VarDecl") && !n.type_str().starts_with("const "))
        .then(|| n.type_str().trim_end().ends_with('&'))
        .filter(|reference| *reference)
        .and_then(|_| n.inner.last());
    for target in target.into_iter().chain(bound) {
        for id in lvalue_variables(target) {
            out.insert(id.to_string());
        }
    }
    for c in &n.inner {
        collect_assigned(c, out);
    }
}

/// The variables lvalue `n` may denote: a variable, the struct a field
/// belongs to (a field counts as its variable), the last operand of a
/// comma (`(0, p)`), either arm of a conditional, through casts.
fn lvalue_variables(n: &Node) -> Vec<&str> {
    let n = strip(n);
    match n.kind.as_str() {
        "BinaryOperator" if n.opcode.as_deref() == Some(",") => {
            n.inner.last().map(lvalue_variables).unwrap_or_default()
        }
        "ConditionalOperator" | "BinaryConditionalOperator" => {
            n.inner.iter().skip(1).flat_map(lvalue_variables).collect()
        }
        "ImplicitCastExpr" | "CXXStaticCastExpr" | "CStyleCastExpr" | "CXXFunctionalCastExpr"
            if n.cast_kind.as_deref() != Some("LValueToRValue") =>
        {
            n.inner.first().map(lvalue_variables).unwrap_or_default()
        }
        _ if is_part_of(n) => n.inner.first().map(lvalue_variables).unwrap_or_default(),
        _ => n.referenced_id().into_iter().collect(),
    }
}

/// The variables named somewhere other than under a read of their value
/// (`LValueToRValue`); with `captures_read`, a lambda's capture of a
/// variable (by reference) does not count, the lambda's body does (it is
/// part of `n`).
fn collect_not_only_read(n: &Node, captures_read: bool, out: &mut HashSet<String>) {
    let read = n.is("ImplicitCastExpr") && n.cast_kind.as_deref() == Some("LValueToRValue");
    let captures = 1..n.inner.len().saturating_sub(1);
    for (i, c) in n.inner.iter().enumerate() {
        let named = strip(c);
        let capture = captures_read && n.is("LambdaExpr") && captures.contains(&i);
        match named.referenced_id() {
            Some(id) if named.is("DeclRefExpr") && !read && !capture => {
                out.insert(id.to_string());
            }
            _ => collect_not_only_read(c, captures_read, out),
        }
    }
}

/// A field of a struct lvalue (`s.f`), lanes of a vector (`v.xy`), an
/// element of an array lvalue (`s.a[i]`), or a base class part.
fn is_part_of(n: &Node) -> bool {
    let decay = |n: &Node| {
        n.is("ImplicitCastExpr") && n.cast_kind.as_deref() == Some("ArrayToPointerDecay")
    };
    n.is("MemberExpr") && n.is_arrow != Some(true)
        || n.is("ExtVectorElementExpr")
        || n.is("ArraySubscriptExpr") && n.inner.first().map(strip).is_some_and(decay)
        || decay(n)
        || n.is("ImplicitCastExpr")
            && matches!(
                n.cast_kind.as_deref(),
                Some("DerivedToBase" | "UncheckedDerivedToBase")
            )
}

/// The variables whose address is taken (`&x`, `&s.f`), that a call
/// binds to a reference parameter that is not const (`f(x)` for
/// `void f(int &)`), or that a lambda captures by reference: they live in
/// memory, where a pointer can reach them.
fn collect_address_taken(
    n: &Node,
    methods: &HashMap<String, (&Node, String)>,
    out: &mut HashSet<String>,
) {
    let mut taken = |target: Option<&Node>| {
        let mut target = target.map(strip);
        while let Some(t) = target.filter(|t| t.is("MemberExpr") && t.is_arrow != Some(true)) {
            target = t.inner.first().map(strip);
        }
        if let Some(id) = target.and_then(|t| t.referenced_id()) {
            out.insert(id.to_string());
        }
    };
    if n.is("UnaryOperator") && n.opcode.as_deref() == Some("&") {
        taken(n.inner.first());
    }
    // The function type a call or construction binds its arguments to,
    // and where its arguments start among the children (a construction
    // `S(x)` from the first, a call after its callee).
    let bound = if n.is("CXXConstructExpr") || n.is("CXXTemporaryObjectExpr") {
        n.ctor_type.as_ref().map(|t| (t.qual_type.as_str(), 0))
    } else if n.is("CallExpr") || n.is("CXXOperatorCallExpr") || n.is("CXXMemberCallExpr") {
        n.inner.first().and_then(|c| {
            // A method's call names it by id (`o.f(x)`).
            if let Some(id) = c.referenced_member_decl.as_deref() {
                let (def, _) = methods.get(id)?;
                return def.ty.as_ref().map(|t| (t.qual_type.as_str(), 1));
            }
            let r = c
                .referenced_decl
                .as_ref()
                .or_else(|| c.inner.first()?.referenced_decl.as_ref());
            r.and_then(|d| d.ty.as_ref())
                .map(|t| (t.qual_type.as_str(), 1))
        })
    } else {
        None
    };
    if let Some((function, first)) = bound {
        for (i, param) in parameter_types(function).iter().enumerate() {
            if param.ends_with('&') && !param.ends_with("&&") && !param.starts_with("const ") {
                taken(n.inner.get(i + first));
            }
        }
    }
    // A lambda that captures a variable by reference holds a pointer to it.
    if n.is("LambdaExpr") {
        out.extend(super::capture::by_reference(n));
    }
    for c in &n.inner {
        collect_address_taken(c, methods, out);
    }
}

/// The parameter types of a function type's text (`void (float3 &, int)`).
fn parameter_types(function: &str) -> Vec<&str> {
    let Some(open) = function.find('(') else {
        return Vec::new();
    };
    let Some(close) = function.rfind(')') else {
        return Vec::new();
    };
    let inner = &function[open + 1..close];
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '<' | '(' | '[' => depth += 1,
            '>' | ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(inner[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    if !inner.trim().is_empty() {
        out.push(inner[start..].trim());
    }
    out
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
        self.set_length(obj, ty);
        if let Some(v) = value {
            let place = self.cell_place(obj);
            self.write(&place, super::value::Val::int(v, ty), d.at.as_ref())?;
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

pub fn body_of(f: &Node) -> &Node {
    f.inner
        .iter()
        .find(|c| c.is("CompoundStmt"))
        .expect("definitions have bodies")
}

pub fn params_of(f: &Node) -> impl Iterator<Item = &Node> {
    f.inner.iter().filter(|c| c.is("ParmVarDecl"))
}

impl<'t, 'a> Func<'t, 'a> {
    /// The body after the parameters: their copies into locals, the
    /// arrays of those whose address is taken, then the C body.
    pub fn parameters_then_body(
        &mut self,
        copies: Vec<Stmt>,
        cells: Vec<(&Node, CType)>,
        body: &'a Node,
    ) -> Result<()> {
        for c in copies {
            self.emit(c);
        }
        for (p, ty) in cells {
            match self.bindings.get(&p.id).cloned() {
                Some(Binding::Scalar { name, .. }) => {
                    self.cell(p, &ty, Some(var(&name, NO_SPAN)))?
                }
                Some(Binding::Record { prefix, record }) => {
                    self.record_cell(p, &ty, prefix, record)?
                }
                _ => unreachable!("a scalar or struct parameter"),
            }
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

impl<'t, 'a> Func<'t, 'a> {
    /// Moves struct parameter `p` (its fields in locals `prefix.path`) into
    /// an array of its own: the body indexes its array fields.
    fn record_cell(&mut self, p: &Node, ty: &CType, prefix: String, record: String) -> Result<()> {
        let at = p.at.as_ref();
        let fields = Place::Record {
            base: RecordBase::Local { prefix },
            record,
            path: String::new(),
        };
        let value = self.read(&fields, at)?;
        let obj = self.object_for(&p.id, |f| {
            f.new_object(p.name(), ty.clone(), MemorySpace::Plain, false, true, at)
        })?;
        self.set_length(obj, ty);
        let place = self.cell_place(obj);
        self.write(&place, value, at)?;
        self.bindings.insert(p.id.clone(), Binding::Cell(obj));
        Ok(())
    }
}

/// Declares a struct variable: a local per scalar field.
pub fn record_local(f: &mut Func, name: &str, record: &str, at: Option<&Loc>) -> Result<Binding> {
    let leaves = f.t.fields_flattened(record, true, at)?;
    let prefix = f.record_prefix(name, leaves.iter().map(|(path, _)| path.as_str()));
    for (path, t) in leaves {
        let local = format!("{prefix}.{path}");
        if let CType::Pointer(..) = t {
            // A pointer field is a pointer variable of its own.
            f.declare_local(&local, f.t.ptr().ty());
            let id = format!("field {local}");
            let binding = f.pointer_variable(&id, local.clone(), None);
            f.bindings.insert(id.clone(), binding);
            f.pointer_field_vars.insert(local, id);
            continue;
        }
        f.declare_local(&local, ivl_type(&t).expect("scalar"));
    }
    Ok(Binding::Record {
        prefix,
        record: record.to_string(),
    })
}

/// A procedure's specification: its contract, and `modifies` the maps it
/// writes.
pub fn specs(
    requires: Vec<Contract>,
    ensures: Vec<Contract>,
    writes: &BTreeSet<String>,
) -> Vec<Spec> {
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
