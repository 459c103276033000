#!/usr/bin/env python3
"""Proves that every Collisions function is tested by a sample: with only that function's body replaced by its
stub (PROGRAM is the switchable build; LAB_STUB names the function), `--check` must fail, and list the function
as a stub. Names every function that no check notices.

    stub_coverage.py PROGRAM MANIFEST WORKDIR [SHARD SHARDS]

SHARD and SHARDS split the functions between tests that ctest runs side by side: this one takes every SHARDS-th
function, starting at SHARD. To be quick, each function is first checked on the samples whose cases call it
(a report of the unchanged program says which: framework/sample/calls.hpp); only a function that no sample calls
directly, or whose stub those samples do not notice, is checked on every sample.
"""
import json
import os
import re
import subprocess
import sys


def run(program, signature, samples, workdir):
    environment = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    environment["LAB_STUB"] = signature
    return subprocess.run([program, "--check", "--fail-fast", *samples], capture_output=True, text=True,
                          env=environment, cwd=workdir)


def main():
    if len(sys.argv) not in (4, 6):
        sys.exit(__doc__)
    program, manifest, workdir = sys.argv[1:4]
    shard, shards = (int(sys.argv[4]), int(sys.argv[5])) if len(sys.argv) == 6 else (0, 1)
    os.makedirs(workdir, exist_ok=True)
    signatures = re.findall(r'^LAB_COLLISIONS_FUNCTION\(\d+, "([^"]+)"', open(manifest, encoding="utf-8").read(), re.M)
    if not signatures:
        sys.exit(f"FAIL: no functions in {manifest}")
    mine = signatures[shard::shards]

    # Which samples call each function, from a report of the program as it is (every case passes).
    report = os.path.join(workdir, f"unchanged-{shard}.json")
    environment = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "LAB_STUB",
                                                                       "LAB_STUB_UNMARKED")}
    unchanged = subprocess.run([program, "--check", "--report", report], capture_output=True, text=True,
                               env=environment, cwd=workdir)
    if unchanged.returncode != 0:
        sys.exit(f"FAIL: the unchanged program's checks fail (exit {unchanged.returncode}):\n{unchanged.stdout[-3000:]}")
    callers = {}
    for sample in json.load(open(report, encoding="utf-8"))["samples"]:
        for case in sample["cases"]:
            for function in case.get("functions", []):
                callers.setdefault(function, [])
                if sample["name"] not in callers[function]:
                    callers[function].append(sample["name"])

    untested, direct, everywhere = [], 0, 0
    for signature in mine:
        samples = callers.get(signature, [])
        result = run(program, signature, samples, workdir) if samples else None
        if result is None or result.returncode == 0:
            result = run(program, signature, [], workdir)  # every sample
            everywhere += 1
        else:
            direct += 1
        if result.returncode == 0:
            untested.append(signature)
        elif result.returncode != 1:
            sys.exit(f"FAIL: with {signature} stubbed, collision-lab --check crashed or misbehaved "
                     f"(exit {result.returncode}):\n{result.stderr[-3000:]}")
        elif signature not in result.stdout:
            sys.exit(f"FAIL: with {signature} stubbed, the progress table does not list it as a stub:\n{result.stdout}")
        else:
            verdict = re.search(r"\n(\d+ passed, \d+ failed)\n$", result.stdout)
            print(f"{signature}: {verdict.group(1) if verdict else '?'}"
                  f" ({', '.join(samples) if samples and result.args[3:] else 'every sample'})")
    if untested:
        sys.exit("FAIL: stubbing these functions fails no sample check, so nothing tests them:\n  " +
                 "\n  ".join(untested))
    print(f"PASS: all {len(mine)} functions fail at least one check when stubbed ({direct} on the samples that call "
          f"them, {everywhere} on every sample)")


if __name__ == "__main__":
    main()
