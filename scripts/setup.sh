#!/usr/bin/env bash
# Installs what building and testing need on a Debian machine with Rust:
# the rustfmt and clippy components. (The verifier's solver, z3, is added
# here when `ivl verify` arrives.)
set -euo pipefail
if command -v rustup >/dev/null 2>&1; then
  installed=$(rustup component list --installed 2>/dev/null || true)
  for c in rustfmt clippy; do
    grep -q "^$c" <<<"$installed" || rustup component add "$c"
  done
fi
