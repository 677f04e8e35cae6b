//! `ivl verify`: every implementation of a checked program, proved or
//! refuted, in parallel.
//!
//! Each worker thread owns one solver process, which gets the program's
//! declarations once; each implementation is checked between `push` and
//! `pop`. Results come back in declaration order whatever the scheduling.

mod answers;
mod check;
mod engines;
mod houdini;
pub mod json;
pub mod report;
mod values;

pub use engines::{Engine, EngineRun, Engines};
pub use houdini::Effort;
pub use values::show as show_value;

use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::cfg::{build, k_induction, loops, unroll, LoopError, LoopErrorKind, LoopMode};
use crate::cfg::{Cfg, OriginKind, Site};
use crate::diagnostics::{Diagnostic, Phase};
use crate::observe::{Observer, Silent, Stage, Unit};
use crate::sema::Checked;
use crate::smt::process::Solver;
use crate::smt::sexp::Sexp;
use crate::smt::SolverConfig;
use crate::syntax::span::Span;
use crate::vc::names::Names;
pub use crate::vc::passify::Assigned;
use crate::vc::term::Translator;
use crate::vc::{passify, program, wp};

#[derive(Clone)]
pub struct Options {
    pub solver: SolverConfig,
    /// Failures reported per implementation at most (Boogie's 5).
    pub error_limit: usize,
    pub jobs: usize,
    /// How inference refutes candidates (Houdini alone by default).
    pub engines: Engines,
    /// Infer invariants, check nothing else (`--infer-only`).
    pub infer_only: bool,
    /// How loops are made acyclic: cut, unrolled (bounded checking, where
    /// no candidate is used), or k-induction.
    pub loops: LoopMode,
}

/// The most blocks a graph may have once its loops are unrolled or
/// transformed for k-induction.
pub const MAX_BLOCKS: usize = 20_000;

pub struct Report {
    pub implementations: Vec<ImplResult>,
    /// The named assumptions the program's verdicts rest on: the text of
    /// each `axiom {:assumption "TEXT"} ...` (spec/ivl.md section 9.5).
    pub assumptions: Vec<String>,
    /// How loops were made acyclic.
    pub loops: LoopMode,
}

pub struct ImplResult {
    pub name: String,
    pub span: Span,
    pub outcome: Outcome,
    pub failures: Vec<Failure>,
    /// Our time: building the VC, and reading models into reports.
    pub own_time: Duration,
    pub solver_time: Duration,
    /// Replaying failures (`Replayer`), its solver queries included.
    pub replay_time: Duration,
    /// Bytes of SMT-LIB in the implementation's query.
    pub vc_size: usize,
    /// Invariant inference, when the implementation has candidates.
    pub inference: Option<Inference>,
}

/// Invariant inference on one implementation (spec/ivl.md section 9.10).
#[derive(Clone, Debug)]
pub struct Inference {
    /// The existential constants the implementation mentions.
    pub candidates: BTreeSet<String>,
    /// Those found false (all of them when inference did not finish).
    pub refuted: BTreeSet<String>,
    /// Whether Houdini ran in this implementation's own check (else the
    /// constants were decided for the whole program first).
    local: bool,
    pub effort: Effort,
    /// Houdini's time in this implementation's check.
    pub time: Duration,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Verified,
    /// Failures were found (all of them, up to the limit).
    Failed,
    /// Only inference ran (`--infer-only`): the properties were not checked.
    NotChecked,
    /// Under `--loop-unwind=N`, nothing fails in the executions that go
    /// round each loop at most N times: not a proof.
    Bounded(usize),
    /// The solver answered `unknown` for a reason other than time.
    Inconclusive(String),
    TimedOut,
    SolverError(String),
}

/// A failing assertion, with the path that fails it and the values that
/// explain why.
pub struct Failure {
    pub site: Site,
    /// For a postcondition: where the failing path leaves the body.
    pub return_span: Option<Span>,
    pub trace: Vec<TraceStep>,
    /// Source expression and value, in the order they occur.
    pub values: Vec<(String, String)>,
    /// For a race: the source lines of thread 1's logged accesses that the
    /// check reads (0: none logged).
    pub thread1_lines: Vec<u32>,
    /// The assignments the failing path makes before it enters a loop
    /// (each made once, so the model's value of its symbol is the one it
    /// assigns), in order.
    pub assigned: Vec<Assigned>,
    /// What executing the counterexample showed, when a replayer ran.
    pub replay: Option<Replay>,
}

