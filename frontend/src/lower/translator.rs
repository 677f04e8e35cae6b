//! The translation of one file: its context (`Translator`), with the
//! program's declarations, memory objects and translated procedures, and
//! the error type of the lowering.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::constant;
use super::memory::Object;
use super::value::{ObjId, PointerWidth};
use crate::clang::ast::{constant_value, Loc, Node, QualType};
use crate::clang::type_names::last_name;
use crate::config::Config;
use crate::ctype::{CType, TypeContext};
use crate::dialect::Dialect;
use crate::error::Unsupported;

pub type Result<T> = std::result::Result<T, Unsupported>;

/// What a call passes for a pointer parameter: the memory object, and
/// whether the pointer is the object's start (then the callee needs no
/// offset parameter, and a modular callee knows both threads' pointers
/// are equal). `None` for other parameters.
pub type PointerArg = Option<(ObjId, bool)>;

pub fn unsupported<T>(at: Option<&Loc>, what: impl Into<String>) -> Result<T> {
    Err(Unsupported {
        at: at.cloned(),
        what: what.into(),
    })
}

/// A translated device function: its IVL procedure and its footprint.
#[derive(Clone)]
pub struct Procedure {
    pub(super) name: String,
    /// Memory maps it (or a callee) writes, for `modifies`.
    pub(super) writes: BTreeSet<String>,
    pub(super) callees: BTreeSet<String>,
    /// Verified on its own and called through its contract.
    pub(super) modular: bool,
    /// For a function returning a pointer: the arrays it points into
    /// (its second result says which).
    pub(super) result_objects: Vec<ObjId>,
}

pub struct Translator<'a> {
    pub(super) dialect: Dialect,
    pub(super) config: &'a Config,
    pub(super) types: TypeContext,
    /// Function definitions, by [`function_key`].
    pub(super) definitions: HashMap<String, &'a Node>,
    /// Every function declaration, by [`function_key`].
    pub(super) declarations: HashMap<String, &'a Node>,
    pub(super) records: HashMap<String, Vec<(String, CType)>>,
    /// The fields of structs that are references, by struct and field
    /// name: `records` gives each as a pointer to what it refers to.
    pub(super) reference_fields: HashSet<(String, String)>,
    pub(super) enum_values: constant::Enumerators,
    /// File-scope variables by declaration id.
    pub(super) file_vars: HashMap<String, &'a Node>,
    pub(super) objects: Vec<Object>,
    pub(super) object_of_decl: HashMap<String, ObjId>,
    /// IVL names declared at program level.
    pub(super) names: HashSet<String>,
    /// Names of the procedures' locals so far, which a program-level name
    /// made later must not take (a local would hide it).
    pub(super) local_names: HashSet<String>,
    pub(super) decls: Vec<Decl>,
    pub(super) procedures: HashMap<(String, Vec<PointerArg>), Procedure>,
    /// Procedures being translated (a call back into one is recursion).
    pub(super) in_progress: HashSet<(String, Vec<PointerArg>)>,
    pub(super) functions_declared: HashSet<String>,
    /// Methods with a body, by declaration id, with their class.
    pub(super) methods: HashMap<String, (&'a Node, String)>,
    /// The constructors of the program's structs with a body, by struct.
    pub(super) constructors: HashMap<String, Vec<&'a Node>>,
    /// The struct of each method and constructor declared in one, by
    /// declaration id.
    member_owners: HashMap<String, String>,
    /// The structs' names, by declaration id.
    record_names: HashMap<String, String>,
    /// The ways launches of a kernel (by its id) pass the same host
    /// pointer to its pointer parameters (pairs of positions): each is a
    /// variant of the kernel, checked on its own.
    pub(super) sharings: HashMap<String, Vec<Vec<(usize, usize)>>>,
    /// The functions `__axiom(e)` defines, each returning its fact.
    pub(super) axioms: Vec<&'a Node>,
    /// The variant being translated: the parameters that reach one array.
    pub(super) sharing: Vec<(usize, usize)>,
    /// The unions among the structs: every field at offset 0.
    pub(super) unions: HashSet<String>,
    /// The variables each lambda captures, in the order of its fields.
    pub(super) lambda_captures: HashMap<String, Vec<super::capture::Capture>>,
    /// Methods and constructors defined outside their struct
    /// (`int S::get() const { ... }`).
    out_of_line: Vec<&'a Node>,
    /// Which parameters of each class template are `bool`, by its name:
    /// an explicit specialization's arguments are written by them.
    template_bools: HashMap<String, Vec<bool>>,
    /// The namespaces around the declarations being indexed (inline and
    /// unnamed ones left out).
    namespaces: Vec<String>,
    /// The function templates declared in namespace `std` itself, by
    /// declaration id (`std::forward`, whose uses in a template's pattern
    /// are unresolved).
    pub(super) std_templates: HashSet<String>,
    /// How many alias templates have each last name.
    alias_template_counts: HashMap<String, usize>,
    /// Set while a class template's pattern is indexed: its member
    /// typedefs name its parameters (`typedef P_ P;`), which no translated
    /// code sees (its specializations have their own).
    in_pattern: bool,
    /// The structs' declarations, by name (for their fields' default
    /// initialisers).
    record_decls: HashMap<String, &'a Node>,
    /// The assignment operators (`operator=`) the program defines, by id.
    pub(super) user_assignments: HashSet<String>,
    /// The contents of initialised constant memory (free preconditions of
    /// kernels and of procedures verified on their own).
    pub(super) constant_contents: Vec<Expr>,
    /// Pointer variables (by declaration id) found to reach several
    /// arrays (or null): they are translated again with a base variable.
    pub(super) pointer_targets: HashMap<String, Vec<ObjId>>,
    /// Set when a translation failed only because a pointer variable
    /// reaches more arrays than known: translate the function again.
    pub(super) retry: bool,
    /// `async_work_group_copy` calls so far: each call's new event.
    pub(super) copy_calls: u32,
    /// The object standing for null, once a program uses null.
    pub(super) null_object: Option<ObjId>,
    /// Source files read for token texts.
    pub(super) source_texts: HashMap<String, String>,
    /// The structs whose fields are not known, by name, with why (a
    /// bit-field, two structs of one name, a base of unknown fields): a
    /// kernel that reaches into one is unsupported, with that error.
    pub(super) unknown_records: HashMap<String, Unsupported>,
    /// The structs with a constructor of the program's own.
    pub(super) constructed: HashSet<String>,
    /// The structs whose byte layout is not computed, with why.
    pub(super) layout_unknown: HashMap<String, &'static str>,
    /// Structs declared with a greater alignment (`__align__(16)`).
    pub(super) declared_alignments: HashMap<String, u64>,
    /// Typedefs that give their type another alignment
    /// (`__attribute__((aligned(8)))`), which the canonical type loses.
    pub(super) aligned_typedefs: HashSet<String>,
    /// The keys of function and method declarations, by declaration id.
    pub(super) function_keys: HashMap<String, String>,
    /// The functions pointers name, by [`function_key`]: function `k` (from
    /// 0) is the pointer `k + 1`.
    pub(super) function_numbers: Vec<String>,
    /// The objects (by [`Object::key`]) kept byte by byte.
    pub(super) byte_keys: HashSet<String>,
    /// Objects found to need keeping byte by byte (a pointer of another
    /// element type reaches them): the file is translated again with them.
    pub(super) wants_bytes: BTreeSet<String>,
    /// The arrays (by [`Object::key`]; `null` for null) the program
    /// stores pointers into in each memory holding pointers (by key).
    pub(super) memory_targets: BTreeMap<String, Vec<String>>,
    /// Set when a store reaches an array not yet among its memory's
    /// targets: the file is translated again with it.
    pub(super) new_memory_targets: bool,
    /// Functions without a body that device code calls: assumed to have
    /// no effect but their arbitrary result, which verdicts say.
    pub(super) bodiless_calls: BTreeSet<String>,
}

/// The key of a function: its name and type, the same for a declaration
/// and its definition. Functions the unit declares are known by their
/// linker names instead ([`Translator::key_of`]): two functions of one name
/// and type in two namespaces, or two instances of a template, differ.
pub fn function_key(name: &str, ty: &str) -> String {
    format!("{name}|{ty}")
}

