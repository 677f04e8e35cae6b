//! Counterexamples of the reduction in the kernel's terms: the two
//! threads' ids, and where thread 1 made the access a race conflicts
//! with, instead of the reduction's names (`local_id.x$1`, a shared
//! array's group copies).

use super::mangle::{parameter_of, thread_id_of};

/// The description of the two threads, and the values that remain.
/// `race`: the array of a race check, with the lines of thread 1's logged
/// accesses it reads (0: none).
pub fn threads(
    values: &[(String, String)],
    race: Option<(&str, &[u32])>,
) -> (Vec<String>, Vec<(String, String)>) {
    let mut ids = [[None, None], [None, None]];
    let mut lines = Vec::new();
    let mut rest = Vec::new();
    let mut arguments = Vec::new();
    if let Some((array, logged)) = race {
        for line in logged.iter().filter(|l| **l != 0) {
            let access = format!("its access to {array} at line {line}");
            if !lines.contains(&access) {
                lines.push(access);
            }
        }
    }
    for (name, value) in values {
        let id = thread_id_of(name);
        match id {
            Some((k, d, t)) => {
                let slot = ids[t][k].get_or_insert_with(|| vec![String::from("?"); 3]);
                slot[d] = value.trim_end_matches("bv32").to_string();
            }
            None => match parameter_of(name) {
                Some(argument) => arguments.push(format!("{argument} = {value}")),
                None => rest.push((readable(name), value.clone())),
            },
        }
    }
    let mut described = Vec::new();
    for (t, [local, group]) in ids.iter().enumerate() {
        let mut parts = Vec::new();
        for (word, id) in [("local id", local), ("group id", group)] {
            if let Some(id) = id {
                parts.push(format!("{word} ({})", trimmed(id).join(", ")));
            }
        }
        if t == 0 {
            parts.extend(lines.iter().cloned());
        }
        if !parts.is_empty() {
            described.push(format!("thread {}: {}", t + 1, parts.join(", ")));
        }
    }
    if !arguments.is_empty() {
        described.push(format!("kernel arguments: {}", arguments.join(", ")));
    }
    (described, rest)
}

/// `[x, y, z]` without trailing unknown dimensions.
fn trimmed(id: &[String]) -> &[String] {
    let mut n = id.len();
    while n > 1 && id[n - 1] == "?" {
        n -= 1;
    }
    &id[..n]
}

/// `A[true][i]` and `A[group_id.x$1 == group_id.x$2 && ...][i]` (a shared
/// array in thread 1's or thread 2's group copy) as `A[i]`: the index
/// names the thread.
fn readable(text: &str) -> String {
    const THREAD_2: &str = "[group_id.x$1 == group_id.x$2 && group_id.y$1 == group_id.y$2 \
                            && group_id.z$1 == group_id.z$2][";
    text.replace("[true][", "[").replace(THREAD_2, "[")
}
