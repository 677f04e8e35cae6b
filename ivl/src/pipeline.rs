//! The stages chained: IVL text to a verdict ([`verify`]), with every
//! stage shown to an [`Observer`]. The front ends sit outside: they hand
//! over the kernel IVL they produced.

use std::time::Instant;

use crate::confirm::Confirmer;
use crate::diagnostics::{Diagnostic, Phase};
use crate::gpu;
use crate::observe::{Observer, Stage};
use crate::origin::Origins;
use crate::prelude;
use crate::sema;
pub use crate::sema::Checked;
use crate::syntax::ast::{Decl, DeclKind, MemorySpace, Program, Stmt, StmtKind};
use crate::syntax::checks;
use crate::syntax::parser::{parse_program, Parsed};
use crate::syntax::span::{FileId, SourceMap};
use crate::verify::{self, Replayer, Report};

/// How a program is verified.
pub struct Settings<'a> {
    /// The two-thread reduction's options.
    pub kernel: gpu::Options,
    /// The verifier's options, or why no solver was found (reported only
    /// once the program checks).
    pub verify: Result<&'a verify::Options, &'a str>,
    /// Replay a kernel's failures by execution: the `ivl run` command that
    /// repeats a replay.
    pub confirm: Option<String>,
}

/// A program's verdict.
pub struct Verdict {
    pub report: Report,
    /// The front end's source positions in the program.
    pub origins: Origins,
    /// Whether the program was a kernel program, verified through its
    /// reduction.
    pub reduced: bool,
    /// The candidates inference decided, loop by loop and barrier by
    /// barrier.
    pub inferred: Vec<crate::infer::Decided>,
}

pub enum Error {
    /// The program does not check (or cannot be reduced).
    Input(Vec<Diagnostic>),
    /// No solver to verify it with.
    NoSolver(String),
}

/// The whole pipeline: the IVL text of `file` checked, a kernel program
/// reduced, every implementation verified.
pub fn verify(
    sources: &SourceMap,
    file: FileId,
    settings: &Settings,
    observer: &dyn Observer,
) -> Result<Verdict, Error> {
    let checked = timed(observer, Stage::Kernel, || {
        check(file, &sources.file(file).text)
    })
    .map_err(Error::Input)?;
    if observer.wants(Stage::Kernel) {
        observer.text(Stage::Kernel, None, &without_prelude(&checked.program));
    }
    let reduced = timed(observer, Stage::Reduced, || {
        reduce(&checked, &settings.kernel, sources)
    })
    .map_err(Error::Input)?;
    let core = reduced.as_ref().unwrap_or(&checked);
    if observer.wants(Stage::Reduced) {
        let text = crate::print::program_to_string(&core.program);
        observer.text(Stage::Reduced, None, &text);
    }
    let options = settings
        .verify
        .map_err(|e| Error::NoSolver(e.to_string()))?;
    let confirmer = match (&settings.confirm, reduced.is_some()) {
        (Some(command), true) => Some(Confirmer::new(
            &checked,
            sources,
            &settings.kernel,
            command.clone(),
        )),
        _ => None,
    };
    let replayer = confirmer.as_ref().map(|c| c as &dyn Replayer);
    let prior = match &reduced {
        Some(reduced) if options.engines.dynamic() && options.loops.uses_candidates() => {
            timed(observer, Stage::Inferred, || {
                dynamic_engine(&checked, reduced, &settings.kernel, sources)
            })
        }
        _ => verify::Prior::default(),
    };
    let report = verify::verify(core, options, &prior, replayer, observer).map_err(Error::Input)?;
    let refuted: std::collections::BTreeSet<String> = report
        .implementations
        .iter()
        .filter_map(|r| r.inference.as_ref())
        .flat_map(|i| i.refuted.iter().cloned())
        .collect();
    if observer.wants(Stage::Inferred) {
        let inferred = crate::infer::apply(&core.program, &refuted);
        observer.text(
            Stage::Inferred,
            None,
            &crate::print::program_to_string(&inferred),
        );
    }
    Ok(Verdict {
        inferred: crate::infer::decided(&core.program, &refuted),
        report,
        origins: Origins::collect(&checked.program),
        reduced: reduced.is_some(),
    })
}

/// The dynamic engine's refutations, from runs of the kernel program with
/// its candidates.
fn dynamic_engine(
    checked: &Checked,
    reduced: &Checked,
    options: &gpu::Options,
    sources: &SourceMap,
) -> verify::Prior {
    let started = Instant::now();
    let program = with_candidates(checked, options).unwrap_or_else(|| checked.program.clone());
    let outcome = match sema::check(&program) {
        Ok(globals) => {
            let kernel = Checked { program, globals };
            crate::infer::dynamic::refute(&kernel, sources, &reduced.program, options)
        }
        Err(_) => crate::infer::dynamic::Outcome::stopped(
            "the kernel program with its candidates does not check".into(),
        ),
    };
    verify::Prior {
        run: Some(verify::EngineRun {
            engine: verify::Engine::Dynamic,
            checks: 0,
            refuted: outcome.refuted.len(),
            time: started.elapsed(),
            stopped: outcome.stopped,
        }),
        refuted: outcome.refuted,
    }
}

fn timed<T>(observer: &dyn Observer, stage: Stage, work: impl FnOnce() -> T) -> T {
    let started = Instant::now();
    let result = work();
    observer.timed(stage, started.elapsed());
    result
}

/// A checked program's text without the prelude's declarations, which
/// checking it again adds.
pub fn without_prelude(program: &Program) -> String {
    let own = Program {
        decls: program
            .decls
            .iter()
            .filter(|d| d.span.file != prelude::FILE)
            .cloned()
            .collect(),
    };
    crate::print::program_to_string(&own)
}

/// A kernel program's two-thread reduction; `None` for a core program.
pub fn reduce(
    checked: &Checked,
    options: &gpu::Options,
    sources: &SourceMap,
) -> Result<Option<Checked>, Vec<Diagnostic>> {
    let Some(at) = checked.globals.gpu_use else {
        return Ok(None);
    };
    if !is_kernel_program(&checked.program) {
        return Err(vec![Diagnostic::error(
            Phase::Program,
            at,
            "the GPU layer's builtins need a kernel program",
        )
        .with_help("declare a `kernel procedure` (see spec/gpu.md)")]);
    }
    lower(checked, options, sources).map(Some)
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
    let with_candidates = with_candidates(checked, options);
    let kernel = with_candidates.as_ref().unwrap_or(&checked.program);
    let program = gpu::lower(kernel, options, &line)?;
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

/// The kernel program with inference's candidates added (`None` under
/// `--no-infer`).
fn with_candidates(checked: &Checked, options: &gpu::Options) -> Option<Program> {
    options.infer.as_ref().map(|o| {
        let kernel_code = gpu::kernel_code(&checked.program);
        crate::infer::add_candidates(&checked.program, o, &kernel_code)
    })
}

/// A reduced program with inference's result written in: the invariants
/// Houdini kept, the refuted candidates gone (spec/gpu.md section 10).
pub fn infer(reduced: &Checked, options: &verify::Options) -> Result<Checked, Vec<Diagnostic>> {
    let refuted = verify::infer(reduced, options)?;
    let program = crate::infer::apply(&reduced.program, &refuted);
    let globals = sema::check(&program)?;
    Ok(Checked { program, globals })
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
