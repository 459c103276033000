#!/usr/bin/env python3
"""docs/REPORT.md is the JSON report's schema: a report with a crash (LAB_FAULT makes PointInSphere dereference a
null pointer in the switchable build), random cases and an assignment's points has every field the document lists,
no field it does not list, and each of the type the document gives.

usage: report_schema_test.py SWITCHABLE_PROGRAM REPORT_MD WORKDIR
"""
import json
import os
import re
import subprocess
import sys
from xml.etree import ElementTree

ROW = re.compile(r"^\| `([^`]+)` \| ([^|]+) \|")
TYPES = {"string": str, "bool": bool, "int": int, "number": (int, float), "object": dict, "array": list,
         "array of strings": list, "null": type(None)}


def documented(path):
    fields = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            match = ROW.match(line)
            if match and match.group(1) != "field":
                fields[match.group(1)] = [TYPES[t.strip()] for t in match.group(2).split(" or ")]
    return fields


def observed(value, path="", found=None):
    """Every field's path (an array's items as `name[]`) and the values seen there."""
    found = {} if found is None else found
    if isinstance(value, dict):
        for key, item in value.items():
            child = f"{path}.{key}" if path else key
            found.setdefault(child, []).append(item)
            observed(item, child, found)
    elif isinstance(value, list):
        for item in value:
            observed(item, f"{path}[]", found)
    return found


def main():
    program, schema, workdir = sys.argv[1:4]
    os.makedirs(workdir, exist_ok=True)
    report = os.path.join(workdir, "report.json")
    environment = dict(os.environ, LAB_FAULT="segv:PointInSphere(Sphere, Point)")
    environment.pop("DISPLAY", None)
    environment.pop("WAYLAND_DISPLAY", None)
    # An assignment of two functions, one of which crashes (its points' every field, failures and all).
    assignment = os.path.join(workdir, "assignment.json")
    groups = {"book": {"weight": 2}, "contract": {"weight": 1}, "random": {"weight": 1, "visibility": "after_due_date"}}
    with open(assignment, "w", encoding="utf-8") as out:
        json.dump({"title": "schema", "functions": [
            {"function": "PointInSphere(Sphere, Point)", "points": 10, "groups": groups,
             "samples": ["ClosestPointSample"]},
            {"function": "PointInAABB(AABB, Point)", "points": 5, "groups": groups}]}, out)
    run = subprocess.run([program, "--check", "ClosestPointSample", "AABBPointSample", "--report", report,
                          "--assignment", assignment, "--junit", os.path.join(workdir, "junit.xml")],
                         env=environment, capture_output=True, text=True, timeout=300)
    if run.returncode != 1:
        sys.exit(f"--check with a crashing function should exit 1, got {run.returncode}:\n{run.stderr[-2000:]}")
    with open(report, encoding="utf-8") as handle:
        fields = observed(json.load(handle))
    schema_fields = documented(schema)
    faults = [f"the report has `{f}`, which {schema} does not list" for f in sorted(set(fields) - set(schema_fields))]
    faults += [f"{schema} lists `{f}`, which the report lacks" for f in sorted(set(schema_fields) - set(fields))]
    for field, values in sorted(fields.items()):
        allowed = tuple(schema_fields.get(field, [object]))
        for value in values:
            if not isinstance(value, allowed) or (isinstance(value, bool) and bool not in allowed):
                faults.append(f"`{field}` holds {json.dumps(value)[:80]}, not of the type {schema} gives")
                break
    # The JUnit report carries the same points: a suite with the totals as properties, a case per function and
    # group, failing where it earned less than its share (the crashing PointInSphere's).
    suites = [s for s in ElementTree.parse(os.path.join(workdir, "junit.xml")).getroot() if s.get("name") == "points"]
    properties = {p.get("name"): p.get("value") for p in suites[0].iter("property")} if suites else {}
    with open(report, encoding="utf-8") as handle:
        points = json.load(handle)["points"]
    if properties.get("points_possible") != "15" or float(properties.get("points", -1)) != points["points"]:
        faults.append(f"the JUnit report's points suite does not carry the report's points: {properties}")
    failing = [c.get("classname") for c in suites[0].iter("testcase") if c.find("failure") is not None] if suites else []
    if "points.PointInSphere(Sphere, Point)" not in failing or "points.PointInAABB(AABB, Point)" in failing:
        faults.append(f"the JUnit report's points cases fail where they should not, or pass where they should not: {failing}")
    for fault in faults:
        print(fault, file=sys.stderr)
    print(f"{len(fields)} fields in the report, {len(schema_fields)} in {schema}: {len(faults)} faults")
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
