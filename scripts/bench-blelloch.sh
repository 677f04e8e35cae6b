#!/usr/bin/env bash
# Scalability of the Blelloch prescan kernels of scripts/gen-blelloch.py:
# generate and verify n = 4, 8, 16, ... elements in turn, each with a time
# limit, until one does not verify within the limit.
#
#   scripts/bench-blelloch.sh [--op add|max|or] [--width 8|16|32]
#                             [--timeout SECONDS] [--max-n N]
#                             [--form loop|unrolled] [--spec monotonic|exact]
#                             [--no-spec]
#
# Defaults: --op add --width 32 --timeout 60, the generator's default form
# (loop) and specification (the full one). Prints `n  verdict  seconds` per
# size, then `largest n verified within S s: N` (N is `none` when n = 4
# already fails). Uses target/release/ivl (`cargo build --release`) and
# .venv/bin/z3 when it exists and IVL_Z3 is not set. Exit status 0, or 2 on a
# usage or setup error.
set -u

usage() {
  sed -n '6,10p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

op=add
width=32
limit=60
max_n=1048576
gen_opts=()
while [ $# -gt 0 ]; do
  case "$1" in
    --op) [ $# -ge 2 ] || usage; op=$2; shift 2 ;;
    --op=*) op=${1#--op=}; shift ;;
    --width) [ $# -ge 2 ] || usage; width=$2; shift 2 ;;
    --width=*) width=${1#--width=}; shift ;;
    --timeout) [ $# -ge 2 ] || usage; limit=$2; shift 2 ;;
    --timeout=*) limit=${1#--timeout=}; shift ;;
    --max-n) [ $# -ge 2 ] || usage; max_n=$2; shift 2 ;;
    --max-n=*) max_n=${1#--max-n=}; shift ;;
    --form|--spec) [ $# -ge 2 ] || usage; gen_opts+=("$1" "$2"); shift 2 ;;
    --form=*|--spec=*|--no-spec) gen_opts+=("$1"); shift ;;
    -h|--help) usage ;;
    *) echo "bench-blelloch.sh: unknown argument \`$1'" >&2; usage ;;
  esac
done
case "$op" in add|max|or) ;; *) echo "bench-blelloch.sh: --op must be add, max or or" >&2; exit 2 ;; esac
case "$width" in 8|16|32) ;; *) echo "bench-blelloch.sh: --width must be 8, 16 or 32" >&2; exit 2 ;; esac
case "$limit" in ''|*[!0-9]*) echo "bench-blelloch.sh: --timeout must be a number of seconds" >&2; exit 2 ;; esac

cd "$(dirname "$0")/.." || exit 2
ivl=target/release/ivl
if [ ! -x "$ivl" ]; then
  echo "bench-blelloch.sh: $ivl not found: run \`cargo build --release' first" >&2
  exit 2
fi
if [ -z "${IVL_Z3:-}" ] && [ -x .venv/bin/z3 ]; then
  IVL_Z3="$PWD/.venv/bin/z3"
  export IVL_Z3
fi

tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

echo "# op $op, width $width, limit ${limit} s${gen_opts[*]:+, generator options: ${gen_opts[*]}}"
printf '%-6s %-10s %s\n' n verdict seconds
largest=none
n=4
while [ "$n" -le "$max_n" ]; do
  file="$tmp/blelloch_${op}_bv${width}_n$n.ivl"
  if ! python3 scripts/gen-blelloch.py --n "$n" --op "$op" --width "$width" ${gen_opts[@]+"${gen_opts[@]}"} >"$file"; then
    echo "bench-blelloch.sh: the generator failed for n = $n" >&2
    exit 2
  fi
  start=$(date +%s.%N)
  # ivl's --timeout limits each solver check; `timeout` limits the whole run.
  timeout -k 5 "$limit" "$ivl" verify --timeout="$limit" "$file" >"$tmp/out" 2>&1
  rc=$?
  end=$(date +%s.%N)
  secs=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')
  case $rc in
    0) verdict=verified ;;
    1) verdict=errors ;;
    3 | 124 | 137) verdict=timeout ;;
    *) verdict="failed($rc)" ;;
  esac
  if [ "$verdict" = verified ] && awk -v s="$secs" -v l="$limit" 'BEGIN { exit !(s > l) }'; then
    verdict=too-slow
  fi
  printf '%-6s %-10s %s\n' "$n" "$verdict" "$secs"
  if [ "$verdict" != verified ]; then
    case $verdict in
      errors | failed*) sed 's/^/#   /' "$tmp/out" | head -20 ;;
    esac
    break
  fi
  largest=$n
  n=$((n * 2))
done
echo "largest n verified within ${limit} s: $largest"
