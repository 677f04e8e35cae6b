//! Natural loops, innermost first, and copies of their bodies: what loop
//! unrolling ([`super::unroll`]) and k-induction ([`super::k_induction`])
//! are made of. Both transform one innermost loop at a time until the
//! graph is acyclic, so an inner loop is copied with each copy of the loop
//! around it.

use std::collections::{BTreeSet, HashMap};

use super::loops::{back_edges, dominates, dominators, invariant_prefix};
use super::*;

/// A loop of a reducible graph.
pub(super) struct NaturalLoop {
    pub head: BlockId,
    /// The head and every block that reaches a back edge without passing
    /// it, in id order.
    pub body: Vec<BlockId>,
    /// The blocks its back edges start from.
    pub sources: Vec<BlockId>,
}

/// Why a graph's loops cannot be unrolled, at the loop concerned.
#[derive(Clone, Copy, Debug)]
pub struct LoopError {
    pub span: Span,
    pub kind: LoopErrorKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoopErrorKind {
    /// The loop's head does not dominate one of its back edges (a cycle of
    /// `goto`s entered at more than one point).
    Irreducible,
    /// The graph would grow past the limit.
    TooLarge,
}

/// The innermost loop of `cfg` (none in its body but itself), `None` when
/// the graph is acyclic; an error when a loop is irreducible.
pub(super) fn innermost(cfg: &Cfg) -> Result<Option<NaturalLoop>, LoopError> {
    let edges = back_edges(cfg);
    if edges.is_empty() {
        return Ok(None);
    }
    let idom = dominators(cfg);
    if let Some(&(_, head)) = edges
        .iter()
        .find(|&&(source, head)| !dominates(&idom, head, source))
    {
        return Err(LoopError {
            span: cfg.blocks[head].origin.span,
            kind: LoopErrorKind::Irreducible,
        });
    }
    let heads: BTreeSet<BlockId> = edges.iter().map(|&(_, h)| h).collect();
    let innermost = heads
        .iter()
        .map(|&head| {
            let sources: Vec<BlockId> = edges
                .iter()
                .filter(|&&(_, h)| h == head)
                .map(|&(s, _)| s)
                .collect();
            NaturalLoop {
                head,
                body: body(cfg, head, &sources),
                sources,
            }
        })
        .find(|l| !l.body.iter().any(|b| *b != l.head && heads.contains(b)))
        .expect("a reducible graph has an innermost loop");
    Ok(Some(innermost))
}

/// An error unless `cfg` can take `added` more blocks within `max_blocks`.
pub(super) fn room(
    cfg: &Cfg,
    l: &NaturalLoop,
    added: usize,
    max_blocks: usize,
) -> Result<(), LoopError> {
    if cfg.blocks.len().saturating_add(added) > max_blocks {
        return Err(LoopError {
            span: cfg.blocks[l.head].origin.span,
            kind: LoopErrorKind::TooLarge,
        });
    }
    Ok(())
}

fn body(cfg: &Cfg, head: BlockId, sources: &[BlockId]) -> Vec<BlockId> {
    let mut preds: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
    for (b, block) in cfg.blocks.iter_enumerated() {
        for &s in &block.succs {
            preds.entry(s).or_default().push(b);
        }
    }
    let mut inside = BTreeSet::from([head]);
    let mut work = sources.to_vec();
    while let Some(b) = work.pop() {
        if inside.insert(b) {
            work.extend(preds.get(&b).into_iter().flatten());
        }
    }
    inside.into_iter().collect()
}

impl NaturalLoop {
    /// The variables its blocks assign or havoc, in declaration order.
    pub fn targets(&self, cfg: &Cfg) -> Vec<String> {
        super::loops::assigned_in(cfg, self.body.iter().copied())
    }

    /// The edges into the head from outside the loop, as (block, index in
    /// its successors).
    pub fn entries(&self, cfg: &Cfg) -> Vec<(BlockId, usize)> {
        let mut out = Vec::new();
        for (b, block) in cfg.blocks.iter_enumerated() {
            if self.body.binary_search(&b).is_ok() {
                continue;
            }
            for (i, &s) in block.succs.iter().enumerate() {
                if s == self.head {
                    out.push((b, i));
                }
            }
        }
        out
    }
}

/// Copies of one loop's body, made before any of them is wired.
pub(super) struct Copies<'l> {
    l: &'l NaturalLoop,
    /// Each block's successors in the loop as it was.
    succs: HashMap<BlockId, Vec<BlockId>>,
    /// The head's invariant checks: the original site, and the sites of
    /// its check on entry and when maintained.
    invariants: Vec<(SiteId, SiteId, SiteId)>,
    prefix: usize,
}

