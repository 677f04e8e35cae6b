//! `ivl run`: a kernel interpreter. Every thread of a concrete launch runs
//! the kernel program (the checked AST, prelude included) under a seeded
//! scheduler, with concrete inputs; every access to shared and global
//! memory is logged, and races, barrier divergence and failing assertions,
//! invariants and contracts are reported with the threads and values
//! involved (`spec/gpu.md` section 8). It does not use the two-thread
//! reduction: it is the reduction's oracle.
//!
//! Modules, in the order a run uses them: [`compile`] (with [`cexpr`] and
//! [`body`]) turns the kernel into [`program`]'s instructions; [`inputs`]
//! and [`launch`] fix the launch and draw the inputs; [`schedule`] runs
//! the threads, each step by [`exec`], expressions by [`eval`] over
//! [`value`]s (with [`bv`] and [`real`], and [`functions`] for
//! uninterpreted functions, from [`axioms`] where an axiom constrains
//! them); [`memory`] finds races;
//! [`report`] and [`trace`] present what happened.

mod axioms;
mod body;
pub mod bv;
mod cexpr;
pub mod compile;
pub mod eval;
pub mod exec;
pub mod functions;
pub mod inputs;
pub mod launch;
pub mod memory;
pub mod program;
pub mod real;
pub mod report;
pub mod rng;
pub mod schedule;
pub mod trace;
pub mod value;

use std::rc::Rc;

use serde_json::{json, Value as Json};

use crate::diagnostics::Diagnostic;
use crate::sema::Checked;
use crate::syntax::ast::{DeclKind, GeometryKind};
use crate::syntax::span::SourceMap;
use eval::OldState;
use exec::{Frame, Machine, Thread};
use functions::{Functions, Values};
use inputs::{Given, NoInputs, Setup};
use launch::Launch;
use memory::Memory;
use program::Compiled;
use report::Findings;
use rng::{mix, Rng};
use schedule::{Ending, Policy};

pub struct Options<'m> {
    /// Only this kernel (else each kernel of the program).
    pub kernel: Option<String>,
    /// `--kernel-args=K,v1,...`: values of kernel `K`'s parameters in order
    /// (`*`: drawn).
    pub kernel_args: Option<(String, Vec<Option<String>>)>,
    pub group_size: Option<Vec<u32>>,
    pub num_groups: Option<Vec<u32>>,
    pub seed: u64,
    /// Runs, each with its own inputs and scheduling policy.
    pub schedules: u32,
    /// The first run's policy is `Policy::of(first_policy)`, the next
    /// runs' the following ones in turn.
    pub first_policy: u32,
    /// Statements executed at most, over all runs.
    pub max_steps: u64,
    /// `--inputs=FILE`: its name and text.
    pub inputs: Option<(String, String)>,
    pub benign: bool,
    /// `--only-races` / `--assume-race-free`: the classes `verify` checks;
    /// an execution with a defect of another class is discarded.
    pub checks: crate::gpu::Checks,
    /// `--race-arrays`: races are reported on these arrays only.
    pub race_arrays: Option<std::collections::BTreeSet<String>>,
    pub assume_no_overflow: bool,
    /// Check candidate loop invariants, to refute them (the dynamic
    /// engine); else they are skipped.
    pub candidates: bool,
    pub trace: bool,
    /// Note here the elements read from arrays given without a default.
    pub record: Option<Rc<inputs::Reads>>,
    /// Show these threads' defects rather than others' at the same places.
    pub focus: Option<[report::ThreadRef; 2]>,
    /// End an execution at, or some statements after, a defect this
    /// accepts (a replay, once it has shown the failure it replays): what
    /// follows cannot undo it.
    pub stop_at: Option<report::StopAt>,
    /// Ask this model for the values of every uninterpreted function that
    /// the inputs do not give (a replay's counterexample).
    pub model: Option<&'m dyn Values>,
}

/// Attempts per run whose executions reach a false assumption before the
/// run is given up.
const MAX_DISCARDS: u32 = 20;

pub enum Verdict {
    /// Every run completed without a defect.
    Clean,
    Defects,
    /// The step budget ran out first.
    Budget,
    /// No run completed (why).
    NoRun(String),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Completed,
    /// Every attempt reached a false assumption.
    Discarded,
    Budget,
    /// Ended at the defect sought (`Options::stop_at`).
    Stopped,
}

impl Outcome {
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Completed => "completed",
            Outcome::Discarded => "discarded",
            Outcome::Budget => "step budget exhausted",
            Outcome::Stopped => "stopped at the defect sought",
        }
    }
}

