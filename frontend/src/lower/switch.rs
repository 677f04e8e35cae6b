//! `switch` statements: flags for a case having matched and for `break`,
//! and each run of statements guarded by them.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::{Func, Jump};
use super::stmt::{any_set, Flags};
use super::translator::{unsupported, Result};
use crate::clang::ast::Node;
use crate::ctype::CType;

impl<'t, 'a> Func<'t, 'a> {
    pub fn switch_statement(&mut self, s: &'a Node) -> Result<Flags> {
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
                        let (stmts, set) = self.capture(|f| f.items(&group))?;
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
