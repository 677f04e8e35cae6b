//! The parser: tokens to AST, with every syntax error of the file reported.
//!
//! The grammar lives in `grammar.lalrpop`; this module runs it, gives the
//! grammar's actions their helpers (`build`), and turns lalrpop's errors into
//! located diagnostics.

use lalrpop_util::{lalrpop_mod, ErrorRecovery, ParseError};

use super::ast::Program;
use super::lexer::{Comment, LexOutput, Lexer, Tok};
use super::span::{FileId, Span};
use crate::diagnostics::{Diagnostic, Phase};

lalrpop_mod!(
    #[allow(clippy::all, clippy::pedantic, unused)]
    grammar,
    "/syntax/grammar.rs"
);

/// What parsing a file gives: the tree (with the parts that could not be read
/// left out), its comments, and its syntax errors.
pub struct Parsed<T> {
    pub tree: T,
    pub comments: Vec<Comment>,
    pub errors: Vec<Diagnostic>,
}

/// Parses a whole program.
pub fn parse_program(file: FileId, src: &str) -> Parsed<Program> {
    let mut lexed = LexOutput::default();
    let mut recovered = Vec::new();
    let result = grammar::ProgramParser::new().parse(
        file,
        &mut recovered,
        Lexer::new(src, file, &mut lexed),
    );
    finish(file, src, result, recovered, lexed, Program::default())
}

type LalrError<'a> = ParseError<usize, Tok<'a>, ()>;

fn finish<'a, T>(
    file: FileId,
    src: &str,
    result: Result<T, LalrError<'a>>,
    recovered: Vec<ErrorRecovery<usize, Tok<'a>, ()>>,
    lexed: LexOutput,
    empty: T,
) -> Parsed<T> {
    let mut errors: Vec<Diagnostic> = lexed
        .errors
        .iter()
        .map(|s| lexical_error(file, src, s.lo as usize, s.hi as usize))
        .collect();
    let mut parse_errors: Vec<LalrError<'a>> = recovered.into_iter().map(|e| e.error).collect();
    let tree = match result {
        Ok(tree) => tree,
        Err(e) => {
            parse_errors.push(e);
            empty
        }
    };
    errors.extend(
        parse_errors
            .into_iter()
            .filter_map(|e| syntax_error(file, src, e)),
    );
    errors.sort_by_key(|d| d.span.lo);
    Parsed {
        tree,
        comments: lexed.comments,
        errors,
    }
}

/// The diagnostic for a parser error; `None` for a lexical error token,
/// which the lexer has reported already.
fn syntax_error(file: FileId, src: &str, error: LalrError<'_>) -> Option<Diagnostic> {
    let d = match error {
        ParseError::UnrecognizedToken {
            token: (_, Tok::Error, _),
            ..
        } => return None,
        ParseError::InvalidToken { location } => lexical_error(file, src, location, location),
        ParseError::UnrecognizedToken {
            token: (lo, tok, hi),
            expected,
        } => Diagnostic::error(
            Phase::Parse,
            Span::new(file, lo, hi),
            format!(
                "unexpected {}; {}",
                describe(tok, &src[lo..hi]),
                expected_text(&expected)
            ),
        ),
        ParseError::UnrecognizedEof { location, expected } => Diagnostic::error(
            Phase::Parse,
            Span::new(file, location, location),
            format!("unexpected end of file; {}", expected_text(&expected)),
        ),
        ParseError::ExtraToken {
            token: (lo, tok, hi),
        } => Diagnostic::error(
            Phase::Parse,
            Span::new(file, lo, hi),
            format!(
                "unexpected {} after the end of the input",
                describe(tok, &src[lo..hi])
            ),
        ),
        ParseError::User { error: () } => {
            Diagnostic::error(Phase::Parse, Span::new(file, 0, 0), "syntax error")
        }
    };
    Some(d)
}

fn lexical_error(file: FileId, src: &str, lo: usize, hi: usize) -> Diagnostic {
    let text = &src[lo..hi];
    let span = Span::new(file, lo, hi);
    if text.starts_with("/*") {
        let start = Span::new(file, lo, lo + 2);
        Diagnostic::error(Phase::Parse, start, "unterminated block comment")
            .with_label("this comment is never closed")
            .with_help("block comments nest: every `/*` needs its own `*/`")
    } else if text.starts_with('"') {
        Diagnostic::error(Phase::Parse, span, "unterminated string literal")
            .with_help("a string ends with `\"` on the same line")
    } else {
        let c = text.chars().next().unwrap_or(' ');
        Diagnostic::error(
            Phase::Parse,
            span,
            format!("unexpected character `{}`", c.escape_debug()),
        )
        .with_label("no token starts with this character")
    }
}

