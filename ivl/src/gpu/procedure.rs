//! A kernel, or a `{:modular}` procedure verified on its own, lowered to one
//! procedure of the pair: its body inlined and predicated, its parameters
//! set from their incoming values, its contract stated for each thread, and
//! its locals declared.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use super::control::is_candidate;
use super::footprint::{self, contains_return};
use super::inline;
use super::kernel::{Lowering, Pred};
use super::mangle::*;
use super::names::*;
use super::options::{Checks, Options};
use super::thread::{self, rename, unsupported, View};
use super::uniform;
use crate::diagnostics::Diagnostic;
use crate::syntax::ast::*;
use crate::syntax::build::*;
use crate::syntax::span::Span;

/// Per array, the source lines its race logs may hold.
type LoggedLines = BTreeMap<String, BTreeSet<usize>>;

/// Lowers kernel `p` (declared at `span`), or a `{:modular}` procedure with
/// a body, to one procedure of the pair, after the switches of its
/// candidates; with it, per array, the source lines its race logs may hold.
pub fn lower_kernel(
    p: &ProcedureDecl,
    span: Span,
    program: &Program,
    base: &Names,
    unknowns: &HashMap<String, usize>,
    (options, line): (&Options, &dyn Fn(Span) -> usize),
) -> Result<(Vec<Decl>, LoggedLines), Diagnostic> {
    let body = p
        .body
        .as_ref()
        .ok_or_else(|| unsupported(p.name.span, "kernels without a body"))?;
    // A kernel's parameters are the same in every thread; a device
    // procedure's are each thread's own.
    let device = !p.kernel;
    let mut types = declared_types(p, body);
    let mut inliner = inline::Inliner::new(program);
    let inlined = Block {
        stmts: inliner.stmts(&body.stmts.stmts, 0)?,
        span: body.stmts.span,
    };
    types.extend(std::mem::take(&mut inliner.locals));
    let candidates: HashSet<String> = types.keys().cloned().collect();
    let seeds: HashSet<String> = if device {
        p.ins.iter().map(|x| x.name.name.clone()).collect()
    } else {
        HashSet::new()
    };
    let parameters: HashSet<String> = p.ins.iter().map(|x| x.name.name.clone()).collect();
    let uniform = uniform::uniform(&inlined, &candidates, &seeds, &parameters, base);
    let names = kernel_names(base, &candidates, &uniform);
    let mut lowering = Lowering::new(&names, &uniform, &types, unknowns, options, line);
    lowering.procedure = p.name.name.clone();
    if !device {
        lowering.arguments = arguments(p, span);
    }
    lowering.footprints = footprint::footprints(program, &names, inliner.modular.values());
    lowering.callees = inliner.modular;
    let t = Expr::new(ExprKind::Bool(true), span);
    let pred = Pred::Uniform(t.clone());
    let mut stmts = entry_state(p, &names, &uniform, device, span);
    if contains_return(&inlined.stmts) {
        lowering.track_returns(span, &mut stmts);
    }
    lowering.block(&inlined.stmts, &pred, &mut stmts)?;

    let view = View {
        names: &names,
        enabled: [t.clone(), t],
        local_ids: None,
    };
    let mut specs = contract(p, &view, device, options.checks, &mut stmts)?;
    if device {
        lowering.candidates.extend(contract_switches(p));
    }
    specs.push(Spec {
        kind: SpecKind::Modifies(modified(&names, &base.private, unknowns, span)),
        span,
    });
    let temporaries = std::mem::take(&mut lowering.locals);
    let lowered = decl(
        DeclKind::Procedure(ProcedureDecl {
            kernel: false,
            attrs: p.attrs.clone(),
            name: p.name.clone(),
            ins: parameters_in(p, device),
            outs: Vec::new(),
            specs,
            body: Some(Body {
                locals: locals(&types, &uniform, temporaries, span),
                stmts: Block {
                    stmts,
                    span: body.stmts.span,
                },
                span: body.span,
            }),
        }),
        span,
    );
    let mut decls = vec![lowered];
    if !lowering.candidates.is_empty() {
        decls.insert(0, candidate_switches(&lowering.candidates, span));
    }
    Ok((decls, lowering.logged_lines))
}

/// `const {:existential true} $candidate.K.0, ...: bool;`
fn candidate_switches(names: &[String], span: Span) -> Decl {
    decl(
        DeclKind::Const(ConstDecl {
            attrs: vec![Attribute {
                name: ident("existential", span),
                args: vec![AttrArg::Expr(Expr::new(ExprKind::Bool(true), span))],
                span,
            }],
            unique: false,
            names: names.iter().map(|n| ident(n, span)).collect(),
            ty: bool_type(),
        }),
        span,
    )
}

