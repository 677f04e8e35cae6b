//! The lexer: source text to tokens, with comments kept aside for the
//! formatter.
//!
//! Identifiers follow Boogie's rule (`x.3`, `$ar`, `Q#a$1^15.32#tc1` are
//! identifiers). Block comments nest. A character that starts no token, or an
//! unterminated comment or string, becomes a [`Tok::Error`] token so that the
//! parser reports it at its place and goes on.

use logos::Logos;

use super::span::{FileId, Span};

#[derive(Logos, Clone, Copy, Debug, PartialEq, Eq)]
#[logos(skip r"[ \t\r\n\f]+")]
pub enum Tok<'a> {
    // Declarations.
    #[token("type")]
    Type,
    #[token("const")]
    Const,
    #[token("unique")]
    Unique,
    #[token("function")]
    Function,
    #[token("returns")]
    Returns,
    #[token("axiom")]
    Axiom,
    #[token("var")]
    Var,
    #[token("where")]
    Where,
    #[token("procedure")]
    Procedure,
    #[token("implementation")]
    Implementation,
    #[token("requires")]
    Requires,
    #[token("ensures")]
    Ensures,
    #[token("modifies")]
    Modifies,
    #[token("free")]
    Free,
    // The GPU layer's words: keywords only where the grammar expects them,
    // names everywhere else (see `Name` in the grammar).
    #[token("kernel")]
    Kernel,
    #[token("shared")]
    Shared,
    #[token("global")]
    Global,
    #[token("group_size")]
    GroupSize,
    #[token("num_groups")]
    NumGroups,
    #[token("barrier")]
    Barrier,
    #[token("grid")]
    Grid,
    #[token("warp")]
    Warp,
    #[token("binary")]
    Binary,
    #[token("for")]
    For,
    #[token("atomic")]
    Atomic,
    // Statements.
    #[token("assert")]
    Assert,
    #[token("assume")]
    Assume,
    #[token("havoc")]
    Havoc,
    #[token("call")]
    Call,
    #[token("if")]
    If,
    #[token("then")]
    Then,
    #[token("else")]
    Else,
    #[token("while")]
    While,
    #[token("invariant")]
    Invariant,
    #[token("break")]
    Break,
    #[token("return")]
    Return,
    #[token("goto")]
    Goto,
    // Expressions and types.
    #[token("old")]
    Old,
    #[token("forall")]
    #[token("∀")]
    Forall,
    #[token("exists")]
    #[token("∃")]
    Exists,
    #[token("lambda")]
    #[token("λ")]
    Lambda,
    #[token("true")]
    True,
    #[token("false")]
    False,
    #[token("int")]
    Int,
    #[token("bool")]
    Bool,
    #[token("real")]
    Real,
    #[token("div")]
    Div,
    #[token("mod")]
    Mod,
    // Operators and punctuation.
    #[token("<==>")]
    #[token("⇔")]
    Iff,
    #[token("==>")]
    #[token("⇒")]
    Implies,
    #[token("<==")]
    #[token("⇐")]
    Explies,
    #[token("&&")]
    #[token("∧")]
    And,
    #[token("||")]
    #[token("∨")]
    Or,
    #[token("==")]
    EqEq,
    #[token("!=")]
    #[token("≠")]
    NotEq,
    #[token("<")]
    Lt,
    #[token("<=")]
    #[token("≤")]
    Le,
    #[token(">")]
    Gt,
    #[token(">=")]
    #[token("≥")]
    Ge,
    #[token("++")]
    Concat,
    #[token("+")]
    Plus,
    #[token("-")]
    Minus,
    #[token("*")]
    Star,
    #[token("/")]
    Slash,
    #[token("**")]
    Pow,
    #[token("!")]
    #[token("¬")]
    Bang,
    #[token(":=")]
    Assign,
    #[token("=")]
    Eq,
    #[token("::")]
    #[token("•")]
    ColonColon,
    #[token(":")]
    Colon,
    #[token(";")]
    Semi,
    #[token(",")]
    Comma,
    #[token("(")]
    LParen,
    #[token(")")]
    RParen,
    #[token("[")]
    LBracket,
    #[token("]")]
    RBracket,
    #[token("{")]
    LBrace,
    #[token("}")]
    RBrace,
    // Literals and names.
    #[regex(r"[0-9]+", |lex| lex.slice())]
    Nat(&'a str),
    #[regex(r"[0-9]+bv[0-9]+", |lex| lex.slice())]
    BvLit(&'a str),
    #[regex(r"[0-9]+\.[0-9]+(e-?[0-9]+)?", |lex| lex.slice())]
    #[regex(r"[0-9]+e-?[0-9]+", |lex| lex.slice())]
    Decimal(&'a str),
    #[regex(r#""[^"\n]*""#, |lex| { let s = lex.slice(); &s[1..s.len() - 1] })]
    Str(&'a str),
    /// A leading `\` lets a keyword be a name (`\assert`); it is not part
    /// of the name.
    #[regex(r"\\?[A-Za-z'~#$^_.?`][A-Za-z0-9'~#$^_.?`]*", |lex| lex.slice().trim_start_matches('\\'))]
    Ident(&'a str),
    // Kept out of the parser's stream by `Lexer`.
    #[regex(r"//[^\n]*", allow_greedy = true)]
    LineComment,
    #[token("/*", block_comment)]
    BlockComment,
    /// Anything that starts no token: reported by the parser.
    Error,
}

/// Skips a (nested) block comment whose `/*` was just read. An unterminated
/// comment is an error token spanning to the end of the file.
fn block_comment<'a>(lex: &mut logos::Lexer<'a, Tok<'a>>) -> Result<(), ()> {
    let rest = lex.remainder().as_bytes();
    let mut depth = 1usize;
    let mut i = 0;
    while i < rest.len() {
        if rest[i..].starts_with(b"/*") {
            depth += 1;
            i += 2;
        } else if rest[i..].starts_with(b"*/") {
            depth -= 1;
            i += 2;
            if depth == 0 {
                lex.bump(i);
                return Ok(());
            }
        } else {
            i += 1;
        }
    }
    lex.bump(rest.len());
    Err(())
}

/// A comment of the source, kept for the formatter.
#[derive(Clone, Debug)]
pub struct Comment {
    pub span: Span,
    pub text: String,
}

/// A token with its byte range, as the parser consumes it.
pub type Spanned<'a> = Result<(usize, Tok<'a>, usize), ()>;

/// What the lexer sets aside: comments, and the spans of lexical errors
/// (reported once each, whatever the parser's error recovery skips).
#[derive(Default)]
pub struct LexOutput {
    pub comments: Vec<Comment>,
    pub errors: Vec<Span>,
}

/// Tokenizes `src`, sending comments and lexical errors to `out` and the
/// tokens to the parser. A lexical error also reaches the parser, as a
/// `Tok::Error` token, so that it stops there.
pub struct Lexer<'a, 'c> {
    inner: logos::SpannedIter<'a, Tok<'a>>,
    file: FileId,
    src: &'a str,
    out: &'c mut LexOutput,
}

impl<'a, 'c> Lexer<'a, 'c> {
    pub fn new(src: &'a str, file: FileId, out: &'c mut LexOutput) -> Self {
        Lexer {
            inner: Tok::lexer(src).spanned(),
            file,
            src,
            out,
        }
    }
}

impl<'a> Iterator for Lexer<'a, '_> {
    type Item = Spanned<'a>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let (tok, range) = self.inner.next()?;
            match tok {
                Ok(Tok::LineComment) | Ok(Tok::BlockComment) => {
                    self.out.comments.push(Comment {
                        span: Span::new(self.file, range.start, range.end),
                        text: self.src[range.clone()].to_string(),
                    });
                }
                Ok(tok) => return Some(Ok((range.start, tok, range.end))),
                Err(()) => {
                    self.out
                        .errors
                        .push(Span::new(self.file, range.start, range.end));
                    return Some(Ok((range.start, Tok::Error, range.end)));
                }
            }
        }
    }
}

/// Whether `name` would be read as a keyword (and so needs a `\` to be
/// written as a name). The GPU layer's contextual words are names.
pub fn is_keyword(name: &str) -> bool {
    let mut lexer = Tok::lexer(name);
    let first = lexer.next();
    let name_like = matches!(first, Some(Ok(tok)) if tok.contextual_name().is_some());
    !name_like || lexer.next().is_some()
}

impl<'a> Tok<'a> {
    /// The name this token stands for where a name is expected: an
    /// identifier, or one of the GPU layer's contextual words.
    pub fn contextual_name(self) -> Option<&'a str> {
        Some(match self {
            Tok::Ident(name) => name,
            Tok::Kernel => "kernel",
            Tok::Shared => "shared",
            Tok::Global => "global",
            Tok::GroupSize => "group_size",
            Tok::NumGroups => "num_groups",
            Tok::Barrier => "barrier",
            Tok::Grid => "grid",
            Tok::Warp => "warp",
            Tok::Binary => "binary",
            Tok::For => "for",
            Tok::Atomic => "atomic",
            _ => return None,
        })
    }
}
