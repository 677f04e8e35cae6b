//! Refutation engines (spec/ivl.md section 9.10), run before or beside
//! Houdini on one implementation, sharing the set of refuted candidates.
//!
//! Houdini checks the loop-cut program, which over-approximates the
//! executions. The other engines check programs that under-approximate it
//! (the paper by Betts, Chong, Deligiannis, Donaldson and Ketema on
//! candidate-based invariant generation): `sbase` checks the candidates
//! where loops are entered only, `sstep` only where they are maintained,
//! `luK` on the program with each loop unrolled K times. A failure any of
//! them finds is an execution, of the loop-cut program with every live
//! candidate assumed, in which a candidate fails; Houdini would find it
//! too, since refuting only ever removes assumptions. So engines change
//! how long inference takes, never what it keeps: Houdini, last, decides
//! the rest.

use std::collections::BTreeSet;
use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::answers::solver_outcome;
use super::houdini::{self, Candidates, Effort, Role};
use super::{Outcome, Shared};
use crate::cfg::{build, unroll, Cfg, LoopErrorKind, SiteId, SiteKind};
use crate::smt::process::Solver;
use crate::vc::passify::{self, Passive, PassiveCmd};
use crate::vc::wp::{self, Vc};

/// Blocks an unrolled graph may have, as a multiple of the loop-cut one's.
const UNROLL_GROWTH: usize = 16;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Engine {
    Houdini,
    /// Candidates checked where loops are entered only.
    Base,
    /// Candidates checked where loops are maintained only.
    Step,
    /// Candidates checked on the program with each loop unrolled.
    Unroll(usize),
    /// A kernel's candidate loop invariants checked on concrete runs
    /// (`crate::infer::dynamic`), before the reduction's engines.
    Dynamic,
}

impl fmt::Display for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Engine::Houdini => f.write_str("houdini"),
            Engine::Base => f.write_str("sbase"),
            Engine::Step => f.write_str("sstep"),
            Engine::Unroll(k) => write!(f, "lu{k}"),
            Engine::Dynamic => f.write_str("dyn"),
        }
    }
}

impl Engine {
    fn parse(word: &str) -> Result<Engine, String> {
        match word {
            "houdini" => Ok(Engine::Houdini),
            "sbase" => Ok(Engine::Base),
            "sstep" => Ok(Engine::Step),
            "dyn" => Ok(Engine::Dynamic),
            _ => match word.strip_prefix("lu").map(str::parse::<usize>) {
                Some(Ok(k)) if (1..=8).contains(&k) => Ok(Engine::Unroll(k)),
                Some(_) => Err(format!("`{word}`: luK unrolls 1 to 8 times")),
                None => Err(format!(
                    "no engine `{word}` (engines: houdini, sbase, sstep, luK, dyn)"
                )),
            },
        }
    }
}

/// Stages run one after the other; the engines of a stage run side by
/// side, each with its own solver, and the stage ends when Houdini does (or,
/// without it, when they all have). Houdini is in the last stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Engines(pub Vec<Vec<Engine>>);

/// `sbase,houdini`: measured (`scripts/bench-inference.py --engines`) on
/// the loop kernels of tests/kernels and GPUVerify's testsuite, the
/// fastest in total; on most kernels it costs a check or two more, on a
/// few it spares Houdini slow checks of candidates false on entry.
impl Default for Engines {
    fn default() -> Engines {
        Engines(vec![vec![Engine::Base], vec![Engine::Houdini]])
    }
}

impl fmt::Display for Engines {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let stages: Vec<String> = self
            .0
            .iter()
            .map(|stage| {
                let names: Vec<String> = stage.iter().map(Engine::to_string).collect();
                names.join("+")
            })
            .collect();
        f.write_str(&stages.join(","))
    }
}