/// One run as it went: its attempts (each with other inputs) until one
/// was not discarded.
pub struct RunRecord {
    pub run: u32,
    pub policy: Policy,
    /// The kernel arguments of its last attempt.
    pub arguments: String,
    pub outcome: Outcome,
    /// Attempts discarded, and why the last one was.
    pub discarded: u32,
    pub last_discard: Option<String>,
    /// Statements executed, over its attempts.
    pub steps: u64,
    /// Time spent in the scheduler and the threads' steps.
    pub seconds: f64,
}

pub struct KernelReport {
    pub kernel: String,
    pub launch: Launch,
    pub findings: Findings,
    pub runs: Vec<RunRecord>,
    pub steps: u64,
    pub verdict: Verdict,
    pub trace: Option<Json>,
    /// The values of uninterpreted functions that came from the inputs or
    /// a model, as the inputs file's `"functions"` section.
    pub functions: Json,
    /// The candidate loop invariants that failed (`Options::candidates`):
    /// each one's position and text.
    pub refuted_candidates: Vec<(crate::syntax::span::Span, String)>,
}

pub enum Error {
    /// The program cannot be run: at these places.
    Program(Vec<Diagnostic>),
    /// Bad options or inputs, or the interpreter stopped at a construct
    /// (the message says where).
    Message(String),
}

/// Runs the kernels of a checked program.
pub fn run(
    checked: &Checked,
    sources: &SourceMap,
    options: &Options,
) -> Result<Vec<KernelReport>, Error> {
    let kernels: Vec<&str> = checked
        .program
        .decls
        .iter()
        .filter_map(|d| match &d.kind {
            DeclKind::Procedure(p) if p.kernel => Some(p.name.name.as_str()),
            _ => None,
        })
        .collect();
    let chosen: Vec<&str> = match &options.kernel {
        Some(k) if kernels.contains(&k.as_str()) => vec![k.as_str()],
        Some(k) => {
            return Err(Error::Message(format!(
                "no kernel named {k} (kernels: {})",
                kernels.join(", ")
            )))
        }
        None => kernels,
    };
    if chosen.is_empty() {
        return Err(Error::Message(
            "the program has no kernel procedure to run".into(),
        ));
    }
    let sizes = geometry(checked, options)?;
    let mut budget = options.max_steps;
    let mut reports = Vec::new();
    for kernel in chosen {
        let prog = compile::compile(
            &checked.program,
            &checked.globals,
            sources,
            kernel,
            options.assume_no_overflow,
            options.candidates,
        )
        .map_err(|d| Error::Program(vec![*d]))?;
        let mut given = given(&prog, kernel, options)?;
        let tables = functions::tables(&prog, &given.functions)
            .map_err(|m| Error::Message(format!("--inputs: {m}")))?;
        let constrained = prog
            .ufs
            .iter()
            .zip(&tables)
            .find(|(uf, table)| uf.axiom.is_some() && table.is_none());
        let axiom_model;
        let (model, modelled) = match (options.model, constrained) {
            (Some(model), _) => (Some(model), vec![true; prog.ufs.len()]),
            (None, Some((uf, _))) => {
                axiom_model = model_of_axioms(checked, &prog, uf, &mut given)?;
                let modelled = prog
                    .ufs
                    .iter()
                    .zip(&tables)
                    .map(|(uf, table)| uf.axiom.is_some() && table.is_none())
                    .collect();
                (Some(&axiom_model as &dyn Values), modelled)
            }
            (None, None) => (None, vec![false; prog.ufs.len()]),
        };
        let functions = Functions::new(&prog, tables, model, modelled, options.seed);
        let mut setup = Setup::new(&prog, &given, sizes.clone(), &functions)
            .map_err(|m| Error::Message(format!("{kernel}: {m}")))?;
        let report = run_kernel(&prog, &mut setup, &functions, options, &mut budget)?;
        let exhausted = matches!(report.verdict, Verdict::Budget);
        reports.push(report);
        if exhausted {
            break;
        }
    }
    Ok(reports)
}

