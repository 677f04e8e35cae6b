//! The base names: what each name the program declares is to the
//! reduction, before each kernel adds its own locals and parameters.

use std::collections::{HashMap, HashSet};

use super::names::Names;
use super::thread::unsupported;
use crate::diagnostics::Diagnostic;
use crate::syntax::ast::*;

/// What each name `program` declares is to the reduction; an error for a
/// shared or global scalar.
pub fn base_names(program: &Program) -> Result<Names, Diagnostic> {
    let mut names = Names {
        thread_ids: HashSet::new(),
        shared: HashMap::new(),
        global: HashMap::new(),
        private: HashSet::new(),
        declared_functions: HashSet::new(),
        atomic: HashSet::new(),
        written: HashSet::new(),
    };
    for d in &program.decls {
        match &d.kind {
            DeclKind::Const(c) if c.attrs.iter().any(|a| a.name.name == "thread_id") => {
                names
                    .thread_ids
                    .extend(c.names.iter().map(|n| n.name.clone()));
            }
            DeclKind::Var(v) => {
                for x in &v.vars {
                    let name = x.name.name.clone();
                    match v.space {
                        MemorySpace::Plain => {
                            names.private.insert(name);
                        }
                        space => {
                            if !matches!(x.ty.kind, TypeKind::Map(..)) {
                                return Err(unsupported(
                                    x.name.span,
                                    "shared and global scalars (declare a map)",
                                ));
                            }
                            let table = if space == MemorySpace::Shared {
                                &mut names.shared
                            } else {
                                &mut names.global
                            };
                            table.insert(name, x.ty.clone());
                        }
                    }
                }
            }
            DeclKind::Function(f) => {
                names.declared_functions.insert(f.name.name.clone());
            }
            DeclKind::Procedure(ProcedureDecl { body: Some(b), .. })
            | DeclKind::Implementation(ImplementationDecl { body: b, .. }) => {
                atomics(&b.stmts.stmts, &mut names.atomic)
            }
            _ => {}
        }
    }
    for d in &program.decls {
        if let DeclKind::Procedure(p) = &d.kind {
            for spec in &p.specs {
                if let SpecKind::Modifies(xs) = &spec.kind {
                    names.written.extend(xs.iter().map(|x| x.name.clone()));
                }
            }
        }
    }
    Ok(names)
}

/// Adds the arrays that the `atomic` statements of `stmts` access.
pub(crate) fn atomics(stmts: &[Stmt], out: &mut impl Extend<String>) {
    for s in stmts {
        match &s.kind {
            StmtKind::Atomic(a) => {
                out.extend([a.location.name.name.clone()]);
            }
            StmtKind::If(i) => i.blocks().iter().for_each(|b| atomics(&b.stmts, out)),
            StmtKind::While(w) => atomics(&w.body.stmts, out),
            _ => {}
        }
    }
}
