//! Whether an execution shows the verifier's failure; if it does not,
//! what the execution did instead.

use serde_json::{json, Value as Json};

use super::model::{self, Ids};
use super::{Confirmer, Executed};
use crate::cfg::{CheckClass, OriginKind, SiteKind};
use crate::run::report::{Defect, Findings, ThreadRef};
use crate::run::Verdict;
use crate::syntax::span::{SourceMap, Span};
use crate::verify::{Failure, Model};

/// `Ok`: the `confirmed by execution: ...` text; `Err`: the `not confirmed
/// by execution: ...` text.
pub fn verdict(
    c: &Confirmer,
    failure: &Failure,
    e: &Executed,
    model: &mut dyn Model,
) -> Result<String, String> {
    let findings = &e.report.findings;
    let sought = Sought::of(c, failure);
    let matching: Vec<&Defect> = findings
        .found
        .iter()
        .map(|f| &f.defect)
        .filter(|d| sought.shows(findings, d))
        .collect();
    let of_pair = matching.iter().find(|d| of_pair(d, e.pair));
    if let Some(d) = of_pair.or(matching.first()) {
        let (pos, message) = findings.describe(d);
        return Ok(format!(
            "confirmed by execution: {message} ({})",
            findings.place(pos)
        ));
    }
    let why = match &e.report.verdict {
        Verdict::Budget => format!(
            "the replay ran out of its step budget ({} statements)",
            super::max_steps(&e.sizes)
        ),
        Verdict::NoRun(why) => format!("every execution reached a false assumption ({why})"),
        Verdict::Clean | Verdict::Defects => {
            let traced = traced_run(c, e);
            let mut why = match other_arm(c, failure, e, &traced, model) {
                Some(why) => why,
                None => observed(c, failure, e, &traced, model)?,
            };
            if let Some(line) = loop_entered(c, failure) {
                why.push_str(&format!(
                    "; the counterexample enters the loop at line {line} in a state its \
                     invariants allow, which this execution does not reach (a stronger \
                     invariant excludes it)"
                ));
            }
            why
        }
    };
    Err(format!("not confirmed by execution: {why}"))
}

/// The trace of the pair's accesses and branches in the replay's run.
fn traced_run(c: &Confirmer, e: &Executed) -> Json {
    let options = c.options(
        &e.report.kernel,
        &e.sizes,
        &e.inputs,
        e.pair,
        super::max_steps(&e.sizes),
        None,
        true,
        None,
        None,
    );
    match crate::run::run(c.kernel, c.sources, &options) {
        Ok(mut reports) => reports.remove(0).trace.unwrap_or(Json::Null),
        Err(_) => Json::Null,
    }
}

/// One `if` the counterexample passes before it enters a loop: the
/// reduction's `$then.…`/`$else.…` predicates of a thread of the pair
/// (both threads for a uniform condition).
struct Arms<'f> {
    threads: &'static [usize],
    span: crate::syntax::span::Span,
    then: &'f str,
    other: &'f str,
}

/// The reduction's branch predicates in the failing path's assignments.
fn arms(failure: &Failure) -> Vec<Arms<'_>> {
    let mut out = Vec::new();
    let assigned = &failure.assigned;
    for (i, a) in assigned.iter().enumerate() {
        let Some(rest) = a.key.strip_prefix("$then.") else {
            continue;
        };
        let (threads, tag): (&'static [usize], &str) = match rest.split_once('.') {
            Some(("1", _)) => (&[0], "$else.1."),
            Some(("2", _)) => (&[1], "$else.2."),
            Some(_) => continue,
            None => (&[0, 1], "$else."),
        };
        let Some(other) = assigned.get(i + 1).filter(|b| {
            b.key
                .strip_prefix(tag)
                .is_some_and(|n| n.bytes().all(|d| d.is_ascii_digit()))
        }) else {
            continue;
        };
        out.push(Arms {
            threads,
            span: a.span,
            then: &a.symbol,
            other: &other.symbol,
        });
    }
    out
}