impl<'a> Translator<'a> {
    pub fn new(dialect: Dialect, config: &'a Config) -> Translator<'a> {
        Translator {
            dialect,
            config,
            types: TypeContext {
                dialect,
                pointer_bits: config.pointer_bits(),
                records: HashSet::new(),
                enums: HashMap::new(),
                enumerators: HashMap::new(),
                typedefs: HashMap::new(),
                ambiguous_typedefs: HashSet::new(),
                namespace_typedefs: HashSet::new(),
                alias_templates: HashMap::new(),
                alias_instances: HashMap::new(),
                scoped_names: HashMap::new(),
                namespace_names: HashSet::new(),
                namespace_aliases: HashSet::new(),
                open_namespaces: HashSet::new(),
                qualified_alias_templates: HashMap::new(),
                local_typedefs: HashMap::new(),
                scoped_typedefs: HashMap::new(),
                scoped_in_free_function: false,
                outside_function: Default::default(),
                template_patterns: HashSet::new(),
                plain_records: HashSet::new(),
            },
            definitions: HashMap::new(),
            declarations: HashMap::new(),
            records: HashMap::new(),
            reference_fields: HashSet::new(),
            enum_values: HashMap::new(),
            file_vars: HashMap::new(),
            objects: Vec::new(),
            object_of_decl: HashMap::new(),
            names: prelude_names(),
            local_names: HashSet::new(),
            decls: Vec::new(),
            procedures: HashMap::new(),
            in_progress: HashSet::new(),
            functions_declared: HashSet::new(),
            methods: HashMap::new(),
            constructors: HashMap::new(),
            member_owners: HashMap::new(),
            record_names: HashMap::new(),
            unions: HashSet::new(),
            sharings: HashMap::new(),
            sharing: Vec::new(),
            axioms: Vec::new(),
            lambda_captures: HashMap::new(),
            out_of_line: Vec::new(),
            template_bools: HashMap::new(),
            namespaces: Vec::new(),
            std_templates: HashSet::new(),
            alias_template_counts: HashMap::new(),
            in_pattern: false,
            record_decls: HashMap::new(),
            user_assignments: HashSet::new(),
            source_texts: HashMap::new(),
            constant_contents: Vec::new(),
            pointer_targets: HashMap::new(),
            retry: false,
            null_object: None,
            copy_calls: 0,
            unknown_records: HashMap::new(),
            constructed: HashSet::new(),
            layout_unknown: HashMap::new(),
            aligned_typedefs: HashSet::new(),
            declared_alignments: HashMap::new(),
            function_keys: HashMap::new(),
            function_numbers: Vec::new(),
            byte_keys: HashSet::new(),
            wants_bytes: BTreeSet::new(),
            bodiless_calls: BTreeSet::new(),
            memory_targets: BTreeMap::new(),
            new_memory_targets: false,
        }
    }

    /// Whether the unit declares a function named `name` (any overload).
    pub(super) fn declares_function(&self, name: &str) -> bool {
        self.overloads(name) > 0
    }

    /// How many functions named `name` (overloads) the unit declares.
    pub(super) fn overloads(&self, name: &str) -> usize {
        let prefix = function_key(name, "");
        self.declarations
            .keys()
            .filter(|k| k.starts_with(&prefix))
            .count()
    }

    pub(super) fn is_ours(&self, n: &Node) -> bool {
        n.at.as_ref().is_some_and(|l| l.in_headers)
    }

    /// Collects what the translation needs from the whole unit.
    pub(super) fn index_unit(&mut self, unit: &'a Node) {
        self.index(unit);
        self.index_alias_instances(unit);
        for def in std::mem::take(&mut self.out_of_line) {
            self.index_method_records(def);
            let declared = def.previous_decl.as_ref().unwrap_or(&def.id);
            let Some(owner) = self.member_owners.get(declared).cloned().or_else(|| {
                let parent = def.parent_decl_context_id.as_ref()?;
                self.record_names.get(parent).cloned()
            }) else {
                continue;
            };
            if def.is("CXXConstructorDecl") {
                if let Some(c) = self
                    .constructors
                    .get_mut(&owner)
                    .and_then(|cs| cs.iter_mut().find(|c| c.id == *declared))
                {
                    *c = def;
                }
            } else {
                // Uses name the definition or the declaration.
                self.key_function(def);
                self.methods.insert(def.id.clone(), (def, owner.clone()));
                self.methods.insert(declared.clone(), (def, owner));
            }
        }
    }

    fn index(&mut self, n: &'a Node) {
        let mut anonymous: Option<&'a Node> = None;
        for d in &n.inner {
            if d.kind.ends_with("RecordDecl") || d.kind == "EnumDecl" {
                anonymous = d.name.is_none().then_some(d);
            }
            self.index_scoped_name(d);
            match d.kind.as_str() {
                "LinkageSpecDecl" => self.index(d),
                "NamespaceDecl" => {
                    let named = d.name.as_deref().filter(|n| !n.is_empty());
                    let scope = named.filter(|_| d.is_inline != Some(true));
                    if let Some(name) = named {
                        self.types.namespace_names.insert(name.to_string());
                    }
                    if let Some(name) = scope {
                        self.namespaces.push(name.to_string());
                    }
                    self.index(d);
                    if scope.is_some() {
                        self.namespaces.pop();
                    }
                }
                "FunctionTemplateDecl" => {
                    if self.namespaces == ["std"] {
                        self.std_templates.insert(d.id.clone());
                    }
                    for f in d.inner.iter().filter(|f| is_instantiation(f)) {
                        self.index_function(f);
                    }
                }
                "FunctionDecl" => self.index_function(d),
                "CXXMethodDecl" | "CXXConversionDecl" | "CXXConstructorDecl"
                    if d.inner.iter().any(|c| c.is("CompoundStmt")) =>
                {
                    self.out_of_line.push(d);
                }
                "RecordDecl" | "CXXRecordDecl" => {
                    self.index_record(d);
                    self.types.plain_records.insert(d.name().to_string());
                    self.index_friends(d);
                }
                "ClassTemplateDecl" => {
                    let bools = crate::clang::type_names::bool_parameters(d);
                    self.template_bools.insert(d.name().to_string(), bools);
                    for r in d.inner.iter().filter(|r| r.kind.ends_with("RecordDecl")) {
                        self.in_pattern = r.is("CXXRecordDecl");
                        self.index_record(r);
                        self.in_pattern = false;
                        self.types.template_patterns.insert(r.name().to_string());
                    }
                    self.index_specializations(d);
                    for r in d
                        .inner
                        .iter()
                        .filter(|r| r.is("ClassTemplateSpecializationDecl"))
                    {
                        self.index_friends(r);
                    }
                }
                "ClassTemplateSpecializationDecl" => {
                    self.index_record(d);
                    let bools = self
                        .template_bools
                        .get(d.name())
                        .cloned()
                        .unwrap_or_default();
                    if let Some(name) =
                        crate::clang::type_names::specialization_name_with(d, &bools)
                    {
                        self.index_record_as(d, &name);
                    }
                    self.index_friends(d);
                }
                "EnumDecl" => {
                    self.index_enum(d);
                }
                "TypeAliasTemplateDecl" => self.index_alias_template(d),
                "TypedefDecl" | "TypeAliasDecl" => {
                    if super::alignment::changes_alignment(d, &self.aligned_typedefs) {
                        self.aligned_typedefs.insert(d.name().to_string());
                    }
                    // `typedef struct { ... } name;`: the struct is `name`.
                    if let Some(r) = anonymous.take().filter(|r| d.typedef_names(&r.id)) {
                        if r.kind == "EnumDecl" {
                            let underlying = self.index_enum(r);
                            self.types.enums.insert(d.name().to_string(), underlying);
                        } else {
                            self.index_record_as(r, d.name());
                        }
                        continue;
                    }
                    self.index_typedef(d);
                    self.types.namespace_typedefs.insert(d.name().to_string());
                    // `typedef enum {...} name;` and `typedef struct {...} name;`
                    for inner in &d.inner {
                        match inner.kind.as_str() {
                            "EnumDecl" => {
                                self.index_enum(inner);
                            }
                            "RecordDecl" | "CXXRecordDecl" => self.index_record(inner),
                            _ => {}
                        }
                    }
                }
                "VarDecl" => {
                    self.file_vars.insert(d.id.clone(), d);
                }
                // `template <class T> __constant__ T mask[N];`: each
                // instantiation (`mask<float>`) is a variable of its own.
                "VarTemplateDecl" => {
                    for v in d
                        .inner
                        .iter()
                        .filter(|v| v.is("VarTemplateSpecializationDecl"))
                    {
                        self.file_vars.insert(v.id.clone(), v);
                    }
                }
                _ => {}
            }
        }
    }

    /// The key of the function declaration `d` (or a reference to one):
    /// its name and linker name when the unit declares it, else its name
    /// and type.
    pub(super) fn key_of(&self, d: &Node) -> String {
        match self.function_keys.get(&d.id) {
            Some(key) => key.clone(),
            None => function_key(d.name(), d.ty.as_ref().map_or("", |t| t.canonical())),
        }
    }

    /// Records the key of function (or method) declaration `f`.
    fn key_function(&mut self, f: &Node) -> String {
        let key = match &f.mangled_name {
            Some(linker) => function_key(f.name(), linker),
            None => function_key(f.name(), f.type_str()),
        };
        self.function_keys.insert(f.id.clone(), key.clone());
        key
    }

    pub(super) fn index_function(&mut self, f: &'a Node) {
        // `__axiom(e)` at file scope defines `bool __ivl_axiom_N() { return
        // e; }`: a fact, not a function.
        if f.name().starts_with(AXIOM_PREFIX) {
            if f.inner.iter().any(|c| c.is("CompoundStmt"))
                && !self.axioms.iter().any(|a| a.id == f.id)
            {
                self.axioms.push(f);
            }
            return;
        }
        // A CUDA host function is never what device code calls: it may
        // share its name and type with a device one (`__host__ int f(int)`
        // beside `__device__ int f(int)`), and host code is not verified.
        if self.dialect == Dialect::Cuda
            && !f.has_attr("CUDADeviceAttr")
            && !f.has_attr("CUDAGlobalAttr")
            // Clang's builtins (`__builtin_expect`) are callable anywhere.
            && f.is_implicit != Some(true)
        {
            // Its lambdas may be passed to kernels; the structs and
            // typedefs it declares are meanings of their names there.
            if let Some(body) = f.inner.iter().find(|c| c.is("CompoundStmt")) {
                self.index_local_records(body);
            }
            return;
        }
        let key = self.key_function(f);
        self.declarations.entry(key.clone()).or_insert(f);
        if let Some(body) = f.inner.iter().find(|c| c.is("CompoundStmt")) {
            self.definitions.insert(key, f);
            self.index_local_records(body);
        }
    }

    /// The structs a method's body declares (`union { float f; int i; } u;`).
    fn index_method_records(&mut self, method: &'a Node) {
        if let Some(body) = method.inner.iter().find(|c| c.is("CompoundStmt")) {
            self.index_local_records(body);
        }
    }

    /// The functions a struct defines as its friends (`friend __device__
    /// int f(S s) { ... }`), which belong to the enclosing namespace.
    fn index_friends(&mut self, r: &'a Node) {
        for f in friend_functions(r) {
            self.index_function(f);
        }
    }

    /// The structs a function body declares: indexed with the others, so
    /// that one named like another is known to be a different struct.
    /// A lambda's class: a struct named as Clang names its type (`(lambda
    /// at k.cu:5:14)`), whose fields are the variables it captures: by
    /// copy, or by reference as pointers to them (lambda.rs).
    fn index_lambda(&mut self, lambda: &'a Node) {
        let name = lambda_name(lambda.type_str());
        let Some(class) = lambda.inner.first().filter(|c| c.is("CXXRecordDecl")) else {
            return;
        };
        match super::capture::captures(lambda, class) {
            Ok(captures) => {
                self.lambda_captures.insert(name.clone(), captures);
                self.index_record_as(class, &name);
            }
            Err(what) => {
                self.unknown_records.insert(
                    name,
                    Unsupported {
                        at: lambda.at.clone(),
                        what,
                    },
                );
            }
        }
    }

    fn index_local_records(&mut self, n: &'a Node) {
        for (i, c) in n.inner.iter().enumerate() {
            if c.is("LambdaExpr") {
                self.index_lambda(c);
                self.index_local_records(c);
            } else if (c.is("RecordDecl") || c.is("CXXRecordDecl")) && c.name.is_none() {
                // `struct { ... } paren[100], *p;`: known by the name its
                // variables' types give it.
                let named = n.inner[i + 1..]
                    .iter()
                    .take_while(|v| v.is("VarDecl"))
                    .find_map(|v| unnamed_name(v.type_str()));
                if let Some(name) = named {
                    self.index_record_as(c, &name);
                }
            } else if c.is("EnumDecl") {
                // `enum { MAX = 499 };` in a function.
                self.index_enum(c);
            } else if c.is("RecordDecl") || c.is("CXXRecordDecl") {
                self.index_record(c);
                self.types.plain_records.insert(c.name().to_string());
            } else if c.is("TypedefDecl") || c.is("TypeAliasDecl") {
                if let Some(target) = &c.ty {
                    let target = target.canonical().to_string();
                    one_meaning(
                        &mut self.types.local_typedefs,
                        c.name().to_string(),
                        Some(target),
                    );
                }
            } else {
                self.index_local_records(c);
            }
        }
    }

    /// A type declared at namespace scope `d`, by every qualified form of
    /// its name; an alias template also by its full name.
    fn index_scoped_name(&mut self, d: &'a Node) {
        match d.kind.as_str() {
            // `namespace ns = real;`: a name written with `ns` may be
            // anything in `real`.
            "NamespaceAliasDecl" => {
                self.types.namespace_aliases.insert(d.name().to_string());
                return;
            }
            // `using namespace real;` inside `ns`: `ns::X` may be
            // anything in `real`.
            "UsingDirectiveDecl" => {
                if let Some(ns) = self.namespaces.last() {
                    self.types.open_namespaces.insert(ns.clone());
                }
                return;
            }
            _ => {}
        }
        // `using real::Alias;` brings another `Alias` into this namespace:
        // a name of its own, under which no type is known.
        let used = d
            .is("UsingDecl")
            .then(|| crate::clang::type_names::last_name(d.name()));
        let is_type = d.kind.ends_with("RecordDecl")
            || matches!(
                d.kind.as_str(),
                "ClassTemplateDecl"
                    | "ClassTemplateSpecializationDecl"
                    | "TypeAliasTemplateDecl"
                    | "TypedefDecl"
                    | "TypeAliasDecl"
                    | "EnumDecl"
            );
        let Some(name) = used.or(d.name.as_deref().filter(|n| is_type && !n.is_empty())) else {
            return;
        };
        let parts: Vec<&str> = self
            .namespaces
            .iter()
            .map(String::as_str)
            .chain([name])
            .collect();
        let mut full = parts.join("::");
        if used.is_some() {
            full.push_str(" (a using-declaration)");
        }
        for k in 0..parts.len() {
            one_meaning(
                &mut self.types.scoped_names,
                parts[k..].join("::"),
                Some(full.clone()),
            );
        }
        if d.is("TypeAliasTemplateDecl") {
            let target = forwarded_template(d);
            one_meaning(&mut self.types.qualified_alias_templates, full, target);
        }
    }

    /// The base of struct `r` when `r` is that base and nothing more: one
    /// base, not virtual, no fields of `r`'s own, and no attribute on `r`
    /// that changes a layout.
    fn layout_of_base(&self, r: &Node) -> Option<String> {
        let [base] = r.bases.as_slice() else {
            return None;
        };
        let own_fields = r.inner.iter().any(|f| f.is("FieldDecl"));
        let attributes = r.has_attr("PackedAttr") || r.has_attr("MaxFieldAlignmentAttr");
        let aligned =
            r.has_attr("AlignedAttr") && super::alignment::declared_alignment(r).is_none();
        if base.is_virtual == Some(true) || own_fields || attributes || aligned {
            return None;
        }
        match self.types.parse(base.ty.canonical()) {
            CType::Record(name) if self.records.contains_key(&name) => Some(name),
            _ => None,
        }
    }

    /// What the specializations of alias templates that name no template
    /// stand for, from the types Clang desugars where they are used.
    fn index_alias_instances(&mut self, unit: &Node) {
        // Only an alias template that is the one of its name: types are
        // written without the scope that would tell two apart.
        let single: HashSet<String> = self
            .types
            .alias_templates
            .iter()
            .filter(|(name, target)| {
                target.is_none() && self.alias_template_counts.get(*name) == Some(&1)
            })
            .map(|(name, _)| name.clone())
            .collect();
        if single.is_empty() {
            return;
        }
        fn walk(n: &Node, single: &HashSet<String>, t: &mut TypeContext) {
            if let Some(QualType {
                qual_type,
                desugared: Some(target),
            }) = &n.ty
            {
                let written = qual_type.trim_start_matches("const ");
                let base = written.split_once('<').map(|(b, _)| last_name(b));
                if base.is_some_and(|b| single.contains(b)) {
                    one_meaning(
                        &mut t.alias_instances,
                        written.to_string(),
                        Some(target.clone()),
                    );
                }
            }
            for c in &n.inner {
                walk(c, single, t);
            }
        }
        walk(unit, &single, &mut self.types);
    }

    /// An alias template by its last name; two of one name that may name
    /// different templates are neither.
    fn index_alias_template(&mut self, d: &'a Node) {
        *self
            .alias_template_counts
            .entry(d.name().to_string())
            .or_default() += 1;
        let target = forwarded_template(d);
        one_meaning(
            &mut self.types.alias_templates,
            d.name().to_string(),
            target,
        );
    }

    /// A typedef (or `using` alias) by its last name; one of two meanings
    /// is not known.
    fn index_typedef(&mut self, d: &'a Node) {
        if let Some(target) = &d.ty {
            let target = target.canonical().to_string();
            let before = self.types.typedefs.insert(d.name().to_string(), target);
            if before.is_some_and(|b| self.types.typedefs[d.name()] != b) {
                self.types.ambiguous_typedefs.insert(d.name().to_string());
            }
        }
    }

    /// The instances of class template `t`, each by its arguments (`P<3>`).
    fn index_specializations(&mut self, t: &'a Node) {
        let bools = crate::clang::type_names::bool_parameters(t);
        let mut named: Vec<(&'a Node, String)> = Vec::new();
        for r in t
            .inner
            .iter()
            .filter(|r| r.is("ClassTemplateSpecializationDecl"))
        {
            match crate::clang::type_names::specialization_name_with(r, &bools) {
                Some(name) => named.push((r, name)),
                // Unnamed here (a pack argument), yet its member typedefs
                // and structs are meanings of their names (in its friends'
                // types, say).
                None => self.index_member_names(r),
            }
        }
        // Written without its trailing default arguments (`W<int>` for
        // `W<int, 1>`), a specialization must not be another struct; a
        // shorter form two specializations share (`Pair<int>` of
        // `Pair<int, int>` and `Pair<int, bool>`) names neither.
        // (Clang may list one specialization twice: it is counted once.)
        let mut shorter: HashMap<String, HashSet<&str>> = HashMap::new();
        for (_, name) in &named {
            for form in crate::clang::type_names::shorter_forms(name) {
                shorter.entry(form).or_default().insert(name);
            }
        }
        for (r, name) in &named {
            self.index_record_as(r, name);
            for form in crate::clang::type_names::shorter_forms(name) {
                let full = named.iter().any(|(_, n)| *n == form);
                if shorter.get(&form).is_some_and(|s| s.len() == 1) && !full {
                    self.index_record_as(r, &form);
                }
            }
        }
    }

    /// The member typedefs and structs of a specialization not known by
    /// a name of its own, as meanings of their names.
    fn index_member_names(&mut self, r: &'a Node) {
        for inner in &r.inner {
            if inner.is("TypedefDecl") || inner.is("TypeAliasDecl") {
                self.index_typedef(inner);
            } else if inner.kind.ends_with("RecordDecl") && inner.name() != r.name() {
                self.index_record(inner);
                self.types.plain_records.insert(inner.name().to_string());
            }
        }
    }

    pub(super) fn index_record(&mut self, r: &'a Node) {
        if r.name.is_some() {
            self.index_record_as(r, r.name());
        }
    }

    pub(super) fn index_record_as(&mut self, r: &'a Node, name: &str) {
        if r.complete_definition != Some(true) {
            return;
        }
        // A union's fields share its bytes: it is kept byte by byte.
        if r.tag_used.as_deref() == Some("union") {
            self.unions.insert(name.to_string());
        }
        self.types.records.insert(name.to_string());
        self.record_names.insert(r.id.clone(), name.to_string());
        // A static data member (`static constexpr int kThreads = 64;`) is
        // a file-scope variable under its struct's name.
        for v in r.inner.iter().filter(|v| v.is("VarDecl")) {
            self.file_vars.insert(v.id.clone(), v);
        }
        // Structs declared inside this one first: its fields' types may
        // name them. An unnamed one is known by the type its field has
        // (`S::(unnamed struct at k.cu:2:3)`).
        let mut unnamed: Option<&'a Node> = None;
        for inner in &r.inner {
            if inner.kind.ends_with("RecordDecl") {
                if inner.name.is_none() {
                    unnamed = Some(inner);
                } else if inner.name() != r.name() {
                    self.index_record(inner);
                    self.types.plain_records.insert(inner.name().to_string());
                    // A specialization's own struct (`Traits<128>::Smem`)
                    // by its qualified name too: each specialization has
                    // one, all of one last name.
                    if name.contains('<') {
                        let qualified = format!("{name}::{}", inner.name());
                        self.index_record_as(inner, &qualified);
                        self.types.plain_records.insert(qualified);
                    }
                }
            } else if inner.is("EnumDecl") && !self.in_pattern {
                // A member enum's enumerators (`enum { WARPS = ... };`)
                // name numbers in methods; its name alone, which other
                // structs' enums may have, names no type.
                self.index_enum_values(inner);
            } else if inner.is("ClassTemplateDecl") {
                // A member template's instances are known by their last
                // name too: one named like another struct is told apart.
                self.index_specializations(inner);
            } else if (inner.is("TypedefDecl") || inner.is("TypeAliasDecl")) && !self.in_pattern {
                // So are member typedefs (`Cfg::elem`), and by their
                // struct's name too (`W<int>::elem`).
                self.index_typedef(inner);
                if let Some(target) = &inner.ty {
                    let qualified = format!("{name}::{}", inner.name());
                    let target = target.canonical().to_string();
                    let before = self
                        .types
                        .typedefs
                        .insert(qualified.clone(), target.clone());
                    if before.is_some_and(|b| b != target) {
                        self.types.ambiguous_typedefs.insert(qualified);
                    }
                }
            } else if inner.is("TypeAliasTemplateDecl") {
                self.index_alias_template(inner);
            } else if inner.is("CXXMethodDecl")
                || inner.is("CXXConversionDecl")
                || inner.is("CXXConstructorDecl")
            {
                self.index_method_records(inner);
            } else if inner.is("FieldDecl") {
                let named = crate::ctype::unnamed_record(inner.type_str());
                if let (Some(record), Some(name)) = (unnamed.take(), named) {
                    self.index_record_as(record, &name);
                }
            }
        }
        if self.unknown_records.contains_key(name) {
            return;
        }
        // A lambda's fields are its captures, unnamed: each is known by the
        // name of the variable it captures.
        let captures = self.lambda_captures.get(name);
        let lambda = captures.is_some();
        let fields: Vec<(String, String)> = r
            .inner
            .iter()
            .filter(|f| f.is("FieldDecl"))
            .enumerate()
            .map(|(i, f)| match captures.and_then(|c| c.get(i)) {
                Some(capture) => (capture.name.clone(), capture.field_type.clone()),
                None => (
                    f.name().to_string(),
                    crate::clang::type_names::with_member_typedefs(f.type_str(), r, &f.id),
                ),
            })
            .collect();
        // A derived class holds its bases' fields first (in layout order).
        let mut all: Vec<(String, CType)> = Vec::new();
        let mut unknown = bitfield(r, name).or_else(|| mutable_field(r, name));
        let mut references = Vec::new();
        for b in &r.bases {
            if let CType::Record(base) = self.types.parse(b.ty.canonical()) {
                match (self.records.get(&base), self.unknown_records.get(&base)) {
                    (Some(fields), _) => {
                        for (field, _) in fields {
                            if self
                                .reference_fields
                                .contains(&(base.clone(), field.clone()))
                            {
                                references.push(field.clone());
                            }
                        }
                        all.extend(fields.iter().cloned())
                    }
                    (None, why) => {
                        unknown = unknown.or_else(|| {
                            Some(why.cloned().unwrap_or_else(|| Unsupported {
                                at: r.at.clone(),
                                what: format!("struct {name}, whose base {base} is not known"),
                            }))
                        })
                    }
                }
            }
        }
        // A reference field (`_TempStorage &temp_storage;`) holds where
        // it refers: a pointer, followed wherever the field is named.
        for (field, text) in fields {
            let ty = match self.types.parse(&text) {
                CType::Reference(referred)
                    if !lambda && !matches!(*referred, CType::Pointer(..)) =>
                {
                    references.push(field.clone());
                    CType::Pointer(referred, crate::ctype::Space::Generic)
                }
                ty => ty,
            };
            all.push((field, ty));
        }
        for field in references {
            self.reference_fields.insert((name.to_string(), field));
        }
        // A field named like one of a base's (`D::x` hiding `Base::x`) is
        // another field, which a field's name alone does not tell apart.
        if let Some((hidden, _)) = all
            .iter()
            .enumerate()
            .find(|(i, (f, _))| all[..*i].iter().any(|(g, _)| g == f))
            .map(|(_, field)| field)
        {
            unknown = unknown.or_else(|| {
                Some(Unsupported {
                    at: r.at.clone(),
                    what: format!("struct {name}: its field `{hidden}` hides a base's"),
                })
            });
        }
        // Structs are told apart by their names: two different structs of
        // one name (in two namespaces, or one local to a function) would
        // share their fields.
        // Nor two whose constructors, destructors or default member
        // initialisers (kept by name) may differ.
        // Nor two of different declared alignments (`struct alignas(8)
        // Smem` beside `struct Smem`), known by the name too.
        let aligned = super::alignment::declared_alignment;
        let aligned_field = |d: &Node| {
            d.inner
                .iter()
                .any(|f| f.is("FieldDecl") && f.inner.iter().any(|a| a.is("AlignedAttr")))
        };
        let other_behaviour = self.record_decls.get(name).is_some_and(|known| {
            known.id != r.id
                && (has_behaviour(known)
                    || has_behaviour(r)
                    || aligned(known) != aligned(r)
                    || aligned_field(known)
                    || aligned_field(r))
        });
        if unknown.is_none()
            && (self.records.get(name).is_some_and(|known| *known != all) || other_behaviour)
        {
            unknown = Some(Unsupported {
                at: r.at.clone(),
                what: format!(
                    "struct {name}: two structs of that name (ivl tells structs apart by their names)"
                ),
            });
        }
        // Virtual methods dispatch on the object's dynamic type, which the
        // translation does not follow.
        let polymorphic = r
            .definition_data
            .as_ref()
            .and_then(|d| d.get("isPolymorphic"))
            .and_then(|v| v.as_bool())
            == Some(true);
        if unknown.is_none() && polymorphic {
            unknown = Some(Unsupported {
                at: r.at.clone(),
                what: format!("struct {name}: virtual methods (dynamic dispatch is not modelled)"),
            });
        }
        // A destructor of the program's runs where the object's scope ends,
        // which the translation does not follow.
        if unknown.is_none()
            && r.inner.iter().any(|m| {
                m.is("CXXDestructorDecl")
                    && m.is_implicit != Some(true)
                    && m.inner
                        .iter()
                        .any(|c| c.is("CompoundStmt") && !c.inner.is_empty())
            })
        {
            unknown = Some(Unsupported {
                at: r.at.clone(),
                what: format!("struct {name}: a destructor of the program's (not modelled)"),
            });
        }
        if let Some(why) = unknown {
            self.records.remove(name);
            self.unknown_records.insert(name.to_string(), why);
            // Its static methods need no object of it: they run as
            // functions (`Matrix<P>::eltd(i, j, d, n)` of a struct with a
            // host destructor).
            for m in r.inner.iter().filter(|m| {
                m.is("CXXMethodDecl")
                    && m.storage_class.as_deref() == Some("static")
                    && m.inner.iter().any(|c| c.is("CompoundStmt"))
            }) {
                self.key_function(m);
                self.methods.insert(m.id.clone(), (m, name.to_string()));
            }
            return;
        }
        self.records.insert(name.to_string(), all);
        if let Some(align) = super::alignment::declared_alignment(r) {
            self.declared_alignments.insert(name.to_string(), align);
        }
        match self.layout_of_base(r) {
            Some(base) => {
                // A struct that only derives from one base (CUB's `struct
                // TempStorage : Uninitialized<_TempStorage> {}`) is laid
                // out as its base: its fields are the base's.
                if let Some(&align) = self.declared_alignments.get(&base) {
                    let own = self
                        .declared_alignments
                        .entry(name.to_string())
                        .or_insert(1);
                    *own = (*own).max(align);
                }
                if let Some(&why) = self.layout_unknown.get(&base) {
                    self.layout_unknown.insert(name.to_string(), why);
                }
            }
            None => {
                if let Some(why) = super::alignment::layout_unknown(r, &self.aligned_typedefs) {
                    self.layout_unknown.insert(name.to_string(), why);
                }
            }
        }
        // A default member initialiser runs at every construction, as a
        // constructor of the program's does.
        if r.inner
            .iter()
            .any(|m| m.is("CXXConstructorDecl") && m.is_implicit != Some(true))
            || has_default_member_initialiser(r)
        {
            self.constructed.insert(name.to_string());
        }
        // Every constructor the program declares (a copy or move among
        // them is no plain copy), but those `= default`.
        let constructors = r
            .inner
            .iter()
            .filter(|m| {
                m.is("CXXConstructorDecl")
                    && m.is_implicit != Some(true)
                    && m.explicitly_defaulted.is_none()
            })
            .collect();
        self.constructors.insert(name.to_string(), constructors);
        self.record_decls.insert(name.to_string(), r);
        for m in r
            .inner
            .iter()
            .filter(|m| m.is("CXXMethodDecl") && m.is_implicit != Some(true))
        {
            if m.name() == "operator=" && m.explicitly_defaulted.is_none() {
                self.user_assignments.insert(m.id.clone());
            }
        }
        // A member template's instantiations (`template <class T> T
        // hash(T)` called as `hash<unsigned>`) are methods like the others.
        let instantiated = r
            .inner
            .iter()
            .filter(|t| t.is("FunctionTemplateDecl"))
            .flat_map(|t| &t.inner)
            .filter(|m| m.is("CXXMethodDecl") && m.inner.iter().any(|c| c.is("TemplateArgument")));
        for m in r.inner.iter().filter(|m| m.is("CXXConstructorDecl")) {
            self.member_owners.insert(m.id.clone(), name.to_string());
        }
        for m in r
            .inner
            .iter()
            .filter(|m| m.is("CXXMethodDecl") || m.is("CXXConversionDecl"))
            .chain(instantiated)
        {
            self.member_owners.insert(m.id.clone(), name.to_string());
            self.key_function(m);
            if m.inner.iter().any(|c| c.is("CompoundStmt")) {
                self.methods.insert(m.id.clone(), (m, name.to_string()));
            }
        }
    }

    /// The constructor of the program's that construction `n` calls, if
    /// it calls one (by the constructor's type among its struct's).
    pub(super) fn user_constructor(&self, n: &Node) -> Option<&'a Node> {
        let CType::Record(record) = self.ctype(n) else {
            return None;
        };
        let wanted = n.ctor_type.as_ref()?.qual_type.as_str();
        self.constructors
            .get(&record)?
            .iter()
            .copied()
            .find(|c| c.ty.as_ref().is_some_and(|t| t.qual_type == wanted))
    }

    /// Whether making a `record` runs code: a constructor of the
    /// program's or default member initialisers, its own, its bases' or
    /// its fields' (arrays of structs included).
    pub(super) fn runs_at_construction(&self, record: &str) -> bool {
        self.record_runs(record, 0)
    }

    fn record_runs(&self, record: &str, depth: u32) -> bool {
        // Structs cannot hold themselves; the bound only guards against a
        // struct whose fields are not what they seem.
        if depth > 64 || self.constructed.contains(record) {
            return true;
        }
        self.any_part(record, |r| self.record_runs(r, depth + 1))
    }

    /// Whether a base of `record`, or the struct a field of it holds (or
    /// holds arrays of), satisfies `holds`.
    fn any_part(&self, record: &str, holds: impl Fn(&str) -> bool) -> bool {
        let part = |ty: &CType| {
            let mut t = ty;
            while let CType::Array(e, _) = t {
                t = e;
            }
            matches!(t, CType::Record(r) if holds(r))
        };
        let bases = self.record_decls.get(record).is_some_and(|r| {
            r.bases
                .iter()
                .any(|b| part(&self.types.parse(b.ty.canonical())))
        });
        bases
            || self
                .records
                .get(record)
                .is_some_and(|fields| fields.iter().any(|(_, t)| part(t)))
    }

    /// Whether default-constructing `record` (`S a[4];`) runs code: a
    /// default member initialiser, a constructor of the program's that
    /// takes no argument and does something (not `S() {}`), or such a
    /// field or base. A struct whose only
    /// constructors of the program's take arguments (`__half2(a, b)`
    /// beside `__half2() = default`) is made without running any.
    pub(super) fn default_construction_runs(&self, record: &str) -> bool {
        self.default_runs(record, 0)
    }

    fn default_runs(&self, record: &str, depth: u32) -> bool {
        if depth > 64 {
            return true;
        }
        let Some(r) = self.record_decls.get(record) else {
            return self.constructed.contains(record);
        };
        // One callable without arguments that does something: `S() {}`
        // does nothing (its fields are made as they make themselves).
        let default_constructor = self.constructors.get(record).is_some_and(|cs| {
            cs.iter().any(|c| {
                let without_arguments = c
                    .inner
                    .iter()
                    .filter(|p| p.is("ParmVarDecl"))
                    .all(|p| p.inner.iter().any(|d| !d.kind.ends_with("Attr")));
                let empty = !c.inner.iter().any(|i| i.is("CXXCtorInitializer"))
                    && c.inner
                        .iter()
                        .any(|b| b.is("CompoundStmt") && b.inner.is_empty());
                without_arguments && !empty
            })
        });
        default_constructor
            || has_default_member_initialiser(r)
            || self.any_part(record, |part| self.default_runs(part, depth + 1))
    }

    /// Whether default-constructing a value of type `ty` runs code.
    pub(super) fn default_construction_runs_of(&self, ty: &CType) -> bool {
        match ty {
            CType::Record(r) => self.default_construction_runs(r),
            CType::Array(e, _) => self.default_construction_runs_of(e),
            _ => false,
        }
    }

    /// Whether copying a `record` runs code of the program's: a copy or
    /// move constructor (one taking a single reference), a destructor, or
    /// such a base or field.
    pub(super) fn copy_runs_code(&self, record: &str) -> bool {
        self.copy_runs(record, 0)
    }

    fn copy_runs(&self, record: &str, depth: u32) -> bool {
        if depth > 64 {
            return true;
        }
        let copying = self.constructors.get(record).is_some_and(|cs| {
            cs.iter().any(|c| {
                let params: Vec<_> = c.inner.iter().filter(|p| p.is("ParmVarDecl")).collect();
                matches!(params.as_slice(), [p] if p.type_str().trim_end().ends_with('&'))
            })
        });
        let destructor = self.record_decls.get(record).is_some_and(|r| {
            r.inner
                .iter()
                .any(|m| m.is("CXXDestructorDecl") && m.is_implicit != Some(true))
        });
        copying || destructor || self.any_part(record, |part| self.copy_runs(part, depth + 1))
    }

    /// Whether a base of `record` runs code when made.
    pub(super) fn base_runs_at_construction(&self, record: &str) -> bool {
        self.record_decls.get(record).is_some_and(|r| {
            r.bases
                .iter()
                .any(|b| match self.types.parse(b.ty.canonical()) {
                    CType::Record(base) => self.runs_at_construction(&base),
                    _ => false,
                })
        })
    }

    /// Whether the program gives `record` a constructor.
    pub(super) fn has_constructor(&self, record: &str) -> bool {
        self.constructors.get(record).is_some_and(|c| !c.is_empty())
    }

    /// Whether procedure `proc` (or one it calls) waits at a barrier.
    pub(super) fn synchronises(&self, proc: &Procedure) -> bool {
        self.any_statement(proc, &|s| matches!(s.kind, StmtKind::Barrier(_)))
    }

    /// Whether `proc`, or a procedure it calls, reads or writes one of
    /// the IVL maps `maps` (a procedure without a body counts, as does an
    /// atomic operation, on any map).
    pub(super) fn touches_maps(&self, proc: &Procedure, maps: &HashSet<String>) -> bool {
        let reads = |e: &Expr| {
            fn reads(e: &Expr, maps: &HashSet<String>) -> bool {
                let mut found = matches!(&e.kind, ExprKind::Select(m, _)
                    if matches!(&m.kind, ExprKind::Var(v) if maps.contains(&v.name)));
                e.for_each_child(&mut |c| found |= reads(c, maps));
                found
            }
            reads(e, maps)
        };
        self.any_statement(proc, &|s| match &s.kind {
            // An index on the left reads too (`out[cs.x[i]] := ...`).
            StmtKind::Assign(lhs, rhs) => {
                lhs.iter().any(|l| {
                    !l.indices.is_empty() && maps.contains(&l.name.name)
                        || l.indices.iter().flatten().any(reads)
                }) || rhs.iter().any(reads)
            }
            StmtKind::Atomic(_) => true,
            StmtKind::Havoc(names) => names.iter().any(|n| maps.contains(&n.name)),
            StmtKind::Assert(_, e) | StmtKind::Assume(_, e) => reads(e),
            StmtKind::Call(c) => c.args.iter().any(reads),
            StmtKind::If(i) => matches!(&i.guard, Guard::Expr(e) if reads(e)),
            StmtKind::While(w) => matches!(&w.guard, Guard::Expr(e) if reads(e)),
            _ => false,
        })
    }

    /// Whether a statement of `proc`'s body, or of a procedure it calls,
    /// is `wanted` (a procedure without a body counts as one).
    fn any_statement(&self, proc: &Procedure, wanted: &dyn Fn(&Stmt) -> bool) -> bool {
        fn in_block(stmts: &[Stmt], wanted: &dyn Fn(&Stmt) -> bool) -> bool {
            stmts.iter().any(|s| {
                wanted(s)
                    || match &s.kind {
                        StmtKind::If(i) => {
                            in_block(&i.then.stmts, wanted)
                                || match &i.els {
                                    Some(Else::Block(b)) => in_block(&b.stmts, wanted),
                                    Some(Else::If(s)) => {
                                        in_block(std::slice::from_ref(&**s), wanted)
                                    }
                                    None => false,
                                }
                        }
                        StmtKind::While(w) => in_block(&w.body.stmts, wanted),
                        _ => false,
                    }
            })
        }
        self.decls.iter().any(|d| match &d.kind {
            DeclKind::Procedure(p)
                if p.name.name == proc.name || proc.callees.contains(&p.name.name) =>
            {
                p.body
                    .as_ref()
                    .is_none_or(|b| in_block(&b.stmts.stmts, wanted))
            }
            _ => false,
        })
    }

    /// The first declaration of file-scope variable `id` (the one its
    /// redeclarations point back to).
    pub(super) fn first_declaration(&self, id: &str) -> String {
        let mut id = id.to_string();
        for _ in 0..64 {
            match self
                .file_vars
                .get(&id)
                .and_then(|v| v.previous_decl.clone())
            {
                Some(previous) if self.file_vars.contains_key(&previous) => id = previous,
                _ => break,
            }
        }
        id
    }

    /// The declaration of struct `record`.
    pub(super) fn record_decl(&self, record: &str) -> Option<&'a Node> {
        self.record_decls.get(record).copied()
    }

