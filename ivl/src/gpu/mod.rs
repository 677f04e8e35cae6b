//! The two-thread reduction: a kernel program (with the prelude) to a core
//! program whose verification gives the kernel's verdict (`spec/gpu.md`
//! section 6).
//!
//! Thread-private state gets one copy per thread of an arbitrary pair of
//! distinct threads ([`thread`]); values the same in both threads keep one
//! copy ([`uniform`]); kernel bodies are predicated and instrumented for
//! races and barrier divergence ([`kernel`]); barriers check and assume
//! their invariants ([`barrier`]).

mod barrier;
mod footprint;
mod inline;
mod kernel;
pub mod launch;
mod mangle;
mod modular;
mod names;
mod options;
mod overflow;
pub mod present;
mod thread;
mod uniform;

pub use options::{Checks, Options};

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use crate::diagnostics::Diagnostic;
use crate::syntax::ast::*;
use crate::syntax::build::*;
use crate::syntax::span::Span;
use footprint::contains_return;
use inline::is_modular;
use kernel::{Lowering, Pred};
use mangle::*;
use names::*;
use thread::{rename, unsupported, View};

/// Lowers a checked kernel program to core IVL; `line` gives the source
/// line of a position (for reports naming thread 1's access).
pub fn lower(
    program: &Program,
    options: &Options,
    line: &dyn Fn(Span) -> usize,
) -> Result<Program, Vec<Diagnostic>> {
    let base = base_names(program).map_err(|d| vec![d])?;
    let mut unknowns: HashMap<String, usize> = HashMap::new();
    for d in &program.decls {
        if let DeclKind::Procedure(p) = &d.kind {
            if let Some(body) = &p.body {
                barrier_invariant_reads(&body.stmts.stmts, &base, &mut unknowns);
            }
        }
    }
    let mut out = Vec::new();
    let mut errors = Vec::new();
    let mut logged_lines = BTreeMap::new();
    for d in &program.decls {
        let context = (options, line, &mut logged_lines);
        match lower_decl(d, program, &base, &unknowns, context, &mut out) {
            Ok(()) => {}
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    for (kind, sizes) in [
        (GeometryKind::GroupSize, &options.group_size),
        (GeometryKind::NumGroups, &options.num_groups),
    ] {
        let Some(sizes) = sizes else { continue };
        if let Some(d) = program
            .decls
            .iter()
            .find(|d| matches!(&d.kind, DeclKind::Geometry(g) if g.kind == kind))
        {
            return Err(vec![Diagnostic::error(
                crate::diagnostics::Phase::Program,
                d.span,
                format!(
                    "`{}` is declared here and given on the command line",
                    kind.keyword()
                ),
            )
            .with_help(
                "give the sizes once: a second, different value would make every check vacuous",
            )]);
        }
        let dims: Vec<String> = sizes.iter().map(u32::to_string).collect();
        out.extend(geometry_axioms(kind, &dims, Span::default()));
    }
    let assumption = launch::axiom(program, options).map_err(|d| vec![d])?;
    launch::resolve(&mut out, assumption.is_some());
    out.extend(assumption);
    instrumentation(&base, &unknowns, &logged_lines, &mut out);
    out.extend(distinct_threads());
    out.extend(id_order());
    Ok(Program { decls: out })
}

fn base_names(program: &Program) -> Result<Names, Diagnostic> {
    let mut names = Names {
        thread_ids: HashSet::new(),
        shared: HashMap::new(),
        global: HashMap::new(),
        private: HashSet::new(),
        declared_functions: HashSet::new(),
        atomic: HashSet::new(),
        written: HashSet::new(),
    };
    for d in &program.decls {
        match &d.kind {
            DeclKind::Const(c) if c.attrs.iter().any(|a| a.name.name == "thread_id") => {
                names
                    .thread_ids
                    .extend(c.names.iter().map(|n| n.name.clone()));
            }
            DeclKind::Var(v) => {
                for x in &v.vars {
                    let name = x.name.name.clone();
                    match v.space {
                        MemorySpace::Plain => {
                            names.private.insert(name);
                        }
                        space => {
                            if !matches!(x.ty.kind, TypeKind::Map(..)) {
                                return Err(unsupported(
                                    x.name.span,
                                    "shared and global scalars (declare a map)",
                                ));
                            }
                            let table = if space == MemorySpace::Shared {
                                &mut names.shared
                            } else {
                                &mut names.global
                            };
                            table.insert(name, x.ty.clone());
                        }
                    }
                }
            }
            DeclKind::Function(f) => {
                names.declared_functions.insert(f.name.name.clone());
            }
            DeclKind::Procedure(ProcedureDecl { body: Some(b), .. })
            | DeclKind::Implementation(ImplementationDecl { body: b, .. }) => {
                atomics(&b.stmts.stmts, &mut names.atomic)
            }
            _ => {}
        }
    }
    for d in &program.decls {
        if let DeclKind::Procedure(p) = &d.kind {
            for spec in &p.specs {
                if let SpecKind::Modifies(xs) = &spec.kind {
                    names.written.extend(xs.iter().map(|x| x.name.clone()));
                }
            }
        }
    }
    Ok(names)
}

fn atomics(stmts: &[Stmt], out: &mut HashSet<String>) {
    for s in stmts {
        match &s.kind {
            StmtKind::Atomic(a) => {
                out.insert(a.location.name.name.clone());
            }
            StmtKind::If(i) => i.blocks().iter().for_each(|b| atomics(&b.stmts, out)),
            StmtKind::While(w) => atomics(&w.body.stmts, out),
            _ => {}
        }
    }
}

fn barrier_invariant_reads(stmts: &[Stmt], names: &Names, needed: &mut HashMap<String, usize>) {
    for s in stmts {
        match &s.kind {
            StmtKind::Barrier(b) => {
                for inv in &b.invariants {
                    let mut counts = HashMap::new();
                    barrier::unknowns_needed(&inv.expr, names, &mut counts);
                    for (a, n) in counts {
                        let entry = needed.entry(a).or_insert(0);
                        *entry = (*entry).max(n);
                    }
                }
            }
            StmtKind::If(i) => {
                for b in i.blocks() {
                    barrier_invariant_reads(&b.stmts, names, needed);
                }
            }
            StmtKind::While(w) => barrier_invariant_reads(&w.body.stmts, names, needed),
            _ => {}
        }
    }
}

fn decl(kind: DeclKind, span: Span) -> Decl {
    Decl { kind, span }
}

fn mentions(e: &Expr, set: &HashSet<String>) -> bool {
    let mut found = false;
    fn walk(e: &Expr, set: &HashSet<String>, found: &mut bool) {
        if let ExprKind::Var(x) = &e.kind {
            *found |= set.contains(&x.name);
        }
        e.for_each_child(&mut |c| walk(c, set, found));
    }
    walk(e, set, &mut found);
    found
}

/// The options, the source line of a position, and the lines the race
/// logs of the kernels lowered so far may hold, per array.
type LowerContext<'c> = (
    &'c Options,
    &'c dyn Fn(Span) -> usize,
    &'c mut BTreeMap<String, BTreeSet<usize>>,
);

fn lower_decl(
    d: &Decl,
    program: &Program,
    names: &Names,
    unknowns: &HashMap<String, usize>,
    (options, line, logged_lines): LowerContext,
    out: &mut Vec<Decl>,
) -> Result<(), Diagnostic> {
    let span = d.span;
    let both = View {
        names,
        enabled: [
            Expr::new(ExprKind::Bool(true), span),
            Expr::new(ExprKind::Bool(true), span),
        ],
        local_ids: None,
    };
    let private: HashSet<String> = names.thread_ids.union(&names.private).cloned().collect();
    match &d.kind {
        DeclKind::Const(c) if c.names.iter().any(|n| names.thread_ids.contains(&n.name)) => {
            let attrs: Vec<Attribute> = c
                .attrs
                .iter()
                .filter(|a| a.name.name != "thread_id")
                .cloned()
                .collect();
            for t in Thread::BOTH {
                let copies = c
                    .names
                    .iter()
                    .map(|n| ident(&copy(&n.name, t), n.span))
                    .collect();
                out.push(decl(
                    DeclKind::Const(ConstDecl {
                        attrs: attrs.clone(),
                        unique: c.unique,
                        names: copies,
                        ty: c.ty.clone(),
                    }),
                    span,
                ));
            }
        }
        DeclKind::Axiom(a) if mentions(&a.expr, &names.thread_ids) => {
            for t in Thread::BOTH {
                out.push(decl(
                    DeclKind::Axiom(AxiomDecl {
                        attrs: a.attrs.clone(),
                        expr: both.at(&a.expr, t)?,
                    }),
                    span,
                ));
            }
        }
        DeclKind::Var(v) => {
            for x in &v.vars {
                match v.space {
                    MemorySpace::Plain => {
                        for t in Thread::BOTH {
                            let where_clause =
                                x.where_clause.as_ref().map(|w| both.at(w, t)).transpose()?;
                            out.push(decl(
                                DeclKind::Var(VarDecl {
                                    attrs: v.attrs.clone(),
                                    vars: vec![TypedIdent {
                                        attrs: x.attrs.clone(),
                                        name: ident(&copy(&x.name.name, t), x.name.span),
                                        ty: x.ty.clone(),
                                        where_clause,
                                    }],
                                    space: MemorySpace::Plain,
                                }),
                                span,
                            ));
                        }
                    }
                    _ => out.push(decl(
                        DeclKind::Var(VarDecl {
                            attrs: v.attrs.clone(),
                            vars: vec![TypedIdent {
                                attrs: x.attrs.clone(),
                                name: x.name.clone(),
                                ty: lowered_array_type(names, &x.name.name),
                                where_clause: None,
                            }],
                            space: MemorySpace::Plain,
                        }),
                        span,
                    )),
                }
            }
        }
        DeclKind::Function(f)
            if f.body.as_ref().is_some_and(|b| mentions(b, &names.thread_ids)) =>
        {
            return Err(Diagnostic::error(
                crate::diagnostics::Phase::Program,
                f.name.span,
                format!(
                    "the body of function `{}` reads a thread id: a function is the same for \
                     every thread",
                    f.name.name
                ),
            )
            .with_help("pass the id as an argument"));
        }
        DeclKind::Geometry(g) => {
            let dims: Vec<String> = g.dims.iter().map(|(n, _)| n.clone()).collect();
            out.extend(geometry_axioms(g.kind, &dims, span));
        }
        DeclKind::Procedure(p) if p.kernel || (is_modular(p) && p.body.is_some()) => {
            let (lowered, lines) = lower_kernel(p, span, program, names, unknowns, (options, line))?;
            out.push(lowered);
            for (array, lines) in lines {
                logged_lines.entry(array).or_default().extend(lines);
            }
        }
        DeclKind::Implementation(i)
            if program.decls.iter().any(|d| {
                matches!(&d.kind, DeclKind::Procedure(p)
                    if p.name.name == i.name.name && is_modular(p))
            }) =>
        {
            return Err(unsupported(
                i.name.span,
                "a separate implementation of a `{:modular}` procedure (give the body in its declaration)",
            ));
        }
        // A device procedure is verified where kernels call it (inlined).
        DeclKind::Procedure(p) if is_device_procedure(p, program, &private, names) => {}
        DeclKind::Implementation(i)
            if program.decls.iter().any(|d| {
                matches!(&d.kind, DeclKind::Procedure(p)
                    if p.name.name == i.name.name && is_device_procedure(p, program, &private, names))
            }) =>
        {
            first_body(program, i, d.span)?;
        }
        DeclKind::Implementation(i) => {
            first_body(program, i, d.span)?;
            let kernel = out.iter().any(|o| matches!(&o.kind, DeclKind::Procedure(p) if p.name.name == i.name.name && p.attrs.iter().any(|a| a.name.name == "kernel")));
            if kernel {
                return Err(unsupported(
                    i.name.span,
                    "separate implementations of kernels",
                ));
            }
            out.push(d.clone());
        }
        _ => out.push(d.clone()),
    }
    Ok(())
}

/// An error unless `i` (at `span`) is its procedure's first body: calls
/// in kernels run the first, and a second would never be checked.
fn first_body(program: &Program, i: &ImplementationDecl, span: Span) -> Result<(), Diagnostic> {
    let first = program.decls.iter().find_map(|d| match &d.kind {
        DeclKind::Procedure(p) if p.name.name == i.name.name && p.body.is_some() => Some(d.span),
        DeclKind::Implementation(j) if j.name.name == i.name.name => Some(d.span),
        _ => None,
    });
    // Spans compare equal whatever their positions (AST equality ignores
    // them): compare the positions.
    if first.is_some_and(|f| (f.file, f.lo, f.hi) == (span.file, span.lo, span.hi)) {
        return Ok(());
    }
    Err(unsupported(
        i.name.span,
        "a second body of a procedure in a kernel program (calls run the first; give one body)",
    ))
}

/// A procedure that uses thread state or memory spaces, or calls one that
/// does (so that it, too, makes sense only inlined where kernels call it).
fn is_device_procedure(
    p: &ProcedureDecl,
    program: &Program,
    private: &HashSet<String>,
    names: &Names,
) -> bool {
    let mut seen = HashSet::new();
    let mut todo = vec![p];
    while let Some(q) = todo.pop() {
        if !seen.insert(q.name.name.clone()) {
            continue;
        }
        if procedure_uses_threads(q, private, names) {
            return true;
        }
        let mut callees = Vec::new();
        if let Some(b) = &q.body {
            called_procedures(&b.stmts, &mut callees);
        }
        todo.extend(program.decls.iter().filter_map(|d| match &d.kind {
            DeclKind::Procedure(c) if callees.contains(&c.name.name) => Some(c),
            _ => None,
        }));
    }
    false
}

fn called_procedures(block: &Block, out: &mut Vec<String>) {
    block.stmts.iter().for_each(|s| called_in(s, out));
}

fn called_in(s: &Stmt, out: &mut Vec<String>) {
    match &s.kind {
        StmtKind::Call(c) => out.push(c.callee.name.clone()),
        StmtKind::If(i) => {
            called_procedures(&i.then, out);
            match &i.els {
                Some(Else::Block(b)) => called_procedures(b, out),
                Some(Else::If(s)) => called_in(s, out),
                None => {}
            }
        }
        StmtKind::While(w) => called_procedures(&w.body, out),
        _ => {}
    }
}

fn procedure_uses_threads(p: &ProcedureDecl, private: &HashSet<String>, names: &Names) -> bool {
    let arrays: HashSet<String> = names
        .shared
        .keys()
        .chain(names.global.keys())
        .cloned()
        .collect();
    // The relational and access builtins only mean something for a pair
    // of threads.
    let builtin = |w: &str| {
        matches!(
            w,
            "__other"
                | "__same_group"
                | "__enabled"
                | "__uniform"
                | "__distinct"
                | "__read"
                | "__write"
        )
    };
    let words = |text: String| -> bool {
        text.split(|c: char| !(c.is_alphanumeric() || "_.$#'~^?`".contains(c)))
            .any(|w| {
                private.contains(w)
                    || arrays.contains(w)
                    || builtin(w)
                    || w == "barrier"
                    || w == "atomic"
            })
    };
    let touches = |e: &Expr| {
        mentions(e, private) || mentions(e, &arrays) || words(crate::print::expr_to_string(e))
    };
    let specs = p.specs.iter().any(|s| match &s.kind {
        SpecKind::Requires(c) | SpecKind::Ensures(c) => touches(&c.expr),
        SpecKind::Modifies(xs) => xs
            .iter()
            .any(|x| private.contains(&x.name) || arrays.contains(&x.name)),
    });
    specs
        || p.body.is_some()
            && words(crate::print::program_to_string(&Program {
                decls: vec![decl(DeclKind::Procedure(p.clone()), Span::default())],
            }))
}

fn lower_kernel(
    p: &ProcedureDecl,
    span: Span,
    program: &Program,
    base: &Names,
    unknowns: &HashMap<String, usize>,
    (options, line): (&Options, &dyn Fn(Span) -> usize),
) -> Result<(Decl, BTreeMap<String, BTreeSet<usize>>), Diagnostic> {
    let body = p
        .body
        .as_ref()
        .ok_or_else(|| unsupported(p.name.span, "kernels without a body"))?;
    // A kernel's parameters are the same in every thread; a device
    // procedure's are each thread's own.
    let device = !p.kernel;
    let mut types: HashMap<String, Type> = HashMap::new();
    for x in p.ins.iter().chain(&p.outs) {
        types.insert(x.name.name.clone(), x.ty.clone());
    }
    for l in &body.locals {
        for x in &l.decl.vars {
            types.insert(x.name.name.clone(), x.ty.clone());
        }
    }
    let mut inliner = inline::Inliner::new(program);
    let inlined = Block {
        stmts: inliner.stmts(&body.stmts.stmts, 0)?,
        span: body.stmts.span,
    };
    types.extend(std::mem::take(&mut inliner.locals));
    let candidates: HashSet<String> = types.keys().cloned().collect();
    let seeds: HashSet<String> = if device {
        p.ins.iter().map(|x| x.name.name.clone()).collect()
    } else {
        HashSet::new()
    };
    let parameters: HashSet<String> = p.ins.iter().map(|x| x.name.name.clone()).collect();
    let uniform = uniform::uniform(&inlined, &candidates, &seeds, &parameters, base);
    let names = Names {
        thread_ids: base.thread_ids.clone(),
        shared: base.shared.clone(),
        global: base.global.clone(),
        private: base
            .private
            .iter()
            .cloned()
            .chain(candidates.iter().filter(|c| !uniform.contains(*c)).cloned())
            .collect(),
        declared_functions: base.declared_functions.clone(),
        atomic: base.atomic.clone(),
        written: base.written.clone(),
    };
    let mut lowering = Lowering::new(&names, &uniform, &types, unknowns, options, line);
    if !device {
        lowering.arguments = p
            .ins
            .iter()
            .map(|x| {
                Expr::new(
                    ExprKind::Var(ident(&format!("{}$in", x.name.name), span)),
                    span,
                )
            })
            .collect();
    }
    lowering.footprints = footprint::footprints(program, &names, inliner.modular.values());
    lowering.callees = inliner.modular;
    let t = Expr::new(ExprKind::Bool(true), span);
    let pred = Pred::Uniform(t.clone());
    let mut stmts = Vec::new();

    // Race logs start empty; parameters start as the kernel's arguments.
    let arrays = names.written_arrays();
    let mut resets = Vec::new();
    for a in &arrays {
        for flag in log_flags(a) {
            resets.push((flag, Expr::new(ExprKind::Bool(false), span)));
        }
        for line in logged_lines(a) {
            resets.push((line, Expr::new(ExprKind::Int("0".into()), span)));
        }
    }
    if !resets.is_empty() {
        stmts.push(assign_all(resets, span));
    }
    let mut inputs = Vec::new();
    for x in &p.ins {
        let name = &x.name.name;
        for th in Thread::BOTH {
            let target = if uniform.contains(name) {
                name.clone()
            } else {
                copy(name, th)
            };
            let value = if device {
                copy(&input(name), th)
            } else {
                input(name)
            };
            inputs.push((target, var(&value, span)));
            if uniform.contains(name) {
                break;
            }
        }
    }
    if !inputs.is_empty() {
        stmts.push(assign_all(inputs, span));
    }
    if contains_return(&inlined.stmts) {
        lowering.track_returns(span, &mut stmts);
    }
    lowering.block(&inlined.stmts, &pred, &mut stmts)?;

    let view = View {
        names: &names,
        enabled: [t.clone(), t.clone()],
        local_ids: None,
    };
    let renamed: HashMap<String, String> = p
        .ins
        .iter()
        .map(|x| (x.name.name.clone(), input(&x.name.name)))
        .collect();
    let per_thread: HashMap<String, String> = p
        .ins
        .iter()
        .flat_map(|x| {
            Thread::BOTH.map(|th| (copy(&x.name.name, th), copy(&input(&x.name.name), th)))
        })
        .collect();
    // A precondition over the incoming values, for thread `th`.
    let entry = |e: &Expr, th| -> Result<Expr, Diagnostic> {
        if device {
            Ok(rename(&view.at(e, th)?, &per_thread))
        } else {
            view.at(&rename(e, &renamed), th)
        }
    };
    let failed = if device {
        format!("a postcondition of {} could not be proved", p.name.name)
    } else {
        "a postcondition of the kernel could not be proved".to_string()
    };
    let mut specs = Vec::new();
    for s in &p.specs {
        match &s.kind {
            SpecKind::Requires(c) => {
                for th in Thread::BOTH {
                    // Access predicates speak of thread 1's logs only.
                    if th == Thread::Two && thread::uses_access_predicate(&c.expr) {
                        continue;
                    }
                    specs.push(Spec {
                        kind: SpecKind::Requires(Contract {
                            free: c.free,
                            attrs: c.attrs.clone(),
                            expr: entry(&c.expr, th)?,
                        }),
                        span: s.span,
                    });
                }
            }
            SpecKind::Ensures(c) => {
                for th in Thread::BOTH {
                    if th == Thread::Two && thread::uses_access_predicate(&c.expr) {
                        continue;
                    }
                    let attrs = vec![
                        message(failed.clone()),
                        check_attribute("postcondition", &[], Vec::new()),
                    ];
                    let kind = if c.free || th == Thread::Two || options.checks == Checks::OnlyRaces
                    {
                        StmtKind::Assume(Vec::new(), view.at(&c.expr, th)?)
                    } else {
                        StmtKind::Assert(attrs, view.at(&c.expr, th)?)
                    };
                    stmts.push(stmt(kind, s.span));
                }
            }
            SpecKind::Modifies(_) => {}
        }
    }
    specs.push(Spec {
        kind: SpecKind::Modifies(modified(&names, &base.private, unknowns, span)),
        span,
    });

    let mut locals: Vec<LocalVars> = Vec::new();
    let mut local = |name: String, ty: Type| {
        locals.push(LocalVars {
            decl: VarDecl {
                attrs: Vec::new(),
                vars: vec![TypedIdent {
                    attrs: Vec::new(),
                    name: ident(&name, span),
                    ty,
                    where_clause: None,
                }],
                space: MemorySpace::Plain,
            },
            span,
        })
    };
    let mut declared: Vec<(&String, &Type)> = types.iter().collect();
    declared.sort_by(|a, b| a.0.cmp(b.0));
    for (name, ty) in declared {
        if uniform.contains(name) {
            local(name.clone(), ty.clone());
        } else {
            for th in Thread::BOTH {
                local(copy(name, th), ty.clone());
            }
        }
    }
    for (name, ty) in std::mem::take(&mut lowering.locals) {
        local(name, ty);
    }
    let ins = p
        .ins
        .iter()
        .flat_map(|x| {
            let names = if device {
                Thread::BOTH
                    .map(|th| copy(&input(&x.name.name), th))
                    .to_vec()
            } else {
                vec![input(&x.name.name)]
            };
            names.into_iter().map(|name| TypedIdent {
                attrs: x.attrs.clone(),
                name: ident(&name, x.name.span),
                ty: x.ty.clone(),
                where_clause: None,
            })
        })
        .collect();
    let lowered = decl(
        DeclKind::Procedure(ProcedureDecl {
            kernel: false,
            attrs: p.attrs.clone(),
            name: p.name.clone(),
            ins,
            outs: Vec::new(),
            specs,
            body: Some(Body {
                locals,
                stmts: Block {
                    stmts,
                    span: body.stmts.span,
                },
                span: body.span,
            }),
        }),
        span,
    );
    Ok((lowered, lowering.logged_lines))
}

/// `group_size.x == 64bv32` ... for each dimension (missing ones are 1).
fn geometry_axioms(kind: GeometryKind, dims: &[String], span: Span) -> Vec<Decl> {
    let sizes = match kind {
        GeometryKind::GroupSize => ["group_size.x", "group_size.y", "group_size.z"],
        GeometryKind::NumGroups => ["num_groups.x", "num_groups.y", "num_groups.z"],
    };
    sizes
        .iter()
        .enumerate()
        .map(|(i, size)| {
            let value = dims.get(i).map_or("1", String::as_str).to_string();
            decl(
                DeclKind::Axiom(AxiomDecl {
                    attrs: Vec::new(),
                    expr: eq(var(size, span), Expr::new(ExprKind::Bv(value, 32), span)),
                }),
                span,
            )
        })
        .collect()
}

/// `function {:inline} $access_line.A(line: int): bool { line == 3 || ... }`
/// over the lines that `A`'s logs may hold.
fn access_line_function(array: &str, lines: Option<&BTreeSet<usize>>, span: Span) -> Decl {
    let line = var("line", span);
    let body = lines
        .into_iter()
        .flatten()
        .map(|n| eq(line.clone(), Expr::new(ExprKind::Int(n.to_string()), span)))
        .reduce(or)
        .unwrap_or(Expr::new(ExprKind::Bool(false), span));
    decl(
        DeclKind::Function(FunctionDecl {
            attrs: vec![Attribute {
                name: ident("inline", span),
                args: Vec::new(),
                span,
            }],
            name: ident(&access_line(array), span),
            params: vec![FunctionParam {
                attrs: Vec::new(),
                name: Some(ident("line", span)),
                ty: Type {
                    kind: TypeKind::Int,
                    span,
                },
            }],
            result: FunctionParam {
                attrs: Vec::new(),
                name: None,
                ty: Type {
                    kind: TypeKind::Bool,
                    span,
                },
            },
            named_result: false,
            body: Some(body),
        }),
        span,
    )
}

/// Everything a lowered kernel may change.
fn modified(
    names: &Names,
    plain: &HashSet<String>,
    unknowns: &HashMap<String, usize>,
    span: Span,
) -> Vec<Ident> {
    let mut out: Vec<String> = Vec::new();
    let arrays = names.written_arrays();
    if !arrays.is_empty() {
        out.push(TRACK.to_string());
    }
    for a in arrays {
        out.push(a.clone());
        out.extend(log_flags(a));
        out.push(written_value(a));
        out.extend(logged_lines(a));
        for k in 0..unknowns.get(a).copied().unwrap_or(0) {
            out.push(unknown_chosen(a, k));
            for d in 0..index_types(names, a).len() {
                out.push(unknown(a, k, d));
            }
        }
    }
    let mut plain: Vec<&String> = plain.iter().collect();
    plain.sort();
    for g in plain {
        out.push(copy(g, Thread::One));
        out.push(copy(g, Thread::Two));
    }
    out.iter().map(|n| ident(n, span)).collect()
}

fn index_types(names: &Names, array: &str) -> Vec<Type> {
    match &names.array_type(array).kind {
        TypeKind::Map(args, _) => args.clone(),
        _ => Vec::new(),
    }
}

/// The race logs, watched elements and unknown locations of each array,
/// and the lines its logs may hold.
fn instrumentation(
    names: &Names,
    unknowns: &HashMap<String, usize>,
    logged_lines: &BTreeMap<String, BTreeSet<usize>>,
    out: &mut Vec<Decl>,
) {
    let span = Span::default();
    let bool_ty = Type {
        kind: TypeKind::Bool,
        span,
    };
    let int_ty = Type {
        kind: TypeKind::Int,
        span,
    };
    let arrays = names.written_arrays();
    if !arrays.is_empty() {
        out.push(decl(
            DeclKind::Var(VarDecl {
                attrs: Vec::new(),
                vars: vec![TypedIdent {
                    attrs: Vec::new(),
                    name: ident(TRACK, span),
                    ty: bool_ty.clone(),
                    where_clause: None,
                }],
                space: MemorySpace::Plain,
            }),
            span,
        ));
    }
    for a in arrays {
        out.push(access_line_function(a, logged_lines.get(a), span));
        let element = match &names.array_type(a).kind {
            TypeKind::Map(_, r) => (**r).clone(),
            _ => continue,
        };
        let typed = |name: String, ty: Type| TypedIdent {
            attrs: Vec::new(),
            name: ident(&name, span),
            ty,
            where_clause: None,
        };
        for (k, ty) in index_types(names, a).into_iter().enumerate() {
            out.push(decl(
                DeclKind::Const(ConstDecl {
                    attrs: Vec::new(),
                    unique: false,
                    names: vec![ident(&watch(a, k), span)],
                    ty,
                }),
                span,
            ));
        }
        let mut vars: Vec<TypedIdent> = log_flags(a)
            .into_iter()
            .map(|f| typed(f, bool_ty.clone()))
            .collect();
        vars.push(typed(written_value(a), element));
        for line in mangle::logged_lines(a) {
            vars.push(typed(line, int_ty.clone()));
        }
        for k in 0..unknowns.get(a).copied().unwrap_or(0) {
            vars.push(typed(unknown_chosen(a, k), bool_ty.clone()));
            for (d, ty) in index_types(names, a).into_iter().enumerate() {
                vars.push(typed(unknown(a, k, d), ty));
            }
        }
        out.push(decl(
            DeclKind::Var(VarDecl {
                attrs: Vec::new(),
                vars,
                space: MemorySpace::Plain,
            }),
            span,
        ));
    }
}

/// `$distinct`: the pair is two distinct threads. It is one thread twice
/// only where no two exist, in a group of one thread: a launch of one
/// thread, or `--only-intra-group` with groups of one, has no pair of
/// distinct threads, and its assertions are still checked; race and
/// divergence checks hold when `$distinct`.
fn distinct_threads() -> Vec<Decl> {
    let span = Span::default();
    let same_local = ["local_id.x", "local_id.y", "local_id.z"]
        .iter()
        .map(|n| {
            eq(
                var(&copy(n, Thread::One), span),
                var(&copy(n, Thread::Two), span),
            )
        })
        .reduce(and)
        .expect("three dimensions");
    let one_thread_groups = ["group_size.x", "group_size.y", "group_size.z"]
        .iter()
        .map(|n| eq(var(n, span), Expr::new(ExprKind::Bv("1".into(), 32), span)))
        .reduce(and)
        .expect("three dimensions");
    let axiom = |expr| {
        decl(
            DeclKind::Axiom(AxiomDecl {
                attrs: Vec::new(),
                expr,
            }),
            span,
        )
    };
    vec![
        decl(
            DeclKind::Const(ConstDecl {
                attrs: Vec::new(),
                unique: false,
                names: vec![ident(DISTINCT, span)],
                ty: bool_type(),
            }),
            span,
        ),
        axiom(Expr::new(
            ExprKind::Binary(
                BinaryOp::Iff,
                Box::new(distinct(span)),
                Box::new(not(and(same_group(span), same_local))),
            ),
            span,
        )),
        axiom(or(distinct(span), one_thread_groups)),
    ]
}

/// `a$1 < a$2 || a$2 < a$1 || a$1 == a$2` for each local id `a`: true of
/// any two bit-vectors, but z3 would otherwise derive it bit by bit
/// whenever a proof orders the two threads, which costs more the more bits
/// the group size leaves free (the modular stream compaction took 1.7x as
/// long at 2^31 threads as at 4 without it). Not for group ids: there it
/// turned a counterexample of a kernel with quantified axioms into
/// `unknown`.
fn id_order() -> Vec<Decl> {
    let span = Span::default();
    let ult = |a: &str, b: &str| {
        Expr::new(
            ExprKind::Apply(ident("bv32_ult", span), vec![var(a, span), var(b, span)]),
            span,
        )
    };
    ["local_id.x", "local_id.y", "local_id.z"]
        .iter()
        .map(|id| {
            let (a, b) = (copy(id, Thread::One), copy(id, Thread::Two));
            let expr = or(
                or(ult(&a, &b), ult(&b, &a)),
                eq(var(&a, span), var(&b, span)),
            );
            decl(
                DeclKind::Axiom(AxiomDecl {
                    attrs: Vec::new(),
                    expr,
                }),
                span,
            )
        })
        .collect()
}
