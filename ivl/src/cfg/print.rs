//! The text of a graph, for reading (`ivl verify --dump-after=cfg`; the
//! form is described in spec/ivl.md section 9.9).

use std::fmt::Write;

use super::{Cfg, CheckClass, Cmd, FrameId, OriginKind, Site, SiteKind};
use crate::print::expr_to_string;

/// The graph of one implementation as text.
pub fn cfg_to_string(cfg: &Cfg) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// implementation {}: {} blocks, entry {}",
        cfg.name,
        cfg.blocks.len(),
        cfg.blocks[cfg.entry].label
    );
    for (key, info) in &cfg.vars {
        let _ = write!(out, "var {key}: {}", info.ty);
        if info.is_global {
            out.push_str(" global");
        }
        if info.source_name != *key {
            let _ = write!(out, " source {}", info.source_name);
        }
        if let Some((e, frame)) = &info.where_clause {
            let _ = write!(out, " where{} {}", frame_mark(*frame), expr_to_string(e));
        }
        out.push_str(";\n");
    }
    for (id, frame) in cfg.frames.iter_enumerated() {
        if frame.names.is_empty() && frame.old.is_none() {
            continue;
        }
        let _ = write!(out, "frame {id}:");
        out.push_str(&renaming(&frame.names));
        if let Some(old) = &frame.old {
            out.push_str(" old:");
            out.push_str(&renaming(old));
        }
        out.push('\n');
    }
    for (id, site) in cfg.sites.iter().enumerate() {
        let _ = writeln!(out, "site {id}: {}", site_description(site));
    }
    for block in &cfg.blocks {
        let _ = writeln!(
            out,
            "\n{}:  // {}",
            block.label,
            origin_name(block.origin.kind)
        );
        for cmd in &block.cmds {
            out.push_str("  ");
            out.push_str(&cmd_to_string(cmd));
            out.push('\n');
        }
        let targets: Vec<&str> = block
            .succs
            .iter()
            .map(|&s| cfg.blocks[s].label.as_str())
            .collect();
        out.push_str(&jump(&targets));
    }
    out
}

/// A block's last line: `goto` its successors, or `return` without any.
pub fn jump(targets: &[impl AsRef<str>]) -> String {
    if targets.is_empty() {
        return "  return;\n".to_string();
    }
    let targets: Vec<&str> = targets.iter().map(AsRef::as_ref).collect();
    format!("  goto {};\n", targets.join(", "))
}

fn renaming(names: &std::collections::HashMap<String, String>) -> String {
    let mut pairs: Vec<_> = names.iter().collect();
    pairs.sort();
    pairs
        .into_iter()
        .map(|(from, to)| format!(" {from} -> {to}"))
        .collect::<Vec<_>>()
        .join(",")
}

/// ` [frame N]` for an expression read in another frame than the body's
/// (frame 1).
fn frame_mark(frame: FrameId) -> String {
    if frame == FrameId::nth(1) {
        String::new()
    } else {
        format!(" [frame {frame}]")
    }
}

fn cmd_to_string(cmd: &Cmd) -> String {
    match cmd {
        Cmd::Assert { expr, frame, site } => {
            format!(
                "assert{} {{site {site}}} {};",
                frame_mark(*frame),
                expr_to_string(expr)
            )
        }
        Cmd::Assume { expr, frame } => {
            format!("assume{} {};", frame_mark(*frame), expr_to_string(expr))
        }
        Cmd::Assign { targets, frame } => {
            let lhs: Vec<&str> = targets.iter().map(|(k, _)| k.as_str()).collect();
            let rhs: Vec<String> = targets.iter().map(|(_, e)| expr_to_string(e)).collect();
            format!(
                "{}{} := {};",
                lhs.join(", "),
                frame_mark(*frame),
                rhs.join(", ")
            )
        }
        Cmd::Havoc(keys) => format!("havoc {};", keys.join(", ")),
    }
}

/// What a check is, as one line: its kind, its defect class, its message
/// and the expression as written.
pub fn site_description(site: &Site) -> String {
    let kind = match &site.kind {
        SiteKind::Assert => "assertion",
        SiteKind::Precondition { .. } => "precondition",
        SiteKind::Postcondition { .. } => "postcondition",
        SiteKind::InlinedPostcondition { .. } => "postcondition of an inlined call",
        SiteKind::Invariant => "invariant",
        SiteKind::InvariantEntry => "invariant on entry",
        SiteKind::InvariantMaintained => "invariant maintained",
    };
    let mut out = kind.to_string();
    match &site.class {
        Some(CheckClass::Race {
            array,
            access,
            conflict,
            ..
        }) => {
            let _ = write!(out, ", race on {array} ({access}, {conflict})");
        }
        Some(class) => {
            let _ = write!(out, ", {}", class.name());
            if let Some(array) = class.array() {
                let _ = write!(out, " on {array}");
            }
        }
        None => {}
    }
    if let Some(m) = &site.message {
        let _ = write!(out, ", {m:?}");
    }
    let _ = write!(out, ": {}", site.text);
    out
}

pub fn origin_name(kind: OriginKind) -> &'static str {
    match kind {
        OriginKind::Entry => "entry",
        OriginKind::Then => "then",
        OriginKind::Else => "else",
        OriginKind::LoopHead => "loop head",
        OriginKind::LoopBody => "loop body",
        OriginKind::LoopExit => "loop exit",
        OriginKind::Induction => "induction step",
        OriginKind::Label => "label",
        OriginKind::Return => "return",
        OriginKind::Exit => "exit",
        OriginKind::Inlined => "inlined",
        OriginKind::Plain => "plain",
    }
}
