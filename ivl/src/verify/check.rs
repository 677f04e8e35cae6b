//! Checking one implementation: find failing assertions one at a time
//! (each found one is then assumed, as Boogie does), and read each failure's
//! path and values from the model.

use std::collections::BTreeSet;

use std::time::Instant;

use super::answers::{first_failure, is_resource_limit, solver_outcome, unknown_outcome};
use super::engines;
use super::houdini::{self, Candidates};
use super::values::show;
use super::{Assigned, Failure, ImplResult, Model, Outcome, Shared, TraceStep};
use crate::cfg::{build, Cfg, OriginKind, SiteId, SiteKind};
use crate::smt::process::{CheckResult, Solver, SolverError};
use crate::smt::sexp::Sexp;
use crate::vc::passify::{skip_symbol, Passive};
use crate::vc::wp::Vc;

pub(super) fn run(
    shared: &Shared,
    slot: &mut Option<Solver>,
    (imp, cfg, passive, vc): (&build::Implementation, &Cfg, &Passive, &Vc),
    candidates: &Candidates,
    result: &mut ImplResult,
) -> Result<(), Outcome> {
    if slot.is_none() {
        *slot = Some(shared.solver()?);
    }
    let solver = slot.as_mut().expect("just started");
    let busy = solver.busy;
    let mut replay_busy = std::time::Duration::ZERO;
    let outcome = search(
        shared,
        solver,
        (imp, cfg, passive, vc),
        candidates,
        result,
        &mut replay_busy,
    );
    result.solver_time = solver.busy.saturating_sub(busy + replay_busy);
    result.outcome = outcome?;
    Ok(())
}

fn search(
    shared: &Shared,
    solver: &mut Solver,
    (imp, cfg, passive, vc): (&build::Implementation, &Cfg, &Passive, &Vc),
    candidates: &Candidates,
    result: &mut ImplResult,
    replay_busy: &mut std::time::Duration,
) -> Result<Outcome, Outcome> {
    // The candidates' constants: decided by Houdini first, if not yet.
    let names = shared.translator.names;
    let fixed = match result.inference.as_mut() {
        Some(inference) => {
            if inference.local {
                let started = Instant::now();
                let (hp, hvc) = houdini::restricted(passive, cfg, candidates);
                let subject = engines::Subject {
                    shared,
                    imp,
                    cfg,
                    houdini: (&hp, &hvc),
                    candidates,
                };
                engines::run(
                    &subject,
                    solver,
                    &mut inference.refuted,
                    &mut inference.effort,
                )?;
                inference.time = started.elapsed();
            }
            candidates.assignment(names, &inference.refuted)
        }
        None => Vec::new(),
    };
    if shared.options.infer_only {
        return Ok(Outcome::NotChecked);
    }
    solver.send("(push 1)\n").map_err(solver_outcome)?;
    solver.send(&vc.text).map_err(solver_outcome)?;
    let mut enabled: BTreeSet<SiteId> = vc.sites.iter().copied().collect();
    let mut outcome = None;
    let mut restarted = false;
    while result.failures.len() < shared.options.error_limit && !enabled.is_empty() {
        // A site that failed is skipped: assumed, never checked again.
        let mut assumptions = fixed.clone();
        assumptions.extend(vc.sites.iter().map(|s| {
            if enabled.contains(s) {
                format!("(not {})", skip_symbol(*s))
            } else {
                skip_symbol(*s)
            }
        }));
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
                        fixed: &fixed,
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
            // The solver's incremental state (inference's checks before)
            // can turn an answer into `unknown`: once, a fresh solver.
            CheckResult::Unknown(reason) if !restarted && !is_resource_limit(&reason) => {
                restarted = true;
                shared.restart(solver)?;
                let query = format!("(push 1)\n{}", vc.text);
                solver.send(&query).map_err(solver_outcome)?;
            }
            CheckResult::Unknown(reason) => {
                outcome = Some(unknown_outcome(reason));
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
    /// The candidates' constants as inference left them.
    fixed: &'s [String],
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
        let mut assumptions = self.fixed.to_vec();
        assumptions.extend(self.sites.iter().map(|&s| {
            if s == self.site {
                format!("(not {})", skip_symbol(s))
            } else {
                skip_symbol(s)
            }
        }));
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

/// The first enabled assertion that the model fails, with what the
/// report shows of it.
fn find_failure(
    solver: &mut Solver,
    cfg: &Cfg,
    passive: &Passive,
    vc: &Vc,
    enabled: &BTreeSet<SiteId>,
) -> Result<Option<Found>, SolverError> {
    let Some((failed, path)) = first_failure(solver, passive, vc, enabled)? else {
        return Ok(None);
    };
    let shown_terms: Vec<String> = failed.shown.iter().map(|(_, t)| t.clone()).collect();
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
    Ok(Some(Found {
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
    }))
}
