//! Checks that belong to the syntax phase (as in Boogie) although the
//! grammar does not express them: every `goto` target is a label of the same
//! body, an unlabelled `break` is inside a loop, `break L` names a label of
//! an enclosing statement, an implementation's formals have no `where`
//! clauses, and a function is not both `{:inline}` and `{:define}`.

use std::collections::HashSet;

use super::ast::*;
use crate::diagnostics::{Diagnostic, Phase};

/// Checks every declaration of `program`.
pub fn check(program: &Program) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    for d in &program.decls {
        let body = match &d.kind {
            DeclKind::Procedure(ProcedureDecl { body: Some(b), .. }) => b,
            DeclKind::Implementation(i) => {
                for v in i.ins.iter().chain(&i.outs) {
                    if let Some(w) = &v.where_clause {
                        errors.push(
                            Diagnostic::error(
                                Phase::Parse,
                                w.span,
                                "where clause not allowed on the 'implementation' copies of formals",
                            )
                            .with_help("put the where clause on the procedure's parameter"),
                        );
                    }
                }
                &i.body
            }
            DeclKind::Function(f) => {
                let has = |name: &str| f.attrs.iter().any(|a| a.name.name == name);
                if has("inline") && has("define") {
                    errors.push(Diagnostic::error(
                        Phase::Parse,
                        f.body.as_ref().map_or(f.name.span, |b| b.span),
                        "function cannot have both :inline and :define attributes",
                    ));
                }
                continue;
            }
            _ => continue,
        };
        let mut labels = HashSet::new();
        collect(&body.stmts, &mut labels);
        let mut walker = Walker {
            labels,
            enclosing: Vec::new(),
            loops: 0,
            errors: &mut errors,
        };
        walker.block(&body.stmts);
    }
    errors
}

fn collect<'a>(block: &'a Block, out: &mut HashSet<&'a str>) {
    for s in &block.stmts {
        match &s.kind {
            StmtKind::Label(l) => {
                out.insert(&l.name);
            }
            StmtKind::If(i) => i.blocks().into_iter().for_each(|b| collect(b, out)),
            StmtKind::While(w) => collect(&w.body, out),
            _ => {}
        }
    }
}

struct Walker<'a, 'e> {
    labels: HashSet<&'a str>,
    /// Labels of the structured statements around the current one.
    enclosing: Vec<&'a str>,
    loops: usize,
    errors: &'e mut Vec<Diagnostic>,
}

impl<'a> Walker<'a, '_> {
    fn block(&mut self, block: &'a Block) {
        let mut pending: Vec<&'a str> = Vec::new();
        for s in &block.stmts {
            if let StmtKind::Label(l) = &s.kind {
                pending.push(&l.name);
                continue;
            }
            let labelled = std::mem::take(&mut pending);
            match &s.kind {
                StmtKind::Goto(targets) => {
                    for t in targets {
                        if !self.labels.contains(t.name.as_str()) {
                            self.errors.push(Diagnostic::error(
                                Phase::Parse,
                                s.span,
                                format!("goto label '{}' is undefined", t.name),
                            ));
                        }
                    }
                }
                StmtKind::Break(None) if self.loops == 0 => {
                    self.errors.push(
                        Diagnostic::error(
                            Phase::Parse,
                            s.span,
                            "break statement is not inside a loop",
                        )
                        .with_help("to leave another statement, label it and write `break L;`"),
                    );
                }
                StmtKind::Break(Some(l)) if !self.enclosing.contains(&l.name.as_str()) => {
                    self.errors.push(Diagnostic::error(
                        Phase::Parse,
                        s.span,
                        format!(
                            "break label '{}' must designate an enclosing statement",
                            l.name
                        ),
                    ));
                }
                StmtKind::If(i) => {
                    let depth = self.enclosing.len();
                    self.enclosing.extend(labelled);
                    for b in i.blocks() {
                        self.block(b);
                    }
                    self.enclosing.truncate(depth);
                }
                StmtKind::While(w) => {
                    let depth = self.enclosing.len();
                    self.enclosing.extend(labelled);
                    self.loops += 1;
                    self.block(&w.body);
                    self.loops -= 1;
                    self.enclosing.truncate(depth);
                }
                _ => {}
            }
        }
    }
}
