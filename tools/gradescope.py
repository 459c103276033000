#!/usr/bin/env python3
"""Gradescope's autograder for an assignment (docs/ASSIGNMENT.md, docs/STUDENTS.md).

  gradescope.py make OUT.zip --assignment FILE.toml [--reference BUILD_DIR]   (./lab.sh gradescope)
        the autograder zip: setup.sh and run_autograder at its top, the assignment's hand-out (handout/), the
        hidden random cases drawn from the reference with the file's seed (hidden-cases/), the reference's
        speed for the leaderboard when the file asks for one, and autograder.json. It holds no solution of
        an asked function: the hand-out's stubs, the hidden cases' answers.
  gradescope.py setup         (setup.sh, once, when Gradescope builds the image)
        builds the hand-out's framework and samples, with its stubs, in the grading tree
  gradescope.py run           (run_autograder, once per submission)
        takes the student's collisions/*.cpp from the submission (the files alone, the folder, or the whole
        repository), builds them, runs the checks isolated against the hidden random cases, and writes
        results/results.json in Gradescope's format: one test per function and case group with its points,
        the failing cases as its output, a crash or a compile error as a zero-score test with the message.

Paths are under LAB_AUTOGRADER_ROOT (default /autograder: source/, submission/, results/), so that the suite can
run it in a fake tree; LAB_AUTOGRADER_REUSE_BUILD links another built tree's framework and samples (the suite's).
Gradescope runs each submission in its own container, so nothing here adds grade's sandbox.
"""
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile

TOOLS = os.path.dirname(os.path.abspath(__file__))
LAB = os.path.normpath(os.path.join(TOOLS, ".."))
sys.path.insert(0, TOOLS)
import assignment  # noqa: E402
import grade  # noqa: E402

SETUP_SH = """#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image (written by ./lab.sh gradescope).
set -euo pipefail
cd "$(dirname "$0")"
packages=$(bash handout/lab.sh packages student; bash handout/lab.sh packages handout)
missing=$(for package in $packages; do dpkg -s "$package" >/dev/null 2>&1 || echo "$package"; done)
if [ -n "$missing" ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
fi
exec python3 handout/tools/gradescope.py setup
"""
RUN_AUTOGRADER = """#!/usr/bin/env bash
# Gradescope runs this for each submission (written by ./lab.sh gradescope): results/results.json.
cd "$(dirname "$0")"
exec python3 handout/tools/gradescope.py run
"""


def root():
    return os.path.abspath(os.environ.get("LAB_AUTOGRADER_ROOT", "/autograder"))


def source():
    """The unzipped autograder (Gradescope's /autograder/source)."""
    return os.path.join(root(), "source")


def work():
    return os.path.join(root(), "work")


def config():
    return json.load(open(os.path.join(source(), "autograder.json"), encoding="utf-8"))


