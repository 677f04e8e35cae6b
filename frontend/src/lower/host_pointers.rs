//! Where the pointers a launch argument carries come from, in the host
//! code: a struct argument holds the pointers it was made from or given
//! (`P p = {d};`, `p.a = d;`, `thrust::device_ptr<int> dp(d)`), and a
//! call returns what it was given (`thrust::raw_pointer_cast(v.data())`).
//! Flow-insensitive: every value a variable is ever given counts.

use std::collections::HashMap;

use crate::clang::ast::{strip, Node};

/// Containers whose construction copies what it is given into memory of
/// their own (`thrust::device_vector<int> a(h), b(h)` are two arrays).
const COPYING_CONTAINERS: &[&str] = &[
    "thrust::device_vector",
    "thrust::host_vector",
    "std::vector",
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
}

impl<'a> HostSources<'a> {
    pub fn of(unit: &'a Node) -> Self {
        let mut sources = HostSources {
            given: HashMap::new(),
            vars: HashMap::new(),
            initialisers: HashMap::new(),
        };
        sources.collect(unit);
        sources
    }

    fn collect(&mut self, n: &'a Node) {
        match n.kind.as_str() {
            "VarDecl" | "ParmVarDecl" => {
                let ty =
                    n.ty.as_ref()
                        .map(|t| t.desugared.as_deref().unwrap_or(t.qual_type.as_str()));
                self.vars
                    .insert(&n.id, (n.name(), ty.is_none_or(may_hold_pointer)));
                let mut inits = n.inner.iter().filter(|c| !c.kind.ends_with("Attr"));
                if let Some(init) = inits.next() {
                    self.initialisers.insert(&n.id, init);
                    self.given.entry(&n.id).or_default().push(init);
                }
                self.given.entry(&n.id).or_default().extend(inits);
            }
            "BinaryOperator" | "CompoundAssignOperator"
                if matches!(n.opcode.as_deref(), Some("=" | "+=" | "-=")) =>
            {
                self.assigned(n.inner.first(), n.inner.get(1));
            }
            "CXXOperatorCallExpr"
                if n.inner.first().is_some_and(|c| {
                    strip(c)
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
            "CXXConstructExpr" | "CXXTemporaryObjectExpr"
                if COPYING_CONTAINERS
                    .iter()
                    .any(|c| e.type_str().trim_start_matches("const ").starts_with(c)) => {}
            "IntegerLiteral"
            | "FloatingLiteral"
            | "StringLiteral"
            | "CXXNullPtrLiteralExpr"
            | "UnaryExprOrTypeTraitExpr"
            | "LambdaExpr" => {}
            _ => {
                for c in &e.inner {
                    self.carried_into(c, path, out);
                }
            }
        }
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
/// pointer: anything but a number or an enum.
fn may_hold_pointer(ty: &str) -> bool {
    let bare = ty
        .split_whitespace()
        .filter(|w| !matches!(*w, "const" | "volatile"))
        .collect::<Vec<_>>()
        .join(" ");
    !(ARITHMETIC.contains(&bare.as_str()) || bare.starts_with("enum "))
}
