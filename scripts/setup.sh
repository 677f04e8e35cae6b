#!/usr/bin/env bash
# Installs what building, verifying and testing need on a Debian machine
# with Rust: the rustfmt and clippy components, and the solver z3 (from
# PyPI's z3-solver, pinned) in the project's .venv, where `ivl` finds it.
# Idempotent: a second run installs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v rustup >/dev/null 2>&1; then
  installed=$(rustup component list --installed 2>/dev/null || true)
  for c in rustfmt clippy; do
    grep -q "^$c" <<<"$installed" || rustup component add "$c"
  done
fi

Z3_VERSION=5.4.0.0
if ! .venv/bin/z3 --version 2>/dev/null | grep -q "${Z3_VERSION%.0}"; then
  if ! python3 -m venv .venv 2>/dev/null; then
    # Debian's python3 needs its venv package.
    apt-get update -qq && apt-get install -y -qq python3-venv >/dev/null
    python3 -m venv .venv
  fi
  .venv/bin/pip install --quiet --disable-pip-version-check "z3-solver==$Z3_VERSION"
fi
.venv/bin/z3 --version
