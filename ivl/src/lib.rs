//! The IVL toolchain library.
//!
//! The pipeline, in module order: [`syntax`] (source text to AST, with the
//! syntax-phase label checks), [`sema`] (name resolution, type checking,
//! frame rules), [`print`] (AST back to canonical text). [`pipeline`] chains
//! them; [`diagnostics`] is what every phase reports.

pub mod diagnostics;
pub mod pipeline;
pub mod print;
pub mod sema;
pub mod syntax;
