//! The values of uninterpreted functions in a run (spec/gpu.md section 8):
//! given in the inputs (`"functions"`), else asked of a solver's model
//! (of the program's axioms for `ivl run`, of a counterexample for a
//! replay), else a hash of the seed and the arguments. A function an axiom
//! mentions never gets a hash: its values must satisfy the axiom.

use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{json, Map, Value as Json};

use super::eval::Stop;
use super::inputs::value_of;
use super::program::Compiled;
use super::rng::FastMap;
use super::value::{Key, MapDefault, MapVal, Value};
use crate::sema::types::Ty;
use crate::smt::sexp::Sexp;

/// A solver holding a model: the values of SMT-LIB terms in it.
pub trait Values {
    fn values(&self, terms: &[String]) -> Result<Vec<Sexp>, String>;
    /// A term denoting the model's element of run id `id` (see
    /// [`element_id`]), where the caller read one from the model.
    fn term_of(&self, _id: u64) -> Option<String> {
        None
    }
}

/// The functions' values in one run.
pub struct Functions<'m> {
    /// Seeds the arbitrary values (the same for every attempt, so that the
    /// preconditions are checked against the values the run uses).
    pub seed: u64,
    /// Per function of [`Compiled::ufs`]: the table the inputs give.
    given: Vec<Option<Rc<MapVal>>>,
    model: Option<&'m dyn Values>,
    /// Per function: whether the model answers what the inputs leave out.
    modelled: Vec<bool>,
    /// The model's answers so far, per function.
    answers: RefCell<Vec<FastMap<Key, Value>>>,
    /// For each value of an uninterpreted type the model gave, a term
    /// denoting it (the application that gave it), so that it can be an
    /// argument when the model is asked again.
    terms: RefCell<FastMap<u64, String>>,
}

/// Where the ids of the model's elements of uninterpreted types start, far
/// from the small ids runs give unique constants.
const ELEMENT_IDS: u64 = 1_000_000;

/// The run's id of the model's element `element` (z3 names them
/// `float32!val!3`, or `|t:float32!val!3|`): the same element the same id,
/// in every part of a replay. Each sort numbers its elements from 0, so the
/// id holds a hash of the sort's name (32 bits, FNV-1a) above the number:
/// `float16!val!0` and `float32!val!0` are different elements.
pub fn element_id(element: &str) -> Option<u64> {
    let (sort, n) = element.trim_matches('|').rsplit_once("!val!")?;
    let sort = sort.trim_start_matches("T:").trim_start_matches("t:");
    let n = n.parse::<u64>().ok().filter(|&n| n < 1 << 24)?;
    let sort = sort.bytes().fold(0x811c_9dc5u32, |h, b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    });
    Some(ELEMENT_IDS + (u64::from(sort) << 24 | n))
}

impl<'m> Functions<'m> {
    /// `given`: per function, the inputs' table; `modelled`: whether
    /// `model` is asked for that function's other values.
    pub fn new(
        prog: &Compiled,
        given: Vec<Option<Rc<MapVal>>>,
        model: Option<&'m dyn Values>,
        modelled: Vec<bool>,
        seed: u64,
    ) -> Functions<'m> {
        debug_assert_eq!(given.len(), prog.ufs.len());
        Functions {
            seed,
            given,
            model,
            modelled,
            answers: RefCell::new(vec![FastMap::default(); prog.ufs.len()]),
            terms: RefCell::default(),
        }
    }

    /// `args` as SMT-LIB terms: literals, and the terms that gave the
    /// model's elements.
    fn application(&self, name: &str, args: &Key) -> Option<String> {
        let terms = self.terms.borrow();
        let args = args
            .values()
            .iter()
            .map(|v| match v {
                Value::Opaque { id, .. } => terms
                    .get(id)
                    .cloned()
                    .or_else(|| self.model.and_then(|m| m.term_of(*id))),
                v => literal(v),
            })
            .collect::<Option<Vec<_>>>()?;
        Some(if args.is_empty() {
            format!("|f:{name}|")
        } else {
            format!("(|f:{name}| {})", args.join(" "))
        })
    }

    /// The model's answer `v` to `term`, of type `ty`: a literal, or an
    /// element of an uninterpreted type.
    fn answer(&self, prog: &Compiled, ty: &Ty, v: &Sexp, term: &str) -> Option<Value> {
        if let Some(v) = model_value(ty, v) {
            return Some(v);
        }
        let (Ty::Named(name), Sexp::Atom(element)) = (ty, v) else {
            return None;
        };
        let id = element_id(element)?;
        self.terms
            .borrow_mut()
            .entry(id)
            .or_insert_with(|| term.to_string());
        Some(Value::Opaque {
            ty: prog.named_type(name),
            id,
        })
    }

    /// Whether `f`'s values come from here rather than from a hash.
    pub fn answers(&self, f: u32) -> bool {
        self.given[f as usize].is_some() || self.modelled[f as usize]
    }

    /// `f` at `args`; `None` where it is arbitrary (the caller hashes).
    pub fn apply(&self, prog: &Compiled, f: u32, args: &Key) -> Result<Option<Value>, Stop> {
        let i = f as usize;
        if let Some(table) = &self.given[i] {
            if let Some(v) = table.entries.get(args) {
                return Ok(Some(v.clone()));
            }
            if let MapDefault::Const(v) = &table.default {
                return Ok(Some(v.clone()));
            }
        }
        if let (Some(model), true) = (self.model, self.modelled[i]) {
            if let Some(v) = self.answers.borrow()[i].get(args) {
                return Ok(Some(v.clone()));
            }
            let uf = &prog.ufs[i];
            let term = self.application(&uf.name, args).ok_or_else(|| {
                Stop::Limit(format!(
                    "a model cannot be asked for {}({args}): only Boolean, integer and \
                     bit-vector arguments, and values the model gave",
                    uf.name
                ))
            })?;
            let answer = model
                .values(std::slice::from_ref(&term))
                .map_err(Stop::Limit)?;
            let v = answer
                .first()
                .and_then(|v| self.answer(prog, &uf.result, v, &term))
                .ok_or_else(|| {
                    Stop::Limit(format!(
                        "the model's value of {}({args}) is not a {} the run can use",
                        uf.name, uf.result
                    ))
                })?;
            self.answers.borrow_mut()[i].insert(args.clone(), v.clone());
            return Ok(Some(v));
        }
        if prog.ufs[i].axiom.is_some() {
            return Err(Stop::Limit(format!(
                "no value of {}({args}) is given, and an axiom constrains {}",
                prog.ufs[i].name, prog.ufs[i].name
            )));
        }
        Ok(None)
    }

    /// The values the model gave, as the inputs file's `"functions"`
    /// section (with the given tables), so that a run can repeat them.
    pub fn json(&self, prog: &Compiled) -> Json {
        let answers = self.answers.borrow();
        let mut out = Map::new();
        for (i, uf) in prog.ufs.iter().enumerate() {
            let mut elements = Map::new();
            let mut default = None;
            if let Some(table) = &self.given[i] {
                for (k, v) in &table.entries {
                    elements.insert(key_text(k), json!(v.to_string()));
                }
                if let MapDefault::Const(v) = &table.default {
                    default = Some(json!(v.to_string()));
                }
            }
            for (k, v) in &answers[i] {
                elements.insert(key_text(k), json!(v.to_string()));
            }
            if elements.is_empty() && default.is_none() {
                continue;
            }
            let mut table = json!({ "elements": elements });
            if let Some(d) = default {
                table["default"] = d;
            }
            out.insert(uf.name.clone(), table);
        }
        Json::Object(out)
    }
}

