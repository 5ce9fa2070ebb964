"""python -m tests.golden [--update]: compare the generated SQL with the fixtures, or rewrite
them (see tests/golden/__init__.py)."""

from __future__ import annotations

import argparse
import sys

from dbt_tview.testing import pg

from . import HERE, diff, render_all


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.golden", description=__doc__)
    ap.add_argument("--update", action="store_true", help="rewrite the fixtures")
    args = ap.parse_args(argv)
    server = pg.get_server()
    root = HERE
    got = render_all(server)
    changed = 0
    for path, text in sorted(got.items()):
        file = root / path
        want = file.read_text() if file.exists() else None
        if want == text:
            continue
        changed += 1
        if args.update:
            file.parent.mkdir(parents=True, exist_ok=True)
            file.write_text(text)
        else:
            sys.stdout.write(diff(path, want, text))
    stale = [p for p in root.rglob("*.sql") if str(p.relative_to(root)) not in got]
    for p in stale:
        changed += 1
        if args.update:
            p.unlink()
        else:
            print(f"stale fixture (no case renders it): {p.relative_to(root)}")
    verb = "rewrote" if args.update else "differ"
    print(f"{changed} of {len(got)} fixtures {verb} ({root})", file=sys.stderr)
    return 0 if args.update or not changed else 1


if __name__ == "__main__":
    sys.exit(main())
