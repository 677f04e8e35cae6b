//! Reading the solver: its answers as outcomes, and the failing
//! assertion a model shows.

use std::collections::BTreeSet;

use super::Outcome;
use crate::cfg::SiteId;
use crate::smt::process::{Solver, SolverError};
use crate::vc::passify::{Passive, PassiveAssert, PassiveCmd};
use crate::vc::wp::{assertion_symbol, Vc};

/// Whether `unknown` came of a limit (time, memory, cancellation).
pub fn is_resource_limit(reason: &str) -> bool {
    ["timeout", "canceled", "resource", "memout"]
        .iter()
        .any(|r| reason.contains(r))
}

/// A solver's `unknown`, with its reason, as an outcome.
pub fn unknown_outcome(reason: String) -> Outcome {
    if is_resource_limit(&reason) {
        Outcome::TimedOut
    } else {
        Outcome::Inconclusive(reason)
    }
}

pub fn solver_outcome(e: SolverError) -> Outcome {
    match e {
        SolverError::Timeout => Outcome::TimedOut,
        other => Outcome::SolverError(other.to_string()),
    }
}

/// Walks the model from the entry along blocks that are not correct, to
/// the first enabled assertion that is false; with the blocks walked.
/// (Past a failing assertion the model says nothing reliable, so one
/// model shows one failure.)
pub fn first_failure<'p>(
    solver: &mut Solver,
    passive: &'p Passive,
    vc: &Vc,
    enabled: &BTreeSet<SiteId>,
) -> Result<Option<(&'p PassiveAssert, Vec<usize>)>, SolverError> {
    Ok(failures(solver, passive, vc, enabled)?.map(|f| (f.asserts[0], f.path)))
}

/// The failing assertions a model shows, with the blocks walked to them.
pub struct Failures<'p> {
    /// Never empty.
    pub asserts: Vec<&'p PassiveAssert>,
    pub path: Vec<usize>,
}

/// The first failure the model shows (see [`first_failure`]) and the
/// enabled assertions right after it that fail too: those up to the next
/// assumption are checked in the same state, so each is a failure of its
/// own in the execution the model shows.
pub fn failures<'p>(
    solver: &mut Solver,
    passive: &'p Passive,
    vc: &Vc,
    enabled: &BTreeSet<SiteId>,
) -> Result<Option<Failures<'p>>, SolverError> {
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
                PassiveCmd::Assert(a) if enabled.contains(&a.site) => Some((
                    segment.cmds.start + c,
                    a,
                    assertion_symbol(segment.block, segment.cmds.start + c),
                )),
                _ => None,
            })
            .collect();
        if !asserts.is_empty() {
            let terms: Vec<String> = asserts.iter().map(|(_, _, name)| name.clone()).collect();
            let holds = solver.values(&terms)?;
            let false_at = |i: usize| holds[i].atom() == Some("false");
            if let Some(first) = (0..asserts.len()).find(|&i| false_at(i)) {
                let (at, ..) = asserts[first];
                let next_assume = block.cmds[at..segment.cmds.end]
                    .iter()
                    .position(|c| matches!(c, PassiveCmd::Assume(_)))
                    .map_or(segment.cmds.end, |p| at + p);
                let asserts = (first..asserts.len())
                    .filter(|&i| asserts[i].0 < next_assume && false_at(i))
                    .map(|i| asserts[i].1)
                    .collect();
                return Ok(Some(Failures { asserts, path }));
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
