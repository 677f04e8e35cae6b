//! Passification: the acyclic graph in single-assignment form.
//!
//! Each assignment or havoc gives its variable a new incarnation (an SMT
//! constant `|x@3|`); an assignment becomes an assumption that the new
//! incarnation equals the value. Where paths with different incarnations
//! meet, a fresh incarnation is tied to each predecessor's by an assumption
//! at the end of that predecessor. Expressions are translated to SMT terms
//! here, each in the incarnations current at its command.

use std::collections::HashMap;

use super::term::{Env, Translator};
use crate::cfg::{BlockId, Cfg, CheckClass, Cmd, Frame, Origin, SiteId};
use crate::print::expr_to_string;
use crate::sema::types::Ty;
use crate::syntax::ast::{Expr, ExprKind};
use crate::syntax::span::Span;

#[derive(Clone)]
pub struct Passive {
    /// Reachable blocks in topological order; the entry is block 0.
    pub blocks: Vec<PassiveBlock>,
    /// Every incarnation: symbol and sort.
    pub constants: Vec<(String, String)>,
}

#[derive(Clone)]
pub struct PassiveBlock {
    pub label: String,
    pub origin: Origin,
    pub cmds: Vec<PassiveCmd>,
    pub succs: Vec<usize>,
    /// The assignments of the block, in order.
    pub assigned: Vec<Assigned>,
}

/// An assignment: the variable's incarnation that holds its new value.
#[derive(Clone, Debug)]
pub struct Assigned {
    pub key: String,
    pub symbol: String,
    /// The assigned expression's.
    pub span: Span,
}

#[derive(Clone)]
pub enum PassiveCmd {
    Assume(String),
    Assert(PassiveAssert),
}

#[derive(Clone)]
pub struct PassiveAssert {
    pub term: String,
    pub site: SiteId,
    /// What a counterexample shows: the variables (and map entries) of the
    /// asserted expression, as written, with their terms at this point.
    pub shown: Vec<(String, String)>,
    /// For a race check: the terms of thread 1's logged lines.
    pub thread1_lines: Vec<String>,
}

/// The symbol of incarnation `n` of variable `key`.
pub fn incarnation(key: &str, n: u32) -> String {
    format!("|{key}@{n}|")
}

struct FrameEnv<'c> {
    cfg: &'c Cfg,
    frame: &'c Frame,
    current: &'c [u32],
}

impl Env for FrameEnv<'_> {
    fn var(&self, name: &str, old: bool) -> Option<(String, Ty)> {
        let key = self.frame.names.get(name).map_or(name, String::as_str);
        let (index, key, info) = self.cfg.vars.get_full(key)?;
        let mut read = (key.as_str(), self.current[index]);
        if old && info.is_global {
            match &self.frame.old {
                None => read.1 = 0,
                Some(snapshots) => {
                    if let Some((i, snap, _)) =
                        snapshots.get(key).and_then(|s| self.cfg.vars.get_full(s))
                    {
                        read = (snap.as_str(), self.current[i]);
                    }
                }
            }
        }
        Some((incarnation(read.0, read.1), info.ty.clone()))
    }
}

/// Passifies the (acyclic) graph `cfg`.
pub fn passify(cfg: &Cfg, tr: &Translator) -> Passive {
    let mut order = cfg.postorder();
    order.reverse();
    let position: HashMap<BlockId, usize> =
        order.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let mut constants: Vec<(String, String)> = Vec::new();
    let mut next: Vec<u32> = vec![1; cfg.vars.len()];
    for (key, info) in &cfg.vars {
        constants.push((incarnation(key, 0), tr.names.sort(&info.ty)));
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); order.len()];
    let mut blocks: Vec<PassiveBlock> = Vec::with_capacity(order.len());
    for (i, &b) in order.iter().enumerate() {
        let block = &cfg.blocks[b];
        let succs: Vec<usize> = block.succs.iter().map(|s| position[s]).collect();
        for &s in &succs {
            preds[s].push(i);
        }
        blocks.push(PassiveBlock {
            label: block.label.clone(),
            origin: block.origin,
            cmds: Vec::new(),
            succs,
            assigned: Vec::new(),
        });
    }
    // Exit states of processed blocks, dropped once every successor has
    // read them.
    let mut exits: HashMap<usize, Vec<u32>> = HashMap::new();
    let mut pending: Vec<usize> = blocks.iter().map(|b| b.succs.len()).collect();
    for i in 0..order.len() {
        let mut state = match preds[i].as_slice() {
            [] => vec![0; cfg.vars.len()],
            [p] => exits[p].clone(),
            ps => {
                let mut state = exits[&ps[0]].clone();
                for (v, (key, info)) in cfg.vars.iter().enumerate() {
                    if ps.iter().all(|p| exits[p][v] == state[v]) {
                        continue;
                    }
                    let n = next[v];
                    next[v] += 1;
                    let joined = incarnation(key, n);
                    constants.push((joined.clone(), tr.names.sort(&info.ty)));
                    for p in ps {
                        let from = incarnation(key, exits[p][v]);
                        blocks[*p]
                            .cmds
                            .push(PassiveCmd::Assume(format!("(= {joined} {from})")));
                    }
                    state[v] = n;
                }
                state
            }
        };
        for p in preds[i].clone() {
            pending[p] -= 1;
            if pending[p] == 0 {
                exits.remove(&p);
            }
        }
        let mut cmds = Vec::new();
        let mut assigned = Vec::new();
        for cmd in &cfg.blocks[order[i]].cmds {
            passify_cmd(
                cfg,
                tr,
                cmd,
                &mut state,
                &mut next,
                &mut constants,
                (&mut cmds, &mut assigned),
            );
        }
        blocks[i].cmds = cmds;
        blocks[i].assigned = assigned;
        exits.insert(i, state);
    }
    Passive { blocks, constants }
}