/// The first `if` (before any loop) where a thread of the pair takes
/// another arm in the execution than in the counterexample.
fn other_arm(
    c: &Confirmer,
    failure: &Failure,
    e: &Executed,
    traced: &Json,
    model: &mut dyn Model,
) -> Option<String> {
    let arms = arms(failure);
    let terms: Vec<String> = arms
        .iter()
        .flat_map(|a| [a.then.to_string(), a.other.to_string()])
        .collect();
    if terms.is_empty() {
        return None;
    }
    let values = model.values(&terms).ok()?;
    let branches: Vec<&Json> = traced
        .as_array()
        .and_then(|runs| runs.first())
        .and_then(|r| r["branches"].as_array())
        .map(|b| b.iter().collect())
        .unwrap_or_default();
    // How many times each thread has passed each line, in the model.
    let mut passed: std::collections::HashMap<(usize, usize), usize> = Default::default();
    for (a, v) in arms.iter().zip(values.chunks(2)) {
        let [then, other] = [&v[0], &v[1]].map(|x| x.atom() == Some("true"));
        if !then && !other {
            continue;
        }
        let file = c.sources.file(a.span.file);
        let ivl = (file.name.as_str(), file.line_col(a.span.lo).line);
        for &k in a.threads {
            let n = passed.entry((k, ivl.1)).or_default();
            let ids = e.pair[k];
            let executed = branches
                .iter()
                .filter(|b| {
                    b["thread"] == json!({"local": ids.local, "group": ids.group})
                        && branch_line(b) == ivl
                })
                .nth(*n)
                .and_then(|b| b["taken"].as_bool());
            *n += 1;
            if executed.is_some_and(|taken| taken != then) {
                let truth = |b: bool| if b { "true" } else { "false" };
                return Some(format!(
                    "the replay took another branch at line {}: the condition is {} for {} in \
                     the counterexample, {} in the execution",
                    shown_line(c, a.span),
                    truth(then),
                    thread_name(e, ids),
                    truth(!then),
                ));
            }
        }
    }
    None
}

/// The IVL file and line of a traced branch.
fn branch_line(b: &Json) -> (&str, usize) {
    let p = &b["position"];
    let p = if p["ivl"].is_object() { &p["ivl"] } else { p };
    (
        p["file"].as_str().unwrap_or(""),
        p["line"].as_u64().unwrap_or(0) as usize,
    )
}

/// What the execution did where the verifier's failure is.
fn observed(
    c: &Confirmer,
    failure: &Failure,
    e: &Executed,
    traced: &Json,
    model: &mut dyn Model,
) -> Result<String, String> {
    let lines = site_lines(failure, c.sources);
    let line = shown_line(c, failure.site.span);
    let [one, two] = e.pair.map(|p| thread_name(e, p));
    let Some(CheckClass::Race { array, .. }) = &failure.site.class else {
        let what = match &failure.site.class {
            Some(CheckClass::Divergence) => "no thread waits at this barrier without the others",
            // A thread that does not run the statement never evaluates it.
            Some(CheckClass::GlobalAssertion) => {
                "no thread that runs this global assertion fails it, and an execution cannot \
                 check it for the threads that do not"
            }
            _ => "no thread fails this check",
        };
        return Ok(format!(
            "in an execution of {} threads with the counterexample's inputs, {what} (line {line})",
            e.report.launch.threads()
        ));
    };
    let accesses: Vec<&Json> = traced
        .as_array()
        .and_then(|runs| runs.first())
        .and_then(|r| r["accesses"].as_array())
        .map(|a| a.iter().filter(|x| x["array"] == json!(array)).collect())
        .unwrap_or_default();
    let by = |ids: Ids| -> Vec<&Json> {
        accesses
            .iter()
            .copied()
            .filter(|a| a["thread"] == json!({"local": ids.local, "group": ids.group}))
            .collect()
    };
    let second_here: Vec<&Json> = by(e.pair[1])
        .into_iter()
        .filter(|a| lines.iter().any(|(_, l)| access_line(a) == *l))
        .collect();
    if second_here.is_empty() {
        return Ok(format!(
            "in the execution, {two} does not access {array} at line {line}"
        ));
    }
    let watched = watched_element(model, array)?;
    let elements: Vec<String> = second_here
        .iter()
        .map(|a| a["element"].to_string())
        .collect();
    if let Some(w) = &watched {
        if !second_here.iter().any(|a| a["element"] == *w) {
            return Ok(format!(
                "in the execution, {two} accesses {array}[{}] at line {line}, not {array}[{w}] as in the counterexample",
                elements.join(", ")
            ));
        }
        let first_there = by(e.pair[0])
            .into_iter()
            .filter(|a| a["element"] == *w)
            .count();
        if first_there == 0 {
            return Ok(format!(
                "in the execution, {one} never accesses {array}[{w}], which {two} accesses at line {line}"
            ));
        }
    }
    Ok(format!(
        "in the execution, {one} and {two} access {array}[{}] without a race (other barrier intervals, both reads, or equal values written)",
        watched.map_or_else(|| elements.join(", "), |w| w.to_string())
    ))
}

