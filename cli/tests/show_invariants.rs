//! `ivl verify --show-invariants` on CUDA and OpenCL kernels prints the
//! loop invariants inference kept as `__invariant(...)` statements
//! (spec/gpu.md section 10): pasted as the first statements of their
//! loops' bodies, they verify the kernel with `--no-infer`, which fails
//! without them.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn ivl(args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_ivl"));
    let venv_z3 = root().join(".venv/bin/z3");
    if std::env::var_os("IVL_Z3").is_none() && venv_z3.is_file() {
        command.env("IVL_Z3", venv_z3);
    }
    command
        .current_dir(root())
        .args(args)
        .args(["--no-confirm", "--diagnostics=short"])
        .output()
        .expect("the ivl binary runs")
}

/// The `__invariant` lines printed for each loop, by the loop's line.
fn shown(stdout: &str, file: &str) -> Vec<(usize, Vec<String>)> {
    let mut loops: Vec<(usize, Vec<String>)> = Vec::new();
    let heading = format!("invariants inferred for the loop at {file}:");
    // Barrier invariants (under their own headings) are not pasted.
    let mut at_loop = false;
    for line in stdout.lines() {
        if let Some(rest) = line.strip_prefix(&heading) {
            let at: usize = rest.trim_end_matches(':').parse().expect("a line number");
            loops.push((at, Vec::new()));
            at_loop = true;
        } else if line.starts_with("invariants inferred for") {
            at_loop = false;
        } else if let Some(inv) = line.strip_prefix("  ").filter(|_| at_loop) {
            assert!(
                inv.starts_with("__invariant(") || inv.starts_with("__global_invariant("),
                "{file}: an invariant without a C form: {inv}"
            );
            loops
                .last_mut()
                .expect("a heading first")
                .1
                .push(inv.to_string());
        }
    }
    loops
}

fn pasted_invariants_verify(file: &str, flags: &[&str]) {
    let verify = |extra: &[&str], path: &str| {
        let out = ivl(&[&["verify"], extra, flags, &[path]].concat());
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        (out.status.code(), text)
    };
    let (code, without) = verify(&["--no-infer"], file);
    assert_eq!(code, Some(1), "{file} should need invariants:\n{without}");
    let (code, printed) = verify(&["--show-invariants"], file);
    assert_eq!(code, Some(0), "{file}:\n{printed}");
    let loops = shown(&printed, file);
    assert!(!loops.is_empty(), "{file}: no invariants shown:\n{printed}");

    let source = std::fs::read_to_string(root().join(file)).expect("the kernel");
    let mut lines: Vec<String> = source.lines().map(str::to_string).collect();
    // From the last loop up, so that earlier line numbers stay put.
    let mut loops = loops;
    loops.sort_by_key(|(at, _)| std::cmp::Reverse(*at));
    for (at, invariants) in loops {
        assert!(
            lines[at - 1].trim_end().ends_with('{'),
            "{file}:{at}: the loop's body does not open on its line"
        );
        for inv in invariants.iter().rev() {
            lines.insert(at, format!("    {inv}"));
        }
    }
    let dir = std::env::temp_dir().join(format!("ivl-show-invariants-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let pasted = dir.join(Path::new(file).file_name().expect("a file name"));
    std::fs::write(&pasted, lines.join("\n") + "\n").expect("the pasted kernel");
    let pasted = pasted.to_str().expect("utf-8");
    let (code, out) = verify(&["--no-infer"], pasted);
    assert_eq!(
        code,
        Some(0),
        "{file} with the shown invariants pasted ({pasted}):\n{out}"
    );
}

#[test]
fn tree_reduction() {
    pasted_invariants_verify(
        "tests/kernels/cuda/infer_tree_reduction.cu",
        &["--blockDim=256", "--gridDim=16"],
    );
}

#[test]
fn nested_rows() {
    pasted_invariants_verify(
        "tests/show_invariants/nested_rows.cu",
        &["--blockDim=16", "--gridDim=4"],
    );
}

#[test]
fn opencl_grid_stride() {
    pasted_invariants_verify(
        "tests/show_invariants/grid_stride.cl",
        &["--local_size=64", "--num_groups=16"],
    );
}
