//! Loop cutting: makes the graph acyclic, Boogie's way.
//!
//! A loop head is the target of a back edge (an edge to a block on the
//! depth-first stack, so irreducible loops are found too). The assertions
//! and assumptions at the top of a head are its invariants. Each invariant
//! is checked where the loop is entered, the loop's targets (every variable
//! assigned on a path from the head back to it) are havocked and the
//! invariants assumed; each back edge becomes a check that the invariants
//! are maintained, and is removed.
//!
//! In an irreducible loop the head does not dominate its back edges, so a
//! path can reach the back edge without passing the head; cutting the edge
//! would then lose states. Such a head havocs every variable instead of the
//! loop's targets, which covers every state the lost paths could bring;
//! and since the head's own entry may be infeasible where the lost paths
//! are not, the entry block also jumps straight to the head's havoc
//! (after its entry checks, which hold no real arrival), so that what
//! follows a crossing of the cut back edge is always explored.

use std::collections::BTreeSet;

use super::*;

struct Loop {
    head: BlockId,
    sources: Vec<BlockId>,
    /// Length of the head's invariant prefix.
    prefix: usize,
    targets: Vec<String>,
    reducible: bool,
}

/// Cuts every loop of `cfg`; afterwards the graph reachable from the entry
/// is acyclic.
pub fn cut(cfg: &mut Cfg) {
    let back_edges = back_edges(cfg);
    let mut loops: Vec<Loop> = Vec::new();
    for (source, head) in back_edges {
        match loops.iter_mut().find(|l| l.head == head) {
            Some(l) => l.sources.push(source),
            None => loops.push(Loop {
                head,
                sources: vec![source],
                prefix: 0,
                targets: Vec::new(),
                reducible: true,
            }),
        }
    }
    if loops.is_empty() {
        return;
    }
    let dominators = dominators(cfg);
    for l in &mut loops {
        l.prefix = invariant_prefix(cfg, l.head);
        l.reducible = l.sources.iter().all(|&s| dominates(&dominators, l.head, s));
        l.targets = if l.reducible {
            targets(cfg, l)
        } else {
            cfg.vars.keys().cloned().collect()
        };
    }
    // The head of an irreducible loop is split; the commands (and edges)
    // that followed its checks went on in a new block.
    let mut moved: std::collections::HashMap<BlockId, BlockId> = Default::default();
    for l in loops {
        cut_loop(cfg, l, &mut moved);
    }
}

/// The length of the invariants at the top of a loop head: its first
/// assertions and assumptions (a call's checks are not invariants, even
/// at the top of a head).
pub(super) fn invariant_prefix(cfg: &Cfg, head: BlockId) -> usize {
    cfg.blocks[head]
        .cmds
        .iter()
        .take_while(|c| match c {
            Cmd::Assert { site, .. } => matches!(
                cfg.sites[*site].kind,
                SiteKind::Assert | SiteKind::Invariant
            ),
            Cmd::Assume { .. } => true,
            _ => false,
        })
        .count()
}

fn cut_loop(cfg: &mut Cfg, l: Loop, moved: &mut std::collections::HashMap<BlockId, BlockId>) {
    let old = std::mem::take(&mut cfg.blocks[l.head].cmds);
    let mut cmds = old.into_iter();
    let invariants: Vec<Cmd> = cmds.by_ref().take(l.prefix).collect();
    let rest: Vec<Cmd> = cmds.collect();

    let mut head = Vec::new();
    let mut assumed = Vec::new();
    let mut maintained = Vec::new();
    for inv in invariants {
        match inv {
            Cmd::Assert { expr, frame, site } => {
                let (entry, kept) = entry_and_maintained(cfg, site);
                head.push(Cmd::Assert {
                    expr: expr.clone(),
                    frame,
                    site: entry,
                });
                maintained.push((expr.clone(), frame, kept));
                assumed.push(Cmd::Assume { expr, frame });
            }
            Cmd::Assume { expr, frame } => {
                head.push(Cmd::Assume {
                    expr: expr.clone(),
                    frame,
                });
                assumed.push(Cmd::Assume { expr, frame });
            }
            other => head.push(other),
        }
    }
    let wheres = cfg.where_assumptions(&l.targets);
    let mut resumed = Vec::new();
    if !l.targets.is_empty() {
        resumed.push(Cmd::Havoc(l.targets));
    }
    resumed.extend(wheres);
    resumed.extend(assumed);
    resumed.extend(rest);
    if l.reducible {
        head.extend(resumed);
    } else {
        let block = &cfg.blocks[l.head];
        let resume = cfg.blocks.push(BasicBlock {
            label: format!("{}%resumed", block.label),
            cmds: resumed,
            succs: block.succs.clone(),
            origin: block.origin,
        });
        cfg.blocks[l.head].succs = vec![resume];
        let entry = cfg.entry;
        cfg.blocks[entry].succs.push(resume);
        moved.insert(l.head, resume);
    }
    cfg.blocks[l.head].cmds = head;

    for source in l.sources {
        let source = moved.get(&source).copied().unwrap_or(source);
        let block = &mut cfg.blocks[source];
        if let Some(i) = block.succs.iter().position(|&s| s == l.head) {
            block.succs.remove(i);
        }
        for (expr, frame, site) in &maintained {
            block.cmds.push(Cmd::Assert {
                expr: expr.clone(),
                frame: *frame,
                site: *site,
            });
        }
    }
}

