//! Documentation comments (`/** ... */`, `///`) are children of the
//! declaration they document in Clang's dump (`FullComment`), where the
//! lowering expects an initialiser or a body: they are dropped.

use super::ast::Node;

/// Removes every `FullComment` from the tree.
pub fn drop_comments(n: &mut Node) {
    n.inner.retain(|c| !c.is("FullComment"));
    for c in &mut n.inner {
        drop_comments(c);
    }
}
