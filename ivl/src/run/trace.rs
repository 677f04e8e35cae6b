//! `--trace=FILE`: every access of shared and global memory, and the arm
//! of each `if` each thread takes, as JSON.

use serde_json::{json, Value as Json};

use super::memory::Kind;
use super::program::{Compiled, Place, Pos};
use super::report::{Findings, ThreadRef};
use super::value::{Key, MapDefault, Value};

/// What one run did.
#[derive(Default)]
pub struct Trace {
    pub accesses: Vec<Traced>,
    pub branches: Vec<Branched>,
}

/// A thread's decision at an `if`: `taken` for the then arm.
pub struct Branched {
    pub thread: ThreadRef,
    pub pos: Pos,
    pub taken: bool,
}

/// One access, as it happened.
pub struct Traced {
    pub thread: ThreadRef,
    pub place: Place,
    pub key: Key,
    pub kind: Kind,
    pub value: Value,
    pub pos: Pos,
    /// The group's barrier interval (barriers passed).
    pub interval: u32,
}

/// A value as JSON: Booleans and numbers that fit as themselves, larger
/// numbers and the rest as strings, maps as their explicit elements.
pub fn value_json(v: &Value) -> Json {
    match v {
        Value::Bool(b) => json!(b),
        Value::Int(i) => i64::try_from(*i).map_or_else(|_| json!(i.to_string()), |i| json!(i)),
        Value::Bv { bits, .. } => {
            u64::try_from(*bits).map_or_else(|_| json!(bits.to_string()), |b| json!(b))
        }
        Value::Real(_) | Value::Opaque { .. } => json!(v.to_string()),
        Value::Map(m) => {
            let elements: serde_json::Map<String, Json> = m
                .entries
                .iter()
                .map(|(k, v)| (k.to_string(), value_json(v)))
                .collect();
            let default = match &m.default {
                MapDefault::Const(d) => value_json(d),
                MapDefault::Random(..) | MapDefault::Recorded(_) => json!("arbitrary"),
                MapDefault::Lambda(_) => json!("lambda"),
            };
            json!({"default": default, "elements": elements})
        }
    }
}

/// An element index: its one value, or the list of its values.
pub fn key_json(k: &Key) -> Json {
    match k {
        Key::One(v) => value_json(v),
        Key::Many(vs) => Json::Array(vs.iter().map(value_json).collect()),
    }
}

/// The trace of one kernel's runs: `[{run, accesses: [...], branches:
/// [...]}]`.
pub fn json(prog: &Compiled, findings: &Findings, runs: &[(u32, Trace)]) -> Json {
    let runs: Vec<Json> = runs
        .iter()
        .map(|(run, trace)| {
            let branches: Vec<Json> = trace
                .branches
                .iter()
                .map(|b| {
                    json!({
                        "thread": Findings::thread_json(b.thread),
                        "position": findings.position_json(b.pos),
                        "taken": b.taken,
                    })
                })
                .collect();
            let accesses: Vec<Json> = trace
                .accesses
                .iter()
                .map(|a| {
                    json!({
                        "thread": Findings::thread_json(a.thread),
                        "array": prog.place_name(a.place),
                        "element": key_json(&a.key),
                        "kind": a.kind.name(),
                        "value": value_json(&a.value),
                        "position": findings.position_json(a.pos),
                        "interval": a.interval,
                    })
                })
                .collect();
            json!({"run": run, "accesses": accesses, "branches": branches})
        })
        .collect();
    json!(runs)
}
