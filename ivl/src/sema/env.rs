//! The global environment: every top-level name with its resolved type or
//! signature. Building it reports undeclared types, duplicate declarations
//! and cyclic type synonyms.

use std::collections::HashMap;

use indexmap::IndexMap;

use super::sink::{Explain, Sink};
use super::suggest::closest;
use super::types::Ty;
use crate::syntax::ast::{self, DeclKind, MemorySpace, Program, SpecKind, TypeKind};
use crate::syntax::span::Span;

/// Every global name of a program, resolved.
#[derive(Debug, Default)]
pub struct Globals {
    pub types: IndexMap<String, TypeInfo>,
    /// Constants and global variables.
    pub vars: IndexMap<String, GlobalVar>,
    pub functions: IndexMap<String, FunctionInfo>,
    pub procedures: IndexMap<String, ProcedureInfo>,
    /// Where the program first uses the GPU layer (a kernel, a memory
    /// space, a barrier, a relational builtin ...), if it does.
    pub gpu_use: Option<Span>,
}

#[derive(Debug)]
pub struct TypeInfo {
    pub span: Span,
    /// The expansion of a synonym; `None` for an uninterpreted type.
    pub synonym_of: Option<Ty>,
}

#[derive(Debug)]
pub struct GlobalVar {
    pub span: Span,
    pub ty: Ty,
    pub is_const: bool,
    pub unique: bool,
    /// `const {:existential true} b: bool`: a candidate's switch, which
    /// invariant inference sets (spec/ivl.md section 9.10).
    pub existential: bool,
    /// GPU layer: where a variable lives (`Plain` for constants).
    pub space: MemorySpace,
}

#[derive(Debug)]
pub struct FunctionInfo {
    pub span: Span,
    pub params: Vec<Ty>,
    pub result: Ty,
    /// Index of the declaration in `Program::decls`.
    pub decl: usize,
}

#[derive(Debug)]
pub struct ProcedureInfo {
    pub span: Span,
    pub ins: Vec<Formal>,
    pub outs: Vec<Formal>,
    /// The globals named in `modifies` clauses (resolved ones only).
    pub modifies: Vec<String>,
    pub decl: usize,
}

#[derive(Debug, Clone)]
pub struct Formal {
    pub name: String,
    pub ty: Ty,
    pub span: Span,
}

impl Globals {
    /// The type a written type denotes in a checked program.
    pub fn type_of(&self, t: &ast::Type) -> Ty {
        self.resolve_type(t, &mut Sink::default())
    }

    /// Resolves a written type against the declared types.
    pub(crate) fn resolve_type(&self, t: &ast::Type, sink: &mut Sink) -> Ty {
        match &t.kind {
            TypeKind::Bool => Ty::Bool,
            TypeKind::Int => Ty::Int,
            TypeKind::Real => Ty::Real,
            TypeKind::Bv(w) => {
                if check_width(*w, t.span, sink) {
                    Ty::Bv(*w)
                } else {
                    Ty::Error
                }
            }
            TypeKind::Map(args, result) => Ty::map(
                args.iter().map(|a| self.resolve_type(a, sink)).collect(),
                self.resolve_type(result, sink),
            ),
            TypeKind::Named(name) => match self.types.get(&name.name) {
                Some(info) => info
                    .synonym_of
                    .clone()
                    .unwrap_or_else(|| Ty::Named(name.name.as_str().into())),
                None => {
                    let d = sink.resolve(name.span, format!("undeclared type: {}", name.name));
                    if let Some(hint) = closest(&name.name, self.types.keys().map(String::as_str)) {
                        d.help(format!("did you mean `{hint}`?"));
                    }
                    Ty::Error
                }
            },
        }
    }
}

/// The widest bit-vector type.
pub const MAX_BV_WIDTH: u32 = (1 << 31) - 1;

/// Reports a width over [`MAX_BV_WIDTH`] (the parser saturates widths that
/// do not fit in `u32`); returns whether the width is valid.
pub(crate) fn check_width(width: u32, span: Span, sink: &mut Sink) -> bool {
    if width > MAX_BV_WIDTH {
        sink.ty(
            span,
            format!("bit-vector width too large (at most {MAX_BV_WIDTH})"),
        );
        return false;
    }
    true
}

