//! Printing diagnostics to standard error.

use std::io::IsTerminal;

use ivl::diagnostics::Diagnostic;
use ivl::syntax::span::SourceMap;

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Human,
    Short,
}

pub fn diagnostics(format: Format, sources: &SourceMap, diagnostics: &[Diagnostic]) {
    let mut out = String::new();
    match format {
        Format::Short => {
            for d in diagnostics {
                out.push_str(&d.render_short(sources));
                out.push('\n');
            }
        }
        Format::Human => {
            let theme = if std::io::stderr().is_terminal() {
                miette::GraphicalTheme::unicode()
            } else {
                miette::GraphicalTheme::unicode_nocolor()
            };
            let handler = miette::GraphicalReportHandler::new_themed(theme);
            for d in diagnostics {
                let report = d.to_report(sources);
                if handler.render_report(&mut out, report.as_ref()).is_err() {
                    out.push_str(&d.render_short(sources));
                    out.push('\n');
                }
            }
        }
    }
    eprint!("{out}");
}
