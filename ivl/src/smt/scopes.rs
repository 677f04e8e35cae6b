//! What a solver session holds, as far as the way to check it depends on
//! it: how many scopes are open, and whether a quantifier is asserted.

/// Scope depths, counted from the session's start (0: outside every
/// `push`).
#[derive(Debug, Default)]
pub struct Scopes {
    depth: usize,
    /// The depth of the first quantifier still asserted.
    quantified_at: Option<usize>,
}

impl Scopes {
    /// Notes the `push`es, `pop`s and quantifiers of `text`, in order.
    pub fn note(&mut self, text: &str) {
        for (i, _) in text.match_indices('(') {
            let rest = &text[i..];
            if rest.starts_with("(push 1)") {
                self.depth += 1;
            } else if rest.starts_with("(pop 1)") {
                self.depth = self.depth.saturating_sub(1);
                if self.quantified_at.is_some_and(|d| d > self.depth) {
                    self.quantified_at = None;
                }
            } else if rest.starts_with("(forall ") || rest.starts_with("(exists ") {
                self.quantified_at.get_or_insert(self.depth);
            }
        }
    }

    pub fn quantified(&self) -> bool {
        self.quantified_at.is_some()
    }
}

/// Whether `text`, sent to a fresh solver, leaves a quantifier asserted.
pub fn quantified(text: &str) -> bool {
    let mut scopes = Scopes::default();
    scopes.note(text);
    scopes.quantified()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantifiers_count_until_their_scope_is_popped() {
        let mut s = Scopes::default();
        s.note("(declare-fun f (Int) Int)\n(push 1)\n(assert (forall ((x Int)) (> (f x) 0)))");
        assert!(s.quantified());
        s.note("(push 1)\n(assert (exists ((y Int)) (= y 1)))\n(pop 1)\n");
        assert!(s.quantified(), "the outer quantifier is still asserted");
        s.note("(pop 1)\n");
        assert!(!s.quantified());
        s.note("(assert (forall ((x Int)) true))\n(push 1)\n(pop 1)\n(pop 1)\n");
        assert!(s.quantified(), "asserted outside every scope: for good");
    }
}
