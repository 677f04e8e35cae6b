//! Diagnostics: what every phase reports, and how reports are rendered.
//!
//! Phases produce [`Diagnostic`] values (a message, a primary span, labels);
//! rendering happens once, at the edge, either as miette's annotated source
//! snippets or as one `file:line:col: error[phase]: message` line each.

use std::fmt;

use crate::origin::Origin;
use crate::syntax::span::{SourceMap, Span};

/// The pipeline phase that found a problem. Phases run in this order, and a
/// phase runs only when the earlier ones found no error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Phase {
    Parse,
    Resolve,
    Type,
    /// Checks on the program as a whole (e.g. cycles among inlined functions).
    Program,
    /// A proof obligation that failed (or got no verdict).
    Verify,
}

impl Phase {
    pub fn name(self) -> &'static str {
        match self {
            Phase::Parse => "parse",
            Phase::Resolve => "resolve",
            Phase::Type => "type",
            Phase::Program => "program",
            Phase::Verify => "verify",
        }
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
}

/// One problem found in the input.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub phase: Phase,
    pub severity: Severity,
    pub message: String,
    pub span: Span,
    /// Text under the primary span, if the message needs one.
    pub label: Option<String>,
    /// Other places that explain the problem.
    pub related: Vec<(Span, String)>,
    pub help: Option<String>,
    /// The front end's source position of the code (`{:source}`), shown in
    /// preference to the IVL position, which becomes a note.
    pub origin: Option<Box<Origin>>,
}

impl Diagnostic {
    pub fn error(phase: Phase, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            phase,
            severity: Severity::Error,
            message: message.into(),
            span,
            label: None,
            related: Vec::new(),
            origin: None,
            help: None,
        }
    }

    pub fn with_label(mut self, label: impl Into<String>) -> Diagnostic {
        self.label = Some(label.into());
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// `file:line:col: error[phase]: message`, then one indented
    /// `file:line:col: note: text` line per related place and one
    /// `help: text` line per line of help.
    pub fn render_short(&self, sources: &SourceMap) -> String {
        let at = match &self.origin {
            Some(o) => format!("{}:{}:{}", o.file, o.line, o.column),
            None => location(sources, self.span),
        };
        let mut out = format!(
            "{at}: {}[{}]: {}",
            self.severity_name(),
            self.phase,
            self.message
        );
        if let Some(o) = &self.origin {
            if let Some(code) = &o.code {
                out.push_str(&format!("\n  {} | {}", o.line, code.trim_end()));
            }
            out.push_str(&format!(
                "\n  {}: note: in the IVL",
                location(sources, self.span)
            ));
        }
        for (span, text) in &self.related {
            out.push_str(&format!("\n  {}: note: {}", location(sources, *span), text));
        }
        for line in self.help.iter().flat_map(|h| h.lines()) {
            out.push_str(&format!("\n  help: {line}"));
        }
        out
    }

    /// A miette report with the source snippet, labels and help.
    pub fn to_report(&self, sources: &SourceMap) -> miette::Report {
        let file = sources.file(self.span.file);
        let mut labels = vec![miette::LabeledSpan::new_primary_with_span(
            self.label.clone(),
            self.span.range(),
        )];
        // miette shows one source per report: related places in other files
        // go to the notes.
        let mut notes = Vec::new();
        for (span, text) in &self.related {
            if span.file == self.span.file {
                labels.push(miette::LabeledSpan::new_with_span(
                    Some(text.clone()),
                    span.range(),
                ));
            } else {
                notes.push(format!("{}: {}", location(sources, *span), text));
            }
        }
        let mut lines: Vec<String> = Vec::new();
        if let Some(o) = &self.origin {
            if let Some(code) = &o.code {
                lines.push(format!("{} | {}", o.line, code.trim_end()));
            }
        }
        lines.extend(self.help.iter().cloned());
        let mut help = lines.join("\n");
        for note in notes {
            if !help.is_empty() {
                help.push('\n');
            }
            help.push_str(&note);
        }
        let severity = match self.severity {
            Severity::Error => miette::Severity::Error,
            Severity::Warning => miette::Severity::Warning,
        };
        let message = match &self.origin {
            Some(o) => format!("{}:{}:{}: {}", o.file, o.line, o.column, self.message),
            None => self.message.clone(),
        };
        let diagnostic = miette::MietteDiagnostic::new(message)
            .with_code(format!("ivl::{}", self.phase))
            .with_severity(severity)
            .with_labels(labels);
        let diagnostic = if help.is_empty() {
            diagnostic
        } else {
            diagnostic.with_help(help)
        };
        miette::Report::new(diagnostic).with_source_code(miette::NamedSource::new(
            file.name.clone(),
            file.text.clone(),
        ))
    }

    fn severity_name(&self) -> &'static str {
        match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

/// `file:line:col` of the start of `span`.
pub fn location(sources: &SourceMap, span: Span) -> String {
    let file = sources.file(span.file);
    let lc = file.line_col(span.lo);
    format!("{}:{}:{}", file.name, lc.line, lc.col)
}