fn passify_cmd(
    cfg: &Cfg,
    tr: &Translator,
    cmd: &Cmd,
    state: &mut [u32],
    next: &mut [u32],
    constants: &mut Vec<(String, String)>,
    (out, assigned): (&mut Vec<PassiveCmd>, &mut Vec<Assigned>),
) {
    let mut fresh = |key: &str, state: &mut [u32]| {
        let (v, _, info) = cfg
            .vars
            .get_full(key)
            .expect("assigned variables are declared");
        let n = next[v];
        next[v] += 1;
        state[v] = n;
        let sym = incarnation(key, n);
        constants.push((sym.clone(), tr.names.sort(&info.ty)));
        sym
    };
    match cmd {
        Cmd::Assume { expr, frame } => {
            let env = FrameEnv {
                cfg,
                frame: &cfg.frames[*frame],
                current: state,
            };
            out.push(PassiveCmd::Assume(tr.term(expr, &env)));
        }
        Cmd::Assert { expr, frame, site } => {
            let env = FrameEnv {
                cfg,
                frame: &cfg.frames[*frame],
                current: state,
            };
            let term = tr.term(expr, &env);
            let shown = match &cfg.sites[*site].show {
                Some(exprs) => exprs
                    .iter()
                    .map(|e| (expr_to_string(e), tr.term(e, &env)))
                    .collect(),
                None => shown_values(expr, tr, &env),
            };
            let thread1_lines = match &cfg.sites[*site].class {
                Some(CheckClass::Race { thread1_lines, .. }) => {
                    thread1_lines.iter().map(|e| tr.term(e, &env)).collect()
                }
                _ => Vec::new(),
            };
            out.push(PassiveCmd::Assert(PassiveAssert {
                term,
                site: *site,
                shown,
                thread1_lines,
            }));
        }
        Cmd::Assign { targets, frame } => {
            let env = FrameEnv {
                cfg,
                frame: &cfg.frames[*frame],
                current: state,
            };
            let values: Vec<String> = targets.iter().map(|(_, e)| tr.term(e, &env)).collect();
            for ((key, e), value) in targets.iter().zip(values) {
                let sym = fresh(key, state);
                out.push(PassiveCmd::Assume(format!("(= {sym} {value})")));
                assigned.push(Assigned {
                    key: key.clone(),
                    symbol: sym,
                    span: e.span,
                });
            }
        }
        Cmd::Havoc(keys) => {
            for key in keys {
                fresh(key, state);
            }
        }
    }
}

/// The variables, `old` reads and map entries of `expr` (outside binders)
/// whose values explain a failure, as written and as terms.
fn shown_values(expr: &Expr, tr: &Translator, env: &dyn Env) -> Vec<(String, String)> {
    fn collect<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
        match &e.kind {
            ExprKind::Var(_) | ExprKind::Old(_) => out.push(e),
            ExprKind::Select(m, ix) => {
                out.push(e);
                // Map-valued parts are left out later; their indices stay.
                collect(m, out);
                ix.iter().for_each(|i| collect(i, out));
            }
            ExprKind::Quant(_) | ExprKind::Let(..) => {}
            _ => e.for_each_child(&mut |c| collect(c, out)),
        }
    }
    let mut subs = Vec::new();
    collect(expr, &mut subs);
    let mut shown: Vec<(String, String)> = Vec::new();
    for sub in subs {
        let label = expr_to_string(sub);
        if shown.iter().any(|(l, _)| *l == label) {
            continue;
        }
        let (term, ty) = tr.typed(sub, env, Vec::new());
        if !matches!(ty, Ty::Map(_)) {
            shown.push((label, term));
        }
    }
    shown
}

/// The switch of a site: when true, the site is assumed, not checked.
/// (No incarnation has a `%` without an `@`.)
pub fn skip_symbol(site: SiteId) -> String {
    format!("|skip%{site}|")
}
