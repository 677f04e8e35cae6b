//! What the verifying benches share.

use std::path::{Path, PathBuf};
use std::time::Duration;

use ivl::smt::{SolverConfig, SolverKind};
use ivl::verify::Options;

/// The repository root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The pipeline's settings for a kernel verified under `kernel`, no replays.
pub fn settings(options: &Options, kernel: ivl::gpu::Options) -> ivl::pipeline::Settings<'_> {
    ivl::pipeline::Settings {
        kernel,
        verify: Ok(options),
        confirm: None,
    }
}

/// z3 (from `.venv` when `scripts/setup.sh` put it there), one job: solver
/// time and our own time are then both wall-clock on one core.
pub fn options() -> Options {
    let venv = root().join(".venv/bin/z3");
    let explicit = venv.is_file().then_some(venv);
    let solver = SolverConfig::locate(SolverKind::Z3, explicit, Duration::from_secs(30))
        .unwrap_or_else(|e| panic!("{e}"));
    Options {
        solver,
        error_limit: 5,
        jobs: 1,
        engines: Default::default(),
        infer_only: false,
        loops: Default::default(),
    }
}
