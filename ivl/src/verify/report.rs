//! Verification results as diagnostics, with Boogie's messages, and the
//! summary line.

use super::{Failure, ImplResult, Outcome, Report, TraceStep};
use crate::cfg::LoopMode;
use crate::cfg::{CheckClass, OriginKind, Site, SiteKind};
use crate::diagnostics::{Diagnostic, Phase, Severity};
use crate::origin::Origins;
use crate::syntax::span::{SourceMap, Span};

/// Boogie's message for a failure of this kind.
pub fn message(kind: &SiteKind) -> &'static str {
    match kind {
        SiteKind::Assert => "this assertion could not be proved",
        SiteKind::Precondition { .. } => "a precondition for this call could not be proved",
        SiteKind::Postcondition { .. } | SiteKind::InlinedPostcondition { .. } => {
            "a postcondition could not be proved on this return path"
        }
        SiteKind::InvariantEntry | SiteKind::Invariant => {
            "this loop invariant could not be proved on entry"
        }
        SiteKind::InvariantMaintained => {
            "this invariant could not be proved to be maintained by the loop"
        }
    }
}

/// A short name for what a failure is about, as in the JSON report: its
/// check class's (spec/ivl.md section 7), else its kind's.
pub fn kind_name(site: &Site) -> &'static str {
    if let Some(class) = &site.class {
        return class.name();
    }
    match &site.kind {
        SiteKind::Assert => "assert",
        SiteKind::Precondition { .. } => "precondition",
        SiteKind::Postcondition { .. } | SiteKind::InlinedPostcondition { .. } => "postcondition",
        SiteKind::InvariantEntry | SiteKind::Invariant => "invariant-entry",
        SiteKind::InvariantMaintained => "invariant-maintained",
    }
}

/// The failure as a diagnostic, at its front end's source position when
/// `origins` has one.
pub fn failure_diagnostic(f: &Failure, sources: &SourceMap, origins: &Origins) -> Diagnostic {
    let span = f.return_span.unwrap_or(f.site.span);
    let text = f.site.message.as_deref().unwrap_or(message(&f.site.kind));
    let mut d = Diagnostic::error(Phase::Verify, span, text);
    d.origin = origins.at(span).cloned().map(Box::new);
    match &f.site.kind {
        SiteKind::Precondition { requires } => d.related.push((
            *requires,
            "this is the precondition that could not be proved".into(),
        )),
        SiteKind::Postcondition { ensures } | SiteKind::InlinedPostcondition { ensures } => {
            d.related.push((
                *ensures,
                "this is the postcondition that could not be proved".into(),
            ))
        }
        _ => {}
    }
    let race = match &f.site.class {
        Some(CheckClass::Race { array, .. }) => Some((array.as_str(), f.thread1_lines.as_slice())),
        _ => None,
    };
    let (mut help, values) = crate::gpu::present::threads(&f.values, race);
    if !values.is_empty() {
        let values: Vec<String> = values.iter().map(|(e, v)| format!("{e} = {v}")).collect();
        help.push(format!("counterexample: {}", values.join(", ")));
    }
    if !f.trace.is_empty() {
        let steps: Vec<String> = f.trace.iter().map(|t| step(t, sources)).collect();
        help.push(format!("path: {}", steps.join(", ")));
    }
    if let Some(replay) = &f.replay {
        help.push(replay.text.clone());
        if let Some(command) = &replay.command {
            help.push(format!("replay: {command}"));
        }
    }
    if !help.is_empty() {
        d.help = Some(help.join("\n"));
    }
    d
}

fn step(t: &TraceStep, sources: &SourceMap) -> String {
    let file = sources.file(t.span.file);
    let line = file.line_col(t.span.lo).line;
    let what = match t.kind {
        OriginKind::Then => "then branch",
        OriginKind::Else => "else branch",
        OriginKind::LoopHead => "loop head",
        OriginKind::LoopBody => "loop body",
        OriginKind::LoopExit => "loop exit",
        OriginKind::Induction => "induction step",
        OriginKind::Label => {
            let name = file.text.get(t.span.range()).unwrap_or("");
            return format!("label {name} at line {line}");
        }
        OriginKind::Return => "return",
        OriginKind::Inlined => "inlined call",
        OriginKind::Entry | OriginKind::Exit | OriginKind::Plain => "block",
    };
    format!("{what} at line {line}")
}

