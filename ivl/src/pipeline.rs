//! The stages chained: source text to a checked program.

use crate::diagnostics::Diagnostic;
use crate::sema::{self, Globals};
use crate::syntax::ast::Program;
use crate::syntax::checks;
use crate::syntax::parser::{parse_program, Parsed};
use crate::syntax::span::FileId;

/// A program that parsed and passed every semantic check.
pub struct Checked {
    pub program: Program,
    pub globals: Globals,
}

/// Parses `src` (file `file`) and runs the syntax-phase checks.
pub fn parse(file: FileId, src: &str) -> Parsed<Program> {
    let mut parsed = parse_program(file, src);
    if parsed.errors.is_empty() {
        parsed.errors = checks::check(&parsed.tree);
    }
    parsed
}

/// Parses and checks `src`; on failure, every error of the first phase that
/// found one.
pub fn check(file: FileId, src: &str) -> Result<Checked, Vec<Diagnostic>> {
    let parsed = parse(file, src);
    if !parsed.errors.is_empty() {
        return Err(parsed.errors);
    }
    let globals = sema::check(&parsed.tree)?;
    Ok(Checked {
        program: parsed.tree,
        globals,
    })
}

/// Parses `src` and prints it canonically, keeping its comments.
pub fn format(file: FileId, src: &str) -> Result<String, Vec<Diagnostic>> {
    let Parsed {
        tree,
        comments,
        errors,
    }: Parsed<Program> = parse_program(file, src);
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(crate::print::format_source(&tree, src, &comments))
}