/// A model of the axioms, for the functions they constrain (`uf` is one of
/// them); the constants the axioms mention that `given` leaves open are
/// given the model's values.
fn model_of_axioms(
    checked: &Checked,
    prog: &Compiled,
    uf: &program::Uf,
    given: &mut Given,
) -> Result<axioms::AxiomModel, Error> {
    let at = uf.axiom.map_or(String::new(), |p| {
        let p = &prog.positions[p as usize];
        format!(" at {}:{}:{}", p.file, p.line, p.column)
    });
    let why = format!("the function {} is constrained by the axiom{at}", uf.name);
    let mut fixed = Vec::new();
    let mut open = Vec::new();
    for name in &prog.axiom_constants {
        let Some(c) = prog.consts.iter().find(|c| c.name == *name) else {
            continue; // a bound variable, or a thread id (per thread, not an input)
        };
        if c.size.is_some() {
            return Err(Error::Message(format!(
                "{why}, which mentions the launch's size {name}: not executable by `ivl run`"
            )));
        }
        match given.values.iter().find(|(n, _)| n == name) {
            Some((_, json)) => fixed.push((
                name.clone(),
                inputs::value_of(prog, &c.ty, json)
                    .map_err(|e| Error::Message(format!("{name}: {e}")))?,
            )),
            None => open.push(c),
        }
    }
    let model = axioms::AxiomModel::find(checked, &fixed, &why).map_err(Error::Message)?;
    let terms: Vec<String> = open.iter().map(|c| format!("|c:{}|", c.name)).collect();
    let values = model.values(&terms).map_err(Error::Message)?;
    for (c, v) in open.iter().zip(&values) {
        let v = functions::model_value(&c.ty, v).ok_or_else(|| {
            Error::Message(format!(
                "{why}; the model's value of {} is not one the run can use: {v}",
                c.name
            ))
        })?;
        given
            .source
            .push((c.name.clone(), "the axioms' model: ".into()));
        given
            .values
            .push((c.name.clone(), Json::String(v.to_string())));
    }
    Ok(model)
}

/// The sizes the command line or the program's declarations give.
fn geometry(checked: &Checked, options: &Options) -> Result<[Option<Vec<u32>>; 2], Error> {
    let mut sizes = [options.group_size.clone(), options.num_groups.clone()];
    for d in &checked.program.decls {
        if let DeclKind::Geometry(g) = &d.kind {
            let k = (g.kind == GeometryKind::NumGroups) as usize;
            if sizes[k].is_some() {
                return Err(Error::Message(format!(
                    "the {} is given both on the command line and by the program's `{}` declaration",
                    ["group size", "number of groups"][k],
                    g.kind.keyword()
                )));
            }
            let dims = g.dims.iter().map(|(n, _)| n.parse().unwrap_or(1)).collect();
            sizes[k] = Some(dims);
        }
    }
    Ok(sizes)
}

/// Values from `--inputs` and `--kernel-args`, the latter taking
/// precedence.
fn given(prog: &Compiled, kernel: &str, options: &Options) -> Result<Given, Error> {
    let mut given = Given {
        record: options.record.clone(),
        ..Given::default()
    };
    if let Some((file, text)) = &options.inputs {
        let json: Json = serde_json::from_str(text)
            .map_err(|e| Error::Message(format!("--inputs={file}: not JSON: {e}")))?;
        let Json::Object(top) = json else {
            return Err(Error::Message(format!(
                "--inputs={file}: expected an object with \"arguments\" and \"memory\""
            )));
        };
        for (section, values) in top {
            let Json::Object(values) = values else {
                return Err(Error::Message(format!(
                    "--inputs={file}: \"{section}\" must be an object"
                )));
            };
            if section == "functions" {
                given.functions.extend(values);
                continue;
            }
            if section != "arguments" && section != "memory" {
                return Err(Error::Message(format!(
                    "--inputs={file}: unknown section \"{section}\" (use \"arguments\", \"memory\" and \"functions\")"
                )));
            }
            for (name, v) in values {
                given
                    .source
                    .push((name.clone(), format!("--inputs={file}: {section}.")));
                given.values.push((name, v));
            }
        }
    }
    if let Some((k, values)) = &options.kernel_args {
        if k == kernel {
            let params = prog.params();
            if values.len() > params.len() {
                return Err(Error::Message(format!(
                    "--kernel-args: {kernel} has {} parameters, not {}",
                    params.len(),
                    values.len()
                )));
            }
            for (name, v) in params.iter().zip(values) {
                if let Some(v) = v {
                    given.values.retain(|(n, _)| n != name);
                    given.source.push((name.clone(), "--kernel-args: ".into()));
                    given.values.push((name.clone(), Json::String(v.clone())));
                }
            }
        }
    }
    Ok(given)
}

