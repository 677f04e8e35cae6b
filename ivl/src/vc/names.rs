//! SMT-LIB names for the program's symbols, and sorts for its types.

use std::collections::HashMap;

use crate::sema::env::Globals;
use crate::sema::types::Ty;
use crate::syntax::ast::{AttrArg, DeclKind, FunctionDecl, Program};

/// How an IVL function appears in SMT-LIB.
#[derive(Clone, Debug)]
pub enum FunctionSymbol {
    /// A declared or defined function (a quoted symbol).
    User(String),
    /// `{:bvbuiltin "op"}` / `{:builtin "op"}`: the operator, ready to be
    /// the head of an application (`bvadd`, `(_ zero_extend 16)`).
    Builtin(String),
}

/// SMT-LIB has no zero-width bit-vectors: `bv0` is a datatype with one
/// value.
pub const ZERO_WIDTH_SORT: &str = "|bv0%|";
pub const ZERO_WIDTH_VALUE: &str = "|bv0%zero|";
pub const ZERO_WIDTH_DECLARATION: &str = "(declare-datatypes ((|bv0%| 0)) (((|bv0%zero|))))\n";

pub struct Names {
    pub functions: HashMap<String, (FunctionSymbol, Ty)>,
    /// Global constants: symbol and type.
    pub constants: HashMap<String, (String, Ty)>,
    pub sorts: HashMap<String, String>,
}

/// Symbols of SMT-LIB's theories that a user name must not become.
const RESERVED: &[&str] = &[
    "true", "false", "not", "and", "or", "xor", "=>", "=", "distinct", "ite", "select", "store",
    "div", "mod", "abs", "to_real", "to_int", "is_int", "concat", "extract", "let", "forall",
    "exists", "lambda", "Int", "Real", "Bool", "Array", "BitVec", "par", "as", "_",
];

/// A bound variable's name as a quoted SMT-LIB symbol, renamed away from
/// theory symbols.
pub fn symbol(name: &str) -> String {
    if RESERVED.contains(&name) || name.starts_with("bv") {
        format!("|{name}%|")
    } else {
        format!("|{name}|")
    }
}

/// The symbol of a global name of kind `kind` (`c` constant, `f` function,
/// `T` type). The kind prefix keeps Boogie's separate namespaces apart and
/// keeps user names off the solvers' own symbols (z3 has `union`, `e`,
/// `pi`, ...); `:` cannot occur in an IVL name.
fn global_symbol(kind: &str, name: &str) -> String {
    format!("|{kind}:{name}|")
}

impl Names {
    pub fn new(program: &Program, globals: &Globals) -> Names {
        let mut sorts = HashMap::new();
        for (name, info) in &globals.types {
            if info.synonym_of.is_none() {
                sorts.insert(name.clone(), global_symbol("T", name));
            }
        }
        let mut constants = HashMap::new();
        for (name, v) in &globals.vars {
            if v.is_const {
                constants.insert(name.clone(), (global_symbol("c", name), v.ty.clone()));
            }
        }
        let mut functions = HashMap::new();
        for d in &program.decls {
            let DeclKind::Function(f) = &d.kind else {
                continue;
            };
            let Some(info) = globals.functions.get(&f.name.name) else {
                continue;
            };
            let sym = match builtin(f) {
                Some(op) => FunctionSymbol::Builtin(op),
                None => FunctionSymbol::User(global_symbol("f", &f.name.name)),
            };
            functions
                .entry(f.name.name.clone())
                .or_insert((sym, info.result.clone()));
        }
        Names {
            functions,
            constants,
            sorts,
        }
    }

    pub fn sort(&self, ty: &Ty) -> String {
        match ty {
            Ty::Bool | Ty::Error => "Bool".into(),
            Ty::Int => "Int".into(),
            Ty::Real => "Real".into(),
            Ty::Bv(0) => ZERO_WIDTH_SORT.into(),
            Ty::Bv(w) => format!("(_ BitVec {w})"),
            Ty::Map(m) => {
                let mut sort = self.sort(&m.result);
                for a in m.args.iter().rev() {
                    sort = format!("(Array {} {sort})", self.sort(a));
                }
                sort
            }
            Ty::Named(n) => self.sorts[n.as_ref()].clone(),
        }
    }
}

/// The operator of a `{:bvbuiltin}` or `{:builtin}` function.
fn builtin(f: &FunctionDecl) -> Option<String> {
    let op = f.attrs.iter().find_map(|a| {
        if a.name.name != "bvbuiltin" && a.name.name != "builtin" {
            return None;
        }
        match a.args.first() {
            Some(AttrArg::Str(s, _)) => Some(s.trim().to_string()),
            _ => None,
        }
    })?;
    // "zero_extend 16" is the indexed operator (_ zero_extend 16).
    Some(if op.contains(' ') && !op.starts_with('(') {
        format!("(_ {op})")
    } else {
        op
    })
}
