//! Congruence lemmas for nonlinear bit-vector terms.
//!
//! z3's incremental core does not conclude `a1 * b1 == a2 * b2` from
//! `a1 == a2` and `b1 == b2` when those equalities hold only under the
//! assumption literals of a check (as Houdini's candidates and the skip
//! literals do): it bit-blasts both multipliers and searches. The two-thread
//! reduction makes such twins everywhere (`x$1 * n` and `x$2 * n`), and a
//! relational candidate like `x$1 == x$2` then takes the full timeout to
//! prove. Each lemma `(=> (and (= a1 a2) (= b1 b2)) (= (f a1 b1) (f a2 b2)))`
//! is valid, so adding it changes no answer, only the time to find it.
//!
//! Lemmas are made for twins only: applications of the same operator, under
//! no binder, whose texts agree once thread suffixes (`$1`, `$2`) and
//! incarnations (`@3`) are erased from the symbols the query declares, each
//! keeping its sort.

use std::collections::HashMap;
use std::fmt::Write;

/// The operators whose circuits z3 cannot cheaply compare.
const NONLINEAR: [&str; 6] = ["bvmul", "bvudiv", "bvurem", "bvsdiv", "bvsrem", "bvsmod"];

/// Heads under which a term may mention bound variables.
const BINDERS: [&str; 4] = ["forall", "exists", "let", "lambda"];

/// At most this many applications of one twin class get lemmas.
const CLASS_LIMIT: usize = 6;

/// At most this many lemmas per query.
const LEMMA_LIMIT: usize = 200;

/// An application found in the text: the whole term and its arguments.
struct Application<'a> {
    term: &'a str,
    args: Vec<&'a str>,
}

/// `(assert ...)` lines stating the congruence of the twin nonlinear
/// applications in `text`.
pub fn lemmas(text: &str) -> String {
    let sorts = declared_sorts(text);
    let mut classes: HashMap<String, Vec<Application>> = HashMap::new();
    let mut order = Vec::new();
    for app in applications(text) {
        let key = twin_key(app.term, &sorts);
        let class = classes.entry(key.clone()).or_default();
        if class.is_empty() {
            order.push(key);
        }
        if class.len() < CLASS_LIMIT && !class.iter().any(|a| a.term == app.term) {
            class.push(app);
        }
    }
    let mut out = String::new();
    let mut count = 0;
    for key in order {
        let class = &classes[&key];
        for (i, a) in class.iter().enumerate() {
            for b in &class[i + 1..] {
                if count == LEMMA_LIMIT || a.args.len() != b.args.len() {
                    continue;
                }
                let mut premises: Vec<String> = Vec::new();
                for (x, y) in a.args.iter().zip(&b.args).filter(|(x, y)| x != y) {
                    let premise = format!("(= {x} {y})");
                    if !premises.contains(&premise) {
                        premises.push(premise);
                    }
                }
                let premise = match premises.as_slice() {
                    [one] => one.clone(),
                    _ => format!("(and {})", premises.join(" ")),
                };
                let _ = writeln!(out, "(assert (=> {premise} (= {} {})))", a.term, b.term);
                count += 1;
            }
        }
    }
    out
}

/// The text of `term` with thread suffixes and incarnations erased from
/// the symbols whose sorts `sorts` knows, each followed by its sort (so
/// that a user's `x$1: bv32` and `x$2: bv64` are no twins); other symbols
/// are kept as they are.
fn twin_key(term: &str, sorts: &HashMap<&str, &str>) -> String {
    let mut out = String::with_capacity(term.len());
    let mut rest = term;
    while let Some(start) = rest.find('|') {
        out.push_str(&rest[..start]);
        let after = &rest[start + 1..];
        let Some(len) = after.find('|') else {
            out.push_str(&rest[start..]);
            return out;
        };
        let symbol = &rest[start..start + len + 2];
        match sorts.get(symbol) {
            Some(sort) => {
                out.push_str(&erased(symbol));
                out.push(':');
                out.push_str(sort);
            }
            None => out.push_str(symbol),
        }
        rest = &rest[start + len + 2..];
    }
    out.push_str(rest);
    out
}

/// `symbol` without its incarnation (`@N`) and with a thread suffix (`$1`,
/// `$2`) before it or at its end made `$*`.
fn erased(symbol: &str) -> String {
    let name = symbol.trim_matches('|');
    let name = match name.rsplit_once('@') {
        Some((base, n)) if n.chars().all(|c| c.is_ascii_digit()) => base,
        _ => name,
    };
    match name.strip_suffix("$1").or_else(|| name.strip_suffix("$2")) {
        Some(base) => format!("|{base}$*|"),
        None => format!("|{name}|"),
    }
}

