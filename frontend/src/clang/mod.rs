//! Running Clang: the command line for each dialect, our headers, and the
//! JSON AST it prints.

pub mod ast;
pub mod headers;

use std::path::Path;
use std::process::Command;
use std::time::Instant;

use crate::config::Config;
use crate::dialect::Dialect;
use crate::error::FrontendError;
use crate::FrontTimes;
use headers::Headers;

/// The Clang this front end is written against; its JSON is what we read.
const CLANG_MAJOR: &str = "19";

/// The Clang executable: `IVL_CLANG`, else `clang-19` on the path.
fn clang_program() -> String {
    std::env::var("IVL_CLANG").unwrap_or_else(|_| format!("clang-{CLANG_MAJOR}"))
}

fn arguments(path: &Path, dialect: Dialect, config: &Config, headers: &Path) -> Vec<String> {
    // 32-bit pointers: a 32-bit host (`-m32`, whose device side is
    // nvptx) and `spir`; 64-bit: the host's own 64-bit target, as nvcc
    // compiles, and `spir64`.
    let wide = config.pointer_64;
    let mut args: Vec<String> = match dialect {
        Dialect::Cuda => [
            "-x",
            "cuda",
            "--cuda-device-only",
            "-nocudainc",
            "-nocudalib",
            "--cuda-gpu-arch=sm_70",
        ]
        .into_iter()
        .chain((!wide).then_some("-m32"))
        .chain(["-std=c++17", "-include"])
        .map(String::from)
        .chain([headers.join("cuda.h").display().to_string()])
        .collect(),
        Dialect::OpenCl => vec![
            "-x".into(),
            "cl".into(),
            format!("-cl-std={}", config.cl_std),
            "-target".into(),
            if wide { "spir64" } else { "spir" }.into(),
            // Clang's own builtins, declared as the kernel uses them, and
            // the types and macros of its opencl-c-base.h.
            "-cl-no-stdinc".into(),
            "-Xclang".into(),
            "-fdeclare-opencl-builtins".into(),
            "-Xclang".into(),
            "-finclude-default-header".into(),
            "-include".into(),
            headers.join("opencl.h").display().to_string(),
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

/// Parses `path` with Clang and returns its translation unit, each
/// location marked as in our headers or not, and the time it took.
pub fn parse(
    path: &Path,
    dialect: Dialect,
    config: &Config,
) -> Result<(ast::Node, FrontTimes), FrontendError> {
    let headers = Headers::write()?;
    let program = clang_program();
    let started = Instant::now();
    let output = Command::new(&program)
        .args(arguments(path, dialect, config, headers.dir()))
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
    let clang = started.elapsed();
    let started = Instant::now();
    let mut de = serde_json::Deserializer::from_slice(&output.stdout);
    de.disable_recursion_limit();
    let mut unit: ast::Node = serde::Deserialize::deserialize(&mut de)
        .map_err(|e| FrontendError::setup(format!("cannot read {program}'s AST: {e}")))?;
    unit.resolve_locations(&headers);
    let times = FrontTimes {
        clang,
        ast_bytes: output.stdout.len(),
        read: started.elapsed(),
        lower: Default::default(),
    };
    Ok((unit, times))
}
