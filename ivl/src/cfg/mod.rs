//! From a checked implementation to a control-flow graph of basic blocks.
//!
//! [`build`] lowers structured statements, labels and `goto`s to blocks,
//! desugars calls (modular, or inlined for `{:inline N}` procedures), and
//! makes the contract explicit: requires and `where` clauses assumed at
//! entry, ensures asserted at the single exit. [`loops`] then cuts the back
//! edges so that the graph is acyclic, Boogie's way; [`unroll`] (bounded
//! checking) and [`k_induction`] are the other ways ([`LoopMode`]).
//!
//! Commands keep the source expressions; a [`Frame`] says which variable each
//! source name denotes, so a callee's contract can be read in the caller.

pub mod build;
mod calls;
pub mod ids;
pub mod k_induction;
pub mod loops;
mod natural;
pub mod print;
pub mod unroll;

use std::collections::HashMap;

use indexmap::IndexMap;

use crate::sema::types::Ty;
use crate::syntax::ast::Expr;
use crate::syntax::span::Span;

pub use ids::{BlockId, FrameId, Id, IdVec, SiteId};
pub use natural::{LoopError, LoopErrorKind};

/// How the loops of a graph are made acyclic (spec/ivl.md section 9.3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LoopMode {
    /// Cut at their invariants ([`loops::cut`]).
    #[default]
    Cut,
    /// Unrolled this many times ([`unroll::unroll`]): bounded checking.
    Unwind(usize),
    /// k-induction of this depth ([`k_induction::k_induction`]).
    KInduction(usize),
}

impl LoopMode {
    /// Whether inference decides candidate invariants: not for bounded
    /// checking, which checks executions and assumes no invariant.
    pub fn uses_candidates(self) -> bool {
        !matches!(self, LoopMode::Unwind(_))
    }

    /// The `ivl verify` option that asks for this mode (none for cutting).
    pub fn option(self) -> String {
        match self {
            LoopMode::Cut => String::new(),
            LoopMode::Unwind(n) => format!("--loop-unwind={n}"),
            LoopMode::KInduction(k) => format!("--k-induction-depth={k}"),
        }
    }
}

/// The body of one implementation as a graph.
pub struct Cfg {
    pub name: String,
    pub blocks: IdVec<BlockId, BasicBlock>,
    pub entry: BlockId,
    /// Every mutable variable of the body, by key: the implementation's
    /// globals, formals and locals, and the temporaries of calls.
    pub vars: IndexMap<String, VarInfo>,
    pub frames: IdVec<FrameId, Frame>,
    pub sites: IdVec<SiteId, Site>,
}

pub struct BasicBlock {
    pub label: String,
    pub cmds: Vec<Cmd>,
    pub succs: Vec<BlockId>,
    /// What reaching this block means for a reader of a trace.
    pub origin: Origin,
}

