//! Whole CUDA programs: host code that does not compile here is skipped
//! with a warning, and kernel templates never instantiated are named; each
//! is said on standard error and in the translated IVL's opening comments.

use std::path::{Path, PathBuf};
use std::process::Command;

fn kernel(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/kernels/cuda")
        .join(name)
}

fn translate(name: &str) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_ivl"))
        .args(["translate", "--blockDim=64", "--gridDim=4"])
        .arg(kernel(name))
        .output()
        .expect("run ivl");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn skipped_host_code_is_reported() {
    let (ivl, err) = translate("host_thrust_skipped_race.cu");
    for said in [&err, &ivl] {
        assert!(
            said.contains("host code that does not compile here is skipped: `main`"),
            "{said}"
        );
    }
    assert!(ivl.contains("kernel procedure histogram"), "{ivl}");
}

#[test]
fn uninstantiated_kernel_templates_are_named() {
    let (ivl, err) = translate("template_kernel_uninstantiated.cu");
    let warning = "the kernel template `fill`";
    assert!(err.contains(warning), "{err}");
    assert!(ivl.contains(warning), "{ivl}");
    assert!(!err.contains("the kernel template `copy`"), "{err}");
}

#[test]
fn a_compiling_file_gets_no_warning() {
    let (_, err) = translate("host_cublas.cu");
    assert!(err.is_empty(), "{err}");
}
