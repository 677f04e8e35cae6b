//! IVL built from Clang's data: the `{:source}` attribute of a C location.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use crate::clang::ast::Loc;

/// A `{:source "file", line, column}` attribute.
pub fn source_attr(at: &Loc) -> Attribute {
    attr(
        "source",
        vec![
            AttrArg::Str(at.file.to_string(), Default::default()),
            AttrArg::Expr(nat_literal(at.line)),
            AttrArg::Expr(nat_literal(at.col)),
        ],
    )
}