/// Replays a failure while the solver still holds the model that shows it
/// (`ivl verify` confirms kernel failures with `ivl run` this way).
pub trait Replayer: Sync {
    fn replay(&self, implementation: &str, failure: &Failure, model: &mut dyn Model) -> Replay;
}

/// The solver's model of the failure being replayed.
pub trait Model {
    /// The values of SMT-LIB terms over the query's symbols.
    fn values(&mut self, terms: &[String]) -> Result<Vec<Sexp>, String>;
    /// Looks for a model of the same failure in which the SMT-LIB formula
    /// `condition` holds too; on `true` the model is that one.
    fn narrow(&mut self, condition: &str) -> Result<bool, String>;
}

/// A replay's outcome.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The execution shows the failure.
    pub confirmed: bool,
    /// `confirmed by execution: ...` or `not confirmed by execution: ...`.
    pub text: String,
    /// How to repeat the execution: `ivl run ...`, to which the inputs
    /// file, when written, is added as `--inputs=FILE`.
    pub command: Option<String>,
    /// The execution's inputs, in `ivl run --inputs` form.
    pub inputs: Option<serde_json::Value>,
    /// All of it, for the JSON report.
    pub json: serde_json::Value,
}

#[derive(Clone, Copy, Debug)]
pub struct TraceStep {
    pub span: Span,
    pub kind: OriginKind,
}

impl Report {
    pub fn count(&self, f: impl Fn(&ImplResult) -> bool) -> usize {
        self.implementations.iter().filter(|r| f(r)).count()
    }

    pub fn verified(&self) -> usize {
        self.count(|r| r.outcome == Outcome::Verified)
    }

    pub fn bounded(&self) -> usize {
        self.count(|r| matches!(r.outcome, Outcome::Bounded(_)))
    }

    pub fn errors(&self) -> usize {
        self.implementations.iter().map(|r| r.failures.len()).sum()
    }

    /// Keeps, of an implementation's failures that a user cannot tell
    /// apart (the same check, with the same message, at the same position
    /// of a front end's source), the first. A front end may lower one
    /// access of its source to several (memory seen byte by byte reads
    /// each byte), each checked on its own.
    pub fn merge_same_origin(&mut self, origins: &crate::origin::Origins) {
        for r in &mut self.implementations {
            let mut seen = std::collections::HashSet::new();
            r.failures.retain(|f| {
                let Some(o) = origins.at(f.return_span.unwrap_or(f.site.span)) else {
                    return true;
                };
                let class = f.site.class.as_ref().map(|c| match c {
                    crate::cfg::CheckClass::Race {
                        array,
                        access,
                        conflict,
                        ..
                    } => format!("race {array} {access} {conflict}"),
                    other => other.name().to_string(),
                });
                seen.insert((
                    o.file.clone(),
                    o.line,
                    o.column,
                    f.site.message.clone(),
                    class,
                    std::mem::discriminant(&f.site.kind),
                ))
            });
        }
    }

    /// Implementations whose inference completed under `--infer-only`.
    pub fn not_checked(&self) -> usize {
        self.count(|r| r.outcome == Outcome::NotChecked)
    }

    /// Implementations where inference gave up (the solver could not
    /// decide, or a loop invariant of the program fails).
    pub fn inference_gave_up(&self) -> usize {
        self.count(|r| {
            r.inference
                .as_ref()
                .is_some_and(|i| i.effort.gave_up.is_some())
        })
    }

    pub fn inconclusive(&self) -> usize {
        self.count(|r| matches!(r.outcome, Outcome::Inconclusive(_)))
    }

    pub fn timeouts(&self) -> usize {
        self.count(|r| r.outcome == Outcome::TimedOut)
    }

    pub fn solver_errors(&self) -> usize {
        self.count(|r| matches!(r.outcome, Outcome::SolverError(_)))
    }
}

/// Candidates refuted before the implementations are checked (by the
/// dynamic engine, on the kernel program), with that engine's part.
#[derive(Default)]
pub struct Prior {
    pub refuted: BTreeSet<String>,
    pub run: Option<EngineRun>,
}

