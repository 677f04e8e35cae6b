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
mod labels;
mod scope;
pub(crate) mod sink;
mod stmt;
mod suggest;
pub mod types;

pub use env::{FunctionInfo, GlobalVar, Globals, ProcedureInfo, TypeInfo};

use crate::diagnostics::Diagnostic;
use crate::syntax::ast::Program;

/// Checks a parsed program.
pub fn check(program: &Program) -> Result<Globals, Vec<Diagnostic>> {
    let mut sink = sink::Sink::default();
    let globals = env::collect(program, &mut sink);
    checker::Checker::new(&globals, &mut sink).program(program);
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
