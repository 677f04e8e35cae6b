//! Device procedures: those that use thread state or memory spaces, or call
//! one that does. They make sense only inlined where kernels call them, so
//! they are not lowered on their own.

use std::collections::HashSet;

use super::names::Names;
use super::thread::mentions;
use crate::syntax::ast::*;
use crate::syntax::build::decl;
use crate::syntax::span::Span;

/// A procedure that uses thread state or memory spaces, or calls one that
/// does (so that it, too, makes sense only inlined where kernels call it).
pub fn is_device_procedure(
    p: &ProcedureDecl,
    program: &Program,
    private: &HashSet<String>,
    names: &Names,
) -> bool {
    let mut seen = HashSet::new();
    let mut todo = vec![p];
    while let Some(q) = todo.pop() {
        if !seen.insert(q.name.name.clone()) {
            continue;
        }
        let body = body_of(program, &q.name.name);
        if procedure_uses_threads(q, body, private, names) {
            return true;
        }
        let mut callees = Vec::new();
        if let Some(b) = body {
            called_procedures(&b.stmts, &mut callees);
        }
        todo.extend(program.decls.iter().filter_map(|d| match &d.kind {
            DeclKind::Procedure(c) if callees.contains(&c.name.name) => Some(c),
            _ => None,
        }));
    }
    false
}

/// The body calls of procedure `name` run: the one in its declaration, or
/// its first separate implementation.
pub fn body_of<'p>(program: &'p Program, name: &str) -> Option<&'p Body> {
    program.decls.iter().find_map(|d| match &d.kind {
        DeclKind::Procedure(p) if p.name.name == name => p.body.as_ref(),
        DeclKind::Implementation(i) if i.name.name == name => Some(&i.body),
        _ => None,
    })
}

fn called_procedures(block: &Block, out: &mut Vec<String>) {
    block.stmts.iter().for_each(|s| called_in(s, out));
}

fn called_in(s: &Stmt, out: &mut Vec<String>) {
    match &s.kind {
        StmtKind::Call(c) => out.push(c.callee.name.clone()),
        StmtKind::If(i) => {
            called_procedures(&i.then, out);
            match &i.els {
                Some(Else::Block(b)) => called_procedures(b, out),
                Some(Else::If(s)) => called_in(s, out),
                None => {}
            }
        }
        StmtKind::While(w) => called_procedures(&w.body, out),
        _ => {}
    }
}

fn procedure_uses_threads(
    p: &ProcedureDecl,
    body: Option<&Body>,
    private: &HashSet<String>,
    names: &Names,
) -> bool {
    let arrays: HashSet<String> = names
        .shared
        .keys()
        .chain(names.global.keys())
        .cloned()
        .collect();
    // The relational and access builtins only mean something for a pair
    // of threads.
    let builtin = |w: &str| {
        matches!(
            w,
            "__other"
                | "__same_group"
                | "__enabled"
                | "__uniform"
                | "__distinct"
                | "__read"
                | "__write"
                | "__atomic"
                | "__write_value"
        )
    };
    let words = |text: String| -> bool {
        text.split(|c: char| !(c.is_alphanumeric() || "_.$#'~^?`".contains(c)))
            .any(|w| {
                private.contains(w)
                    || arrays.contains(w)
                    || builtin(w)
                    || w == "barrier"
                    || w == "atomic"
            })
    };
    let touches = |e: &Expr| {
        mentions(e, private) || mentions(e, &arrays) || words(crate::print::expr_to_string(e))
    };
    let specs = p.specs.iter().any(|s| match &s.kind {
        SpecKind::Requires(c) | SpecKind::Ensures(c) => touches(&c.expr),
        SpecKind::Modifies(xs) => xs
            .iter()
            .any(|x| private.contains(&x.name) || arrays.contains(&x.name)),
    });
    specs
        || body.is_some_and(|body| {
            let p = ProcedureDecl {
                body: Some(body.clone()),
                ..p.clone()
            };
            words(crate::print::program_to_string(&Program {
                decls: vec![decl(DeclKind::Procedure(p), Span::default())],
            }))
        })
}
