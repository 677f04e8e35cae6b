//! Program-wide checks on function definitions: a function that is expanded
//! (`{:inline}`) or defined to the solver (`{:define}`) needs a body, such
//! functions may not call each other in a cycle, and a `{:bvbuiltin}`
//! function has no body.

use std::collections::HashMap;

use super::sink::{Explain, Sink};
use crate::syntax::ast::*;

/// The attributes that make a function's body a definition to expand.
const DEFINING: [&str; 2] = ["inline", "define"];

pub(crate) fn check(program: &Program, sink: &mut Sink) {
    let mut defined: Vec<&FunctionDecl> = Vec::new();
    for d in &program.decls {
        let DeclKind::Function(f) = &d.kind else {
            continue;
        };
        if let Some(body) = &f.body {
            if f.attrs.iter().any(|a| a.name.name == "bvbuiltin") {
                sink.program(
                    body.span,
                    "a function with :bvbuiltin attribute cannot have a body",
                )
                .help("the SMT-LIB operation defines it; remove the body or the attribute");
            }
        }
        let Some(attr) = defining_attribute(f) else {
            continue;
        };
        if f.body.is_none() {
            sink.program(
                f.name.span,
                format!("Function with :{attr} attribute must have a body"),
            );
        } else {
            defined.push(f);
        }
    }
    report_cycles(&defined, sink);
}

fn defining_attribute(f: &FunctionDecl) -> Option<&'static str> {
    DEFINING.into_iter().find(|name| {
        f.attrs.iter().any(|a| {
            a.name.name == *name
                && !matches!(
                    a.args.first(),
                    Some(AttrArg::Expr(Expr {
                        kind: ExprKind::Bool(false),
                        ..
                    }))
                )
        })
    })
}

/// Reports each cycle of calls among `functions` once, at the first member
/// in declaration order.
fn report_cycles(functions: &[&FunctionDecl], sink: &mut Sink) {
    let index: HashMap<&str, usize> = functions
        .iter()
        .enumerate()
        .map(|(i, f)| (f.name.name.as_str(), i))
        .collect();
    let calls: Vec<Vec<usize>> = functions
        .iter()
        .map(|f| {
            let mut out = Vec::new();
            if let Some(body) = &f.body {
                called(body, &index, &mut out);
            }
            out.sort_unstable();
            out.dedup();
            out
        })
        .collect();
    for component in strongly_connected(&calls) {
        let cyclic = component.len() > 1 || calls[component[0]].contains(&component[0]);
        if !cyclic {
            continue;
        }
        let first = *component.iter().min().expect("components are not empty");
        let mut names: Vec<&str> = component
            .iter()
            .map(|&i| functions[i].name.name.as_str())
            .collect();
        names.sort_unstable();
        sink.program(
            functions[first].name.span,
            format!("Call cycle detected among functions: {}", names.join(", ")),
        );
    }
}

fn called(e: &Expr, index: &HashMap<&str, usize>, out: &mut Vec<usize>) {
    if let ExprKind::Apply(f, _) = &e.kind {
        if let Some(&i) = index.get(f.name.as_str()) {
            out.push(i);
        }
    }
    e.for_each_child(&mut |c| called(c, index, out));
}

/// Tarjan's algorithm (iterative), components in reverse topological order.
fn strongly_connected(edges: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = edges.len();
    let mut index = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack = Vec::new();
    let mut components = Vec::new();
    let mut next = 0;
    for root in 0..n {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work = vec![(root, 0usize)];
        while let Some(&mut (v, ref mut child)) = work.last_mut() {
            if *child == 0 {
                index[v] = next;
                low[v] = next;
                next += 1;
                stack.push(v);
                on_stack[v] = true;
            }
            if let Some(&w) = edges[v].get(*child) {
                *child += 1;
                if index[w] == usize::MAX {
                    work.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut component = Vec::new();
                loop {
                    let w = stack.pop().expect("v is on the stack");
                    on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                components.push(component);
            }
        }
    }
    components
}
