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
use super::translator::{unsupported, Result};
use super::value::{ObjId, Val};
use crate::clang::ast::{callee_name, Loc, Node};
use crate::ctype::CType;

/// The jump flags a statement may set, of constructs around it.
pub type Flags = BTreeSet<String>;

/// Whether any of `flags` is set.
pub fn any_set(flags: &Flags) -> Expr {
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

/// Invariants of every loop of the function (the second a candidate).
const FUNCTION_WIDE: &[&str] = &[
    "__function_wide_invariant",
    "__function_wide_candidate_invariant",
];

/// The name of a contract or function-wide invariant call.
fn body_annotation(s: &Node) -> Option<&str> {
    let name = s.is("CallExpr").then(|| callee_name(s)).flatten()?;
    (CONTRACTS.contains(&name) || FUNCTION_WIDE.contains(&name)).then_some(name)
}

/// The contract and function-wide invariant calls of a function body, where
/// GPUVerify takes them: at its top level, or at the start of a block
/// nested there, after nothing but declarations, empty statements and
/// other such calls (generated kernels open a block after their
/// declarations and `#define`s).
pub fn body_annotations(body: &Node) -> Vec<&Node> {
    let mut found = Vec::new();
    for s in &body.inner {
        if body_annotation(s).is_some() {
            found.push(s);
        } else if s.is("CompoundStmt") {
            leading_annotations(s, &mut found);
        }
    }
    found
}

/// Adds the annotations at the start of `block` to `found`; false when
/// the block goes on with a statement that does something.
fn leading_annotations<'n>(block: &'n Node, found: &mut Vec<&'n Node>) -> bool {
    for s in &block.inner {
        match s.kind.as_str() {
            "DeclStmt" | "NullStmt" => {}
            "CompoundStmt" => {
                if !leading_annotations(s, found) {
                    return false;
                }
            }
            _ if body_annotation(s).is_some() => found.push(s),
            _ => return false,
        }
    }
    true
}

impl<'t, 'a> Func<'t, 'a> {
    pub fn translate_body(&mut self, body: &'a Node) -> Result<()> {
        self.annotations = body_annotations(body);
        // `__function_wide_invariant(e)`: an invariant of every loop of the
        // function.
        self.function_wide = self
            .annotations
            .iter()
            .copied()
            .filter(|s| callee_name(s).is_some_and(|n| FUNCTION_WIDE.contains(&n)))
            .collect();
        let items: Vec<&'a Node> = body.inner.iter().collect();
        let flags = self.items(&items)?;
        debug_assert!(flags
            .iter()
            .all(|f| self.ret.as_ref().is_some_and(|r| &r.flag == f)));
        Ok(())
    }

