#!/usr/bin/env python3
"""The mutant catalogue, run: ./lab.sh mutants [FUNCTION...] (or tools/mutants.py PROGRAM ...).

Each catalogued mutant (collisions/mutants/*.mutants) is a realistic slip in one student function. PROGRAM is a
switchable build (collision-lab-switchable), which holds every mutant and takes the one LAB_MUTANT names. For
each mutant, the checks of the samples that call its function run with it in place; the mutant is caught when a
case that calls the function fails (or the function crashes or hangs a sample). Prints every mutant's verdict, the
survivors and the mutation score; exit status 1 when a mutant survives.

    mutants.py PROGRAM [--first] [--shard K N] [--write-hints FILE] [--hints FILE] [FUNCTION...]

--first         only each function's first mutant (one per function: the test suite's subset)
--shard K N     every Nth mutant from the Kth (0-based), so that two runs share the work
--write-hints   writes the hints table: for each mutant with a hint, the cases it fails (samples/hints.txt)
--hints FILE    checks that --check shows each mutant's hint when its failures are exactly the mutant's
FUNCTION        only these functions' mutants (their manifest signatures, or their names: "PointInSphere")
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

LAB = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.join(LAB, "collisions"))
import stubs  # noqa: E402  (the catalogue's reader)


def catalogue():
    """Every mutant, in the order of the chapters' files (the manifest's order of files, then the catalogue's)."""
    folder = os.path.join(LAB, "collisions", "mutants")
    order = []
    for line in open(os.path.join(LAB, "collisions", "chapters.def"), encoding="utf-8"):
        match = stubs.CHAPTER.match(line.strip())
        if match:
            order += [name.replace(".cpp", ".mutants") for name in match.group(2).split()]
    mutants = []
    for name in order:
        path = os.path.join(folder, name)
        if os.path.exists(path):
            mutants += stubs.read_mutants(path)
    return mutants


def environment(mutant=None):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "LAB_STUB", "LAB_MUTANT",
                                                              "LAB_STUB_UNMARKED")}
    if mutant is not None:
        env["LAB_MUTANT"] = mutant.key
    return env


def run_checks(program, samples, report, mutant=None):
    """--check on the samples (every one when none), with the mutant in place; the report and the output."""
    result = subprocess.run([program, "--check", "--report", report, *samples], capture_output=True, text=True,
                            env=environment(mutant))
    try:
        with open(report, encoding="utf-8") as f:
            return json.load(f), result
    except (OSError, ValueError):
        return None, result


def failures_of(report, signature):
    """The cases of the report that call the function and failed, as "Sample#case" (its random cases marked
    "Sample#case~": a hint leaves them out, as another seed changes them), and the samples that crashed or hung in
    it."""
    failed, abnormal = [], []
    for sample in report["samples"]:
        for case in sample["cases"]:
            if not case["passed"] and signature in case.get("functions", []):
                failed.append(f"{sample['name']}#{case['case']}" + ("~" if "random" in case else ""))
        culprit = (sample.get("abnormal") or {}).get("function") or ""
        if sample.get("abnormal") and signature.split("(")[0] in culprit:
            abnormal.append(f"{sample['name']}!{sample['abnormal']['kind']}")
    return failed, abnormal


def main():
    parser = argparse.ArgumentParser(description="Run the mutant catalogue.")
    parser.add_argument("program")
    parser.add_argument("functions", nargs="*")
    parser.add_argument("--first", action="store_true")
    parser.add_argument("--shard", nargs=2, type=int, metavar=("K", "N"))
    parser.add_argument("--write-hints", metavar="FILE")
    parser.add_argument("--hints", metavar="FILE")
    args = parser.parse_intermixed_args()  # names may come after the options (./lab.sh mutants puts them there)
    started = time.monotonic()

    mutants = catalogue()
    if args.functions:
        wanted = set(args.functions)
        mutants = [m for m in mutants if m.signature in wanted or m.signature.split("(")[0] in wanted]
        if not mutants:
            sys.exit(f"mutants: no catalogued mutant of {', '.join(args.functions)}")
    if args.first:
        mutants = [m for m in mutants if m.number == 1]
    if args.shard:
        k, n = args.shard
        mutants = mutants[k::n]

    with tempfile.TemporaryDirectory(prefix="lab-mutants-") as work:
        # Which samples call each function: the unchanged program's report (every case must pass).
        unchanged, result = run_checks(args.program, [], os.path.join(work, "unchanged.json"))
        if unchanged is None or result.returncode != 0:
            sys.exit(f"mutants: the unchanged program's checks do not pass (exit {result.returncode}):\n"
                     f"{result.stdout[-3000:]}{result.stderr[-2000:]}")
        callers = {}
        for sample in unchanged["samples"]:
            for case in sample["cases"]:
                for function in case.get("functions", []):
                    callers.setdefault(function, [])
                    if sample["name"] not in callers[function]:
                        callers[function].append(sample["name"])

        survivors, hints, hint_problems = [], [], []
        for index, mutant in enumerate(mutants):
            samples = callers.get(mutant.signature, [])
            if not samples:
                survivors.append((mutant, "no sample's case calls the function"))
                print(f"SURVIVED {mutant.key}  {mutant.name}: no sample calls {mutant.signature}", flush=True)
                continue
            report, result = run_checks(args.program, samples, os.path.join(work, f"mutant-{index}.json"), mutant)
            if report is None:
                survivors.append((mutant, f"--check wrote no report (exit {result.returncode})"))
                print(f"ERROR    {mutant.key}  {mutant.name}: --check wrote no report:\n{result.stderr[-2000:]}")
                continue
            failed, abnormal = failures_of(report, mutant.signature)
            if failed or abnormal:
                where = ", ".join(failed[:4] + abnormal[:2]) + (" ..." if len(failed) > 4 else "")
                print(f"caught   {mutant.key}  {mutant.name}: {where}", flush=True)
                fixed = [f for f in failed if not f.endswith("~")] + abnormal
                if mutant.hint and fixed:
                    hints.append(f"{mutant.signature} | {' '.join(sorted(fixed))} | {mutant.hint}\n")
                    if args.hints and mutant.hint not in result.stdout:
                        hint_problems.append(mutant)
            else:
                survivors.append((mutant, "every case that calls the function passes"))
                print(f"SURVIVED {mutant.key}  {mutant.name}: every case of {', '.join(samples)} passes", flush=True)

    caught = len(mutants) - len(survivors)
    print(f"\n{caught} of {len(mutants)} mutants caught ({100.0 * caught / max(1, len(mutants)):.1f}%) in "
          f"{time.monotonic() - started:.0f} s")
    for mutant, why in survivors:
        print(f"  survivor: {mutant.key} ({mutant.path}:{mutant.line}) {mutant.name}: {why}")
    if args.write_hints:
        with open(args.write_hints, "w", encoding="utf-8") as out:
            out.write("# Hints from known slips: written by ./lab.sh mutants (tools/mutants.py --write-hints) from the\n"
                      "# mutant catalogue (collisions/mutants). Each line: a function | the cases that fail when it has\n"
                      "# the slip (Sample#case; Sample!crash) | the hint --check shows when a student's failures of that\n"
                      "# function are exactly these.\n")
            out.writelines(sorted(hints))
        print(f"wrote {len(hints)} hints to {args.write_hints}")
    for mutant in hint_problems:
        print(f"  hint not shown: {mutant.key} {mutant.name} (is {args.hints} out of date? ./lab.sh mutants writes it)")
    return 1 if survivors or hint_problems else 0


if __name__ == "__main__":
    sys.exit(main())
