//! The walk over declarations: scopes for formals and locals, the contexts
//! in which `old` and global variables may appear, and implementation
//! signatures.

use std::collections::{HashMap, HashSet};

use super::env::{Formal, Globals};
use super::labels::check_duplicate_labels;
use super::scope::{LocalKind, Scopes};
use super::sink::{Explain, Sink};
use super::types::Ty;
use crate::syntax::ast::*;
use crate::syntax::span::Span;

/// Where an expression stands.
#[derive(Clone, Copy)]
pub(crate) struct Context {
    /// `old(e)` is allowed (postconditions and implementation bodies).
    pub old_allowed: bool,
    /// Global variables may be read (not in axioms and function bodies).
    pub globals_allowed: bool,
}

/// The implementation whose body is being checked.
pub(crate) struct ImplContext {
    pub procedure: String,
    pub modifies: HashSet<String>,
}

pub(crate) struct Checker<'a> {
    pub globals: &'a Globals,
    pub sink: &'a mut Sink,
    pub scopes: Scopes,
    pub ctx: Context,
    pub current: Option<ImplContext>,
    /// `{:id "name"}` of statements seen so far, program-wide.
    pub statement_ids: HashMap<String, Span>,
    /// The `group_size` and `num_groups` declarations seen so far.
    pub geometry_seen: [Option<Span>; 2],
    /// The first use of the GPU layer, if any.
    pub gpu_use: Option<Span>,
}

const ONE_STATE: Context = Context {
    old_allowed: false,
    globals_allowed: true,
};
const TWO_STATE: Context = Context {
    old_allowed: true,
    globals_allowed: true,
};
const CONSTANT: Context = Context {
    old_allowed: false,
    globals_allowed: false,
};

impl<'a> Checker<'a> {
    pub fn new(globals: &'a Globals, sink: &'a mut Sink) -> Self {
        Checker {
            globals,
            sink,
            scopes: Scopes::default(),
            ctx: ONE_STATE,
            current: None,
            statement_ids: HashMap::new(),
            geometry_seen: [None; 2],
            gpu_use: None,
        }
    }

    pub fn program(&mut self, program: &Program) {
        for decl in &program.decls {
            self.decl(decl);
        }
    }

    fn with_context<T>(&mut self, ctx: Context, f: impl FnOnce(&mut Self) -> T) -> T {
        let saved = self.ctx;
        self.ctx = ctx;
        let result = f(self);
        self.ctx = saved;
        result
    }

    fn decl(&mut self, decl: &Decl) {
        match &decl.kind {
            DeclKind::Type(t) => self.with_context(CONSTANT, |c| c.attributes(&t.attrs)),
            DeclKind::Const(k) => self.with_context(CONSTANT, |c| c.attributes(&k.attrs)),
            DeclKind::Axiom(a) => self.with_context(CONSTANT, |c| {
                c.attributes(&a.attrs);
                c.condition(&a.expr, "an axiom");
            }),
            DeclKind::Var(v) => self.with_context(ONE_STATE, |c| {
                if v.space != MemorySpace::Plain {
                    c.note_gpu_use(decl.span);
                }
                c.attributes(&v.attrs);
                for var in &v.vars {
                    c.attributes(&var.attrs);
                    if let Some(w) = &var.where_clause {
                        c.condition(w, "a where clause");
                    }
                }
            }),
            DeclKind::Function(f) => self.function(f),
            DeclKind::Procedure(p) => self.procedure(p),
            DeclKind::Implementation(i) => self.implementation(i),
            DeclKind::Geometry(g) => self.geometry(g, decl.span),
        }
    }

    fn function(&mut self, f: &FunctionDecl) {
        self.scopes.push();
        let info = self.globals.functions.get(&f.name.name);
        for (i, p) in f.params.iter().enumerate() {
            if let Some(name) = &p.name {
                let ty = info
                    .filter(|info| info.decl_is(f))
                    .and_then(|info| info.params.get(i).cloned())
                    .unwrap_or(Ty::Error);
                self.declare(name, ty, LocalKind::In);
            }
        }
        // A named result shares the parameters' scope, as in Boogie.
        if let Some(name) = &f.result.name {
            let ty = info
                .filter(|info| info.decl_is(f))
                .map_or(Ty::Error, |i| i.result.clone());
            self.declare(name, ty, LocalKind::Bound);
        }
        self.with_context(CONSTANT, |c| {
            c.attributes(&f.attrs);
            for p in f.params.iter().chain([&f.result]) {
                c.attributes(&p.attrs);
            }
            if let Some(body) = &f.body {
                let t = c.expr(body);
                if let Some(info) = info.filter(|info| info.decl_is(f)) {
                    if !t.agrees(&info.result) {
                        c.sink
                            .ty(
                                body.span,
                                format!(
                                    "function body has type {t}, but {} is declared to return {}",
                                    f.name.name, info.result
                                ),
                            )
                            .note(f.result.ty.span, "result type declared here");
                    }
                }
            }
        });
        self.scopes.pop();
    }

