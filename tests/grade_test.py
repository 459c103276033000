#!/usr/bin/env python3
"""Tests ./lab.sh grade on four generated hand-ins, as an instructor would run it:
  complete  the reference solutions (with the helpers the hand-out's headers leave out): every case passes;
  partial   the hand-out's stubs with chapter 1 (collisions/point_tests.cpp) done;
  crashing  complete, but PointInSphere dereferences a null pointer and PointOnRay never returns;
  broken    complete, with a syntax error in collisions/raycasts.cpp.
Each must get its row: the broken one its first error with file:line, the crashing one its crash and its
hang with the other samples graded. usage: grade_test.py LAB_DIR WORKDIR [REUSE_BUILD_DIR]
(REUSE_BUILD_DIR: grade --reuse-build, linking the suite's own framework and samples instead of compiling the
hand-out's.)
"""
import csv
import os
import re
import shutil
import subprocess
import sys

HELPER = re.compile(r"// SOLUTION HELPER BEGIN\n(.*?)// SOLUTION HELPER END\n", re.S)


def fail(message):
    print(f"FAIL: {message}")
    sys.exit(1)


def header_helpers(lab):
    """The solution helpers the hand-out's headers drop, each with the namespace it lives in."""
    helpers = []
    for name in sorted(os.listdir(os.path.join(lab, "collisions"))):
        if not name.endswith(".hpp"):
            continue
        text = open(os.path.join(lab, "collisions", name), encoding="utf-8").read()
        for match in HELPER.finditer(text):
            # A block of #include lines (a header only the helpers need) goes in as it is, outside any namespace.
            if all(line.startswith("#include") or not line.strip() for line in match.group(1).splitlines()):
                helpers.append((None, match.group(1), []))
                continue
            namespace = re.findall(r"^namespace ([\w:]+) \{", text[: match.start()], re.M)[-1]
            defined = re.findall(r"^(?:inline |template <[^>]*>\n)?[\w:<>]+ (\w+)\(", match.group(1), re.M)
            helpers.append((namespace, match.group(1), defined))
    return helpers


def complete_handin(lab, target):
    os.makedirs(target)
    helpers = header_helpers(lab)
    for name in os.listdir(os.path.join(lab, "collisions")):
        if not name.endswith(".cpp") or name == "stubs.cpp":
            continue
        text = open(os.path.join(lab, "collisions", name), encoding="utf-8").read()
        code = [(namespace, body) for namespace, body, defined in helpers if any(d in text for d in defined)]
        includes = "".join(body for namespace, body, _ in helpers if namespace is None) if code else ""
        needed = includes + "".join(f"namespace {namespace} {{\n{body}}}  // namespace {namespace}\n"
                                    for namespace, body in code)
        if needed:
            last_include = max(m.end() for m in re.finditer(r"^#include [^\n]*\n", text, re.M))
            text = text[:last_include] + "\n" + needed + text[last_include:]
        open(os.path.join(target, name), "w", encoding="utf-8").write(text)


def replace(path, old, new):
    text = open(path, encoding="utf-8").read()
    if old not in text:
        fail(f"{path} lacks {old!r}")
    open(path, "w", encoding="utf-8").write(text.replace(old, new, 1))


def main():
    lab, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    shutil.rmtree(work, ignore_errors=True)
    complete_handin(lab, os.path.join(work, "complete", "collisions"))
    # partial: a hand-out tree's collisions/ with only chapter 1 written.
    partial = os.path.join(work, "partial", "collisions")
    os.makedirs(partial)
    for name in os.listdir(os.path.join(work, "complete", "collisions")):
        source = os.path.join(lab, "collisions", name)
        subprocess.run([sys.executable, os.path.join(lab, "collisions", "stubs.py"), "student", source,
                        os.path.join(partial, name)], check=True)
    shutil.copy2(os.path.join(work, "complete", "collisions", "point_tests.cpp"), partial)
    # crashing: just the folder of .cpp files, as a student might hand it in.
    crashing = os.path.join(work, "crashing")
    shutil.copytree(os.path.join(work, "complete", "collisions"), crashing)
    replace(os.path.join(crashing, "point_tests.cpp"), "bool PointInSphere(const Sphere& sphere, const Point& point) {",
            "bool PointInSphere(const Sphere& sphere, const Point& point) {\n"
            "  if (sphere.radius > -1.0f) *static_cast<volatile int*>(nullptr) = 1;")
    replace(os.path.join(crashing, "point_tests.cpp"), "bool PointOnRay(const Point& point, const Ray& ray) {",
            "bool PointOnRay(const Point& point, const Ray& ray) {\n"
            "  for (volatile float spin = ray.position.x; spin == spin;) spin = spin + 0.0f;")
    broken = os.path.join(work, "broken", "collisions")
    shutil.copytree(os.path.join(work, "complete", "collisions"), broken)
    replace(os.path.join(broken, "raycasts.cpp"), "namespace lab::Collisions {", "namespace lab::Collisions {\nint oops(")

    out = os.path.join(work, "grades.csv")
    handins = [os.path.join(work, name) for name in ("complete", "partial", "crashing", "broken")]
    reuse = ["--reuse-build", os.path.abspath(sys.argv[3])] if len(sys.argv) > 3 else []
    result = subprocess.run([os.path.join(lab, "lab.sh"), "grade", out, *handins, "-j", "2", "--timeout", "20",
                             "--build-dir", os.path.join(work, "build"), *reuse], capture_output=True, text=True)
    print(result.stdout, result.stderr)
    if result.returncode != 0:
        fail(f"lab.sh grade exited {result.returncode}")
    rows = {os.path.basename(row["submission"]): row for row in csv.DictReader(open(out, encoding="utf-8"))}

    complete = rows["complete"]
    if complete["status"] != "graded" or complete["cases_passed"] != complete["cases_total"] \
            or complete["functions_implemented"] != complete["functions_total"] or complete["crashes"] != "0" \
            or complete["timeouts"] != "0":
        fail(f"the complete hand-in should pass everything: {complete}")
    partial = rows["partial"]
    if partial["status"] != "graded" or int(partial["cases_passed"]) >= int(partial["cases_total"]) \
            or partial["chapter 1 cases"].split("/")[0] != partial["chapter 1 cases"].split("/")[1] \
            or partial["chapter 2 cases"].startswith(partial["chapter 2 cases"].split("/")[1] + "/"):
        fail(f"the partial hand-in should pass chapter 1 only: {partial}")
    if not 0 < int(partial["functions_implemented"]) < int(partial["functions_total"]):
        fail(f"the partial hand-in's functions: {partial}")
    crashing = rows["crashing"]
    if crashing["status"] != "graded" or crashing["crashes"] != "1" or crashing["timeouts"] != "1" \
            or "PointInSphere" not in crashing["crashed_or_timed_out"] \
            or "PointOnRay" not in crashing["crashed_or_timed_out"] \
            or int(crashing["cases_passed"]) < int(complete["cases_passed"]) - 40:
        fail(f"the crashing hand-in should be graded with its crash and hang named: {crashing}")
    broken = rows["broken"]
    if broken["status"] != "compile error" or not re.search(r"broken/collisions/raycasts\.cpp:\d+:\d+: ",
                                                              broken["error"]):
        fail(f"the broken hand-in should report its first error with file:line: {broken}")
    print("PASS: four hand-ins graded")


if __name__ == "__main__":
    main()
