//! Reading a counterexample's launch, thread ids and inputs out of the
//! solver's model of the reduced program (spec/gpu.md section 9).

use std::collections::{HashMap, HashSet};

use serde_json::{json, Map, Value as Json};

use crate::run::functions::{element_id, key_text, literal};
use crate::run::value::Key;
use crate::smt::sexp::Sexp;
use crate::verify::Model;

pub const DIMS: [&str; 3] = ["x", "y", "z"];

/// A thread of the pair: local and group ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ids {
    pub local: [u32; 3],
    pub group: [u32; 3],
}

/// The model's values of 32-bit constants, in order.
pub fn words(model: &mut dyn Model, names: &[String]) -> Result<Vec<u32>, String> {
    let terms: Vec<String> = names.iter().map(|n| format!("|c:{n}|")).collect();
    model
        .values(&terms)?
        .iter()
        .zip(names)
        .map(|(v, n)| {
            number(v)
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| format!("the model gives {n} no 32-bit value ({v})"))
        })
        .collect()
}

/// `[group_size, num_groups]`, each x, y, z.
pub fn launch(model: &mut dyn Model) -> Result<[[u32; 3]; 2], String> {
    let names: Vec<String> = ["group_size", "num_groups"]
        .iter()
        .flat_map(|k| DIMS.iter().map(move |d| format!("{k}.{d}")))
        .collect();
    let v = words(model, &names)?;
    Ok([[v[0], v[1], v[2]], [v[3], v[4], v[5]]])
}

/// The ids of thread 1 and thread 2.
pub fn pair(model: &mut dyn Model) -> Result<[Ids; 2], String> {
    let mut names = Vec::new();
    for t in ["$1", "$2"] {
        for k in ["local_id", "group_id"] {
            for d in DIMS {
                names.push(format!("{k}.{d}{t}"));
            }
        }
    }
    let v = words(model, &names)?;
    let ids = |o: usize| Ids {
        local: [v[o], v[o + 1], v[o + 2]],
        group: [v[o + 3], v[o + 4], v[o + 5]],
    };
    Ok([ids(0), ids(6)])
}

/// An SMT-LIB condition bounding the launch: each size at most its bound.
pub fn launch_within(bounds: &[[u32; 3]; 2]) -> String {
    let mut parts = Vec::new();
    for (k, kind) in ["group_size", "num_groups"].iter().enumerate() {
        for (d, dim) in DIMS.iter().enumerate() {
            parts.push(format!(
                "(bvule |c:{kind}.{dim}| (_ bv{} 32))",
                bounds[k][d]
            ));
        }
    }
    format!("(and {})", parts.join(" "))
}

/// A model value as an inputs-file value (spec/gpu.md section 8): numbers
/// as decimal strings, Booleans as themselves, elements of uninterpreted
/// types as `#N` ([`element_id`]); `None` for what an inputs file cannot
/// give (reals, maps).
pub fn input_value(v: &Sexp) -> Option<Json> {
    match v.atom() {
        Some("true") => return Some(json!(true)),
        Some("false") => return Some(json!(false)),
        Some(a) => {
            if let Some(id) = element_id(a) {
                return Some(json!(format!("#{id}")));
            }
        }
        _ => {}
    }
    number(v).map(|n| json!(n.to_string()))
}

/// A bit-vector or integer value of the model.
fn number(v: &Sexp) -> Option<i128> {
    let text = crate::verify::show_value(v);
    let digits = text.split("bv").next()?;
    digits.parse::<i128>().ok()
}

/// An element index as an SMT-LIB term.
pub fn key_terms(key: &Key) -> Option<Vec<String>> {
    key.values().iter().map(literal).collect()
}

/// At most this many elements of one array are asked of the model per
/// round of a replay: a replay that reads more (a long loop over an input
/// array) takes the rest as `ivl run` draws them, and asking for millions
/// of values would take longer than the replay is worth.
const ELEMENTS_ASKED: usize = 4096;

/// The entry contents of the arrays, element by element, as read so far.
#[derive(Default)]
pub struct Memory {
    pub arrays: Map<String, Json>,
    /// For each element of an uninterpreted type read (of memory, and of
    /// the arguments), a term denoting it.
    pub terms: HashMap<u64, String>,
}

impl Memory {
    /// Notes `term` as denoting the model's value `v` when that is an
    /// element of an uninterpreted type.
    pub fn element(&mut self, v: &Sexp, term: String) {
        note_element(&mut self.terms, v, term);
    }

    /// Asks the model for `keys` of `array` (`shared`: thread 1's group's
    /// copy) and records them; how many were new.
    pub fn read(
        &mut self,
        model: &mut dyn Model,
        array: &str,
        shared: bool,
        keys: &[Key],
    ) -> Result<usize, String> {
        let elements = self
            .arrays
            .entry(array.to_string())
            .or_insert_with(|| json!({"elements": {}}));
        let known = elements["elements"]
            .as_object()
            .cloned()
            .unwrap_or_default();
        let mut wanted = Vec::new();
        let mut asked = HashSet::new();
        let mut terms = Vec::new();
        for key in keys {
            if terms.len() == ELEMENTS_ASKED {
                break;
            }
            let text = key_text(key);
            if known.contains_key(&text) || !asked.insert(text.clone()) {
                continue;
            }
            let Some(ix) = key_terms(key) else { continue };
            let mut term = format!("|{array}@0|");
            if shared {
                term = format!("(select {term} true)");
            }
            for i in ix {
                term = format!("(select {term} {i})");
            }
            wanted.push(text);
            terms.push(term);
        }
        let values = model.values(&terms)?;
        let mut new = 0;
        for ((text, term), v) in wanted.into_iter().zip(terms).zip(&values) {
            note_element(&mut self.terms, v, term);
            if let Some(v) = input_value(v) {
                elements["elements"][text] = v;
                new += 1;
            }
        }
        Ok(new)
    }
}

fn note_element(terms: &mut HashMap<u64, String>, v: &Sexp, term: String) {
    if let Some(id) = v.atom().and_then(element_id) {
        terms.entry(id).or_insert(term);
    }
}
