//! Where the pointers a launch argument carries come from, in the host
//! code: a struct argument holds the pointers it was made from or given
//! (`P p = {d};`, `p.a = d;`, `thrust::device_ptr<int> dp(d)`), and a
//! call returns what it was given (`thrust::raw_pointer_cast(v.data())`).
//! Flow-insensitive: every value a variable is ever given counts.

use std::collections::{HashMap, HashSet};

use crate::clang::ast::{strip, Node};

/// Containers whose construction copies what it is given into memory of
/// their own (`thrust::device_vector<int> a(h), b(h)` are two arrays).
const COPYING_CONTAINERS: &[&str] = &[
    "thrust::device_vector",
    "thrust::host_vector",
    "std::vector",
];

/// The library functions and methods whose result points where their
/// argument or object does.
const PASS_THROUGH: &[&str] = &[
    "raw_pointer_cast",
    "device_pointer_cast",
    "data",
    "get",
    "begin",
    "operator[]",
    "addressof",
];

/// How many carried variables an argument is followed to.
const MOST_CARRIED: usize = 256;

/// The types that hold no pointer.
const ARITHMETIC: &[&str] = &[
    "bool",
    "char",
    "signed char",
    "unsigned char",
    "short",
    "unsigned short",
    "int",
    "unsigned int",
    "long",
    "unsigned long",
    "long long",
    "unsigned long long",
    "float",
    "double",
    "long double",
    "__int128",
    "unsigned __int128",
    "wchar_t",
    "char8_t",
    "char16_t",
    "char32_t",
];

pub(super) struct HostSources<'a> {
    /// The values each variable (by declaration id) is given: its
    /// initialiser, and what is assigned to it or to a part of it.
    given: HashMap<&'a str, Vec<&'a Node>>,
    /// Each variable's name and whether its type may hold a pointer.
    vars: HashMap<&'a str, (&'a str, bool)>,
    /// Each variable's initialiser.
    initialisers: HashMap<&'a str, &'a Node>,
    /// The structs (by name) whose fields are all numbers, enums or such
    /// structs, or arrays of them, in every definition of that name.
    plain_records: HashSet<String>,
    /// Each typedef's name and its type, when all of that name agree.
    typedefs: HashMap<String, Option<String>>,
}

impl<'a> HostSources<'a> {
    pub fn of(unit: &'a Node) -> Self {
        let mut sources = HostSources {
            given: HashMap::new(),
            vars: HashMap::new(),
            initialisers: HashMap::new(),
            plain_records: plain_records(unit),
            typedefs: HashMap::new(),
        };
        sources.collect(unit);
        sources
    }

    /// Whether a value of type `ty` holds no pointer: a number, an enum,
    /// a plain struct or one of CUDA's vectors (`float4`, `uchar2` ...),
    /// through the unit's typedefs (`const Real`).
    pub fn holds_no_pointer(&self, ty: &str) -> bool {
        let mut bare = ty
            .split_whitespace()
            .filter(|w| !matches!(*w, "const" | "volatile" | "struct"))
            .collect::<Vec<_>>()
            .join(" ");
        for _ in 0..8 {
            match self.typedefs.get(bare.as_str()) {
                Some(Some(target)) => bare = target.clone(),
                _ => break,
            }
        }
        let vector = bare.strip_suffix(['1', '2', '3', '4']).is_some_and(|lane| {
            let lane = lane.strip_prefix('u').unwrap_or(lane);
            matches!(
                lane,
                "char" | "short" | "int" | "long" | "longlong" | "float" | "double"
            )
        });
        vector || !may_hold_pointer(&bare, &self.plain_records)
    }

    /// Whether expression or declaration `n`'s type may hold a pointer
    /// (one without a type may).
    fn type_may_hold_pointer(&self, n: &Node) -> bool {
        n.ty.as_ref().is_none_or(|t| {
            may_hold_pointer(
                t.desugared.as_deref().unwrap_or(t.qual_type.as_str()),
                &self.plain_records,
            )
        })
    }

    fn collect(&mut self, n: &'a Node) {
        match n.kind.as_str() {
            "VarDecl" | "ParmVarDecl" => {
                let holds = self.type_may_hold_pointer(n);
                self.vars.insert(&n.id, (n.name(), holds));
                let mut inits = n.inner.iter().filter(|c| !c.kind.ends_with("Attr"));
                if let Some(init) = inits.next() {
                    self.initialisers.insert(&n.id, init);
                    self.given.entry(&n.id).or_default().push(init);
                }
                self.given.entry(&n.id).or_default().extend(inits);
            }
            "TypedefDecl" | "TypeAliasDecl" => {
                if let Some(t) = &n.ty {
                    let target = t.desugared.clone().unwrap_or_else(|| t.qual_type.clone());
                    self.typedefs
                        .entry(n.name().to_string())
                        .and_modify(|known| {
                            if known.as_ref() != Some(&target) {
                                *known = None;
                            }
                        })
                        .or_insert(Some(target));
                }
            }
            "BinaryOperator" | "CompoundAssignOperator"
                if matches!(n.opcode.as_deref(), Some("=" | "+=" | "-=")) =>
            {
                self.assigned(n.inner.first(), n.inner.get(1));
            }
            // `a = b` of containers copies b's elements into a's memory.
            "CXXOperatorCallExpr"
                if n.inner
                    .get(1)
                    .is_some_and(|a| !is_copying_container(a.type_str()))
                    && n.inner.first().is_some_and(|c| {
                        through_conversions(c)
                            .referenced_decl
                            .as_ref()
                            .is_some_and(|d| d.name() == "operator=")
                    }) =>
            {
                self.assigned(n.inner.get(1), n.inner.get(2));
            }
            _ => {}
        }
        for c in &n.inner {
            self.collect(c);
        }
    }

