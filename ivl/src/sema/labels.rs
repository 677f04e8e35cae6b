//! Labels of an implementation body: duplicate labels are resolution errors.
//! (Undefined `goto` targets and misplaced `break`s are syntax errors, found
//! by `syntax::labels`.)

use std::collections::HashMap;

use super::sink::{Explain, Sink};
use crate::syntax::ast::{Block, StmtKind};
use crate::syntax::span::Span;

pub(crate) fn check_duplicate_labels(body: &Block, sink: &mut Sink) {
    let mut seen = HashMap::new();
    walk(body, &mut seen, sink);
}

fn walk(block: &Block, seen: &mut HashMap<String, Span>, sink: &mut Sink) {
    for s in &block.stmts {
        match &s.kind {
            StmtKind::Label(l) => {
                if let Some(previous) = seen.get(&l.name) {
                    sink.resolve(
                        l.span,
                        format!("more than one declaration of block name: {}", l.name),
                    )
                    .note(*previous, "first declared here");
                } else {
                    seen.insert(l.name.clone(), l.span);
                }
            }
            StmtKind::If(i) => {
                for b in i.blocks() {
                    walk(b, seen, sink);
                }
            }
            StmtKind::While(w) => walk(&w.body, seen, sink),
            _ => {}
        }
    }
}
