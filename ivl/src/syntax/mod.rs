//! Syntax: spans, tokens, the AST, and the parser.

pub mod ast;
pub mod build;
pub mod checks;
pub mod lexer;
pub mod parser;
pub mod rewrite;
pub mod shape;
pub mod span;
