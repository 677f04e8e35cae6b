//! Loop unrolling: an acyclic graph whose executions are those of the
//! program that go round each loop at most `k` times in a row.
//!
//! The body of a loop (its head and every block that reaches a back edge
//! without passing the head) is copied `k` times; the back edges of one
//! copy go to the head of the next, and those of the last to a block that
//! holds only the head's invariants, where the path ends. So every
//! invariant is checked where the loop is entered and after each of the
//! first `k` iterations (every head an execution reaches within the
//! bound), and nothing is assumed that an execution does not do: the graph
//! under-approximates the program, where loop cutting over-approximates
//! it. Loops are unrolled innermost first, so an inner loop is copied with
//! each copy of its outer one.

use super::natural::{innermost, room, Copies, HeadChecks, LoopError, Wiring};
use super::*;

/// Unrolls every loop of `cfg` `k` times (`k` at least 1): the number of
/// loops unrolled, or why it cannot be (a loop is irreducible, or the graph
/// would grow past `max_blocks`; `cfg` is then unusable).
pub fn unroll(cfg: &mut Cfg, k: usize, max_blocks: usize) -> Result<usize, LoopError> {
    let mut unrolled = 0;
    while let Some(l) = innermost(cfg)? {
        room(cfg, &l, (k - 1) * l.body.len() + 1, max_blocks)?;
        let copies = Copies::new(cfg, &l);
        let mut made = vec![copies.original()];
        for j in 1..k {
            made.push(copies.copy(cfg, &format!("u{j}")));
        }
        let last = copies.last_head(cfg, "unrolled");
        for (j, copy) in made.iter().enumerate() {
            let wiring = Wiring {
                back: Some(made.get(j + 1).map_or(last, |next| next[&l.head])),
                exits: true,
                head: if j == 0 {
                    HeadChecks::Entry
                } else {
                    HeadChecks::Maintained
                },
            };
            copies.wire(cfg, copy, &wiring);
        }
        unrolled += 1;
    }
    Ok(unrolled)
}
