#!/usr/bin/env python3
"""Module imports within a folder of Rust modules, and their cycles.

Usage: scripts/module-cycles.py [--list] DIR...

Each DIR is a module folder (`ivl/src/gpu`): its modules are `mod.rs` (the
folder's module, named after the folder) and every other `NAME.rs`. An
import is a `use` of a sibling module (`super::NAME`, `crate::...::FOLDER::
NAME`, or from mod.rs `NAME::` / `self::NAME`), or a path to one in the
code (`super::NAME::item`); a child's `super::ITEM` imports mod.rs. `--list` prints each module with what it imports. The exit
status is 1 when some folder's imports form a cycle, which is printed.
"""

import re
import sys
from pathlib import Path


def modules(folder: Path) -> dict[str, str]:
    """Module name -> source text (mod.rs under the folder's name)."""
    found = {}
    for path in sorted(folder.glob("*.rs")):
        name = folder.name if path.stem == "mod" else path.stem
        found[name] = path.read_text()
    return found


def strip_comments(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def imports(name: str, text: str, folder: str, names: set[str]) -> set[str]:
    text = strip_comments(text)
    # The tests of a module are not part of the layering.
    text = re.split(r"#\[cfg\(test\)\]", text)[0]
    found = set()
    siblings = "|".join(sorted(names, key=len, reverse=True))
    patterns = [rf"\bsuper::({siblings})\b", rf"\b{folder}::({siblings})\b"]
    if name == folder:
        # mod.rs names its children directly.
        patterns.append(rf"\bself::({siblings})\b")
        patterns.append(rf"(?<![:\w])({siblings})::")
    else:
        patterns.append(rf"\bsuper::(?!(?:{siblings})\b)")
    for pattern in patterns:
        for m in re.finditer(pattern, text):
            target = m.group(1) if m.re.groups else folder
            if target != name:
                found.add(target)
    return found


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(n: str) -> list[str] | None:
        state[n] = 1
        stack.append(n)
        for m in sorted(graph[n]):
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in state:
                cycle = visit(m)
                if cycle:
                    return cycle
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state:
            cycle = visit(n)
            if cycle:
                return cycle
    return None


def main() -> int:
    args = sys.argv[1:]
    listing = "--list" in args
    folders = [Path(a) for a in args if a != "--list"]
    if not folders:
        print(__doc__, file=sys.stderr)
        return 2
    status = 0
    for folder in folders:
        mods = modules(folder)
        names = set(mods)
        graph = {n: imports(n, t, folder.name, names) for n, t in mods.items()}
        if listing:
            print(f"{folder}:")
            for n in sorted(graph):
                print(f"  {n}: {', '.join(sorted(graph[n])) or '-'}")
        cycle = find_cycle(graph)
        if cycle:
            print(f"{folder}: import cycle: {' -> '.join(cycle)}")
            status = 1
        elif not listing:
            print(f"{folder}: no import cycle among {len(graph)} modules")
    return status


if __name__ == "__main__":
    sys.exit(main())