/// The tables the inputs' `"functions"` section gives, per function of
/// `prog` (a function the kernel never applies may be given; it is
/// ignored).
pub fn tables(
    prog: &Compiled,
    given: &[(String, Json)],
) -> Result<Vec<Option<Rc<MapVal>>>, String> {
    let mut tables = vec![None; prog.ufs.len()];
    for (name, json) in given {
        let Some(i) = prog.ufs.iter().position(|u| u.name == *name) else {
            continue;
        };
        let uf = &prog.ufs[i];
        let ty = Ty::map(uf.params.clone(), uf.result.clone());
        match value_of(prog, &ty, json).map_err(|e| format!("functions.{name}: {e}"))? {
            Value::Map(m) => tables[i] = Some(m),
            _ => unreachable!("a map type gives a map"),
        }
    }
    Ok(tables)
}

/// `5`, `1,2`: an inputs-file key.
pub fn key_text(key: &Key) -> String {
    key.values()
        .iter()
        .map(Value::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// `(|f:NAME| args...)`, the SMT-LIB term of an application.
/// A value as an SMT-LIB literal (Booleans, integers and bit-vectors).
pub fn literal(v: &Value) -> Option<String> {
    Some(match v {
        Value::Bool(b) => b.to_string(),
        Value::Int(i) if *i < 0 => format!("(- {})", i.unsigned_abs()),
        Value::Int(i) => i.to_string(),
        Value::Bv { width, bits } => format!("(_ bv{bits} {width})"),
        _ => return None,
    })
}

/// A model's value (`true`, `42`, `(- 3)`, `#x0000002a`, `#b101`,
/// `(_ bv42 32)`) as a value of `ty`.
pub fn model_value(ty: &Ty, v: &Sexp) -> Option<Value> {
    match (ty, v) {
        (Ty::Bool, Sexp::Atom(a)) => match a.as_str() {
            "true" => Some(Value::Bool(true)),
            "false" => Some(Value::Bool(false)),
            _ => None,
        },
        (Ty::Int, _) => integer(v).map(Value::Int),
        (Ty::Bv(w), Sexp::Atom(a)) => {
            let bits = if let Some(hex) = a.strip_prefix("#x") {
                u128::from_str_radix(hex, 16).ok()?
            } else {
                u128::from_str_radix(a.strip_prefix("#b")?, 2).ok()?
            };
            Some(Value::bv(*w, bits))
        }
        (Ty::Bv(w), Sexp::List(items)) => match items.as_slice() {
            [Sexp::Atom(u), Sexp::Atom(n), Sexp::Atom(_)] if u == "_" => {
                Some(Value::bv(*w, n.strip_prefix("bv")?.parse().ok()?))
            }
            _ => None,
        },
        _ => None,
    }
}

fn integer(v: &Sexp) -> Option<i128> {
    match v {
        Sexp::Atom(a) => a.parse().ok(),
        Sexp::List(items) => match items.as_slice() {
            [Sexp::Atom(minus), n] if minus == "-" => integer(n).map(|n| -n),
            _ => None,
        },
    }
}