/// A diagnostic for an implementation without a verdict: an error, or a
/// warning for one checked within a bound only.
pub fn outcome_diagnostic(r: &ImplResult) -> Option<Diagnostic> {
    let message = match &r.outcome {
        Outcome::Verified | Outcome::Failed => return None,
        Outcome::Bounded(n) => {
            let mut d = Diagnostic::error(
                Phase::Verify,
                r.span,
                format!("{} is not verified: {}", r.name, bounded_text(*n)),
            )
            .with_help(
                "longer executions were not checked; without the bound, loops need invariants",
            );
            d.severity = Severity::Warning;
            return Some(d);
        }
        Outcome::NotChecked => match r.inference.as_ref().and_then(|i| i.effort.gave_up.as_ref()) {
            Some(why) => format!("inference on {} gave up: {why}", r.name),
            None => return None,
        },
        Outcome::TimedOut => format!("verification of {} timed out", r.name),
        Outcome::Inconclusive(reason) => {
            format!("the solver could not decide {} (unknown: {reason})", r.name)
        }
        Outcome::SolverError(e) => format!("verification of {} failed: {e}", r.name),
    };
    Some(
        Diagnostic::error(Phase::Verify, r.span, message)
            .with_help("this implementation is neither verified nor refuted"),
    )
}

/// `ivl finished with N verified, M errors` (Boogie's trailer), with the
/// counts of implementations without a verdict when there are any.
pub fn summary(report: &Report) -> String {
    if report.not_checked() > 0 {
        return infer_only_summary(report);
    }
    let errors = report.errors();
    let mut line = format!(
        "ivl finished with {} verified, {} error{}",
        report.verified(),
        errors,
        if errors == 1 { "" } else { "s" }
    );
    let extra = [
        (report.inconclusive(), "inconclusive", "inconclusive"),
        (report.timeouts(), "time out", "time outs"),
        (report.solver_errors(), "solver error", "solver errors"),
    ];
    for (n, one, many) in extra {
        if n > 0 {
            line.push_str(&format!(", {n} {}", if n == 1 { one } else { many }));
        }
    }
    let bound = report.implementations.iter().find_map(|r| match r.outcome {
        Outcome::Bounded(n) => Some(n),
        _ => None,
    });
    if let Some(n) = bound {
        line.push_str(&format!(
            ", {} bounded ({}; this is not a proof)",
            report.bounded(),
            bounded_text(n)
        ));
    }
    if report.verified() > 0 {
        for assumption in &report.assumptions {
            line.push_str(&format!("\nnote: verified {assumption}"));
        }
    }
    line
}

/// What a bounded check found: nothing, within its bound.
fn bounded_text(n: usize) -> String {
    format!(
        "no error found in executions that go round each loop at most {n} time{}",
        if n == 1 { "" } else { "s" }
    )
}

/// `--infer-only`'s trailer: what inference decided, and that nothing
/// else was checked.
fn infer_only_summary(report: &Report) -> String {
    let inferences = || {
        report
            .implementations
            .iter()
            .filter_map(|r| r.inference.as_ref())
    };
    let candidates: usize = inferences().map(|i| i.candidates.len()).sum();
    let kept: usize = inferences()
        .map(|i| i.candidates.difference(&i.refuted).count())
        .sum();
    let mut line =
        format!(
        "ivl inferred invariants for {} implementation{}: {kept} of {candidates} candidates kept; \
         no property was checked (--infer-only)",
        report.implementations.len(),
        if report.implementations.len() == 1 { "" } else { "s" },
    );
    let gave_up = report.inference_gave_up();
    if gave_up > 0 {
        line.push_str(&format!(", inference gave up on {gave_up}"));
    }
    line
}

/// The invariants inference kept (`--show-invariants`): for each loop,
/// its position (the front end's, when the program carries one) and the
/// invariants in the kernel program's terms, each with its rule.
pub fn inferred(
    decided: &[crate::infer::Decided],
    sources: &SourceMap,
    origins: &Origins,
) -> String {
    let mut out = String::new();
    let mut at = String::new();
    // A candidate stated with and without the thread's predicate reads the
    // same: shown once, in the stronger form when it held.
    let mut shown = std::collections::HashSet::new();
    let mut kernels: std::collections::HashMap<String, Option<CSource>> = Default::default();
    let global_held = |k: &crate::infer::Decided| {
        decided
            .iter()
            .any(|g| g.held && g.global && g.span == k.span && g.text == k.text)
    };
    for k in decided
        .iter()
        .filter(|d| d.held && (d.global || !global_held(d)))
    {
        let (file, line) = shown_position(k.span, sources, origins);
        let here = format!("{file}:{line}");
        let (heading, form) = match k.at {
            crate::infer::CandidateAt::Loop => ("invariants inferred for the loop", "invariant"),
            crate::infer::CandidateAt::Barrier => {
                ("invariants inferred for the barrier", "barrier invariant")
            }
            crate::infer::CandidateAt::Requires => {
                ("contract inferred for the procedure", "requires")
            }
            crate::infer::CandidateAt::Ensures => {
                ("contract inferred for the procedure", "ensures")
            }
        };
        let heading = format!("{heading} at {here}:\n");
        if !shown.insert((heading.clone(), k.text.clone())) {
            continue;
        }
        if heading != at {
            out.push_str(&heading);
            at = heading;
        }
        // A loop's invariant in the kernel's language when it has a C
        // form, ready to paste as the loop body's first statement.
        let c = match k.at {
            crate::infer::CandidateAt::Loop => kernels
                .entry(file.clone())
                .or_insert_with(|| CSource::read(&file))
                .as_ref()
                .and_then(|c| c.form(&k.text)),
            _ => None,
        };
        let global = if k.global { "global_" } else { "" };
        match c {
            Some(c) => out.push_str(&format!("  __{global}invariant({c});  // {}\n", k.rule)),
            None if k.global => out.push_str(&format!(
                "  {form} {{:global}} {};  // {}\n",
                k.text, k.rule
            )),
            None => out.push_str(&format!("  {form} {};  // {}\n", k.text, k.rule)),
        }
    }
    out
}

