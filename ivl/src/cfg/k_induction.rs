//! k-induction (Donaldson, Haller, Kroening and Rümmer; Boogie's
//! `/kInductionDepth`): an acyclic graph that covers every execution of
//! the program, as loop cutting does, but whose loops need invariants
//! that are only inductive over `k` iterations (or none at all).
//!
//! Where a loop was entered, a new block goes on to two cases:
//!
//! - the *base case*: the loop's first `k` iterations, copies of its body
//!   in which everything is checked (the head's invariants on entry, then
//!   as maintained); their exits go on after the loop, and the back edges
//!   of the last copy end the path;
//! - the *step case*: the loop's targets get arbitrary values (and their
//!   `where` clauses are assumed), then `k` copies of the body in which
//!   every check, the head's invariants included, is assumed and whose
//!   exits end the path (the loop goes round each time), then one copy in
//!   which everything is checked, its head's invariants as maintained;
//!   its exits go on after the loop, its back edges end the path.
//!
//! Every execution is covered: one that leaves the loop, or fails, within
//! its first `k` iterations is a path of the base case; iteration `i >=
//! k` is the checked copy of a step case whose arbitrary values are the
//! execution's at the head of iteration `i - k`, whose assumptions hold by
//! induction on `i` (those iterations' checks are proved by the base case
//! or an earlier step). Loops are transformed innermost first, so an inner
//! loop is copied, base and step, with each copy of its outer one.

use super::natural::{innermost, room, Copies, HeadChecks, LoopError, Wiring};
use super::*;

/// Transforms every loop of `cfg` for k-induction of depth `k` (at least
/// 1): the number of loops transformed, or why it cannot be done (a loop
/// is irreducible, or the graph would grow past `max_blocks`; `cfg` is
/// then unusable).
pub fn k_induction(cfg: &mut Cfg, k: usize, max_blocks: usize) -> Result<usize, LoopError> {
    let mut transformed = 0;
    while let Some(l) = innermost(cfg)? {
        room(cfg, &l, 2 * k * l.body.len() + 2, max_blocks)?;
        let entries = l.entries(cfg);
        let targets = l.targets(cfg);
        let copies = Copies::new(cfg, &l);
        let mut base = vec![copies.original()];
        for j in 1..k {
            base.push(copies.copy(cfg, &format!("base{j}")));
        }
        let assumed: Vec<_> = (0..k)
            .map(|j| copies.copy(cfg, &format!("step{j}")))
            .collect();
        let step = copies.copy(cfg, &format!("step{k}"));
        for (j, copy) in base.iter().enumerate() {
            let wiring = Wiring {
                back: base.get(j + 1).map(|next| next[&l.head]),
                exits: true,
                head: if j == 0 {
                    HeadChecks::Entry
                } else {
                    HeadChecks::Maintained
                },
            };
            copies.wire(cfg, copy, &wiring);
        }
        for (j, copy) in assumed.iter().enumerate() {
            let next = assumed.get(j + 1).unwrap_or(&step);
            let wiring = Wiring {
                back: Some(next[&l.head]),
                exits: false,
                head: HeadChecks::Assumed,
            };
            copies.wire(cfg, copy, &wiring);
        }
        let checked = Wiring {
            back: None,
            exits: true,
            head: HeadChecks::Maintained,
        };
        copies.wire(cfg, &step, &checked);

        let head = &cfg.blocks[l.head];
        let (label, span) = (head.label.clone(), head.origin.span);
        let mut cmds = Vec::new();
        if !targets.is_empty() {
            cmds.push(Cmd::Havoc(targets.clone()));
        }
        cmds.extend(cfg.where_assumptions(&targets));
        let induction = cfg.blocks.push(BasicBlock {
            label: format!("{label}%induction"),
            cmds,
            succs: vec![assumed[0][&l.head]],
            origin: Origin {
                span,
                kind: OriginKind::Induction,
            },
        });
        let fork = cfg.blocks.push(BasicBlock {
            label: format!("{label}%cases"),
            cmds: Vec::new(),
            succs: vec![l.head, induction],
            origin: Origin {
                span,
                kind: OriginKind::Plain,
            },
        });
        for (b, i) in entries {
            cfg.blocks[b].succs[i] = fork;
        }
        if cfg.entry == l.head {
            cfg.entry = fork;
        }
        transformed += 1;
    }
    Ok(transformed)
}
