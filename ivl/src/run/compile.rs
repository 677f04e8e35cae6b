//! From the checked kernel program to [`Compiled`]: global names to
//! storage, procedures (those the kernel reaches) to instruction lists,
//! axioms to the checks a launch must pass. What the interpreter cannot run
//! is a `not executable: ...` diagnostic at its position.

use std::collections::HashMap;

use super::program::*;
use super::value::MAX_WIDTH;
use crate::diagnostics::{Diagnostic, Phase};
use crate::origin::Origins;
use crate::sema::types::Ty;
use crate::sema::Globals;
use crate::syntax::ast::*;
use crate::syntax::span::{SourceMap, Span};

pub type R<T> = Result<T, Box<Diagnostic>>;

pub fn not_executable(span: Span, what: impl std::fmt::Display) -> Box<Diagnostic> {
    Box::new(Diagnostic::error(
        Phase::Program,
        span,
        format!("not executable by `ivl run`: {what}"),
    ))
}

/// What a global name stands for.
#[derive(Clone, Copy)]
pub(super) enum GlobalRef {
    Const(u32),
    ThreadId(Id, u8),
    Var(Place),
}

pub(super) struct Compiler<'a> {
    pub(super) program: &'a Program,
    pub(super) globals: &'a Globals,
    sources: &'a SourceMap,
    origins: Origins,
    pub(super) out: Compiled,
    pub(super) refs: HashMap<String, GlobalRef>,
    proc_ids: HashMap<String, u32>,
    pub(super) func_ids: HashMap<String, u32>,
    /// Uninterpreted functions an axiom mentions, with that axiom.
    pub(super) constrained: HashMap<String, Span>,
    position_ids: HashMap<Position, Pos>,
    /// Set while compiling a clause: it relates two threads / uses `old`.
    pub(super) relational: bool,
    pub(super) uses_old: bool,
    pub(super) assume_no_overflow: bool,
    /// Check candidate loop invariants (`CheckKind::Candidate`) rather
    /// than skip them.
    pub(super) check_candidates: bool,
}

/// Where names of formals and locals live while compiling a body.
pub(super) struct Scope<'s> {
    pub(super) slots: Option<&'s HashMap<String, u32>>,
    /// Bound variables, innermost last, counted from the function frame.
    pub(super) bound: Vec<String>,
    /// In code (not a specification): memory reads are accesses.
    pub(super) code: bool,
    /// In a function body or lambda: no variables.
    pub(super) pure: bool,
}

impl Scope<'_> {
    pub(super) fn spec(slots: &HashMap<String, u32>) -> Scope<'_> {
        Scope {
            slots: Some(slots),
            bound: Vec::new(),
            code: false,
            pure: false,
        }
    }
}

/// Thread ids and sizes by name: `local_id.x` ...
fn prelude_constant(name: &str) -> Option<(Result<Id, Size>, u8)> {
    let (base, dim) = name.rsplit_once('.')?;
    let dim = match dim {
        "x" => 0,
        "y" => 1,
        "z" => 2,
        _ => return None,
    };
    let kind = match base {
        "local_id" => Ok(Id::Local),
        "group_id" => Ok(Id::Group),
        "global_id" => Ok(Id::Global),
        "group_size" => Err(Size::Group),
        "num_groups" => Err(Size::NumGroups),
        _ => return None,
    };
    Some((kind, dim))
}

/// Compiles `kernel` and what it reaches.
pub fn compile(
    program: &Program,
    globals: &Globals,
    sources: &SourceMap,
    kernel: &str,
    assume_no_overflow: bool,
    check_candidates: bool,
) -> R<Compiled> {
    let mut c = Compiler {
        program,
        globals,
        sources,
        origins: Origins::collect(program),
        out: Compiled {
            procs: Vec::new(),
            funcs: Vec::new(),
            ufs: Vec::new(),
            axiom_constants: Vec::new(),
            kernel: 0,
            consts: Vec::new(),
            private: Vec::new(),
            shared: Vec::new(),
            global: Vec::new(),
            shared_written: Vec::new(),
            global_written: Vec::new(),
            named_types: Vec::new(),
            positions: Vec::new(),
            axioms: Vec::new(),
            uses_access_log: false,
            candidates: Vec::new(),
            spec_reads_shared: false,
        },
        refs: HashMap::new(),
        proc_ids: HashMap::new(),
        func_ids: HashMap::new(),
        constrained: HashMap::new(),
        position_ids: HashMap::new(),
        relational: false,
        uses_old: false,
        assume_no_overflow,
        check_candidates,
    };
    c.globals()?;
    c.constrained_functions();
    c.out.kernel = c.proc_id(kernel, Span::default())?;
    c.axioms();
    Ok(c.out)
}