    /// The default initialiser of field `field` of struct `record`
    /// (`int y = 5;`).
    pub(super) fn default_member_init(&self, record: &str, field: &str) -> Option<&'a Node> {
        self.record_decls
            .get(record)?
            .inner
            .iter()
            .find(|f| f.is("FieldDecl") && f.name() == field)?
            .inner
            .first()
    }

    /// The error for a struct whose fields are not known: why, when the
    /// struct is one of the unknown records (at its bit-field, say), else
    /// `what` at `at`.
    pub(super) fn unknown_fields<T>(
        &self,
        name: &str,
        at: Option<&Loc>,
        what: String,
    ) -> Result<T> {
        match self.unknown_records.get(name) {
            Some(why) => Err(why.clone()),
            None => unsupported(at, what),
        }
    }

    /// Records the enumerators of `e` and its underlying type, which it
    /// returns. An enumerator whose value Clang does not give is left out
    /// (its uses are unsupported), never given a guessed value.
    pub(super) fn index_enum(&mut self, e: &'a Node) -> CType {
        let underlying = self.index_enum_values(e);
        if let Some(name) = &e.name {
            self.types.enums.insert(name.clone(), underlying.clone());
        }
        underlying
    }

    /// The values of enum `e`'s enumerators, and its unnamed type (`(unnamed
    /// enum at k.cu:2:3)`); the underlying type is the result.
    fn index_enum_values(&mut self, e: &'a Node) -> CType {
        let mut values = Vec::new();
        let mut converted = None;
        let mut next = Some(0i128);
        for c in e.inner.iter().filter(|c| c.is("EnumConstantDecl")) {
            let value = match c.inner.first() {
                None => next,
                Some(init) => {
                    converted = converted.or(init.ty.as_ref());
                    enumerator_value(init)
                }
            };
            if let Some(v) = value {
                values.push((c.id.clone(), v));
                // Two enumerators of one name and different values: neither.
                one_meaning(&mut self.types.enumerators, c.name().to_string(), Some(v));
            }
            next = value.and_then(|v| v.checked_add(1));
        }
        // C++ converts each initialiser to the underlying type; C leaves
        // them `int`.
        let underlying = match (&e.fixed_underlying_type, converted, self.dialect) {
            (Some(t), _, _) | (None, Some(t), Dialect::Cuda) => self.types.parse(t.canonical()),
            _ => implicit_underlying(values.iter().map(|(_, v)| *v)),
        };
        for (id, v) in values {
            self.enum_values.insert(id, (v, underlying.clone()));
        }
        // An unnamed enum's type is written by where it is (`(unnamed
        // enum at k.cu:2:3)`), as its enumerators' type shows.
        let unnamed = e.inner.iter().find(|c| c.is("EnumConstantDecl"));
        if let Some(text) = unnamed.filter(|_| e.name.is_none()).map(|c| c.type_str()) {
            if let Some(name) = crate::ctype::unnamed_record(text) {
                self.types.enums.insert(name, underlying.clone());
            }
        }
        underlying
    }

    /// The text of a token in a source file.
    pub(super) fn token_text(&mut self, t: &crate::clang::ast::Token) -> Option<String> {
        let text = match self.source_texts.get(&*t.file) {
            Some(text) => text,
            None => {
                let text = std::fs::read_to_string(&*t.file).ok()?;
                self.source_texts.entry(t.file.to_string()).or_insert(text)
            }
        };
        text.get(t.offset..t.offset + t.len).map(str::to_string)
    }

    /// The fields of struct `name`, or the lanes of a vector.
    pub fn record_fields(&self, name: &str) -> Option<Vec<(String, CType)>> {
        if let Some((elem, n)) = crate::ctype::vector_lanes(name) {
            return Some((0..n).map(|i| (format!("s{i:x}"), elem.clone())).collect());
        }
        self.records.get(name).cloned()
    }

    /// The scalar fields of struct `name`, nested structs flattened, by
    /// their paths (`a.b`).
    pub(super) fn record_leaves(
        &self,
        name: &str,
        at: Option<&Loc>,
    ) -> Result<Vec<(String, CType)>> {
        self.fields_flattened(name, false, at)
    }

    /// The leaves of field `field` of struct `record` (an array's
    /// elements: `x_.0`, `x_.1` ...), by their paths in the struct.
    pub(super) fn field_leaves(
        &self,
        record: &str,
        field: &str,
        at: Option<&Loc>,
    ) -> Result<Vec<(String, CType)>> {
        let under = format!("{field}.");
        Ok(self
            .fields_flattened(record, true, at)?
            .into_iter()
            .filter(|(path, _)| path.starts_with(&under))
            .collect())
    }

    /// The scalar fields of struct `name` and, with `pointers`, its
    /// pointer fields too.
    pub(super) fn fields_flattened(
        &self,
        name: &str,
        pointers: bool,
        at: Option<&Loc>,
    ) -> Result<Vec<(String, CType)>> {
        let Some(fields) = self.record_fields(name) else {
            return self.unknown_fields(
                name,
                at,
                format!("struct {name}, whose fields are not known"),
            );
        };
        let mut out = Vec::new();
        for (f, t) in &fields {
            self.flatten_field(name, f.clone(), t, pointers, at, &mut out)?;
        }
        Ok(out)
    }

    /// The leaves of field `f` (a path) of type `t` in struct `name`: the
    /// field itself if scalar, else its fields' (`f.g`) or its elements'
    /// (`f.3`).
    fn flatten_field(
        &self,
        name: &str,
        f: String,
        t: &CType,
        pointers: bool,
        at: Option<&Loc>,
        out: &mut Vec<(String, CType)>,
    ) -> Result<()> {
        /// The most scalars a struct value holds.
        const MOST_LEAVES: usize = 4096;
        if out.len() > MOST_LEAVES {
            return unsupported(
                at,
                format!("struct {name}, of more than {MOST_LEAVES} scalars"),
            );
        }
        match t {
            t if t.is_scalar() => out.push((f, t.clone())),
            CType::Pointer(..) if pointers => out.push((f, t.clone())),
            CType::Record(inner) => {
                for (p, t) in self.fields_flattened(inner, pointers, at)? {
                    out.push((format!("{f}.{p}"), t));
                }
            }
            CType::Array(elem, Some(n)) if pointers || !matches!(**elem, CType::Pointer(..)) => {
                for i in 0..*n {
                    self.flatten_field(name, format!("{f}.{i}"), elem, pointers, at, out)?;
                }
            }
            other => {
                return unsupported(
                    at,
                    format!(
                        "struct {name}: field `{f}` of type {}",
                        crate::ctype::describe(other)
                    ),
                )
            }
        }
        Ok(())
    }

    /// Whether a struct parameter of type `name` is moved into memory of
    /// its own on entry: it holds an array or its address is taken, and it
    /// holds no pointer (a kernel argument's pointer fields reach arrays of
    /// their own, which memory cannot hold).
    pub(super) fn record_param_in_memory(&self, name: &str, address_taken: bool) -> bool {
        (address_taken || self.record_has_arrays(name))
            && self
                .fields_flattened(name, true, None)
                .is_ok_and(|leaves| leaves.iter().all(|(_, t)| !matches!(t, CType::Pointer(..))))
    }

    /// Whether struct `outer` is struct `inner` or holds one (in a field,
    /// or in a field's struct or array).
    pub(super) fn record_holds(&self, outer: &str, inner: &str) -> bool {
        fn holds(t: &Translator, ty: &CType, inner: &str) -> bool {
            match ty {
                CType::Record(r) => t.record_holds(r, inner),
                CType::Array(e, _) => holds(t, e, inner),
                _ => false,
            }
        }
        outer == inner
            || self
                .record_fields(outer)
                .is_some_and(|fields| fields.iter().any(|(_, t)| holds(self, t, inner)))
    }

    /// Whether struct `name` holds an array (in a field, or in a field's
    /// struct): memory holding it is kept byte by byte, so that an element
    /// an index picks can be found.
    pub(super) fn record_has_arrays(&self, name: &str) -> bool {
        // A union's fields overlap: only bytes hold them.
        if self.unions.contains(name) {
            return true;
        }
        self.record_fields(name).is_some_and(|fields| {
            fields.iter().any(|(_, t)| match t {
                CType::Array(..) => true,
                CType::Record(inner) => self.record_has_arrays(inner),
                _ => false,
            })
        })
    }

    pub(super) fn ctype(&self, n: &Node) -> CType {
        match &n.ty {
            Some(q) => self.types.parse_type(q),
            None => self.types.parse(""),
        }
    }

    /// The width of pointers, element offsets and array indices: the
    /// target's, which the type context knows.
    pub(super) fn ptr(&self) -> PointerWidth {
        PointerWidth(self.types.pointer_bits)
    }

    /// The IVL type of a scalar C type, or of a pointer's offset.
    pub(super) fn ivl_type(&self, ty: &CType) -> Option<Type> {
        match ty {
            CType::Pointer(..) => Some(self.ptr().ty()),
            t => super::value::ivl_type(t),
        }
    }

    /// A fresh program-level name based on `base`.
    pub(super) fn fresh_global(&mut self, base: &str) -> String {
        loop {
            let name = fresh_name(&mut self.names, base);
            if !self.local_names.contains(&name) {
                return name;
            }
        }
    }

    /// Declares an uninterpreted IVL function for a C function without a
    /// body (`DECLARE_UF_*`), once.
    pub(super) fn declare_function(
        &mut self,
        name: &str,
        params: &[CType],
        result: &CType,
        at: Option<&Loc>,
    ) -> Result<()> {
        if !self.functions_declared.insert(name.to_string()) {
            return Ok(());
        }
        // A pointer parameter takes the pointer's offset; a pointer result
        // is a number (it never becomes a pointer).
        let param = |ty: Option<Type>, t: &CType| -> Result<FunctionParam> {
            Ok(FunctionParam {
                attrs: Vec::new(),
                name: None,
                ty: ty.map_or_else(|| unsupported(at, format!("a function of type {t:?}")), Ok)?,
            })
        };
        let params = params
            .iter()
            .map(|t| param(self.ivl_type(t), t))
            .collect::<Result<Vec<_>>>()?;
        let result = param(super::value::ivl_type(result), result)?;
        self.names.insert(name.to_string());
        self.decls.push(decl(
            DeclKind::Function(FunctionDecl {
                attrs: Vec::new(),
                name: ident(name, NO_SPAN),
                params,
                result,
                named_result: false,
                body: None,
            }),
            NO_SPAN,
        ));
        Ok(())
    }
}

