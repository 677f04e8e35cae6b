//! The launch assumption: fewer than 2^32 threads in each dimension, so
//! that 32-bit global ids do not wrap (`prelude/geometry.ivl`,
//! `launch_fits_32_bits`). It is stated as an axiom with `{:assumption}`
//! when it restricts the launches verified (some size is symbolic), left
//! out under `--allow-id-wrap`, and a launch given in full that breaks it
//! is an error, never a vacuous verdict.

use super::options::Options;
use crate::diagnostics::{Diagnostic, Phase};
use crate::syntax::ast::*;
use crate::syntax::build::ident;
use crate::syntax::span::Span;

/// The prelude's name of the assumption.
pub const FITS: &str = "launch_fits_32_bits";

/// What a report says of a verdict reached under the assumption.
pub const STATEMENT: &str =
    "assuming fewer than 2^32 threads per dimension (32-bit global ids do not wrap; \
     --allow-id-wrap drops this)";

/// The axiom stating the assumption, if it is made.
pub fn axiom(program: &Program, options: &Options) -> Result<Option<Decl>, Diagnostic> {
    if options.allow_id_wrap {
        return Ok(None);
    }
    let span = Span::default();
    let group_size = sizes(program, options, GeometryKind::GroupSize);
    let num_groups = sizes(program, options, GeometryKind::NumGroups);
    let mut attrs = Vec::new();
    match (group_size, num_groups) {
        (Some((g, at)), Some((n, _))) => {
            if let Some(d) = (0..3).find(|&d| g[d] * n[d] >= 1 << 32) {
                return Err(Diagnostic::error(
                    Phase::Program,
                    at,
                    format!(
                        "this launch has {} threads in dimension {} ({} per group, {} groups), \
                         2^32 or more: ivl assumes fewer, so that 32-bit global ids do not wrap",
                        g[d] * n[d],
                        ["x", "y", "z"][d],
                        g[d],
                        n[d]
                    ),
                )
                .with_help("give --allow-id-wrap to verify this launch with wrapping global ids"));
            }
        }
        _ => attrs.push(Attribute {
            name: ident("assumption", span),
            args: vec![AttrArg::Str(STATEMENT.to_string(), span)],
            span,
        }),
    }
    Ok(Some(Decl {
        kind: DeclKind::Axiom(AxiomDecl {
            attrs,
            expr: Expr::new(ExprKind::Var(ident(FITS, span)), span),
        }),
        span,
    }))
}

/// The prelude's axioms `launch_fits_32_bits ==> e`, as the solver gets
/// them: `e` when the assumption is made (an implication from a constant
/// made the solver up to three times slower on some kernels), none when
/// it is not.
pub fn resolve(decls: &mut Vec<Decl>, assumed: bool) {
    decls.retain_mut(|d| {
        let DeclKind::Axiom(a) = &mut d.kind else {
            return true;
        };
        let ExprKind::Binary(BinaryOp::Implies, lhs, rhs) = &a.expr.kind else {
            return true;
        };
        if !matches!(&lhs.kind, ExprKind::Var(x) if x.name == FITS) {
            return true;
        }
        if assumed {
            a.expr = (**rhs).clone();
        }
        assumed
    });
}

/// The sizes of a geometry, x first (missing dimensions are 1), with where
/// they were given, when the program or the command line fixes them.
fn sizes(program: &Program, options: &Options, kind: GeometryKind) -> Option<([u64; 3], Span)> {
    let given = match kind {
        GeometryKind::GroupSize => &options.group_size,
        GeometryKind::NumGroups => &options.num_groups,
    };
    let (dims, span): (Vec<u64>, Span) = match given {
        Some(dims) => (
            dims.iter().map(|&d| u64::from(d)).collect(),
            Span::default(),
        ),
        None => program.decls.iter().find_map(|d| match &d.kind {
            DeclKind::Geometry(g) if g.kind == kind => Some((
                g.dims.iter().filter_map(|(n, _)| n.parse().ok()).collect(),
                d.span,
            )),
            _ => None,
        })?,
    };
    let mut out = [1; 3];
    for (slot, d) in out.iter_mut().zip(dims) {
        *slot = d;
    }
    Some((out, span))
}
