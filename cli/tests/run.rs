//! `ivl run`, the kernel interpreter: the small kernels of `tests/run/`
//! (each says in its header what it shows), every verified kernel of
//! `tests/gpu/verify/ok/` and every `//pass` kernel of `tests/kernels/`
//! run without a defect, and the racy kernels of `tests/kernels/` have
//! their races found.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn ivl(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ivl"))
        .current_dir(root())
        .args(args)
        .output()
        .expect("the ivl binary runs")
}

/// Exit code, standard output and standard error of `ivl run ARGS`.
fn run(args: &[&str]) -> (i32, String, String) {
    let out = ivl(&[&["run"], args].concat());
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn expect(args: &[&str], code: i32, fragments: &[&str]) -> String {
    let (c, out, err) = run(args);
    let all = format!("{out}{err}");
    assert_eq!(
        c,
        code,
        "ivl run {}: exit code {c}, expected {code}\n{all}",
        args.join(" ")
    );
    for f in fragments {
        assert!(
            all.contains(f),
            "ivl run {}: no `{f}` in\n{all}",
            args.join(" ")
        );
    }
    all
}

#[test]
fn shared_race_names_threads_values_and_lines() {
    let out = expect(
        &["--seed=1", "tests/run/race_shared.ivl"],
        1,
        &[
            "tests/run/race_shared.ivl:14:3: error[run]: data race on A[",
            "writes 1 at line 13",
            "writes 2 at line 14",
            "in group ",
            "group size 4 (given), 2 groups (default; set --group-size/--num-groups)",
            "ivl run: Neighbours: 1 defect found",
        ],
    );
    assert_eq!(
        out.matches("error[run]").count(),
        1,
        "one race per pair of lines:\n{out}"
    );
}

#[test]
fn races_reported_only_on_the_arrays_checked() {
    expect(
        &["--seed=1", "--no-race-checks", "tests/run/race_shared.ivl"],
        0,
        &["no defect found", "note: races are not reported"],
    );
    expect(
        &["--seed=1", "--race-arrays=A", "tests/run/race_shared.ivl"],
        1,
        &["data race on A[", "note: races are reported on A only"],
    );
    expect(
        &["--seed=1", "--race-arrays=B", "tests/run/race_shared.ivl"],
        2,
        &["`B`, which is not a shared or global array"],
    );
}

#[test]
fn global_race_across_groups_survives_barriers() {
    expect(
        &["--seed=2", "tests/run/race_global_groups.ivl"],
        1,
        &["data race on G[", "in group 1", "in group 0", "at line 13"],
    );
    // One group: the barrier is never between two racing accesses.
    expect(
        &[
            "--seed=2",
            "--num-groups=1",
            "tests/run/race_global_groups.ivl",
        ],
        0,
        &["no defect found"],
    );
}

#[test]
fn correct_kernel_and_given_geometry() {
    expect(
        &[
            "--seed=3",
            "--group-size=16",
            "--num-groups=3",
            "tests/run/barrier_ok.ivl",
        ],
        0,
        &[
            "group size 16, 3 groups (given)",
            "ivl run: Mirror: no defect found",
        ],
    );
}

#[test]
fn divergence_names_both_threads() {
    expect(
        &["--seed=4", "tests/run/divergence.ivl"],
        1,
        &[
            "divergence.ivl:13:5: error[run]: barrier divergence: thread",
            "waits at this barrier, while thread",
            "has finished",
        ],
    );
}

#[test]
fn failing_assertion_names_the_thread() {
    expect(
        &["--seed=5", "tests/run/assertion.ivl"],
        1,
        &["assertion.ivl:12:3: error[run]: this assertion does not hold for thread 7 in group"],
    );
}

#[test]
fn exhausted_budget_is_no_verdict() {
    let out = expect(
        &["--seed=6", "--max-steps=5000", "tests/run/endless.ivl"],
        3,
        &["step budget exhausted after 5000 steps: no verdict"],
    );
    assert!(!out.contains("no defect"), "{out}");
}

#[test]
fn false_assumptions_discard_runs() {
    let out = expect(
        &["--seed=7", "tests/run/assume_false.ivl"],
        3,
        &[
            "20 attempts discarded, the last: an assumption is false at tests/run/assume_false.ivl:10:3",
            "no run completed: no verdict",
        ],
    );
    assert!(!out.contains("error[run]"), "{out}");
    expect(
        &["--seed=7", "--schedules=6", "tests/run/assume_inputs.ivl"],
        0,
        &["no defect found"],
    );
}

#[test]
fn given_inputs_and_arguments() {
    let dir = std::env::temp_dir().join(format!("ivl-run-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("inputs.json");
    std::fs::write(&file, r#"{"memory": {"data": {"default": 0, "elements": {"3": 7}}}, "arguments": {"flag": true}}"#)
        .expect("the inputs file");
    let inputs = format!("--inputs={}", file.display());
    expect(
        &[
            "--seed=8",
            &inputs,
            "--kernel-args=Lookup,2,*",
            "tests/run/inputs.ivl",
        ],
        0,
        &["kernel arguments: k = 2, flag = true", "no defect found"],
    );
    expect(
        &[
            "--seed=8",
            &inputs,
            "--kernel-args=Lookup,0x3",
            "tests/run/inputs.ivl",
        ],
        1,
        &["this assertion does not hold", "kernel arguments: k = 3"],
    );
    for (bad, says) in [
        (
            r#"{"memory": {"data": {"default": "x"}}}"#,
            "memory.data: `x` is not a number",
        ),
        (
            r#"{"arguments": {"nope": 1}}"#,
            "arguments.nope: no parameter of Lookup",
        ),
        (
            r#"{"memory": {"data": {"elements": {"1,2": 5}}}}"#,
            "the index `1,2` needs 1 values",
        ),
        ("{", "not JSON"),
    ] {
        std::fs::write(&file, bad).expect("the inputs file");
        expect(&[&inputs, "tests/run/inputs.ivl"], 2, &[says]);
    }
    expect(
        &["--kernel-args=Lookup,abc", "tests/run/inputs.ivl"],
        2,
        &["k: `abc` is not a number"],
    );
    expect(
        &["--kernel-args=Lookup,1,2,3", "tests/run/inputs.ivl"],
        2,
        &["Lookup has 2 parameters, not 3"],
    );
    expect(
        &["--kernel-args=Lookup,300000000000", "tests/run/inputs.ivl"],
        2,
        &["does not fit in bv32"],
    );
    expect(
        &["--kernel=Nope", "tests/run/inputs.ivl"],
        2,
        &["no kernel named Nope (kernels: Lookup)"],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn preconditions_fix_the_geometry() {
    expect(
        &["--seed=9", "tests/run/geometry_requires.ivl"],
        0,
        &["group size 8 (from the preconditions), 2 groups (default"],
    );
    expect(
        &[
            "--seed=9",
            "--group-size=4",
            "tests/run/geometry_requires.ivl",
        ],
        2,
        &["no launch satisfies the kernel's preconditions on its geometry"],
    );
}

#[test]
fn constrained_functions_take_a_model_of_the_axioms() {
    expect(
        &["--seed=1", "tests/run/constrained_function.ivl"],
        0,
        &["ivl run: UsesF: no defect found"],
    );
    expect(
        &["tests/run/contradictory_axioms.ivl"],
        2,
        &["the function g is constrained by the axiom at tests/run/contradictory_axioms.ivl:7:1, and the axioms have no model (they contradict each other)"],
    );
}

#[test]
fn functions_come_from_the_inputs_file() {
    let dir = std::env::temp_dir().join(format!("ivl-run-functions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let file = dir.join("inputs.json");
    std::fs::write(
        &file,
        r#"{"functions": {"f": {"default": 9, "elements": {"2": 4}}}, "arguments": {"c": 2}}"#,
    )
    .expect("the inputs file");
    let inputs = format!("--inputs={}", file.display());
    // f(c) = f(2) = 4, not 7: the second assertion fails; f(x) != x holds.
    let out = expect(
        &["--seed=1", &inputs, "tests/run/constrained_function.ivl"],
        1,
        &["tests/run/constrained_function.ivl:19:3: error[run]: this assertion does not hold"],
    );
    assert!(!out.contains(":18:3:"), "{out}");
    std::fs::write(&file, r#"{"functions": {"f": {"elements": {"2": 4}}}}"#)
        .expect("the inputs file");
    expect(
        &["--seed=1", &inputs, "tests/run/constrained_function.ivl"],
        2,
        &["no value of f(", "is given, and an axiom constrains f"],
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn atomics_race_only_with_plain_accesses() {
    let out = expect(
        &["--seed=10", "tests/run/atomics.ivl"],
        1,
        &[
            "ivl run: Count: no defect found",
            "data race on counter[0]",
            "accesses it atomically",
            "at line 22",
            "at line 23",
            "atomics.ivl:35:5: error[run]: this loop invariant is not maintained",
        ],
    );
    assert_eq!(out.matches("error[run]").count(), 2, "{out}");
}

#[test]
fn calls_check_contracts_and_loops_their_invariants() {
    expect(
        &["--seed=11", "tests/run/calls.ivl"],
        1,
        &[
            "calls.ivl:21:3: error[run]: a precondition of Half does not hold at this call",
            "the clause is at tests/run/calls.ivl:11:3",
            "calls.ivl:12:3: error[run]: this postcondition of Half does not hold when it returns",
            "calls.ivl:25:5: error[run]: this loop invariant is not maintained by the loop",
            "3 defects found",
        ],
    );
}

#[test]
fn equal_writes_are_benign_unless_asked() {
    expect(
        &["--seed=12", "tests/run/benign.ivl"],
        0,
        &["no defect found"],
    );
    expect(
        &["--seed=12", "--no-benign", "tests/run/benign.ivl"],
        1,
        &["data race on flag[0]", "writes 1 at line 11"],
    );
}

#[test]
fn json_report_and_trace() {
    let dir = std::env::temp_dir().join(format!("ivl-run-trace-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let trace = dir.join("trace.json");
    let trace_flag = format!("--trace={}", trace.display());
    let (code, out, err) = run(&[
        "--seed=13",
        "--json",
        "--schedules=1",
        &trace_flag,
        "tests/run/race_shared.ivl",
    ]);
    assert_eq!(code, 1, "{out}{err}");
    let report: serde_json::Value = serde_json::from_str(&out).expect("a JSON report");
    let kernel = &report["files"][0]["kernels"][0];
    assert_eq!(kernel["verdict"], "defects");
    assert_eq!(kernel["launch"]["group_size"], serde_json::json!([4, 1, 1]));
    let finding = &kernel["findings"][0];
    assert_eq!(finding["kind"], "data race");
    assert_eq!(finding["array"], "A");
    assert_eq!(finding["position"]["line"], 14);
    let accesses = finding["accesses"].as_array().expect("two accesses");
    assert_eq!(accesses.len(), 2);
    assert!(accesses.iter().all(|a| a["access"] == "write"));
    let text = std::fs::read_to_string(&trace).expect("the trace");
    let trace: serde_json::Value = serde_json::from_str(&text).expect("a JSON trace");
    let accesses = trace[0]["runs"][0]["accesses"]
        .as_array()
        .expect("accesses");
    // 8 threads, two writes each.
    assert_eq!(accesses.len(), 16, "{text}");
    let first = &accesses[0];
    for field in [
        "thread", "array", "element", "kind", "value", "position", "interval",
    ] {
        assert!(!first[field].is_null(), "no {field} in {first}");
    }
    assert_eq!(first["thread"]["local"].as_array().map(Vec::len), Some(3));
    assert_eq!(first["position"]["file"], "tests/run/race_shared.ivl");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `.ivl` files under `dir`, recursively.
fn ivl_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a test folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            ivl_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "ivl") {
            out.push(path);
        }
    }
}

fn relative(p: &Path) -> String {
    p.strip_prefix(root())
        .unwrap_or(p)
        .display()
        .to_string()
        .replace('\\', "/")
}

/// Verified kernels the interpreter cannot judge: the exit code, and why.
const NOT_RUNNABLE_OK: &[(&str, i32, &str)] = &[
    (
        "tests/gpu/verify/ok/stream_compaction.ivl",
        2,
        "Prescan has no body and modifies shared memory (not executable)",
    ),
    (
        "tests/gpu/verify/ok/modular_old.ivl",
        2,
        "Bump has no body and modifies global memory (not executable)",
    ),
    (
        "tests/gpu/verify/ok/logged_values.ivl",
        2,
        "__write_value names the element the reduction watches; an execution watches none",
    ),
    (
        "tests/gpu/verify/ok/stage_only_races.ivl",
        3,
        "its assertion is false in every execution, and --only-races assumes it: all discarded",
    ),
];

#[test]
fn verified_kernels_run_without_defects() {
    let mut files = Vec::new();
    ivl_files(&root().join("tests/gpu/verify/ok"), &mut files);
    files.sort();
    let mut failures = Vec::new();
    for f in &files {
        let name = relative(f);
        let expected = NOT_RUNNABLE_OK
            .iter()
            .find(|(n, _, _)| *n == name)
            .map_or(0, |(_, code, _)| *code);
        let text = std::fs::read_to_string(f).expect("a kernel program");
        let flags: Vec<&str> = text
            .lines()
            .find_map(|l| l.strip_prefix("// test: verify"))
            .unwrap_or_default()
            .split_whitespace()
            // What only the solver takes: its time limit, inference.
            .filter(|f| {
                !["--timeout", "--no-infer", "--omit-infer", "--infer-engines"]
                    .iter()
                    .any(|o| f.starts_with(o))
            })
            .collect();
        let (code, out, err) = run(&[&["--seed=1"], flags.as_slice(), &[&name]].concat());
        if code != expected {
            failures.push(format!("{name}: exit code {code}\n{out}{err}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A kernel file's header: its first line and its flags (line 2).
fn kernel_header(path: &Path) -> (String, Vec<String>) {
    let text = std::fs::read_to_string(path).expect("a kernel file");
    let mut lines = text.lines();
    let first = lines.next().unwrap_or_default().to_string();
    let dir = path
        .parent()
        .map(|d| d.display().to_string())
        .unwrap_or_default();
    let flags = lines
        .next()
        .unwrap_or_default()
        .trim_start_matches("//")
        .replace("${KERNEL_DIR}", &dir)
        .split_whitespace()
        .map(str::to_string)
        .collect();
    (first, flags)
}

fn kernel_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in ["tests/kernels/cuda", "tests/kernels/opencl"] {
        for entry in std::fs::read_dir(root().join(dir)).expect("the kernel corpus") {
            let path = entry.expect("an entry").path();
            if path.extension().is_some_and(|e| e == "cu" || e == "cl") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// Passing kernels the interpreter cannot run, and why.
const NOT_RUNNABLE_PASS: &[(&str, &str)] = &[
    (
        "geometry_max_threads.cu",
        "its launch has 2^32 - 1024 threads; ivl run runs at most 2^20",
    ),
    (
        "builtin_geometric.cl",
        "it compares floats by their bits (float32_to_bits), which ivl run cannot take of an arbitrary float",
    ),
    (
        "offset_bytes_several_arrays.cl",
        "__write_offset_bytes in an assertion is a quantifier over 32-bit offsets",
    ),
];

/// Statements per kernel file: loops bounded by large drawn arguments
/// exhaust it (no verdict, never a defect).
const KERNEL_STEPS: &str = "--max-steps=5000000";

#[test]
fn passing_kernels_run_without_defects() {
    let mut failures = Vec::new();
    for f in kernel_files() {
        let (first, flags) = kernel_header(&f);
        if !first.starts_with("//pass") {
            continue;
        }
        let name = f
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let skipped = NOT_RUNNABLE_PASS.iter().any(|(n, _)| *n == name);
        let path = relative(&f);
        let mut args: Vec<&str> = vec!["--seed=1", KERNEL_STEPS];
        args.extend(flags.iter().map(String::as_str));
        args.push(&path);
        let (code, out, err) = run(&args);
        let ok = if skipped {
            code == 2
        } else {
            code == 0 || code == 3
        };
        if !ok {
            failures.push(format!("{path}: exit code {code}\n{out}{err}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn racy_kernels_have_their_races_found() {
    let mut tried = Vec::new();
    let mut missed = Vec::new();
    for f in kernel_files() {
        let text = std::fs::read_to_string(&f).expect("a kernel file");
        let expects_race = text
            .lines()
            .nth(2)
            .is_some_and(|l| l.starts_with("//possible") && l.contains("race on"));
        let (first, flags) = kernel_header(&f);
        if !first.starts_with("//xfail") || !expects_race {
            continue;
        }
        let path = relative(&f);
        let mut args: Vec<&str> = vec!["--seed=1", "--schedules=6", KERNEL_STEPS];
        args.extend(flags.iter().map(String::as_str));
        args.push(&path);
        let (code, out, err) = run(&args);
        if code == 2 {
            // Not translated (an unsupported construct), or not runnable.
            continue;
        }
        tried.push(path.clone());
        if code != 1 || !out.contains("data race on") {
            missed.push(format!("{path}: exit code {code}\n{out}{err}"));
        }
    }
    assert!(tried.len() >= 40, "only {} racy kernels ran", tried.len());
    // Races that need a particular input or interleaving may be missed;
    // nearly all are found.
    assert!(
        missed.len() * 10 <= tried.len(),
        "{} of {} races missed:\n{}",
        missed.len(),
        tried.len(),
        missed.join("\n")
    );
}
