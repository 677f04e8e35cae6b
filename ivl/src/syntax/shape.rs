//! Shape equality: two syntax trees are the same shape when they are equal
//! but for their positions. The printer's round trip is stated with it:
//! parsing printed text gives a tree of the same shape.
//!
//! The tree types derive [`SameShape`]; `==` on them does not exist, so that
//! no comparison can silently ignore (or silently include) positions.

use super::span::Span;

pub use ivl_derive::SameShape;

pub trait SameShape {
    fn same_shape(&self, other: &Self) -> bool;
}

/// Positions are what shape equality leaves out.
impl SameShape for Span {
    fn same_shape(&self, _: &Span) -> bool {
        true
    }
}

macro_rules! by_equality {
    ($($t:ty),*) => {
        $(impl SameShape for $t {
            fn same_shape(&self, other: &$t) -> bool {
                self == other
            }
        })*
    };
}

by_equality!(bool, u32, String);

impl<T: SameShape + ?Sized> SameShape for Box<T> {
    fn same_shape(&self, other: &Self) -> bool {
        (**self).same_shape(other)
    }
}

impl<T: SameShape> SameShape for Option<T> {
    fn same_shape(&self, other: &Self) -> bool {
        match (self, other) {
            (Some(a), Some(b)) => a.same_shape(b),
            (None, None) => true,
            _ => false,
        }
    }
}

impl<T: SameShape> SameShape for Vec<T> {
    fn same_shape(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().zip(other).all(|(a, b)| a.same_shape(b))
    }
}

impl<A: SameShape, B: SameShape> SameShape for (A, B) {
    fn same_shape(&self, other: &Self) -> bool {
        self.0.same_shape(&other.0) && self.1.same_shape(&other.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::parser::parse_program;
    use crate::syntax::span::FileId;

    fn tree(src: &str) -> crate::syntax::ast::Program {
        let parsed = parse_program(FileId(0), src);
        assert!(parsed.errors.is_empty());
        parsed.tree
    }

    #[test]
    fn positions_do_not_matter() {
        let a = tree("procedure p(x: int) { assert x > 0; }");
        let b = tree("procedure   p( x :int )\n{\n  assert x>0;\n}");
        assert!(a.same_shape(&b));
        assert!(!a.decls[0].span.eq(&b.decls[0].span));
    }

    #[test]
    fn everything_else_does() {
        let a = tree("procedure p(x: int) { assert x > 0; }");
        for other in [
            "procedure q(x: int) { assert x > 0; }",
            "procedure p(x: bool) { assert x > 0; }",
            "procedure p(x: int) { assert x >= 0; }",
            "procedure p(x: int) { assert x > 1; }",
            "procedure p(x: int) { assume x > 0; }",
            "procedure p(x: int) { assert x > 0; assert x > 0; }",
            "procedure p(x: int) { assert {:msg \"m\"} x > 0; }",
        ] {
            assert!(!a.same_shape(&tree(other)), "{other}");
        }
    }
}