/// Everything shared by the workers of one run.
struct Shared<'a> {
    checked: &'a Checked,
    inlined: &'a HashMap<&'a str, (&'a build::Implementation<'a>, u32)>,
    translator: &'a Translator<'a>,
    declarations: &'a str,
    options: &'a Options,
    replayer: Option<&'a dyn Replayer>,
    observer: &'a dyn Observer,
    /// Existential constants refuted before the implementations' checks,
    /// when some constant is shared by several implementations.
    refuted: Option<BTreeSet<String>>,
    prior: &'a Prior,
    /// The graph of each implementation verified, in order.
    graphs: &'a [Graph],
}

/// One implementation's graph, its loops made acyclic as the options say.
struct Graph {
    cfg: Cfg,
    /// How many loops were unrolled or transformed for k-induction.
    loops: usize,
}

impl Shared<'_> {
    /// A solver process that holds the program's declarations.
    fn solver(&self) -> Result<Solver, Outcome> {
        let mut solver = Solver::start(&self.options.solver).map_err(answers::solver_outcome)?;
        solver
            .send(self.declarations)
            .map_err(answers::solver_outcome)?;
        Ok(solver)
    }

    /// Replaces `solver` by a fresh one, keeping its busy time.
    fn restart(&self, solver: &mut Solver) -> Result<(), Outcome> {
        let mut fresh = self.solver()?;
        fresh.busy = solver.busy;
        *solver = fresh;
        Ok(())
    }
}

/// Verifies every implementation of a core program. A kernel program must
/// be reduced first (`pipeline::lower`). Each failure found is handed to
/// `replayer`, if any, with its model; `observer` sees each
/// implementation's stages. An error for each loop that cannot be unrolled
/// (or transformed) as `options.loops` asks, and nothing is verified then.
pub fn verify(
    checked: &Checked,
    options: &Options,
    prior: &Prior,
    replayer: Option<&dyn Replayer>,
    observer: &dyn Observer,
) -> Result<Report, Vec<Diagnostic>> {
    with_shared(
        checked,
        (options, prior),
        (replayer, observer),
        |shared, todo| {
            let refuted = if options.loops.uses_candidates() {
                infer_program(shared, todo, false)
            } else {
                None
            };
            let shared = Shared { refuted, ..*shared };
            verify_all(&shared, todo)
        },
    )
}

/// What the workers of a run share, made for `checked`, and its verified
/// implementations, handed to `work`; or the errors of loops that cannot
/// be made acyclic as the options ask.
fn with_shared<R>(
    checked: &Checked,
    (options, prior): (&Options, &Prior),
    (replayer, observer): (Option<&dyn Replayer>, &dyn Observer),
    work: impl FnOnce(&Shared, &[&build::Implementation]) -> R,
) -> Result<R, Vec<Diagnostic>> {
    let impls = build::implementations(&checked.program);
    let inlined = build::inlined(&impls);
    let names = Names::new(&checked.program, &checked.globals);
    let translator = Translator::new(&names, &checked.globals);
    let declarations = program::declarations(&checked.program, &translator);
    let todo: Vec<&build::Implementation> = impls.iter().filter(|i| i.is_verified()).collect();
    let mut graphs = Vec::new();
    let mut errors = Vec::new();
    for (index, imp) in todo.iter().enumerate() {
        let unit = Unit {
            index,
            name: &imp.name.name,
        };
        match graph(checked, &inlined, imp, options.loops, (observer, unit)) {
            Ok(g) => graphs.push(g),
            Err(e) => errors.push(loop_error(e, options.loops, &imp.name.name)),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let shared = Shared {
        checked,
        inlined: &inlined,
        translator: &translator,
        declarations: &declarations,
        options,
        replayer,
        observer,
        refuted: None,
        prior,
        graphs: &graphs,
    };
    Ok(work(&shared, &todo))
}

/// Why `name`'s loops cannot be made acyclic as `mode` asks.
fn loop_error(e: LoopError, mode: LoopMode, name: &str) -> Diagnostic {
    let how = match mode {
        LoopMode::Unwind(_) => "unrolled",
        _ => "transformed for k-induction",
    };
    let flag = mode.option();
    match e.kind {
        LoopErrorKind::Irreducible => Diagnostic::error(
            Phase::Program,
            e.span,
            format!("this loop of {name} cannot be {how} ({flag}): it is irreducible, a cycle entered at more than one point"),
        )
        .with_help("loop cutting (without the option) verifies irreducible loops"),
        LoopErrorKind::TooLarge => Diagnostic::error(
            Phase::Program,
            e.span,
            format!("with this loop {how} ({flag}), {name} would have more than {MAX_BLOCKS} blocks"),
        )
        .with_help("give a smaller depth"),
    }
}

/// Verifies `todo` on `options.jobs` workers.
fn verify_all(shared: &Shared, todo: &[&build::Implementation]) -> Report {
    let options = shared.options;
    let checked = shared.checked;
    let results: Mutex<Vec<Option<ImplResult>>> =
        Mutex::new((0..todo.len()).map(|_| None).collect());
    let next = AtomicUsize::new(0);
    let workers = options.jobs.clamp(1, todo.len().max(1));
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                let mut solver: Option<Solver> = None;
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(imp) = todo.get(i) else { break };
                    let result = verify_one(shared, imp, i, &mut solver);
                    results.lock().expect("no worker panics")[i] = Some(result);
                }
            });
        }
    });
    Report {
        implementations: results
            .into_inner()
            .expect("no worker panics")
            .into_iter()
            .flatten()
            .collect(),
        assumptions: assumptions(&checked.program),
        loops: options.loops,
    }
}