/// `base`, or `base.1`, `base.2` ...: the first not in `names`, which
/// then holds it. (C names have no dots, so these never clash with them.)
pub fn fresh_name(names: &mut HashSet<String>, base: &str) -> String {
    // C++ names hold characters IVL names do not (`Kiss<unsigned long>`).
    let base: String = base
        .chars()
        .filter(|c| *c != ' ')
        .map(|c| match c {
            c if c.is_ascii_alphanumeric() || "'~#$^_.?`".contains(c) => c,
            _ => '_',
        })
        .collect();
    // An unnamed parameter (`void f(int *)`) still needs a name.
    let base = if base.is_empty() {
        "unnamed"
    } else {
        base.as_str()
    };
    let mut name = base.to_string();
    let mut k = 1;
    while names.contains(&name) {
        name = format!("{base}.{k}");
        k += 1;
    }
    names.insert(name.clone());
    name
}

/// An enumerator's initialiser's value: Clang's `ConstantExpr` holds it,
/// under the conversion to the underlying type when it has one.
fn enumerator_value(init: &Node) -> Option<i128> {
    let mut n = init;
    loop {
        if let Some(v) = constant_value(n) {
            return Some(v);
        }
        match n.kind.as_str() {
            "ImplicitCastExpr" | "ConstantExpr" => n = n.inner.first()?,
            _ => return None,
        }
    }
}