#[derive(Clone, Copy, Debug)]
pub struct Origin {
    pub span: Span,
    pub kind: OriginKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OriginKind {
    Entry,
    Then,
    Else,
    LoopHead,
    LoopBody,
    LoopExit,
    /// Where k-induction's step case gives a loop's targets arbitrary
    /// values.
    Induction,
    Label,
    /// A `return`, the end of the body, or a path that leaves the body.
    Return,
    /// The exit, where postconditions are checked.
    Exit,
    /// Inside an inlined callee.
    Inlined,
    /// A block with nothing to say (after a join, after `goto`).
    Plain,
}

#[derive(Clone)]
pub enum Cmd {
    Assert {
        expr: Expr,
        frame: FrameId,
        site: SiteId,
    },
    Assume {
        expr: Expr,
        frame: FrameId,
    },
    /// A simultaneous assignment to variable keys.
    Assign {
        targets: Vec<(String, Expr)>,
        frame: FrameId,
    },
    Havoc(Vec<String>),
}

/// A mutable variable: its type and its `where` clause (read in `frame`).
pub struct VarInfo {
    pub ty: Ty,
    pub source_name: String,
    pub where_clause: Option<(Expr, FrameId)>,
    pub is_global: bool,
}

/// How source names read in one scope: a name found in `names` denotes that
/// variable key, any other name a global. `old` reads globals at entry, or
/// (in a callee's contract) the snapshots taken at the call.
#[derive(Default)]
pub struct Frame {
    pub names: HashMap<String, String>,
    pub old: Option<HashMap<String, String>>,
}

/// An assertion whose failure is reported.
#[derive(Clone, Debug)]
pub struct Site {
    pub kind: SiteKind,
    /// Where the failure is reported.
    pub span: Span,
    /// The expression as written, for the report.
    pub text: String,
    /// `{:msg "text"}`: reported instead of the kind's message.
    pub message: Option<String>,
    /// `{:show e1, e2}`: the values a counterexample shows (instead of
    /// those of the asserted expression).
    pub show: Option<Vec<Expr>>,
    /// `{:check KIND, ...}`: what the check is about, for checks a front
    /// end or the reduction adds (spec/ivl.md section 7).
    pub class: Option<CheckClass>,
}

/// What a check added by a front end or the two-thread reduction is about
/// (`{:check KIND, ...}`); a user's own assertion has none.
#[derive(Clone, Debug)]
pub enum CheckClass {
    /// Thread 2's `access` to `array` conflicts with thread 1's `conflict`
    /// (`read`, `write`, `atomic`; `access` when any); `thread1_lines` hold
    /// the source lines of thread 1's logged accesses (0: none logged).
    Race {
        array: String,
        access: String,
        conflict: String,
        thread1_lines: Vec<Expr>,
    },
    /// One thread of the pair reaches the barrier and the other does not.
    Divergence,
    BarrierInvariant,
    /// A procedure's `ensures` (a kernel's, or a device function's, also
    /// where an inlined call returns), a `requires` at a call: checks of the
    /// core language's kinds that the reduction turns into assertions.
    Postcondition,
    Precondition,
    /// An access through a null pointer, out of an array's bounds, or a
    /// write to constant memory (with the array's name).
    NullAccess,
    OutOfBounds {
        array: String,
    },
    ConstantWrite {
        array: String,
    },
    /// A work-group function reached by non-uniform control flow, or
    /// called with arguments that differ between work-items.
    Uniformity,
    /// `wait_group_events` that may not wait for a copy in flight.
    AsyncCopy,
    /// An `assert {:global}` of a kernel (spec/gpu.md section 7): it must
    /// hold for the threads that do not run it too.
    GlobalAssertion,
    /// A warp's barrier whose mask, computed at run time, may leave out
    /// threads of the warp.
    WarpMask,
}

impl CheckClass {
    /// The kind's name, as `{:check}` and the JSON report spell it.
    pub fn name(&self) -> &'static str {
        match self {
            CheckClass::Race { .. } => "race",
            CheckClass::Divergence => "divergence",
            CheckClass::BarrierInvariant => "barrier-invariant",
            CheckClass::Postcondition => "postcondition",
            CheckClass::Precondition => "precondition",
            CheckClass::NullAccess => "null-access",
            CheckClass::OutOfBounds { .. } => "out-of-bounds",
            CheckClass::ConstantWrite { .. } => "constant-write",
            CheckClass::Uniformity => "uniformity",
            CheckClass::AsyncCopy => "async-copy",
            CheckClass::GlobalAssertion => "global-assertion",
            CheckClass::WarpMask => "warp-mask",
        }
    }

    /// The array the check is about, if any.
    pub fn array(&self) -> Option<&str> {
        match self {
            CheckClass::Race { array, .. }
            | CheckClass::OutOfBounds { array }
            | CheckClass::ConstantWrite { array } => Some(array),
            _ => None,
        }
    }

    /// `{:check KIND, ARGS...}` read back: the kind's name, then for a race
    /// the array, the two accesses and thread 1's line expressions, for
    /// `out-of-bounds` and `constant-write` the array. `None` for another
    /// attribute, or one that does not fit.
    pub fn from_attribute(a: &crate::syntax::ast::Attribute) -> Option<CheckClass> {
        use crate::syntax::ast::AttrArg;
        if a.name.name != "check" {
            return None;
        }
        let text = |i: usize| match a.args.get(i) {
            Some(AttrArg::Str(s, _)) => Some(s.clone()),
            _ => None,
        };
        let class = match text(0)?.as_str() {
            "race" => CheckClass::Race {
                array: text(1)?,
                access: text(2)?,
                conflict: text(3)?,
                thread1_lines: a.args[4..]
                    .iter()
                    .map(|arg| match arg {
                        AttrArg::Expr(e) => Some(e.clone()),
                        AttrArg::Str(..) => None,
                    })
                    .collect::<Option<_>>()?,
            },
            "divergence" => CheckClass::Divergence,
            "barrier-invariant" => CheckClass::BarrierInvariant,
            "postcondition" => CheckClass::Postcondition,
            "precondition" => CheckClass::Precondition,
            "null-access" => CheckClass::NullAccess,
            "out-of-bounds" => CheckClass::OutOfBounds { array: text(1)? },
            "constant-write" => CheckClass::ConstantWrite { array: text(1)? },
            "uniformity" => CheckClass::Uniformity,
            "async-copy" => CheckClass::AsyncCopy,
            "global-assertion" => CheckClass::GlobalAssertion,
            "warp-mask" => CheckClass::WarpMask,
            _ => return None,
        };
        Some(class)
    }
}

