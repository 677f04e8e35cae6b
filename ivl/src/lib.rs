//! The IVL toolchain library.
//!
//! The pipeline, in module order: [`syntax`] (source text to AST, with the
//! syntax-phase label checks), [`sema`] (name resolution, type checking,
//! frame rules), [`cfg`] (an implementation as basic blocks, loops cut),
//! [`vc`] (passification and the weakest-precondition VC in SMT-LIB),
//! [`smt`] (solver processes), [`verify`] (the driver, counterexamples and
//! reports). [`origin`] maps code back to a front end's source. [`print`]
//! turns ASTs back into canonical text; [`pipeline`] chains the stages, text
//! to verdict, and shows each to an [`observe::Observer`]; [`diagnostics`]
//! is what every phase reports.

pub mod cfg;
pub mod confirm;
pub mod diagnostics;
pub mod gpu;
pub mod infer;
pub mod observe;
pub mod origin;
pub mod pipeline;
pub mod prelude;
pub mod print;
pub mod run;
pub mod sema;
pub mod smt;
pub mod syntax;
pub mod vc;
pub mod verify;
