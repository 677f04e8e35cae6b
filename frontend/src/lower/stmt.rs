//! C statements as IVL statements.
//!
//! `break` out of a loop and a kernel's `return` are IVL's own. The other
//! jumps set a flag (`continue`, `break` out of a `switch`, `return` from a
//! device function), and the code after the jump is guarded by the flag
//! being false: [`Flags`] says which flags a statement may set.

use std::collections::BTreeSet;

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::build::source_attr;
use super::func::{Binding, Func, Jump};
use super::memory::is_local_memory;
use super::translator::{unsupported, Result};
use super::value::{ivl_type, zero, ObjId, Val};
use crate::clang::ast::{callee_name, strip, Node};
use crate::ctype::{describe, CType};

/// The jump flags a statement may set, of constructs around it.
pub type Flags = BTreeSet<String>;

fn any_set(flags: &Flags) -> Expr {
    flags
        .iter()
        .map(|f| var(f, NO_SPAN))
        .reduce(simplified_or)
        .unwrap_or(boolean(false))
}

const CONTRACTS: &[&str] = &[
    "__requires",
    "__global_requires",
    "__ensures",
    "__global_ensures",
];
const INVARIANTS: &[&str] = &[
    "__invariant",
    "__global_invariant",
    "__function_wide_invariant",
];

impl<'t, 'a> Func<'t, 'a> {
    pub fn translate_body(&mut self, body: &'a Node) -> Result<()> {
        // `__function_wide_invariant(e)` (at the top level, usually the
        // end): an invariant of every loop of the function.
        self.function_wide = body
            .inner
            .iter()
            .filter(|s| s.is("CallExpr") && callee_name(s) == Some("__function_wide_invariant"))
            .collect();
        let items: Vec<&'a Node> = body.inner.iter().collect();
        let flags = self.items(&items, true)?;
        debug_assert!(flags
            .iter()
            .all(|f| self.ret.as_ref().is_some_and(|r| &r.flag == f)));
        Ok(())
    }

