//! The declarations the reduction adds to a lowered program once, for all
//! its kernels: the geometry, each written array's race logs, watched
//! element and unknown locations with the lines its logs may hold, and the
//! axioms about the pair of threads.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use super::mangle::{self, *};
use super::names::*;
use crate::syntax::ast::*;
use crate::syntax::build::*;
use crate::syntax::span::Span;

/// `group_size.x == 64bv32` ... for each dimension (missing ones are 1).
pub fn geometry_axioms(kind: GeometryKind, dims: &[String], span: Span) -> Vec<Decl> {
    let sizes = match kind {
        GeometryKind::GroupSize => ["group_size.x", "group_size.y", "group_size.z"],
        GeometryKind::NumGroups => ["num_groups.x", "num_groups.y", "num_groups.z"],
    };
    sizes
        .iter()
        .enumerate()
        .map(|(i, size)| {
            let value = dims.get(i).map_or("1", String::as_str).to_string();
            decl(
                DeclKind::Axiom(AxiomDecl {
                    attrs: Vec::new(),
                    expr: eq(var(size, span), Expr::new(ExprKind::Bv(value, 32), span)),
                }),
                span,
            )
        })
        .collect()
}

/// `function {:inline} $access_line.A(line: int): bool { line == 3 || ... }`
/// over the lines that `A`'s logs may hold.
fn access_line_function(array: &str, lines: Option<&BTreeSet<usize>>, span: Span) -> Decl {
    let line = var("line", span);
    let body = lines
        .into_iter()
        .flatten()
        .map(|n| eq(line.clone(), Expr::new(ExprKind::Int(n.to_string()), span)))
        .reduce(or)
        .unwrap_or(Expr::new(ExprKind::Bool(false), span));
    decl(
        DeclKind::Function(FunctionDecl {
            attrs: vec![Attribute {
                name: ident("inline", span),
                args: Vec::new(),
                span,
            }],
            name: ident(&access_line(array), span),
            params: vec![FunctionParam {
                attrs: Vec::new(),
                name: Some(ident("line", span)),
                ty: Type {
                    kind: TypeKind::Int,
                    span,
                },
            }],
            result: FunctionParam {
                attrs: Vec::new(),
                name: None,
                ty: Type {
                    kind: TypeKind::Bool,
                    span,
                },
            },
            named_result: false,
            body: Some(body),
        }),
        span,
    )
}

/// The race logs, watched elements and unknown locations of each array,
/// and the lines its logs may hold.
pub fn instrumentation(
    names: &Names,
    unknowns: &HashMap<String, usize>,
    logged_lines: &BTreeMap<String, BTreeSet<usize>>,
    out: &mut Vec<Decl>,
) {
    let span = Span::default();
    let bool_ty = Type {
        kind: TypeKind::Bool,
        span,
    };
    let int_ty = Type {
        kind: TypeKind::Int,
        span,
    };
    let arrays = names.written_arrays();
    if !arrays.is_empty() {
        out.push(decl(
            DeclKind::Var(VarDecl {
                attrs: Vec::new(),
                vars: vec![TypedIdent {
                    attrs: Vec::new(),
                    name: ident(TRACK, span),
                    ty: bool_ty.clone(),
                    where_clause: None,
                }],
                space: MemorySpace::Plain,
            }),
            span,
        ));
    }
    for a in arrays {
        out.push(access_line_function(a, logged_lines.get(a), span));
        let element = match &names.array_type(a).kind {
            TypeKind::Map(_, r) => (**r).clone(),
            _ => continue,
        };
        let typed = |name: String, ty: Type| TypedIdent {
            attrs: Vec::new(),
            name: ident(&name, span),
            ty,
            where_clause: None,
        };
        for (k, ty) in index_types(names, a).into_iter().enumerate() {
            out.push(decl(
                DeclKind::Const(ConstDecl {
                    attrs: Vec::new(),
                    unique: false,
                    names: vec![ident(&watch(a, k), span)],
                    ty,
                }),
                span,
            ));
        }
        let mut vars: Vec<TypedIdent> = log_flags(a)
            .into_iter()
            .map(|f| typed(f, bool_ty.clone()))
            .collect();
        vars.push(typed(written_value(a), element));
        for line in mangle::logged_lines(a) {
            vars.push(typed(line, int_ty.clone()));
        }
        for k in 0..unknowns.get(a).copied().unwrap_or(0) {
            vars.push(typed(unknown_chosen(a, k), bool_ty.clone()));
            for (d, ty) in index_types(names, a).into_iter().enumerate() {
                vars.push(typed(unknown(a, k, d), ty));
            }
        }
        out.push(decl(
            DeclKind::Var(VarDecl {
                attrs: Vec::new(),
                vars,
                space: MemorySpace::Plain,
            }),
            span,
        ));
    }
}

/// `$distinct`: the pair is two distinct threads. It is one thread twice
/// only where no two exist, in a group of one thread: a launch of one
/// thread, or `--only-intra-group` with groups of one, has no pair of
/// distinct threads, and its assertions are still checked; race and
/// divergence checks hold when `$distinct`.
pub fn distinct_threads() -> Vec<Decl> {
    let span = Span::default();
    let same_local = ["local_id.x", "local_id.y", "local_id.z"]
        .iter()
        .map(|n| {
            eq(
                var(&copy(n, Thread::One), span),
                var(&copy(n, Thread::Two), span),
            )
        })
        .reduce(and)
        .expect("three dimensions");
    let one_thread_groups = ["group_size.x", "group_size.y", "group_size.z"]
        .iter()
        .map(|n| eq(var(n, span), Expr::new(ExprKind::Bv("1".into(), 32), span)))
        .reduce(and)
        .expect("three dimensions");
    let axiom = |expr| {
        decl(
            DeclKind::Axiom(AxiomDecl {
                attrs: Vec::new(),
                expr,
            }),
            span,
        )
    };
    vec![
        decl(
            DeclKind::Const(ConstDecl {
                attrs: Vec::new(),
                unique: false,
                names: vec![ident(DISTINCT, span)],
                ty: bool_type(),
            }),
            span,
        ),
        axiom(Expr::new(
            ExprKind::Binary(
                BinaryOp::Iff,
                Box::new(distinct(span)),
                Box::new(not(and(same_group(span), same_local))),
            ),
            span,
        )),
        axiom(or(distinct(span), one_thread_groups)),
    ]
}

/// `a$1 < a$2 || a$2 < a$1 || a$1 == a$2` for each local id `a`: true of
/// any two bit-vectors, but z3 would otherwise derive it bit by bit
/// whenever a proof orders the two threads, which costs more the more bits
/// the group size leaves free (the modular stream compaction took 1.7x as
/// long at 2^31 threads as at 4 without it). Not for group ids: there it
/// turned a counterexample of a kernel with quantified axioms into
/// `unknown`.
pub fn id_order() -> Vec<Decl> {
    let span = Span::default();
    let ult = |a: &str, b: &str| {
        Expr::new(
            ExprKind::Apply(ident("bv32_ult", span), vec![var(a, span), var(b, span)]),
            span,
        )
    };
    ["local_id.x", "local_id.y", "local_id.z"]
        .iter()
        .map(|id| {
            let (a, b) = (copy(id, Thread::One), copy(id, Thread::Two));
            let expr = or(
                or(ult(&a, &b), ult(&b, &a)),
                eq(var(&a, span), var(&b, span)),
            );
            decl(
                DeclKind::Axiom(AxiomDecl {
                    attrs: Vec::new(),
                    expr,
                }),
                span,
            )
        })
        .collect()
}
