//! Running Clang: the command line for each dialect, our headers, and the
//! JSON AST it prints.

pub mod ast;

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::config::Config;
use crate::dialect::Dialect;
use crate::error::FrontendError;

/// The headers kernels see, written by us (`frontend/include/`). They are
/// part of the binary and written to a cache folder on first use.
const HEADERS: &[(&str, &str)] = &[
    ("cuda.h", include_str!("../../include/cuda.h")),
    ("opencl.h", include_str!("../../include/opencl.h")),
    (
        "ivl_annotations.h",
        include_str!("../../include/ivl_annotations.h"),
    ),
    (
        "cooperative_groups.h",
        include_str!("../../include/cooperative_groups.h"),
    ),
];

/// What the name of the folder holding our headers contains: a
/// declaration in a file there is ours, not the user's.
pub const HEADER_FOLDER: &str = "ivl-include-";

/// The Clang this front end is written against; its JSON is what we read.
const CLANG_MAJOR: &str = "19";

/// The folder holding our headers, written if missing or stale.
fn header_dir() -> Result<PathBuf, FrontendError> {
    let mut hash: u64 = 0xcbf29ce484222325;
    for (name, text) in HEADERS {
        for b in name.bytes().chain(text.bytes()) {
            hash = (hash ^ u64::from(b)).wrapping_mul(0x100000001b3);
        }
    }
    let dir = std::env::temp_dir().join(format!("{HEADER_FOLDER}{hash:016x}"));
    if !dir.join(HEADERS[0].0).exists() {
        let tmp = dir.with_extension(format!("tmp{}", std::process::id()));
        let write = || -> std::io::Result<()> {
            std::fs::create_dir_all(&tmp)?;
            for (name, text) in HEADERS {
                std::fs::write(tmp.join(name), text)?;
            }
            match std::fs::rename(&tmp, &dir) {
                // Another process wrote the same headers first.
                Err(_) if dir.join(HEADERS[0].0).exists() => {
                    std::fs::remove_dir_all(&tmp)?;
                    Ok(())
                }
                other => other,
            }
        };
        write().map_err(|e| {
            FrontendError::setup(format!(
                "cannot write the kernel headers to {}: {e}",
                dir.display()
            ))
        })?;
    }
    Ok(dir)
}

/// The Clang executable: `IVL_CLANG`, else `clang-19` on the path.
fn clang_program() -> String {
    std::env::var("IVL_CLANG").unwrap_or_else(|_| format!("clang-{CLANG_MAJOR}"))
}

fn arguments(path: &Path, dialect: Dialect, config: &Config, headers: &Path) -> Vec<String> {
    let mut args: Vec<String> = match dialect {
        Dialect::Cuda => [
            "-x",
            "cuda",
            "--cuda-device-only",
            "-nocudainc",
            "-nocudalib",
            "--cuda-gpu-arch=sm_70",
            "-m32",
            "-std=c++17",
            "-include",
            "cuda.h",
        ]
        .map(String::from)
        .to_vec(),
        Dialect::OpenCl => vec![
            "-x".into(),
            "cl".into(),
            format!("-cl-std={}", config.cl_std),
            "-target".into(),
            "spir".into(),
            "-cl-no-stdinc".into(),
            "-include".into(),
            "opencl.h".into(),
        ],
    };
    args.push(format!("-I{}", headers.display()));
    for d in &config.defines {
        args.push(format!("-D{d}"));
    }
    for i in &config.includes {
        args.push(format!("-I{i}"));
    }
    args.extend(config.clang_options.iter().cloned());
    args.extend(
        [
            "-fsyntax-only",
            "-fno-color-diagnostics",
            "-Wno-everything",
            "-Xclang",
            "-ast-dump=json",
        ]
        .map(String::from),
    );
    args.push(path.display().to_string());
    args
}

/// Parses `path` with Clang and returns its translation unit.
pub fn parse(path: &Path, dialect: Dialect, config: &Config) -> Result<ast::Node, FrontendError> {
    let headers = header_dir()?;
    let program = clang_program();
    let output = Command::new(&program)
        .args(arguments(path, dialect, config, &headers))
        .output()
        .map_err(|e| {
            FrontendError::setup(format!(
                "cannot run {program}: {e} (install Clang {CLANG_MAJOR}: `apt-get install clang-{CLANG_MAJOR}`, or set IVL_CLANG)"
            ))
        })?;
    if !output.status.success() {
        return Err(FrontendError::Clang(
            String::from_utf8_lossy(&output.stderr).into_owned(),
        ));
    }
    let mut de = serde_json::Deserializer::from_slice(&output.stdout);
    de.disable_recursion_limit();
    let mut unit: ast::Node = serde::Deserialize::deserialize(&mut de)
        .map_err(|e| FrontendError::setup(format!("cannot read {program}'s AST: {e}")))?;
    unit.resolve_locations();
    Ok(unit)
}