#[derive(Clone, Debug)]
pub enum SiteKind {
    Assert,
    /// A callee's `requires` at a call.
    Precondition {
        requires: Span,
    },
    /// An `ensures`, checked at the exit.
    Postcondition {
        ensures: Span,
    },
    /// An `ensures` of an inlined callee, checked where the callee returns.
    InlinedPostcondition {
        ensures: Span,
    },
    /// A loop invariant (or an assertion at the head of a `goto` loop),
    /// before cutting.
    Invariant,
    InvariantEntry,
    InvariantMaintained,
}

impl Cfg {
    pub fn add_frame(&mut self, frame: Frame) -> FrameId {
        self.frames.push(frame)
    }

    pub fn add_site(&mut self, site: Site) -> SiteId {
        self.sites.push(site)
    }

    /// Ends every block at its first `assert false` or `assume false`: no
    /// execution goes on from there (so, as in Boogie, a `goto` after it is
    /// no back edge).
    pub fn cut_after_false(&mut self) {
        for block in &mut self.blocks {
            let stop = block.cmds.iter().position(|c| match c {
                Cmd::Assert { expr, .. } | Cmd::Assume { expr, .. } => {
                    matches!(expr.kind, crate::syntax::ast::ExprKind::Bool(false))
                }
                _ => false,
            });
            if let Some(i) = stop {
                block.cmds.truncate(i + 1);
                block.succs.clear();
            }
        }
    }

    /// Puts an empty block on every edge from a block with several
    /// successors to one with several predecessors, so that passification
    /// has a place for the copies that join one path's incarnations, seen by
    /// that path only.
    pub fn split_critical_edges(&mut self) {
        let mut preds: IdVec<BlockId, usize> = IdVec::filled(self.blocks.len(), 0);
        for b in &self.blocks {
            for &s in &b.succs {
                preds[s] += 1;
            }
        }
        for b in self.blocks.ids() {
            if self.blocks[b].succs.len() < 2 {
                continue;
            }
            for i in 0..self.blocks[b].succs.len() {
                let s = self.blocks[b].succs[i];
                if preds[s] < 2 {
                    continue;
                }
                let origin = Origin {
                    span: self.blocks[s].origin.span,
                    kind: OriginKind::Plain,
                };
                let id = self.blocks.push(BasicBlock {
                    label: format!("{}%to%{}", self.blocks[b].label, self.blocks[s].label),
                    cmds: Vec::new(),
                    succs: vec![s],
                    origin,
                });
                self.blocks[b].succs[i] = id;
            }
        }
    }

    /// The blocks reachable from the entry, in depth-first postorder.
    pub fn postorder(&self) -> Vec<BlockId> {
        let mut visited = IdVec::filled(self.blocks.len(), false);
        let mut post = Vec::new();
        let mut stack = vec![(self.entry, 0usize)];
        visited[self.entry] = true;
        while let Some((b, next)) = stack.last_mut() {
            let block = *b;
            if let Some(&s) = self.blocks[block].succs.get(*next) {
                *next += 1;
                if !visited[s] {
                    visited[s] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(block);
                stack.pop();
            }
        }
        post
    }

    /// Assumes the `where` clause of each variable in `vars`.
    pub fn where_assumptions(&self, vars: &[String]) -> Vec<Cmd> {
        vars.iter()
            .filter_map(|v| self.vars.get(v)?.where_clause.as_ref())
            .map(|(expr, frame)| Cmd::Assume {
                expr: expr.clone(),
                frame: *frame,
            })
            .collect()
    }
}
