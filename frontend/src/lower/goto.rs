//! `goto` that jumps forward, to a label later in a block that holds the
//! `goto` (in a statement before the label, however deep: out of loops,
//! as C code leaves nested loops). The jump sets a flag of the label's;
//! the statements it skips run only while the flag is clear (as after a
//! `continue`), each loop it leaves is left with `break`, and the label
//! clears the flag. Any other `goto` (backward, into a block) is
//! unsupported.

use std::collections::HashMap;

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::{count_gotos, Func, Label};
use super::stmt::Flags;
use super::translator::{unsupported, Result};
use crate::clang::ast::Node;

impl<'t, 'a> Func<'t, 'a> {
    /// Opens the labels of the block `items` that `goto`s jump to: each
    /// gets a flag, clear from here on. Every `goto` to one must come
    /// before it in the block.
    pub fn open_labels(&mut self, items: &[&'a Node]) -> Result<()> {
        for (j, item) in items.iter().enumerate() {
            // The rest of a block is translated as a block again.
            let Some(label) = item
                .decl_id
                .as_ref()
                .filter(|l| item.is("LabelStmt") && !self.labels.contains_key(*l))
            else {
                continue;
            };
            let all = self.goto_counts.get(label).copied().unwrap_or(0);
            if all == 0 {
                continue;
            }
            let mut before = HashMap::new();
            for s in &items[..j] {
                count_gotos(s, &mut before);
            }
            if before.get(label).copied().unwrap_or(0) != all {
                return unsupported(
                    item.at.as_ref(),
                    "a goto that does not jump forward, out of the statements before its label",
                );
            }
            let flag = self.local(&format!("jumped.{}", item.name()), bool_type());
            self.emit(assign(&flag, boolean(false)));
            self.labels.insert(
                label.clone(),
                Label {
                    flag,
                    loop_depth: self.loop_depth,
                },
            );
        }
        Ok(())
    }

    /// The flag of label statement `n`, if a `goto` jumps to it.
    pub fn label_flag(&self, n: &Node) -> Option<String> {
        let label = n.decl_id.as_ref().filter(|_| n.is("LabelStmt"))?;
        self.labels.get(label).map(|l| l.flag.clone())
    }

    pub fn goto_statement(&mut self, s: &'a Node) -> Result<Flags> {
        self.mark(s);
        let Some(label) = s
            .target_label_decl_id
            .as_ref()
            .and_then(|l| self.labels.get(l))
            .cloned()
        else {
            return unsupported(
                s.at.as_ref(),
                "a goto to a label outside the blocks around it",
            );
        };
        self.emit(assign(&label.flag, boolean(true)));
        if self.loop_depth > label.loop_depth {
            self.emit(stmt(StmtKind::Break(None), NO_SPAN));
        }
        Ok([label.flag].into())
    }

    /// A label: the statement it labels, after clearing its flag.
    pub fn label_statement(&mut self, s: &'a Node) -> Result<Flags> {
        if let Some(flag) = self.label_flag(s) {
            self.emit(assign(&flag, boolean(false)));
        }
        match s.inner.first() {
            Some(labelled) => self.statement(labelled),
            None => Ok(Flags::new()),
        }
    }

    /// After a loop left by a `goto` to a label outside an enclosing
    /// loop: leave that loop too.
    pub fn leave_loops_for_gotos(&mut self, flags: &Flags) {
        let leaving: Vec<String> = self
            .labels
            .values()
            .filter(|l| l.loop_depth < self.loop_depth && flags.contains(&l.flag))
            .map(|l| l.flag.clone())
            .collect();
        for flag in leaving {
            self.emit(if_then(
                var(&flag, NO_SPAN),
                vec![stmt(StmtKind::Break(None), NO_SPAN)],
                Vec::new(),
            ));
        }
    }
}