impl<'a> Compiler<'a> {
    fn globals(&mut self) -> R<()> {
        for (name, t) in &self.globals.types {
            if t.synonym_of.is_none() {
                self.out.named_types.push(name.clone());
            }
        }
        let written: std::collections::HashSet<&str> = self
            .globals
            .procedures
            .values()
            .flat_map(|p| p.modifies.iter().map(String::as_str))
            .collect();
        for (name, v) in &self.globals.vars {
            let r = if v.is_const {
                match prelude_constant(name) {
                    Some((Ok(id), d)) => GlobalRef::ThreadId(id, d),
                    size => {
                        let i = self.out.consts.len() as u32;
                        self.out.consts.push(Constant {
                            name: name.clone(),
                            ty: v.ty.clone(),
                            unique: v.unique,
                            size: size.and_then(|(k, d)| k.err().map(|s| (s, d))),
                        });
                        GlobalRef::Const(i)
                    }
                }
            } else {
                let var = Variable {
                    name: name.clone(),
                    ty: v.ty.clone(),
                };
                let (list, place): (&mut Vec<Variable>, fn(u32) -> Place) = match v.space {
                    MemorySpace::Plain => (&mut self.out.private, Place::Private),
                    MemorySpace::Shared => {
                        self.out
                            .shared_written
                            .push(written.contains(name.as_str()));
                        (&mut self.out.shared, Place::Shared)
                    }
                    MemorySpace::Global => {
                        self.out
                            .global_written
                            .push(written.contains(name.as_str()));
                        (&mut self.out.global, Place::Global)
                    }
                };
                list.push(var);
                GlobalRef::Var(place(list.len() as u32 - 1))
            };
            self.check_type(&v.ty, v.span)?;
            self.refs.insert(name.clone(), r);
        }
        Ok(())
    }

    /// Bit-vectors wider than 128 bits cannot be represented.
    pub(super) fn check_type(&self, ty: &Ty, span: Span) -> R<()> {
        match ty {
            Ty::Bv(w) if *w > MAX_WIDTH => Err(not_executable(
                span,
                format!(
                    "bv{w} values (the interpreter's bit-vectors have at most {MAX_WIDTH} bits)"
                ),
            )),
            Ty::Map(m) => {
                for a in &m.args {
                    self.check_type(a, span)?;
                }
                self.check_type(&m.result, span)
            }
            _ => Ok(()),
        }
    }

    pub(super) fn position(&mut self, span: Span) -> Pos {
        let file = self.sources.file(span.file);
        let lc = file.line_col(span.lo);
        let (line, column) = (lc.line as u32, lc.col as u32);
        let p = match self.origins.at(span) {
            Some(o) => Position {
                file: o.file.clone(),
                line: o.line,
                column: o.column,
                ivl: Some((file.name.clone(), line, column)),
            },
            None => Position {
                file: file.name.clone(),
                line,
                column,
                ivl: None,
            },
        };
        if let Some(&id) = self.position_ids.get(&p) {
            return id;
        }
        let id = self.out.positions.len() as Pos;
        self.out.positions.push(p.clone());
        self.position_ids.insert(p, id);
        id
    }

    /// Functions without a body that an axiom mentions: their values are
    /// not arbitrary, so the interpreter cannot invent them; and the
    /// constants those axioms mention, whose values the same model gives.
    fn constrained_functions(&mut self) {
        for d in &self.program.decls {
            if let DeclKind::Axiom(a) = &d.kind {
                let mut names = Vec::new();
                applied(&a.expr, &mut names);
                let mut constrains = false;
                for name in names {
                    if self.is_uninterpreted(name) {
                        constrains = true;
                        self.constrained.entry(name.to_string()).or_insert(d.span);
                    }
                }
                if constrains {
                    let mut vars = Vec::new();
                    variables(&a.expr, &mut vars);
                    for v in vars {
                        let constant = self.globals.vars.get(v).is_some_and(|g| g.is_const);
                        if constant && !self.out.axiom_constants.iter().any(|c| c == v) {
                            self.out.axiom_constants.push(v.to_string());
                        }
                    }
                }
            }
        }
    }

