//! The refutation engines (`--infer-engines`, spec/ivl.md section 9.10),
//! the dynamic one included, change how long inference takes, never its
//! result: under every configuration each implementation gets the same
//! verdict and the same refuted candidates.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

const CONFIGURATIONS: &[&str] = &[
    "houdini",
    "sbase,houdini",
    "sstep,houdini",
    "lu1,houdini",
    "lu2+houdini",
    "sbase+sstep+lu1,houdini",
    "sstep,lu1+sbase+houdini",
    "dyn,houdini",
    "dyn,sbase+houdini",
];

/// Files with loops and candidates, correct and racy, each with the flags
/// of its header.
const FILES: &[&str] = &[
    "tests/verify/ok/infer_engines.ivl",
    "tests/gpu/verify/ok/inferred_loops.ivl",
    "tests/gpu/verify/ok/inferred_barrier_invariants.ivl",
    "tests/kernels/cuda/infer_chunk_per_thread.cu",
    "tests/kernels/cuda/infer_chunk_per_thread_race.cu",
    "tests/kernels/cuda/infer_loop_break.cu",
    "tests/kernels/cuda/infer_nested_rows.cu",
    "tests/kernels/cuda/infer_nested_rows_race.cu",
    "tests/kernels/cuda/infer_tree_reduction.cu",
    "tests/kernels/cuda/infer_tree_reduction_race.cu",
    "tests/kernels/cuda/infer_candidate_invariant.cu",
    "tests/kernels/opencl/infer_barrier_scatter.cl",
];

/// The flags of a corpus file's header: a kernel's second line, or an IVL
/// file's `// test: verify FLAGS` without its engines.
fn header_flags(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("the file reads");
    let line = if path.extension().is_some_and(|e| e == "ivl") {
        text.lines()
            .find_map(|l| l.strip_prefix("// test: verify"))
            .expect("a verify test")
    } else {
        text.lines()
            .nth(1)
            .and_then(|l| l.strip_prefix("//"))
            .expect("a GPUVerify header")
    };
    line.split_whitespace()
        .filter(|f| !f.starts_with("--infer-engines="))
        .map(str::to_string)
        .collect()
}

/// Per implementation: its name, outcome and refuted candidates; and the
/// candidates refuted by engines other than Houdini.
fn outcome(file: &str, configuration: &str) -> (Option<i32>, Vec<String>, u64) {
    let path = root().join(file);
    let mut command = Command::new(env!("CARGO_BIN_EXE_ivl"));
    let venv_z3 = root().join(".venv/bin/z3");
    if std::env::var_os("IVL_Z3").is_none() && venv_z3.is_file() {
        command.env("IVL_Z3", venv_z3);
    }
    let out = command
        .current_dir(path.parent().expect("a folder"))
        .args(["verify", "--json", "--no-confirm", "--jobs=1"])
        .arg(format!("--infer-engines={configuration}"))
        .args(header_flags(&path))
        .arg(path.file_name().expect("a file"))
        .output()
        .expect("the ivl binary runs");
    let report: serde_json::Value =
        serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{file}: {e}"));
    let mut decided = Vec::new();
    let mut early = 0;
    for f in report["files"].as_array().expect("files") {
        for imp in f["implementations"].as_array().expect("implementations") {
            let inference = &imp["inference"];
            decided.push(format!(
                "{} {} refuted {}",
                imp["name"], imp["outcome"], inference["refuted"]
            ));
            for engine in inference["engines"].as_array().into_iter().flatten() {
                if engine["engine"] != "houdini" {
                    early += engine["refuted"].as_u64().expect("a count");
                }
            }
        }
    }
    (out.status.code(), decided, early)
}

#[test]
fn the_result_does_not_depend_on_the_engines() {
    let mut early = 0;
    for file in FILES {
        let (code, decided, _) = outcome(file, CONFIGURATIONS[0]);
        assert!(
            decided.iter().any(|d| !d.ends_with("refuted null")),
            "{file}: no candidates"
        );
        for configuration in &CONFIGURATIONS[1..] {
            let (other_code, other, refuted_early) = outcome(file, configuration);
            assert_eq!(
                (code, &decided),
                (other_code, &other),
                "{file}: `houdini` and `{configuration}` disagree"
            );
            early += refuted_early;
        }
    }
    // Not vacuous: the other engines did refute candidates.
    assert!(early > 0, "no engine but Houdini refuted anything");
}

#[test]
fn a_bad_configuration_is_a_usage_error() {
    for (configuration, message) in [
        (
            "sbase",
            "houdini, which decides what is kept, must run once",
        ),
        ("houdini,sbase", "in the last stage"),
        ("houdini,houdini", "must run once"),
        ("lu0,houdini", "luK unrolls 1 to 8 times"),
        ("nope,houdini", "no engine `nope`"),
        (
            "sbase,dyn,houdini",
            "dyn runs the kernel before the other engines",
        ),
        (
            "dyn+sbase,houdini",
            "dyn runs the kernel before the other engines",
        ),
        ("sbase+sbase,houdini", "an engine twice in one stage"),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_ivl"))
            .current_dir(root())
            .args(["verify", &format!("--infer-engines={configuration}")])
            .arg("tests/verify/ok/infer_engines.ivl")
            .output()
            .expect("the ivl binary runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{configuration}: {stderr}");
        assert!(stderr.contains(message), "{configuration}: {stderr}");
    }
    // The value goes after `=`; a separate word is no value.
    let out = Command::new(env!("CARGO_BIN_EXE_ivl"))
        .current_dir(root())
        .args(["verify", "--infer-engines", "houdini"])
        .arg("tests/verify/ok/infer_engines.ivl")
        .output()
        .expect("the ivl binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("`--infer-engines` takes its value after `=`: `--infer-engines=VALUE`"),
        "{stderr}"
    );
}
