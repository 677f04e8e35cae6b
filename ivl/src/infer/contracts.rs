//! Candidate contracts of `{:modular}` procedures (spec/gpu.md section
//! 10): a procedure verified on its own knows nothing of its callers, so
//! each parameter gets the candidate `requires __uniform(x)` (rule
//! `uniform-parameter`: a loop or a barrier it bounds then runs alike in
//! both threads) and each result `ensures __uniform(r)` (rule
//! `uniform-result`). The calls check the first, the procedure the second.

use crate::syntax::ast::*;
use crate::syntax::build::{attr, var};

pub const UNIFORM_PARAMETER: &str = "uniform-parameter";
pub const UNIFORM_RESULT: &str = "uniform-result";

/// Adds the candidate clauses to `p`, a `{:modular}` procedure with a
/// body, but those of the rules in `omit`.
pub fn add(p: &mut ProcedureDecl, omit: &[String]) {
    let wanted = |rule: &str| !omit.iter().any(|o| o == rule);
    let scalar = |x: &TypedIdent| {
        matches!(
            x.ty.kind,
            TypeKind::Bool | TypeKind::Int | TypeKind::Bv(_) | TypeKind::Real
        )
    };
    let mut specs = Vec::new();
    let clauses = [
        (UNIFORM_PARAMETER, &p.ins, true),
        (UNIFORM_RESULT, &p.outs, false),
    ];
    for (rule, formals, requires) in clauses {
        if !wanted(rule) {
            continue;
        }
        for x in formals.iter().filter(|x| scalar(x)) {
            let span = x.name.span;
            let expr = Expr::new(
                ExprKind::Apply(
                    Ident {
                        name: "__uniform".into(),
                        span,
                    },
                    vec![var(&x.name.name, span)],
                ),
                span,
            );
            let contract = Contract {
                free: false,
                attrs: vec![attr(
                    "candidate",
                    vec![AttrArg::Str(rule.to_string(), span)],
                )],
                expr,
            };
            let kind = if requires {
                SpecKind::Requires(contract)
            } else {
                SpecKind::Ensures(contract)
            };
            specs.push(Spec { kind, span });
        }
    }
    p.specs.extend(specs);
}