/// The underlying type Clang gives an enumeration without a fixed one
/// and without initialisers to show it: `unsigned int` when no value is
/// negative, `int` otherwise, 64 bits when 32 do not hold the values.
fn implicit_underlying(values: impl Iterator<Item = i128> + Clone) -> CType {
    let negative = values.clone().any(|v| v < 0);
    let fits = |lo: i128, hi: i128| values.clone().all(|v| (lo..=hi).contains(&v));
    if negative {
        CType::int(
            if fits(i32::MIN.into(), i32::MAX.into()) {
                32
            } else {
                64
            },
            true,
        )
    } else {
        CType::int(if fits(0, u32::MAX.into()) { 32 } else { 64 }, false)
    }
}

/// Names the prelude declares, which the program must not declare again.
fn prelude_names() -> HashSet<String> {
    let mut names = HashSet::new();
    for line in ivl::prelude::source().lines() {
        let mut words = line.split_whitespace();
        let Some(first) = words.next() else { continue };
        if !matches!(first, "function" | "const" | "type" | "var") {
            continue;
        }
        for w in words {
            if w.starts_with("{:") || w.ends_with('}') && w.starts_with('{') || w == "unique" {
                continue;
            }
            let name: String = w
                .chars()
                .take_while(|c| c.is_alphanumeric() || matches!(c, '_' | '.' | '$'))
                .collect();
            if !name.is_empty() && !name.starts_with('{') {
                names.insert(name);
                break;
            }
        }
    }
    names
}