    /// `lhs = rhs`: rhs is given to the variable lhs is part of.
    fn assigned(&mut self, lhs: Option<&'a Node>, rhs: Option<&'a Node>) {
        let (Some(mut target), Some(rhs)) = (lhs, rhs) else {
            return;
        };
        loop {
            target = strip(target);
            match target.kind.as_str() {
                "MemberExpr" | "ArraySubscriptExpr" | "ImplicitCastExpr" | "UnaryOperator" => {
                    match target.inner.first() {
                        Some(base) => target = base,
                        None => return,
                    }
                }
                "DeclRefExpr" => {
                    if let Some(d) = &target.referenced_decl {
                        self.given.entry(&d.id).or_default().push(rhs);
                    }
                    return;
                }
                _ => return,
            }
        }
    }

    /// The variables whose pointers `e` may carry, each by its
    /// declaration id and name, once for each way it is carried (`P{d, d}`
    /// carries `d` twice): those it names, and those they were given.
    pub fn carried(&self, e: &Node) -> Vec<(String, String)> {
        let mut out = Vec::new();
        self.carried_into(e, &mut Vec::new(), &mut out);
        out
    }

    /// The variables pointer variable `e` (a `DeclRefExpr`) was declared a
    /// copy of, through other such copies (`int *alias = b.a;`, `int *p =
    /// thrust::raw_pointer_cast(v.data());`): what they carry.
    pub fn copied_from(&self, e: &Node) -> Vec<(String, String)> {
        let mut out = Vec::new();
        let mut path = Vec::new();
        let mut at = strip(e);
        if !self.type_may_hold_pointer(at) {
            return out;
        }
        while let Some(d) = at.referenced_decl.as_ref().filter(|_| at.is("DeclRefExpr")) {
            if path.contains(&d.id) {
                break;
            }
            path.push(d.id.clone());
            let Some(init) = self.initialisers.get(d.id.as_str()) else {
                break;
            };
            at = through_conversions(init);
            if !at.is("DeclRefExpr") {
                self.carried_into(at, &mut path, &mut out);
                break;
            }
            if let Some(v) = &at.referenced_decl {
                out.push((v.id.clone(), v.name().to_string()));
            }
        }
        out
    }

    fn carried_into(&self, e: &Node, path: &mut Vec<String>, out: &mut Vec<(String, String)>) {
        // Enough to know a variable is carried twice.
        if out.len() > MOST_CARRIED {
            return;
        }
        let e = strip(e);
        // `&v[0]`, `&s.x`: the address of a number in what `v` or `s` holds.
        if e.is("UnaryOperator") && e.opcode.as_deref() == Some("&") {
            if let Some(place) = e.inner.first().map(through_conversions) {
                for c in &place.inner {
                    self.carried_into(c, path, out);
                }
            }
            return;
        }
        // A number carries no pointer, whatever it was computed from
        // (`atoi(argv[1])`).
        if !self.type_may_hold_pointer(e) {
            return;
        }
        match e.kind.as_str() {
            "DeclRefExpr" => {
                let Some(d) = &e.referenced_decl else {
                    return;
                };
                let Some(&(name, holds)) = self.vars.get(d.id.as_str()) else {
                    return;
                };
                if !holds || path.contains(&d.id) {
                    return;
                }
                out.push((d.id.clone(), name.to_string()));
                path.push(d.id.clone());
                for v in self.given.get(d.id.as_str()).into_iter().flatten() {
                    self.carried_into(v, path, out);
                }
                path.pop();
            }
            "CXXConstructExpr" | "CXXTemporaryObjectExpr" if is_copying_container(e.type_str()) => {
            }
            // A call's result is an array of its own (as `cudaMalloc`
            // gives), but for the library's functions that return what
            // they are given (`thrust::raw_pointer_cast(v.data())`).
            "CallExpr" | "CXXMemberCallExpr" | "CXXOperatorCallExpr"
                if !callee_name(e).is_some_and(|f| PASS_THROUGH.contains(&f)) => {}
            "IntegerLiteral"
            | "FloatingLiteral"
            | "StringLiteral"
            | "CXXNullPtrLiteralExpr"
            | "UnaryExprOrTypeTraitExpr" => {}
            // A lambda written in the launch: its captures (a pointer
            // variable captured is a root of its own, launch.rs; what it
            // was declared a copy of is carried).
            "LambdaExpr" => {
                for c in &e.inner[1..e.inner.len().saturating_sub(1)] {
                    let c = through_conversions(c);
                    if c.is("DeclRefExpr") && is_pointer(c.type_str()) {
                        out.extend(self.copied_from(c));
                    } else {
                        self.carried_into(c, path, out);
                    }
                }
            }
            _ => {
                for c in &e.inner {
                    self.carried_into(c, path, out);
                }
            }
        }
    }
}

