//! Non-overflowing arithmetic (`prelude/noovfl.ivl`): where a kernel
//! evaluates `bvN_add_noovfl(a, b)` (or `sadd`, `mul`), the reduction
//! assumes the exact result fits, as the barrier-invariants paper does for
//! prefix sums. Specifications are not evaluated, so there the functions
//! are plain wrapping arithmetic.

use crate::syntax::ast::*;

const WIDTHS: [u32; 4] = [8, 16, 32, 64];
const OPS: [&str; 3] = ["add", "sadd", "mul"];

/// For each application of a non-overflowing operation in `e` (outside
/// binders), the application of its overflow test to the same operands.
pub fn overflow_tests(e: &Expr) -> Vec<Expr> {
    let mut tests = Vec::new();
    walk(e, &mut tests);
    tests
}

fn walk(e: &Expr, tests: &mut Vec<Expr>) {
    match &e.kind {
        ExprKind::Quant(_) | ExprKind::Let(..) => return,
        ExprKind::Apply(f, args) if args.len() == 2 => {
            if let Some(test) = overflow_test_name(&f.name) {
                let name = Ident {
                    name: test,
                    span: f.span,
                };
                tests.push(Expr::new(ExprKind::Apply(name, args.clone()), e.span));
            }
        }
        _ => {}
    }
    e.for_each_child(&mut |c| walk(c, tests));
}

/// `bv32_add_noovfl` → `bv32_add_overflows`.
fn overflow_test_name(function: &str) -> Option<String> {
    let (width, rest) = function.strip_prefix("bv")?.split_once('_')?;
    let op = rest.strip_suffix("_noovfl")?;
    let known = WIDTHS.iter().any(|w| w.to_string() == width) && OPS.contains(&op);
    known.then(|| format!("bv{width}_{op}_overflows"))
}
