//! Checking one implementation: find failing assertions one at a time
//! (each found one is then assumed, as Boogie does), and read each failure's
//! path and values from the model.

use std::collections::BTreeSet;

use std::time::Instant;

use super::values::show;
use super::{Assigned, Failure, ImplResult, Model, Outcome, Shared, TraceStep};
use crate::cfg::{Cfg, OriginKind, SiteId, SiteKind};
use crate::smt::process::{CheckResult, Solver, SolverError};
use crate::smt::sexp::Sexp;
use crate::vc::passify::{skip_symbol, Passive, PassiveCmd};
use crate::vc::wp::{assertion_symbol, Vc};

pub(super) fn run(
    shared: &Shared,
    slot: &mut Option<Solver>,
    cfg: &Cfg,
    passive: &Passive,
    vc: &Vc,
    result: &mut ImplResult,
) -> Result<(), Outcome> {
    if slot.is_none() {
        let mut solver = Solver::start(&shared.options.solver).map_err(solver_outcome)?;
        solver.send(shared.declarations).map_err(solver_outcome)?;
        *slot = Some(solver);
    }
    let solver = slot.as_mut().expect("just started");
    let busy = solver.busy;
    let mut replay_busy = std::time::Duration::ZERO;
    let outcome = search(shared, solver, cfg, passive, vc, result, &mut replay_busy);
    result.solver_time = (solver.busy - busy).saturating_sub(replay_busy);
    result.outcome = outcome?;
    Ok(())
}

fn search(
    shared: &Shared,
    solver: &mut Solver,
    cfg: &Cfg,
    passive: &Passive,
    vc: &Vc,
    result: &mut ImplResult,
    replay_busy: &mut std::time::Duration,
) -> Result<Outcome, Outcome> {
    solver.send("(push 1)\n").map_err(solver_outcome)?;
    solver.send(&vc.text).map_err(solver_outcome)?;
    let mut enabled: BTreeSet<SiteId> = vc.sites.iter().copied().collect();
    let mut outcome = None;
    while result.failures.len() < shared.options.error_limit && !enabled.is_empty() {
        // A site that failed is skipped: assumed, never checked again.
        let assumptions: Vec<String> = vc
            .sites
            .iter()
            .map(|s| {
                if enabled.contains(s) {
                    format!("(not {})", skip_symbol(*s))
                } else {
                    skip_symbol(*s)
                }
            })
            .collect();
        match solver.check(&assumptions).map_err(solver_outcome)? {
            CheckResult::Unsat => break,
            CheckResult::Sat => {
                let Found {
                    site,
                    mut failure,
                    shown_terms: shown,
                    line_terms,
                } = find_failure(solver, cfg, passive, vc, &enabled)
                    .map_err(solver_outcome)?
                    .ok_or_else(|| {
                        Outcome::SolverError("the solver's model shows no failing assertion".into())
                    })?;
                if let Some(replayer) = shared.replayer {
                    let started = Instant::now();
                    let busy = solver.busy;
                    let mut model = LiveModel {
                        solver,
                        sites: &vc.sites,
                        site,
                        narrowed: false,
                    };
                    let replay = replayer.replay(&result.name, &failure, &mut model);
                    if model.narrowed {
                        // The report shows the counterexample replayed.
                        let values = solver.values(&shown).map_err(solver_outcome)?;
                        for ((_, value), v) in failure.values.iter_mut().zip(&values) {
                            *value = show(v);
                        }
                        failure.thread1_lines =
                            lines(solver, &line_terms).map_err(solver_outcome)?;
                        solver.send("(pop 1)\n").map_err(solver_outcome)?;
                    }
                    failure.replay = Some(replay);
                    result.replay_time += started.elapsed();
                    *replay_busy += solver.busy - busy;
                }
                enabled.remove(&site);
                result.failures.push(failure);
            }
            CheckResult::Unknown(reason) => {
                outcome = Some(if is_resource_limit(&reason) {
                    Outcome::TimedOut
                } else {
                    Outcome::Inconclusive(reason)
                });
                break;
            }
        }
    }
    solver.send("(pop 1)\n").map_err(solver_outcome)?;
    Ok(outcome.unwrap_or(if result.failures.is_empty() {
        Outcome::Verified
    } else {
        Outcome::Failed
    }))
}

/// The model of one failing site, as the solver holds it.
struct LiveModel<'s> {
    solver: &'s mut Solver,
    sites: &'s [SiteId],
    site: SiteId,
    /// A condition was pushed (popped once the replay is done).
    narrowed: bool,
}