/// Edges from a block to one on the depth-first stack, in discovery order.
pub(super) fn back_edges(cfg: &Cfg) -> Vec<(BlockId, BlockId)> {
    #[derive(Clone, Copy, PartialEq)]
    enum State {
        New,
        OnStack,
        Done,
    }
    let mut state = IdVec::filled(cfg.blocks.len(), State::New);
    let mut edges = Vec::new();
    let mut stack = vec![(cfg.entry, 0usize)];
    state[cfg.entry] = State::OnStack;
    while let Some((block, next)) = stack.last_mut() {
        let b = *block;
        if let Some(&s) = cfg.blocks[b].succs.get(*next) {
            *next += 1;
            match state[s] {
                State::New => {
                    state[s] = State::OnStack;
                    stack.push((s, 0));
                }
                State::OnStack => edges.push((b, s)),
                State::Done => {}
            }
        } else {
            state[b] = State::Done;
            stack.pop();
        }
    }
    edges
}

/// The variables assigned in blocks that lie on a path from the head back
/// to one of its back edges.
fn targets(cfg: &Cfg, l: &Loop) -> Vec<String> {
    let n = cfg.blocks.len();
    let mut forward = IdVec::filled(n, false);
    let mut work = vec![l.head];
    forward[l.head] = true;
    while let Some(b) = work.pop() {
        for &s in &cfg.blocks[b].succs {
            if !forward[s] {
                forward[s] = true;
                work.push(s);
            }
        }
    }
    let mut preds = IdVec::filled(n, Vec::new());
    for (b, block) in cfg.blocks.iter_enumerated() {
        for &s in &block.succs {
            preds[s].push(b);
        }
    }
    let mut in_loop = IdVec::filled(n, false);
    in_loop[l.head] = true;
    let mut work: Vec<BlockId> = l.sources.clone();
    while let Some(b) = work.pop() {
        if in_loop[b] || !forward[b] {
            continue;
        }
        in_loop[b] = true;
        work.extend(&preds[b]);
    }
    let blocks = cfg
        .blocks
        .iter_enumerated()
        .filter(|(b, _)| in_loop[*b])
        .map(|(b, _)| b);
    assigned_in(cfg, blocks)
}

/// The variables the commands of `blocks` assign or havoc, in declaration
/// order (for a stable VC).
pub fn assigned_in(cfg: &Cfg, blocks: impl IntoIterator<Item = BlockId>) -> Vec<String> {
    let mut assigned = BTreeSet::new();
    for b in blocks {
        for cmd in &cfg.blocks[b].cmds {
            match cmd {
                Cmd::Assign { targets, .. } => {
                    assigned.extend(targets.iter().map(|(k, _)| k.as_str()))
                }
                Cmd::Havoc(vars) => assigned.extend(vars.iter().map(String::as_str)),
                _ => {}
            }
        }
    }
    cfg.vars
        .keys()
        .filter(|k| assigned.contains(k.as_str()))
        .cloned()
        .collect()
}

/// The immediate dominator of each block reachable from the entry (the
/// entry is its own; unreachable blocks have none), by the iterative
/// algorithm of Cooper, Harvey and Kennedy.
pub(super) fn dominators(cfg: &Cfg) -> IdVec<BlockId, Option<BlockId>> {
    let n = cfg.blocks.len();
    let post = cfg.postorder();
    let mut visited = IdVec::filled(n, false);
    for &b in &post {
        visited[b] = true;
    }
    let mut order = IdVec::filled(n, usize::MAX);
    for (i, &b) in post.iter().enumerate() {
        order[b] = i;
    }
    let mut preds = IdVec::filled(n, Vec::new());
    for (b, block) in cfg.blocks.iter_enumerated() {
        if visited[b] {
            for &s in &block.succs {
                preds[s].push(b);
            }
        }
    }
    let mut idom: IdVec<BlockId, Option<BlockId>> = IdVec::filled(n, None);
    idom[cfg.entry] = Some(cfg.entry);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in post.iter().rev() {
            if b == cfg.entry {
                continue;
            }
            let mut new: Option<BlockId> = None;
            for &p in &preds[b] {
                if idom[p].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(mut a) => {
                        let mut c = p;
                        while a != c {
                            while order[a] < order[c] {
                                a = idom[a].expect("processed");
                            }
                            while order[c] < order[a] {
                                c = idom[c].expect("processed");
                            }
                        }
                        a
                    }
                });
            }
            if new.is_some() && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom
}

pub(super) fn dominates(
    idom: &IdVec<BlockId, Option<BlockId>>,
    a: BlockId,
    mut b: BlockId,
) -> bool {
    loop {
        if a == b {
            return true;
        }
        match idom[b] {
            Some(d) if d != b => b = d,
            _ => return false,
        }
    }
}

/// Sites of their own for an invariant checked where its loop is entered
/// and where it is maintained.
pub fn entry_and_maintained(cfg: &mut Cfg, site: SiteId) -> (SiteId, SiteId) {
    let original = cfg.sites[site].clone();
    let entry = cfg.add_site(Site {
        kind: SiteKind::InvariantEntry,
        ..original.clone()
    });
    let kept = cfg.add_site(Site {
        kind: SiteKind::InvariantMaintained,
        ..original
    });
    (entry, kept)
}
