//! S-expressions as solvers print them, for reading responses.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sexp {
    Atom(String),
    List(Vec<Sexp>),
}

impl Sexp {
    pub fn atom(&self) -> Option<&str> {
        match self {
            Sexp::Atom(a) => Some(a),
            Sexp::List(_) => None,
        }
    }

    pub fn list(&self) -> Option<&[Sexp]> {
        match self {
            Sexp::List(items) => Some(items),
            Sexp::Atom(_) => None,
        }
    }
}

impl fmt::Display for Sexp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Sexp::Atom(a) => f.write_str(a),
            Sexp::List(items) => {
                f.write_str("(")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str(")")
            }
        }
    }
}

/// Where a complete s-expression ends in `text` (after leading
/// whitespace), if it is complete.
pub fn complete_length(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() && bytes[i].is_ascii_whitespace() {
        i += 1;
    }
    if i == bytes.len() {
        return None;
    }
    let mut depth = 0usize;
    while i < bytes.len() {
        match bytes[i] {
            b'(' => depth += 1,
            b')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'|' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'|' {
                    i += 1;
                }
            }
            b'"' => {
                i += 1;
                // `""` inside a string is an escaped quote.
                while i < bytes.len() {
                    if bytes[i] == b'"' {
                        if bytes.get(i + 1) == Some(&b'"') {
                            i += 1;
                        } else {
                            break;
                        }
                    }
                    i += 1;
                }
            }
            c if depth == 0 && !c.is_ascii_whitespace() => {
                // A bare atom: complete at the next whitespace.
                while i < bytes.len() && !bytes[i].is_ascii_whitespace() {
                    i += 1;
                }
                return (i < bytes.len()).then_some(i);
            }
            _ => {}
        }
        if i == bytes.len() {
            return None;
        }
        i += 1;
    }
    None
}

/// Parses one s-expression; `None` if `text` is not one.
pub fn parse(text: &str) -> Option<Sexp> {
    let mut tokens = tokenize(text).into_iter().peekable();
    let sexp = parse_tokens(&mut tokens)?;
    tokens.peek().is_none().then_some(sexp)
}

fn tokenize(text: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
        } else if c == '(' || c == ')' {
            tokens.push(c.to_string());
            i += 1;
        } else if c == '|' || c == '"' {
            let start = i;
            i += 1;
            while i < chars.len() {
                if chars[i] == c {
                    if c == '"' && chars.get(i + 1) == Some(&'"') {
                        i += 2;
                        continue;
                    }
                    break;
                }
                i += 1;
            }
            i = (i + 1).min(chars.len());
            tokens.push(chars[start..i].iter().collect());
        } else {
            let start = i;
            while i < chars.len() && !chars[i].is_whitespace() && chars[i] != '(' && chars[i] != ')'
            {
                i += 1;
            }
            tokens.push(chars[start..i].iter().collect());
        }
    }
    tokens
}

fn parse_tokens(tokens: &mut std::iter::Peekable<std::vec::IntoIter<String>>) -> Option<Sexp> {
    let token = tokens.next()?;
    match token.as_str() {
        "(" => {
            let mut items = Vec::new();
            loop {
                if tokens.peek()? == ")" {
                    tokens.next();
                    return Some(Sexp::List(items));
                }
                items.push(parse_tokens(tokens)?);
            }
        }
        ")" => None,
        _ => Some(Sexp::Atom(token)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_end_of_responses() {
        assert_eq!(complete_length("sat\n"), Some(3));
        assert_eq!(complete_length("sat"), None);
        assert_eq!(complete_length("((x 1)"), None);
        assert_eq!(complete_length("((|a)b| 1))\n"), Some(11));
        assert_eq!(complete_length("(error \"a \"\") b\")"), Some(17));
    }

    #[test]
    fn parses_models() {
        let s = parse("((|x@1| (- 5)) (|b| #x0a))").unwrap();
        assert_eq!(s.to_string(), "((|x@1| (- 5)) (|b| #x0a))");
        assert!(parse("(a b").is_none());
        assert!(parse("a b").is_none());
    }
}