impl Model for LiveModel<'_> {
    fn values(&mut self, terms: &[String]) -> Result<Vec<Sexp>, String> {
        self.solver.values(terms).map_err(|e| e.to_string())
    }

    fn narrow(&mut self, condition: &str) -> Result<bool, String> {
        if self.narrowed {
            self.narrowed = false;
            self.solver.send("(pop 1)\n").map_err(|e| e.to_string())?;
        }
        self.solver
            .send(&format!("(push 1)\n(assert {condition})\n"))
            .map_err(|e| e.to_string())?;
        self.narrowed = true;
        // Only this site is checked: the model fails it, every other
        // assertion is assumed.
        let assumptions: Vec<String> = self
            .sites
            .iter()
            .map(|&s| {
                if s == self.site {
                    format!("(not {})", skip_symbol(s))
                } else {
                    skip_symbol(s)
                }
            })
            .collect();
        if self.solver.check(&assumptions).map_err(|e| e.to_string())? == CheckResult::Sat {
            return Ok(true);
        }
        // Back to a model of the failure without the condition.
        self.narrowed = false;
        self.solver.send("(pop 1)\n").map_err(|e| e.to_string())?;
        match self.solver.check(&assumptions).map_err(|e| e.to_string())? {
            CheckResult::Sat => Ok(false),
            _ => Err("the solver no longer finds the failure".into()),
        }
    }
}

fn is_resource_limit(reason: &str) -> bool {
    ["timeout", "canceled", "resource", "memout"]
        .iter()
        .any(|r| reason.contains(r))
}

fn solver_outcome(e: SolverError) -> Outcome {
    match e {
        SolverError::Timeout => Outcome::TimedOut,
        other => Outcome::SolverError(other.to_string()),
    }
}

/// Walks the model from the entry along blocks that are not correct, to the
/// A failing check found in the model.
struct Found {
    site: SiteId,
    failure: Failure,
    /// The terms of the values the failure shows, and of thread 1's lines.
    shown_terms: Vec<String>,
    line_terms: Vec<String>,
}

/// The values of the line terms `terms` (0 where the model's value is not
/// a line number).
fn lines(solver: &mut Solver, terms: &[String]) -> Result<Vec<u32>, SolverError> {
    if terms.is_empty() {
        return Ok(Vec::new());
    }
    Ok(solver
        .values(terms)?
        .iter()
        .map(|v| v.atom().and_then(|a| a.parse().ok()).unwrap_or(0))
        .collect())
}

/// first enabled assertion that is false.
fn find_failure(
    solver: &mut Solver,
    cfg: &Cfg,
    passive: &Passive,
    vc: &Vc,
    enabled: &BTreeSet<SiteId>,
) -> Result<Option<Found>, SolverError> {
    let vars: Vec<String> = vc.segments.iter().map(|s| s.var.clone()).collect();
    let correct: Vec<bool> = solver
        .values(&vars)?
        .iter()
        .map(|v| v.atom() == Some("true"))
        .collect();
    let mut path = Vec::new();
    let mut seg = 0;
    loop {
        let segment = &vc.segments[seg];
        let block = &passive.blocks[segment.block];
        if segment.cmds.start == 0 {
            path.push(segment.block);
        }
        let asserts: Vec<_> = block.cmds[segment.cmds.clone()]
            .iter()
            .enumerate()
            .filter_map(|(c, cmd)| match cmd {
                PassiveCmd::Assert(a) if enabled.contains(&a.site) => {
                    Some((a, assertion_symbol(segment.block, segment.cmds.start + c)))
                }
                _ => None,
            })
            .collect();
        if !asserts.is_empty() {
            let terms: Vec<String> = asserts.iter().map(|(_, name)| name.clone()).collect();
            let holds = solver.values(&terms)?;
            if let Some(failed) = asserts
                .iter()
                .zip(&holds)
                .find(|(_, v)| v.atom() == Some("false"))
                .map(|((a, _), _)| *a)
            {
                let shown_terms: Vec<String> =
                    failed.shown.iter().map(|(_, t)| t.clone()).collect();
                let shown_values = solver.values(&shown_terms)?;
                let thread1_lines = lines(solver, &failed.thread1_lines)?;
                let values = failed
                    .shown
                    .iter()
                    .zip(&shown_values)
                    .map(|((label, _), v)| (label.clone(), show(v)))
                    .collect();
                let site = cfg.sites[failed.site].clone();
                let trace: Vec<TraceStep> = path
                    .iter()
                    .map(|&b| passive.blocks[b].origin)
                    .filter(|o| {
                        !matches!(
                            o.kind,
                            OriginKind::Plain | OriginKind::Entry | OriginKind::Exit
                        )
                    })
                    .map(|o| TraceStep {
                        span: o.span,
                        kind: o.kind,
                    })
                    .collect();
                let assigned: Vec<Assigned> = path
                    .iter()
                    .map(|&b| &passive.blocks[b])
                    .take_while(|b| b.origin.kind != OriginKind::LoopHead)
                    .flat_map(|b| b.assigned.iter().cloned())
                    .collect();
                let return_span = match site.kind {
                    SiteKind::Postcondition { .. } => trace
                        .iter()
                        .rev()
                        .find(|t| t.kind == OriginKind::Return)
                        .map(|t| t.span),
                    _ => None,
                };
                return Ok(Some(Found {
                    site: failed.site,
                    failure: Failure {
                        site,
                        return_span,
                        trace,
                        values,
                        thread1_lines,
                        assigned,
                        replay: None,
                    },
                    shown_terms,
                    line_terms: failed.thread1_lines.clone(),
                }));
            }
        }
        if segment.continues {
            seg += 1;
            continue;
        }
        match block.succs.iter().find(|&&s| !correct[vc.block_start[s]]) {
            Some(&s) => seg = vc.block_start[s],
            None => return Ok(None),
        }
    }
}
