//! The launch: group size and number of groups, from the command line,
//! the program's declarations and the kernel's preconditions, else small
//! defaults (searched when the preconditions rule the defaults out).

/// Threads per group and groups, x first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Launch {
    pub sizes: [[u32; 3]; 2],
    /// Where the sizes came from, for the output.
    pub description: String,
}

/// The most threads a run may have.
pub const MAX_THREADS: u64 = 1 << 20;

const DEFAULT: [[u32; 3]; 2] = [[4, 1, 1], [2, 1, 1]];

/// Candidates for a size nobody gave, tried in order.
const GROUP_SIZES: &[u32] = &[4, 8, 2, 16, 32, 64, 1, 128, 256, 512, 1024, 3, 5, 6, 7];
const GROUP_COUNTS: &[u32] = &[2, 1, 4, 3, 8];

/// Where a size comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    Given,
    Preconditions,
    Default,
}

impl Launch {
    pub fn group_threads(&self) -> u64 {
        self.sizes[0].iter().map(|&n| u64::from(n)).product()
    }

    pub fn groups(&self) -> u64 {
        self.sizes[1].iter().map(|&n| u64::from(n)).product()
    }

    pub fn threads(&self) -> u64 {
        self.group_threads() * self.groups()
    }

    /// How many dimensions the ids need (1 to 3).
    pub fn dims(&self) -> usize {
        (0..3)
            .rev()
            .find(|&d| self.sizes[0][d] > 1 || self.sizes[1][d] > 1)
            .map_or(1, |d| d + 1)
    }
}

/// Picks the launch: `fixed` sizes stay, the others get defaults, or the
/// first candidates for which `ok` holds.
pub fn choose(
    fixed: [[Option<(u32, Origin)>; 3]; 2],
    ok: &mut dyn FnMut(&[[u32; 3]; 2]) -> bool,
) -> Result<Launch, String> {
    let pick = |gx: u32, nx: u32| {
        let mut sizes = DEFAULT;
        sizes[0][0] = gx;
        sizes[1][0] = nx;
        for (k, row) in fixed.iter().enumerate() {
            for (d, f) in row.iter().enumerate() {
                if let Some((n, _)) = f {
                    sizes[k][d] = *n;
                }
            }
        }
        sizes
    };
    let mut tried = Vec::new();
    'search: for &gx in GROUP_SIZES {
        for &nx in GROUP_COUNTS {
            let sizes = pick(gx, nx);
            if tried.contains(&sizes) {
                continue;
            }
            tried.push(sizes);
            if ok(&sizes) {
                let defaults_fit = sizes == pick(DEFAULT[0][0], DEFAULT[1][0]);
                return Ok(Launch {
                    sizes,
                    description: describe(sizes, fixed, defaults_fit),
                });
            }
            if tried.len() > 200 {
                break 'search;
            }
        }
    }
    Err(format!(
        "no launch satisfies the kernel's preconditions on its geometry (tried group sizes {:?} and group counts {:?} for the sizes not given); set --group-size and --num-groups",
        GROUP_SIZES, GROUP_COUNTS
    ))
}

fn describe(
    sizes: [[u32; 3]; 2],
    fixed: [[Option<(u32, Origin)>; 3]; 2],
    defaults_fit: bool,
) -> String {
    let part = |k: usize, noun: &str| {
        let dims = Launch {
            sizes,
            description: String::new(),
        }
        .dims();
        let shown: Vec<String> = sizes[k][..dims].iter().map(u32::to_string).collect();
        let value = if shown.len() == 1 {
            shown[0].clone()
        } else {
            format!("({})", shown.join(", "))
        };
        let origins: Vec<Origin> = fixed[k].iter().flatten().map(|(_, o)| *o).collect();
        let origin = if origins.contains(&Origin::Given) {
            "given"
        } else if origins.contains(&Origin::Preconditions) {
            "from the preconditions"
        } else if defaults_fit {
            "default"
        } else {
            "searched: the defaults break a precondition"
        };
        let text = match (k, value.as_str()) {
            (0, _) => format!("{noun} {value}"),
            (_, "1") => "1 group".to_string(),
            _ => format!("{value} {noun}"),
        };
        (text, origin)
    };
    let (g, go) = part(0, "group size");
    let (n, no) = part(1, "groups");
    let hint = if go != "given" || no != "given" {
        "; set --group-size/--num-groups"
    } else {
        ""
    };
    if go == no {
        format!("{g}, {n} ({go}{hint})")
    } else {
        format!("{g} ({go}), {n} ({no}{hint})")
    }
}

impl Launch {
    /// The ids of thread `t`: threads are numbered group by group, x
    /// fastest within a group and among groups.
    pub fn ids(&self, t: u32) -> super::eval::Ids {
        let per_group = self.group_threads() as u32;
        let (group_index, local) = (t / per_group, t % per_group);
        let split = |mut n: u32, dims: [u32; 3]| {
            let mut out = [0; 3];
            for d in 0..3 {
                out[d] = n % dims[d];
                n /= dims[d];
            }
            out
        };
        super::eval::Ids {
            local: split(local, self.sizes[0]),
            group: split(group_index, self.sizes[1]),
            group_index,
        }
    }
}