def make(argv):
    import argparse
    parser = argparse.ArgumentParser(prog="./lab.sh gradescope", description="Write a Gradescope autograder zip.")
    parser.add_argument("zip")
    parser.add_argument("--assignment", required=True, metavar="FILE.toml")
    parser.add_argument("--reference", default=os.path.join(LAB, "build", "release"), metavar="BUILD_DIR",
                        help="the built reference tree (collision-lab, collision-lab-make-cases)")
    args = parser.parse_args(argv)
    settings = assignment.read(args.assignment)
    reference = os.path.abspath(args.reference)
    # Staged outside the tree: a hand-out copies the tree's files, and must not meet this zip's hidden cases.
    scratch = tempfile.mkdtemp(prefix="lab-gradescope-")
    try:
        staging = os.path.join(scratch, "zip")
        os.makedirs(staging)
        handout = os.path.join(staging, "handout")
        made = subprocess.run([os.path.join(LAB, "lab.sh"), "handout", handout, "--assignment", args.assignment],
                              cwd=LAB, capture_output=True, text=True, env={**os.environ, "LAB_REFERENCE_BUILD": reference})
        if made.returncode != 0:
            sys.exit(f"gradescope: could not write the hand-out:\n{made.stderr}")
        shutil.rmtree(os.path.join(handout, ".git"))
        resolved = json.load(open(os.path.join(handout, "assignment.json"), encoding="utf-8"))
        settings_out = {"title": settings["title"], "hidden_cases": None, "seed": None, "leaderboard": False,
                        "reference_figures": None, "bench_samples": []}
        if settings["seed"] is not None:
            cases = os.path.join(staging, "hidden-cases")
            assignment.draw_hidden_cases(os.path.join(reference, "collision-lab-make-cases"), cases, settings["seed"],
                                         handout, resolved)
            # What the stubs' answers pass of these cases, not of the shipped ones.
            assignment.rebaseline(os.path.join(handout, "assignment.json"), switchable_program(), cases)
            settings_out["hidden_cases"] = "hidden-cases"
            settings_out["seed"] = settings["seed"]
        if settings["leaderboard"]:
            # The reference timed as the autograder builds a submission (grade's build: -Og, the reference's sources as
            # the hand-in), so that the ratio compares code, not compiler flags; the figures carry this machine's
            # speed, which --against scales to Gradescope's.
            samples = sorted({s for f in resolved["functions"] for s in f.get("samples", [])[:1]})
            timing = os.path.join(scratch, "reference")
            copy = os.path.join(timing, "submissions", "1", "collisions")
            os.makedirs(copy)
            for name in os.listdir(os.path.join(LAB, "collisions")):
                if name.endswith(".cpp") and name != "stubs.cpp":
                    shutil.copy2(os.path.join(LAB, "collisions", name), copy)
            errors = grade.build_handins([copy], LAB, os.path.join(timing, "build"), os.path.join(timing, "submissions"),
                                         reference, True, os.cpu_count() or 2)
            if errors:
                sys.exit(f"gradescope: the reference does not build as a hand-in: {errors}")
            figures = os.path.join(staging, "reference-figures.txt")
            timed = subprocess.run([grade.program_path(os.path.join(timing, "build"), 1), "--bench", *samples,
                                    "--save-figures", figures], capture_output=True, text=True)
            shutil.rmtree(timing, ignore_errors=True)
            if timed.returncode != 0 or not os.path.isfile(figures):
                sys.exit(f"gradescope: could not time the reference:\n{timed.stdout[-2000:]}{timed.stderr[-2000:]}")
            settings_out.update(leaderboard=True, reference_figures="reference-figures.txt", bench_samples=samples)
        with open(os.path.join(staging, "autograder.json"), "w", encoding="utf-8") as out:
            json.dump(settings_out, out, indent=2)
        for name, text in (("setup.sh", SETUP_SH), ("run_autograder", RUN_AUTOGRADER)):
            with open(os.path.join(staging, name), "w", encoding="utf-8") as out:
                out.write(text)
        with zipfile.ZipFile(args.zip, "w", zipfile.ZIP_DEFLATED) as archive:
            for folder, _, files in os.walk(staging):
                for name in sorted(files):
                    path = os.path.join(folder, name)
                    info = zipfile.ZipInfo.from_file(path, os.path.relpath(path, staging))
                    mode = 0o755 if name in ("setup.sh", "run_autograder") or os.access(path, os.X_OK) else 0o644
                    info.external_attr = (0o100000 | mode) << 16
                    with open(path, "rb") as data:
                        archive.writestr(info, data.read(), zipfile.ZIP_DEFLATED)
    finally:  # the hidden cases and their answers never stay behind, whatever stopped the making
        shutil.rmtree(scratch, ignore_errors=True)
    points = sum(f["points"] for f in resolved["functions"])
    print(f"wrote {os.path.abspath(args.zip)}: {len(resolved['functions'])} functions, {points:g} points"
          f"{', hidden random cases with seed ' + str(settings['seed']) if settings['seed'] is not None else ''}"
          f"{', a leaderboard' if settings['leaderboard'] else ''}")
    return 0


def switchable_program():
    """The reference's switchable build, which counts what the stubs' answers pass (lab.sh builds it)."""
    made = subprocess.run([os.path.join(LAB, "lab.sh"), "switchable-path"], cwd=LAB, capture_output=True, text=True)
    program = made.stdout.strip().splitlines()[-1] if made.stdout.strip() else ""
    if made.returncode != 0 or not os.path.isfile(program):
        sys.exit(f"gradescope: could not build the switchable reference:\n{made.stderr[-2000:]}")
    return program


def grading_copy():
    """Where the submission's sources are copied for the grading tree (always the same path: the tree is
    configured once, in setup, and each run rebuilds only the student's library)."""
    return os.path.join(work(), "submissions", "1", "collisions")


def copy_if_changed(source, target):
    """source's bytes into target, unless target holds them already: a file the submission leaves as the hand-out
    has it keeps the time of setup's build, so that only what the student changed is compiled again."""
    with open(source, "rb") as given:
        text = given.read()
    if os.path.isfile(target):
        with open(target, "rb") as current:
            if current.read() == text:
                return
    with open(target, "wb") as out:
        out.write(text)


