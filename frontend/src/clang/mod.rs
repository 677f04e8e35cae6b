//! Running Clang: the command line for each dialect, our headers, and the
//! JSON AST it prints.

pub mod ast;
pub mod headers;

use std::path::Path;
use std::process::Command;

use crate::config::Config;
use crate::dialect::Dialect;
use crate::error::FrontendError;
use headers::Headers;

/// The Clang this front end is written against; its JSON is what we read.
const CLANG_MAJOR: &str = "19";

/// The Clang executable: `IVL_CLANG`, else `clang-19` on the path.
fn clang_program() -> String {
    std::env::var("IVL_CLANG").unwrap_or_else(|_| format!("clang-{CLANG_MAJOR}"))
}

fn arguments(
    path: &Path,
    dialect: Dialect,
    config: &Config,
    pointer_bits: u32,
    headers: &Path,
) -> Vec<String> {
    // 32-bit pointers: a 32-bit host (`-m32`, whose device side is
    // nvptx) and `spir`; 64-bit: the host's own 64-bit target, as nvcc
    // compiles, and `spir64`.
    let wide = pointer_bits == 64;
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

/// A file as Clang parsed it.
pub struct Parsed {
    /// The translation unit, each location marked as in our headers or not.
    pub unit: ast::Node,
    /// The pointer width it was read with: 32 or 64.
    pub pointer_bits: u32,
    /// Why a CUDA file without `--pointer-bitwidth` was read at 64 bits.
    pub wide_because: Option<String>,
}

/// Parses `path` with Clang. Without `--pointer-bitwidth` a CUDA file is
/// read at 32 bits, GPUVerify's width, unless it is a whole program (host
/// code, or headers only the 64-bit host has): that is read again at 64
/// bits, as nvcc compiles it (spec/frontend.md section 1).
pub fn parse(path: &Path, dialect: Dialect, config: &Config) -> Result<Parsed, FrontendError> {
    let headers = Headers::write()?;
    let read = |bits| {
        run(path, dialect, config, bits, &headers).map(|unit| Parsed {
            unit,
            pointer_bits: bits,
            wide_because: None,
        })
    };
    if let Some(bits) = config.pointer_bitwidth {
        return read(bits);
    }
    if dialect == Dialect::OpenCl {
        return read(32);
    }
    let why = match read(32) {
        Ok(parsed) => match host_function(&parsed.unit) {
            Some(name) => format!("it defines host code (`{name}`)"),
            None => return Ok(parsed),
        },
        Err(FrontendError::Clang(message)) => match missing_header(&message) {
            Some(header) => format!("`{header}` is a header of the 64-bit host"),
            None => return Err(FrontendError::Clang(message)),
        },
        Err(e) => return Err(e),
    };
    let mut parsed = read(64)?;
    parsed.wide_because = Some(why);
    Ok(parsed)
}

/// The first function of the user's with a body that runs on the host
/// (neither `__device__` nor `__global__`), if any.
fn host_function(unit: &ast::Node) -> Option<&str> {
    unit.inner.iter().find_map(|d| match d.kind.as_str() {
        "LinkageSpecDecl" | "NamespaceDecl" => host_function(d),
        "FunctionDecl"
            if !d.at.as_ref().is_some_and(|l| l.in_headers)
                && d.is_implicit != Some(true)
                && !d.has_attr("CUDADeviceAttr")
                && !d.has_attr("CUDAGlobalAttr")
                && d.inner.iter().any(|c| c.is("CompoundStmt")) =>
        {
            d.name.as_deref()
        }
        _ => None,
    })
}

/// The header a Clang error says it could not find.
fn missing_header(message: &str) -> Option<&str> {
    message.lines().find_map(|line| {
        let rest = line.split("fatal error: '").nth(1)?;
        rest.strip_suffix("' file not found")
    })
}

/// One run of Clang at the given pointer width.
fn run(
    path: &Path,
    dialect: Dialect,
    config: &Config,
    pointer_bits: u32,
    headers: &Headers,
) -> Result<ast::Node, FrontendError> {
    let program = clang_program();
    let output = Command::new(&program)
        .args(arguments(path, dialect, config, pointer_bits, headers.dir()))
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
    unit.resolve_locations(headers);
    Ok(unit)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_header_is_named() {
        let message = "In file included from k.cu:1:\n\
            /usr/include/c++/12/cstdio:41:10: fatal error: 'bits/c++config.h' file not found\n";
        assert_eq!(missing_header(message), Some("bits/c++config.h"));
        assert_eq!(
            missing_header("k.cu:3:1: error: unknown type name 'x'"),
            None
        );
    }
}