    pub(super) fn function(&self, name: &str) -> Option<&'a FunctionDecl> {
        let info = self.globals.functions.get(name)?;
        match &self.program.decls[info.decl].kind {
            DeclKind::Function(f) => Some(f),
            _ => None,
        }
    }

    /// A function with neither a body nor a builtin meaning.
    fn is_uninterpreted(&self, name: &str) -> bool {
        self.function(name).is_some_and(|f| {
            f.body.is_none()
                && builtin_name(&f.attrs).is_none()
                && geometry_function(name).is_none()
        })
    }

    /// The axioms a launch is checked against: those about constants and
    /// interpreted functions (the others define uninterpreted functions,
    /// which the interpreter then refuses to invent).
    fn axioms(&mut self) {
        let no_slots = HashMap::new();
        for d in &self.program.decls {
            let DeclKind::Axiom(a) = &d.kind else {
                continue;
            };
            let mut names = Vec::new();
            applied(&a.expr, &mut names);
            if names.iter().any(|n| self.constrained.contains_key(*n)) {
                continue;
            }
            if let Ok(clause) =
                self.clause(&a.expr, &a.attrs, d.span, false, &Scope::spec(&no_slots))
            {
                self.out.axioms.push(clause);
            }
        }
    }

    pub(super) fn clause(
        &mut self,
        e: &Expr,
        attrs: &[Attribute],
        span: Span,
        free: bool,
        sc: &Scope,
    ) -> R<Clause> {
        self.relational = false;
        let mut sc = Scope {
            slots: sc.slots,
            bound: sc.bound.clone(),
            code: false,
            pure: sc.pure,
        };
        let expr = self.expr(e, &mut sc)?;
        Ok(Clause {
            expr,
            free,
            pos: self.position(span),
            span,
            relational: std::mem::take(&mut self.relational),
            msg: message(attrs),
        })
    }

    /// The index of procedure `name`, compiled on first use.
    pub(super) fn proc_id(&mut self, name: &str, at: Span) -> R<u32> {
        if let Some(&id) = self.proc_ids.get(name) {
            return Ok(id);
        }
        let info = self
            .globals
            .procedures
            .get(name)
            .ok_or_else(|| not_executable(at, format!("no procedure {name}")))?;
        let DeclKind::Procedure(decl) = &self.program.decls[info.decl].kind else {
            return Err(not_executable(at, format!("no procedure {name}")));
        };
        let id = self.out.procs.len() as u32;
        self.proc_ids.insert(name.to_string(), id);
        self.out.procs.push(Proc {
            name: name.to_string(),
            names: Vec::new(),
            ins: decl.ins.len() as u32,
            outs: decl.outs.len() as u32,
            slots: Vec::new(),
            wheres: Vec::new(),
            requires: Vec::new(),
            ensures: Vec::new(),
            code: Vec::new(),
            has_body: false,
            modifies: Vec::new(),
            uses_old: false,
        });
        let proc = self.procedure(decl)?;
        self.out.procs[id as usize] = proc;
        Ok(id)
    }

    fn procedure(&mut self, decl: &'a ProcedureDecl) -> R<Proc> {
        // The body: the declaration's own, else the first implementation.
        let implementation = self.program.decls.iter().find_map(|d| match &d.kind {
            DeclKind::Implementation(i) if i.name.name == decl.name.name => Some(i),
            _ => None,
        });
        let (ins, outs, body) = match (&decl.body, implementation) {
            (Some(b), _) => (&decl.ins, &decl.outs, Some(b)),
            (None, Some(i)) => (&i.ins, &i.outs, Some(&i.body)),
            (None, None) => (&decl.ins, &decl.outs, None),
        };
        let mut slots = Vec::new();
        let mut types = Vec::new();
        let mut wheres = Vec::new();
        let formals: Vec<&TypedIdent> = ins.iter().chain(outs).collect();
        let locals: Vec<&TypedIdent> = body
            .map(|b| b.locals.iter().flat_map(|l| &l.decl.vars).collect())
            .unwrap_or_default();
        let mut names = HashMap::new();
        for (i, v) in formals.iter().chain(&locals).enumerate() {
            let ty = self.globals.type_of(&v.ty);
            self.check_type(&ty, v.name.span)?;
            types.push(ty);
            names.insert(v.name.name.clone(), i as u32);
            slots.push(v.name.name.clone());
        }
        // The contract speaks of the declaration's formal names.
        let contract_names: HashMap<String, u32> = decl
            .ins
            .iter()
            .chain(&decl.outs)
            .enumerate()
            .map(|(i, v)| (v.name.name.clone(), i as u32))
            .collect();
        for (i, v) in decl.ins.iter().chain(&decl.outs).enumerate() {
            if let Some(w) = &v.where_clause {
                let c = self.clause(w, &[], w.span, true, &Scope::spec(&contract_names))?;
                wheres.push((i as u32, c));
            }
        }
        for (i, v) in locals.iter().enumerate() {
            if let Some(w) = &v.where_clause {
                let c = self.clause(w, &[], w.span, true, &Scope::spec(&names))?;
                wheres.push(((formals.len() + i) as u32, c));
            }
        }
        self.uses_old = false;
        let mut requires = Vec::new();
        let mut ensures = Vec::new();
        let mut modifies = Vec::new();
        for s in &decl.specs {
            match &s.kind {
                // A candidate claims nothing (spec/gpu.md section 10).
                SpecKind::Requires(c) | SpecKind::Ensures(c)
                    if c.attrs.iter().any(|a| a.name.name == "candidate") => {}
                SpecKind::Requires(c) => requires.push(self.clause(
                    &c.expr,
                    &c.attrs,
                    s.span,
                    c.free,
                    &Scope::spec(&contract_names),
                )?),
                SpecKind::Ensures(c) => ensures.push(self.clause(
                    &c.expr,
                    &c.attrs,
                    s.span,
                    c.free,
                    &Scope::spec(&contract_names),
                )?),
                SpecKind::Modifies(vars) => {
                    for v in vars {
                        match self.refs.get(&v.name) {
                            Some(GlobalRef::Var(Place::Private(i))) => modifies.push(*i),
                            Some(GlobalRef::Var(_)) if body.is_none() => {
                                return Err(not_executable(
                                    v.span,
                                    format!(
                                        "{} has no body and modifies the shared or global variable {}",
                                        decl.name.name, v.name
                                    ),
                                ))
                            }
                            _ => {}
                        }
                    }
                }
            }
        }
        let code = match body {
            Some(b) => {
                // A `{:modular}` procedure is verified with its logs empty
                // on entry, which a run's are not: its candidates are not
                // the run's to refute.
                let refutes = self.check_candidates;
                self.check_candidates &= !decl.attrs.iter().any(|a| a.name.name == "modular");
                let code = self.body(b, &names);
                self.check_candidates = refutes;
                code?
            }
            None => Vec::new(),
        };
        Ok(Proc {
            name: decl.name.name.clone(),
            names: slots,
            ins: ins.len() as u32,
            outs: outs.len() as u32,
            slots: types,
            wheres,
            requires,
            ensures,
            has_body: body.is_some(),
            code,
            modifies,
            uses_old: std::mem::take(&mut self.uses_old),
        })
    }

    pub(super) fn place(&self, name: &Ident, slots: &HashMap<String, u32>) -> R<Place> {
        if let Some(&s) = slots.get(&name.name) {
            return Ok(Place::Local(s));
        }
        match self.refs.get(&name.name) {
            Some(GlobalRef::Var(p)) => Ok(*p),
            _ => Err(not_executable(
                name.span,
                format!("no variable {}", name.name),
            )),
        }
    }

    pub(super) fn place_type(&self, p: Place, proc_slots: &[Ty]) -> Ty {
        match p {
            Place::Local(s) => proc_slots[s as usize].clone(),
            Place::Private(i) => self.out.private[i as usize].ty.clone(),
            Place::Shared(i) => self.out.shared[i as usize].ty.clone(),
            Place::Global(i) => self.out.global[i as usize].ty.clone(),
        }
    }
}