def build(handout):
    reuse = os.environ.get("LAB_AUTOGRADER_REUSE_BUILD") or None
    return grade.build_handins([grading_copy()], handout, os.path.join(work(), "build"),
                               os.path.join(work(), "submissions"), reuse, True, os.cpu_count() or 2, keep_objects=True)


def setup():
    handout = os.path.join(source(), "handout")
    copy = grading_copy()
    shutil.rmtree(os.path.dirname(copy), ignore_errors=True)
    os.makedirs(copy)
    for name in grade.handout_sources(handout):
        shutil.copy2(os.path.join(handout, "collisions", name), copy)
    errors = build(handout)
    if errors:
        sys.exit(f"gradescope setup: the hand-out's stubs do not build: {errors}")
    print("gradescope setup: the grading tree is built")
    return 0


def find_sources(submission, names):
    """{name: path} of the student's collisions/*.cpp in any layout: a file in a folder named collisions first,
    then the one nearest the top."""
    found = {}
    for folder, folders, files in os.walk(submission):  # os.walk follows no link to a folder
        folders[:] = sorted(f for f in folders if f not in ("__MACOSX", ".git", "build"))
        for name in files:
            if name not in names:
                continue
            path = os.path.join(folder, name)
            if os.path.islink(path) or not os.path.isfile(path):
                continue  # a link or a device is not a source: reading it could reach the grader's files, or hang
            rank = (os.path.basename(folder) != "collisions", path.count(os.sep))
            if name not in found or rank < found[name][0]:
                found[name] = (rank, path)
    return {name: path for name, (_, path) in found.items()}


def write_results(results):
    folder = os.path.join(root(), "results")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "results.json"), "w", encoding="utf-8") as out:
        json.dump(results, out, indent=2)
    return 0


def zero(resolved, name, output, started):
    """The results of a submission that earns nothing: one test that says why, worth every point."""
    possible = sum(f["points"] for f in resolved["functions"])
    return write_results({"score": 0.0, "execution_time": round(time.time() - started), "output": output,
                          "tests": [{"name": name, "score": 0.0, "max_score": possible, "status": "failed",
                                     "output": output, "visibility": "visible"}]})