fn run_kernel(
    prog: &Compiled,
    setup: &mut Setup,
    functions: &Functions,
    options: &Options,
    budget: &mut u64,
) -> Result<KernelReport, Error> {
    let launch = setup.launch.clone();
    let mut findings = Findings::new(prog, launch.dims());
    findings.focus = options.focus;
    findings.stop_at = options.stop_at.clone();
    findings.checks = options.checks;
    if let Some(only) = &options.race_arrays {
        let arrays: Vec<&str> = prog
            .shared
            .iter()
            .chain(&prog.global)
            .map(|v| v.name.as_str())
            .collect();
        if let Some(missing) = only
            .iter()
            .find(|name| !arrays.iter().any(|a| crate::gpu::names_array(name, a)))
        {
            return Err(Error::Message(format!(
                "races are to be reported on `{missing}`, which is not a shared or global array \
                 of this program"
            )));
        }
    }
    findings.race_arrays = options.race_arrays.clone();
    let mut runs = Vec::new();
    let mut traces = Vec::new();
    let mut total = 0;
    let mut exhausted = false;
    let mut stopped = false;
    let mut last_discard = String::new();
    'runs: for r in 0..options.schedules {
        let mut record = RunRecord {
            run: r + 1,
            policy: Policy::of(r + options.first_policy),
            arguments: String::new(),
            outcome: Outcome::Discarded,
            discarded: 0,
            last_discard: None,
            steps: 0,
            seconds: 0.0,
        };
        for attempt in 0..MAX_DISCARDS {
            let seed = mix(mix(options.seed, u64::from(r)), u64::from(attempt));
            let inputs = setup.find(seed).map_err(|e| no_inputs(e, &findings))?;
            findings.run = r + 1;
            findings.arguments = inputs.arguments.clone();
            record.arguments = inputs.arguments.clone();
            let mut trace = trace::Trace::default();
            let threads = threads(prog, &launch, &inputs, seed);
            let memory = Memory {
                shared: inputs.shared,
                global: inputs.global,
            };
            let mut m = Machine::new(
                prog,
                inputs.consts,
                launch.sizes,
                seed,
                functions,
                threads,
                memory,
                (options.benign, setup.intra_group),
                &mut findings,
                options.trace.then_some(&mut trace),
            );
            let start = std::time::Instant::now();
            let ending = schedule::execute(&mut m, record.policy, budget, &mut record.steps);
            record.seconds += start.elapsed().as_secs_f64();
            if options.trace {
                traces.push((r + 1, trace));
            }
            let ending = match (ending, findings.assumed.take()) {
                (Ending::Completed | Ending::Budget | Ending::Stopped, Some((why, pos))) => {
                    Ending::Discarded(why, pos)
                }
                (ending, _) => ending,
            };
            match ending {
                Ending::Completed => {
                    findings.commit();
                    record.outcome = Outcome::Completed;
                    break;
                }
                Ending::Stopped => {
                    findings.commit();
                    record.outcome = Outcome::Stopped;
                    stopped = true;
                    break;
                }
                Ending::Discarded(why, pos) => {
                    findings.discard();
                    record.discarded += 1;
                    let why = format!("{why} at {}", findings.place(pos));
                    last_discard.clone_from(&why);
                    record.last_discard = Some(why);
                }
                Ending::Budget => {
                    findings.commit();
                    record.outcome = Outcome::Budget;
                    exhausted = true;
                    break;
                }
                Ending::Limit(why, pos) => {
                    return Err(Error::Message(format!(
                        "{}: error[run]: not executable by `ivl run`: {why}",
                        findings.place(pos)
                    )))
                }
            }
        }
        total += record.steps;
        runs.push(record);
        if exhausted || stopped {
            break 'runs;
        }
    }
    let completed = runs.iter().any(|r| r.outcome == Outcome::Completed);
    let verdict = if !findings.found.is_empty() {
        Verdict::Defects
    } else if exhausted {
        Verdict::Budget
    } else if !completed {
        Verdict::NoRun(last_discard)
    } else {
        Verdict::Clean
    };
    let trace = options.trace.then(|| trace::json(prog, &findings, &traces));
    let refuted_candidates = findings
        .refuted_candidates
        .iter()
        .map(|&k| prog.candidates[k as usize].clone())
        .collect();
    Ok(KernelReport {
        kernel: prog.procs[prog.kernel as usize].name.clone(),
        launch,
        findings,
        runs,
        steps: total,
        verdict,
        trace,
        functions: functions.json(prog),
        refuted_candidates,
    })
}

fn no_inputs(e: NoInputs, findings: &Findings) -> Error {
    match e {
        NoInputs::Unsatisfied(pos, tries) => Error::Message(format!(
            "{}: error[run]: could not find inputs satisfying the preconditions after {tries} tries (this one failed last); give them with --kernel-args or --inputs",
            findings.place(pos)
        )),
        NoInputs::Limit(why, pos) => Error::Message(format!(
            "{}: error[run]: not executable by `ivl run`: {why}",
            findings.place(pos)
        )),
    }
}

