//! Local scopes: formals, locals and bound variables, innermost last.

use std::collections::HashMap;

use super::types::Ty;
use crate::syntax::span::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LocalKind {
    In,
    Out,
    Local,
    Bound,
}

#[derive(Clone, Debug)]
pub(crate) struct Local {
    pub ty: Ty,
    pub kind: LocalKind,
    pub span: Span,
}

#[derive(Default)]
pub(crate) struct Scopes {
    frames: Vec<HashMap<String, Local>>,
}

impl Scopes {
    pub fn push(&mut self) {
        self.frames.push(HashMap::new());
    }

    pub fn pop(&mut self) {
        self.frames.pop();
    }

    /// Declares `name` in the innermost scope; returns the span of an earlier
    /// declaration in that same scope, if any.
    pub fn declare(&mut self, name: &str, local: Local) -> Result<(), Span> {
        let frame = self.frames.last_mut().expect("a scope is open");
        if let Some(previous) = frame.get(name) {
            return Err(previous.span);
        }
        frame.insert(name.to_string(), local);
        Ok(())
    }

    /// Every name in scope (for suggestions).
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.frames
            .iter()
            .flat_map(|f| f.keys().map(String::as_str))
    }

    pub fn lookup(&self, name: &str) -> Option<&Local> {
        self.frames.iter().rev().find_map(|f| f.get(name))
    }
}