/// Collects the global names of `program`.
pub(crate) fn collect(program: &Program, sink: &mut Sink) -> Globals {
    let mut globals = Globals::default();
    collect_types(program, &mut globals, sink);
    let mut functions: HashMap<String, Span> = HashMap::new();
    let mut procedures: HashMap<String, Span> = HashMap::new();
    for (index, decl) in program.decls.iter().enumerate() {
        match &decl.kind {
            DeclKind::Const(c) => {
                let ty = globals.resolve_type(&c.ty, sink);
                if is_existential(&c.attrs) && !matches!(ty, Ty::Bool | Ty::Error) {
                    sink.ty(
                        c.ty.span,
                        "an existential constant (a candidate's switch) must be of type bool",
                    );
                }
                for name in &c.names {
                    let var = GlobalVar {
                        span: name.span,
                        ty: ty.clone(),
                        is_const: true,
                        unique: c.unique,
                        existential: is_existential(&c.attrs),
                        space: MemorySpace::Plain,
                    };
                    add_var(&mut globals, sink, name, var);
                }
            }
            DeclKind::Var(v) => {
                for var in &v.vars {
                    let ty = globals.resolve_type(&var.ty, sink);
                    let global = GlobalVar {
                        span: var.name.span,
                        ty,
                        is_const: false,
                        unique: false,
                        existential: false,
                        space: v.space,
                    };
                    add_var(&mut globals, sink, &var.name, global);
                }
            }
            DeclKind::Function(f) => {
                if !declare_callable(&mut functions, sink, &f.name, "function") {
                    continue;
                }
                let params = f
                    .params
                    .iter()
                    .map(|p| globals.resolve_type(&p.ty, sink))
                    .collect();
                let result = globals.resolve_type(&f.result.ty, sink);
                globals.functions.insert(
                    f.name.name.clone(),
                    FunctionInfo {
                        span: f.name.span,
                        params,
                        result,
                        decl: index,
                    },
                );
            }
            DeclKind::Procedure(p) => {
                if !declare_callable(&mut procedures, sink, &p.name, "procedure") {
                    continue;
                }
                let ins = formals(&globals, &p.ins, sink);
                let outs = formals(&globals, &p.outs, sink);
                globals.procedures.insert(
                    p.name.name.clone(),
                    ProcedureInfo {
                        span: p.name.span,
                        ins,
                        outs,
                        modifies: Vec::new(),
                        decl: index,
                    },
                );
            }
            DeclKind::Type(_)
            | DeclKind::Axiom(_)
            | DeclKind::Implementation(_)
            | DeclKind::Geometry(_) => {}
        }
    }
    collect_modifies(program, &mut globals, sink);
    globals
}

fn formals(globals: &Globals, vars: &[ast::TypedIdent], sink: &mut Sink) -> Vec<Formal> {
    vars.iter()
        .map(|v| Formal {
            name: v.name.name.clone(),
            ty: globals.resolve_type(&v.ty, sink),
            span: v.name.span,
        })
        .collect()
}

fn add_var(globals: &mut Globals, sink: &mut Sink, name: &ast::Ident, var: GlobalVar) {
    if let Some(previous) = globals.vars.get(&name.name) {
        let previous = previous.span;
        sink.resolve(
            name.span,
            format!("more than one declaration of variable name: {}", name.name),
        )
        .note(previous, "first declared here");
        return;
    }
    globals.vars.insert(name.name.clone(), var);
}

/// Functions and procedures have a namespace each (as in Boogie).
fn declare_callable(
    seen: &mut HashMap<String, Span>,
    sink: &mut Sink,
    name: &ast::Ident,
    kind: &str,
) -> bool {
    if let Some(previous) = seen.get(&name.name) {
        sink.resolve(
            name.span,
            format!("more than one declaration of {kind} name: {}", name.name),
        )
        .note(*previous, "first declared here");
        return false;
    }
    seen.insert(name.name.clone(), name.span);
    true
}