/// The texts of the program's `{:assumption "TEXT"}` axioms.
fn assumptions(program: &crate::syntax::ast::Program) -> Vec<String> {
    use crate::syntax::ast::{AttrArg, DeclKind};
    let mut out = Vec::new();
    for d in &program.decls {
        let DeclKind::Axiom(a) = &d.kind else {
            continue;
        };
        for attr in a.attrs.iter().filter(|a| a.name.name == "assumption") {
            if let Some(AttrArg::Str(text, _)) = attr.args.first() {
                if !out.contains(text) {
                    out.push(text.clone());
                }
            }
        }
    }
    out
}

/// Builds the VC of `imp` and asks the solver (started on first use, and
/// again after a crash or a kill).
fn verify_one(
    shared: &Shared,
    imp: &build::Implementation,
    index: usize,
    solver: &mut Option<Solver>,
) -> ImplResult {
    let started = Instant::now();
    let unit = Unit {
        index,
        name: &imp.name.name,
    };
    let graph = &shared.graphs[index];
    let cfg = &graph.cfg;
    let (passive, vc) = implementation_vc(cfg, shared.translator, (shared.observer, unit));
    let candidates = houdini::Candidates::of(shared.checked, cfg);
    let inference = (!candidates.is_empty()).then(|| {
        if !shared.options.loops.uses_candidates() {
            // Every candidate is dropped: its constant is false.
            return Inference {
                candidates: candidates.mentioned.clone(),
                refuted: candidates.mentioned.clone(),
                local: false,
                effort: Effort {
                    gave_up: Some(format!(
                        "bounded checking ({}) uses no candidate invariant",
                        shared.options.loops.option()
                    )),
                    ..Effort::default()
                },
                time: Duration::ZERO,
            };
        }
        let prior: BTreeSet<String> = shared
            .prior
            .refuted
            .intersection(&candidates.mentioned)
            .cloned()
            .collect();
        let mut effort = Effort::default();
        if let Some(run) = &shared.prior.run {
            effort.engines.push(EngineRun {
                refuted: prior.len(),
                ..run.clone()
            });
        }
        let mut refuted = shared.refuted.clone().unwrap_or_default();
        refuted.extend(prior);
        Inference {
            candidates: candidates.mentioned.clone(),
            refuted,
            local: shared.refuted.is_none(),
            effort,
            time: Duration::ZERO,
        }
    });
    let mut result = ImplResult {
        name: imp.name.name.clone(),
        span: imp.name.span,
        outcome: Outcome::Verified,
        failures: Vec::new(),
        own_time: Duration::ZERO,
        solver_time: Duration::ZERO,
        replay_time: Duration::ZERO,
        vc_size: vc.text.len(),
        inference,
    };
    let solving = Instant::now();
    if shared.options.infer_only && result.inference.is_none() {
        result.outcome = Outcome::NotChecked;
    } else if !vc.sites.is_empty() {
        let checked = check::run(
            shared,
            solver,
            (imp, cfg, &passive, &vc),
            &candidates,
            &mut result,
        );
        if let Err(e) = checked {
            result.outcome = e;
            *solver = None;
            if let Some(inference) = &mut result.inference {
                // Undecided candidates count as refuted.
                inference.refuted = inference.candidates.clone();
            }
        }
    }
    if let (Outcome::Verified, LoopMode::Unwind(n)) = (&result.outcome, shared.options.loops) {
        if graph.loops > 0 {
            result.outcome = Outcome::Bounded(n);
        }
    }
    if shared.observer.wants(Stage::Smt) {
        let refuted = result.inference.as_ref().map(|i| &i.refuted);
        let assignment = refuted.map_or_else(Vec::new, |r| {
            candidates.assignment(shared.translator.names, r)
        });
        let text = query_text(imp, shared, &vc, &assignment);
        shared.observer.text(Stage::Smt, Some(unit), &text);
    }
    let inferring = result.inference.as_ref().map_or(Duration::ZERO, |i| i.time);
    shared.observer.timed(Stage::Inferred, inferring);
    shared.observer.timed(
        Stage::Solve,
        solving
            .elapsed()
            .saturating_sub(result.replay_time + inferring),
    );
    shared.observer.timed(Stage::Confirm, result.replay_time);
    result.own_time = started
        .elapsed()
        .saturating_sub(result.solver_time + result.replay_time);
    result
}