/// The declared types of `p`'s parameters and locals.
fn declared_types(p: &ProcedureDecl, body: &Body) -> HashMap<String, Type> {
    let mut types: HashMap<String, Type> = HashMap::new();
    for x in p.ins.iter().chain(&p.outs) {
        types.insert(x.name.name.clone(), x.ty.clone());
    }
    for l in &body.locals {
        for x in &l.decl.vars {
            types.insert(x.name.name.clone(), x.ty.clone());
        }
    }
    types
}

/// The kernel's names: the base names, with its variables (`candidates`)
/// that are not uniform thread-private.
fn kernel_names(base: &Names, candidates: &HashSet<String>, uniform: &HashSet<String>) -> Names {
    Names {
        thread_ids: base.thread_ids.clone(),
        shared: base.shared.clone(),
        global: base.global.clone(),
        private: base
            .private
            .iter()
            .cloned()
            .chain(candidates.iter().filter(|c| !uniform.contains(*c)).cloned())
            .collect(),
        declared_functions: base.declared_functions.clone(),
        atomic: base.atomic.clone(),
        written: base.written.clone(),
    }
}

/// The kernel's arguments (`p$in`), as failed checks show them.
fn arguments(p: &ProcedureDecl, span: Span) -> Vec<Expr> {
    p.ins
        .iter()
        .map(|x| {
            Expr::new(
                ExprKind::Var(ident(&format!("{}$in", x.name.name), span)),
                span,
            )
        })
        .collect()
}

/// The start of the body: race logs start empty; parameters start as the
/// kernel's arguments.
fn entry_state(
    p: &ProcedureDecl,
    names: &Names,
    uniform: &HashSet<String>,
    device: bool,
    span: Span,
) -> Vec<Stmt> {
    let mut stmts = Vec::new();
    let arrays = names.written_arrays();
    let mut resets = Vec::new();
    for a in &arrays {
        for flag in log_flags(a) {
            resets.push((flag, Expr::new(ExprKind::Bool(false), span)));
        }
        for line in logged_lines(a) {
            resets.push((line, Expr::new(ExprKind::Int("0".into()), span)));
        }
    }
    if !resets.is_empty() {
        stmts.push(assign_all(resets, span));
    }
    let mut inputs = Vec::new();
    for x in &p.ins {
        let name = &x.name.name;
        for th in Thread::BOTH {
            let target = if uniform.contains(name) {
                name.clone()
            } else {
                copy(name, th)
            };
            let value = if device {
                copy(&input(name), th)
            } else {
                input(name)
            };
            inputs.push((target, var(&value, span)));
            if uniform.contains(name) {
                break;
            }
        }
    }
    if !inputs.is_empty() {
        stmts.push(assign_all(inputs, span));
    }
    stmts
}

/// The existential constant of the candidate contract clause `p.specs[k]`
/// of a `{:modular}` procedure, the same in its own lowering and at its
/// calls.
pub(super) fn contract_switch(p: &ProcedureDecl, k: usize) -> String {
    format!("$candidate.{}.contract.{k}", p.name.name)
}

/// The switches of `p`'s candidate contract clauses.
fn contract_switches(p: &ProcedureDecl) -> Vec<String> {
    p.specs
        .iter()
        .enumerate()
        .filter(|(_, s)| match &s.kind {
            SpecKind::Requires(c) | SpecKind::Ensures(c) => is_candidate(&c.attrs),
            SpecKind::Modifies(_) => false,
        })
        .map(|(k, _)| contract_switch(p, k))
        .collect()
}

/// A candidate contract clause's attributes in the reduction: its rule,
/// its text as the kernel states it, and which clause it is (`requires`,
/// `ensures`).
pub(super) fn contract_candidate_attrs(c: &Contract, clause: &str) -> Vec<Attribute> {
    let text = crate::print::expr_to_string(&c.expr);
    let mut attrs = c.attrs.clone();
    for a in attrs.iter_mut().filter(|a| a.name.name == "candidate") {
        a.args.truncate(1);
        a.args.push(AttrArg::Str(text.clone(), c.expr.span));
        a.args.push(AttrArg::Str(clause.to_string(), c.expr.span));
    }
    attrs
}

