//! Names of C++ types as Clang writes them, where a class template
//! specialization is involved: the name it is indexed by, and the forms
//! of its arguments that name the same type.

use super::ast::Node;

/// The name a class template specialization is indexed by, as Clang
/// writes its type: `P<3>`, `data_t<int, 4>`; `None` for arguments other
/// than integers and types (packs, templates).
pub fn specialization_name(r: &Node) -> Option<String> {
    specialization_name_with(r, &[])
}

/// The parameters of class template `t` that are `bool`, in order (empty
/// when it has a parameter pack).
pub fn bool_parameters(t: &Node) -> Vec<bool> {
    let params: Vec<&Node> = t
        .inner
        .iter()
        .filter(|p| {
            matches!(
                p.kind.as_str(),
                "TemplateTypeParmDecl" | "NonTypeTemplateParmDecl" | "TemplateTemplateParmDecl"
            )
        })
        .collect();
    if params.iter().any(|p| p.is_parameter_pack == Some(true)) {
        return Vec::new();
    }
    params
        .iter()
        .map(|p| {
            p.is("NonTypeTemplateParmDecl")
                && p.ty.as_ref().is_some_and(|t| t.canonical() == "bool")
        })
        .collect()
}

/// `specialization_name`, the arguments of the `bool` parameters
/// (`bools`, from `bool_parameters`) written as Clang writes them in types
/// (`true`; their values are 1-bit numbers, -1).
pub fn specialization_name_with(r: &Node, bools: &[bool]) -> Option<String> {
    let args = r
        .inner
        .iter()
        .filter(|a| a.is("TemplateArgument"))
        .enumerate()
        .map(|(i, a)| match (&a.value, &a.ty) {
            (Some(v), _) if bools.get(i) == Some(&true) && v.is_i64() => Some(
                if v.as_i64() == Some(0) {
                    "false"
                } else {
                    "true"
                }
                .to_string(),
            ),
            (Some(v), _) if v.is_i64() || v.is_u64() => Some(v.to_string()),
            (None, Some(t)) => Some(template_name(t.canonical())),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some(format!("{}<{}>", r.name(), args.join(", ")))
}

/// A specialization's name with one or more of its last arguments left
/// out (`W<int, 1>` gives `W<int>`), as it is written where those have
/// defaults.
pub fn shorter_forms(name: &str) -> Vec<String> {
    let Some((base, args)) = name.strip_suffix('>').and_then(|n| n.split_once('<')) else {
        return Vec::new();
    };
    let mut depth = 0;
    let mut cuts = Vec::new();
    for (i, c) in args.char_indices() {
        match c {
            '<' | '(' => depth += 1,
            '>' | ')' => depth -= 1,
            ',' if depth == 0 => cuts.push(i),
            _ => {}
        }
    }
    cuts.iter()
        .map(|&i| format!("{base}<{}>", args[..i].trim_end()))
        .collect()
}

/// `name` with integer template arguments written without their suffixes,
/// as a specialization is indexed: Clang writes `tile<32U>` for the type
/// deduced by `auto` and `tile<32>` for the one written.
pub fn template_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut depth = 0;
    let mut chars = name.chars().peekable();
    let mut previous = ' ';
    while let Some(c) = chars.next() {
        out.push(c);
        match c {
            '<' => depth += 1,
            '>' => depth -= 1,
            '0'..='9' if depth > 0 && !(previous.is_alphanumeric() || previous == '_') => {
                while let Some(d) = chars.next_if(char::is_ascii_digit) {
                    out.push(d);
                }
                let mut suffix = String::new();
                while let Some(l) = chars.next_if(|l| "uUlL".contains(*l)) {
                    suffix.push(l);
                }
                if !chars.peek().is_some_and(|n| matches!(n, ',' | '>' | ' ')) {
                    out.push_str(&suffix);
                }
                previous = '0';
                continue;
            }
            _ => {}
        }
        previous = c;
    }
    out
}

/// The name after the last `::` outside template arguments:
/// `cooperative_groups::tile<ns::T>` is `tile<ns::T>`.
pub fn last_name(name: &str) -> &str {
    let mut depth = 0;
    let mut start = 0;
    let bytes = name.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'<' => depth += 1,
            b'>' => depth -= 1,
            b':' if depth == 0 && bytes.get(i + 1) == Some(&b':') => start = i + 2,
            _ => {}
        }
    }
    &name[start..]
}

/// `text`, the type of member `member` (an id) as Clang writes it in
/// struct `r`, with each unqualified name of a typedef `r` declares before
/// it replaced by the type it stands for in `r` (in a class template's
/// specialization, `DeviceWord` means that specialization's: the name
/// alone does not say which).
pub fn with_member_typedefs(text: &str, r: &Node, member: &str) -> String {
    let members: Vec<(&str, &str)> = r
        .inner
        .iter()
        .take_while(|d| d.id != member)
        .filter(|d| d.is("TypedefDecl") || d.is("TypeAliasDecl"))
        .filter_map(|d| Some((d.name.as_deref()?, d.ty.as_ref()?.desugared.as_deref()?)))
        .collect();
    if members.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find(|c: char| c.is_alphabetic() || c == '_') {
        let word_len = rest[start..]
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len() - start);
        let word = &rest[start..start + word_len];
        let qualified = rest[..start].ends_with("::");
        let member = members.iter().find(|(name, _)| *name == word);
        out.push_str(&rest[..start]);
        match member {
            Some((_, target)) if !qualified => out.push_str(target),
            _ => out.push_str(word),
        }
        rest = &rest[start + word_len..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::{last_name, template_name};

    #[test]
    fn integer_arguments_lose_their_suffixes() {
        assert_eq!(
            template_name("thread_block_tile<32U>"),
            "thread_block_tile<32>"
        );
        assert_eq!(template_name("data_t<int, 4UL>"), "data_t<int, 4>");
        assert_eq!(template_name("A<B<7LL>>"), "A<B<7>>");
        assert_eq!(template_name("float2"), "float2");
        assert_eq!(template_name("V<float2, 3>"), "V<float2, 3>");
    }

    #[test]
    fn last_names_skip_template_arguments() {
        assert_eq!(
            last_name("cooperative_groups::thread_block_tile<32>"),
            "thread_block_tile<32>"
        );
        assert_eq!(last_name("P<ns::T>"), "P<ns::T>");
        assert_eq!(last_name("a::b::P<ns::T, 2>"), "P<ns::T, 2>");
        assert_eq!(last_name("S"), "S");
    }
}