/// The sorts of the constants `text` declares (`(declare-fun S () SORT)`).
fn declared_sorts(text: &str) -> HashMap<&str, &str> {
    text.lines()
        .filter_map(|l| {
            let rest = l.strip_prefix("(declare-fun ")?;
            let (symbol, sort) = rest.split_once(" () ")?;
            Some((symbol, sort.strip_suffix(')')?))
        })
        .collect()
}

/// The nonlinear applications of `text` that lie under no binder, inner
/// ones first.
fn applications(text: &str) -> Vec<Application<'_>> {
    /// An application being read: where it starts and its items so far.
    struct Open<'a> {
        start: usize,
        items: Vec<&'a str>,
        under_binder: bool,
    }
    let bytes = text.as_bytes();
    let mut stack: Vec<Open> = Vec::new();
    let mut found = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'(' => {
                let under_binder = stack.last().is_some_and(|o| {
                    o.under_binder || o.items.first().is_some_and(|h| BINDERS.contains(h))
                });
                stack.push(Open {
                    start: i,
                    items: Vec::new(),
                    under_binder,
                });
                i += 1;
            }
            b')' => {
                if let Some(open) = stack.pop() {
                    let term = &text[open.start..=i];
                    if let Some((head, args)) = open.items.split_first() {
                        if NONLINEAR.contains(head) && !open.under_binder {
                            found.push(Application {
                                term,
                                args: args.to_vec(),
                            });
                        }
                    }
                    if let Some(parent) = stack.last_mut() {
                        parent.items.push(term);
                    }
                }
                i += 1;
            }
            b' ' | b'\n' | b'\t' | b'\r' => i += 1,
            _ => {
                let start = i;
                if bytes[i] == b'|' {
                    i += 1;
                    while i < bytes.len() && bytes[i] != b'|' {
                        i += 1;
                    }
                    i += 1;
                } else {
                    while i < bytes.len()
                        && !matches!(bytes[i], b' ' | b'\n' | b'\t' | b'\r' | b'(' | b')')
                    {
                        i += 1;
                    }
                }
                if let Some(open) = stack.last_mut() {
                    open.items.push(&text[start..i.min(bytes.len())]);
                }
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twins_get_a_lemma() {
        let text = "(declare-fun |i$1@1| () (_ BitVec 32))\n(declare-fun |i$2@1| () (_ BitVec 32))\n\
                    (assert (= |r$1@2| (bvmul |i$1@1| |n|)))\n(assert (= |r$2@2| (bvmul |i$2@1| |n|)))\n";
        assert_eq!(
            lemmas(text),
            "(assert (=> (= |i$1@1| |i$2@1|) (= (bvmul |i$1@1| |n|) (bvmul |i$2@1| |n|))))\n"
        );
    }

    #[test]
    fn different_shapes_and_bound_terms_get_none() {
        let text = "(assert (= (bvurem |a$1@1| |n|) (bvurem |b$2@1| |n|)))\n\
                    (assert (forall ((x (_ BitVec 32))) (= (bvmul x |k$1|) (bvmul x |k$2|))))\n";
        assert_eq!(lemmas(text), "");
    }

    #[test]
    fn symbols_of_different_sorts_are_no_twins() {
        let text = "(declare-fun |x$1| () (_ BitVec 32))\n(declare-fun |x$2| () (_ BitVec 64))\n\
                    (assert (= (bvmul |x$1| |x$1|) (bvmul |x$1| |x$1|)))\n\
                    (assert (= (bvmul |x$2| |x$2|) (bvmul |x$2| |x$2|)))\n";
        assert_eq!(lemmas(text), "");
    }

    #[test]
    fn nested_twins_are_found_inside_out() {
        let text = "(declare-fun |a$1@1| () (_ BitVec 8))\n(declare-fun |a$2@4| () (_ BitVec 8))\n\
                    (declare-fun |b$1@1| () (_ BitVec 8))\n(declare-fun |b$2@1| () (_ BitVec 8))\n\
                    (assert (= (bvudiv (bvmul |a$1@1| |b$1@1|) |c|) (bvudiv (bvmul |a$2@4| |b$2@1|) |c|)))";
        let got = lemmas(text);
        assert_eq!(got.lines().count(), 2, "{got}");
        assert!(got
            .lines()
            .next()
            .unwrap()
            .contains("(= (bvmul |a$1@1| |b$1@1|) (bvmul |a$2@4| |b$2@1|))"));
    }
}