fn describe(tok: Tok<'_>, text: &str) -> String {
    match tok {
        Tok::Ident(_) => format!("identifier `{text}`"),
        Tok::Nat(_) | Tok::BvLit(_) | Tok::Decimal(_) => format!("literal `{text}`"),
        Tok::Str(_) => format!("string {text}"),
        _ => format!("`{text}`"),
    }
}

/// Tokens that can start an expression: when all of them are expected, the
/// message says "an expression" instead of listing them.
const EXPRESSION_START: [&str; 8] = [
    "Ident", "Nat", "\"(\"", "\"true\"", "\"old\"", "\"!\"", "\"-\"", "BvLit",
];

/// "expected one of ..." with lalrpop's quoted terminal names cleaned up.
fn expected_text(expected: &[String]) -> String {
    let expression = EXPRESSION_START
        .iter()
        .all(|t| expected.iter().any(|e| e == t));
    let mut names: Vec<String> = Vec::new();
    if expression {
        names.push("an expression".to_string());
    }
    names.extend(
        expected
            .iter()
            .filter(|e| e.as_str() != "LexError")
            .filter(|e| !expression || !is_expression_start(e))
            .map(|e| {
                let e = e.trim_matches('"').replace("\\\"", "\"");
                match e.as_str() {
                    "Ident" => "an identifier".to_string(),
                    "Nat" => "a number".to_string(),
                    "BvLit" => "a bit-vector literal".to_string(),
                    "Decimal" => "a decimal literal".to_string(),
                    "Str" => "a string".to_string(),
                    _ => format!("`{e}`"),
                }
            }),
    );
    match names.len() {
        0 => "the input cannot continue here".to_string(),
        1 => format!("expected {}", names[0]),
        n if n <= 8 => format!("expected one of {}", names.join(", ")),
        _ => format!("expected one of {}, ...", names[..8].join(", ")),
    }
}

fn is_expression_start(token: &str) -> bool {
    matches!(
        token.trim_matches('"'),
        "Ident"
            | "Nat"
            | "BvLit"
            | "Decimal"
            | "("
            | "true"
            | "false"
            | "old"
            | "int"
            | "real"
            | "!"
            | "-"
            | "if"
    )
}

/// Helpers for the grammar's actions.
pub(crate) mod build {
    use crate::syntax::ast::*;
    pub use crate::syntax::build::binary;
    use crate::syntax::span::Span;

    pub enum AttrOrTrigger {
        Attr(Attribute),
        Trigger(Trigger),
    }

    /// A natural number without leading zeros.
    pub fn nat(text: &str) -> String {
        let trimmed = text.trim_start_matches('0');
        if trimmed.is_empty() {
            "0".to_string()
        } else {
            trimmed.to_string()
        }
    }

    /// `17bv32`; a width too large for `u32` is kept as `u32::MAX` and
    /// rejected by the type checker.
    pub fn bv_literal(text: &str) -> ExprKind {
        let (value, width) = text.split_once("bv").expect("the lexer matched NbvW");
        ExprKind::Bv(nat(value), width.parse().unwrap_or(u32::MAX))
    }

    pub fn typed_idents(
        attrs: Vec<Attribute>,
        names: Vec<Ident>,
        ty: Type,
        where_clause: Option<Expr>,
    ) -> Vec<TypedIdent> {
        names
            .into_iter()
            .map(|name| TypedIdent {
                attrs: attrs.clone(),
                name,
                ty: ty.clone(),
                where_clause: where_clause.clone(),
            })
            .collect()
    }

    pub fn quantifier(
        kind: QuantKind,
        vars: Vec<TypedIdent>,
        annotations: Vec<AttrOrTrigger>,
        body: Expr,
        span: Span,
    ) -> Expr {
        let mut attrs = Vec::new();
        let mut triggers = Vec::new();
        for a in annotations {
            match a {
                AttrOrTrigger::Attr(a) => attrs.push(a),
                AttrOrTrigger::Trigger(t) => triggers.push(t),
            }
        }
        Expr::new(
            ExprKind::Quant(Box::new(Quantifier {
                kind,
                vars,
                attrs,
                triggers,
                body,
            })),
            span,
        )
    }
}
