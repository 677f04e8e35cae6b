//! Confirmed witnesses: each race, divergence and failing assertion that
//! `ivl verify` finds in a kernel is executed by `ivl run` with the
//! counterexample's launch, thread ids, kernel arguments and memory
//! contents (spec/gpu.md section 9). The report then says either
//! `confirmed by execution:` with the execution's defect, or `not
//! confirmed by execution:` with the reason the replay found.
//!
//! [`model`] reads the counterexample out of the solver's model, the
//! elements of memory on demand: a run notes every element of its inputs
//! it reads, the model is asked for those, and the kernel runs again until
//! it reads no element the model has not given. [`matching`] looks for the
//! verifier's defect among the execution's, and says why it is not there.

mod matching;
mod model;

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::time::Instant;

use serde_json::{json, Map, Value as Json};

use crate::origin::Origins;
use crate::run;
use crate::run::functions::Values;
use crate::run::inputs::Reads;
use crate::run::report::StopAt;
use crate::run::value::Key;
use crate::sema::Checked;
use crate::smt::sexp::Sexp;
use crate::syntax::ast::{DeclKind, MemorySpace, TypeKind};
use crate::syntax::span::SourceMap;
use crate::verify::{Failure, Model, Replay, Replayer};

/// The most threads a replay runs; larger counterexamples are narrowed.
pub const MAX_THREADS: u64 = 1 << 14;

/// The most threads a replay runs when no narrower counterexample exists
/// (the launch was given).
const MAX_GIVEN_THREADS: u64 = 1 << 18;

/// Launch bounds tried in turn when a counterexample's launch is larger
/// than a replay runs: group size, then number of groups, x, y, z.
const NARROWING: [[[u32; 3]; 2]; 3] = [
    [[4, 2, 2], [2, 2, 2]],
    [[32, 4, 2], [4, 2, 2]],
    [[256, 4, 2], [8, 2, 1]],
];

/// Runs of the kernel with more of the memory the model gives, at most.
const MAX_ROUNDS: usize = 4;

/// The seed of every replay (it fixes the schedule).
const SEED: u64 = 1;

/// Statements a replay executes at most, over all its rounds: this many,
/// or, for a larger launch, [`STEPS_PER_THREAD`] per thread.
const MAX_STEPS: u64 = 5_000_000;
const STEPS_PER_THREAD: u64 = 100;

/// Statements a replay runs on after another pair than the
/// counterexample's has shown the failure, for that pair to show it.
const PAIR_GRACE: u64 = 200_000;

/// Replays the failures of the kernels of `kernel` (the program before
/// the two-thread reduction).
pub struct Confirmer<'a> {
    kernel: &'a Checked,
    sources: &'a SourceMap,
    origins: Origins,
    benign: bool,
    checks: crate::gpu::Checks,
    race_arrays: Option<std::collections::BTreeSet<String>>,
    assume_no_overflow: bool,
    /// `ivl run FILE FLAGS`, which the printed replay command extends.
    command: String,
}

/// What a replay found before its verdict.
struct Executed {
    report: run::KernelReport,
    inputs: Json,
    sizes: [Option<[u32; 3]>; 2],
    pair: [model::Ids; 2],
    /// Runs made, and statements executed in all of them.
    rounds: usize,
    steps: u64,
}

impl Replayer for Confirmer<'_> {
    fn replay(&self, implementation: &str, failure: &Failure, model: &mut dyn Model) -> Replay {
        let started = Instant::now();
        let (confirmed, text, executed) = match self.execute(implementation, failure, model) {
            Err(reason) => (false, format!("not confirmed by execution: {reason}"), None),
            Ok(e) => {
                let verdict = matching::verdict(self, failure, &e, model);
                (verdict.is_ok(), verdict.unwrap_or_else(|e| e), Some(e))
            }
        };
        let mut out = json!({
            "confirmed": confirmed,
            "text": text,
            "milliseconds": started.elapsed().as_secs_f64() * 1000.0,
        });
        let (command, inputs) = match &executed {
            Some(e) => {
                out["launch"] = json!({
                    "group_size": e.report.launch.sizes[0],
                    "num_groups": e.report.launch.sizes[1],
                });
                out["threads"] = json!([thread_json(e.pair[0]), thread_json(e.pair[1])]);
                out["rounds"] = json!(e.rounds);
                out["steps"] = json!(e.steps);
                out["inputs"] = e.inputs.clone();
                out["run"] = e.report.json();
                (Some(self.command(e)), Some(e.inputs.clone()))
            }
            None => (None, None),
        };
        Replay {
            confirmed,
            text,
            command,
            inputs,
            json: out,
        }
    }
}

/// The counterexample's model, as the interpreter asks it for the values
/// of uninterpreted functions.
struct Live<'x>(RefCell<&'x mut dyn Model>, &'x HashMap<u64, String>);

impl Values for Live<'_> {
    fn values(&self, terms: &[String]) -> Result<Vec<Sexp>, String> {
        self.0.borrow_mut().values(terms)
    }

    fn term_of(&self, id: u64) -> Option<String> {
        self.1.get(&id).cloned()
    }
}