    /// Statements in order; after one that may set a flag, the rest runs
    /// only while no flag is set.
    fn items(&mut self, items: &[&'a Node], top: bool) -> Result<Flags> {
        let mut flags = Flags::new();
        for (i, s) in items.iter().enumerate() {
            if let Some(name) = s.is("CallExpr").then(|| callee_name(s)).flatten() {
                if name == "__function_wide_invariant" && top {
                    continue;
                }
                if CONTRACTS.contains(&name) {
                    if !top {
                        return unsupported(
                            s.at.as_ref(),
                            format!("{name} other than at the start of a function body"),
                        );
                    }
                    self.contract(name, s)?;
                    continue;
                }
            }
            let set = self.statement(s)?;
            if !set.is_empty() && i + 1 < items.len() {
                let (rest, more) = self.capture(|f| f.items(&items[i + 1..], top))?;
                self.emit(if_then(simplified_not(any_set(&set)), rest, Vec::new()));
                self.unmark();
                flags.extend(set);
                flags.extend(more);
                return Ok(flags);
            }
            flags.extend(set);
        }
        Ok(flags)
    }

    fn contract(&mut self, name: &str, call: &'a Node) -> Result<()> {
        let arg = call
            .inner
            .get(1)
            .ok_or(())
            .or_else(|_| unsupported(call.at.as_ref(), "a contract without its condition"))?;
        // A contract speaks of the parameters as the caller passed them,
        // not of the local copies the body may change.
        let entry: Vec<(String, Binding)> = self.entry_bindings.clone().into_iter().collect();
        let saved: Vec<(String, Option<Binding>)> = entry
            .into_iter()
            .map(|(id, b)| {
                let old = self.bindings.insert(id.clone(), b);
                (id, old)
            })
            .collect();
        let e = self.spec(arg);
        for (id, old) in saved {
            match old {
                Some(b) => self.bindings.insert(id, b),
                None => self.bindings.remove(&id),
            };
        }
        let e = e?;
        let attrs = call.at.iter().map(source_attr).collect();
        let c = contract(e, attrs);
        if name.starts_with("__global_") && !self.kernel {
            // It must hold even for threads that do not make the call,
            // which a contract checked under the call's condition misses.
            return unsupported(call.at.as_ref(), format!("{name} on a device function"));
        }
        if name.contains("requires") {
            self.requires.push(c);
        } else {
            self.ensures.push(c);
        }
        Ok(())
    }

    pub fn statement(&mut self, s: &'a Node) -> Result<Flags> {
        match s.kind.as_str() {
            "CompoundStmt" => {
                let items: Vec<&'a Node> = s.inner.iter().collect();
                self.items(&items, false)
            }
            "NullStmt" | "" => Ok(Flags::new()),
            "AttributedStmt" => match s.inner.iter().find(|c| !c.kind.ends_with("Attr")) {
                Some(inner) => self.statement(inner),
                None => Ok(Flags::new()),
            },
            "DeclStmt" => {
                self.mark(s);
                for d in &s.inner {
                    self.declaration(d)?;
                }
                Ok(Flags::new())
            }
            "IfStmt" => self.if_statement(s),
            "ForStmt" => self.for_statement(s),
            "WhileStmt" => self.while_statement(s),
            "DoStmt" => self.do_statement(s),
            "SwitchStmt" => self.switch_statement(s),
            "BreakStmt" => {
                self.mark(s);
                match self.jumps.last() {
                    Some(Jump::Switch { brk }) => {
                        let brk = brk.clone();
                        self.emit(assign(&brk, boolean(true)));
                        Ok([brk].into())
                    }
                    Some(Jump::Loop { .. }) => {
                        self.emit(stmt(StmtKind::Break(None), NO_SPAN));
                        Ok(Flags::new())
                    }
                    None => unsupported(s.at.as_ref(), "break outside a loop"),
                }
            }
            "ContinueStmt" => {
                self.mark(s);
                let Some(Jump::Loop { cont }) = self
                    .jumps
                    .iter_mut()
                    .rev()
                    .find(|j| matches!(j, Jump::Loop { .. }))
                else {
                    return unsupported(s.at.as_ref(), "continue outside a loop");
                };
                let flag = match cont {
                    Some(flag) => flag.clone(),
                    None => {
                        let flag = String::new();
                        *cont = Some(flag);
                        let name = self.local("continued", bool_type());
                        if let Some(Jump::Loop { cont }) = self
                            .jumps
                            .iter_mut()
                            .rev()
                            .find(|j| matches!(j, Jump::Loop { .. }))
                        {
                            *cont = Some(name.clone());
                        }
                        name
                    }
                };
                self.emit(assign(&flag, boolean(true)));
                Ok([flag].into())
            }
            "ReturnStmt" => self.return_statement(s),
            "GotoStmt" | "LabelStmt" | "IndirectGotoStmt" => unsupported(s.at.as_ref(), "goto"),
            "GCCAsmStmt" | "MSAsmStmt" => unsupported(s.at.as_ref(), "inline assembly"),
            kind if kind.ends_with("Expr") || kind.ends_with("Operator") => {
                self.mark(s);
                self.effects(s)?;
                Ok(Flags::new())
            }
            other => unsupported(s.at.as_ref(), format!("the statement {other}")),
        }
    }

    fn declaration(&mut self, d: &'a Node) -> Result<()> {
        match d.kind.as_str() {
            "VarDecl" => self.variable(d),
            "TypedefDecl" | "TypeAliasDecl" | "RecordDecl" | "CXXRecordDecl" | "EnumDecl"
            | "StaticAssertDecl" | "UsingDecl" => Ok(()),
            other => unsupported(d.at.as_ref(), format!("the declaration {other}")),
        }
    }

    fn variable(&mut self, d: &'a Node) -> Result<()> {
        let ty = self.t.ctype(d);
        let init = d.inner.iter().find(|c| !c.kind.ends_with("Attr"));
        let shared = d.has_attr("CUDASharedAttr") || is_local_memory(&ty, d.type_str());
        let is_static = d.storage_class.as_deref() == Some("static");
        let at = d.at.as_ref();
        if shared || (is_static && d.is_constexpr != Some(true)) {
            if !shared {
                return unsupported(at, format!("static local variable `{}`", d.name()));
            }
            let (elem, _) = ty.array_shape();
            let elem = elem.clone();
            let obj = if super::memory::is_dynamic_shared(d) {
                self.dynamic_shared(d, &elem)?
            } else {
                let obj = self.object_for(&d.id, |f| {
                    f.new_object(d.name(), elem, MemorySpace::Shared, false, false, at)
                })?;
                self.set_length(obj, &ty);
                obj
            };
            // A scalar or a record is its one-element array's element 0;
            // an array name stands for the array (decaying to a pointer).
            let binding = if matches!(ty, CType::Array(..)) {
                Binding::Object(obj)
            } else {
                Binding::Cell(obj)
            };
            self.bindings.insert(d.id.clone(), binding);
            let init = init.filter(|i| !(i.is("CXXConstructExpr") && i.inner.is_empty()));
            if init.is_some() {
                return unsupported(at, "an initialiser on shared memory");
            }
            return Ok(());
        }
        match &ty {
            CType::Array(..) => {
                let (elem, _) = ty.array_shape();
                let elem = elem.clone();
                let obj = self.object_for(&d.id, |f| {
                    f.new_object(d.name(), elem, MemorySpace::Plain, false, true, at)
                })?;
                self.set_length(obj, &ty);
                self.bindings.insert(d.id.clone(), Binding::Object(obj));
                if let Some(init) = init {
                    self.initialise_array(obj, &ty, init)?;
                }
                Ok(())
            }
            CType::Pointer(..) => {
                let name = self.local(d.name(), bv_type(32));
                let binding = self.pointer_variable(&d.id, name, None);
                self.bindings.insert(d.id.clone(), binding);
                if let Some(init) = init {
                    let v = self.value(init)?;
                    self.store_pointer(&d.id, v, at)?;
                }
                Ok(())
            }
            t if t.is_scalar() && self.address_taken.contains(&d.id) => {
                let value = match init {
                    Some(init) => {
                        let v = self.value(init)?;
                        Some(self.coerce(v, t, at)?)
                    }
                    None => None,
                };
                self.cell(d, t, value)
            }
            t if t.is_scalar() => {
                let name = self.local(d.name(), ivl_type(t).expect("scalar"));
                self.bindings.insert(
                    d.id.clone(),
                    Binding::Scalar {
                        name: name.clone(),
                        ty: t.clone(),
                    },
                );
                match init {
                    Some(init) => {
                        let v = self.value(init)?;
                        let e = self.coerce(v, t, at)?;
                        self.emit(assign(&name, e));
                    }
                    // An uninitialised variable holds whatever it holds,
                    // which may differ between threads (and iterations).
                    None if self.set_before_use.contains(&d.id) => {}
                    None => self.emit(stmt(StmtKind::Havoc(vec![ident(&name, NO_SPAN)]), NO_SPAN)),
                }
                Ok(())
            }
            CType::Record(record) => {
                let init = init.filter(|i| !(i.is("CXXConstructExpr") && i.inner.is_empty()));
                if self.address_taken.contains(&d.id) {
                    // Its address is taken: a one-element array of the
                    // thread's own, which pointers can reach.
                    let ty = ty.clone();
                    let obj = self.object_for(&d.id, |f| {
                        f.new_object(d.name(), ty, MemorySpace::Plain, false, true, at)
                    })?;
                    self.bindings.insert(d.id.clone(), Binding::Cell(obj));
                } else {
                    let binding = super::func::record_local(self, d.name(), record, at)?;
                    self.bindings.insert(d.id.clone(), binding);
                }
                let Some(init) = init else {
                    let Binding::Record { prefix, .. } = &binding_of(self, &d.id) else {
                        // In memory: its contents are whatever they are.
                        return Ok(());
                    };
                    let leaves = self.t.record_leaves(record, at)?;
                    let names = leaves
                        .iter()
                        .map(|(p, _)| ident(&format!("{prefix}.{p}"), NO_SPAN))
                        .collect();
                    self.emit(stmt(StmtKind::Havoc(names), NO_SPAN));
                    return Ok(());
                };
                let place = self.place_of_decl(d)?;
                if init.is("InitListExpr") {
                    let values = self.t.init_leaves(init, &ty)?;
                    let leaves = self.t.record_leaves(record, at)?;
                    if values.len() != leaves.len() {
                        return unsupported(
                            at,
                            "a struct initialiser whose values do not match its fields",
                        );
                    }
                    let mut fields = Vec::new();
                    for ((path, t), v) in leaves.into_iter().zip(values) {
                        let v = match v {
                            Some(v) => self.value(v)?,
                            None => zero(&t),
                        };
                        fields.push((path, v));
                    }
                    self.write(&place, Val::Record(fields), at)
                } else {
                    let v = self.value(init)?;
                    self.write(&place, v, at)
                }
            }
            other => unsupported(
                at,
                format!("local variable `{}` of type {}", d.name(), describe(other)),
            ),
        }
    }

    /// A local array's initialiser: every element, those the initialiser
    /// leaves out zero.
    fn initialise_array(&mut self, obj: usize, ty: &CType, init: &'a Node) -> Result<()> {
        let (elem, _) = ty.array_shape();
        let elem = elem.clone();
        if !elem.is_scalar() {
            return unsupported(
                init.at.as_ref(),
                format!("an initialiser on an array of {}", describe(&elem)),
            );
        }
        let leaves = self.t.init_leaves(init, ty)?;
        let name = self.t.objects[obj].name.clone();
        for (i, leaf) in leaves.into_iter().enumerate() {
            let v = match leaf {
                Some(leaf) => self.value(leaf)?,
                None => zero(&elem),
            };
            let e = self.coerce(v, &elem, leaf.and_then(|l| l.at.as_ref()))?;
            self.emit(store(&name, bv(i as u128, 32), e));
            self.writes.insert(name.clone());
        }
        Ok(())
    }

    fn if_statement(&mut self, s: &'a Node) -> Result<Flags> {
        self.mark(s);
        let (cond, then, els) = match s.inner.as_slice() {
            [c, t] => (c, t, None),
            [c, t, e] => (c, t, Some(e)),
            _ => {
                return unsupported(
                    s.at.as_ref(),
                    "an `if` with an initialiser or a condition variable",
                )
            }
        };
        let c = self.condition(cond)?;
        self.conditional_depth += 1;
        let branches = (|| {
            let (then_stmts, flags) = self.capture(|f| f.statement(then))?;
            self.unmark();
            let (else_stmts, more) = match els {
                Some(e) => self.capture(|f| f.statement(e))?,
                None => (Vec::new(), Flags::new()),
            };
            Ok((then_stmts, flags, else_stmts, more))
        })();
        self.conditional_depth -= 1;
        let (then_stmts, mut flags, else_stmts, more) = branches?;
        self.unmark();
        flags.extend(more);
        self.emit(if_then(c, then_stmts, else_stmts));
        Ok(flags)
    }

    /// A condition, as an IVL Boolean; its side effects go before.
    pub fn condition(&mut self, c: &'a Node) -> Result<Expr> {
        let v = self.value(c)?;
        Ok(v.truth())
    }

    /// Splits a loop condition `__invariant(a), __invariant(b), c` into
    /// its invariants and its test.
    fn loop_head(
        &mut self,
        cond: Option<&'a Node>,
        body: &'a Node,
    ) -> Result<(Vec<Invariant>, Option<&'a Node>, Vec<&'a Node>)> {
        let mut invariants = Vec::new();
        let mut test = cond;
        let mut annotations = Vec::new();
        while let Some(c) = test.map(strip) {
            if c.is("BinaryOperator") && c.opcode.as_deref() == Some(",") {
                collect_invariant_calls(&c.inner[0], &mut annotations);
                test = c.inner.get(1);
            } else {
                if c.is("CallExpr") && callee_name(c).is_some_and(|n| INVARIANTS.contains(&n)) {
                    annotations.push(c);
                    test = None;
                }
                break;
            }
        }
        // Invariants may also open the body.
        let mut rest = Vec::new();
        let items: Vec<&Node> = if body.is("CompoundStmt") {
            body.inner.iter().collect()
        } else {
            vec![body]
        };
        let mut leading = true;
        for item in items {
            let is_inv =
                item.is("CallExpr") && callee_name(item).is_some_and(|n| INVARIANTS.contains(&n));
            if leading && is_inv {
                annotations.push(item);
            } else {
                leading = false;
                rest.push(item);
            }
        }
        annotations.extend(self.function_wide.clone());
        for a in annotations {
            let name = callee_name(a).unwrap_or_default();
            if !INVARIANTS.contains(&name) {
                return unsupported(a.at.as_ref(), format!("{name} in a loop condition"));
            }
            let arg =
                a.inner.get(1).ok_or(()).or_else(|_| {
                    unsupported(a.at.as_ref(), "an invariant without its condition")
                })?;
            let e = self.spec(arg)?;
            invariants.push(Invariant {
                contract: contract(e, a.at.iter().map(source_attr).collect()),
                span: Default::default(),
            });
        }
        Ok((invariants, test, rest))
    }

    /// The body of a loop with its `continue` flag handled; returns the
    /// statements and the flags of outer constructs it may set.
    fn loop_body(&mut self, items: Vec<&'a Node>) -> Result<(Vec<Stmt>, Flags)> {
        let copies_before = self.pending_copies.len();
        let body = self.loop_body_inner(items)?;
        if self.pending_copies.len() > copies_before {
            // The next iteration's barriers would run while it is in flight.
            return unsupported(None, "an async_work_group_copy in a loop without its wait_group_events in the same iteration");
        }
        Ok(body)
    }

    fn loop_body_inner(&mut self, items: Vec<&'a Node>) -> Result<(Vec<Stmt>, Flags)> {
        self.jumps.push(Jump::Loop { cont: None });
        self.loop_depth += 1;
        let r = self.capture(|f| f.items(&items, false));
        self.loop_depth -= 1;
        let Some(Jump::Loop { cont }) = self.jumps.pop() else {
            unreachable!("loop frame")
        };
        let (mut stmts, mut flags) = r?;
        if let Some(cont) = cont {
            stmts.insert(0, assign(&cont, boolean(false)));
            flags.remove(&cont);
        }
        Ok((stmts, flags))
    }

    fn emit_loop(
        &mut self,
        invariants: Vec<Invariant>,
        test: Option<&'a Node>,
        body: Vec<Stmt>,
        step: Vec<Stmt>,
    ) -> Result<()> {
        let (test_stmts, test) = match test {
            Some(t) => self.capture(|f| f.condition(t))?,
            None => (Vec::new(), boolean(true)),
        };
        let mut stmts = Vec::new();
        let guard = if test_stmts.is_empty() {
            test
        } else {
            stmts.extend(test_stmts);
            stmts.push(if_then(
                simplified_not(test),
                vec![stmt(StmtKind::Break(None), NO_SPAN)],
                Vec::new(),
            ));
            boolean(true)
        };
        stmts.extend(body);
        stmts.extend(step);
        self.emit(stmt(
            StmtKind::While(WhileStmt {
                guard: Guard::Expr(guard),
                invariants,
                body: block(stmts),
            }),
            NO_SPAN,
        ));
        self.unmark();
        Ok(())
    }

    /// After a loop whose body may return from a device function: leave
    /// the enclosing loop too.
    fn after_loop(&mut self, flags: &Flags) {
        if self.loop_depth > 0 {
            if let Some(ret) = &self.ret {
                if flags.contains(&ret.flag) {
                    let flag = ret.flag.clone();
                    self.emit(if_then(
                        var(&flag, NO_SPAN),
                        vec![stmt(StmtKind::Break(None), NO_SPAN)],
                        Vec::new(),
                    ));
                }
            }
        }
    }

    fn for_statement(&mut self, s: &'a Node) -> Result<Flags> {
        self.mark(s);
        // Clang writes: init, condition variable, condition, increment, body.
        let [init, cond_var, cond, inc, body] = s.inner.as_slice() else {
            return unsupported(s.at.as_ref(), "this form of `for`");
        };
        if !cond_var.kind.is_empty() {
            return unsupported(cond_var.at.as_ref(), "a condition variable in a `for`");
        }
        if !init.kind.is_empty() {
            self.statement(init)?;
        }
        let cond = (!cond.kind.is_empty()).then_some(cond);
        let (invariants, test, items) = self.loop_head(cond, body)?;
        let (body, flags) = self.loop_body(items)?;
        self.loop_depth += 1;
        let step = if inc.kind.is_empty() {
            Vec::new()
        } else {
            self.capture(|f| {
                f.mark(inc);
                f.effects(inc)
            })?
            .0
        };
        let r = self.emit_loop(invariants, test, body, step);
        self.loop_depth -= 1;
        r?;
        self.after_loop(&flags);
        Ok(flags)
    }

    fn while_statement(&mut self, s: &'a Node) -> Result<Flags> {
        self.mark(s);
        let [cond, body] = s.inner.as_slice() else {
            return unsupported(s.at.as_ref(), "a condition variable in a `while`");
        };
        let (invariants, test, items) = self.loop_head(Some(cond), body)?;
        let (body, flags) = self.loop_body(items)?;
        self.loop_depth += 1;
        let r = self.emit_loop(invariants, test, body, Vec::new());
        self.loop_depth -= 1;
        r?;
        self.after_loop(&flags);
        Ok(flags)
    }

    fn do_statement(&mut self, s: &'a Node) -> Result<Flags> {
        self.mark(s);
        let [body, cond] = s.inner.as_slice() else {
            return unsupported(s.at.as_ref(), "this form of `do`");
        };
        let items: Vec<&Node> = if body.is("CompoundStmt") {
            body.inner.iter().collect()
        } else {
            vec![body]
        };
        let (mut stmts, flags) = self.loop_body(items)?;
        self.loop_depth += 1;
        let r = self.capture(|f| {
            f.mark(cond);
            f.condition(cond)
        });
        self.loop_depth -= 1;
        let (test_stmts, test) = r?;
        stmts.extend(test_stmts);
        stmts.push(if_then(
            simplified_not(test),
            vec![stmt(StmtKind::Break(None), NO_SPAN)],
            Vec::new(),
        ));
        self.emit(stmt(
            StmtKind::While(WhileStmt {
                guard: Guard::Expr(boolean(true)),
                invariants: Vec::new(),
                body: block(stmts),
            }),
            NO_SPAN,
        ));
        self.unmark();
        self.after_loop(&flags);
        Ok(flags)
    }

    fn switch_statement(&mut self, s: &'a Node) -> Result<Flags> {
        self.mark(s);
        let [cond, body] = s.inner.as_slice() else {
            return unsupported(
                s.at.as_ref(),
                "a `switch` with an initialiser or a condition variable",
            );
        };
        let cty = self.t.ctype(cond);
        let v = self.value(cond)?;
        let CType::Int { bits, signed } = cty else {
            return unsupported(cond.at.as_ref(), "a switch on a non-integer");
        };
        let sw = self.local("switch", bv_type(bits));
        let e = self.coerce(v, &cty, cond.at.as_ref())?;
        self.emit(assign(&sw, e));
        let matched = self.local("matched", bool_type());
        let brk = self.local("broke", bool_type());
        self.emit(assign(&matched, boolean(false)));
        self.emit(assign(&brk, boolean(false)));
        let mut items = Vec::new();
        let children: Vec<&Node> = if body.is("CompoundStmt") {
            body.inner.iter().collect()
        } else {
            vec![body]
        };
        for c in children {
            flatten_switch(c, &mut items);
        }
        let mut case_values = Vec::new();
        for item in &items {
            if let SwitchItem::Case(lo, hi) = item {
                let value = |label: &Node| self.case_value(label, bits);
                case_values.push(match hi {
                    None => eq(var(&sw, NO_SPAN), value(lo)?),
                    // GNU's `case lo ... hi:` matches lo <= sw <= hi.
                    Some(hi) => {
                        let le = format!("bv{bits}_{}le", if signed { "s" } else { "u" });
                        and(
                            apply(&le, vec![value(lo)?, var(&sw, NO_SPAN)]),
                            apply(&le, vec![var(&sw, NO_SPAN), value(hi)?]),
                        )
                    }
                });
            }
        }
        let any_case = case_values
            .iter()
            .cloned()
            .reduce(simplified_or)
            .unwrap_or(boolean(false));
        self.jumps.push(Jump::Switch { brk: brk.clone() });
        self.conditional_depth += 1;
        let mut flags = Flags::new();
        let mut k = 0;
        let r = (|| -> Result<()> {
            let mut i = 0;
            while i < items.len() {
                match &items[i] {
                    SwitchItem::Case(..) => {
                        let test = case_values[k].clone();
                        k += 1;
                        self.emit(assign(
                            &matched,
                            simplified_or(var(&matched, NO_SPAN), test),
                        ));
                        i += 1;
                    }
                    SwitchItem::Default => {
                        self.emit(assign(
                            &matched,
                            simplified_or(var(&matched, NO_SPAN), simplified_not(any_case.clone())),
                        ));
                        i += 1;
                    }
                    SwitchItem::Stmt(_) => {
                        let start = i;
                        while i < items.len() && matches!(items[i], SwitchItem::Stmt(_)) {
                            i += 1;
                        }
                        let group: Vec<&'a Node> = items[start..i]
                            .iter()
                            .map(|it| match it {
                                SwitchItem::Stmt(s) => *s,
                                _ => unreachable!(),
                            })
                            .collect();
                        let mut set_so_far = flags.clone();
                        set_so_far.insert(brk.clone());
                        let guard =
                            and(var(&matched, NO_SPAN), simplified_not(any_set(&set_so_far)));
                        let (stmts, set) = self.capture(|f| f.items(&group, false))?;
                        self.unmark();
                        self.emit(if_then(guard, stmts, Vec::new()));
                        flags.extend(set);
                    }
                }
            }
            Ok(())
        })();
        self.jumps.pop();
        self.conditional_depth -= 1;
        r?;
        flags.remove(&brk);
        Ok(flags)
    }

    /// A case label's value, converted to the switch's type by Clang.
    fn case_value(&self, label: &Node, bits: u32) -> Result<Expr> {
        match super::constant::fold(label, &self.t.enum_values, &self.t.types) {
            Some(value) => Ok(bv(value as u128, bits)),
            None => unsupported(label.at.as_ref(), "a case label that is not a constant"),
        }
    }

    fn return_statement(&mut self, s: &'a Node) -> Result<Flags> {
        self.mark(s);
        self.no_copy_in_flight(s.at.as_ref())?;
        let value = s.inner.first();
        self.returned = true;
        if self.kernel {
            if let Some(v) = value {
                self.effects(v)?;
            }
            self.emit(stmt(StmtKind::Return, NO_SPAN));
            return Ok(Flags::new());
        }
        let (flag, result) = {
            let r = self
                .ret
                .as_ref()
                .expect("device functions have a return flag");
            (r.flag.clone(), r.result.clone())
        };
        match (value, result) {
            (Some(v), Some((name, ty))) => {
                let val = self.value(v)?;
                if let CType::Pointer(..) = ty {
                    let Val::Ptr { obj, .. } = &val else {
                        return unsupported(
                            v.at.as_ref(),
                            "returning a pointer that may reach several arrays",
                        );
                    };
                    match self.returned_object {
                        Some(o) if o != *obj => {
                            return unsupported(
                                v.at.as_ref(),
                                "a function returning pointers into different arrays",
                            )
                        }
                        _ => self.returned_object = Some(*obj),
                    }
                }
                let e = self.coerce(val, &ty, v.at.as_ref())?;
                self.emit(assign(&name, e));
            }
            (Some(v), None) => self.effects(v)?,
            (None, _) => {}
        }
        self.emit(assign(&flag, boolean(true)));
        if self.loop_depth > 0 {
            self.emit(stmt(StmtKind::Break(None), NO_SPAN));
        }
        Ok([flag].into())
    }

    /// Gives pointer variable `id` the value `v`: its object is fixed by
    /// the first value it gets.
    pub fn store_pointer(
        &mut self,
        id: &str,
        v: Val,
        at: Option<&crate::clang::ast::Loc>,
    ) -> Result<()> {
        let (targets, base, offset) = match v {
            Val::Ptr { obj, offset } => (vec![obj], None, offset),
            Val::Multi { base, offset, objs } => (objs, Some(base), offset),
            _ => {
                return unsupported(
                    at,
                    "a pointer that does not point into a known array (an integer, or a cast)",
                )
            }
        };
        match self.bindings.get(id).cloned() {
            Some(Binding::Pointer { name, obj: known }) => {
                let mut all: Vec<ObjId> = known.into_iter().collect();
                for o in &targets {
                    if !all.contains(o) {
                        all.push(*o);
                    }
                }
                if all.len() > 1 {
                    return self.reaches_more(id, all, at);
                }
                self.bindings.insert(
                    id.to_string(),
                    Binding::Pointer {
                        name: name.clone(),
                        obj: all.first().copied(),
                    },
                );
                self.emit(assign(&name, offset));
                Ok(())
            }
            Some(Binding::MultiPointer {
                name,
                base: base_var,
                objs,
            }) => {
                if targets.iter().any(|o| !objs.contains(o)) {
                    let mut all = objs.clone();
                    all.extend(targets.iter().filter(|o| !objs.contains(o)));
                    return self.reaches_more(id, all, at);
                }
                // The value's base, renumbered to this variable's objects.
                let index_of = |o: &ObjId| objs.iter().position(|x| x == o).expect("known") as u128;
                let new_base = match base {
                    None => bv(index_of(&targets[0]), 32),
                    Some(b) => {
                        let mut e = bv(index_of(targets.last().expect("a target")), 32);
                        for (k, o) in targets.iter().enumerate().rev().skip(1) {
                            e = if_then_else(
                                eq(b.clone(), bv(k as u128, 32)),
                                bv(index_of(o), 32),
                                e,
                            );
                        }
                        e
                    }
                };
                self.emit(assign(&base_var, new_base));
                self.emit(assign(&name, offset));
                Ok(())
            }
            _ => unsupported(at, "assigning this pointer"),
        }
    }

    /// Pointer variable `id` reaches `all`: the function is translated
    /// again with a base variable for it.
    fn reaches_more(
        &mut self,
        id: &str,
        all: Vec<ObjId>,
        at: Option<&crate::clang::ast::Loc>,
    ) -> Result<()> {
        self.t.pointer_targets.insert(id.to_string(), all.clone());
        self.t.retry = true;
        let names: Vec<String> = all
            .iter()
            .map(|o| format!("`{}`", self.t.objects[*o].name))
            .collect();
        unsupported(
            at,
            format!(
                "a pointer that may point into different arrays ({})",
                names.join(", ")
            ),
        )
    }
}

fn binding_of(f: &Func, id: &str) -> Binding {
    f.bindings.get(id).cloned().expect("declared")
}

fn collect_invariant_calls<'a>(n: &'a Node, out: &mut Vec<&'a Node>) {
    let n = strip(n);
    if n.is("BinaryOperator") && n.opcode.as_deref() == Some(",") {
        for c in &n.inner {
            collect_invariant_calls(c, out);
        }
    } else {
        out.push(n);
    }
}

enum SwitchItem<'a> {
    /// A case label: its value, or the bounds of a GNU range `lo ... hi`.
    Case(&'a Node, Option<&'a Node>),
    Default,
    Stmt(&'a Node),
}

fn flatten_switch<'a>(n: &'a Node, out: &mut Vec<SwitchItem<'a>>) {
    match n.kind.as_str() {
        "CaseStmt" => {
            let range = n.is_gnu_range == Some(true);
            let hi = if range { n.inner.get(1) } else { None };
            out.push(SwitchItem::Case(&n.inner[0], hi));
            if let Some(sub) = n.inner.get(if range { 2 } else { 1 }) {
                flatten_switch(sub, out);
            }
        }
        "DefaultStmt" => {
            out.push(SwitchItem::Default);
            if let Some(sub) = n.inner.first() {
                flatten_switch(sub, out);
            }
        }
        _ => out.push(SwitchItem::Stmt(n)),
    }
}
