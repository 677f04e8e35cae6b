//! Running Clang: the command line for each dialect, our headers, and the
//! JSON AST it prints.

mod anonymous;
pub mod ast;
mod comments;
pub mod headers;
mod host;
mod link;
mod prefix;
pub mod type_names;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use crate::config::Config;
use crate::dialect::Dialect;
use crate::error::FrontendError;
use crate::FrontTimes;
use headers::Headers;

/// A kernel file as Clang read it.
pub struct Parsed {
    pub unit: ast::Node,
    pub times: FrontTimes,
    /// What the user should know about how the file was read (host code
    /// skipped).
    pub warnings: Vec<String>,
}

/// The Clang this front end is written against; its JSON is what we read.
const CLANG_MAJOR: &str = "19";

/// The Clang executable: `IVL_CLANG`, else `clang-19` on the path.
fn clang_program() -> String {
    std::env::var("IVL_CLANG").unwrap_or_else(|_| format!("clang-{CLANG_MAJOR}"))
}

/// The arguments that shape how our headers parse: language, target,
/// standard, and the user's Clang options.
fn base_arguments(dialect: Dialect, config: &Config) -> Vec<String> {
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
        .chain(["-std=c++17"])
        .map(String::from)
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
        ],
    };
    args.extend(config.clang_options.iter().cloned());
    // Errors with their category and their place in the file as written
    // (not as `#line` presents it): host code that does not compile may
    // be skipped by them (host.rs).
    args.extend(
        [
            "-fno-color-diagnostics",
            "-Wno-everything",
            "-fdiagnostics-show-category=name",
            "-Xclang",
            "-fno-diagnostics-use-presumed-location",
        ]
        .map(String::from),
    );
    args
}

/// What the kernel file is parsed on: our header included as text, or
/// precompiled.
#[derive(Clone)]
enum Front<'p> {
    Include(PathBuf),
    Precompiled(&'p Path),
}

fn arguments(
    path: &Path,
    dialect: Dialect,
    config: &Config,
    headers: &Path,
    front: Front,
) -> Vec<String> {
    let mut args = base_arguments(dialect, config);
    match front {
        // As text, cuda.h leaves out the C library headers: a folder of
        // the user's `-I` could answer `<stdlib.h>`, and what our header
        // includes counts as ours (not verified). The precompiled header
        // is built without the user's folders.
        Front::Include(header) => args.extend([
            "-D__IVL_NO_HOST_LIBRARY".into(),
            "-include".into(),
            header.display().to_string(),
        ]),
        Front::Precompiled(pch) => args.extend(
            ["-Xclang", "-include-pch", "-Xclang"]
                .map(String::from)
                .into_iter()
                .chain([pch.display().to_string()]),
        ),
    }
    args.push(format!("-I{}", headers.display()));
    for d in &config.defines {
        args.push(format!("-D{d}"));
    }
    for i in &config.includes {
        args.push(format!("-I{i}"));
    }
    args.extend(["-fsyntax-only", "-Xclang", "-ast-dump=json"].map(String::from));
    args.push(path.display().to_string());
    args
}

/// Parses `path` with Clang and returns its translation unit, each
/// location marked as in our headers or not, and the time it took. A
/// CUDA file is parsed on the precompiled `cuda.h` when the user's cache
/// has it (or can have it: `prefix.rs`), and the header's declarations are
/// linked in from its cached dump.
pub fn parse(path: &Path, dialect: Dialect, config: &Config) -> Result<Parsed, FrontendError> {
    let program = clang_program();
    let started = Instant::now();
    let base = base_arguments(dialect, config);
    let prefix = (dialect == Dialect::Cuda)
        .then(|| {
            prefix::cached(&program, &base, &|dir: &Path| {
                let mut args = base.clone();
                args.push(format!("-I{}", dir.display()));
                args
            })
        })
        .flatten();
    let temporary;
    let (headers, front) = match &prefix {
        Some(p) => (&p.headers, Front::Precompiled(&p.pch)),
        None => {
            temporary = Headers::write()?;
            let header = match dialect {
                Dialect::Cuda => "cuda.h",
                Dialect::OpenCl => "opencl.h",
            };
            (&temporary, Front::Include(temporary.dir().join(header)))
        }
    };
    let run = |unlimited: bool| {
        let mut args = arguments(path, dialect, config, headers.dir(), front.clone());
        if unlimited {
            args.insert(args.len() - 1, "-ferror-limit=0".into());
        }
        Command::new(&program).args(&args).output().map_err(|e| {
            FrontendError::setup(format!(
                "cannot run {program}: {e} (install Clang {CLANG_MAJOR}: `apt-get install clang-{CLANG_MAJOR}`, or set IVL_CLANG)"
            ))
        })
    };
    let mut output = run(false)?;
    let stderr = |o: &std::process::Output| String::from_utf8_lossy(&o.stderr).into_owned();
    // Host code may be skipped only when every error is known: again,
    // without Clang's limit on errors reported.
    if dialect == Dialect::Cuda
        && !output.status.success()
        && host::hit_error_limit(&stderr(&output))
    {
        output = run(true)?;
    }
    let errors = (!output.status.success()).then(|| stderr(&output));
    let mut warnings = Vec::new();
    let clang = started.elapsed();
    let started = Instant::now();
    if let Some(stderr) = &errors {
        // OpenCL C has no host code: every error is the kernel's.
        if output.stdout.is_empty() || dialect != Dialect::Cuda {
            return Err(FrontendError::Clang(stderr.clone()));
        }
    }
    let mut unit = read_ast(&output.stdout, &program)?;
    unit.resolve_locations(headers);
    if let Some(stderr) = errors {
        match host::skipped_host_code(&unit, &stderr, &path.display().to_string()) {
            Some(warning) => warnings.push(warning),
            None => return Err(FrontendError::Clang(stderr)),
        }
    }
    if let Some(p) = &prefix {
        let text = std::fs::read(&p.index)
            .map_err(|e| FrontendError::setup(format!("cannot read {}: {e}", p.index.display())))?;
        let mut index = read_ast(&text, &program)?;
        index.resolve_locations(headers);
        link::link(&mut unit, index);
    }
    anonymous::name_anonymous_fields(&mut unit);
    comments::drop_comments(&mut unit);
    let times = FrontTimes {
        clang,
        ast_bytes: output.stdout.len(),
        read: started.elapsed(),
        lower: Default::default(),
    };
    Ok(Parsed {
        unit,
        times,
        warnings,
    })
}

fn read_ast(json: &[u8], program: &str) -> Result<ast::Node, FrontendError> {
    let mut de = serde_json::Deserializer::from_slice(json);
    de.disable_recursion_limit();
    serde::Deserialize::deserialize(&mut de)
        .map_err(|e| FrontendError::setup(format!("cannot read {program}'s AST: {e}")))
}
