//! A solver that crashes, hangs or talks nonsense gives no verdict: exit
//! code 3 and a message saying what happened, never "verified".

use std::path::{Path, PathBuf};
use std::process::Command;

/// A fake solver: a shell script with `body`.
fn fake_solver(name: &str, body: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("ivl-fake-solvers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).expect("write script");
    let status = Command::new("chmod").arg("+x").arg(&path).status();
    assert!(status.is_ok_and(|s| s.success()), "chmod");
    path
}

fn program() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/verify/fail/join_copies.ivl")
}

fn verify_with(solver: &Path) -> (Option<i32>, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_ivl"))
        .arg("verify")
        .arg("--diagnostics=short")
        .arg("--timeout=1")
        .arg(format!("--solver-path={}", solver.display()))
        .arg(program())
        .output()
        .expect("run ivl");
    let text = String::from_utf8_lossy(&output.stdout).to_string()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status.code(), text)
}

#[test]
fn a_crashing_solver_is_reported() {
    let solver = fake_solver("crash", "echo 'segmentation fault' >&2; exit 139");
    let (code, text) = verify_with(&solver);
    assert_eq!(code, Some(3), "{text}");
    assert!(
        text.contains("the solver died: segmentation fault"),
        "{text}"
    );
    assert!(
        text.contains("0 verified, 0 errors, 3 solver errors"),
        "{text}"
    );
}

#[test]
fn a_hanging_solver_is_killed_and_reported() {
    let solver = fake_solver("hang", "exec sleep 60");
    let (code, text) = verify_with(&solver);
    assert_eq!(code, Some(3), "{text}");
    assert!(text.contains("timed out"), "{text}");
    assert!(text.contains("0 verified, 0 errors, 3 time outs"), "{text}");
}

#[test]
fn a_confused_solver_is_reported() {
    let solver = fake_solver("confused", "while read line; do echo maybe; done");
    let (code, text) = verify_with(&solver);
    assert_eq!(code, Some(3), "{text}");
    assert!(
        text.contains("unexpected answer from the solver: maybe"),
        "{text}"
    );
}

#[test]
fn a_missing_solver_is_reported() {
    let (code, text) = verify_with(Path::new("/nonexistent/z3"));
    assert_eq!(code, Some(3), "{text}");
    assert!(text.contains("cannot start the solver"), "{text}");
}