/// Whether a type, as Clang writes it, is a pointer (`int *`, `const
/// void *__restrict`, `float (*)[24]`).
pub(super) fn is_pointer(ty: &str) -> bool {
    let mut ty = ty.trim_end();
    while let Some(rest) = [
        "__restrict__",
        "__restrict",
        "restrict",
        "const",
        "volatile",
    ]
    .iter()
    .find_map(|q| ty.strip_suffix(q))
    {
        ty = rest.trim_end();
    }
    ty.ends_with('*') || ty.contains("(*)")
}

/// Whether `ty` is one of the containers that copy what they are given,
/// written with its namespace or without (`using namespace thrust;`).
fn is_copying_container(ty: &str) -> bool {
    let ty = ty.trim_start_matches("const ");
    COPYING_CONTAINERS.iter().any(|c| {
        let own = c.rsplit("::").next().unwrap_or(c);
        ty.starts_with(&format!("{c}<")) || ty.starts_with(&format!("{own}<"))
    })
}

/// The name of the function or method call `e` calls.
fn callee_name(e: &Node) -> Option<&str> {
    let callee = through_conversions(e.inner.first()?);
    match callee.kind.as_str() {
        "MemberExpr" => callee.name.as_deref(),
        _ => callee.referenced_decl.as_ref().map(|d| d.name()),
    }
}

/// `e` without parentheses and implicit conversions.
fn through_conversions(e: &Node) -> &Node {
    let mut e = strip(e);
    while e.is("ImplicitCastExpr") && e.inner.len() == 1 {
        e = strip(&e.inner[0]);
    }
    e
}

/// Whether a value of type `ty` (as Clang writes it, desugared) may hold a
/// pointer: anything but a number, an enum, a plain struct or an array of
/// those.
fn may_hold_pointer(ty: &str, plain: &HashSet<String>) -> bool {
    let element = ty.split('[').next().unwrap_or(ty);
    let bare = element
        .split_whitespace()
        .filter(|w| !matches!(*w, "const" | "volatile" | "struct" | "class"))
        .collect::<Vec<_>>()
        .join(" ");
    !(ARITHMETIC.contains(&bare.as_str()) || ty.starts_with("enum ") || plain.contains(&bare))
}

/// The names of the plain structs a unit defines: every definition of
/// the name has fields only of numbers, enums, plain structs or arrays of
/// them, and no base class.
fn plain_records(unit: &Node) -> HashSet<String> {
    // Each definition with its name: its own, or that of the typedef
    // right after an unnamed one (`typedef struct { int n; } Dims;`).
    fn definitions<'n>(n: &'n Node, out: &mut Vec<(&'n Node, &'n str)>) {
        for (i, c) in n.inner.iter().enumerate() {
            if (c.is("CXXRecordDecl") || c.is("RecordDecl")) && c.complete_definition == Some(true)
            {
                let typedef = n.inner.get(i + 1).filter(|t| {
                    t.is("TypedefDecl")
                        && t.ty.as_ref().is_some_and(|q| {
                            q.qual_type.starts_with("struct ") || q.qual_type.starts_with("union ")
                        })
                });
                match (c.name.as_deref(), typedef) {
                    (Some(name), _) => out.push((c, name)),
                    (None, Some(t)) => out.push((c, t.name())),
                    (None, None) => {}
                }
            }
            definitions(c, out);
        }
    }
    let mut defs = Vec::new();
    definitions(unit, &mut defs);
    let mut plain: HashSet<String> = HashSet::new();
    loop {
        let before = plain.len();
        let mut not_plain = HashSet::new();
        let mut candidates = HashSet::new();
        for &(d, name) in &defs {
            let fields_plain = d.bases.is_empty()
                && d.inner.iter().filter(|f| f.is("FieldDecl")).all(|f| {
                    f.ty.as_ref().is_some_and(|t| {
                        !may_hold_pointer(t.desugared.as_deref().unwrap_or(&t.qual_type), &plain)
                    })
                });
            if fields_plain {
                candidates.insert(name.to_string());
            } else {
                not_plain.insert(name.to_string());
            }
        }
        plain = candidates.difference(&not_plain).cloned().collect();
        if plain.len() == before {
            return plain;
        }
    }
}
