//! The corpus harness: every `.ivl` and `.snap` file under `tests/`, and
//! every `.cu` and `.cl` file under `tests/kernels/`, is one trial. Each
//! runs through the `ivl` binary and is compared with the expectations
//! written in the file (tests/README.md). A kernel under `gpu/verify/` is
//! also verified through `ivl lower`, with the same verdict expected.
//!
//! `cargo test --test corpus -- FILTER` runs the files whose path (from
//! `tests/`) contains FILTER; `IVL_BLESS=1` rewrites the line
//! expectations (`// error:`) of failing files to what `ivl` reports, never
//! their verdicts. Trials run in parallel, one per core, each child with
//! `--jobs=1`, so that no more solvers run than there are cores.

mod bless;
mod expect;
mod lowered;
mod report;
mod snapshot;

use std::path::{Path, PathBuf};
use std::process::Command;

use libtest_mimic::{Arguments, Failed, Trial};

use expect::{KernelTest, TestFile};
use report::Reported;

fn corpus_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests")
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|e| e == "ivl" || e == "snap") || is_kernel_test(&p) {
            out.push(p);
        }
    }
}

/// A CUDA or OpenCL test: the kernels under `tests/kernels/` (elsewhere a
/// `.cu` file is the source an `.ivl` test's positions point into).
fn is_kernel_test(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "cu" || e == "cl")
        && path.components().any(|c| c.as_os_str() == "kernels")
}

/// What one run of `ivl` on a test file gave.
struct Ran {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    reported: Vec<Reported>,
}

/// The `ivl` binary under test, with the project's z3 unless `IVL_Z3`
/// names one.
fn ivl_command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ivl"));
    let venv_z3 = corpus_root().join("../.venv/bin/z3");
    if std::env::var_os("IVL_Z3").is_none() && venv_z3.is_file() {
        command.env("IVL_Z3", venv_z3);
    }
    command
}

/// Runs `ivl ARGS --diagnostics=short FILE` (`--jobs=1` for `verify`).
fn ivl(args: &[String], path: &Path) -> Result<Ran, String> {
    let mut command = ivl_command();
    command.args(args);
    if args.first().is_some_and(|a| a == "verify") && !args.iter().any(|a| a.starts_with("--jobs"))
    {
        command.arg("--jobs=1");
    }
    let output = command
        .arg("--diagnostics=short")
        .arg(path)
        .output()
        .map_err(|e| format!("cannot run ivl: {e}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    let reported = report::reported(&stderr, path.to_str().expect("utf-8 path"));
    Ok(Ran {
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr,
        reported,
    })
}

/// The exit code's problem, if it is not `expected`.
fn exit_code(ran: &Ran, expected: i32) -> Vec<String> {
    if ran.code == Some(expected) {
        return Vec::new();
    }
    vec![format!("exit code {:?}, expected {expected}", ran.code)]
}

/// What is wrong with the outcome of an `.ivl` test.
fn check_ivl(test: &TestFile, ran: &Ran) -> Vec<String> {
    let mut problems = exit_code(ran, test.exit_code);
    if let Some(summary) = &test.summary {
        if !ran.stdout.contains(summary.as_str()) {
            problems.push(format!(
                "standard output lacks `{summary}`: {}",
                ran.stdout.trim()
            ));
        }
    }
    problems.extend(report::compare(
        &test.lines,
        test.phase.as_deref(),
        &ran.reported,
    ));
    problems
}

/// What is wrong with the outcome of a kernel test.
fn check_kernel(test: &KernelTest, ran: &Ran) -> Vec<String> {
    let mut problems = exit_code(ran, test.exit_code);
    if test.exit_code == 1 {
        if test.lines.errors.is_empty() {
            problems.push(
                "a failing kernel pins its failures: `// error: FRAGMENT` at their lines \
                 (IVL_BLESS=1 writes them)"
                    .to_string(),
            );
        }
        problems.extend(report::compare(&test.lines, Some("verify"), &ran.reported));
    }
    let said = format!("{}{}", ran.stderr, ran.stdout);
    for p in &test.patterns {
        if !p.is_match(&said) {
            problems.push(format!("no match for `{}`", p.as_str()));
        }
    }
    problems
}

/// Runs one file: its problems, and what `ivl` said.
fn run_file(path: &Path) -> Result<(Vec<String>, Ran), String> {
    let (mut problems, ran) = if is_kernel_test(path) {
        let test = expect::parse_kernel_test(path)?;
        let mut args = vec!["verify".to_string()];
        args.extend(test.flags.iter().cloned());
        let ran = ivl(&args, path)?;
        (check_kernel(&test, &ran), ran)
    } else {
        let test = expect::parse_test(path)?;
        let ran = ivl(&test.args, path)?;
        let mut problems = check_ivl(&test, &ran);
        let relative = path.strip_prefix(corpus_root()).unwrap_or(path);
        if problems.is_empty() && lowered::applies(relative, &test.args) {
            problems.extend(lowered::disagreement(
                path,
                &test.args,
                ran.code,
                &ran.stdout,
            )?);
        }
        (problems, ran)
    };
    // A front end's IVL that does not check, or a reduction that makes a
    // program that does not, is a bug whatever the verdict expected.
    if ran.stderr.contains("internal error") {
        problems.push("ivl reported an internal error".to_string());
    }
    Ok((problems, ran))
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("    {l}\n")).collect()
}

/// The trial of one file; under bless, a failing file's line expectations
/// are rewritten and the file is run again.
fn trial(path: &Path, bless: bool) -> Result<(), Failed> {
    let (mut problems, mut ran) = run_file(path)?;
    if !problems.is_empty() && bless {
        let phase = if is_kernel_test(path) {
            let test = expect::parse_kernel_test(path)?;
            (ran.code == Some(test.exit_code) && test.exit_code == 1).then(|| "verify".to_string())
        } else {
            let test = expect::parse_test(path)?;
            (ran.code == Some(test.exit_code))
                .then_some(test.phase)
                .flatten()
        };
        if let Some(phase) = phase {
            bless::rewrite(path, &phase, &ran.reported)?;
            (problems, ran) = run_file(path)?;
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}\n  --- ivl said:\n{}{}",
            problems.join("\n"),
            indent(&ran.stderr),
            indent(&ran.stdout)
        )
        .into())
    }
}

fn main() {
    let args = Arguments::from_args();
    let bless = std::env::var_os("IVL_BLESS").is_some_and(|v| v == "1");
    let root = corpus_root();
    let mut files = Vec::new();
    collect(&root, &mut files);
    assert!(!files.is_empty(), "no test files under tests/");
    let trials = bless::trials()
        .into_iter()
        .chain(files.into_iter().map(|path| {
            let name = path
                .strip_prefix(&root)
                .unwrap_or(&path)
                .display()
                .to_string();
            let root = root.clone();
            if path.extension().is_some_and(|e| e == "snap") {
                Trial::test(name, move || Ok(snapshot::check(&path, &root, bless)?))
            } else {
                Trial::test(name, move || trial(&path, bless))
            }
        }))
        .collect();
    libtest_mimic::run(&args, trials).exit();
}