/// The graph of one implementation, its loops made acyclic as `mode`
/// says, shown to the observer; or why they cannot be.
fn graph(
    checked: &Checked,
    inlined: &HashMap<&str, (&build::Implementation, u32)>,
    imp: &build::Implementation,
    mode: LoopMode,
    (observer, unit): (&dyn Observer, Unit),
) -> Result<Graph, LoopError> {
    let started = Instant::now();
    let mut cfg = build::build(&checked.program, &checked.globals, inlined, imp);
    cfg.cut_after_false();
    let loops = match mode {
        LoopMode::Cut => {
            loops::cut(&mut cfg);
            0
        }
        LoopMode::Unwind(n) => unroll::unroll(&mut cfg, n, MAX_BLOCKS)?,
        LoopMode::KInduction(k) => k_induction::k_induction(&mut cfg, k, MAX_BLOCKS)?,
    };
    cfg.split_critical_edges();
    observer.timed(Stage::Cfg, started.elapsed());
    if observer.wants(Stage::Cfg) {
        observer.text(
            Stage::Cfg,
            Some(unit),
            &crate::cfg::print::cfg_to_string(&cfg),
        );
    }
    Ok(Graph { cfg, loops })
}

/// The passive form and VC of one implementation's graph, each shown to
/// the observer.
fn implementation_vc(
    cfg: &Cfg,
    translator: &Translator,
    (observer, unit): (&dyn Observer, Unit),
) -> (passify::Passive, wp::Vc) {
    let started = Instant::now();
    let passive = passify::passify(cfg, translator);
    observer.timed(Stage::Passive, started.elapsed());
    if observer.wants(Stage::Passive) {
        let text = crate::vc::print::passive_to_string(cfg, &passive);
        observer.text(Stage::Passive, Some(unit), &text);
    }
    let started = Instant::now();
    let vc = wp::generate(&passive);
    observer.timed(Stage::Smt, started.elapsed());
    (passive, vc)
}

/// The SMT-LIB text of the program's declarations and of each verified
/// implementation's VC, without a solver (for benchmarks and inspection).
pub fn vc_texts(checked: &Checked) -> (String, Vec<(String, String)>) {
    let impls = build::implementations(&checked.program);
    let inlined = build::inlined(&impls);
    let names = Names::new(&checked.program, &checked.globals);
    let translator = Translator::new(&names, &checked.globals);
    let declarations = program::declarations(&checked.program, &translator);
    let vcs = impls
        .iter()
        .filter(|i| i.is_verified())
        .enumerate()
        .filter_map(|(index, i)| {
            let unit = Unit {
                index,
                name: &i.name.name,
            };
            // Loop cutting takes every graph.
            let graph = graph(checked, &inlined, i, LoopMode::Cut, (&Silent, unit)).ok()?;
            let (_, vc) = implementation_vc(&graph.cfg, &translator, (&Silent, unit));
            Some((i.name.name.clone(), vc.text))
        })
        .collect();
    (declarations, vcs)
}