impl Engines {
    /// `E,E+E,...`: stages separated by `,`, engines side by side by `+`.
    pub fn parse(text: &str) -> Result<Engines, String> {
        let stages = text
            .split(',')
            .map(|stage| stage.split('+').map(|w| Engine::parse(w.trim())).collect())
            .collect::<Result<Vec<Vec<Engine>>, String>>()?;
        let houdinis = stages.iter().flatten().filter(|&&e| e == Engine::Houdini);
        if houdinis.count() != 1
            || !stages
                .last()
                .is_some_and(|stage| stage.contains(&Engine::Houdini))
        {
            return Err(format!(
                "`{text}`: houdini, which decides what is kept, must run once, in the last stage"
            ));
        }
        for stage in &stages {
            if (1..stage.len()).any(|i| stage[..i].contains(&stage[i])) {
                return Err(format!("`{text}`: an engine twice in one stage"));
            }
        }
        let dynamic = stages.iter().flatten().filter(|&&e| e == Engine::Dynamic);
        if dynamic.count() > usize::from(stages[0] == [Engine::Dynamic]) {
            return Err(format!(
                "`{text}`: dyn runs the kernel before the other engines: it is the first stage, alone"
            ));
        }
        Ok(Engines(stages))
    }

    /// Whether the dynamic engine runs (first).
    pub fn dynamic(&self) -> bool {
        self.0.first().is_some_and(|s| s == &[Engine::Dynamic])
    }
}

/// One engine's part in inference on one implementation.
#[derive(Clone, Debug)]
pub struct EngineRun {
    pub engine: Engine,
    pub checks: usize,
    /// Candidates it refuted first.
    pub refuted: usize,
    pub time: Duration,
    /// Why it stopped before its own fixpoint, if it did.
    pub stopped: Option<String>,
}

/// One implementation, as the engines see it.
pub(super) struct Subject<'a> {
    pub shared: &'a Shared<'a>,
    pub imp: &'a build::Implementation<'a>,
    /// Its loop-cut graph.
    pub cfg: &'a Cfg,
    /// The program Houdini checks ([`houdini::restricted`]).
    pub houdini: (&'a Passive, &'a Vc),
    pub candidates: &'a Candidates,
}

/// Runs the configured engines on `subject`, in `solver` (which holds the
/// program's declarations, and is started again if an engine's check
/// breaks it), adding what they refute to `refuted`.
pub(super) fn run(
    subject: &Subject,
    solver: &mut Solver,
    refuted: &mut BTreeSet<String>,
    effort: &mut Effort,
) -> Result<(), Outcome> {
    let shared_refuted = Mutex::new(std::mem::take(refuted));
    let mut result = Ok(());
    let stages = subject.shared.options.engines.0.iter();
    // The dynamic engine has run before the reduction's engines.
    for stage in stages.filter(|s| !s.contains(&Engine::Dynamic)) {
        result = run_stage(subject, stage, solver, &shared_refuted, effort);
        if result.is_err() {
            break;
        }
    }
    *refuted = shared_refuted.into_inner().expect("no engine panics");
    result
}

fn run_stage(
    subject: &Subject,
    stage: &[Engine],
    solver: &mut Solver,
    refuted: &Mutex<BTreeSet<String>>,
    effort: &mut Effort,
) -> Result<(), Outcome> {
    // This thread runs Houdini, if the stage has it, in the worker's solver.
    let lead = stage
        .iter()
        .position(|&e| e == Engine::Houdini)
        .unwrap_or(0);
    let cancel = Arc::new(AtomicBool::new(false));
    std::thread::scope(|scope| {
        let helpers: Vec<_> = stage
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != lead)
            .map(|(_, &engine)| {
                let cancel = Arc::clone(&cancel);
                scope.spawn(move || {
                    let mut own = Effort::default();
                    let started = subject.shared.solver().map(|mut s| {
                        s.cancel_with(cancel);
                        s
                    });
                    let stopped = match started {
                        Ok(mut s) => refute(subject, engine, &mut s, refuted, &mut own).err(),
                        Err(e) => Some(e),
                    };
                    (own, stopped)
                })
            })
            .collect();
        let engine = stage[lead];
        let outcome = refute(subject, engine, solver, refuted, effort);
        if engine == Engine::Houdini {
            cancel.store(true, Ordering::Relaxed);
        }
        for helper in helpers {
            let (own, stopped) = helper.join().expect("no engine panics");
            effort.checks += own.checks;
            effort
                .engines
                .extend(own.engines.into_iter().map(|mut run| {
                    run.stopped = run.stopped.or_else(|| stopped.as_ref().map(describe));
                    run
                }));
        }
        match outcome {
            Err(e) if engine != Engine::Houdini => {
                // A refutation engine's failure decides nothing: the next
                // stages go on in a fresh solver.
                if let Some(run) = effort.engines.iter_mut().rev().find(|r| r.engine == engine) {
                    run.stopped = Some(describe(&e));
                }
                subject.shared.restart(solver)
            }
            other => other,
        }
    })
}

