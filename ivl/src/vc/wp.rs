//! The verification condition: an efficient weakest precondition in the
//! style of Flanagan and Saxe.
//!
//! Each block gets a Boolean constant "every execution from here is correct",
//! defined from the block's commands and its successors' constants, so the
//! VC grows linearly with the program however the paths branch. Long blocks
//! are cut into segments of at most [`SEGMENT`] commands to keep terms
//! shallow. An assertion `e` at site `s` gets a name `a` defined as `e`
//! (so that the model says plainly whether it failed) and reads
//! `(and (or skip_s a) (=> a Q))`: it is checked unless `skip_s` holds, and
//! assumed afterwards either way.
//! The query asserts that the entry is not correct: `unsat` means verified,
//! and a model shows a failing path.

use std::collections::BTreeSet;
use std::fmt::Write;

use super::passify::{skip_symbol, Passive, PassiveCmd};
use crate::cfg::SiteId;

/// Commands per segment.
const SEGMENT: usize = 64;

pub struct Vc {
    /// Declarations and definitions; the negated goal comes last.
    pub text: String,
    pub segments: Vec<Segment>,
    /// The first segment of each block.
    pub block_start: Vec<usize>,
    /// The sites that occur, in increasing order.
    pub sites: Vec<SiteId>,
}

/// A run of commands of one block, with its correctness constant.
pub struct Segment {
    pub var: String,
    pub block: usize,
    pub cmds: std::ops::Range<usize>,
    /// Whether the block goes on in the next segment (else to successors).
    pub continues: bool,
}

pub fn generate(p: &Passive) -> Vc {
    let mut segments = Vec::new();
    let mut block_start = Vec::with_capacity(p.blocks.len());
    for (b, block) in p.blocks.iter().enumerate() {
        block_start.push(segments.len());
        let n = block.cmds.len();
        let mut lo = 0;
        loop {
            let hi = (lo + SEGMENT).min(n);
            let j = segments.len() - block_start[b];
            let var = if j == 0 {
                format!("|ok%{b}|")
            } else {
                format!("|ok%{b}.{j}|")
            };
            segments.push(Segment {
                var,
                block: b,
                cmds: lo..hi,
                continues: hi < n,
            });
            if hi >= n {
                break;
            }
            lo = hi;
        }
    }

    let mut sites = BTreeSet::new();
    for block in &p.blocks {
        for c in &block.cmds {
            if let PassiveCmd::Assert(a) = c {
                sites.insert(a.site);
            }
        }
    }

    let mut text = String::new();
    for (sym, sort) in &p.constants {
        let _ = writeln!(text, "(declare-fun {sym} () {sort})");
    }
    for site in &sites {
        let _ = writeln!(text, "(declare-fun {} () Bool)", skip_symbol(*site));
    }
    for s in &segments {
        let _ = writeln!(text, "(declare-fun {} () Bool)", s.var);
    }
    for (b, block) in p.blocks.iter().enumerate() {
        for (c, cmd) in block.cmds.iter().enumerate() {
            if let PassiveCmd::Assert(a) = cmd {
                let name = assertion_symbol(b, c);
                let _ = writeln!(text, "(declare-fun {name} () Bool)");
                let _ = writeln!(text, "(assert (= {name} {}))", a.term);
            }
        }
    }
    for (i, s) in segments.iter().enumerate() {
        let block = &p.blocks[s.block];
        let _ = write!(text, "(assert (= {} ", s.var);
        let mut close = 0;
        for (c, cmd) in block.cmds[s.cmds.clone()].iter().enumerate() {
            match cmd {
                PassiveCmd::Assume(a) => {
                    let _ = write!(text, "(=> {a} ");
                    close += 1;
                }
                PassiveCmd::Assert(a) => {
                    let _ = write!(
                        text,
                        "(and (or {} {t}) (=> {t} ",
                        skip_symbol(a.site),
                        t = assertion_symbol(s.block, s.cmds.start + c)
                    );
                    close += 2;
                }
            }
        }
        if s.continues {
            text.push_str(&segments[i + 1].var);
        } else {
            match block.succs.as_slice() {
                [] => text.push_str("true"),
                [one] => text.push_str(&segments[block_start[*one]].var),
                many => {
                    text.push_str("(and");
                    for succ in many {
                        text.push(' ');
                        text.push_str(&segments[block_start[*succ]].var);
                    }
                    text.push(')');
                }
            }
        }
        text.push_str(&")".repeat(close));
        text.push_str("))\n");
    }
    let lemmas = super::congruence::lemmas(&text);
    text.push_str(&lemmas);
    let _ = writeln!(text, "(assert (not {}))", segments[0].var);
    Vc {
        text,
        segments,
        block_start,
        sites: sites.into_iter().collect(),
    }
}

/// The name of the condition of the assertion that is command `cmd` of
/// block `block`.
pub fn assertion_symbol(block: usize, cmd: usize) -> String {
    format!("|assert%{block}.{cmd}|")
}