/// How one copy of a loop's body goes on.
pub(super) struct Wiring {
    /// Where its back edges go: the next copy's head, a block of the
    /// caller's, or nowhere (the path ends).
    pub back: Option<BlockId>,
    /// Whether its edges out of the loop are kept; without them the copy
    /// goes round (its paths that leave the loop end).
    pub exits: bool,
    /// How its head's invariants are checked.
    pub head: HeadChecks,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum HeadChecks {
    /// As on entry to the loop.
    Entry,
    /// As after an iteration.
    Maintained,
    /// Every check of the copy, the head's included, is assumed.
    Assumed,
}

impl<'l> Copies<'l> {
    /// Prepares copies of `l`'s body; the head's invariant checks get a
    /// site on entry and a site when maintained, as loop cutting gives them.
    pub fn new(cfg: &mut Cfg, l: &'l NaturalLoop) -> Copies<'l> {
        let succs = l
            .body
            .iter()
            .map(|&b| (b, cfg.blocks[b].succs.clone()))
            .collect();
        let prefix = invariant_prefix(cfg, l.head);
        let mut invariants = Vec::new();
        for cmd in &cfg.blocks[l.head].cmds[..prefix] {
            if let Cmd::Assert { site, .. } = cmd {
                invariants.push(*site);
            }
        }
        let invariants = invariants
            .into_iter()
            .map(|site| {
                let (entry, kept) = super::loops::entry_and_maintained(cfg, site);
                (site, entry, kept)
            })
            .collect();
        Copies {
            l,
            succs,
            invariants,
            prefix,
        }
    }

    /// A fresh copy of the body, labelled `LABEL%SUFFIX`, not yet wired:
    /// each original block's copy.
    pub fn copy(&self, cfg: &mut Cfg, suffix: &str) -> HashMap<BlockId, BlockId> {
        self.l
            .body
            .iter()
            .map(|&b| {
                let block = &cfg.blocks[b];
                let id = cfg.blocks.push(BasicBlock {
                    label: format!("{}%{suffix}", block.label),
                    cmds: block.cmds.clone(),
                    succs: Vec::new(),
                    origin: block.origin,
                });
                (b, id)
            })
            .collect()
    }

    /// The loop itself as its own copy.
    pub fn original(&self) -> HashMap<BlockId, BlockId> {
        self.l.body.iter().map(|&b| (b, b)).collect()
    }

    /// Wires `copy`: edges inside the loop stay in it, back edges and exits
    /// go as `wiring` says, and its checks are made as it says.
    pub fn wire(&self, cfg: &mut Cfg, copy: &HashMap<BlockId, BlockId>, wiring: &Wiring) {
        for &b in &self.l.body {
            let id = copy[&b];
            let succs = self.succs[&b]
                .iter()
                .filter_map(|&s| {
                    if s == self.l.head && self.l.sources.contains(&b) {
                        wiring.back
                    } else if let Some(&inside) = copy.get(&s) {
                        Some(inside)
                    } else {
                        wiring.exits.then_some(s)
                    }
                })
                .collect();
            cfg.blocks[id].succs = succs;
            if wiring.head == HeadChecks::Assumed {
                for cmd in &mut cfg.blocks[id].cmds {
                    if let Cmd::Assert { expr, frame, .. } = cmd {
                        *cmd = Cmd::Assume {
                            expr: expr.clone(),
                            frame: *frame,
                        };
                    }
                }
            }
        }
        if wiring.head != HeadChecks::Assumed {
            let head = copy[&self.l.head];
            self.check_invariants(&mut cfg.blocks[head].cmds, wiring.head);
        }
    }

    /// A block that only checks the head's invariants as maintained, where
    /// the path ends: the head of the iteration after the last copy.
    pub fn last_head(&self, cfg: &mut Cfg, suffix: &str) -> BlockId {
        let head = &cfg.blocks[self.l.head];
        let mut cmds = head.cmds[..self.prefix].to_vec();
        self.check_invariants(&mut cmds, HeadChecks::Maintained);
        cfg.blocks.push(BasicBlock {
            label: format!("{}%{suffix}", head.label),
            cmds,
            succs: Vec::new(),
            origin: head.origin,
        })
    }

    fn check_invariants(&self, cmds: &mut [Cmd], how: HeadChecks) {
        for cmd in &mut cmds[..self.prefix] {
            if let Cmd::Assert { site, .. } = cmd {
                // The head may be the loop's own, already wired.
                let of = |i: &&(SiteId, SiteId, SiteId)| [i.0, i.1, i.2].contains(site);
                if let Some(&(_, entry, kept)) = self.invariants.iter().find(of) {
                    *site = if how == HeadChecks::Entry {
                        entry
                    } else {
                        kept
                    };
                }
            }
        }
    }
}