/// Advice for a failure whose path enters a loop and that execution did
/// not confirm (or was not replayed): likely a false alarm for want of a
/// loop invariant. Names the candidates inference tried there and could
/// not prove, and where to state the missing invariant. None under
/// bounded checking (`loops`), whose paths are executions.
pub fn loop_advice(
    f: &Failure,
    loops: LoopMode,
    decided: &[crate::infer::Decided],
    sources: &SourceMap,
    origins: &Origins,
) -> Option<String> {
    if f.replay.as_ref().is_some_and(|r| r.confirmed) || matches!(loops, LoopMode::Unwind(_)) {
        return None;
    }
    let head = f.trace.iter().find(|t| t.kind == OriginKind::LoopHead)?;
    let (file, line) = shown_position(head.span, sources, origins);
    let at_loop = |d: &&crate::infer::Decided| {
        d.at == crate::infer::CandidateAt::Loop
            && shown_position(d.span, sources, origins) == (file.clone(), line)
    };
    let here: Vec<&crate::infer::Decided> = decided.iter().filter(at_loop).collect();
    // A candidate stated twice (with and without the thread's predicate)
    // may hold in one form.
    let kernel = CSource::read(&file);
    let refuted: Vec<String> = here
        .iter()
        .filter(|d| !d.held && !here.iter().any(|k| k.held && k.text == d.text))
        .map(|d| {
            let c = kernel.as_ref().and_then(|c| c.form(&d.text));
            format!("`{}` ({})", c.as_deref().unwrap_or(&d.text), d.rule)
        })
        .collect();
    let form = if kernel.is_some() {
        "`__invariant(...)`"
    } else {
        "`invariant ...;`"
    };
    const SHOWN: usize = 4;
    let mut advice = format!(
        "if the counterexample's state at the loop at line {line} is unreachable, an invariant \
         is missing: state one that excludes it with {form} at line {line}"
    );
    if !refuted.is_empty() {
        let mut listed = refuted[..refuted.len().min(SHOWN)].join(", ");
        if refuted.len() > SHOWN {
            listed.push_str(&format!(" and {} more", refuted.len() - SHOWN));
        }
        advice.push_str(&format!(" (inference could not prove {listed})"));
    }
    if let LoopMode::KInduction(k) = loops {
        if f.trace.iter().any(|t| t.kind == OriginKind::Induction) {
            advice.push_str(&format!(
                "; or it follows {k} iteration{} from an unreachable state, which a larger \
                 --k-induction-depth may exclude",
                if k == 1 { "" } else { "s" }
            ));
        }
    }
    Some(advice)
}

/// A CUDA or OpenCL source file, read for the names an invariant pasted
/// into it may use.
struct CSource {
    language: crate::infer::c_text::Language,
    source: crate::infer::c_text::Source,
}

impl CSource {
    fn read(file: &str) -> Option<CSource> {
        let language = crate::infer::c_text::Language::of(file)?;
        let text = std::fs::read_to_string(file).ok()?;
        Some(CSource {
            language,
            source: crate::infer::c_text::Source::new(&text),
        })
    }

    /// A kernel program's invariant `text` as C, if it has a C form.
    fn form(&self, text: &str) -> Option<String> {
        crate::infer::c_text::invariant(text, self.language, &self.source)
    }
}

/// The file and line a report shows for `span`: the front end's, else the
/// IVL's.
fn shown_position(span: Span, sources: &SourceMap, origins: &Origins) -> (String, usize) {
    match origins.at(span) {
        Some(o) => (o.file.clone(), o.line as usize),
        None => {
            let file = sources.file(span.file);
            (file.name.clone(), file.line_col(span.lo).line)
        }
    }
}