/// The whole query of one implementation, replayable with `z3 FILE`
/// (spec/ivl.md section 9.7, `--dump-smt`).
fn query_text(
    imp: &build::Implementation,
    shared: &Shared,
    vc: &wp::Vc,
    assignment: &[String],
) -> String {
    let options = shared.options;
    let mut text = format!("; implementation {}\n", imp.name.name);
    text.push_str(&options.solver.kind.setup(options.solver.timeout));
    text.push_str(shared.declarations);
    // As the first check of a run is made (the solver's incremental mode
    // can answer differently from a one-shot check-sat).
    text.push_str("(push 1)\n");
    text.push_str(&vc.text);
    // The candidates' constants as inference left them, then the checks.
    let enabled: Vec<String> = assignment
        .iter()
        .cloned()
        .chain(
            vc.sites
                .iter()
                .map(|s| format!("(not {})", passify::skip_symbol(*s))),
        )
        .collect();
    let quantified = crate::smt::quantified(&text);
    let (check, _) = crate::smt::process::check_commands(options.solver.kind, &enabled, quantified);
    text.push_str(&check);
    text
}

/// Invariant inference alone: the existential constants of a core
/// program that Houdini refutes (spec/ivl.md section 9.10).
pub fn infer(checked: &Checked, options: &Options) -> Result<BTreeSet<String>, Vec<Diagnostic>> {
    let prior = Prior::default();
    with_shared(
        checked,
        (options, &prior),
        (None, &Silent),
        |shared, todo| infer_program(shared, todo, true).unwrap_or_default(),
    )
}

/// When some existential constant is mentioned by several
/// implementations (or `always`), Houdini over all of them first (each
/// check of one implementation may refute constants another one assumes),
/// to the fixpoint: the refuted constants. `None` when every constant
/// belongs to one implementation, which then decides it in its own check.
fn infer_program(
    shared: &Shared,
    todo: &[&build::Implementation],
    always: bool,
) -> Option<BTreeSet<String>> {
    let units: Vec<_> = todo
        .iter()
        .enumerate()
        .map(|(index, imp)| {
            let unit = Unit {
                index,
                name: &imp.name.name,
            };
            let cfg = &shared.graphs[index].cfg;
            let (passive, _) = implementation_vc(cfg, shared.translator, (&Silent, unit));
            let candidates = houdini::Candidates::of(shared.checked, cfg);
            let (passive, vc) = houdini::restricted(&passive, cfg, &candidates);
            (passive, vc, candidates)
        })
        .filter(|(_, _, c)| !c.is_empty())
        .collect();
    let mut owners: HashMap<&str, usize> = HashMap::new();
    for (_, _, c) in &units {
        for b in &c.mentioned {
            *owners.entry(b).or_default() += 1;
        }
    }
    if !always && owners.values().all(|&n| n <= 1) {
        return None;
    }
    let mut refuted = shared.prior.refuted.clone();
    let mut effort = Effort::default();
    let mut solver: Option<Solver> = None;
    loop {
        let before = refuted.len();
        for (passive, vc, candidates) in &units {
            let mut run = |solver: &mut Solver, refuted: &mut BTreeSet<String>| {
                solver
                    .send(&format!("(push 1)\n{}", vc.text))
                    .map_err(answers::solver_outcome)?;
                let shared_refuted = Mutex::new(std::mem::take(refuted));
                let outcome = houdini::fixpoint(
                    solver,
                    shared.translator.names,
                    (passive, vc),
                    candidates,
                    houdini::Role::Houdini,
                    &shared_refuted,
                    &mut effort,
                );
                *refuted = shared_refuted.into_inner().expect("no engine panics");
                outcome?;
                solver.send("(pop 1)\n").map_err(answers::solver_outcome)
            };
            let started = match solver.take() {
                Some(s) => Ok(s),
                None => shared.solver(),
            };
            match started.and_then(|mut s| run(&mut s, &mut refuted).map(|()| s)) {
                Ok(s) => solver = Some(s),
                // Undecided candidates count as refuted.
                Err(_) => refuted.extend(candidates.mentioned.iter().cloned()),
            }
        }
        if refuted.len() == before {
            return Some(refuted);
        }
    }
}
