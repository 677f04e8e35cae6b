//! `ivl verify --dump-after`, `--dump-dir` and `--timings`: every stage of
//! the pipeline printed, and the IVL stages are programs again, with the
//! same verdict.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn ivl(args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ivl"));
    let venv_z3 = repo().join(".venv/bin/z3");
    if std::env::var_os("IVL_Z3").is_none() && venv_z3.is_file() {
        command.env("IVL_Z3", venv_z3);
    }
    command
        .current_dir(repo())
        .args(args)
        .output()
        .expect("run ivl")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ivl-stages-{}-{name}", std::process::id()));
    std::fs::remove_dir_all(&dir).ok();
    dir
}

/// The headers `// ---- STAGE of FILE[, implementation NAME] ----` printed.
fn headers(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| {
            l.trim_start_matches(['/', ';'])
                .trim()
                .strip_prefix("---- ")
        })
        .map(|l| l.trim_end_matches(" ----").to_string())
        .collect()
}

#[test]
fn cfg_and_passive_of_every_implementation_are_printed() {
    let out = ivl(&[
        "verify",
        "--dump-after=cfg,passive",
        "tests/verify/ok/tour.ivl",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    let file = "tests/verify/ok/tour.ivl";
    let expected: Vec<String> = ["Sum", "Fill", "Main"]
        .iter()
        .flat_map(|name| {
            [
                format!("cfg of {file}, implementation {name}"),
                format!("passive of {file}, implementation {name}"),
            ]
        })
        .collect();
    let got = headers(&text);
    assert_eq!(got.len(), expected.len(), "{got:?}");
    for e in &expected {
        assert!(got.contains(e), "no `{e}` in {got:?}");
    }
    // The loop of Sum, cut: its invariant checked on entry and maintained,
    // the body's end a dead end.
    assert!(text.contains("// loop head\n"), "{text}");
    assert!(text.contains(": invariant on entry: 0 <= i && i <= n"));
    assert!(text.contains(": invariant maintained: 0 <= i && i <= n"));
    assert!(text.contains("const |i@1|: Int;"), "{text}");
    assert!(text.contains("  assume (= |i@1| 0);"), "{text}");
    assert!(text.ends_with("ivl finished with 3 verified, 0 errors\n"));
}

#[test]
fn a_kernel_prints_its_reduction_and_its_stages() {
    let file = "tests/kernels/cuda/uninitialised_local_race.cu";
    let out = ivl(&[
        "verify",
        "--no-confirm",
        "--dump-after=kernel,reduced,cfg,passive,smt",
        file,
    ]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    let got = headers(&text);
    let ivl_name = format!("{file}.ivl");
    assert_eq!(got[0], format!("kernel of {ivl_name}"));
    assert_eq!(got[1], format!("reduced of {ivl_name}"));
    for stage in ["cfg", "passive", "smt"] {
        assert!(
            got.iter()
                .any(|h| h.starts_with(&format!("{stage} of {ivl_name}, implementation "))),
            "no {stage} stage in {got:?}"
        );
    }
    // The race check, as the graph and the passive form show it.
    assert!(text.contains(", race on "), "{text}");
    assert!(
        text.contains("(check-sat-using (then simplify solve-eqs smt))"),
        "{text}"
    );
}

/// Verifies `file` with the IVL stages dumped; each dumped program
/// verifies again with the original's exit code.
fn stages_verify_alike(file: &str, flags: &[&str]) {
    let dir = scratch(&file.replace('/', "_"));
    let dump = format!("--dump-dir={}", dir.display());
    let mut args = vec![
        "verify",
        "--no-confirm",
        "--dump-after=kernel,reduced",
        &dump,
    ];
    args.extend(flags);
    args.push(file);
    let original = ivl(&args);
    let code = original.status.code();
    assert!(matches!(code, Some(0 | 1)), "{file}: {original:?}");
    for stage in ["kernel", "reduced"] {
        let path = dir.join(format!("{stage}.ivl"));
        let path = path.to_str().expect("utf-8");
        let again = ivl(&["verify", "--no-confirm", path]);
        assert_eq!(
            again.status.code(),
            code,
            "{file}: the {stage} stage verifies otherwise: {}{}",
            stdout(&again),
            String::from_utf8_lossy(&again.stderr)
        );
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn printed_programs_verify_with_the_same_verdict() {
    stages_verify_alike("tests/verify/ok/tour.ivl", &[]);
    stages_verify_alike("tests/verify/fail/join_copies.ivl", &[]);
    stages_verify_alike("tests/gpu/verify/ok/stream_compaction.ivl", &[]);
    stages_verify_alike("tests/kernels/cuda/uninitialised_local_race.cu", &[]);
    stages_verify_alike(
        "tests/kernels/opencl/barrier_invariant_binary.cl",
        &["--local_size=64", "--num_groups=8"],
    );
}

#[test]
fn dump_dir_holds_one_file_per_stage_and_implementation() {
    let dir = scratch("dir");
    let out = ivl(&[
        "verify",
        "--dump-after=cfg,smt",
        &format!("--dump-dir={}", dir.display()),
        "tests/verify/ok/tour.ivl",
    ]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "ivl finished with 3 verified, 0 errors\n");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("the dump directory")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "000-Sum.cfg",
            "000-Sum.smt2",
            "001-Fill.cfg",
            "001-Fill.smt2",
            "002-Main.cfg",
            "002-Main.smt2"
        ]
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn several_files_get_a_directory_each() {
    let dir = scratch("several");
    let out = ivl(&[
        "verify",
        &format!("--dump-smt={}", dir.display()),
        "tests/verify/ok/tour.ivl",
        "tests/verify/fail/join_copies.ivl",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(dir.join("tour.ivl/000-Sum.smt2").is_file());
    assert!(dir.join("join_copies.ivl/000-P.smt2").is_file());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn timings_name_every_stage() {
    let out = ivl(&["verify", "--timings", "tests/verify/ok/tour.ivl"]);
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8_lossy(&out.stderr);
    for stage in [
        "kernel", "reduced", "cfg", "passive", "smt", "solve", "confirm", "total",
    ] {
        assert!(
            err.lines().any(|l| l.trim_start().starts_with(stage)),
            "no {stage} in {err}"
        );
    }
}

#[test]
fn bad_stage_options_are_usage_errors() {
    for (args, message) in [
        (
            vec!["--dump-after=cfg,ssa"],
            "`--dump-after` takes stages among kernel, reduced, inferred, cfg, passive, smt, not `ssa`",
        ),
        (
            vec!["--dump-dir=/tmp/x"],
            "`--dump-dir=/tmp/x` needs `--dump-after=STAGES`",
        ),
        (
            vec!["--dump-after=cfg", "--json"],
            "give `--dump-dir=DIR` too",
        ),
    ] {
        let mut all = vec!["verify"];
        all.extend(args);
        all.push("tests/verify/ok/tour.ivl");
        let out = ivl(&all);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(message), "{err}");
    }
}

/// A reader that stops early (`ivl verify --dump-after=lower k.cu | head`)
/// ends ivl as it ends other Unix tools, by SIGPIPE: no panic, no
/// "internal error".
#[cfg(unix)]
#[test]
fn closed_pipe_ends_quietly() {
    use std::io::Read;
    use std::os::unix::process::ExitStatusExt;
    use std::process::Stdio;
    let mut command = Command::new(env!("CARGO_BIN_EXE_ivl"));
    let venv_z3 = repo().join(".venv/bin/z3");
    if std::env::var_os("IVL_Z3").is_none() && venv_z3.is_file() {
        command.env("IVL_Z3", venv_z3);
    }
    let mut child = command
        .current_dir(repo())
        .args([
            "verify",
            "--dump-after=kernel,reduced,inferred,cfg,passive,smt",
            "tests/kernels/cuda/accessor_operator_index.cu",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run ivl");
    let mut first = [0u8; 16];
    child
        .stdout
        .take()
        .expect("stdout")
        .read_exact(&mut first)
        .expect("some output");
    // The pipe is closed here, with most of the 200 KB the dumps take
    // unread (more than a pipe holds).
    let out = child.wait_with_output().expect("wait for ivl");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("internal error"), "{stderr}");
    assert!(
        out.status.signal() == Some(SIGPIPE),
        "{:?}: {stderr}",
        out.status
    );
}

#[cfg(unix)]
const SIGPIPE: i32 = 13;