/// The step budget of a replay of the launch `sizes`.
fn max_steps(sizes: &[Option<[u32; 3]>; 2]) -> u64 {
    let threads = sizes
        .iter()
        .flatten()
        .flatten()
        .fold(1u64, |n, &d| n.saturating_mul(u64::from(d)));
    MAX_STEPS.max(threads.saturating_mul(STEPS_PER_THREAD))
}

fn thread_json(ids: model::Ids) -> Json {
    json!({"local": ids.local, "group": ids.group})
}

impl<'a> Confirmer<'a> {
    /// `command`: `ivl run FILE FLAGS`, which repeats a replay once the
    /// launch, seed and inputs are added.
    pub fn new(
        kernel: &'a Checked,
        sources: &'a SourceMap,
        options: &crate::gpu::Options,
        command: String,
    ) -> Confirmer<'a> {
        Confirmer {
            kernel,
            sources,
            origins: Origins::collect(&kernel.program),
            benign: options.benign,
            checks: options.checks,
            race_arrays: options.race_arrays.clone(),
            assume_no_overflow: options.assume_no_overflow,
            command,
        }
    }

    /// Runs the kernel with the counterexample's launch and inputs.
    fn execute(
        &self,
        implementation: &str,
        failure: &Failure,
        model: &mut dyn Model,
    ) -> Result<Executed, String> {
        let Some(params) = self.kernel_params(implementation) else {
            return Err(format!(
                "{implementation} is checked on its own, as a procedure; `ivl run` executes kernels"
            ));
        };
        let launch = self.small_launch(model)?;
        let pair = model::pair(model)?;
        // Once an execution shows the failure, the rest of it cannot undo
        // that: a long loop after it need not run. Shown by other threads
        // than the counterexample's pair, the pair gets a while to show it
        // too (it may never: it may start in the middle of a loop).
        let sought = Rc::new(matching::Sought::of(self, failure));
        let stop_at: StopAt = Rc::new(move |findings, d| {
            sought.shows(findings, d).then(|| {
                if matching::of_pair(d, pair) {
                    0
                } else {
                    PAIR_GRACE
                }
            })
        });
        // The parameters' values at entry, and the program's constants.
        let named: Vec<(String, String)> = params
            .iter()
            .map(|p| (p.clone(), format!("|{p}$in@0|")))
            .chain(self.constants().into_iter().map(|c| {
                let term = format!("|c:{c}|");
                (c, term)
            }))
            .collect();
        let terms: Vec<String> = named.iter().map(|(_, t)| t.clone()).collect();
        let values = model.values(&terms)?;
        let mut arguments = Map::new();
        let mut memory = model::Memory::default();
        for ((name, term), v) in named.into_iter().zip(values) {
            memory.element(&v, term);
            if let Some(v) = model::input_value(&v) {
                arguments.insert(name, v);
            }
        }
        let arrays = self.arrays();
        for (name, _) in &arrays {
            memory.arrays.insert(name.clone(), json!({"elements": {}}));
        }
        let declared = self.declared_sizes();
        let sizes = [0, 1].map(|k| (!declared[k]).then_some(launch[k]));
        let mut round = 0;
        // One budget for all rounds: a kernel that runs it out with the
        // model's memory too (a long loop) is not run again.
        let total = max_steps(&sizes);
        let mut budget = total;
        loop {
            round += 1;
            let inputs = json!({"arguments": arguments, "memory": memory.arrays});
            let reads = Rc::new(Reads::default());
            let outcome = {
                let live = Live(RefCell::new(&mut *model), &memory.terms);
                let options = self.options(
                    implementation,
                    &sizes,
                    &inputs,
                    pair,
                    budget,
                    Some(reads.clone()),
                    false,
                    Some(&live),
                    Some(stop_at.clone()),
                );
                run::run(self.kernel, self.sources, &options)
            };
            if let Ok(reports) = &outcome {
                budget = budget.saturating_sub(reports.iter().map(|r| r.steps).sum());
            }
            let mut new = 0;
            if round < MAX_ROUNDS && budget > 0 {
                for (name, recorded) in reads.0.borrow().iter() {
                    let keys: Vec<Key> = recorded.reads.borrow().iter().cloned().collect();
                    let shared = arrays.iter().any(|(a, s)| a == name && *s);
                    new += memory.read(model, name, shared, &keys)?;
                }
            }
            if new > 0 {
                continue;
            }
            return match outcome {
                Ok(mut reports) => {
                    let report = reports.remove(0);
                    let mut inputs = inputs;
                    if report.functions.as_object().is_some_and(|f| !f.is_empty()) {
                        inputs["functions"] = report.functions.clone();
                    }
                    Ok(Executed {
                        report,
                        inputs,
                        sizes,
                        pair,
                        rounds: round,
                        steps: total - budget,
                    })
                }
                Err(run::Error::Program(errors)) => {
                    let first = errors.first().map_or(String::new(), |d| d.message.clone());
                    Err(format!("`ivl run` cannot execute this kernel: {first}"))
                }
                Err(run::Error::Message(m)) => {
                    Err(format!("`ivl run` stopped: {}", without_place(&m)))
                }
            };
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn options<'m>(
        &self,
        kernel: &str,
        sizes: &[Option<[u32; 3]>; 2],
        inputs: &Json,
        pair: [model::Ids; 2],
        max_steps: u64,
        record: Option<Rc<Reads>>,
        trace: bool,
        model: Option<&'m dyn Values>,
        stop_at: Option<StopAt>,
    ) -> run::Options<'m> {
        run::Options {
            kernel: Some(kernel.to_string()),
            kernel_args: None,
            group_size: sizes[0].map(|s| s.to_vec()),
            num_groups: sizes[1].map(|s| s.to_vec()),
            seed: SEED,
            schedules: 1,
            first_policy: 0,
            max_steps,
            inputs: Some(("witness".into(), inputs.to_string())),
            benign: self.benign,
            checks: self.checks,
            race_arrays: self.race_arrays.clone(),
            assume_no_overflow: self.assume_no_overflow,
            candidates: false,
            trace,
            record,
            focus: Some(pair.map(|p| run::report::ThreadRef {
                local: p.local,
                group: p.group,
            })),
            stop_at,
            model,
        }
    }

    /// The model's launch, or, when it is larger than a replay runs, one
    /// of a counterexample within the first bounds that have one.
    fn small_launch(&self, model: &mut dyn Model) -> Result<[[u32; 3]; 2], String> {
        let launch = model::launch(model)?;
        let threads = |l: &[[u32; 3]; 2]| -> u64 {
            l.iter()
                .flatten()
                .fold(1u64, |n, &d| n.saturating_mul(u64::from(d)))
        };
        if threads(&launch) <= MAX_THREADS {
            return Ok(launch);
        }
        for bounds in &NARROWING {
            if model.narrow(&model::launch_within(bounds))? {
                let narrowed = model::launch(model)?;
                if threads(&narrowed) <= MAX_THREADS {
                    return Ok(narrowed);
                }
            }
        }
        if threads(&launch) <= MAX_GIVEN_THREADS {
            return Ok(launch);
        }
        let last = NARROWING[NARROWING.len() - 1];
        Err(format!(
            "the counterexample's launch has {} threads, more than a replay runs \
             ({MAX_GIVEN_THREADS}), and the solver finds none with at most {:?} threads per \
             group and {:?} groups",
            threads(&launch),
            last[0],
            last[1]
        ))
    }

    /// The parameters of kernel `name`, if it is one.
    fn kernel_params(&self, name: &str) -> Option<Vec<String>> {
        self.kernel
            .program
            .decls
            .iter()
            .find_map(|d| match &d.kind {
                DeclKind::Procedure(p) if p.kernel && p.name.name == name => {
                    Some(p.ins.iter().map(|i| i.name.name.clone()).collect())
                }
                _ => None,
            })
    }

    /// The program's own constants of types an inputs file can give.
    fn constants(&self) -> Vec<String> {
        let mut out = Vec::new();
        for d in &self.kernel.program.decls {
            let DeclKind::Const(c) = &d.kind else {
                continue;
            };
            if d.span.file == crate::prelude::FILE
                || !matches!(c.ty.kind, TypeKind::Bool | TypeKind::Int | TypeKind::Bv(_))
            {
                continue;
            }
            out.extend(c.names.iter().map(|n| n.name.clone()));
        }
        out
    }

    /// Shared and global arrays: name, and whether shared.
    fn arrays(&self) -> Vec<(String, bool)> {
        let mut out = Vec::new();
        for d in &self.kernel.program.decls {
            let DeclKind::Var(v) = &d.kind else { continue };
            if v.space == MemorySpace::Plain {
                continue;
            }
            for t in &v.vars {
                if matches!(t.ty.kind, TypeKind::Map(..)) {
                    out.push((t.name.name.clone(), v.space == MemorySpace::Shared));
                }
            }
        }
        out
    }

    /// Whether the program declares its group size, its number of groups.
    fn declared_sizes(&self) -> [bool; 2] {
        let mut out = [false; 2];
        for d in &self.kernel.program.decls {
            if let DeclKind::Geometry(g) = &d.kind {
                out[(g.kind == crate::syntax::ast::GeometryKind::NumGroups) as usize] = true;
            }
        }
        out
    }

    /// The command that repeats the replay (its inputs file is added by
    /// whoever writes it).
    fn command(&self, e: &Executed) -> String {
        let mut c = self.command.clone();
        for (flag, size) in ["--group-size", "--num-groups"].iter().zip(&e.sizes) {
            if let Some(s) = size {
                c.push_str(&format!(" {flag}={},{},{}", s[0], s[1], s[2]));
            }
        }
        c.push_str(&format!(" --seed={SEED} --schedules=1"));
        c
    }
}

/// A run's message without its leading `FILE:L:C: error[run]: `.
fn without_place(m: &str) -> &str {
    m.split_once(": error[run]: ").map_or(m, |(_, rest)| rest)
}
