//! How a kernel program is reduced: the launch, the checks, and what is
//! assumed (spec/gpu.md section 7).

/// How the reduction treats what GPUVerify makes switchable.
#[derive(Clone, Debug)]
pub struct Options {
    /// Writes of equal values to one element by both threads are not races.
    pub benign: bool,
    pub checks: Checks,
    /// Sizes given on the command line (x first), instead of declarations.
    pub group_size: Option<Vec<u32>>,
    pub num_groups: Option<Vec<u32>>,
    /// Where a kernel evaluates `bvN_add_noovfl` (`sadd`, `mul`), assume
    /// the exact result fits.
    pub assume_no_overflow: bool,
    /// Launches of 2^32 or more threads in a dimension are verified too
    /// (global ids wrap): no launch assumption.
    pub allow_id_wrap: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            benign: true,
            checks: Checks::All,
            group_size: None,
            num_groups: None,
            assume_no_overflow: true,
            allow_id_wrap: false,
        }
    }
}

/// Staged verification: two runs, one with each stage, prove what one run
/// with everything proves (each stage assumes what the other checks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Checks {
    All,
    /// Races and barrier divergence; assertions, invariants and
    /// postconditions are assumed.
    OnlyRaces,
    /// Assertions, invariants and postconditions; race freedom and
    /// convergence are assumed.
    AssumeRaceFree,
}