/// `p`'s `requires` clauses for each thread, over the incoming values; its
/// `ensures` clauses checked or assumed at the end of `stmts`, read in
/// `view`. A candidate clause of a `{:modular}` procedure is switched by
/// its constant, and its `ensures` checked whatever the checks asked for;
/// a kernel's claims nothing and is dropped.
fn contract(
    p: &ProcedureDecl,
    view: &View,
    device: bool,
    checks: Checks,
    stmts: &mut Vec<Stmt>,
) -> Result<Vec<Spec>, Diagnostic> {
    let renamed: HashMap<String, String> = p
        .ins
        .iter()
        .map(|x| (x.name.name.clone(), input(&x.name.name)))
        .collect();
    let per_thread: HashMap<String, String> = p
        .ins
        .iter()
        .flat_map(|x| {
            Thread::BOTH.map(|th| (copy(&x.name.name, th), copy(&input(&x.name.name), th)))
        })
        .collect();
    // A precondition over the incoming values, for thread `th`.
    let entry = |e: &Expr, th| -> Result<Expr, Diagnostic> {
        if device {
            Ok(rename(&view.at(e, th)?, &per_thread))
        } else {
            view.at(&rename(e, &renamed), th)
        }
    };
    let failed = if device {
        format!("a postcondition of {} could not be proved", p.name.name)
    } else {
        "a postcondition of the kernel could not be proved".to_string()
    };
    let mut specs = Vec::new();
    for (k, s) in p.specs.iter().enumerate() {
        let (SpecKind::Requires(c) | SpecKind::Ensures(c)) = &s.kind else {
            continue;
        };
        let candidate = is_candidate(&c.attrs);
        if candidate && !device {
            continue;
        }
        let switched = |e: Expr| match candidate {
            true => implies(var(&contract_switch(p, k), s.span), e),
            false => e,
        };
        for th in Thread::BOTH {
            // Access predicates speak of thread 1's logs only.
            if th == Thread::Two && thread::uses_access_predicate(&c.expr) {
                continue;
            }
            if let SpecKind::Requires(_) = s.kind {
                specs.push(Spec {
                    kind: SpecKind::Requires(Contract {
                        free: c.free,
                        attrs: if candidate {
                            contract_candidate_attrs(c, "requires")
                        } else {
                            c.attrs.clone()
                        },
                        expr: switched(entry(&c.expr, th)?),
                    }),
                    span: s.span,
                });
                continue;
            }
            let holds = switched(view.at(&c.expr, th)?);
            let kind =
                if th == Thread::Two || (!candidate && (c.free || checks == Checks::OnlyRaces)) {
                    StmtKind::Assume(Vec::new(), holds)
                } else if candidate {
                    StmtKind::Assert(contract_candidate_attrs(c, "ensures"), holds)
                } else {
                    let attrs = vec![
                        message(failed.clone()),
                        check_attribute("postcondition", &[], Vec::new()),
                    ];
                    StmtKind::Assert(attrs, holds)
                };
            stmts.push(stmt(kind, s.span));
        }
    }
    Ok(specs)
}

/// The procedure's locals: the kernel's variables (`types`), one copy of
/// each uniform one and one per thread of the others, in name order, then
/// the lowering's `temporaries`.
fn locals(
    types: &HashMap<String, Type>,
    uniform: &HashSet<String>,
    temporaries: Vec<(String, Type)>,
    span: Span,
) -> Vec<LocalVars> {
    let mut locals: Vec<LocalVars> = Vec::new();
    let mut local = |name: String, ty: Type| {
        locals.push(LocalVars {
            decl: VarDecl {
                attrs: Vec::new(),
                vars: vec![TypedIdent {
                    attrs: Vec::new(),
                    name: ident(&name, span),
                    ty,
                    where_clause: None,
                }],
                space: MemorySpace::Plain,
            },
            span,
        })
    };
    let mut declared: Vec<(&String, &Type)> = types.iter().collect();
    declared.sort_by(|a, b| a.0.cmp(b.0));
    for (name, ty) in declared {
        if uniform.contains(name) {
            local(name.clone(), ty.clone());
        } else {
            for th in Thread::BOTH {
                local(copy(name, th), ty.clone());
            }
        }
    }
    for (name, ty) in temporaries {
        local(name, ty);
    }
    locals
}

/// The procedure's parameters: the incoming values of `p`'s, one per
/// thread for a device procedure.
fn parameters_in(p: &ProcedureDecl, device: bool) -> Vec<TypedIdent> {
    p.ins
        .iter()
        .flat_map(|x| {
            let names = if device {
                Thread::BOTH
                    .map(|th| copy(&input(&x.name.name), th))
                    .to_vec()
            } else {
                vec![input(&x.name.name)]
            };
            names.into_iter().map(|name| TypedIdent {
                attrs: x.attrs.clone(),
                name: ident(&name, x.name.span),
                ty: x.ty.clone(),
                where_clause: None,
            })
        })
        .collect()
}

/// Everything a lowered kernel may change.
fn modified(
    names: &Names,
    plain: &HashSet<String>,
    unknowns: &HashMap<String, usize>,
    span: Span,
) -> Vec<Ident> {
    let mut out: Vec<String> = Vec::new();
    let arrays = names.written_arrays();
    if !arrays.is_empty() {
        out.push(TRACK.to_string());
    }
    for a in arrays {
        out.push(a.clone());
        out.extend(log_flags(a));
        out.push(written_value(a));
        out.extend(logged_lines(a));
        for k in 0..unknowns.get(a).copied().unwrap_or(0) {
            out.push(unknown_chosen(a, k));
            for d in 0..index_types(names, a).len() {
                out.push(unknown(a, k, d));
            }
        }
    }
    let mut plain: Vec<&String> = plain.iter().collect();
    plain.sort();
    for g in plain {
        out.push(copy(g, Thread::One));
        out.push(copy(g, Thread::Two));
    }
    out.iter().map(|n| ident(n, span)).collect()
}