/// Runs a function's translation again while it fails only because a
/// pointer variable turned out to reach more arrays than known (each
/// attempt learns more; a few suffice).
pub fn with_retries<'a, T>(
    t: &mut Translator<'a>,
    mut attempt: impl FnMut(&mut Translator<'a>) -> Result<T>,
) -> Result<T> {
    for _ in 0..8 {
        t.retry = false;
        match attempt(t) {
            Err(_) if t.retry => continue,
            result => return result,
        }
    }
    attempt(t)
}

/// A function template's instantiation (not its pattern, whose types
/// depend on the template's parameters).
/// The name prefix of the functions `__axiom(e)` defines (our header's
/// macro).
pub(super) const AXIOM_PREFIX: &str = "__ivl_axiom_";

pub fn is_instantiation(f: &Node) -> bool {
    f.is("FunctionDecl") && f.inner.iter().any(|c| c.is("TemplateArgument"))
}

/// The struct name of a lambda's type (`const (lambda at k.cu:5:14)`).
pub(super) fn lambda_name(ty: &str) -> String {
    ty.trim().trim_start_matches("const ").trim().to_string()
}

/// The name an unnamed struct has in the type `ty` of a variable of it
/// (`(unnamed struct at k.cu:3:3)` in `struct (unnamed struct at
/// k.cu:3:3)[100]`).
fn unnamed_name(ty: &str) -> Option<String> {
    let start = ty.find("(unnamed ").or_else(|| ty.find("(anonymous "))?;
    let mut depth = 0;
    for (i, c) in ty[start..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(ty[start..=start + i].to_string());
                }
            }
            _ => {}
        }
    }
    None
}

