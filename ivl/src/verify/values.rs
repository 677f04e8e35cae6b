//! Model values, as IVL writes them: `-5`, `1.5`, `10bv32`, `true`.

use crate::smt::sexp::Sexp;
use crate::vc::names::ZERO_WIDTH_VALUE;

pub fn show(v: &Sexp) -> String {
    match v {
        Sexp::Atom(a) => atom(a),
        Sexp::List(items) => match items.as_slice() {
            [Sexp::Atom(minus), x] if minus == "-" => format!("-{}", show(x)),
            [Sexp::Atom(div), a, b] if div == "/" => format!("{}/{}", show(a), show(b)),
            // cvc5: (_ bv10 32)
            [Sexp::Atom(us), Sexp::Atom(bv), Sexp::Atom(w)]
                if us == "_" && bv.starts_with("bv") =>
            {
                format!("{}bv{w}", &bv[2..])
            }
            // cvc5's abstract values: (as @T_0 T)
            [Sexp::Atom(as_), value, _] if as_ == "as" => show(value),
            _ => v.to_string(),
        },
    }
}

fn atom(a: &str) -> String {
    if a == ZERO_WIDTH_VALUE.trim_matches('|') || a == ZERO_WIDTH_VALUE {
        return "0bv0".into();
    }
    if let Some(hex) = a.strip_prefix("#x") {
        return format!("{}bv{}", to_decimal(hex, 16), hex.len() * 4);
    }
    if let Some(bin) = a.strip_prefix("#b") {
        return format!("{}bv{}", to_decimal(bin, 2), bin.len());
    }
    // z3's `|T:Ref!val!0|`, cvc5's `@T:Ref_0`: drop our sort prefix.
    let a = a.trim_matches('|');
    let a = a.strip_prefix('@').unwrap_or(a);
    a.strip_prefix("T:").unwrap_or(a).to_string()
}

/// The decimal digits of a number written in base 2 or 16 (any length).
fn to_decimal(digits: &str, base: u32) -> String {
    // Little-endian base-10^9 limbs.
    let mut limbs: Vec<u64> = vec![0];
    for c in digits.chars() {
        let d = u64::from(c.to_digit(base).unwrap_or(0));
        let mut carry = d;
        for limb in &mut limbs {
            let x = *limb * u64::from(base) + carry;
            *limb = x % 1_000_000_000;
            carry = x / 1_000_000_000;
        }
        if carry > 0 {
            limbs.push(carry);
        }
    }
    let mut text = limbs.last().expect("one limb").to_string();
    for limb in limbs.iter().rev().skip(1) {
        text.push_str(&format!("{limb:09}"));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::sexp::parse;

    #[test]
    fn shows_values_in_ivl_syntax() {
        let cases = [
            ("(- 5)", "-5"),
            ("#x0000000a", "10bv32"),
            ("#b101", "5bv3"),
            ("(_ bv7 8)", "7bv8"),
            ("(/ 1.0 2.0)", "1.0/2.0"),
            ("|T:Ref!val!0|", "Ref!val!0"),
            ("(as @T:Ref_0 |T:Ref|)", "Ref_0"),
            (
                "#xffffffffffffffffffffffffffffffff",
                "340282366920938463463374607431768211455bv128",
            ),
        ];
        for (smt, ivl) in cases {
            assert_eq!(show(&parse(smt).unwrap()), ivl, "{smt}");
        }
    }
}
