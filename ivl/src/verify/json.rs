//! The machine-readable report of `ivl verify --json` (schema in
//! `spec/ivl.md`, section "JSON report").

use std::fmt::Write;

use super::report::{kind_name, message};
use super::{Failure, ImplResult, Outcome, Report};
use crate::cfg::{CheckClass, LoopMode};
use crate::diagnostics::Diagnostic;
use crate::origin::Origins;
use crate::syntax::span::{SourceMap, Span};

/// The format's version; bumped on incompatible changes.
pub const VERSION: u32 = 2;

/// A JSON string literal.
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn position(span: Span, sources: &SourceMap) -> String {
    let file = sources.file(span.file);
    let lc = file.line_col(span.lo);
    format!(
        "\"file\":{},\"line\":{},\"column\":{}",
        string(&file.name),
        lc.line,
        lc.col
    )
}

/// The object for one file that was verified; `decided`: the candidates
/// inference decided, for the failures' advice.
pub fn file_report(
    name: &str,
    report: &Report,
    decided: &[crate::infer::Decided],
    sources: &SourceMap,
    origins: &Origins,
) -> String {
    let impls: Vec<String> = report
        .implementations
        .iter()
        .map(|r| implementation(r, report.loops, decided, sources, origins))
        .collect();
    format!(
        "{{\"file\":{},\"status\":\"checked\",\"verified\":{},\"errors\":{},\"bounded\":{},\
         \"inconclusive\":{},\"timeouts\":{},\"solver_errors\":{},\"assumptions\":[{}],\
         \"implementations\":[{}]}}",
        string(name),
        report.verified(),
        report.errors(),
        report.bounded(),
        report.inconclusive(),
        report.timeouts(),
        report.solver_errors(),
        report
            .assumptions
            .iter()
            .map(|a| string(a))
            .collect::<Vec<_>>()
            .join(","),
        impls.join(",")
    )
}

/// The object for a file with input errors (it was not verified).
pub fn file_errors(name: &str, errors: &[Diagnostic], sources: &SourceMap) -> String {
    let items: Vec<String> = errors
        .iter()
        .map(|d| {
            format!(
                "{{\"phase\":{},\"message\":{},{}}}",
                string(d.phase.name()),
                string(&d.message),
                position(d.span, sources)
            )
        })
        .collect();
    format!(
        "{{\"file\":{},\"status\":\"input-error\",\"diagnostics\":[{}]}}",
        string(name),
        items.join(",")
    )
}

/// The object for a file that could not be read.
pub fn file_unreadable(name: &str) -> String {
    format!("{{\"file\":{},\"status\":\"unreadable\"}}", string(name))
}

/// The object for a checked file that no solver could verify.
pub fn file_no_solver(name: &str, message: &str) -> String {
    format!(
        "{{\"file\":{},\"status\":\"no-solver\",\"message\":{}}}",
        string(name),
        string(message)
    )
}

