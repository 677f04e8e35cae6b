//! String literals in device code (`(uint8_t *)"expand 32-byte k"`): each
//! distinct literal is a read-only array of its own in global memory,
//! holding its characters and the terminating zero, a fact every kernel
//! assumes, as `__constant` contents are.

use ivl::syntax::ast::*;
use ivl::syntax::build::*;

use super::func::Func;
use super::place::Place;
use super::translator::{unsupported, Result};
use crate::clang::ast::Node;
use crate::ctype::CType;

impl<'t, 'a> Func<'t, 'a> {
    /// The array a string literal denotes.
    pub(super) fn string_literal(&mut self, n: &'a Node) -> Result<Place> {
        let at = n.at.as_ref();
        let ty = self.t.ctype(n);
        let (elem, length) = match &ty {
            CType::Array(elem, Some(length)) => ((**elem).clone(), *length),
            _ => return unsupported(at, "a string literal of this type"),
        };
        if !matches!(elem, CType::Int { bits: 8, .. }) {
            return unsupported(at, "a string literal of characters wider than a byte");
        }
        let spelled = n.value.as_ref().and_then(|v| v.as_str()).unwrap_or("");
        let Some(mut bytes) = literal_bytes(spelled) else {
            return unsupported(at, format!("the string literal {spelled}"));
        };
        bytes.push(0);
        if bytes.len() as u64 != length {
            return unsupported(at, format!("the string literal {spelled}"));
        }
        let key = format!("string literal {spelled}");
        let obj = self.object_for(&key, |f| {
            let obj = f.new_object("string", elem.clone(), MemorySpace::Global, true, false, at)?;
            f.set_length(obj, &ty);
            let mut facts = Vec::new();
            for (k, byte) in bytes.iter().enumerate() {
                let place = f.initialised(obj, k as u64);
                let (reads, held) = f.capture(|g| g.read(&place, at))?;
                assert!(reads.is_empty(), "reading memory is an expression");
                let held = f.coerce(held, &elem, at)?;
                facts.push(eq(held, bv(u128::from(*byte), 8)));
            }
            if let Some(all) = facts.into_iter().reduce(and) {
                f.t.constant_contents.push(all);
            }
            Ok(obj)
        })?;
        Ok(Place::Array {
            obj,
            offset: self.t.ptr().lit(0),
        })
    }
}

/// The bytes of a string literal as Clang prints it (quotes and C's
/// escapes: `\n`, `\"`, `\\`, `\x41`, `\101` ...); `None` for another
/// form (a prefix, as in `L"..."`).
pub(super) fn literal_bytes(spelled: &str) -> Option<Vec<u8>> {
    let inner = spelled.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = Vec::new();
    let mut chars = inner.bytes().peekable();
    while let Some(c) = chars.next() {
        if c != b'\\' {
            out.push(c);
            continue;
        }
        let e = chars.next()?;
        out.push(match e {
            b'n' => b'\n',
            b't' => b'\t',
            b'r' => b'\r',
            b'a' => 0x07,
            b'b' => 0x08,
            b'f' => 0x0c,
            b'v' => 0x0b,
            b'e' => 0x1b,
            b'\\' | b'"' | b'\'' | b'?' => e,
            b'x' => {
                let mut v: u32 = 0;
                let mut digits = 0;
                while let Some(d) = chars.peek().and_then(|d| (*d as char).to_digit(16)) {
                    v = v * 16 + d;
                    digits += 1;
                    chars.next();
                }
                if digits == 0 || v > 0xff {
                    return None;
                }
                v as u8
            }
            b'0'..=b'7' => {
                let mut v = u32::from(e - b'0');
                for _ in 0..2 {
                    match chars.peek().filter(|d| (b'0'..=b'7').contains(d)) {
                        Some(d) => {
                            v = v * 8 + u32::from(d - b'0');
                            chars.next();
                        }
                        None => break,
                    }
                }
                u8::try_from(v).ok()?
            }
            _ => return None,
        });
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::literal_bytes;

    #[test]
    fn escapes_decode_to_their_bytes() {
        assert_eq!(literal_bytes(r#""ab\nA\"""#), Some(b"ab\nA\"".to_vec()));
        assert_eq!(literal_bytes(r#""\x41\101\0""#), Some(vec![0x41, 0x41, 0]));
        assert_eq!(literal_bytes(r#""\\""#), Some(vec![b'\\']));
        assert_eq!(literal_bytes(r#"L"wide""#), None);
        assert_eq!(literal_bytes(r#""\q""#), None);
    }
}