/// The element thread 1's log watches (`$watch.A.0`), for a one-index
/// array.
fn watched_element(model: &mut dyn Model, array: &str) -> Result<Option<Json>, String> {
    let term = format!("|c:$watch.{array}.0|");
    let Ok(values) = model.values(&[term]) else {
        return Ok(None);
    };
    Ok(values
        .first()
        .and_then(model::input_value)
        .and_then(|v| v.as_str().and_then(|s| s.parse::<u64>().ok()))
        .map(|n| json!(n)))
}

fn access_line(a: &Json) -> usize {
    let p = &a["position"];
    let p = if p["ivl"].is_object() { &p["ivl"] } else { p };
    p["line"].as_u64().unwrap_or(0) as usize
}

fn thread_name(e: &Executed, ids: Ids) -> String {
    e.report.findings.thread(ThreadRef {
        local: ids.local,
        group: ids.group,
    })
}

/// The defect an execution must show to confirm a failure: its class
/// (the array of a race), at one of the failure's lines.
pub struct Sought {
    class: Option<CheckClass>,
    lines: Vec<(String, usize)>,
}

impl Sought {
    pub fn of(c: &Confirmer, failure: &Failure) -> Sought {
        Sought {
            class: failure.site.class.clone(),
            lines: site_lines(failure, c.sources),
        }
    }

    pub fn shows(&self, findings: &Findings, d: &Defect) -> bool {
        let at = |pos: u32| self.lines.contains(&ivl_line(findings, pos));
        match (&self.class, d) {
            (
                Some(CheckClass::Race { array, .. }),
                Defect::Race {
                    array: a,
                    first,
                    second,
                    ..
                },
            ) => a == array && (at(first.pos) || at(second.pos)),
            (
                Some(CheckClass::Divergence),
                Defect::Divergence {
                    at: p, other_at, ..
                },
            ) => at(*p) || other_at.is_some_and(at),
            (None, Defect::Failed { at: p, clause, .. }) => at(*p) || clause.is_some_and(at),
            _ => false,
        }
    }
}

/// Whether `d` is between the counterexample's threads `pair`.
pub fn of_pair(d: &Defect, pair: [Ids; 2]) -> bool {
    threads(d).iter().all(|t| pair.iter().any(|p| same(*t, *p)))
}

fn same(t: ThreadRef, ids: Ids) -> bool {
    t.local == ids.local && t.group == ids.group
}

fn threads(d: &Defect) -> Vec<ThreadRef> {
    match d {
        Defect::Race { first, second, .. } => vec![first.thread, second.thread],
        Defect::Divergence { waiting, other, .. } => vec![*waiting, *other],
        Defect::Failed { thread, other, .. } => {
            let mut v = vec![*thread];
            v.extend(other);
            v
        }
    }
}

/// The IVL file and line of the failure's check and of the clause it
/// checks.
fn site_lines(failure: &Failure, sources: &SourceMap) -> Vec<(String, usize)> {
    let mut spans: Vec<Span> = vec![failure.site.span];
    match &failure.site.kind {
        SiteKind::Precondition { requires } => spans.push(*requires),
        SiteKind::Postcondition { ensures } | SiteKind::InlinedPostcondition { ensures } => {
            spans.push(*ensures)
        }
        _ => {}
    }
    spans
        .iter()
        .map(|s| {
            let file = sources.file(s.file);
            (file.name.clone(), file.line_col(s.lo).line)
        })
        .collect()
}

/// The IVL file and line of a run's position.
fn ivl_line(findings: &Findings, pos: u32) -> (String, usize) {
    let p = &findings.positions[pos as usize];
    match &p.ivl {
        Some((file, line, _)) => (file.clone(), *line as usize),
        None => (p.file.clone(), p.line as usize),
    }
}

/// The line of the first loop head on the failing path, if any.
fn loop_entered(c: &Confirmer, failure: &Failure) -> Option<usize> {
    failure
        .trace
        .iter()
        .find(|t| t.kind == OriginKind::LoopHead)
        .map(|t| shown_line(c, t.span))
}

/// The line a report names for `span`: the front end's, else the IVL's.
fn shown_line(c: &Confirmer, span: Span) -> usize {
    match c.origins.at(span) {
        Some(o) => o.line as usize,
        None => c.sources.file(span.file).line_col(span.lo).line,
    }
}