def leaderboard(program, settings, points):
    """The leaderboard's columns: the points, and the student's speed against the reference's (the geometric mean
    of the asked functions' ratios on random data, the reference's figures scaled to this machine)."""
    board = [{"name": "Points", "value": round(points["points"], 2), "order": "desc"}]
    records = os.path.join(work(), "bench-records.txt")
    try:
        subprocess.run([program, "--bench", *settings["bench_samples"], "--against",
                        os.path.join(source(), settings["reference_figures"]), "--bench-records", records],
                       capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        return board
    # Only functions that earned all their points race: a stub's or a wrong answer's speed means nothing.
    asked = {f["function"] for f in points["functions"] if f["points"] >= f["points_possible"] - assignment.POINTS_ROUNDING}
    ratios = []
    for line in open(records, encoding="utf-8") if os.path.isfile(records) else []:
        fields = line.rstrip("\n").split("\t")
        # figure, sample, function, own ns, calls, random ns, cases, (note), reference own ns, reference random ns
        if fields[0] == "figure" and len(fields) >= 10 and fields[2] in asked and not fields[7]:  # 7: a stub's
            try:
                mine, theirs = float(fields[5]), float(fields[9])
            except ValueError:
                continue
            if mine > 0 and theirs > 0:
                ratios.append(mine / theirs)
    if ratios:
        board.append({"name": "Time (x the reference)",
                      "value": round(math.exp(sum(map(math.log, ratios)) / len(ratios)), 3), "order": "asc"})
    return board


def run():
    started = time.time()
    settings = config()
    handout = os.path.join(source(), "handout")
    resolved = json.load(open(os.path.join(handout, "assignment.json"), encoding="utf-8"))
    names = assignment.asked_sources(handout, resolved)
    found = find_sources(os.path.join(root(), "submission"), set(names))
    if not found:
        return zero(resolved, "Your submission", "No collisions/*.cpp file in the submission: upload "
                    + ", ".join(f"collisions/{name}" for name in names) + " (the files, the folder or the repository).",
                    started)
    copy = grading_copy()
    notes = []
    for name in names:
        if name in found:
            copy_if_changed(found[name], os.path.join(copy, name))
        else:
            copy_if_changed(os.path.join(handout, "collisions", name), os.path.join(copy, name))
            notes.append(f"collisions/{name} is not in the submission: its functions are graded as the hand-out's stubs.")
    errors = build(handout)
    program = grade.program_path(os.path.join(work(), "build"), 1)
    if 1 in errors or not os.path.isfile(program):
        file, line, column, message = grade.shown(errors.get(1, ("?", "0", "0", "the build failed")), [copy, handout])
        if file.startswith(copy):
            file = "collisions/" + os.path.basename(file)
        where = f"{file}:{line}:{column}: " if file not in ("(link)", "(build)") else "linking: "
        return zero(resolved, "Compiling your code", f"It does not compile: {where}{message}", started)
    report_path = os.path.join(work(), "report.json")
    if os.path.exists(report_path):
        os.remove(report_path)
    environment = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    if settings["hidden_cases"]:
        environment["LAB_RANDOM_CASES"] = os.path.join(source(), settings["hidden_cases"])
    timeout = float(settings.get("timeout", 10))
    checked = None
    try:
        checked = subprocess.run([program, "--check", "--timeout", str(timeout), "--report", report_path,
                                  "--assignment", os.path.join(handout, "assignment.json")],
                                 capture_output=True, text=True, env=environment, timeout=timeout * 100 + 60)
        report = json.load(open(report_path, encoding="utf-8"))
        if not isinstance(report.get("points"), dict):
            raise ValueError("no points")
    except subprocess.TimeoutExpired:
        return zero(resolved, "Running the checks", "The checks took too long in all and were stopped.", started)
    except (OSError, ValueError):
        last = (checked.stderr.strip().splitlines() or [""])[-1][:300] if checked else ""
        why = grade.stopped(checked.returncode) if checked else "it could not be started"
        return zero(resolved, "Running the checks", f"The checks wrote no report ({why}){': ' + last if last else ''}",
                    started)
    hints = {f["function"]: f["hint"] for f in report.get("functions", []) if f.get("hint")}
    tests = []
    for number, function in enumerate(report["points"]["functions"], 1):
        for index, group in enumerate(function["groups"], 1):
            lines = list(function["abnormal"]) + list(group["failures"])
            if function["stub"]:
                lines.insert(0, f"{function['function']} is still the hand-out's stub (its LAB_STUB line ran): it "
                                "earns nothing until it is written.")
            elif group.get("baseline"):
                lines.insert(0, f"The stub passes {group['baseline']} of these: credit is for the "
                                f"{group['units'] - group['baseline']} beyond them.")
            if group["failures"] and function["function"] in hints:
                lines.append(f"hint: {hints[function['function']]}")
            if group["passed"] < group["units"] and len(group["failures"]) < group["units"] - group["passed"]:
                missing = group["units"] - group["recorded"]
                if missing > 0:
                    lines.append(f"{missing} of its {group['units']} checks did not run (a crash or a hang before them).")
            earned = round(group["points"], 4)
            tests.append({"name": f"{function['function']}: {assignment.GROUP_TITLES[group['group']]}",
                          "number": f"{number}.{index}",
                          "score": earned, "max_score": round(group["points_possible"], 4),
                          "status": "passed" if group["points"] >= group["points_possible"] - assignment.POINTS_ROUNDING
                          else "failed",
                          "output": f"{group['passed']} of {group['units']} passed." + "".join(f"\n{l}" for l in lines),
                          "visibility": group["visibility"]})
    for sample in report["samples"]:
        if sample["abnormal"]:
            abnormal = sample["abnormal"]
            tests.append({"name": f"{sample['name']}: {abnormal['kind']}"
                                  f"{' in ' + abnormal['function'] if abnormal['function'] else ''}",
                          "score": 0.0, "max_score": 0.0, "status": "failed",
                          "output": f"{abnormal['summary']} ({abnormal['where']})\n{abnormal['output'][-2000:]}".rstrip(),
                          "visibility": "visible"})
    score = report["points"]["points"]
    totals = report["totals"]
    output = "\n".join(notes + [f"{totals['passed']} cases passed, {totals['failed']} failed; {totals['crashed']} "
                                f"samples crashed, {totals['timed_out']} timed out."])
    results = {"score": round(score, 4), "execution_time": round(time.time() - started), "output": output,
               "tests": tests}
    if settings["leaderboard"]:
        results["leaderboard"] = leaderboard(program, settings, report["points"])
    return write_results(results)


def main(argv):
    try:
        if argv[1:2] == ["make"]:
            return make(argv[2:])
        if argv[1:] == ["setup"]:
            return setup()
        if argv[1:] == ["run"]:
            return run()
    except assignment.AssignmentError as problem:
        sys.exit(f"gradescope: {problem}")
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
