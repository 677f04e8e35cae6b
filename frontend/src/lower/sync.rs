//! Barriers and fences: CUDA's `__syncthreads` and cooperative groups,
//! OpenCL's `barrier`, and the barrier invariants the next barrier
//! carries.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::func::{Func, Jump};
use super::translator::{unsupported, Result};
use super::value::{convert_int, Val};
use crate::clang::ast::{Loc, Node};
use crate::ctype::CType;

impl<'t, 'a> Func<'t, 'a> {
    /// Barriers, fences and barrier invariants; `None` for other names.
    pub fn synchronisation_builtin(
        &mut self,
        name: &str,
        n: &'a Node,
        ty: &CType,
    ) -> Result<Option<Val>> {
        let at = n.at.as_ref();
        Ok(Some(match name {
            "__syncthreads" => {
                self.barrier(Vec::new(), at)?;
                Val::Void
            }
            "__syncwarp" if self.is_header_function(n) => {
                self.warp_barrier(n)?;
                Val::Void
            }
            // The predicate is read before the barrier; the count, `and`
            // or `or` over the block is not modelled: an arbitrary value.
            "__syncthreads_count" | "__syncthreads_and" | "__syncthreads_or"
                if self.is_header_function(n) =>
            {
                self.arg_effects(n, 0)?;
                self.barrier(Vec::new(), at)?;
                self.arbitrary(name, ty, at)?
            }
            "this_thread_block" | "this_grid" if self.is_header_function(n) => {
                Val::Record(Vec::new())
            }
            // A tile of the block: its numbering is the block's (a tile of
            // a tile numbers its tiles within its parent).
            "tiled_partition" if self.is_header_function(n) => {
                let parent = self.t.ctype(&n.inner[1]);
                if !matches!(&parent, CType::Record(r) if r.ends_with("thread_block")) {
                    return unsupported(
                        at,
                        "a tile partitioned from something other than a thread block",
                    );
                }
                self.arg_effects_all(n)?;
                Val::Record(Vec::new())
            }
            // A tile's reduction of register values: arbitrary, as the warp
            // functions' values are. Its operator is one of cooperative
            // groups' own, made in place (`cg::plus<float>{}`), or a
            // function (object) of the program's that touches no memory:
            // its calls are left out.
            "reduce" if self.is_header_function(n) && self.t.ctype(&n.inner[1]).is_tile() => {
                let args = self.args(n);
                let op = args.get(2);
                let value = args.get(1).map(|v| self.t.ctype(v)).unwrap_or(CType::Void);
                let known = op.is_some_and(|op| {
                    super::cub::is_fresh_object(op) && is_group_operator(op)
                        || self.pure_callable(op, &value)
                });
                if !known {
                    return unsupported(
                        at,
                        "cg::reduce with an operator other than cooperative groups' own (cg::plus<T>{}, ...) or a function whose calls touch no memory",
                    );
                }
                self.arg_effects(n, 0)?;
                self.arg_effects(n, 1)?;
                self.arbitrary(name, ty, at)?
            }
            "synchronize" | "sync" if self.is_header_function(n) => {
                let group = self.t.ctype(&n.inner[1]);
                self.cooperative_sync(&group, at)?;
                Val::Void
            }
            "barrier" | "work_group_barrier" => {
                self.opencl_barrier(n)?;
                Val::Void
            }
            "__threadfence"
            | "__threadfence_block"
            | "__threadfence_system"
            | "mem_fence"
            | "read_mem_fence"
            | "write_mem_fence" => {
                // Fences order a thread's own accesses; they do not
                // synchronise threads, so races are unaffected.
                self.arg_effects_all(n)?;
                Val::Void
            }
            _ if name.starts_with("__barrier_invariant_") => {
                self.barrier_invariant(name, n)?;
                Val::Void
            }
            _ => return Ok(None),
        }))
    }

    /// OpenCL's `barrier(flags)`: the group's barrier, for the memory the
    /// flags fence. Flags that are not a constant fence local memory for
    /// the work-items whose own flags have `CLK_LOCAL_MEM_FENCE`, and
    /// global memory for none.
    fn opencl_barrier(&mut self, n: &'a Node) -> Result<()> {
        let at = n.at.as_ref();
        let Some(arg) = n.inner.get(1) else {
            return unsupported(at, "a barrier without flags");
        };
        let scope = match super::constant::fold(arg, &self.t.enum_values, &self.t.types) {
            Some(flags) => {
                let word = |w: &str| BarrierScope {
                    word: ident(w, NO_SPAN),
                    when: None,
                };
                match flags & 3 {
                    1 => vec![word("shared")],
                    2 => vec![word("global")],
                    3 => Vec::new(),
                    // No fence: no work-item's accesses are fenced.
                    _ => vec![BarrierScope {
                        word: ident("shared", NO_SPAN),
                        when: Some(boolean(false)),
                    }],
                }
            }
            None => {
                let flags = self.value(arg)?;
                let Val::Int(flags, ..) =
                    self.staged(Val::Int(convert_int(flags, 32, false), 32, false))
                else {
                    return unsupported(at, "barrier flags that are not a number");
                };
                let local = apply("bv32_and", vec![flags, bv(1, 32)]);
                vec![BarrierScope {
                    word: ident("shared", NO_SPAN),
                    when: Some(not(eq(local, bv(0, 32)))),
                }]
            }
        };
        self.barrier(scope, at)
    }

