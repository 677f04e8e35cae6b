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
use std::sync::Mutex;

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

/// What inference did on one implementation.
#[derive(Default, Clone, Debug)]
pub struct Effort {
    /// Solver checks made, by every engine.
    pub checks: usize,
    /// Why inference gave up, if it did.
    pub gave_up: Option<String>,
    /// Each engine's part, in the order they ended.
    pub engines: Vec<super::engines::EngineRun>,
}

/// What an engine checks and how it ends.
pub(super) enum Role<'a> {
    /// Houdini: the candidates and the user's loop invariants are checked;
    /// a failing user invariant, or a check the solver cannot decide,
    /// gives up inference.
    Houdini,
    /// A refutation engine on an under-approximation: only the candidate
    /// sites accepted are checked, and it stops at the first check the
    /// solver cannot decide.
    Refuter(&'a (dyn Fn(SiteId) -> bool + Sync)),
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

/// Refutes candidates of the implementation whose VC (from
/// [`restricted`], or an engine's own) the solver holds, adding them to
/// `refuted` (which engines beside this one may grow too), until every
/// live candidate that `role` checks holds. A solver error is returned;
/// when Houdini gives up, every candidate is refuted, with the reason in
/// `effort`. Returns how many candidates this run refuted, and why a
/// refutation engine stopped short (the solver could not decide).
pub(super) fn fixpoint(
    solver: &mut Solver,
    names: &Names,
    (passive, vc): (&Passive, &Vc),
    candidates: &Candidates,
    role: Role,
    refuted: &Mutex<BTreeSet<String>>,
    effort: &mut Effort,
) -> Result<(usize, Option<String>), Outcome> {
    let snapshot = || refuted.lock().expect("no engine panics").clone();
    let mut count = 0;
    let mut give_up = |reason: String| {
        refuted
            .lock()
            .expect("no engine panics")
            .extend(candidates.mentioned.iter().cloned());
        effort.gave_up = Some(reason);
    };
    loop {
        let dead = snapshot();
        let live = |s: &SiteId| candidates.sites.get(s).map(|b| !dead.contains(b));
        let enabled: BTreeSet<SiteId> = vc
            .sites
            .iter()
            .copied()
            .filter(|s| match (&role, live(s)) {
                (Role::Houdini, live) => live != Some(false),
                (Role::Refuter(accepts), live) => live == Some(true) && accepts(*s),
            })
            .collect();
        if !enabled.iter().any(|s| candidates.sites.contains_key(s)) {
            return Ok((count, None));
        }
        let mut assumptions = candidates.assignment(names, &dead);
        assumptions.extend(vc.sites.iter().map(|s| {
            if enabled.contains(s) {
                format!("(not {})", skip_symbol(*s))
            } else {
                skip_symbol(*s)
            }
        }));
        effort.checks += 1;
        match solver.check(&assumptions).map_err(solver_outcome)? {
            CheckResult::Unsat => return Ok((count, None)),
            CheckResult::Sat => {
                let failed = failures(solver, passive, vc, &enabled)
                    .map_err(solver_outcome)?
                    .ok_or_else(|| {
                        Outcome::SolverError("the solver's model shows no failing candidate".into())
                    })?
                    .asserts;
                let mut found = Vec::new();
                for failed in failed {
                    match candidates.sites.get(&failed.site) {
                        Some(b) => found.push(b.clone()),
                        None => {
                            give_up("a loop invariant of the program does not hold".into());
                            return Ok((count, None));
                        }
                    }
                }
                let mut set = refuted.lock().expect("no engine panics");
                for b in found {
                    count += usize::from(set.insert(b));
                }
            }
            CheckResult::Unknown(reason) => {
                let why = format!("the solver could not decide ({reason})");
                if let Role::Houdini = role {
                    give_up(why);
                    return Ok((count, None));
                }
                return Ok((count, Some(why)));
            }
        }
    }
}
