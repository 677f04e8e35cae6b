//! What the pipeline shows of itself: the program after each stage, and
//! each stage's time (`ivl verify --dump-after=...`, `--timings`).

use std::time::Duration;

/// A stage of the pipeline, named after what it produces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Stage {
    /// Parsed and checked: the kernel (or core) program as given.
    Kernel,
    /// The two-thread reduction: a core program (a core program is its
    /// own reduction).
    Reduced,
    /// The reduction with inference's result written in: the candidates
    /// Houdini kept as invariants, the others gone (spec/gpu.md section
    /// 10). Its text is made once every implementation is verified.
    Inferred,
    /// One implementation as basic blocks, loops cut (spec/ivl.md 9.9).
    Cfg,
    /// One implementation in single-assignment form (spec/ivl.md 9.9).
    Passive,
    /// One implementation's query, as `--dump-smt` writes it.
    Smt,
    /// The solver's checks (and reading its models); no text.
    Solve,
    /// Replaying failures by execution; no text.
    Confirm,
}

impl Stage {
    /// Every stage, in pipeline order.
    pub const ALL: [Stage; 8] = [
        Stage::Kernel,
        Stage::Reduced,
        Stage::Inferred,
        Stage::Cfg,
        Stage::Passive,
        Stage::Smt,
        Stage::Solve,
        Stage::Confirm,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Stage::Kernel => "kernel",
            Stage::Reduced => "reduced",
            Stage::Inferred => "inferred",
            Stage::Cfg => "cfg",
            Stage::Passive => "passive",
            Stage::Smt => "smt",
            Stage::Solve => "solve",
            Stage::Confirm => "confirm",
        }
    }

    /// What the stage's time covers, for `--timings`.
    pub fn work(self) -> &'static str {
        match self {
            Stage::Kernel => "parse, resolve, type-check",
            Stage::Reduced => "two-thread reduction, checked again",
            Stage::Inferred => "invariant inference (Houdini's checks)",
            Stage::Cfg => "basic blocks, loops cut",
            Stage::Passive => "passification",
            Stage::Smt => "verification condition",
            Stage::Solve => "solver checks, reading models into reports",
            Stage::Confirm => "replays by execution",
        }
    }

    /// Whether the stage has a text form.
    pub fn printable(self) -> bool {
        !matches!(self, Stage::Solve | Stage::Confirm)
    }

    /// Whether the stage is made once per implementation (else once per
    /// program).
    pub fn per_implementation(self) -> bool {
        matches!(
            self,
            Stage::Cfg | Stage::Passive | Stage::Smt | Stage::Solve | Stage::Confirm
        )
    }

    /// The file extension of the stage's text.
    pub fn extension(self) -> &'static str {
        match self {
            Stage::Kernel | Stage::Reduced | Stage::Inferred => "ivl",
            Stage::Smt => "smt2",
            _ => self.name(),
        }
    }

    /// A printable stage by name.
    pub fn parse(name: &str) -> Option<Stage> {
        Stage::ALL
            .into_iter()
            .find(|s| s.printable() && s.name() == name)
    }
}

/// An implementation, for the stages made once per implementation.
#[derive(Clone, Copy, Debug)]
pub struct Unit<'a> {
    /// Its position among the program's verified implementations, from 0.
    pub index: usize,
    pub name: &'a str,
}

/// Sees the pipeline go by. Called from the verifier's worker threads, so
/// in no particular order across implementations.
pub trait Observer: Sync {
    /// Whether `stage`'s text is wanted; it is only made then.
    fn wants(&self, _stage: Stage) -> bool {
        false
    }

    /// The text of `stage`: of the program (`unit` is `None`) or of one
    /// implementation.
    fn text(&self, _stage: Stage, _unit: Option<Unit>, _text: &str) {}

    /// Time spent in `stage`, for the program or one implementation.
    fn timed(&self, _stage: Stage, _time: Duration) {}
}

/// Sees nothing.
pub struct Silent;

impl Observer for Silent {}
