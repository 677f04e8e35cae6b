//! Semantic checks: name resolution, type checking, frame rules, and
//! program-wide checks on definitions.
//!
//! Input: a parsed program without syntax errors. Output: the resolved
//! global environment, or the diagnostics of the first phase (resolve, type,
//! program) that found an error, all of them.

mod checker;
mod definitions;
pub mod env;
mod expr;
mod gpu;
mod labels;
mod scope;
pub(crate) mod sink;
mod stmt;
mod suggest;
pub mod types;

pub use env::{is_existential, FunctionInfo, GlobalVar, Globals, ProcedureInfo, TypeInfo};

use crate::diagnostics::Diagnostic;
use crate::syntax::ast::Program;

/// A program that parsed and passed every semantic check.
pub struct Checked {
    pub program: Program,
    pub globals: Globals,
}

/// Checks a parsed program.
pub fn check(program: &Program) -> Result<Globals, Vec<Diagnostic>> {
    let mut sink = sink::Sink::default();
    let mut globals = env::collect(program, &mut sink);
    let mut checker = checker::Checker::new(&globals, &mut sink);
    checker.program(program);
    let gpu_use = checker.gpu_use;
    globals.gpu_use = gpu_use;
    if sink.resolve.is_empty() && sink.types.is_empty() {
        definitions::check(program, &mut sink);
    }
    let errors = sink.into_first_phase();
    if errors.is_empty() {
        Ok(globals)
    } else {
        Err(errors)
    }
}
