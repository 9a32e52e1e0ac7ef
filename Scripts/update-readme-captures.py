#!/usr/bin/env python3
"""Refreshes the screen captures in README.md from the demo's `snapshot` command.

Each capture is a fenced block preceded by a marker line such as
    <!-- capture: about --width 64 --height 18 -->
Its arguments are split as a shell splits them, so a `--keys` value with spaces is quoted:
    <!-- capture: settings --width 64 --height 14 --keys "enter type:demo" -->
The test SectionalDemoTests/ReadmeCaptureTests checks that every capture is still what the
demo prints; run this script (after `swift build`) when a change alters a screen on purpose.
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
MARKER = re.compile(r"<!-- capture: (.+?) -->\n```text\n.*?```", re.S)


def capture(arguments: str) -> str:
    binary = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True,
                            text=True, check=True).stdout.strip() + "/sectional-demo"
    with tempfile.TemporaryDirectory() as config:
        environment = dict(os.environ, XDG_CONFIG_HOME=config, NO_COLOR="1")
        result = subprocess.run([binary, "snapshot", *shlex.split(arguments)], capture_output=True,
                                text=True, env=environment, check=True)
    return result.stdout.rstrip("\n")


def main() -> int:
    text = README.read_text()
    updated = MARKER.sub(
        lambda m: f"<!-- capture: {m.group(1)} -->\n```text\n{capture(m.group(1))}\n```", text)
    README.write_text(updated)
    return 0


if __name__ == "__main__":
    sys.exit(main())
