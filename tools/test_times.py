#!/usr/bin/env python3
"""The suite's slowest tests in its last run: ./lab.sh test-times [BUILD_DIR] [-n N]

Reads ctest's log of the last run (BUILD_DIR/Testing/Temporary/LastTest.log; the asan build's by default, the one
./lab.sh test runs) and each test's TIMEOUT (ctest --show-only=json-v1), and prints the N slowest (default 10)
with their share of the run's test time and of their timeout, then the run's total. A test that took more than
half its timeout is marked: its budget is too tight for a slower machine, or the test has grown.
"""
import argparse
import json
import os
import re
import subprocess
import sys

LAB = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
DEFAULT_TIMEOUT = 1500.0  # ctest's own when a test sets none (DART_TESTING_TIMEOUT)


def last_times(build):
    """{test name: seconds} from the last run's log, and when it ran."""
    path = os.path.join(build, "Testing", "Temporary", "LastTest.log")
    if not os.path.exists(path) and os.path.exists(path + ".tmp"):
        path += ".tmp"  # a run still going, or one stopped before its end
    try:
        text = open(path, encoding="utf-8", errors="replace").read()
    except OSError:
        sys.exit(f"test-times: no test run in {build} yet ({path} is missing); run ./lab.sh test first")
    times, current = {}, None
    for line in text.splitlines():
        name = re.match(r"^\d+/\d+ Test: (.+)$", line)
        if name:
            current = name.group(1).strip()
            continue
        took = re.match(r"^Test time = +([0-9.]+) sec", line)
        if took and current is not None:
            times[current] = float(took.group(1))
            current = None
    started = re.search(r"^Start testing: (.+)$", text, re.M)
    return times, started.group(1) if started else "?"


def timeouts(build):
    """{test name: its TIMEOUT in seconds}."""
    # ctest --show-only writes an empty run over the last run's log: keep the log, so test-times can run again.
    log = os.path.join(build, "Testing", "Temporary", "LastTest.log")
    kept = open(log, "rb").read() if os.path.exists(log) else None
    try:
        shown = subprocess.run(["ctest", "--test-dir", build, "--show-only=json-v1"], capture_output=True, text=True)
    finally:
        if kept is not None:
            with open(log, "wb") as out:
                out.write(kept)
    if shown.returncode != 0:
        return {}
    found = {}
    for test in json.loads(shown.stdout).get("tests", []):
        for prop in test.get("properties", []):
            if prop.get("name") == "TIMEOUT":
                found[test["name"]] = float(prop["value"])
    return found


def main():
    parser = argparse.ArgumentParser(description="The suite's slowest tests in its last run.")
    parser.add_argument("build", nargs="?", default=os.path.join(LAB, "build", "asan"))
    parser.add_argument("-n", type=int, default=10, help="how many (default 10)")
    args = parser.parse_args()
    times, started = last_times(args.build)
    if not times:
        sys.exit(f"test-times: the last run in {args.build} recorded no test times")
    limits = timeouts(args.build)
    total = sum(times.values())
    print(f"The {min(args.n, len(times))} slowest of {len(times)} tests in the run of {started} ({args.build}):")
    print(f"  {'seconds':>8} {'of run':>7} {'timeout':>8}  test")
    for name, seconds in sorted(times.items(), key=lambda item: -item[1])[: args.n]:
        limit = limits.get(name, DEFAULT_TIMEOUT)
        mark = "  <- over half its timeout" if seconds > limit / 2 else ""
        print(f"  {seconds:8.1f} {100 * seconds / total:6.1f}% {limit:8.0f}  {name}{mark}")
    print(f"  {total:8.1f} s of test time in all (run two at a time, the run takes about half of it)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
