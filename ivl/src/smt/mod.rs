//! Talking SMT-LIB 2 to solver processes (z3, cvc5): [`process`] runs one
//! solver incrementally, [`sexp`] reads what it answers.

pub mod process;
mod scopes;
pub mod sexp;

pub use scopes::quantified;

use std::path::{Path, PathBuf};
use std::time::Duration;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolverKind {
    Z3,
    Cvc5,
}

impl SolverKind {
    pub fn name(self) -> &'static str {
        match self {
            SolverKind::Z3 => "z3",
            SolverKind::Cvc5 => "cvc5",
        }
    }

    /// The options that set up a fresh solver for our queries.
    pub fn setup(self, timeout: Duration) -> String {
        let ms = timeout.as_millis();
        match self {
            SolverKind::Z3 => {
                format!("(set-option :produce-models true)\n(set-option :timeout {ms})\n")
            }
            SolverKind::Cvc5 => format!(
                "(set-option :produce-models true)\n(set-option :incremental true)\n\
                 (set-option :tlimit-per {ms})\n(set-logic ALL)\n"
            ),
        }
    }

    fn arguments(self) -> &'static [&'static str] {
        match self {
            SolverKind::Z3 => &["-in", "-smt2"],
            SolverKind::Cvc5 => &["--lang=smt2", "--incremental"],
        }
    }

    fn env_var(self) -> &'static str {
        match self {
            SolverKind::Z3 => "IVL_Z3",
            SolverKind::Cvc5 => "IVL_CVC5",
        }
    }
}

/// Which solver to run, and how long one check may take.
#[derive(Clone, Debug)]
pub struct SolverConfig {
    pub kind: SolverKind,
    pub path: PathBuf,
    pub timeout: Duration,
}

impl SolverConfig {
    /// Finds the solver's executable: `explicit` if given, else the
    /// environment variable `IVL_Z3` / `IVL_CVC5`, else `PATH`, else
    /// `.venv/bin` (where `scripts/setup.sh` installs z3) in the current
    /// directory or in the project that built the running binary.
    pub fn locate(
        kind: SolverKind,
        explicit: Option<PathBuf>,
        timeout: Duration,
    ) -> Result<SolverConfig, String> {
        let found = explicit
            .or_else(|| std::env::var_os(kind.env_var()).map(PathBuf::from))
            .or_else(|| search_path(kind.name()))
            .or_else(|| venv(Path::new("."), kind))
            .or_else(|| {
                // target/{debug,release}/ivl in the project's tree.
                let exe = std::env::current_exe().ok()?;
                venv(exe.parent()?.parent()?.parent()?, kind)
            });
        match found {
            Some(path) => Ok(SolverConfig {
                kind,
                path,
                timeout,
            }),
            None => Err(format!(
                "cannot find the solver `{}`: install it (`./scripts/setup.sh` puts z3 in \
                 .venv/bin), put it on PATH, set {}, or pass --solver-path",
                kind.name(),
                kind.env_var()
            )),
        }
    }
}

fn venv(project: &Path, kind: SolverKind) -> Option<PathBuf> {
    let path = project.join(".venv/bin").join(kind.name());
    path.is_file().then_some(path)
}

fn search_path(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(program))
        .find(|p| p.is_file())
}
