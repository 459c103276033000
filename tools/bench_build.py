#!/usr/bin/env python3
"""Times what a student waits for, in fresh copies of the tree: the first `./lab.sh run RaycastPlane`, the first
`./lab.sh student` after it (which links run's framework and samples) and in a copy of its own, and edit ->
verdict (touch collisions/raycasts.cpp, then `./lab.sh run --check RaycastSphere`). Prints the median of each over
RUNS copies (default 3). Needs the packages already installed (./lab.sh installs them first). Not a test: timings
are never asserted.

usage: bench_build.py [RUNS] [--source DIR]
"""
import argparse
import contextlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def copy_tree(source, target):
    """The files git tracks or would track, as they are in the working tree (uncommitted edits included)."""
    files = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=source,
                           capture_output=True, check=True).stdout.split(b"\0")
    for name in filter(None, files):
        path = os.path.join(source, name.decode())
        if os.path.isfile(path):
            destination = os.path.join(target, name.decode())
            os.makedirs(os.path.dirname(destination), exist_ok=True)
            shutil.copy2(path, destination)


@contextlib.contextmanager
def fresh_copy(source):
    """A copy of the tree (copy_tree) in a temporary folder, deleted afterwards."""
    with tempfile.TemporaryDirectory(prefix="lab-bench-build-") as temporary:
        tree = os.path.join(temporary, "lab")
        copy_tree(source, tree)
        yield tree


def timed(command, cwd, ok_codes=(0,)):
    environment = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    start = time.monotonic()
    result = subprocess.run(command, cwd=cwd, env=environment, capture_output=True, text=True)
    elapsed = time.monotonic() - start
    if result.returncode not in ok_codes:
        sys.exit(f"{' '.join(command)} failed ({result.returncode}):\n{result.stdout[-2000:]}\n{result.stderr[-2000:]}")
    return elapsed


def main():
    parser = argparse.ArgumentParser(description="Time clean builds and edit -> verdict in fresh copies.")
    parser.add_argument("runs", nargs="?", type=int, default=3)
    parser.add_argument("--source", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    args = parser.parse_args()
    first_run, student_after_run, first_student, edit_verdict = [], [], [], []
    for run in range(args.runs):
        with fresh_copy(args.source) as tree:
            first_run.append(timed(["./lab.sh", "run", "RaycastPlane"], tree))
            if not os.path.isfile(os.path.join(tree, "RaycastPlane.png")):
                sys.exit("./lab.sh run RaycastPlane wrote no RaycastPlane.png")
            for edit in range(3):
                with open(os.path.join(tree, "collisions", "raycasts.cpp"), "a", encoding="utf-8") as source:
                    source.write(f"// edit {run}.{edit}\n")
                edit_verdict.append(timed(["./lab.sh", "run", "--check", "RaycastSphere"], tree))
            student_after_run.append(timed(["./lab.sh", "student"], tree, ok_codes=(1,)))  # stubs fail their checks
        with fresh_copy(args.source) as tree:
            first_student.append(timed(["./lab.sh", "student"], tree, ok_codes=(1,)))
        print(f"run {run + 1}/{args.runs}: run {first_run[-1]:.1f} s, student after it {student_after_run[-1]:.1f} s, "
              f"student first {first_student[-1]:.1f} s, edit -> verdict {statistics.median(edit_verdict[-3:]):.2f} s",
              flush=True)
    print(f"\nmedians of {args.runs} fresh copies ({os.cpu_count()} cores):")
    print(f"  first ./lab.sh run RaycastPlane   {statistics.median(first_run):6.1f} s")
    print(f"  ./lab.sh student after run        {statistics.median(student_after_run):6.1f} s")
    print(f"  first ./lab.sh student (alone)    {statistics.median(first_student):6.1f} s")
    print(f"  edit -> verdict (--check)         {statistics.median(edit_verdict):6.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
