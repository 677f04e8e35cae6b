//! The two-thread reduction: a kernel program (with the prelude) to a core
//! program whose verification gives the kernel's verdict (`spec/gpu.md`
//! section 6).
//!
//! Thread-private state gets one copy per thread of an arbitrary pair of
//! distinct threads ([`thread`]); values the same in both threads keep one
//! copy ([`uniform`]); kernel bodies are predicated and instrumented for
//! races and barrier divergence ([`kernel`]); barriers check and assume
//! their invariants ([`barrier`]). Each kernel becomes one procedure
//! ([`procedure`]); the reduction's own state is declared once
//! ([`globals`]).

mod barrier;
mod base;
mod control;
mod device;
mod footprint;
mod globals;
mod inline;
mod kernel;
pub mod launch;
mod mangle;
mod modular;
mod names;
mod options;
mod overflow;
pub mod present;
mod procedure;
mod race;
mod race_scope;
mod thread;
mod uniform;

pub(crate) use base::atomics as atomic_arrays;
pub use mangle::WARP_SIZE;
pub use options::{names as names_array, race_checked, restrict_races, Checks, Options};

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use crate::diagnostics::Diagnostic;
use crate::syntax::ast::*;
use crate::syntax::build::*;
use crate::syntax::span::Span;
use base::base_names;
use device::is_device_procedure;
use globals::*;
use inline::is_modular;
use mangle::*;
use names::*;
use procedure::lower_kernel;
use thread::{mentions, unsupported, View};

/// Lowers a checked kernel program to core IVL; `line` gives the source
/// line of a position (for reports naming thread 1's access).
pub fn lower(
    program: &Program,
    options: &Options,
    line: &dyn Fn(Span) -> usize,
) -> Result<Program, Vec<Diagnostic>> {
    let base = base_names(program).map_err(|d| vec![d])?;
    let unknowns = barrier::unknown_counts(program, &base);
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
    out.extend(race_scope::note(program, &base, options).map_err(|d| vec![d])?);
    instrumentation(&base, &unknowns, &logged_lines, &mut out);
    out.extend(distinct_threads());
    out.extend(id_order());
    Ok(Program { decls: out })
}

/// The procedures whose bodies the reduction lowers for the pair: kernels,
/// `{:modular}` procedures with a body, and device procedures (inlined
/// where kernels call them). Others stay core procedures, verified as
/// sequential code; invariant inference leaves them alone.
pub fn kernel_code(program: &Program) -> HashSet<String> {
    let Ok(names) = base_names(program) else {
        return HashSet::new();
    };
    let private: HashSet<String> = names.thread_ids.union(&names.private).cloned().collect();
    program
        .decls
        .iter()
        .filter_map(|d| match &d.kind {
            DeclKind::Procedure(p)
                if p.kernel
                    || (is_modular(p) && p.body.is_some())
                    || is_device_procedure(p, program, &private, &names) =>
            {
                Some(p.name.name.clone())
            }
            _ => None,
        })
        .collect()
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
            out.extend(thread_id_copies(c, span));
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
        DeclKind::Var(v) => out.extend(lowered_vars(v, &both, span)?),
        DeclKind::Function(f)
            if f.body
                .as_ref()
                .is_some_and(|b| mentions(b, &names.thread_ids)) =>
        {
            return Err(function_reads_thread_id(f));
        }
        DeclKind::Geometry(g) => {
            let dims: Vec<String> = g.dims.iter().map(|(n, _)| n.clone()).collect();
            out.extend(geometry_axioms(g.kind, &dims, span));
        }
        DeclKind::Procedure(p) if p.kernel || (is_modular(p) && p.body.is_some()) => {
            let (lowered, lines) =
                lower_kernel(p, span, program, names, unknowns, (options, line))?;
            out.extend(lowered);
            for (array, lines) in lines {
                logged_lines.entry(array).or_default().extend(lines);
            }
        }
        DeclKind::Implementation(i) if implements(program, i, is_modular) => {
            return Err(unsupported(
                i.name.span,
                "a separate implementation of a `{:modular}` procedure (give the body in its declaration)",
            ));
        }
        // A device procedure is verified where kernels call it (inlined).
        DeclKind::Procedure(p) if is_device_procedure(p, program, &private, names) => {}
        DeclKind::Implementation(i)
            if implements(program, i, |p| {
                is_device_procedure(p, program, &private, names)
            }) =>
        {
            first_body(program, i, d.span)?;
        }
        DeclKind::Implementation(i) => {
            first_body(program, i, d.span)?;
            out.push(d.clone());
        }
        _ => out.push(d.clone()),
    }
    Ok(())
}

/// A thread-id constant, once per thread.
fn thread_id_copies(c: &ConstDecl, span: Span) -> Vec<Decl> {
    let attrs: Vec<Attribute> = c
        .attrs
        .iter()
        .filter(|a| a.name.name != "thread_id")
        .cloned()
        .collect();
    let mut out = Vec::new();
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
    out
}

/// A `var` declaration, a declaration per variable: a plain variable once
/// per thread (its `where` clause read in `both`), a shared or global
/// array with its lowered type.
fn lowered_vars(v: &VarDecl, both: &View, span: Span) -> Result<Vec<Decl>, Diagnostic> {
    let mut out = Vec::new();
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
                        ty: lowered_array_type(both.names, &x.name.name),
                        where_clause: None,
                    }],
                    space: MemorySpace::Plain,
                }),
                span,
            )),
        }
    }
    Ok(out)
}

/// The error for function `f`, whose body reads a thread id.
fn function_reads_thread_id(f: &FunctionDecl) -> Diagnostic {
    Diagnostic::error(
        crate::diagnostics::Phase::Program,
        f.name.span,
        format!(
            "the body of function `{}` reads a thread id: a function is the same for \
             every thread",
            f.name.name
        ),
    )
    .with_help("pass the id as an argument")
}

/// Whether `i` implements a procedure of `program` that passes `test`.
fn implements(
    program: &Program,
    i: &ImplementationDecl,
    test: impl Fn(&ProcedureDecl) -> bool,
) -> bool {
    program
        .decls
        .iter()
        .any(|d| matches!(&d.kind, DeclKind::Procedure(p) if p.name.name == i.name.name && test(p)))
}

/// An error unless `i` (at `span`) is its procedure's first body: calls
/// in kernels run the first, and a second would never be checked.
fn first_body(program: &Program, i: &ImplementationDecl, span: Span) -> Result<(), Diagnostic> {
    let first = program.decls.iter().find_map(|d| match &d.kind {
        DeclKind::Procedure(p) if p.name.name == i.name.name && p.body.is_some() => Some(d.span),
        DeclKind::Implementation(j) if j.name.name == i.name.name => Some(d.span),
        _ => None,
    });
    if first == Some(span) {
        return Ok(());
    }
    Err(unsupported(
        i.name.span,
        "a second body of a procedure in a kernel program (calls run the first; give one body)",
    ))
}
