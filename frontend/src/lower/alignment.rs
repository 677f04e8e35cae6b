//! Which declarations give a struct a layout the front end does not
//! compute (layout.rs): base classes, and alignment or packing attributes
//! on a field or a typedef a field's type names, packing on the struct
//! (`__align__(n)` on the struct itself only raises its alignment).

use std::collections::HashSet;

use crate::clang::ast::{constant_value, Node};

/// Whether `n` carries an attribute that changes a layout.
fn attributed(n: &Node) -> bool {
    n.has_attr("AlignedAttr") || n.has_attr("PackedAttr") || n.has_attr("MaxFieldAlignmentAttr")
}

/// Whether a type as written (before typedefs are resolved) names one of
/// `aligned`.
fn names_one_of(n: &Node, aligned: &HashSet<String>) -> bool {
    let Some(ty) = &n.ty else { return false };
    ty.qual_type
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .any(|word| aligned.contains(word))
}

/// Whether typedef `d` gives its type another alignment: an attribute of
/// its own, or a typedef of `aligned` it names.
pub fn changes_alignment(d: &Node, aligned: &HashSet<String>) -> bool {
    attributed(d) || names_one_of(d, aligned)
}

/// The alignment `__attribute__((aligned(n)))` (`__align__(n)`) gives
/// struct `r`, when it has one attribute of the kind, with its value.
pub fn declared_alignment(r: &Node) -> Option<u64> {
    let mut attrs = r.inner.iter().filter(|a| a.is("AlignedAttr"));
    let (Some(attr), None) = (attrs.next(), attrs.next()) else {
        return None;
    };
    let value = attr.inner.first().and_then(constant_value)?;
    u64::try_from(value).ok().filter(|n| n.is_power_of_two())
}

/// Why struct `r` has no layout the front end computes, if it has none
/// (`aligned`: the typedefs that change an alignment).
pub fn layout_unknown(r: &Node, aligned: &HashSet<String>) -> Option<&'static str> {
    if !r.bases.is_empty() {
        return Some("it has a base class");
    }
    let fields = || r.inner.iter().filter(|f| f.is("FieldDecl"));
    let own = r.has_attr("PackedAttr")
        || r.has_attr("MaxFieldAlignmentAttr")
        || r.has_attr("AlignedAttr") && declared_alignment(r).is_none();
    if own || fields().any(attributed) {
        return Some("it has an alignment or packing attribute");
    }
    if fields().any(|f| names_one_of(f, aligned)) {
        return Some("a field's type has an alignment attribute");
    }
    None
}