fn collect_modifies(program: &Program, globals: &mut Globals, sink: &mut Sink) {
    for (index, decl) in program.decls.iter().enumerate() {
        let DeclKind::Procedure(p) = &decl.kind else {
            continue;
        };
        let mut names = Vec::new();
        for spec in &p.specs {
            let SpecKind::Modifies(targets) = &spec.kind else {
                continue;
            };
            for t in targets {
                match globals.vars.get(&t.name) {
                    None => {
                        sink.resolve(t.span, format!("undeclared identifier: {}", t.name));
                    }
                    Some(v) if v.is_const => {
                        sink.resolve(
                            t.span,
                            format!("modifies clause names a constant: {}", t.name),
                        )
                        .help("only global variables can be modified");
                    }
                    Some(_) => {
                        if !names.contains(&t.name) {
                            names.push(t.name.clone());
                        }
                    }
                }
            }
        }
        if let Some(info) = globals.procedures.get_mut(&p.name.name) {
            if info.decl == index {
                info.modifies = names;
            }
        }
    }
}

/// `bv` followed by digits (any digits: `bv08` too) names no declared type.
fn is_reserved_bv_name(name: &str) -> bool {
    name.strip_prefix("bv")
        .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

/// Declares every type name, then expands synonyms (which may refer to types
/// declared later), reporting cycles.
fn collect_types(program: &Program, globals: &mut Globals, sink: &mut Sink) {
    let mut defs: IndexMap<String, &ast::TypeDef> = IndexMap::new();
    for decl in &program.decls {
        let DeclKind::Type(t) = &decl.kind else {
            continue;
        };
        for def in &t.defs {
            if is_reserved_bv_name(&def.name.name) {
                sink.resolve(
                    def.name.span,
                    format!("type name: {} is registered for bitvectors", def.name.name),
                );
            } else if let Some(previous) = defs.get(&def.name.name) {
                sink.resolve(
                    def.name.span,
                    format!("more than one declaration of type name: {}", def.name.name),
                )
                .note(previous.name.span, "first declared here");
            } else {
                defs.insert(def.name.name.clone(), def);
            }
        }
    }
    // Uninterpreted types first, so that synonyms can expand to them.
    for (name, def) in &defs {
        if def.synonym.is_none() {
            globals.types.insert(
                name.clone(),
                TypeInfo {
                    span: def.name.span,
                    synonym_of: None,
                },
            );
        }
    }
    let mut expanding = Vec::new();
    for name in defs.keys() {
        expand_synonym(name, &defs, globals, sink, &mut expanding);
    }
}

fn expand_synonym(
    name: &str,
    defs: &IndexMap<String, &ast::TypeDef>,
    globals: &mut Globals,
    sink: &mut Sink,
    expanding: &mut Vec<String>,
) -> Ty {
    if let Some(info) = globals.types.get(name) {
        return info
            .synonym_of
            .clone()
            .unwrap_or_else(|| Ty::Named(name.into()));
    }
    let def = defs[name];
    let Some(target) = &def.synonym else {
        return Ty::Named(name.into());
    };
    if expanding.iter().any(|n| n == name) {
        sink.resolve(
            def.name.span,
            format!("type synonym {name} is defined in terms of itself"),
        );
        return Ty::Error;
    }
    expanding.push(name.to_string());
    let ty = expand(target, defs, globals, sink, expanding);
    expanding.pop();
    globals.types.insert(
        name.to_string(),
        TypeInfo {
            span: def.name.span,
            synonym_of: Some(ty.clone()),
        },
    );
    ty
}

fn expand(
    t: &ast::Type,
    defs: &IndexMap<String, &ast::TypeDef>,
    globals: &mut Globals,
    sink: &mut Sink,
    expanding: &mut Vec<String>,
) -> Ty {
    match &t.kind {
        TypeKind::Named(n) if defs.contains_key(&n.name) => {
            if expanding.contains(&n.name) {
                sink.resolve(
                    n.span,
                    format!("type synonym {} is defined in terms of itself", n.name),
                );
                return Ty::Error;
            }
            expand_synonym(&n.name, defs, globals, sink, expanding)
        }
        TypeKind::Map(args, result) => Ty::map(
            args.iter()
                .map(|a| expand(a, defs, globals, sink, expanding))
                .collect(),
            expand(result, defs, globals, sink, expanding),
        ),
        _ => globals.resolve_type(t, sink),
    }
}

/// `{:existential}` or `{:existential true}` (Boogie's spelling).
pub fn is_existential(attrs: &[ast::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.name.name == "existential"
            && match a.args.as_slice() {
                [] => true,
                [ast::AttrArg::Expr(e)] => matches!(e.kind, ast::ExprKind::Bool(true)),
                _ => false,
            }
    })
}