/// A bit-field shares a memory word with its neighbours (two threads
/// writing neighbouring bit-fields race) and holds only its bits: the
/// fields of a struct with one are not known to the translation, and
/// using them is unsupported (a host header's struct with bit-fields that
/// no kernel uses is no obstacle). The error at the first bit-field, if
/// `r` has one.
fn bitfield(r: &Node, name: &str) -> Option<Unsupported> {
    let f = r
        .inner
        .iter()
        .find(|f| f.is("FieldDecl") && f.is_bitfield == Some(true))?;
    let field = match f.name() {
        "" => "an unnamed bit-field".to_string(),
        named => format!("bit-field `{named}`"),
    };
    Some(Unsupported {
        at: f.at.clone(),
        what: format!(
            "{field} of struct {name}: bit-fields share memory with their neighbours \
             and are not modelled"
        ),
    })
}

/// A `mutable` field may be written through a const reference, which ivl
/// passes by value: a struct with one is not known. The error at the
/// field, if `r` has one.
fn mutable_field(r: &Node, name: &str) -> Option<Unsupported> {
    let f = r
        .inner
        .iter()
        .find(|f| f.is("FieldDecl") && f.is_mutable == Some(true))?;
    Some(Unsupported {
        at: f.at.clone(),
        what: format!(
            "the mutable field `{}` of struct {name} (writable through a const reference)",
            f.name()
        ),
    })
}

