//! Running Clang: the command line a dialect gives, its headers, and the
//! JSON AST Clang prints.

mod anonymous;
pub mod ast;
mod comments;
mod compact;
pub mod headers;
mod link;
mod prefix;
pub mod type_names;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use crate::config::Config;
use crate::error::FrontendError;
use crate::language::Language;
use crate::FrontTimes;
use headers::{files_of, Headers};

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
fn base_arguments(language: &dyn Language, config: &Config) -> Vec<String> {
    let mut args = language.clang_language(config);
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
    language: &dyn Language,
    config: &Config,
    headers: &Path,
    front: Front,
) -> Vec<String> {
    let mut args = base_arguments(language, config);
    match front {
        // As text, CUDA's cuda.h leaves out the C library headers: a folder of
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
/// location marked as in our headers or not, and the time it took. Where
/// the language precompiles its prefix header, the file is parsed on it
/// when the user's cache has it (or can have it: `prefix.rs`), and the
/// header's declarations are linked in from its cached dump.
pub fn parse(
    path: &Path,
    language: &dyn Language,
    config: &Config,
) -> Result<Parsed, FrontendError> {
    let program = clang_program();
    let started = Instant::now();
    let base = base_arguments(language, config);
    let prefix = language
        .precompiles_prefix()
        .then(|| {
            prefix::cached(language, &program, &base, &|dir: &Path| {
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
            temporary = Headers::write(files_of(language))?;
            let header = temporary.dir().join(language.prefix_header());
            (&temporary, Front::Include(header))
        }
    };
    let run = |unlimited: bool| {
        let mut args = arguments(path, language, config, headers.dir(), front.clone());
        if unlimited {
            args.insert(args.len() - 1, "-ferror-limit=0".into());
        }
        compact::run(Command::new(&program).args(&args)).map_err(|e| {
            FrontendError::setup(format!(
                "cannot run {program}: {e} (install Clang {CLANG_MAJOR}: `apt-get install clang-{CLANG_MAJOR}`, or set IVL_CLANG)"
            ))
        })
    };
    let mut output = run(false)?;
    let stderr = |o: &compact::ClangRun| String::from_utf8_lossy(&o.stderr).into_owned();
    if !output.status.success() && language.wants_every_error(&stderr(&output)) {
        output = run(true)?;
    }
    let errors = (!output.status.success()).then(|| stderr(&output));
    let mut warnings = Vec::new();
    let clang = started.elapsed();
    let started = Instant::now();
    if let Some(stderr) = &errors {
        if output.stdout.is_empty() {
            return Err(FrontendError::Clang(stderr.clone()));
        }
    }
    let mut unit = read_ast(&output.stdout, &program)?;
    unit.resolve_locations(headers);
    if let Some(stderr) = errors {
        match language.skip_errors(&unit, &stderr) {
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
        ast_bytes: output.written,
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