fn describe(outcome: &Outcome) -> String {
    match outcome {
        Outcome::TimedOut => "the solver did not answer in time".into(),
        Outcome::SolverError(e) | Outcome::Inconclusive(e) => e.clone(),
        other => format!("{other:?}"),
    }
}

/// One engine's fixpoint, on its own program pushed onto `solver`; its
/// part is added to `effort`.
fn refute(
    subject: &Subject,
    engine: Engine,
    solver: &mut Solver,
    refuted: &Mutex<BTreeSet<String>>,
    effort: &mut Effort,
) -> Result<(), Outcome> {
    let started = Instant::now();
    let checks = effort.checks;
    let mut run = EngineRun {
        engine,
        checks: 0,
        refuted: 0,
        time: Duration::ZERO,
        stopped: None,
    };
    let sites = &subject.cfg.sites;
    let base = |s: SiteId| !matches!(sites[s].kind, SiteKind::InvariantMaintained);
    let step = |s: SiteId| !matches!(sites[s].kind, SiteKind::InvariantEntry);
    let every = |_: SiteId| true;
    let unrolled;
    let (program, candidates, role) = match engine {
        Engine::Houdini => (subject.houdini, subject.candidates, Role::Houdini),
        Engine::Base => (subject.houdini, subject.candidates, Role::Refuter(&base)),
        Engine::Step => (subject.houdini, subject.candidates, Role::Refuter(&step)),
        Engine::Dynamic => unreachable!("run before the reduction's engines"),
        Engine::Unroll(k) => match unrolled_program(subject, k) {
            Ok(u) => {
                unrolled = u;
                (
                    (&unrolled.0, &unrolled.1),
                    &unrolled.2,
                    Role::Refuter(&every),
                )
            }
            Err(why) => {
                run.stopped = Some(why.into());
                effort.engines.push(run);
                return Ok(());
            }
        },
    };
    let names = subject.shared.translator.names;
    let fixpoint = || -> Result<(usize, Option<String>), Outcome> {
        solver
            .send(&format!("(push 1)\n{}", program.1.text))
            .map_err(solver_outcome)?;
        let done = houdini::fixpoint(solver, names, program, candidates, role, refuted, effort)?;
        solver.send("(pop 1)\n").map_err(solver_outcome)?;
        Ok(done)
    };
    let outcome = fixpoint();
    if let Ok((count, stopped)) = &outcome {
        run.refuted = *count;
        run.stopped.clone_from(stopped);
    }
    run.checks = effort.checks - checks;
    run.time = started.elapsed();
    effort.engines.push(run);
    outcome.map(|_| ())
}

/// The implementation with its loops unrolled `k` times, only the
/// candidates checked: passive form, VC and candidates; or why it cannot
/// be unrolled.
fn unrolled_program(
    subject: &Subject,
    k: usize,
) -> Result<(Passive, Vc, Candidates), &'static str> {
    let shared = subject.shared;
    let checked = shared.checked;
    let mut cfg = build::build(
        &checked.program,
        &checked.globals,
        shared.inlined,
        subject.imp,
    );
    cfg.cut_after_false();
    let limit = subject.cfg.blocks.len().max(64) * UNROLL_GROWTH;
    unroll::unroll(&mut cfg, k, limit).map_err(|e| match e.kind {
        LoopErrorKind::Irreducible => "a loop is irreducible",
        LoopErrorKind::TooLarge => "the unrolled loops would be too large",
    })?;
    cfg.split_critical_edges();
    let candidates = Candidates::of(checked, &cfg);
    let mut passive = passify::passify(&cfg, shared.translator);
    for block in &mut passive.blocks {
        block.cmds.retain(|c| match c {
            PassiveCmd::Assert(a) => candidates.sites.contains_key(&a.site),
            PassiveCmd::Assume(_) => true,
        });
    }
    let vc = wp::generate(&passive);
    Ok((passive, vc, candidates))
}
