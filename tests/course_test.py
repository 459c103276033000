#!/usr/bin/env python3
"""Tests a course's set-up end to end, as an instructor runs it (docs/ASSIGNMENT.md):

  1. an assignment file with a typo is refused with the key it meant; the docs' examples are read;
  2. ./lab.sh handout --assignment: only the asked functions are stubs, the others given in full (a "// GIVEN"
     line) and still listed in collisions/functions.inc; assignment.json carries the points but not the hidden
     cases' seed; the GitHub Classroom workflow parses, each grader step is a runner of the reporter with its
     result in <ID>_RESULTS, and its points add up to the assignment's;
  3. ./lab.sh gradescope: the zip has setup.sh and run_autograder (executable) at its top and no solution of an
     asked function; setup.sh builds the grading tree in a fake /autograder (LAB_AUTOGRADER_ROOT), and
     run_autograder grades four submissions, each results.json valid against Gradescope's format
     (tests/gradescope_results.schema.json):
       complete  the reference's files, uploaded as the whole repository: every point, a leaderboard;
       partial   the files alone, Raycast(Ray, Sphere) still its stub: its tests 0, with its failing cases;
       wrong     the same stub's answer with its LAB_STUB line deleted: still 0 (credit is beyond the stub's);
       crashing  the collisions/ folder, PointInSphere dereferencing a null pointer: a zero-score test that names
                 the crash, PointInSphere's points lost (and the cases of its sample that did not run), those of
                 Raycast(Ray, Sphere), checked in other samples, kept;
       broken    a syntax error: one zero-score test with collisions/raycasts.cpp:LINE, worth every point;
       duplicate a function defined twice, which does not link: the same, never an earlier build's program;
  4. the workflow's commands in the fresh hand-out: its check step (over a committed report.json) writes the
     reports and prints the points, and every grader step fails; its grader commands on the complete and the
     partial submissions' reports pass and fail where Gradescope gave all and less than all of the points;
  5. ./lab.sh grade --assignment: the CSV has the points, earned and possible, and per function.

usage: course_test.py LAB_DIR WORKDIR BUILD_DIR (BUILD_DIR: the suite's built tree, the reference and the
framework every grading tree links)
"""
import csv
import json
import os
import re
import shlex
import shutil
import stat
import subprocess
import sys
import time
import zipfile

import jsonschema
import yaml

ASSIGNMENT = """# A course's assignment (docs/ASSIGNMENT.md)
title = "Spheres and rays"
functions = ["PointInSphere", "ClosestPoint(Sphere, Point)", "Raycast(Ray, Sphere, float&)"]
others = "left-out"
points = 10
leaderboard = true

[function_points]
"Raycast(Ray, Sphere, float&)" = 20

[weights]
book = 2
contract = 1
random = 1

[visibility]
random = "after_due_date"

[random]
seed = 20261128
"""
ASKED = ["PointInSphere(Sphere, Point)", "ClosestPoint(Sphere, Point)", "Raycast(Ray, Sphere, float&)"]
POSSIBLE = 40.0


STARTED = time.time()


def phase(what):
    print(f"[{time.time() - STARTED:5.1f} s] {what}", flush=True)


def fail(message):
    print(f"FAIL: {message}")
    sys.exit(1)


def run(command, **options):
    result = subprocess.run(command, capture_output=True, text=True, **options)
    return result


def replace(path, old, new):
    text = open(path, encoding="utf-8").read()
    if old not in text:
        fail(f"{path} lacks {old!r}")
    open(path, "w", encoding="utf-8").write(text.replace(old, new, 1))