    /// `g.sync()` or `synchronize(g)` of a cooperative group: the block's
    /// barrier, or the grid's.
    pub fn cooperative_sync(&mut self, group: &CType, at: Option<&Loc>) -> Result<()> {
        let CType::Record(name) = group else {
            return unsupported(
                at,
                "synchronising something that is not a cooperative group",
            );
        };
        if name.ends_with("grid_group") {
            self.synchronise(Reach::Grid, Vec::new(), at)
        } else if name.ends_with("thread_block") {
            self.barrier(Vec::new(), at)
        } else if group.is_tile() && name.ends_with("<32>") {
            self.warp_synchronise(at)
        } else if group.is_tile() {
            unsupported(
                at,
                format!(
                    "synchronising {name}, a tile of part of a warp (a barrier of part of a warp)"
                ),
            )
        } else {
            unsupported(at, format!("synchronising the cooperative group {name}"))
        }
    }

    pub(super) fn barrier(&mut self, scope: Vec<BarrierScope>, at: Option<&Loc>) -> Result<()> {
        if !self.pending_copies.is_empty() {
            // The copy's accesses go on past the barrier (until the wait),
            // which the model of copies logged at the call does not cover.
            return unsupported(at, "a barrier while an async_work_group_copy is in flight (before its wait_group_events)");
        }
        self.synchronise(Reach::Group, scope, at)
    }

    /// `__syncwarp(mask)`: the warp's barrier, for the whole warp only. A
    /// mask computed at run time is checked to be the whole warp's.
    fn warp_barrier(&mut self, n: &'a Node) -> Result<()> {
        let at = n.at.as_ref();
        let mask = match self.args(n).first() {
            Some(mask) if !mask.is("CXXDefaultArgExpr") => mask,
            _ => return self.warp_synchronise(at),
        };
        match super::constant::fold(mask, &self.t.enum_values, &self.t.types) {
            Some(m) if m & 0xffff_ffff == 0xffff_ffff => {}
            Some(_) => {
                return unsupported(
                    at,
                    "`__syncwarp` with a mask other than 0xffffffff (a barrier of part of a warp)",
                )
            }
            None => {
                let v = self.value(mask)?;
                let word = CType::int(32, false);
                let m = self.coerce(v, &word, at)?;
                let full = eq(m, bv(0xffff_ffff, 32));
                let message = "`__syncwarp`'s mask may leave out threads of the warp (ivl models a barrier of the whole warp only)";
                self.check(&["warp-mask"], message.to_string(), full, at);
            }
        }
        self.warp_synchronise(at)
    }

    /// A warp's barrier, which carries no barrier invariants.
    fn warp_synchronise(&mut self, at: Option<&Loc>) -> Result<()> {
        if !self.pending_invariants.is_empty() {
            return unsupported(at, "barrier invariants on a warp's barrier");
        }
        self.synchronise(Reach::Warp, Vec::new(), at)
    }

    /// A barrier of the threads `reach` names (for the memory `scope`
    /// names), carrying the barrier invariants stated just before it.
    fn synchronise(
        &mut self,
        reach: Reach,
        scope: Vec<BarrierScope>,
        at: Option<&Loc>,
    ) -> Result<()> {
        if self.jumps.iter().any(|j| matches!(j, Jump::Switch { .. })) {
            return unsupported(at, "a barrier inside a switch");
        }
        let invariants = std::mem::take(&mut self.pending_invariants);
        self.emit(stmt(
            StmtKind::Barrier(BarrierStmt {
                reach,
                scope,
                invariants,
            }),
            NO_SPAN,
        ));
        Ok(())
    }

    fn barrier_invariant(&mut self, name: &str, n: &'a Node) -> Result<()> {
        if !self.t.config.annotations.reads(name) {
            return Ok(());
        }
        let at = n.at.as_ref();
        let binary = name.contains("binary");
        let args = self.args(n);
        let e = self.spec(&args[0])?;
        let mut values = Vec::new();
        for a in &args[1..] {
            let (stmts, v) = self.capture(|f| f.value(a))?;
            if !stmts.is_empty() {
                return unsupported(a.at.as_ref(), "an instantiation with side effects");
            }
            values.push(Instance::Expr(convert_int(v, 32, false)));
        }
        if values.is_empty() {
            return unsupported(
                at,
                format!("{name}: a barrier invariant without instantiations"),
            );
        }
        let instances = if binary {
            values
                .chunks(2)
                .map(|p| Instance::Tuple(p.to_vec(), Default::default()))
                .collect()
        } else {
            values
        };
        self.pending_invariants.push(BarrierInvariant {
            binary,
            attrs: at.iter().map(|l| source_attr(l)).collect(),
            expr: e,
            instances,
            span: Default::default(),
        });
        Ok(())
    }
}

/// One of the function objects of cooperative groups
/// (`cooperative_groups::plus<float>`), not a struct of the program's.
fn is_group_operator(op: &Node) -> bool {
    const OPERATORS: &[&str] = &[
        "plus<", "less<", "greater<", "bit_and<", "bit_or<", "bit_xor<",
    ];
    let Some(ty) = &op.ty else {
        return false;
    };
    ty.canonical()
        .trim_start_matches("const ")
        .strip_prefix("cooperative_groups::")
        .is_some_and(|t| OPERATORS.iter().any(|o| t.starts_with(o)))
}
