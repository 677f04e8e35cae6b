//! The part of every query that comes from the program's declarations:
//! sorts, constants, functions with their definitions, and axioms.

use std::collections::{HashMap, HashSet};
use std::fmt::Write;

use super::names::{symbol, FunctionSymbol, ZERO_WIDTH_DECLARATION};
use super::term::{NoVars, Translator};
use crate::sema::types::Ty;
use crate::syntax::ast::{DeclKind, Expr, ExprKind, FunctionDecl, Program};

/// SMT-LIB declarations and assertions for `program`'s global part.
pub fn declarations(program: &Program, tr: &Translator) -> String {
    let names = tr.names;
    let mut out = String::from(ZERO_WIDTH_DECLARATION);
    let mut sorts: Vec<&String> = names.sorts.values().collect();
    sorts.sort();
    for s in sorts {
        let _ = writeln!(out, "(declare-sort {s} 0)");
    }

    let mut uniques: HashMap<String, Vec<String>> = HashMap::new();
    let mut unique_order = Vec::new();
    for (name, v) in &tr.globals.vars {
        if !v.is_const {
            continue;
        }
        let (sym, ty) = &names.constants[name];
        let sort = names.sort(ty);
        let _ = writeln!(out, "(declare-fun {sym} () {sort})");
        if v.unique {
            if !uniques.contains_key(&sort) {
                unique_order.push(sort.clone());
            }
            uniques.entry(sort).or_default().push(sym.clone());
        }
    }

    let functions: Vec<&FunctionDecl> = program
        .decls
        .iter()
        .filter_map(|d| match &d.kind {
            DeclKind::Function(f) => Some(f),
            _ => None,
        })
        .filter(|f| {
            matches!(
                names.functions.get(&f.name.name),
                Some((FunctionSymbol::User(_), _))
            )
        })
        .collect();
    let mut defined = Vec::new();
    let mut axioms = String::new();
    let mut seen = HashSet::new();
    for f in &functions {
        if !seen.insert(f.name.name.as_str()) {
            continue;
        }
        if f.body.is_some() && is_macro(f) {
            defined.push(*f);
            continue;
        }
        let (sym, result) = &names.functions[&f.name.name];
        let FunctionSymbol::User(sym) = sym else {
            continue;
        };
        let params: Vec<Ty> = f.params.iter().map(|p| tr.globals.type_of(&p.ty)).collect();
        let sorts: Vec<String> = params.iter().map(|t| names.sort(t)).collect();
        let _ = writeln!(
            out,
            "(declare-fun {sym} ({}) {})",
            sorts.join(" "),
            names.sort(result)
        );
        if let Some(body) = &f.body {
            axioms.push_str(&definitional_axiom(f, sym, &params, body, tr));
        }
    }
    for f in dependency_order(&defined) {
        let (FunctionSymbol::User(sym), result) = &names.functions[&f.name.name] else {
            continue;
        };
        let (params, bound) = parameters(f, tr);
        let body = tr
            .typed(f.body.as_ref().expect("macros have bodies"), &NoVars, bound)
            .0;
        let _ = writeln!(
            out,
            "(define-fun {sym} ({params}) {} {body})",
            names.sort(result)
        );
    }
    out.push_str(&axioms);
    for sort in unique_order {
        let syms = &uniques[&sort];
        if syms.len() > 1 {
            let _ = writeln!(out, "(assert (distinct {}))", syms.join(" "));
        }
    }
    for d in &program.decls {
        if let DeclKind::Axiom(a) = &d.kind {
            let _ = writeln!(out, "(assert {})", tr.term(&a.expr, &NoVars));
        }
    }
    out
}

/// `{:inline}` and `{:define}` functions become `define-fun`s (not when
/// the attribute's argument is `false`).
fn is_macro(f: &FunctionDecl) -> bool {
    f.attrs.iter().any(|a| {
        (a.name.name == "inline" || a.name.name == "define")
            && !matches!(
                a.args.first(),
                Some(crate::syntax::ast::AttrArg::Expr(Expr {
                    kind: ExprKind::Bool(false),
                    ..
                }))
            )
    })
}

/// `((|x| Int) (|y| Bool))` and the bound names for the body.
fn parameters(f: &FunctionDecl, tr: &Translator) -> (String, Vec<(String, Ty)>) {
    let mut text = Vec::new();
    let mut bound = Vec::new();
    for (i, p) in f.params.iter().enumerate() {
        let name = p
            .name
            .as_ref()
            .map_or_else(|| format!("arg%{i}"), |n| n.name.clone());
        let ty = tr.globals.type_of(&p.ty);
        text.push(format!("({} {})", symbol(&name), tr.names.sort(&ty)));
        bound.push((name, ty));
    }
    (text.join(" "), bound)
}

/// `forall params :: f(params) == body`, triggered on the application.
fn definitional_axiom(
    f: &FunctionDecl,
    sym: &str,
    params: &[Ty],
    body: &Expr,
    tr: &Translator,
) -> String {
    let (binder, bound) = parameters(f, tr);
    let body = tr.typed(body, &NoVars, bound.clone()).0;
    if params.is_empty() {
        return format!("(assert (= {sym} {body}))\n");
    }
    let args: Vec<String> = bound.iter().map(|(n, _)| symbol(n)).collect();
    let app = format!("({sym} {})", args.join(" "));
    format!("(assert (forall ({binder}) (! (= {app} {body}) :pattern ({app}))))\n")
}

/// Macros in an order where each comes after the macros its body uses
/// (the checker rejected cycles).
fn dependency_order<'a>(defined: &[&'a FunctionDecl]) -> Vec<&'a FunctionDecl> {
    let index: HashMap<&str, usize> = defined
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name.name.as_str(), i))
        .collect();
    let mut done = vec![false; defined.len()];
    let mut order = Vec::new();
    fn visit<'a>(
        i: usize,
        defined: &[&'a FunctionDecl],
        index: &HashMap<&str, usize>,
        done: &mut Vec<bool>,
        order: &mut Vec<&'a FunctionDecl>,
    ) {
        if done[i] {
            return;
        }
        done[i] = true;
        let mut callees = Vec::new();
        if let Some(body) = &defined[i].body {
            applied(body, &mut callees);
        }
        for c in callees {
            if let Some(&j) = index.get(c.as_str()) {
                visit(j, defined, index, done, order);
            }
        }
        order.push(defined[i]);
    }
    for i in 0..defined.len() {
        visit(i, defined, &index, &mut done, &mut order);
    }
    order
}

fn applied(e: &Expr, out: &mut Vec<String>) {
    if let ExprKind::Apply(f, _) = &e.kind {
        out.push(f.name.clone());
    }
    e.for_each_child(&mut |c| applied(c, out));
}
