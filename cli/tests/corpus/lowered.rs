//! A kernel program's verdict through `ivl lower`: the lowered core
//! program, verified on its own, must give the kernel's exit code and
//! summary line (spec/gpu.md: the reduction is a core program).

use std::path::Path;

/// The `ivl verify` options that `ivl lower` also takes (the kernel
/// options); [`VERIFY_OPTIONS`] stay with the second `verify`.
const LOWER_OPTIONS: [&str; 9] = [
    "--group-size=",
    "--num-groups=",
    "--no-benign",
    "--only-races",
    "--assume-race-free",
    "--wrapping-noovfl",
    "--allow-id-wrap",
    "--race-arrays=",
    "--no-race-checks",
];

/// Options of the solver's checks, given to the lowered program's `verify`.
const VERIFY_OPTIONS: [&str; 2] = ["--timeout=", "--error-limit="];

/// Whether the kernel test at `relative` (from `tests/`) with `args`
/// (`verify` first) is also checked through `ivl lower`: every kernel under
/// `gpu/verify/` run with options that `lower` takes.
pub fn applies(relative: &Path, args: &[String]) -> bool {
    relative.starts_with("gpu/verify")
        && args.first().is_some_and(|a| a == "verify")
        && args[1..].iter().all(|a| {
            VERIFY_OPTIONS
                .iter()
                .chain(&LOWER_OPTIONS)
                .any(|o| a.starts_with(o))
        })
}

/// What is wrong with verifying `path` through `ivl lower`, given that the
/// kernel itself exited with `code` and printed `stdout`.
pub fn disagreement(
    path: &Path,
    args: &[String],
    code: Option<i32>,
    stdout: &str,
) -> Result<Option<String>, String> {
    let (checks, kernel_options): (Vec<&String>, Vec<&String>) = args[1..]
        .iter()
        .partition(|a| VERIFY_OPTIONS.iter().any(|o| a.starts_with(o)));
    let lowered = super::ivl_command()
        .arg("lower")
        .args(&kernel_options)
        .arg(path)
        .output()
        .map_err(|e| format!("cannot run ivl lower: {e}"))?;
    if !lowered.status.success() {
        return Ok(Some(format!(
            "ivl lower failed:\n{}",
            String::from_utf8_lossy(&lowered.stderr)
        )));
    }
    let dir = std::env::temp_dir().join(format!("ivl-lowered-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    let core = dir.join(path.file_name().expect("a file name"));
    std::fs::write(&core, &lowered.stdout)
        .map_err(|e| format!("cannot write {}: {e}", core.display()))?;
    let again = super::ivl_command()
        .arg("verify")
        .arg("--jobs=1")
        .args(&checks)
        .arg(&core)
        .output()
        .map_err(|e| format!("cannot run ivl: {e}"))?;
    std::fs::remove_file(&core).ok();
    let summary = |text: &str| {
        text.lines()
            .find(|l| l.starts_with("ivl finished"))
            .map(str::to_string)
    };
    let second = String::from_utf8_lossy(&again.stdout);
    Ok(
        (again.status.code() != code || summary(&second) != summary(stdout)).then(|| {
            format!(
                "its lowered program disagrees: exit code {:?}, `{}` (the kernel: {code:?}, `{}`)",
                again.status.code(),
                summary(&second).unwrap_or_default(),
                summary(stdout).unwrap_or_default()
            )
        }),
    )
}
