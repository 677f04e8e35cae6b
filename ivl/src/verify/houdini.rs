//! Houdini (spec/ivl.md section 9.10): of the candidates, the largest set
//! that holds together.
//!
//! A candidate is a checked `b ==> e` (an invariant, an assertion, a
//! contract) whose `b` is an existential constant. Every constant starts
//! true; each check assumes the live ones true and the refuted ones false
//! and checks the candidates and the user's loop invariants, on a VC
//! without the implementation's other assertions (so that what is kept
//! holds whether the kernel is correct or not, and hides none of its
//! failures); the first candidate the model fails on its path is refuted,
//! with those checked right after it in the same state that fail too (the
//! invariants of one loop head, typically), and the check is made again,
//! until none fails. Refuting a candidate
//! only ever removes assumptions, so what is refuted against a set stays
//! refuted against any smaller one: the order of refutation does not
//! change the result, which is the greatest set of candidates that are
//! inductive together. When a user's invariant fails, or the solver cannot
//! decide, inference gives up: every candidate counts as refuted.

use std::collections::{BTreeSet, HashMap};

use super::answers::{failures, solver_outcome};
use super::Outcome;
use crate::cfg::{Cfg, Cmd, SiteId, SiteKind};
use crate::sema::Checked;
use crate::smt::process::{CheckResult, Solver};
use crate::syntax::ast::{BinaryOp, ExprKind};
use crate::vc::names::Names;
use crate::vc::passify::{skip_symbol, Passive, PassiveCmd};
use crate::vc::wp::Vc;

/// The candidates of one implementation.
#[derive(Default)]
pub struct Candidates {
    /// Each candidate site's constant.
    pub sites: HashMap<SiteId, String>,
    /// The existential constants the implementation mentions anywhere.
    pub mentioned: BTreeSet<String>,
}

impl Candidates {
    pub fn of(checked: &Checked, cfg: &Cfg) -> Candidates {
        let existential = |name: &str| {
            checked
                .globals
                .vars
                .get(name)
                .is_some_and(|g| g.existential)
        };
        let mut out = Candidates::default();
        for block in cfg.blocks.iter() {
            for cmd in &block.cmds {
                let (expr, frame) = match cmd {
                    Cmd::Assert { expr, frame, .. } | Cmd::Assume { expr, frame } => (expr, frame),
                    _ => continue,
                };
                let local = |name: &str| cfg.frames[*frame].names.contains_key(name);
                // Bound names count too: an over-approximation will do.
                let mut names = Vec::new();
                crate::syntax::rewrite::variables(expr, &mut names);
                for name in names {
                    if existential(&name) && !local(&name) {
                        out.mentioned.insert(name);
                    }
                }
                if let Cmd::Assert { expr, site, .. } = cmd {
                    if let ExprKind::Binary(BinaryOp::Implies, switch, _) = &expr.kind {
                        if let ExprKind::Var(b) = &switch.kind {
                            if existential(&b.name) && !local(&b.name) {
                                out.sites.insert(*site, b.name.clone());
                            }
                        }
                    }
                }
            }
        }
        out
    }

    pub fn is_empty(&self) -> bool {
        self.mentioned.is_empty()
    }

    /// The assumption literals that set the constants this implementation
    /// mentions: true unless refuted.
    pub fn assignment(&self, names: &Names, refuted: &BTreeSet<String>) -> Vec<String> {
        self.mentioned
            .iter()
            .map(|b| {
                let sym = names.constants[b].0.clone();
                if refuted.contains(b) {
                    format!("(not {sym})")
                } else {
                    sym
                }
            })
            .collect()
    }
}

/// What one run of Houdini on an implementation did.
#[derive(Default, Clone, Debug)]
pub struct Effort {
    /// Solver checks made.
    pub checks: usize,
    /// Why inference gave up, if it did.
    pub gave_up: Option<String>,
}

/// The graph Houdini checks: `passive` with only the candidates and the
/// loop invariants checked, the other assertions dropped.
pub(super) fn restricted(passive: &Passive, cfg: &Cfg, candidates: &Candidates) -> (Passive, Vc) {
    let mut p = passive.clone();
    for block in &mut p.blocks {
        block.cmds.retain(|c| match c {
            PassiveCmd::Assert(a) => {
                candidates.sites.contains_key(&a.site)
                    || matches!(
                        cfg.sites[a.site].kind,
                        SiteKind::InvariantEntry | SiteKind::InvariantMaintained
                    )
            }
            PassiveCmd::Assume(_) => true,
        });
    }
    let vc = crate::vc::wp::generate(&p);
    (p, vc)
}

/// Refutes candidates of the implementation whose Houdini VC (from
/// [`restricted`]) the solver holds, adding them to `refuted`, until
/// every live candidate holds. A solver error is returned; when inference
/// gives up, every candidate is refuted, with the reason in `effort`.
pub(super) fn fixpoint(
    solver: &mut Solver,
    names: &Names,
    (passive, vc): (&Passive, &Vc),
    candidates: &Candidates,
    refuted: &mut BTreeSet<String>,
    effort: &mut Effort,
) -> Result<(), Outcome> {
    let mut give_up = |reason: String, refuted: &mut BTreeSet<String>| {
        refuted.extend(candidates.mentioned.iter().cloned());
        effort.gave_up = Some(reason);
    };
    loop {
        // The live candidates, and the user's invariants.
        let enabled: BTreeSet<SiteId> = vc
            .sites
            .iter()
            .copied()
            .filter(|s| candidates.sites.get(s).is_none_or(|b| !refuted.contains(b)))
            .collect();
        if !enabled.iter().any(|s| candidates.sites.contains_key(s)) {
            return Ok(());
        }
        let mut assumptions = candidates.assignment(names, refuted);
        assumptions.extend(vc.sites.iter().map(|s| {
            if enabled.contains(s) {
                format!("(not {})", skip_symbol(*s))
            } else {
                skip_symbol(*s)
            }
        }));
        effort.checks += 1;
        match solver.check(&assumptions).map_err(solver_outcome)? {
            CheckResult::Unsat => return Ok(()),
            CheckResult::Sat => {
                let failed = failures(solver, passive, vc, &enabled)
                    .map_err(solver_outcome)?
                    .ok_or_else(|| {
                        Outcome::SolverError("the solver's model shows no failing candidate".into())
                    })?
                    .asserts;
                for failed in failed {
                    match candidates.sites.get(&failed.site) {
                        Some(b) => {
                            refuted.insert(b.clone());
                        }
                        None => {
                            give_up(
                                "a loop invariant of the program does not hold".into(),
                                refuted,
                            );
                            return Ok(());
                        }
                    }
                }
            }
            CheckResult::Unknown(reason) => {
                give_up(format!("the solver could not decide ({reason})"), refuted);
                return Ok(());
            }
        }
    }
}
