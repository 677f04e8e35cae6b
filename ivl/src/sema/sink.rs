//! Where the checks put what they find, sorted by the phase that reports it.

use crate::diagnostics::{Diagnostic, Phase};
use crate::syntax::span::Span;

#[derive(Default)]
pub(crate) struct Sink {
    pub resolve: Vec<Diagnostic>,
    pub types: Vec<Diagnostic>,
    pub program: Vec<Diagnostic>,
}

impl Sink {
    pub fn resolve(&mut self, span: Span, message: impl Into<String>) -> &mut Diagnostic {
        self.resolve
            .push(Diagnostic::error(Phase::Resolve, span, message));
        self.resolve.last_mut().expect("just pushed")
    }

    pub fn ty(&mut self, span: Span, message: impl Into<String>) -> &mut Diagnostic {
        self.types
            .push(Diagnostic::error(Phase::Type, span, message));
        self.types.last_mut().expect("just pushed")
    }

    pub fn program(&mut self, span: Span, message: impl Into<String>) -> &mut Diagnostic {
        self.program
            .push(Diagnostic::error(Phase::Program, span, message));
        self.program.last_mut().expect("just pushed")
    }

    /// The diagnostics of the first phase that found an error, in source
    /// order (later phases' findings are consequences or noise).
    pub fn into_first_phase(self) -> Vec<Diagnostic> {
        let mut first = [self.resolve, self.types, self.program]
            .into_iter()
            .find(|d| !d.is_empty())
            .unwrap_or_default();
        first.sort_by_key(|d| (d.span.file, d.span.lo));
        first
    }
}

/// Adds a related place to the diagnostic just reported.
pub(crate) trait Explain {
    fn note(&mut self, span: Span, text: impl Into<String>) -> &mut Self;
    fn help(&mut self, text: impl Into<String>) -> &mut Self;
}

impl Explain for Diagnostic {
    fn note(&mut self, span: Span, text: impl Into<String>) -> &mut Self {
        self.related.push((span, text.into()));
        self
    }

    fn help(&mut self, text: impl Into<String>) -> &mut Self {
        self.help = Some(text.into());
        self
    }
}