    /// Statements in order; after one that may set a flag, the rest runs
    /// only while no flag is set.
    pub fn items(&mut self, items: &[&'a Node]) -> Result<Flags> {
        self.open_labels(items)?;
        let mut flags = Flags::new();
        for (i, s) in items.iter().enumerate() {
            if let Some(name) = body_annotation(s) {
                if !self.annotations.iter().any(|a| std::ptr::eq(*a, *s)) {
                    return unsupported(
                        s.at.as_ref(),
                        format!("{name} other than at the start of a function body (at its top level, or first in a block there)"),
                    );
                }
                if !FUNCTION_WIDE.contains(&name) && self.t.config.annotations.reads(name) {
                    self.contract(name, s)?;
                }
                continue;
            }
            let set = self.statement(s)?;
            if !set.is_empty() && i + 1 < items.len() {
                // Skipped up to the label a `goto` of `set` jumps to, if
                // it is in this block; the label and what follows run
                // unless another flag is set.
                let target = (i + 1..items.len())
                    .find(|&j| self.label_flag(items[j]).is_some_and(|l| set.contains(&l)));
                let end = target.unwrap_or(items.len());
                let (rest, more) = self.capture(|f| f.items(&items[i + 1..end]))?;
                if !rest.is_empty() {
                    self.emit(if_then(simplified_not(any_set(&set)), rest, Vec::new()));
                }
                self.unmark();
                flags.extend(set);
                flags.extend(more);
                let Some(j) = target else {
                    return Ok(flags);
                };
                if let Some(label) = self.label_flag(items[j]) {
                    flags.remove(&label);
                }
                let (tail, after) = self.capture(|f| f.items(&items[j..]))?;
                if flags.is_empty() {
                    for s in tail {
                        self.emit(s);
                    }
                } else {
                    self.emit(if_then(simplified_not(any_set(&flags)), tail, Vec::new()));
                }
                self.unmark();
                flags.extend(after);
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
        let e = self.with_bindings(entry, |f| f.spec(arg));
        let e = e?;
        if let Some(local) = self.local_read(&e) {
            return unsupported(
                call.at.as_ref(),
                format!("{name} that reads `{local}`, a local variable (a contract speaks of the parameters, memory and the thread ids)"),
            );
        }
        let attrs = call.at.iter().map(source_attr).collect();
        let c = contract(e, attrs);
        if name.starts_with("__global_") && !self.kernel {
            // It must hold even for threads that do not make the call,
            // which a contract checked under the call's condition misses:
            // the kernel's calls state it (global_contract.rs).
            return Ok(());
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
                self.items(&items)
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
            "GotoStmt" => self.goto_statement(s),
            "LabelStmt" => self.label_statement(s),
            "IndirectGotoStmt" => unsupported(s.at.as_ref(), "a computed goto"),
            "GCCAsmStmt" | "MSAsmStmt" => unsupported(s.at.as_ref(), "inline assembly"),
            kind if kind.ends_with("Expr")
                || kind.ends_with("Operator")
                || kind == "ExprWithCleanups" =>
            {
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
            | "StaticAssertDecl" | "UsingDecl" | "UsingDirectiveDecl" | "NamespaceAliasDecl" => {
                Ok(())
            }
            other => unsupported(d.at.as_ref(), format!("the declaration {other}")),
        }
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

    /// Sets the base result of a function returning pointer `val`: which
    /// of the arrays its returns name it reaches.
    fn return_base(&mut self, val: &Val, at: Option<&Loc>) -> Result<()> {
        let base = self
            .result_base
            .clone()
            .expect("a pointer result has a base");
        let index = |f: &mut Self, obj: ObjId| -> Result<u128> {
            if let Some(k) = f.returned_objects.iter().position(|o| *o == obj) {
                return Ok(k as u128);
            }
            if f.returned_fixed {
                return unsupported(at, "a function returning pointers into different arrays, with __return_val_ptr in its contract");
            }
            f.returned_objects.push(obj);
            Ok(f.returned_objects.len() as u128 - 1)
        };
        let chosen = match val {
            Val::Ptr { obj, .. } => bv(index(self, *obj)?, 32),
            Val::Multi {
                base: which, objs, ..
            } => {
                let mut chosen = bv(index(self, *objs.last().expect("arrays"))?, 32);
                for (k, o) in objs.iter().enumerate().rev().skip(1) {
                    let here = eq(which.clone(), bv(k as u128, 32));
                    chosen = if_then_else(here, bv(index(self, *o)?, 32), chosen);
                }
                chosen
            }
            _ => {
                return unsupported(
                    at,
                    "returning a pointer that does not point into a known array",
                )
            }
        };
        self.emit(assign(&base, chosen));
        Ok(())
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
                // The address variant returns where the reference refers.
                let val = if self.returns_address {
                    let place = self.place(v)?;
                    self.address_of(place, v.at.as_ref())?
                } else {
                    self.value(v)?
                };
                if let CType::Pointer(..) = ty {
                    // Its offset, and which array it reaches.
                    self.return_base(&val, v.at.as_ref())?;
                    let (Val::Ptr { offset, .. } | Val::Multi { offset, .. }) = val else {
                        unreachable!("a pointer, as its base says")
                    };
                    self.emit(assign(&name, offset));
                } else if let CType::Record(_) = ty {
                    let Val::Record(fields) = val else {
                        return unsupported(v.at.as_ref(), "this struct value returned");
                    };
                    let CType::Record(r) = &ty else {
                        unreachable!("a struct")
                    };
                    for (path, leaf_ty) in self.t.record_leaves(r, v.at.as_ref())? {
                        let Some((_, field)) = fields.iter().find(|(p, _)| *p == path) else {
                            return unsupported(v.at.as_ref(), "this struct value returned");
                        };
                        let e = self.coerce(field.clone(), &leaf_ty, v.at.as_ref())?;
                        self.emit(assign(&format!("{name}.{path}"), e));
                    }
                } else {
                    let e = self.coerce(val, &ty, v.at.as_ref())?;
                    self.emit(assign(&name, e));
                }
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
}
