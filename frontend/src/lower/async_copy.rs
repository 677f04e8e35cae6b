//! OpenCL's asynchronous copies, `async_work_group_copy` and
//! `wait_group_events`: group-wide steps, checked to be uniform.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::translator::{unsupported, Result};
use super::value::{convert_int, Val};
use crate::clang::ast::{Loc, Node};
use crate::ctype::CType;

impl<'t, 'a> Func<'t, 'a> {
    /// Async copies and waits; `None` for other names.
    pub fn async_copy_builtin(
        &mut self,
        name: &str,
        n: &'a Node,
        ty: &CType,
    ) -> Result<Option<Val>> {
        Ok(Some(match name {
            "async_work_group_copy" => self.async_copy(n, ty)?,
            "wait_group_events" => {
                self.wait_group_events(n)?;
                Val::Void
            }
            _ => return Ok(None),
        }))
    }

    /// A group-wide step (an async copy, a wait): every work-item of the
    /// group reaches it, or none (checked as barrier divergence is).
    /// Its arguments `values` must be the same in every work-item too.
    fn group_uniform(&mut self, what: &str, values: &[Expr], at: Option<&Loc>) {
        let in_group =
            |e: Expr| binary(BinaryOp::Implies, var("__same_group", NO_SPAN), e, NO_SPAN);
        let enabled = eq(
            var("__enabled", NO_SPAN),
            apply("__other", vec![var("__enabled", NO_SPAN)]),
        );
        self.check(
            &["uniformity"],
            format!("{what} may be reached by non-uniform control flow"),
            in_group(enabled),
            at,
        );
        let same = values
            .iter()
            .map(|v| eq(v.clone(), apply("__other", vec![v.clone()])))
            .reduce(and);
        if let Some(same) = same {
            self.check(
                &["uniformity"],
                format!("{what} may be called with arguments that differ between work-items"),
                in_group(same),
                at,
            );
        }
    }

    /// `async_work_group_copy(dst, src, n, e)`: the group copies `n`
    /// elements, in an order and by work-items unknown. The destination's
    /// contents become arbitrary (other work-items copy the other
    /// elements); each work-item of the pair copies one arbitrary element
    /// `k`, when `k < n` (as an ordinary read and write, logged until the
    /// next barrier), which covers every conflict of the copy with other
    /// accesses; two copies of one element write the same value, a benign
    /// race. The event is the one joined, else a new one.
    fn async_copy(&mut self, n: &'a Node, ty: &CType) -> Result<Val> {
        let at = n.at.as_ref();
        let dst = self.arg_value(n, 0)?;
        let src = self.arg_value(n, 1)?;
        let count = self.arg_value(n, 2)?;
        let joined = self.arg_value(n, 3)?;
        // Where each pointer points: its base (when it may reach several
        // arrays) and offset, the same in every work-item.
        let mut uniform = Vec::new();
        for v in [&dst, &src] {
            match v {
                Val::Ptr { offset, .. } => uniform.push(offset.clone()),
                Val::Multi { base, offset, .. } => {
                    uniform.push(base.clone());
                    uniform.push(offset.clone());
                }
                _ => {
                    return unsupported(
                        at,
                        "async_work_group_copy of something that is not a pointer into an array",
                    )
                }
            }
        }
        // `n` is a `size_t`, the width of the offsets it bounds.
        let ptr = self.t.ptr();
        let count = convert_int(count, ptr.bits(), false);
        let joined = convert_int(joined, 32, false);
        uniform.extend([count.clone(), joined.clone()]);
        self.group_uniform("async_work_group_copy", &uniform, at);
        let k = self.local("copied", ptr.ty());
        self.emit(stmt(StmtKind::Havoc(vec![ident(&k, NO_SPAN)]), NO_SPAN));
        let elem = self
            .t
            .ctype(&n.inner[1])
            .pointee()
            .cloned()
            .unwrap_or(CType::Void);
        // The other work-items copy the other elements: the destination's
        // contents are arbitrary (they are no accesses of the pair).
        let targets = match &dst {
            Val::Ptr { obj, .. } => vec![*obj],
            Val::Multi { objs, .. } => objs.clone(),
            _ => Vec::new(),
        };
        for obj in targets {
            let o = &self.t.objects[obj];
            if o.null {
                continue;
            }
            let maps: Vec<String> = if o.leaves.is_empty() {
                vec![o.name.clone()]
            } else {
                o.leaves
                    .iter()
                    .map(|(_, leaf)| self.t.objects[*leaf].name.clone())
                    .collect()
            };
            for map in maps {
                self.writes.insert(map.clone());
                self.emit(stmt(StmtKind::Havoc(vec![ident(&map, NO_SPAN)]), NO_SPAN));
            }
        }
        // A copy of no element copies nothing (an assumption `k < n` would
        // be false, and silence everything after it).
        let copying = apply(&ptr.op("ult"), vec![var(&k, NO_SPAN), count]);
        let (copy, ()) = self.capture(|f| {
            let from = f.pointed(src, var(&k, NO_SPAN), &elem, at)?;
            let value = f.read(&from, at)?;
            let to = f.pointed(dst, var(&k, NO_SPAN), &elem, at)?;
            f.write(&to, value, at)
        })?;
        self.emit(if_then(copying, copy, Vec::new()));
        // The event: the one passed in (the copy joins it), else a new one,
        // the same in every work-item (a number for the call).
        self.t.copy_calls += 1;
        let fresh = bv(u128::from(self.t.copy_calls), 32);
        let event = self.local("event", bv_type(32));
        self.emit(assign(
            &event,
            if_then_else(eq(joined.clone(), bv(0, 32)), fresh, joined),
        ));
        self.pending_copies.push((event.clone(), at.cloned()));
        Ok(Val::int(var(&event, NO_SPAN), ty))
    }

    /// `wait_group_events(n, events)`, `n` a constant: the copies'
    /// accesses stay logged until the next barrier; waiting is a
    /// group-wide step like a barrier, on events the same in every
    /// work-item.
    fn wait_group_events(&mut self, n: &'a Node) -> Result<()> {
        let at = n.at.as_ref();
        let count = self.arg_value(n, 0)?;
        let count = convert_int(count, 32, false);
        let waited = match &count.kind {
            ExprKind::Bv(v, _) => v.parse::<u64>().ok().filter(|&c| c <= 64),
            _ => None,
        };
        let Some(waited) = waited else {
            return unsupported(
                at,
                "wait_group_events for a number of events that is not a constant (at most 64)",
            );
        };
        let events = self.arg_value(n, 1)?;
        let elem = CType::int(32, false);
        let mut listed = Vec::new();
        for j in 0..waited {
            let index = self.t.ptr().lit(u128::from(j));
            let place = self.pointed(events.clone(), index, &elem, at)?;
            let event = self.read(&place, at)?;
            listed.push(convert_int(event, 32, false));
        }
        let mut uniform = listed.clone();
        uniform.push(count);
        self.group_uniform("wait_group_events", &uniform, at);
        // Every copy in flight must be among those waited for, or
        // it would go on past the next barrier.
        for (event, copy) in std::mem::take(&mut self.pending_copies) {
            let line = copy.as_ref().map_or(0, |l| l.line);
            let waited_for = listed
                .iter()
                .map(|e| eq(var(&event, NO_SPAN), e.clone()))
                .reduce(simplified_or)
                .unwrap_or_else(|| boolean(false));
            self.check(
                &["async-copy"],
                format!("wait_group_events may not wait for the async_work_group_copy at line {line}, which is still in flight"),
                waited_for,
                at,
            );
        }
        Ok(())
    }
}
