//! `ivl verify` replays each kernel failure with the interpreter
//! (spec/gpu.md section 9): the kernels of `tests/confirm/`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Exit code and standard output and error of `ivl ARGS`, in the
/// repository's root, with replays' inputs in a folder of the test's own.
fn ivl(test: &str, args: &[&str]) -> (i32, String) {
    let witness = std::env::temp_dir().join(format!("ivl-confirm-test-{test}"));
    let mut command = Command::new(env!("CARGO_BIN_EXE_ivl"));
    let venv_z3 = root().join(".venv/bin/z3");
    if std::env::var_os("IVL_Z3").is_none() && venv_z3.is_file() {
        command.env("IVL_Z3", venv_z3);
    }
    let out = command
        .current_dir(root())
        .args(args)
        .arg("--diagnostics=short")
        .arg(format!("--witness-dir={}", witness.display()))
        .output()
        .expect("the ivl binary runs");
    (
        out.status.code().unwrap_or(-1),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

fn contains_all(all: &str, fragments: &[&str]) {
    for f in fragments {
        assert!(all.contains(f), "no `{f}` in\n{all}");
    }
}

/// The `replay: ivl run ...` command of a report, as arguments.
fn replay_args(all: &str) -> Vec<String> {
    let line = all
        .lines()
        .find_map(|l| l.trim().strip_prefix("help: replay: ivl run "))
        .unwrap_or_else(|| panic!("no replay command in\n{all}"));
    line.split_whitespace().map(str::to_string).collect()
}

/// Exit code and standard output of the report's replay command.
fn replay(all: &str) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ivl"))
        .current_dir(root())
        .arg("run")
        .args(replay_args(all))
        .output()
        .expect("the ivl binary runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn issue_kernel_race_is_confirmed_and_its_replay_repeats_it() {
    let (code, all) = ivl(
        "issue",
        &[
            "verify",
            "--blockDim=64",
            "--gridDim=1",
            "tests/confirm/last_write_race.cu",
        ],
    );
    assert_eq!(code, 1, "{all}");
    contains_all(
        &all,
        &[
            "confirmed by execution: data race on A[0]: ",
            "writes 1 at line 4",
            "writes 2 at line 5",
            "replay: ivl run tests/confirm/last_write_race.cu --blockDim=64 --gridDim=1 --seed=1 --schedules=1 --inputs=",
        ],
    );
    let (code, said) = replay(&all);
    assert_eq!(code, Some(1), "{said}");
    assert!(said.contains("data race on A[0]"), "{said}");
}

#[test]
fn replay_ends_at_the_defect_it_confirms() {
    let (code, all) = ivl(
        "stop",
        &[
            "verify",
            "--json",
            "--blockDim=64",
            "--gridDim=1",
            "tests/confirm/race_before_long_loop.cu",
        ],
    );
    assert_eq!(code, 1, "{all}");
    let report: serde_json::Value = serde_json::from_str(&all).expect("JSON");
    let failure = &report["files"][0]["implementations"][0]["failures"][0];
    let replay = &failure["replay"];
    assert_eq!(replay["confirmed"], true, "{replay:#}");
    let run = &replay["run"]["runs"][0];
    assert_eq!(run["outcome"], "stopped at the defect sought", "{run:#}");
    assert!(run["steps"].as_u64().is_some_and(|s| s < 10_000), "{run:#}");
}

#[test]
fn reruns_with_more_memory_share_one_step_budget() {
    let (code, all) = ivl(
        "budget",
        &[
            "verify",
            "--json",
            "--blockDim=128",
            "--gridDim=16",
            "--omit-infer=value-maintained",
            "tests/confirm/long_loop_reads_new_memory.cu",
        ],
    );
    assert_eq!(code, 1, "{all}");
    let report: serde_json::Value = serde_json::from_str(&all).expect("JSON");
    let failure = &report["files"][0]["implementations"][0]["failures"][0];
    let replay = &failure["replay"];
    assert_eq!(replay["confirmed"], false, "{replay:#}");
    assert!(
        replay["text"]
            .as_str()
            .is_some_and(|t| t.contains("ran out of its step budget (5000000 statements)")),
        "{replay:#}"
    );
    assert!(
        replay["rounds"].as_u64().is_some_and(|r| r >= 1),
        "{replay:#}"
    );
    assert!(
        replay["steps"].as_u64().is_some_and(|s| s <= 5_000_000),
        "{:#}",
        replay["steps"]
    );
}

#[test]
fn symbolic_launch_is_narrowed_to_a_small_one() {
    let (code, all) = ivl("narrow", &["verify", "tests/confirm/last_write_race.cu"]);
    assert_eq!(code, 1, "{all}");
    contains_all(
        &all,
        &["confirmed by execution: data race on A[0]", "--group-size="],
    );
    // The reported thread ids are the replayed counterexample's: small.
    let ids = all
        .lines()
        .find(|l| l.trim().starts_with("help: thread 1: local id ("))
        .unwrap_or_else(|| panic!("no thread ids in\n{all}"));
    assert!(!ids.contains("00"), "large ids after narrowing: {ids}");
}

#[test]
fn input_dependent_race_takes_memory_from_the_model() {
    let (code, all) = ivl(
        "memory",
        &[
            "verify",
            "--json",
            "--blockDim=8",
            "--gridDim=1",
            "tests/confirm/input_dependent_race.cu",
        ],
    );
    assert_eq!(code, 1, "{all}");
    let report: serde_json::Value = serde_json::from_str(&all).expect("JSON");
    let failure = &report["files"][0]["implementations"][0]["failures"][0];
    let replay = &failure["replay"];
    assert_eq!(replay["confirmed"], true, "{replay:#}");
    let elements = replay["inputs"]["memory"]["B"]["elements"]
        .as_object()
        .expect("B's elements, from the model");
    assert!(!elements.is_empty(), "{replay:#}");
    assert!(replay["command"]
        .as_str()
        .is_some_and(|c| c.contains("--inputs=")));
}

#[test]
fn loop_false_alarm_is_not_confirmed_and_says_why() {
    let (code, all) = ivl(
        "loop",
        &[
            // Inference finds the invariant that this false alarm lacks.
            "verify",
            "--no-infer",
            "--blockDim=8",
            "--gridDim=2",
            "tests/confirm/loop_false_alarm.cu",
        ],
    );
    assert_eq!(code, 1, "{all}");
    contains_all(
        &all,
        &[
            "not confirmed by execution: in the execution, thread ",
            "the counterexample enters the loop at line 5 in a state its invariants allow",
            "if the counterexample's state at the loop at line 5 is unreachable, an invariant is \
             missing: state one that excludes it with `__invariant(...)` at line 5",
        ],
    );
    // What the execution did instead depends on the model: it accessed
    // another element at line 6, or never the counterexample's.
    assert!(
        all.contains("at line 6, not A[")
            || (all.contains(" never accesses A[") && all.contains("accesses at line 6")),
        "{all}"
    );
}

#[test]
fn loop_false_alarm_names_the_candidates_inference_refuted() {
    // With inference on, the equal values this loop writes still need an
    // invariant no rule makes: the advice lists what inference tried.
    let (code, all) = ivl(
        "loop-inferred",
        &[
            "verify",
            "--blockDim=8",
            "--gridDim=2",
            "tests/confirm/loop_false_alarm.cu",
        ],
    );
    assert_eq!(code, 1, "{all}");
    contains_all(
        &all,
        &[
            "with `__invariant(...)` at line 5 (inference could not prove `",
            "` (loop-bound)",
        ],
    );
}

#[test]
fn no_confirm_turns_replays_off() {
    let (code, all) = ivl(
        "off",
        &[
            "verify",
            "--no-confirm",
            "--blockDim=64",
            "--gridDim=1",
            "tests/confirm/last_write_race.cu",
        ],
    );
    assert_eq!(code, 1, "{all}");
    assert!(!all.contains("confirmed by execution"), "{all}");
    assert!(!all.contains("replay:"), "{all}");
}

#[test]
fn other_branch_in_the_replay_is_named_with_its_line() {
    let (code, all) = ivl(
        "branch",
        &[
            "verify",
            "--blockDim=64",
            "--gridDim=1",
            "tests/confirm/branch_on_barrier_state.cu",
        ],
    );
    assert_eq!(code, 1, "{all}");
    contains_all(
        &all,
        &[
            "not confirmed by execution: the replay took another branch at line 9: the \
             condition is true for thread ",
            "in the counterexample, false in the execution",
        ],
    );
}

#[test]
fn float_values_come_from_the_model() {
    let (code, all) = ivl(
        "float",
        &[
            "verify",
            "--blockDim=8",
            "--gridDim=1",
            "tests/confirm/float_model_values.cu",
        ],
    );
    assert_eq!(code, 1, "{all}");
    contains_all(&all, &["confirmed by execution: data race on B[0]"]);
    let (code, said) = replay(&all);
    assert_eq!(code, Some(1), "the replay repeats the race: {said}");
    assert!(said.contains("data race on B[0]"), "{said}");
}
