//! How a kernel program is reduced: the launch, the checks, and what is
//! assumed (spec/gpu.md section 7).

use std::collections::BTreeSet;

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
    /// The arrays whose races are checked: all (`None`), or only those
    /// named (none at all when the set is empty).
    pub race_arrays: Option<BTreeSet<String>>,
    /// Candidate invariants for the kernel's loops, kept by Houdini
    /// (`None`: `--no-infer`).
    pub infer: Option<crate::infer::Options>,
}

impl Options {
    /// Checks races only on `arrays` too (on those both restrictions name).
    pub fn restrict_races(&mut self, arrays: Option<&BTreeSet<String>>) {
        self.race_arrays = restrict_races(self.race_arrays.take(), arrays);
    }

    /// Races on `array` are checked.
    pub fn race_checked(&self, array: &str) -> bool {
        race_checked(self.race_arrays.as_ref(), array)
    }
}

/// Races on `array` are checked under `--race-arrays` (`None`: all).
pub fn race_checked(race_arrays: Option<&BTreeSet<String>>, array: &str) -> bool {
    race_arrays.is_none_or(|only| only.iter().any(|name| names(name, array)))
}

/// Whether a name given to `--race-arrays` names `array`: the array
/// itself, or one the front end made of it (`s.1` for a second C array
/// `s`, `b.x` for the field `x` of a struct array `b`). Erring towards
/// more arrays checks more races, never fewer.
pub fn names(name: &str, array: &str) -> bool {
    array
        .strip_prefix(name)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
}

/// The arrays races are checked on under both restrictions.
pub fn restrict_races(
    a: Option<BTreeSet<String>>,
    b: Option<&BTreeSet<String>>,
) -> Option<BTreeSet<String>> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.intersection(b).cloned().collect()),
        (a, b) => a.or_else(|| b.cloned()),
    }
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
            race_arrays: None,
            infer: Some(crate::infer::Options::default()),
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