/// Every thread at the kernel's entry.
fn threads(prog: &Compiled, launch: &Launch, inputs: &inputs::Inputs, seed: u64) -> Vec<Thread> {
    let kernel = &prog.procs[prog.kernel as usize];
    let mut rng = Rng::new(mix(seed, 0x7468_7265_6164));
    let per_group = launch.group_threads() as u32;
    let mut old: Option<Rc<OldState>> = None;
    (0..launch.threads() as u32)
        .map(|t| {
            let ids = launch.ids(t);
            if kernel.uses_old && t % per_group == 0 {
                old = Some(Rc::new(OldState {
                    private: inputs.private.clone(),
                    shared: inputs.shared[ids.group_index as usize].clone(),
                    global: inputs.global.clone(),
                }));
            }
            let mut slots = inputs.params.clone();
            for ty in &kernel.slots[slots.len()..] {
                slots.push(inputs::arbitrary(prog, ty, &mut rng));
            }
            Thread {
                ids,
                frame: Frame {
                    proc: prog.kernel,
                    pc: 0,
                    slots,
                    old: old.clone(),
                },
                callers: Vec::new(),
                private: inputs.private.clone(),
                log: Default::default(),
                exit: None,
            }
        })
        .collect()
}

impl KernelReport {
    /// The human-readable report: what ran, then the findings, then a
    /// summary line.
    pub fn render(&self, seed: u64, seed_given: bool) -> String {
        let mut out = format!(
            "ivl run: kernel {}, {}, seed {seed}{}\n",
            self.kernel,
            self.launch.description,
            if seed_given {
                ""
            } else {
                " (set --seed to repeat)"
            }
        );
        for r in &self.runs {
            let args = if r.arguments.is_empty() {
                String::new()
            } else {
                format!(", kernel arguments: {}", r.arguments)
            };
            let discarded = match (&r.last_discard, r.discarded) {
                (Some(why), 1) => format!(" (1 attempt discarded: {why})"),
                (Some(why), n) => format!(" ({n} attempts discarded, the last: {why})"),
                (None, _) => String::new(),
            };
            out.push_str(&format!(
                "  run {} ({}{args}): {}, {} steps{discarded}\n",
                r.run,
                r.policy.name(),
                r.outcome.name(),
                r.steps
            ));
        }
        out.push_str(&self.findings.render(self.runs.last().map_or(0, |r| r.run)));
        let n = self.findings.found.len();
        let verdict = match &self.verdict {
            Verdict::Clean => "no defect found".to_string(),
            Verdict::Defects => format!("{n} defect{} found", if n == 1 { "" } else { "s" }),
            Verdict::Budget => format!(
                "step budget exhausted after {} steps: no verdict",
                self.steps
            ),
            Verdict::NoRun(why) => format!(
                "no run completed: no verdict (every attempt was discarded; the last: {why})"
            ),
        };
        out.push_str(&format!("ivl run: {}: {verdict}\n", self.kernel));
        match &self.findings.race_arrays {
            Some(only) if only.is_empty() => {
                out.push_str("note: races are not reported (--no-race-checks)\n")
            }
            Some(only) => {
                let list: Vec<&str> = only.iter().map(String::as_str).collect();
                out.push_str(&format!(
                    "note: races are reported on {} only (--race-arrays)\n",
                    list.join(", ")
                ));
            }
            None => {}
        }
        out
    }

    pub fn json(&self) -> Json {
        let race_arrays = self
            .findings
            .race_arrays
            .as_ref()
            .map(|a| a.iter().collect::<Vec<_>>());
        let verdict = match &self.verdict {
            Verdict::Clean => "clean",
            Verdict::Defects => "defects",
            Verdict::Budget => "step budget exhausted",
            Verdict::NoRun(_) => "no run completed",
        };
        let runs: Vec<Json> = self
            .runs
            .iter()
            .map(|r| {
                json!({"run": r.run, "policy": r.policy.name(), "arguments": r.arguments,
                       "outcome": r.outcome.name(), "discarded": r.discarded,
                       "last_discarded": r.last_discard, "steps": r.steps, "seconds": r.seconds})
            })
            .collect();
        json!({
            "kernel": self.kernel,
            "launch": {"group_size": self.launch.sizes[0], "num_groups": self.launch.sizes[1],
                       "description": self.launch.description},
            "runs": runs,
            "steps": self.steps,
            "verdict": verdict,
            "race_arrays": race_arrays,
            "findings": self.findings.json(),
            "skipped": self.findings.skipped.iter().map(|p| self.findings.position_json(*p)).collect::<Vec<_>>(),
        })
    }
}
