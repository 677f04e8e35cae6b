//! The stages chained: source text to a checked program.

use crate::diagnostics::Diagnostic;
use crate::gpu;
use crate::prelude;
use crate::sema::{self, Globals};
use crate::syntax::ast::{Decl, DeclKind, MemorySpace, Program, Stmt, StmtKind};
use crate::syntax::checks;
use crate::syntax::parser::{parse_program, Parsed};
use crate::syntax::span::{FileId, SourceMap};

/// A program that parsed and passed every semantic check.
pub struct Checked {
    pub program: Program,
    pub globals: Globals,
}

/// Parses `src` (file `file`) and runs the syntax-phase checks.
pub fn parse(file: FileId, src: &str) -> Parsed<Program> {
    let mut parsed = parse_program(file, src);
    if parsed.errors.is_empty() {
        parsed.errors = checks::check(&parsed.tree);
    }
    parsed
}

/// Parses and checks `src`; on failure, every error of the first phase that
/// found one. A kernel program gets the prelude's declarations first.
pub fn check(file: FileId, src: &str) -> Result<Checked, Vec<Diagnostic>> {
    let parsed = parse(file, src);
    if !parsed.errors.is_empty() {
        return Err(parsed.errors);
    }
    let mut program = parsed.tree;
    if is_kernel_program(&program) {
        let prelude = parse(prelude::FILE, prelude::source());
        if !prelude.errors.is_empty() {
            return Err(prelude.errors);
        }
        let used = crate::print::program_to_string(&program);
        let used: std::collections::HashSet<&str> = used
            .split(|c: char| !(c.is_alphanumeric() || "_.$#'~^?`".contains(c)))
            .collect();
        let parts = prelude::parts();
        let part_of = |d: &Decl| {
            parts
                .iter()
                .find(|(r, _)| r.contains(&(d.span.lo as usize)))
        };
        let wanted: Vec<bool> = parts
            .iter()
            .map(|(range, always)| {
                *always
                    || prelude.tree.decls.iter().any(|d| {
                        range.contains(&(d.span.lo as usize))
                            && declared_names(d).iter().any(|n| used.contains(n.as_str()))
                    })
            })
            .collect();
        let mut decls: Vec<Decl> = prelude
            .tree
            .decls
            .into_iter()
            .filter(|d| {
                part_of(d)
                    .and_then(|p| parts.iter().position(|q| q.0 == p.0))
                    .is_none_or(|i| wanted[i])
            })
            .collect();
        decls.append(&mut program.decls);
        program.decls = decls;
    }
    let globals = sema::check(&program)?;
    Ok(Checked { program, globals })
}

/// Lowers a checked kernel program to core IVL (the two-thread reduction)
/// and checks the result, which must pass: an error there is a bug of the
/// reduction, reported as such.
pub fn lower(
    checked: &Checked,
    options: &gpu::Options,
    sources: &SourceMap,
) -> Result<Checked, Vec<Diagnostic>> {
    // A front end's source line where it gave one (`{:source}`).
    let origins = crate::origin::Origins::collect(&checked.program);
    let line = |span: crate::syntax::span::Span| match origins.at(span) {
        Some(o) => o.line as usize,
        None => sources.file(span.file).line_col(span.lo).line,
    };
    let program = gpu::lower(&checked.program, options, &line)?;
    match sema::check(&program) {
        Ok(globals) => Ok(Checked { program, globals }),
        Err(errors) => Err(errors
            .into_iter()
            .map(|mut d| {
                d.message = format!("internal error in the two-thread reduction: {}", d.message);
                d
            })
            .collect()),
    }
}

/// The names a declaration introduces.
fn declared_names(d: &Decl) -> Vec<String> {
    match &d.kind {
        DeclKind::Function(f) => vec![f.name.name.clone()],
        DeclKind::Const(c) => c.names.iter().map(|n| n.name.clone()).collect(),
        DeclKind::Type(t) => t.defs.iter().map(|d| d.name.name.clone()).collect(),
        _ => Vec::new(),
    }
}

/// Whether a program uses the GPU layer's declarations or statements.
pub fn is_kernel_program(program: &Program) -> bool {
    fn has_gpu_statement(stmts: &[Stmt]) -> bool {
        stmts.iter().any(|s| match &s.kind {
            StmtKind::Barrier(_) | StmtKind::Atomic(_) => true,
            StmtKind::If(i) => i.blocks().iter().any(|b| has_gpu_statement(&b.stmts)),
            StmtKind::While(w) => has_gpu_statement(&w.body.stmts),
            _ => false,
        })
    }
    program.decls.iter().any(|d| match &d.kind {
        DeclKind::Geometry(_) => true,
        DeclKind::Var(v) => v.space != MemorySpace::Plain,
        DeclKind::Procedure(p) => {
            p.kernel
                || p.body
                    .as_ref()
                    .is_some_and(|b| has_gpu_statement(&b.stmts.stmts))
        }
        DeclKind::Implementation(i) => has_gpu_statement(&i.body.stmts.stmts),
        _ => false,
    })
}

/// Parses `src` and prints it canonically, keeping its comments.
pub fn format(file: FileId, src: &str) -> Result<String, Vec<Diagnostic>> {
    let Parsed {
        tree,
        comments,
        errors,
    }: Parsed<Program> = parse_program(file, src);
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(crate::print::format_source(&tree, src, &comments))
}