fn implementation(
    r: &ImplResult,
    loops: LoopMode,
    decided: &[crate::infer::Decided],
    sources: &SourceMap,
    origins: &Origins,
) -> String {
    let (outcome, reason) = match &r.outcome {
        Outcome::Verified => ("verified", None),
        Outcome::Failed => ("failed", None),
        Outcome::NotChecked => ("not-checked", None),
        Outcome::Bounded(_) => ("bounded", None),
        Outcome::Inconclusive(why) => ("inconclusive", Some(why.as_str())),
        Outcome::TimedOut => ("timeout", None),
        Outcome::SolverError(why) => ("solver-error", Some(why.as_str())),
    };
    let failures: Vec<String> = r
        .failures
        .iter()
        .map(|f| failure(f, loops, decided, sources, origins))
        .collect();
    let inference = r.inference.as_ref().map_or("null".to_string(), |i| {
        let engines: Vec<String> = i
            .effort
            .engines
            .iter()
            .map(|e| {
                format!(
                    "{{\"engine\":{},\"checks\":{},\"refuted\":{},\"ms\":{:.3},\"stopped\":{}}}",
                    string(&e.engine.to_string()),
                    e.checks,
                    e.refuted,
                    e.time.as_secs_f64() * 1e3,
                    e.stopped.as_deref().map_or("null".to_string(), string)
                )
            })
            .collect();
        let refuted: Vec<String> = i.refuted.iter().map(|b| string(b)).collect();
        format!(
            "{{\"candidates\":{},\"kept\":{},\"checks\":{},\"ms\":{:.3},\"gave_up\":{},             \"refuted\":[{}],\"engines\":[{}]}}",
            i.candidates.len(),
            i.candidates.difference(&i.refuted).count(),
            i.effort.checks,
            i.time.as_secs_f64() * 1e3,
            i.effort
                .gave_up
                .as_deref()
                .map_or("null".to_string(), string),
            refuted.join(","),
            engines.join(",")
        )
    });
    let bound = match loops {
        LoopMode::Unwind(n) => n.to_string(),
        _ => "null".into(),
    };
    format!(
        "{{\"name\":{},{},\"outcome\":\"{outcome}\",\"reason\":{},\"bound\":{bound},\
         \"solver_ms\":{:.3},\"own_ms\":{:.3},\"replay_ms\":{:.3},\"vc_bytes\":{},\
         \"inference\":{inference},\"failures\":[{}]}}",
        string(&r.name),
        position(r.span, sources),
        reason.map_or("null".to_string(), string),
        r.solver_time.as_secs_f64() * 1e3,
        r.own_time.as_secs_f64() * 1e3,
        r.replay_time.as_secs_f64() * 1e3,
        r.vc_size,
        failures.join(",")
    )
}

fn failure(
    f: &Failure,
    loops: LoopMode,
    decided: &[crate::infer::Decided],
    sources: &SourceMap,
    origins: &Origins,
) -> String {
    let span = f.return_span.unwrap_or(f.site.span);
    let source = match origins.at(span) {
        Some(o) => format!(
            "{{\"file\":{},\"line\":{},\"column\":{}}}",
            string(&o.file),
            o.line,
            o.column
        ),
        None => "null".into(),
    };
    let related = match &f.site.kind {
        crate::cfg::SiteKind::Precondition { requires: s }
        | crate::cfg::SiteKind::Postcondition { ensures: s }
        | crate::cfg::SiteKind::InlinedPostcondition { ensures: s } => {
            format!("{{{}}}", position(*s, sources))
        }
        _ => "null".into(),
    };
    let values: Vec<String> = f
        .values
        .iter()
        .map(|(e, v)| format!("{{\"expr\":{},\"value\":{}}}", string(e), string(v)))
        .collect();
    let trace: Vec<String> = f
        .trace
        .iter()
        .map(|t| {
            format!(
                "{{\"kind\":{},{}}}",
                string(&format!("{:?}", t.kind).to_lowercase()),
                position(t.span, sources)
            )
        })
        .collect();
    let replay = match &f.replay {
        Some(r) => {
            let mut o = r.json.clone();
            o["command"] = serde_json::json!(r.command);
            o.to_string()
        }
        None => "null".into(),
    };
    let advice = match super::report::loop_advice(f, loops, decided, sources, origins) {
        Some(a) => string(&a),
        None => "null".into(),
    };
    let check = match &f.site.class {
        Some(CheckClass::Race {
            array,
            access,
            conflict,
            ..
        }) => serde_json::json!({
            "array": array,
            "access": access,
            "conflict": conflict,
            "thread1_lines": f.thread1_lines.iter().filter(|l| **l != 0).collect::<Vec<_>>(),
        })
        .to_string(),
        Some(class) => serde_json::json!({ "array": class.array() }).to_string(),
        None => "null".into(),
    };
    format!(
        "{{\"kind\":\"{}\",\"message\":{},{},\"source\":{source},\"related\":{related},\
         \"check\":{check},\"expression\":{},\"values\":[{}],\"trace\":[{}],\"replay\":{replay},\
         \"advice\":{advice}}}",
        kind_name(&f.site),
        string(f.site.message.as_deref().unwrap_or(message(&f.site.kind))),
        position(span, sources),
        string(&f.site.text),
        values.join(","),
        trace.join(",")
    )
}
