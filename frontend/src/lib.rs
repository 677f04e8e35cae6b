//! What the CUDA and OpenCL front ends share (spec/frontend.md): Clang
//! parses the kernel file with the dialect's headers (each dialect's
//! crate, `frontend-cuda/` and `frontend-opencl/`, says which and how, as
//! a [`Language`]); this crate reads Clang's JSON AST and lowers it to a
//! kernel IVL program, printed by the `ivl` crate's printer.

pub mod clang;
pub mod config;
pub mod ctype;
pub mod dialect;
pub mod error;
pub mod language;
pub mod lower;

use std::path::Path;

pub use config::Config;
pub use dialect::Dialect;
pub use error::FrontendError;
pub use language::{Header, Language};

/// A kernel file translated: the IVL program's text and the flags read.
pub struct Translated {
    pub ivl: String,
    pub config: Config,
    pub kernels: Vec<String>,
    pub times: FrontTimes,
    /// How the file was read, where the user should know (host code
    /// skipped): printed as warnings.
    pub warnings: Vec<String>,
}

/// Where the front end's time goes.
#[derive(Clone, Copy, Debug, Default)]
pub struct FrontTimes {
    /// Clang's run, to its JSON AST on standard output, with the reading
    /// of that output as it comes (clang/compact.rs).
    pub clang: std::time::Duration,
    /// The size of that JSON as Clang writes it (indented), in bytes.
    pub ast_bytes: usize,
    /// Reading the JSON into the AST the lowering walks.
    pub read: std::time::Duration,
    /// The lowering to kernel IVL, with its check.
    pub lower: std::time::Duration,
}

/// Translates the kernel file at `path`, written in `language`, under
/// GPUVerify's flags `args`.
pub fn translate_file(
    path: &Path,
    args: &[String],
    language: &dyn Language,
) -> Result<Translated, FrontendError> {
    let dialect = language.dialect();
    let config = Config::parse(args, language)?;
    // Deep ASTs recurse deeply; give the work a large stack.
    let path = path.to_path_buf();
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn_scoped(s, || {
                let clang::Parsed {
                    unit,
                    mut times,
                    mut warnings,
                } = clang::parse(&path, language, &config)?;
                let lowering = std::time::Instant::now();
                let t = lower::translate(&unit, dialect, &config)?;
                warnings.extend(t.warnings.iter().cloned());
                let mut ivl = format!(
                    "// Translated from {} by ivl's {} front end.\n",
                    path.display(),
                    dialect.name()
                );
                for w in &warnings {
                    ivl.push_str(&format!("// Warning: {w}.\n"));
                }
                let verify_flags = config.verify_flags();
                if !verify_flags.is_empty() {
                    ivl.push_str(&format!(
                        "// The flags given are checked as `ivl verify {verify_flags} FILE.ivl`.\n"
                    ));
                }
                ivl.push_str(&ivl::print::program_to_string(&t.program));
                // With a --boogie-file the program may use its declarations;
                // the pipeline checks the two together.
                if config.boogie_files.is_empty() {
                    checks_as_ivl(&ivl)?;
                }
                for file in &config.boogie_files {
                    let text = std::fs::read_to_string(file).map_err(|e| {
                        FrontendError::Usage(format!("--boogie-file={file}: cannot read it: {e}"))
                    })?;
                    ivl.push_str(&format!("\n// From --boogie-file={file}:\n{text}"));
                }
                times.lower = lowering.elapsed();
                Ok(Translated {
                    ivl,
                    config: config.clone(),
                    kernels: t.kernels,
                    times,
                    warnings,
                })
            })
            .expect("a thread for the front end")
            .join()
            .unwrap_or_else(|p| std::panic::resume_unwind(p))
    })
}

/// The front end's output parses, resolves and type-checks.
fn checks_as_ivl(text: &str) -> Result<(), FrontendError> {
    let file = ivl::syntax::span::FileId(0);
    ivl::pipeline::check(file, text)
        .map(|_| ())
        .map_err(|errors| {
            let what: Vec<String> = errors
                .iter()
                .take(3)
                .map(|d| {
                    let line = text[..d.span.lo as usize].matches('\n').count() + 1;
                    format!("{} (IVL line {line})", d.message)
                })
                .collect();
            FrontendError::Internal(format!(
                "the IVL it produced does not check: {}",
                what.join("; ")
            ))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn output_that_does_not_resolve_is_an_internal_error() {
        assert!(checks_as_ivl("procedure p() { }\n").is_ok());
        let Err(e) = checks_as_ivl("procedure p()\n{\n  assert x;\n}\n") else {
            panic!("an undeclared name was accepted");
        };
        let text = e.render();
        assert!(text.contains("internal error in the front end"), "{text}");
        assert!(
            text.contains("undeclared identifier: x (IVL line 3)"),
            "{text}"
        );
    }
}
