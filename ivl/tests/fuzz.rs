//! Robustness: no input makes parsing, checking or formatting panic or
//! hang, and every error is located inside the input. Inputs are random
//! bytes, random token streams, and mutations of the corpus; the seeds are
//! fixed, so a failure reproduces.

mod common;

use common::{corpus, Rng};
use ivl::diagnostics::Diagnostic;
use ivl::pipeline;
use ivl::syntax::span::FileId;

fn exercise(src: &str) {
    let check = std::panic::catch_unwind(|| pipeline::check(FileId(0), src));
    let Ok(result) = check else {
        panic!("check panicked on input:\n{src:?}");
    };
    if let Err(errors) = result {
        assert!(!errors.is_empty());
        located(src, &errors);
        let phase = errors[0].phase;
        assert!(
            errors.iter().all(|e| e.phase == phase),
            "mixed phases on {src:?}"
        );
    }
    let Ok(formatted) = std::panic::catch_unwind(|| pipeline::format(FileId(0), src)) else {
        panic!("fmt panicked on input:\n{src:?}");
    };
    match formatted {
        Ok(text) => {
            let again = pipeline::format(FileId(0), &text).unwrap_or_else(|e| {
                panic!(
                    "formatted text does not parse ({:?}):\n{text}",
                    e[0].message
                )
            });
            assert_eq!(again, text, "fmt not idempotent on {src:?}");
        }
        Err(errors) => located(src, &errors),
    }
}

fn located(src: &str, errors: &[Diagnostic]) {
    for e in errors {
        assert!(
            e.span.lo <= e.span.hi && e.span.hi as usize <= src.len(),
            "error `{}` at {:?} lies outside the input of {} bytes",
            e.message,
            e.span,
            src.len()
        );
        assert!(
            src.is_char_boundary(e.span.lo as usize) && src.is_char_boundary(e.span.hi as usize)
        );
    }
}

#[test]
fn random_bytes() {
    let alphabet: Vec<char> = "abxyz019 \n\t;:,.(){}[]<>=!&|+-*/\"'#$^_?`\\@~%λ∀"
        .chars()
        .collect();
    let mut rng = Rng::new(1);
    for _ in 0..5000 {
        let len = rng.below(120);
        let src: String = (0..len).map(|_| *rng.pick(&alphabet)).collect();
        exercise(&src);
    }
}

const TOKENS: [&str; 72] = [
    "type",
    "const",
    "unique",
    "function",
    "returns",
    "axiom",
    "var",
    "where",
    "procedure",
    "implementation",
    "requires",
    "ensures",
    "modifies",
    "free",
    "assert",
    "assume",
    "havoc",
    "call",
    "if",
    "then",
    "else",
    "while",
    "invariant",
    "break",
    "return",
    "goto",
    "old",
    "forall",
    "exists",
    "lambda",
    "true",
    "false",
    "int",
    "bool",
    "real",
    "div",
    "mod",
    "<==>",
    "==>",
    "<==",
    "&&",
    "||",
    "==",
    "!=",
    "<",
    "<=",
    ">",
    "++",
    "+",
    "-",
    "*",
    "/",
    "!",
    ":=",
    "=",
    "::",
    ":",
    ";",
    ",",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "x",
    "P",
    "f",
    "0",
    "3bv8",
    "1.5",
    "bv8",
];

#[test]
fn random_token_streams() {
    let mut rng = Rng::new(2);
    for _ in 0..5000 {
        let len = rng.below(60);
        let src: Vec<&str> = (0..len).map(|_| *rng.pick(&TOKENS)).collect();
        exercise(&src.join(" "));
    }
}

#[test]
fn corpus_mutations() {
    let mut rng = Rng::new(3);
    let files: Vec<String> = corpus()
        .iter()
        .map(|p| std::fs::read_to_string(p).unwrap())
        .collect();
    assert!(!files.is_empty());
    for _ in 0..3000 {
        let src = rng.pick(&files).clone();
        let mut tokens: Vec<&str> = src
            .split_inclusive(|c: char| c.is_whitespace() || "();,[]{}".contains(c))
            .collect();
        for _ in 0..1 + rng.below(3) {
            if tokens.is_empty() {
                break;
            }
            let i = rng.below(tokens.len());
            match rng.below(3) {
                0 => {
                    tokens.remove(i);
                }
                1 => {
                    let t = tokens[i];
                    tokens.insert(rng.below(tokens.len()), t);
                }
                _ => tokens[i] = *rng.pick(&TOKENS),
            }
        }
        exercise(&tokens.concat());
    }
}

#[test]
fn deep_nesting_is_handled() {
    // Deep expressions are legal; they must neither overflow nor be slow.
    let depth = 2000;
    let src = format!(
        "axiom {}true{};\naxiom {}1{} > 0;",
        "(".repeat(depth),
        ")".repeat(depth),
        "-".repeat(depth),
        " + 1".repeat(depth)
    );
    let handle = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || exercise(&src))
        .unwrap();
    handle.join().expect("deep nesting crashed the checker");
}
