//! The dynamic refutation engine (`--infer-engines=dyn,...`, spec/ivl.md
//! section 9.10): the kernel program, candidates included, is run by `ivl
//! run`'s interpreter on a few concrete launches, each thread checking the
//! candidate loop invariants at its loop heads. A candidate that fails for
//! a thread is refuted, with every existential constant the reduction made
//! of it (those of the reduced program's candidates with the same position
//! and kernel text).
//!
//! An execution of the kernel is, for any two of its threads, one of the
//! two-thread program, so the candidate fails there too and Houdini would
//! refute it. The interpreter leaves out what it cannot tell the same way:
//! candidates relating two threads, candidates it cannot evaluate, and
//! executions the verifier assumes away (under `--only-races`, say, those
//! past a failing assertion).

use std::collections::{BTreeSet, HashSet};

use crate::sema::Checked;
use crate::syntax::ast::Program;
use crate::syntax::span::{SourceMap, Span};

/// Runs, each with its own inputs: the first one thread at a time (each
/// thread goes round its loops before the next starts), the second with
/// the threads interleaved at random.
const RUNS: u32 = 2;

/// Statements executed at most, over all runs and kernels.
const MAX_STEPS: u64 = 1_000_000;

/// What the dynamic engine refuted.
pub struct Outcome {
    pub refuted: BTreeSet<String>,
    /// Why it refuted nothing, when it could not run the kernel.
    pub stopped: Option<String>,
}

/// Refutes candidates of `reduced` by running `kernel` (the kernel program
/// with its candidates, as the reduction read it) under the reduction's
/// `options`.
pub fn refute(
    kernel: &Checked,
    sources: &SourceMap,
    reduced: &Program,
    options: &crate::gpu::Options,
) -> Outcome {
    let run_options = crate::run::Options {
        kernel: None,
        kernel_args: None,
        group_size: options.group_size.clone(),
        num_groups: options.num_groups.clone(),
        seed: 1,
        schedules: RUNS,
        first_policy: 2,
        max_steps: MAX_STEPS,
        inputs: None,
        benign: options.benign,
        checks: options.checks,
        race_arrays: None,
        assume_no_overflow: options.assume_no_overflow,
        candidates: true,
        trace: false,
        record: None,
        focus: None,
        stop_at: None,
        model: None,
    };
    let reports = match crate::run::run(kernel, sources, &run_options) {
        Ok(reports) => reports,
        Err(crate::run::Error::Program(errors)) => {
            let why = errors.first().map_or(String::new(), |d| d.message.clone());
            return Outcome::stopped(why);
        }
        Err(crate::run::Error::Message(why)) => return Outcome::stopped(why),
    };
    let failed: HashSet<&(Span, String)> =
        reports.iter().flat_map(|r| &r.refuted_candidates).collect();
    let refuted = crate::infer::decided(reduced, &BTreeSet::new())
        .into_iter()
        .filter(|d| {
            d.at == crate::infer::CandidateAt::Loop && failed.contains(&(d.span, d.text.clone()))
        })
        .map(|d| d.constant)
        .collect();
    Outcome {
        refuted,
        stopped: None,
    }
}

impl Outcome {
    pub fn stopped(why: String) -> Outcome {
        Outcome {
            refuted: BTreeSet::new(),
            stopped: Some(why),
        }
    }
}
