//! The text of a passive graph, for reading (`ivl verify
//! --dump-after=passive`; the form is described in spec/ivl.md section
//! 9.9).

use std::fmt::Write;

use super::passify::{skip_symbol, Passive, PassiveCmd};
use crate::cfg::print::{jump, origin_name, site_description};
use crate::cfg::Cfg;

/// The passive form of the implementation whose graph is `cfg`.
pub fn passive_to_string(cfg: &Cfg, passive: &Passive) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// implementation {}: {} blocks in topological order, {} incarnations",
        cfg.name,
        passive.blocks.len(),
        passive.constants.len()
    );
    for (symbol, sort) in &passive.constants {
        let _ = writeln!(out, "const {symbol}: {sort};");
    }
    for (i, block) in passive.blocks.iter().enumerate() {
        let _ = writeln!(
            out,
            "\nblock {i} {}:  // {}",
            block.label,
            origin_name(block.origin.kind)
        );
        for cmd in &block.cmds {
            match cmd {
                PassiveCmd::Assume(term) => {
                    let _ = writeln!(out, "  assume {term};");
                }
                PassiveCmd::Assert(a) => {
                    let _ = writeln!(
                        out,
                        "  assert {term};  // unless {skip}; site {site}: {what}",
                        term = a.term,
                        skip = skip_symbol(a.site),
                        site = a.site,
                        what = site_description(&cfg.sites[a.site])
                    );
                }
            }
        }
        let targets: Vec<String> = block.succs.iter().map(usize::to_string).collect();
        out.push_str(&jump(&targets));
    }
    out
}