def as_written(lab, source, name):
    """The reference's collisions/NAME as a student who wrote it would hand it in: with the helpers from the
    headers that the hand-out's headers do not have (solution-only helpers no given function needs) written in."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from grade_test import header_helpers
    text = open(os.path.join(lab, "collisions", name), encoding="utf-8").read()
    headers = "".join(open(os.path.join(source, "handout", "collisions", header), encoding="utf-8").read()
                      for header in os.listdir(os.path.join(source, "handout", "collisions")) if header.endswith(".hpp"))
    sys.path.insert(0, os.path.join(lab, "collisions"))
    from stubs import helper_items
    needed = ""
    for namespace, body, _ in header_helpers(lab):
        if namespace is None:
            needed += body  # the headers only the helpers need
            continue
        missing = "".join("".join(item) for names, item in helper_items(body.splitlines(keepends=True))
                          if names and not any(re.search(rf"\b{name}\b", headers) for name in names))
        if missing:
            needed += f"namespace {namespace} {{\n{missing}}}  // namespace {namespace}\n"
    if not needed:
        return text
    last_include = max(m.end() for m in re.finditer(r"^#include [^\n]*\n", text, re.M))
    return text[:last_include] + "\n" + needed + text[last_include:]


def main():
    lab, work, build = (os.path.abspath(path) for path in sys.argv[1:4])
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    environment = {**os.environ, "LAB_REFERENCE_BUILD": build,
                   "LAB_SWITCHABLE_PROGRAM": os.path.join(build, "tests", "collision-lab-switchable")}
    assignment = os.path.join(work, "spheres.toml")
    open(assignment, "w", encoding="utf-8").write(ASSIGNMENT)

    # 1. A typo is refused, with what was meant.
    typo = os.path.join(work, "typo.toml")
    open(typo, "w", encoding="utf-8").write(ASSIGNMENT.replace("others =", "other ="))
    refused = run([sys.executable, os.path.join(lab, "tools", "assignment.py"), "check", typo])
    if refused.returncode != 2 or "unknown key 'other'" not in refused.stderr or "'others'" not in refused.stderr:
        fail(f"a misspelt key was not refused with the right one: {refused.returncode} {refused.stderr}")

    phase("the hand-out")
    # ...and the examples docs/ASSIGNMENT.md and docs/STUDENTS.md give are read as they stand.
    for document in ("ASSIGNMENT.md", "STUDENTS.md"):
        for number, example in enumerate(re.findall(r"```toml\n(.*?)```", open(
                os.path.join(lab, "docs", document), encoding="utf-8").read(), re.S)):
            path = os.path.join(work, f"example-{number}.toml")
            open(path, "w", encoding="utf-8").write(re.sub(r"^ +", "", example, flags=re.M))
            checked = run([sys.executable, os.path.join(lab, "tools", "assignment.py"), "check", path])
            if checked.returncode != 0:
                fail(f"docs/{document}'s example assignment is refused: {checked.stderr}")

    # 2. The hand-out.
    handout = os.path.join(work, "handout")
    made = run([os.path.join(lab, "lab.sh"), "handout", handout, "--assignment", assignment], cwd=lab,
               env=environment)
    if made.returncode != 0:
        fail(f"lab.sh handout --assignment failed:\n{made.stdout}{made.stderr}")
    stubs = re.findall(r'LAB_STUB\("([^"]+)"\)', "".join(
        open(os.path.join(handout, "collisions", name), encoding="utf-8").read()
        for name in os.listdir(os.path.join(handout, "collisions")) if name.endswith(".cpp")))
    resolved = json.load(open(os.path.join(handout, "assignment.json"), encoding="utf-8"))
    given = set(resolved["given"])
    # Left out: the others stay stubs, but a function a kept sample calls is given in full.
    if not set(ASKED) <= set(stubs) or given & set(stubs):
        fail(f"the hand-out's stubs are not the asked functions and the left-out ones: {sorted(stubs)}")
    manifest = open(os.path.join(handout, "collisions", "functions.inc"), encoding="utf-8").read()
    listed = re.findall(r'^LAB_COLLISIONS_FUNCTION\(\d+, "([^"]+)"', manifest, re.M)
    if not set(ASKED) <= set(listed) or not given <= set(listed):
        fail("the hand-out's functions.inc does not list the asked and the given functions")
    given_text = open(os.path.join(handout, "collisions", "point_tests.cpp"), encoding="utf-8").read()
    if given and "// GIVEN:" not in "".join(open(os.path.join(handout, "collisions", n), encoding="utf-8").read()
                                              for n in os.listdir(os.path.join(handout, "collisions"))):
        fail("no given function is marked // GIVEN")
    if "SOLUTION" in given_text:
        fail("a solution marker survived in the hand-out")
    text = open(os.path.join(handout, "assignment.json"), encoding="utf-8").read()
    if "20261128" in text or "seed" in text:
        fail("the hand-out's assignment.json gives away the hidden cases' seed")
    if [f["function"] for f in resolved["functions"]] != ASKED or resolved["functions"][2]["points"] != 20:
        fail(f"assignment.json has other functions or points: {resolved['functions']}")
    raycast_groups = resolved["functions"][2]["groups"]
    if not any(g.get("baseline", 0) > 0 for g in raycast_groups.values()) or \
            any(g.get("baseline", 0) >= g["units"] for g in raycast_groups.values()):
        fail(f"the stub's baselines are not counted: {raycast_groups}")
    if not resolved.get("samples") or "RaycastSphere" not in resolved["samples"]:
        fail(f"a left-out assignment keeps the samples of its functions: {resolved.get('samples')}")
    workflow_path = os.path.join(handout, ".github", "workflows", "classroom.yml")
    workflow = yaml.safe_load(open(workflow_path, encoding="utf-8"))
    steps = workflow["jobs"]["run-autograding-tests"]["steps"]
    graders = [s for s in steps if s.get("uses", "").startswith("classroom-resources/autograding-command-grader@")]
    reporter = [s for s in steps if s.get("uses", "").startswith("classroom-resources/autograding-grading-reporter@")]
    if len(reporter) != 1 or not graders:
        fail("the workflow has no command graders or no reporter")
    ids = [s["id"] for s in graders]
    if reporter[0]["with"]["runners"].split(",") != ids:
        fail("the reporter's runners are not the grader steps' ids")
    for step in graders:
        if reporter[0]["env"].get(f"{step['id'].upper()}_RESULTS") != f"${{{{steps.{step['id']}.outputs.result}}}}":
            fail(f"the reporter does not read {step['id']}'s result")
    if any(not isinstance(s["with"]["max-score"], int) for s in graders) or \
            sum(s["with"]["max-score"] for s in graders) != POSSIBLE:
        fail("the workflow's points are not whole numbers that add up to the assignment's")
    if not any("./lab.sh student --report report.json" in s.get("run", "") for s in steps):
        fail("the workflow does not run the checks with a report")

    phase("gradescope make")
    # 3. Gradescope.
    archive = os.path.join(work, "autograder.zip")
    made = run([sys.executable, os.path.join(lab, "tools", "gradescope.py"), "make", archive, "--assignment",
                assignment, "--reference", build], cwd=lab, env=environment)
    if made.returncode != 0:
        fail(f"gradescope make failed:\n{made.stdout}{made.stderr}")
    root = os.path.join(work, "autograder")
    source = os.path.join(root, "source")
    with zipfile.ZipFile(archive) as opened:
        names = opened.namelist()
        for name in ("setup.sh", "run_autograder"):
            if name not in names or not (opened.getinfo(name).external_attr >> 16) & stat.S_IXUSR:
                fail(f"the zip has no executable {name} at its top")
        for name in names:
            if name.startswith("handout/collisions/") and name.endswith(".cpp"):
                if b"SOLUTION" in opened.read(name):
                    fail(f"{name} in the zip holds a solution marker")
        opened.extractall(source)
    for name in ("setup.sh", "run_autograder"):
        os.chmod(os.path.join(source, name), 0o755)
    raycasts = open(os.path.join(source, "handout", "collisions", "raycasts.cpp"), encoding="utf-8").read()
    if 'LAB_STUB("Raycast(Ray, Sphere, float&)")' not in raycasts:
        fail("the zip's hand-out gives away an asked function")
    phase("setup.sh")
    grading = {**os.environ, "LAB_AUTOGRADER_ROOT": root, "LAB_AUTOGRADER_REUSE_BUILD": build}
    setup = run(["bash", os.path.join(source, "setup.sh")], env=grading)
    if setup.returncode != 0:
        fail(f"setup.sh failed:\n{setup.stdout}{setup.stderr}")
    schema = json.load(open(os.path.join(lab, "tests", "gradescope_results.schema.json"), encoding="utf-8"))

    def grade(name, layout):
        submission = os.path.join(root, "submission")
        shutil.rmtree(submission, ignore_errors=True)
        for relative, text in layout.items():
            os.makedirs(os.path.dirname(os.path.join(submission, relative)), exist_ok=True)
            open(os.path.join(submission, relative), "w", encoding="utf-8").write(text)
        ran = run([os.path.join(source, "run_autograder")], env=grading)
        path = os.path.join(root, "results", "results.json")
        if ran.returncode != 0 or not os.path.isfile(path):
            fail(f"run_autograder on {name} failed:\n{ran.stdout}{ran.stderr}")
        results = json.load(open(path, encoding="utf-8"))
        os.remove(path)
        try:
            jsonschema.validate(results, schema)
        except jsonschema.ValidationError as problem:
            fail(f"{name}'s results.json is not Gradescope's format: {problem.message}")
        shutil.copyfile(os.path.join(root, "work", "report.json"), os.path.join(work, f"{name}-report.json")) \
            if os.path.isfile(os.path.join(root, "work", "report.json")) else None
        print(f"{name}: {results['score']} points; " + "; ".join(
            f"{t['name']} {t['score']}/{t['max_score']}" for t in results["tests"]))
        return results

    phase("run_autograder x4")
    reference = {name: as_written(lab, source, name) for name in ("point_tests.cpp", "raycasts.cpp")}
    complete = grade("complete", {f"my-repo/collisions/{n}": t for n, t in reference.items()} |
                     {"my-repo/README.md": "mine\n"})
    if complete["score"] != POSSIBLE or any(t["score"] != t["max_score"] for t in complete["tests"]):
        fail(f"the complete submission lost points: {complete['score']}")
    if sum(t["max_score"] for t in complete["tests"]) != POSSIBLE:
        fail("the tests' points do not add up to the assignment's")
    if not any(t["visibility"] == "after_due_date" and "random" in t["name"] for t in complete["tests"]):
        fail("the random cases' tests are not hidden until after the due date")
    board = {entry["name"]: entry for entry in complete.get("leaderboard", [])}
    if board.get("Points", {}).get("value") != POSSIBLE or "Time (x the reference)" not in board:
        fail(f"the leaderboard lacks the points or the time: {complete.get('leaderboard')}")

    stubbed = os.path.join(source, "handout", "collisions", "raycasts.cpp")
    partial = grade("partial", {"point_tests.cpp": reference["point_tests.cpp"],
                                "raycasts.cpp": open(stubbed, encoding="utf-8").read()})
    raycast = [t for t in partial["tests"] if t["name"].startswith("Raycast(Ray, Sphere, float&)")]
    others = [t for t in partial["tests"] if not t["name"].startswith("Raycast(Ray, Sphere, float&)")]
    if not raycast or any(t["score"] != 0 for t in raycast) or any(t["score"] != t["max_score"] for t in others):
        fail("the partial submission's points are not its stub's 0 and the rest in full")
    if not any("FAIL" in t["output"] or "expected" in t["output"] for t in raycast):
        fail("the stub's tests do not show its failing cases")
    if partial["score"] != POSSIBLE - 20:
        fail(f"the partial submission earned {partial['score']}, not {POSSIBLE - 20}")

    # The stub's answer with its LAB_STUB line deleted: no points either (credit is for checks beyond the stub's).
    wrong = grade("wrong", {"point_tests.cpp": reference["point_tests.cpp"],
                            "raycasts.cpp": re.sub(r'\n *LAB_STUB\("Raycast\(Ray, Sphere, float&\)"\);', "",
                                                   open(stubbed, encoding="utf-8").read())})
    raycast = [t for t in wrong["tests"] if t["name"].startswith("Raycast(Ray, Sphere, float&)")]
    if not raycast or any(t["score"] != 0 for t in raycast) or "still the hand-out's stub" in raycast[0]["output"]:
        fail("the stub's answer without its LAB_STUB line earned points, or was taken for the stub")

    crashing = dict(reference)
    crashing["point_tests.cpp"] = crashing["point_tests.cpp"].replace(
        "  // SOLUTION BEGIN: return false;\n  return LengthSquared(point - sphere.position)",
        "  // SOLUTION BEGIN: return false;\n  if (sphere.radius > 0.0f) *static_cast<volatile int*>(nullptr) = 1;\n"
        "  return LengthSquared(point - sphere.position)", 1)
    if crashing["point_tests.cpp"] == reference["point_tests.cpp"]:
        fail("could not plant the crash in PointInSphere")
    crashed = grade("crashing", {f"collisions/{n}": t for n, t in crashing.items()})
    crash_tests = [t for t in crashed["tests"] if t["max_score"] == 0 and "crash" in t["name"]]
    if not crash_tests or not any("PointInSphere" in t["name"] + t["output"] for t in crash_tests):
        fail("no zero-score test names the crash in PointInSphere")
    mine = [t for t in crashed["tests"] if t["name"].startswith("PointInSphere")]
    if not mine or sum(t["score"] for t in mine) >= sum(t["max_score"] for t in mine):
        fail("PointInSphere kept its points though it crashes")
    if any(t["score"] != t["max_score"] for t in crashed["tests"] if t["name"].startswith("Raycast(Ray, Sphere")):
        fail("a crash in PointInSphere cost Raycast(Ray, Sphere) points")

    broken = dict(reference)
    broken["raycasts.cpp"] += "\nint Unfinished(\n"
    compiled = grade("broken", broken)
    if compiled["score"] != 0 or len(compiled["tests"]) != 1 or compiled["tests"][0]["max_score"] != POSSIBLE:
        fail("a submission that does not compile is not one zero-score test worth every point")
    if not re.search(r"collisions/raycasts\.cpp:\d+:\d+: ", compiled["tests"][0]["output"]):
        fail(f"the compile error does not say where: {compiled['tests'][0]['output']}")

    phase("the workflow's commands")
    # A second definition of a function links no program: the last submission's must not be graded instead.
    duplicate = dict(reference)
    duplicate["raycasts.cpp"] += ("\nnamespace lab::Collisions {\n"
                                  "bool PointInSphere(const Sphere&, const Point&) { return true; }\n}\n")
    linked = grade("duplicate", duplicate)
    if linked["score"] != 0 or len(linked["tests"]) != 1 or "PointInSphere" not in linked["tests"][0]["output"]:
        fail(f"a submission that does not link was graded: {linked['score']} {linked['tests'][0]['output']}")

    # 4. The workflow's own commands in the fresh hand-out: its build-and-check step (linking the suite's framework
    # and samples, LAB_REUSE_BUILD, as the runner would compile them), then every grader step, which all fail
    # (nothing is written yet); then the grader commands on the complete and the partial submissions' reports.
    install = next(s for s in steps if "apt-get install" in s.get("run", ""))
    if "./lab.sh packages student" not in install["run"]:
        fail("the workflow does not install the packages lab.sh lists")
    check = next(s for s in steps if "./lab.sh student" in s.get("run", ""))
    open(os.path.join(handout, "report.json"), "w").write("{}")  # a committed report must not be graded
    built = run(["bash", "-c", check["run"]], cwd=handout, env={**environment, "LAB_REUSE_BUILD": build})
    if not os.path.isfile(os.path.join(handout, "junit.xml")):
        fail(f"the workflow's check step wrote no JUnit report:\n{built.stdout[-2000:]}{built.stderr[-2000:]}")
    if "Points: Spheres and rays" not in built.stdout:
        fail(f"the hand-out's --check prints no points table:\n{built.stdout[-3000:]}")
    for step in graders:
        status = run(shlex.split(step["with"]["command"]), cwd=handout).returncode
        if status != 1:
            fail(f"the workflow's {step['name']!r} exits {status} on the fresh hand-out, not 1")

    for name, passing in (("complete", set(ids)), ("partial", {s["id"] for s in graders
                                                               if not s["name"].startswith("Raycast(Ray, Sphere")})):
        shutil.copyfile(os.path.join(work, f"{name}-report.json"), os.path.join(handout, "report.json"))
        for step in graders:
            status = run(shlex.split(step["with"]["command"]), cwd=handout).returncode
            if (status == 0) != (step["id"] in passing):
                fail(f"the workflow's {step['name']!r} exits {status} on the {name} submission's report")

    phase("grade --assignment")
    # 5. grade --assignment: the points in the CSV.
    hand_in = os.path.join(work, "hand-in", "collisions")
    os.makedirs(hand_in)
    for name in os.listdir(os.path.join(handout, "collisions")):
        if name.endswith(".cpp"):
            shutil.copy2(os.path.join(handout, "collisions", name), hand_in)
    open(os.path.join(hand_in, "point_tests.cpp"), "w", encoding="utf-8").write(reference["point_tests.cpp"])
    grades = os.path.join(work, "grades.csv")
    graded = run([sys.executable, os.path.join(lab, "tools", "grade.py"), grades, hand_in, "--assignment", assignment,
                  "--reuse-build", build, "--build-dir", os.path.join(work, "grade")], cwd=lab, env=environment)
    if graded.returncode != 0:
        fail(f"grade --assignment failed:\n{graded.stdout}{graded.stderr}")
    row = next(csv.DictReader(open(grades, encoding="utf-8")))
    if (row.get("points"), row.get("points_possible")) != ("20.00", "40") or \
            row.get("points: Raycast(Ray, Sphere, float&)") != "0.00":
        fail(f"grade's CSV lacks the points: {row}")
    print("the course's set-up works end to end")


if __name__ == "__main__":
    main()
