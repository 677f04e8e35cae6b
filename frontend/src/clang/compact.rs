//! Running Clang with its JSON AST read as Clang writes it, without the
//! indentation.
//!
//! Clang indents its JSON by two spaces a level, so a deeply nested
//! expression (a generated sum of hundreds of terms) makes the dump
//! mostly spaces: 3.6 GB for HeCBench's s3d, whose compact JSON is a
//! fraction of that. Reading the output as it comes, while Clang still
//! writes, and keeping only what is outside whitespace between tokens,
//! bounds the memory by the compact size and overlaps the two processes.

use std::io::{self, Read};
use std::process::{Command, ExitStatus, Stdio};

/// What a run of Clang gave.
pub struct ClangRun {
    pub status: ExitStatus,
    /// Standard output with whitespace between JSON tokens dropped.
    pub stdout: Vec<u8>,
    /// How many bytes Clang wrote to standard output.
    pub written: usize,
    pub stderr: Vec<u8>,
}

/// Runs `command`, reading its standard output through [`Compactor`]
/// while it runs and its standard error beside it.
pub fn run(command: &mut Command) -> io::Result<ClangRun> {
    let mut child = command
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut stderr = child.stderr.take().expect("stderr is piped");
    let errors = std::thread::spawn(move || {
        let mut text = Vec::new();
        stderr.read_to_end(&mut text).map(|_| text)
    });
    let mut stdout = child.stdout.take().expect("stdout is piped");
    let mut compactor = Compactor::default();
    let mut buffer = vec![0u8; 1 << 20];
    let mut written = 0;
    loop {
        let n = match stdout.read(&mut buffer) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        written += n;
        compactor.push(&buffer[..n]);
    }
    let status = child.wait()?;
    let stderr = errors
        .join()
        .map_err(|_| io::Error::other("reading Clang's errors failed"))??;
    Ok(ClangRun {
        status,
        stdout: compactor.out,
        written,
        stderr,
    })
}

/// JSON text with the whitespace outside strings dropped, fed in pieces
/// that may split a string or an escape.
#[derive(Default)]
pub struct Compactor {
    pub out: Vec<u8>,
    in_string: bool,
    escaped: bool,
}

impl Compactor {
    pub fn push(&mut self, bytes: &[u8]) {
        let mut rest = bytes;
        while !rest.is_empty() {
            if self.in_string {
                // Copy up to and including the closing quote.
                let mut end = rest.len();
                for (i, &b) in rest.iter().enumerate() {
                    if self.escaped {
                        self.escaped = false;
                    } else if b == b'\\' {
                        self.escaped = true;
                    } else if b == b'"' {
                        self.in_string = false;
                        end = i + 1;
                        break;
                    }
                }
                self.out.extend_from_slice(&rest[..end]);
                rest = &rest[end..];
            } else {
                let start = rest
                    .iter()
                    .position(|b| !matches!(b, b' ' | b'\n' | b'\r' | b'\t'))
                    .unwrap_or(rest.len());
                rest = &rest[start..];
                // Copy the token text up to the next whitespace or string.
                let end = rest
                    .iter()
                    .position(|b| matches!(b, b' ' | b'\n' | b'\r' | b'\t' | b'"'))
                    .unwrap_or(rest.len());
                self.out.extend_from_slice(&rest[..end]);
                rest = &rest[end..];
                if rest.first() == Some(&b'"') {
                    self.out.push(b'"');
                    self.in_string = true;
                    rest = &rest[1..];
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Compactor;

    fn compact(pieces: &[&str]) -> String {
        let mut c = Compactor::default();
        for p in pieces {
            c.push(p.as_bytes());
        }
        String::from_utf8(c.out).unwrap()
    }

    #[test]
    fn drops_whitespace_between_tokens_only() {
        let json = "{\n  \"kind\": \"a b\",\n  \"inner\": [ 1, true ]\n}\n";
        assert_eq!(compact(&[json]), r#"{"kind":"a b","inner":[1,true]}"#);
    }

    #[test]
    fn keeps_escaped_quotes_and_spaces_in_strings_split_anywhere() {
        let json = "{ \"v\": \"say \\\"hi there\\\" \\\\\" , \"w\" : 2 }";
        let whole = compact(&[json]);
        assert_eq!(whole, r#"{"v":"say \"hi there\" \\","w":2}"#);
        for cut in 0..json.len() {
            let (a, b) = json.split_at(cut);
            assert_eq!(compact(&[a, b]), whole, "split at {cut}");
        }
    }
}
