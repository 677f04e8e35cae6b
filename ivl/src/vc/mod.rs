//! From a control-flow graph to an SMT-LIB verification condition:
//! [`passify`] puts the acyclic graph in single-assignment form (translating
//! expressions with [`term`]), [`wp`] builds the efficient weakest
//! precondition, with [`congruence`] lemmas for the nonlinear terms z3
//! would otherwise compare bit by bit. [`program`] gives the declarations every query shares;
//! [`names`] the SMT-LIB symbols and sorts.

pub mod congruence;
pub mod names;
pub mod passify;
pub mod print;
pub mod program;
pub mod term;
pub mod wp;