    fn procedure(&mut self, p: &ProcedureDecl) {
        if p.kernel {
            self.kernel(p);
        }
        let info = self.globals.procedures.get(&p.name.name);
        let ins = info.map(|i| i.ins.clone()).unwrap_or_default();
        let outs = info.map(|i| i.outs.clone()).unwrap_or_default();
        self.scopes.push();
        self.with_context(ONE_STATE, |c| {
            c.attributes(&p.attrs);
            c.formals(&p.ins, &ins, LocalKind::In);
            // In-parameters' where clauses see only in-parameters.
            c.where_clauses(&p.ins);
            for s in &p.specs {
                if let SpecKind::Requires(r) = &s.kind {
                    c.contract(r, "a precondition");
                }
            }
            c.formals(&p.outs, &outs, LocalKind::Out);
            c.where_clauses(&p.outs);
        });
        self.with_context(TWO_STATE, |c| {
            for s in &p.specs {
                if let SpecKind::Ensures(e) = &s.kind {
                    c.contract(e, "a postcondition");
                }
            }
        });
        if let Some(body) = &p.body {
            self.body(&p.name.name, body);
        }
        self.scopes.pop();
    }

    fn implementation(&mut self, imp: &ImplementationDecl) {
        let Some(info) = self.globals.procedures.get(&imp.name.name) else {
            self.sink.resolve(
                imp.name.span,
                format!(
                    "implementation given for undeclared procedure: {}",
                    imp.name.name
                ),
            );
            return;
        };
        self.scopes.push();
        self.with_context(ONE_STATE, |c| c.attributes(&imp.attrs));
        let ins = self.impl_formals(imp, &imp.ins, &info.ins, "in");
        let outs = self.impl_formals(imp, &imp.outs, &info.outs, "out");
        self.formals(&imp.ins, &ins, LocalKind::In);
        self.formals(&imp.outs, &outs, LocalKind::Out);
        for v in imp.ins.iter().chain(&imp.outs) {
            if let Some(w) = &v.where_clause {
                self.sink
                    .resolve(
                        w.span,
                        "an implementation's parameters cannot have where clauses",
                    )
                    .help("put the where clause on the procedure's parameter");
            }
        }
        self.body(&imp.name.name, &imp.body);
        self.scopes.pop();
    }

    /// The types of an implementation's formals, checked against its
    /// procedure's.
    fn impl_formals(
        &mut self,
        imp: &ImplementationDecl,
        vars: &[TypedIdent],
        expected: &[Formal],
        dir: &str,
    ) -> Vec<Formal> {
        let declared: Vec<Formal> = vars
            .iter()
            .map(|v| Formal {
                name: v.name.name.clone(),
                ty: self.globals.resolve_type(&v.ty, self.sink),
                span: v.name.span,
            })
            .collect();
        if declared.len() != expected.len() {
            self.sink
                .ty(
                    imp.name.span,
                    format!(
                        "mismatched number of {dir}-parameters in procedure implementation: {}",
                        imp.name.name
                    ),
                )
                .note(
                    self.globals.procedures[&imp.name.name].span,
                    format!("the procedure has {} {dir}-parameters", expected.len()),
                );
            return declared;
        }
        for (d, e) in declared.iter().zip(expected) {
            if !d.ty.agrees(&e.ty) {
                let renamed = if d.name != e.name {
                    format!(" (named {} in implementation)", d.name)
                } else {
                    String::new()
                };
                self.sink
                    .ty(
                        d.span,
                        format!(
                            "mismatched type of {dir}-parameter in implementation {}: {}{renamed}",
                            imp.name.name, e.name
                        ),
                    )
                    .note(e.span, format!("declared as {} here", e.ty));
            }
        }
        declared
    }

    fn formals(&mut self, vars: &[TypedIdent], resolved: &[Formal], kind: LocalKind) {
        for (i, v) in vars.iter().enumerate() {
            let ty = resolved.get(i).map(|f| f.ty.clone()).unwrap_or(Ty::Error);
            self.attributes(&v.attrs);
            self.declare(&v.name, ty, kind);
        }
    }

    fn where_clauses(&mut self, vars: &[TypedIdent]) {
        for v in vars {
            if let Some(w) = &v.where_clause {
                self.condition(w, "a where clause");
            }
        }
    }

    fn contract(&mut self, c: &Contract, what: &str) {
        self.attributes(&c.attrs);
        self.condition(&c.expr, what);
    }

    /// The body's locals share the scope of the formals (a local may not
    /// repeat a formal's name).
    fn body(&mut self, procedure: &str, body: &Body) {
        let modifies = self
            .globals
            .procedures
            .get(procedure)
            .map(|p| p.modifies.iter().cloned().collect())
            .unwrap_or_default();
        self.current = Some(ImplContext {
            procedure: procedure.to_string(),
            modifies,
        });
        for l in &body.locals {
            self.with_context(ONE_STATE, |c| c.attributes(&l.decl.attrs));
            for v in &l.decl.vars {
                let ty = self.globals.resolve_type(&v.ty, self.sink);
                self.attributes(&v.attrs);
                self.declare(&v.name, ty, LocalKind::Local);
            }
        }
        for l in &body.locals {
            for v in &l.decl.vars {
                if let Some(w) = &v.where_clause {
                    self.with_context(ONE_STATE, |c| c.condition(w, "a where clause"));
                }
            }
        }
        check_duplicate_labels(&body.stmts, self.sink);
        self.with_context(TWO_STATE, |c| c.block(&body.stmts));
        self.current = None;
    }
}

impl super::env::FunctionInfo {
    /// Whether this entry came from declaration `f` (and not from an earlier
    /// declaration of the same name).
    fn decl_is(&self, f: &FunctionDecl) -> bool {
        self.span == f.name.span
    }
}