/// The `{:bvbuiltin "op"}` or `{:builtin "op"}` of a function.
pub(super) fn builtin_name(attrs: &[Attribute]) -> Option<&str> {
    attrs
        .iter()
        .find_map(|a| match (a.name.name.as_str(), a.args.as_slice()) {
            ("bvbuiltin" | "builtin", [AttrArg::Str(op, _)]) => Some(op.as_str()),
            _ => None,
        })
}

/// The prelude's geometry helpers, evaluated as their definitions.
pub(super) fn geometry_function(name: &str) -> Option<(Geo, u8)> {
    let (base, dim) = name.rsplit_once('.')?;
    let dim = ["x", "y", "z"].iter().position(|d| *d == dim)? as u8;
    let geo = match base {
        "group_id_of" => Geo::GroupOf,
        "local_id_of" => Geo::LocalOf,
        "global_id_of" => Geo::GlobalOf,
        _ => return None,
    };
    Some((geo, dim))
}

/// The names of the functions applied in `e`.
fn applied<'e>(e: &'e Expr, out: &mut Vec<&'e str>) {
    if let ExprKind::Apply(f, _) = &e.kind {
        out.push(&f.name);
    }
    e.for_each_child(&mut |c| applied(c, out));
}

/// The names `e` reads (bound variables included).
fn variables<'e>(e: &'e Expr, out: &mut Vec<&'e str>) {
    if let ExprKind::Var(v) = &e.kind {
        out.push(&v.name);
    }
    e.for_each_child(&mut |c| variables(c, out));
}

/// The `{:msg "..."}` of a clause.
pub(super) fn message(attrs: &[Attribute]) -> Option<String> {
    attrs
        .iter()
        .find_map(|a| match (a.name.name.as_str(), a.args.as_slice()) {
            ("msg", [AttrArg::Str(m, _)]) => Some(m.clone()),
            _ => None,
        })
}
