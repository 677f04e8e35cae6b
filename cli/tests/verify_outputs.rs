//! The machine-facing outputs of `ivl verify`: `--dump-smt` files replay
//! with the same answer in a bare z3, and `--json` is valid JSON with the
//! documented fields.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn z3() -> PathBuf {
    std::env::var_os("IVL_Z3")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo().join(".venv/bin/z3"))
}

fn ivl(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_ivl"))
        .env("IVL_Z3", z3())
        .args(args)
        .output()
        .expect("run ivl")
}

#[test]
fn dumped_queries_replay_with_the_same_answer() {
    let dir = std::env::temp_dir().join(format!("ivl-dump-{}", std::process::id()));
    let file = repo().join("tests/verify/fail/join_copies.ivl");
    let out = ivl(&[
        "verify",
        &format!("--dump-smt={}", dir.display()),
        file.to_str().expect("utf-8"),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let mut answers = Vec::new();
    let mut dumps: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("dump dir")
        .map(|e| e.expect("entry").path())
        .collect();
    dumps.sort();
    for dump in &dumps {
        let replay = Command::new(z3()).arg(dump).output().expect("run z3");
        answers.push(String::from_utf8_lossy(&replay.stdout).trim().to_string());
    }
    // P and Q fail, R verifies.
    assert_eq!(answers, ["sat", "sat", "unsat"], "{dumps:?}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn json_report_has_the_documented_shape() {
    let file = repo().join("tests/verify/fail/join_copies.ivl");
    let missing = repo().join("tests/verify/no-such-file.ivl");
    let out = ivl(&[
        "verify",
        "--json",
        file.to_str().expect("utf-8"),
        missing.to_str().expect("utf-8"),
    ]);
    assert_eq!(
        out.status.code(),
        Some(2),
        "an unreadable file is an input error"
    );
    let report: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("standard output is one JSON value");
    assert_eq!(report["version"], 2);
    let files = report["files"].as_array().expect("files");
    assert_eq!(files.len(), 2);
    assert_eq!(files[1]["status"], "unreadable");
    let f = &files[0];
    assert_eq!(f["status"], "checked");
    assert_eq!(f["verified"], 1);
    assert_eq!(f["errors"], 2);
    let impls = f["implementations"].as_array().expect("implementations");
    let names: Vec<&str> = impls.iter().map(|i| i["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["P", "Q", "R"]);
    assert_eq!(impls[2]["outcome"], "verified");
    let failure = &impls[0]["failures"][0];
    assert_eq!(failure["kind"], "assert");
    assert!(failure["check"].is_null());
    assert_eq!(failure["line"], 17);
    assert_eq!(failure["expression"], "t == 1");
    assert!(failure["source"].is_null());
    assert_eq!(failure["values"][0]["expr"], "t");
    assert_eq!(failure["values"][0]["value"], "0");
    assert!(impls[0]["solver_ms"].as_f64().is_some());
    assert!(impls[0]["vc_bytes"].as_u64().is_some_and(|n| n > 0));
}

#[test]
fn json_failures_carry_front_end_positions() {
    let file = repo().join("tests/gpu/verify/fail/source_positions.ivl");
    let out = ivl(&["verify", "--json", file.to_str().expect("utf-8")]);
    assert_eq!(out.status.code(), Some(1));
    let report: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("standard output is one JSON value");
    let failures = &report["files"][0]["implementations"][0]["failures"];
    let mut sources: Vec<(String, u64, u64)> = failures
        .as_array()
        .expect("failures")
        .iter()
        .map(|f| {
            let s = &f["source"];
            let text = s["file"].as_str().expect("a source file").to_string();
            (
                text,
                s["line"].as_u64().unwrap(),
                s["column"].as_u64().unwrap(),
            )
        })
        .collect();
    sources.sort();
    assert_eq!(
        sources,
        [
            ("source_positions.cu".to_string(), 4, 3),
            ("source_positions.cu".to_string(), 5, 3)
        ]
    );
}

#[test]
fn json_races_are_typed_checks() {
    let file = repo().join("tests/kernels/cuda/uninitialised_local_race.cu");
    let out = ivl(&[
        "verify",
        "--json",
        "--no-confirm",
        file.to_str().expect("utf-8"),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let report: serde_json::Value =
        serde_json::from_slice(&out.stdout).expect("standard output is one JSON value");
    let failure = &report["files"][0]["implementations"][0]["failures"][0];
    assert_eq!(failure["kind"], "race", "{failure}");
    assert_eq!(failure["source"]["line"], 10);
    let check = &failure["check"];
    assert_eq!(check["array"], "flag");
    assert_eq!(check["access"], "write");
    assert_eq!(check["conflict"], "write");
    assert_eq!(check["thread1_lines"], serde_json::json!([10]), "{check}");
    // Thread 1's line is data, not a value of the counterexample.
    let values = failure["values"].as_array().expect("values");
    assert!(values
        .iter()
        .all(|v| !v["expr"].as_str().unwrap_or("").starts_with('$')));
}