/// The functions `r` (a struct) defines as its friends, and those of the
/// structs declared in it.
pub fn friend_functions(r: &Node) -> Vec<&Node> {
    let mut out = Vec::new();
    for c in &r.inner {
        match c.kind.as_str() {
            "FriendDecl" => {
                for f in &c.inner {
                    match f.kind.as_str() {
                        "FunctionDecl" => out.push(f),
                        "FunctionTemplateDecl" => {
                            out.extend(f.inner.iter().filter(|i| is_instantiation(i)))
                        }
                        _ => {}
                    }
                }
            }
            "CXXRecordDecl" | "RecordDecl" if c.name() != r.name() => {
                out.extend(friend_functions(c))
            }
            _ => {}
        }
    }
    out
}

/// Whether a struct has constructors or default member initialisers of the
/// program's, which are kept by the struct's name.
fn has_behaviour(r: &Node) -> bool {
    has_default_member_initialiser(r)
        || r.inner.iter().any(|m| {
            (m.is("CXXConstructorDecl") || m.is("CXXDestructorDecl")) && m.is_implicit != Some(true)
        })
}

/// Whether struct `r` gives a field a default initialiser (`int y = 5;`).
fn has_default_member_initialiser(r: &Node) -> bool {
    r.inner.iter().any(|m| {
        m.is("FieldDecl")
            && m.inner
                .iter()
                .any(|c| !c.kind.ends_with("Attr") && c.kind != "FullComment")
    })
}

/// The template an alias template names when it passes its own parameters
/// on in order (`template <class T> using V = W<T>;` gives `W`).
fn forwarded_template(alias: &Node) -> Option<String> {
    let params: Vec<&str> = alias
        .inner
        .iter()
        .filter(|p| p.kind.starts_with("Template") && p.kind.ends_with("ParmDecl"))
        .map(|p| p.name())
        .collect();
    let target = alias.inner.iter().find(|d| d.is("TypeAliasDecl"))?;
    let written = target.ty.as_ref()?.qual_type.as_str();
    let (base, args) = written.strip_suffix('>')?.split_once('<')?;
    let args: Vec<&str> = args.split(',').map(str::trim).collect();
    (args == params && !base.contains('<'))
        .then(|| crate::clang::type_names::last_name(base).to_string())
}

/// Records that `key` means `value` in `map`, where a key given two
/// different meanings means nothing (`None`).
fn one_meaning<V: PartialEq>(map: &mut HashMap<String, Option<V>>, key: String, value: Option<V>) {
    match map.get_mut(&key) {
        Some(known) if *known != value => *known = None,
        Some(_) => {}
        None => {
            map.insert(key, value);
        }
    }
}
