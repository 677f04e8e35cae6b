//! Loop unrolling: an acyclic graph whose executions are those of the
//! program that go round each loop at most `k` times in a row.
//!
//! The body of a loop (its head and every block that reaches a back edge
//! without passing the head) is copied `k` times; the back edges of one
//! copy go to the head of the next, and those of the last to a block that
//! holds only the head's invariants, where the path ends. So every
//! invariant is checked where the loop is entered and after each of the
//! first `k` iterations, and nothing is assumed that an execution does not
//! do: the graph under-approximates the program, where loop cutting
//! over-approximates it. Loops are unrolled innermost first, so an inner
//! loop is copied with each copy of its outer one.

use std::collections::{BTreeSet, HashMap};

use super::loops::{back_edges, dominates, dominators, invariant_prefix};
use super::*;

/// Unrolls every loop of `cfg` `k` times. An error says why it cannot: a
/// loop is irreducible (its head does not dominate a back edge), or the
/// graph would grow past `max_blocks`; `cfg` is then unusable.
pub fn unroll(cfg: &mut Cfg, k: usize, max_blocks: usize) -> Result<(), &'static str> {
    loop {
        let edges = back_edges(cfg);
        if edges.is_empty() {
            return Ok(());
        }
        let idom = dominators(cfg);
        if edges
            .iter()
            .any(|&(source, head)| !dominates(&idom, head, source))
        {
            return Err("a loop is irreducible");
        }
        let heads: BTreeSet<BlockId> = edges.iter().map(|&(_, h)| h).collect();
        let bodies: Vec<(BlockId, Vec<BlockId>, Vec<BlockId>)> = heads
            .iter()
            .map(|&h| {
                let sources: Vec<BlockId> = edges
                    .iter()
                    .filter(|&&(_, head)| head == h)
                    .map(|&(s, _)| s)
                    .collect();
                (h, body(cfg, h, &sources), sources)
            })
            .collect();
        // The innermost loop: no other head in its body.
        let (head, body, sources) = bodies
            .into_iter()
            .find(|(h, body, _)| !body.iter().any(|b| b != h && heads.contains(b)))
            .expect("a reducible graph has an innermost loop");
        if cfg.blocks.len() + k * body.len() + 1 > max_blocks {
            return Err("the unrolled loops would be too large");
        }
        unroll_loop(cfg, head, &body, &sources, k);
    }
}

/// The natural loop of `head`: the head and the blocks that reach one of
/// its back edges' `sources` without passing it.
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

fn unroll_loop(cfg: &mut Cfg, head: BlockId, body: &[BlockId], sources: &[BlockId], k: usize) {
    let invariants: Vec<Cmd> = cfg.blocks[head].cmds[..invariant_prefix(cfg, head)].to_vec();
    let last = cfg.blocks.push(BasicBlock {
        label: format!("{}%unrolled", cfg.blocks[head].label),
        cmds: invariants,
        succs: Vec::new(),
        origin: cfg.blocks[head].origin,
    });
    // copies[j][b]: block `b` in copy `j` (copy 0 is the loop itself).
    let mut copies: Vec<HashMap<BlockId, BlockId>> = vec![body.iter().map(|&b| (b, b)).collect()];
    for j in 1..k {
        let copy = body
            .iter()
            .map(|&b| {
                let block = &cfg.blocks[b];
                let id = cfg.blocks.push(BasicBlock {
                    label: format!("{}%u{j}", block.label),
                    cmds: block.cmds.clone(),
                    succs: Vec::new(),
                    origin: block.origin,
                });
                (b, id)
            })
            .collect();
        copies.push(copy);
    }
    let succs: HashMap<BlockId, Vec<BlockId>> = body
        .iter()
        .map(|&b| (b, cfg.blocks[b].succs.clone()))
        .collect();
    for (j, copy) in copies.iter().enumerate() {
        for &b in body {
            let id = copy[&b];
            let targets = succs[&b]
                .iter()
                .map(|&s| {
                    if s == head && sources.contains(&b) {
                        copies.get(j + 1).map_or(last, |next| next[&head])
                    } else {
                        copy.get(&s).copied().unwrap_or(s)
                    }
                })
                .collect();
            cfg.blocks[id].succs = targets;
        }
    }
}
