#!/usr/bin/env python3
"""A course's assignment file (docs/ASSIGNMENT.md): which Collisions functions a hand-out asks for and their points.

  assignment.py resolve FILE.toml OUT.json [--program COLLISION-LAB] [--switchable COLLISION-LAB-SWITCHABLE]
        reads the instructor's TOML file, checks it against the reference's functions, runs the reference's
        checks with it (the program given, default build/release/collision-lab) to count what each function's
        case groups check, and the switchable build's with the hand-out's stubs in place to count what each
        group's stub passes (its baseline: credit is for the checks passed beyond it), and writes the resolved
        JSON that collision-lab --check --assignment reads and a hand-out carries as assignment.json (no seed in
        it: the hidden cases' seed stays the instructor's)
  assignment.py check FILE.toml
        reads and checks the file only, and says what it asks for
  assignment.py points REPORT.json [FUNCTION [GROUP]]
        prints the points a --check --report run earned (of FUNCTION alone when named, a name or a signature;
        of its GROUP of cases alone: book, contract or random); exit 0 when they are all of its points, 1 when
        not, 2 when there are none to read (GitHub Classroom's command grader reads the status)
  assignment.py workflow RESOLVED.json OUT.yml
        the GitHub Classroom workflow of a hand-out (.github/workflows/classroom.yml): it builds the student's
        code, runs the checks, keeps the JSON and JUnit reports, and gives each function's case group its points

The TOML file is read with Python's tomllib (the standard library from 3.11, Debian 12's python3).
"""
import difflib
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile

LAB = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.join(LAB, "collisions"))
import stubs  # noqa: E402

GROUPS = ("book", "contract", "random")
VISIBILITIES = ("visible", "after_due_date", "after_published", "hidden")
# Every key the file may have, with what it holds (the error for an unknown key offers the nearest).
KEYS = {"title": str, "chapters": list, "functions": list, "others": str, "points": (int, float), "partial": bool,
        "function_points": dict, "weights": dict, "visibility": dict, "random": dict, "leaderboard": bool}
DEFAULT_WEIGHTS = {"book": 1, "contract": 1, "random": 1}
# Points are sums of a function's points times fractions: all of them within this much is all of them.
POINTS_ROUNDING = 1e-9
DEFAULT_VISIBILITY = {"book": "visible", "contract": "visible", "random": "after_due_date"}


class AssignmentError(Exception):
    pass


def nearest(word, choices):
    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.5)
    return f" (did you mean '{close[0]}'?)" if close else ""


def manifest_rows(text):
    """[(chapter, signature, source name)] of a manifest (collisions/functions.inc), in its order."""
    return [(int(chapter), signature, os.path.basename(path)) for chapter, signature, path in
            re.findall(r'^LAB_COLLISIONS_FUNCTION\((\d+), "([^"]+)", "([^"]+)"', text, re.M)]


def handout_manifest(handout):
    """The hand-out's manifest rows: where each of its functions is."""
    return manifest_rows(open(os.path.join(handout, "collisions", "functions.inc"), encoding="utf-8").read())


def reference_functions(lab=LAB):
    """[(chapter, signature)] of every Collisions function a student may be asked for, in chapter order."""
    chapters = os.path.join(lab, "collisions", "chapters.def")
    by_source = stubs.chapters_by_source(chapters)
    sources = [os.path.join(lab, "collisions", name) for name in by_source]
    text = stubs.manifest(chapters, [path for path in sources if os.path.isfile(path)])
    return [(chapter, signature) for chapter, signature, _ in manifest_rows(text)]


def is_named(signature, name):
    """Whether a name or a signature in an assignment or a command names this function (a name, every overload)."""
    return signature == name or signature.split("(")[0] == name


def read(path, functions=None):
    """The file's settings, checked, with the functions asked for resolved to signatures in chapter order."""
    import tomllib
    try:
        with open(path, "rb") as file:
            settings = tomllib.load(file)
    except OSError as problem:
        raise AssignmentError(f"{path}: {problem.strerror}") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as problem:
        raise AssignmentError(f"{path}: not TOML: {problem}") from None
    for key, value in settings.items():
        if key not in KEYS:
            raise AssignmentError(f"{path}: unknown key '{key}'{nearest(key, KEYS)}")
        if not isinstance(value, KEYS[key]) or isinstance(value, bool) and KEYS[key] != bool:
            raise AssignmentError(f"{path}: '{key}' must be {describe(KEYS[key])}, not {value!r}")
    def number(value, where):
        """A finite number of 0 or more (points, a weight)."""
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
            raise AssignmentError(f"{path}: {where} must be a number, 0 or more, not {value!r}")
        return float(value)

    for key in ("chapters", "functions"):
        for item in settings.get(key, []):
            if key == "chapters" and (isinstance(item, bool) or not isinstance(item, int)):
                raise AssignmentError(f"{path}: chapters: {item!r} is not a chapter's number")
            if key == "functions" and not isinstance(item, str):
                raise AssignmentError(f"{path}: functions: {item!r} is not a function's name or signature")
    functions = functions if functions is not None else reference_functions()
    signatures = [signature for _, signature in functions]
    chapters = sorted({chapter for chapter, _ in functions})
    asked = set()
    for chapter in settings.get("chapters", []):
        if chapter not in chapters:
            raise AssignmentError(f"{path}: chapters: no chapter {chapter} has functions (those that do: "
                                  f"{', '.join(map(str, chapters))})")
        asked |= {signature for number, signature in functions if number == chapter}

    def matching(name, where):
        found = [s for s in signatures if is_named(s, name)]
        if not found:
            raise AssignmentError(f"{path}: {where}: no function '{name}'"
                                  f"{nearest(name, signatures + [s.split('(')[0] for s in signatures])}")
        return found

    for name in settings.get("functions", []):
        asked |= set(matching(name, "functions"))
    if not asked:
        raise AssignmentError(f"{path}: asks for no function: give 'chapters' or 'functions'")
    others = settings.get("others", "given")
    if others not in ("given", "left-out"):
        raise AssignmentError(f"{path}: others must be \"given\" or \"left-out\", not \"{others}\"")
    default_points = number(settings.get("points", 10), "points")
    points = {signature: default_points for signature in asked}
    for name, value in settings.get("function_points", {}).items():
        value = number(value, f"function_points: '{name}'")
        for signature in matching(name, "function_points"):
            if signature not in asked:
                raise AssignmentError(f"{path}: function_points: {signature} is not asked for")
            points[signature] = float(value)
    weights = dict(DEFAULT_WEIGHTS)
    for group, value in settings.get("weights", {}).items():
        if group not in GROUPS:
            raise AssignmentError(f"{path}: weights: no case group '{group}'{nearest(group, GROUPS)} "
                                  f"(the groups: {', '.join(GROUPS)})")
        weights[group] = number(value, f"weights: {group}")
    if not any(weights.values()):
        raise AssignmentError(f"{path}: weights: every group weighs 0, so no case earns a point")
    visibility = dict(DEFAULT_VISIBILITY)
    for group, value in settings.get("visibility", {}).items():
        if group not in GROUPS:
            raise AssignmentError(f"{path}: visibility: no case group '{group}'{nearest(group, GROUPS)}")
        if value not in VISIBILITIES:
            raise AssignmentError(f"{path}: visibility: {group} must be one of {', '.join(VISIBILITIES)}, "
                                  f"not '{value}'{nearest(str(value), VISIBILITIES)}")
        visibility[group] = value
    random = settings.get("random", {})
    for key in random:
        if key != "seed":
            raise AssignmentError(f"{path}: random: unknown key '{key}' (it has one: seed)")
    seed = random.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 32):
        raise AssignmentError(f"{path}: random: seed must be a whole number from 0 to 4294967295")
    return {"title": settings.get("title", os.path.splitext(os.path.basename(path))[0]),
            "asked": [s for s in signatures if s in asked], "others": others, "points": points,
            "partial": settings.get("partial", True), "weights": weights, "visibility": visibility, "seed": seed,
            "leaderboard": settings.get("leaderboard", False), "functions": signatures}


def describe(kind):
    names = {str: "text", list: "a list", bool: "true or false", dict: "a table"}
    return names.get(kind, "a number")


def scored_json(settings, units=None, samples=None):
    """What collision-lab --check --assignment reads: per asked function its points and its groups."""
    functions = []
    for signature in settings["asked"]:
        groups = {}
        for group in GROUPS:
            if settings["weights"][group] <= 0:
                continue
            entry = {"weight": settings["weights"][group], "visibility": settings["visibility"][group]}
            if units is not None:
                entry["units"] = units.get((signature, group), 0)
                if entry["units"] == 0:
                    continue  # no case of that group calls it
            groups[group] = entry
        function = {"function": signature, "points": settings["points"][signature], "groups": groups}
        if samples is not None:
            function["samples"] = samples.get(signature, [])
        functions.append(function)
    return {"title": settings["title"], "partial": settings["partial"], "functions": functions}


def run_checks(program, assignment_json, stubbed=(), cases=None):
    """The JSON report of the program's checks with this assignment (and these functions' stubs in place of their
    solutions: the switchable build's LAB_STUB; and these random cases)."""
    with tempfile.TemporaryDirectory() as scratch:
        first = os.path.join(scratch, "assignment.json")
        report_path = os.path.join(scratch, "report.json")
        with open(first, "w", encoding="utf-8") as out:
            json.dump(assignment_json, out)
        environment = {k: v for k, v in os.environ.items()
                       if k not in ("DISPLAY", "WAYLAND_DISPLAY", "LAB_RANDOM_CASES", "LAB_STUB", "LAB_MUTANT")}
        if stubbed:  # the stubs answer as if written: what their answers pass, random cases and all
            environment["LAB_STUB"] = ";".join(stubbed)
            environment["LAB_STUB_UNMARKED"] = "1"
        if cases:
            environment["LAB_RANDOM_CASES"] = cases
        run = subprocess.run([program, "--check", "--assignment", first, "--report", report_path],
                             capture_output=True, text=True, env=environment)
        if not os.path.isfile(report_path):
            raise AssignmentError(f"{program}'s checks wrote no report:\n{run.stderr[-2000:]}")
        return json.load(open(report_path, encoding="utf-8"))


def resolve(path, program, output, switchable=None):
    """Writes the resolved JSON (see the module's doc) and returns it. switchable: the reference's switchable build
    (collision-lab-switchable), which counts what each group's stub passes as the hand-out has it; without one,
    the baselines are 0 and a wrong answer that is the stub's earns the checks it passes."""
    settings = read(path)
    for needed in [program] + ([switchable] if switchable else []):
        if not os.path.isfile(needed):
            raise AssignmentError(f"the reference's program {needed} is not built")
    report = run_checks(program, scored_json(settings))
    if report["totals"]["failed"] or report["totals"]["crashed"] or report["totals"]["timed_out"]:
        raise AssignmentError("the reference fails its own checks: fix them before making an assignment")
    units = {(f["function"], g["group"]): g["units"] for f in report["points"]["functions"] for g in f["groups"]}
    samples, calls = {}, {}  # per function the samples that call it; per sample the functions it calls
    for sample in report["samples"]:
        for case in sample["cases"]:
            for function in case["functions"]:
                if sample["name"] not in samples.setdefault(function, []):
                    samples[function].append(sample["name"])
                calls.setdefault(sample["name"], set()).add(function)
    resolved = scored_json(settings, units, samples)
    asked = set(settings["asked"])
    for function in resolved["functions"]:
        if not function["groups"]:
            raise AssignmentError(f"{path}: no case calls {function['function']}: it can earn no points")
    if settings["others"] == "left-out":
        kept = [s["name"] for s in report["samples"] if calls.get(s["name"], set()) & asked]
        # A function a kept sample calls is given in full (its stub would fail the sample's cases).
        needed = set().union(*(calls.get(name, set()) for name in kept)) - asked
        resolved["samples"] = kept
        resolved["given"] = [s for s in settings["functions"] if s in needed]
    else:
        resolved["given"] = [s for s in settings["functions"] if s not in asked]
    if switchable:
        count_baselines(resolved, switchable)
    else:
        print("assignment: no switchable build to count what the stubs pass: a wrong answer that is the stub's "
              "earns the checks it passes", file=sys.stderr)
    resolved["leaderboard"] = settings["leaderboard"]
    write_resolved(output, resolved)
    return settings, resolved


def count_baselines(resolved, switchable, cases=None):
    """Sets each group's baseline in the resolved assignment: the checks the hand-out passes as it is (every function
    not given its stub, answering as if written), run by the switchable build on these random cases (default the
    shipped ones: a grading run's hidden cases count their own)."""
    stubbed = [s for _, s in reference_functions() if s not in resolved["given"]]
    as_handed = run_checks(switchable, {k: v for k, v in resolved.items() if k != "given"}, stubbed, cases)
    for function, scored in zip(resolved["functions"], as_handed["points"]["functions"]):
        for group in scored["groups"]:
            if group["group"] in function["groups"]:
                entry = function["groups"][group["group"]]
                if group["units"] != entry["units"]:  # another build, which checks another number of cases
                    raise AssignmentError(
                        f"{function['function']}'s {group['group']} cases: {switchable} checks {group['units']}, "
                        f"the reference {entry['units']}: give both from builds of the same kind")
                entry["baseline"] = group["passed"]
    # A group whose every check the stub's answer passes cannot tell an answer from the stub's: its weight goes to
    # the function's other groups.
    for function in resolved["functions"]:
        for name, entry in list(function["groups"].items()):
            if entry["baseline"] >= entry["units"]:
                del function["groups"][name]
                print(f"assignment: {function['function']}'s {name} cases ({entry['units']}) all pass with its stub's "
                      "answer: they carry no points", file=sys.stderr)
        if not function["groups"]:
            raise AssignmentError(f"every check of {function['function']} passes with its stub's answer: no case can "
                                  "tell it from the stub, so it can earn no points")


def rebaseline(resolved_path, switchable, cases):
    """The resolved file's baselines counted again on the random cases a grading run draws."""
    resolved = json.load(open(resolved_path, encoding="utf-8"))
    count_baselines(resolved, switchable, cases)
    write_resolved(resolved_path, resolved)


def write_resolved(path, resolved):
    with open(path, "w", encoding="utf-8") as out:
        json.dump(resolved, out, indent=2)
        out.write("\n")


def asked_sources(handout, resolved, rows=None):
    """The collisions/*.cpp names that hold the functions the assignment asks for (rows: the hand-out's manifest,
    when read already)."""
    asked = {f["function"] for f in resolved["functions"]}
    return sorted({source for _, signature, source in rows or handout_manifest(handout) if signature in asked})


def draw_hidden_cases(maker, folder, seed, handout, resolved):
    """The hidden random cases: those of every function in the asked functions' sources drawn afresh with the
    seed by the reference's maker; the other sources' as the hand-out ships them (no function of theirs earns
    points). Returns the maker's summary, or raises AssignmentError."""
    rows = handout_manifest(handout)
    asked = set(asked_sources(handout, resolved, rows))
    functions = [signature for _, signature, source in rows if source in asked]
    sources = {name[: -len(".cpp")] for name in asked}
    shutil.rmtree(folder, ignore_errors=True)
    drawn = subprocess.run([maker, folder, "--seed", str(seed), *functions], capture_output=True, text=True)
    if drawn.returncode not in (0, 1) or not os.path.isdir(folder):
        raise AssignmentError(f"could not draw the hidden random cases with {maker}:\n{drawn.stdout}{drawn.stderr}")
    shipped = os.path.join(handout, "samples", "random", "data")
    for name in os.listdir(shipped):
        if name.endswith(".cases") and name[: -len(".cases")] not in sources:
            shutil.copyfile(os.path.join(shipped, name), os.path.join(folder, name))
    return drawn.stdout.strip()


def report_points(report_path, name=None, group=None):
    """(earned, possible) of the report's points, or of one function's (a name matches its every overload), or of
    one group of its cases."""
    try:
        report = json.load(open(report_path, encoding="utf-8"))
    except (OSError, ValueError) as problem:
        raise AssignmentError(f"{report_path}: no report to read ({problem}): did the build or the checks fail?")
    points = report.get("points") if isinstance(report, dict) else None
    if not isinstance(points, dict) or not isinstance(points.get("functions"), list):
        raise AssignmentError(f"{report_path}: no points (run --check with --assignment)")
    if name is None:
        return points["points"], points["points_possible"]
    chosen = [f for f in points["functions"] if is_named(f["function"], name)]
    if not chosen:
        known = [f["function"] for f in points["functions"]]
        raise AssignmentError(f"{report_path}: the assignment has no function '{name}'{nearest(name, known)}")
    if group is None:
        return sum(f["points"] for f in chosen), sum(f["points_possible"] for f in chosen)
    groups = [g for f in chosen for g in f["groups"] if g["group"] == group]
    if not groups:
        raise AssignmentError(f"{report_path}: {name} has no {group} cases with points")
    return sum(g["points"] for g in groups), sum(g["points_possible"] for g in groups)


GROUP_TITLES = {"book": "the book's cases", "contract": "its contract's cases", "random": "random cases"}


def whole_shares(function):
    """A function's points split among its groups by weight in whole points (GitHub Classroom's command grader
    reads max-score as a whole number), the largest remainders rounded up, so that they add up to its points
    rounded."""
    weights = {group: entry["weight"] for group, entry in function["groups"].items()}
    exact = {group: function["points"] * weight / sum(weights.values()) for group, weight in weights.items()}
    shares = {group: math.floor(value) for group, value in exact.items()}
    for group in sorted(exact, key=lambda g: exact[g] - shares[g], reverse=True)[: round(function["points"]) - sum(
            shares.values())]:
        shares[group] += 1
    return shares


def workflow(resolved_path, output):
    """Writes the GitHub Classroom workflow (see the module's doc): GitHub Classroom's autograding convention,
    classroom-resources/autograding-command-grader@v1 steps (a command's exit status gives its max-score or
    nothing) reported by classroom-resources/autograding-grading-reporter@v1 (runners: the steps' ids, each with
    its result in <ID>_RESULTS), as GitHub Classroom writes it for a new assignment."""
    resolved = json.load(open(resolved_path, encoding="utf-8"))
    quote = json.dumps  # a JSON string is a YAML string
    lines = [
        "# GitHub Classroom's autograding for this hand-out (written by ./lab.sh handout --assignment; see",
        "# docs/STUDENTS.md). Each step below gives one function's group of cases its points when they all pass.",
        f"name: {quote('Autograding: ' + resolved['title'])}",
        "'on':",
        "  - push",
        "  - repository_dispatch",
        "permissions:",
        "  checks: write",
        "  actions: read",
        "  contents: read",
        "jobs:",
        "  run-autograding-tests:",
        "    runs-on: ubuntu-24.04",
        "    if: github.actor != 'github-classroom[bot]'",
        "    steps:",
        "      - name: Check out the code",
        "        uses: actions/checkout@v4",
        "      - name: Install the packages the build needs",
        "        run: sudo apt-get update -qq && sudo apt-get install -y -qq --no-install-recommends $(./lab.sh packages student)",
        "      - name: Build and run the checks",
        "        run: rm -f report.json junit.xml && ./lab.sh student --report report.json --junit junit.xml || true",
        "      - name: Keep the reports",
        "        if: always()",
        "        uses: actions/upload-artifact@v4",
        "        with:",
        "          name: collision-lab-reports",
        "          path: |",
        "            report.json",
        "            junit.xml",
    ]
    runners = []
    for function in resolved["functions"]:
        for group, share in whole_shares(function).items():
            step = f"f{len(runners) + 1}-{group}"
            runners.append(step)
            test = f"{function['function']}: {GROUP_TITLES[group]}"
            command = f"python3 tools/assignment.py points report.json '{function['function']}' {group}"
            lines += [f"      - name: {quote(test)}",
                      f"        id: {step}",
                      "        uses: classroom-resources/autograding-command-grader@v1",
                      "        with:",
                      f"          test-name: {quote(test)}",
                      f"          command: {quote(command)}",
                      "          timeout: 1",
                      f"          max-score: {share}"]
    lines += ["      - name: Autograding Reporter",
              "        uses: classroom-resources/autograding-grading-reporter@v1",
              "        env:"]
    lines += [f"          {step.upper()}_RESULTS: \"${{{{steps.{step}.outputs.result}}}}\"" for step in runners]
    lines += ["        with:", f"          runners: {','.join(runners)}"]
    os.makedirs(os.path.dirname(os.path.abspath(output)), exist_ok=True)
    with open(output, "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


def main(argv):
    try:
        if len(argv) >= 4 and argv[1] == "resolve":
            program = os.path.join(LAB, "build", "release", "collision-lab")
            switchable, rest = None, argv[4:]
            while len(rest) >= 2 and rest[0] in ("--program", "--switchable"):
                if rest[0] == "--program":
                    program = rest[1]
                else:
                    switchable = rest[1]
                rest = rest[2:]
            if rest:
                raise AssignmentError(f"resolve: unknown argument {rest[0]}")
            settings, resolved = resolve(argv[2], program, argv[3], switchable)
            print(f"{argv[3]}: {len(resolved['functions'])} functions asked for, "
                  f"{sum(f['points'] for f in resolved['functions']):g} points; {len(resolved['given'])} given")
            return 0
        if len(argv) == 3 and argv[1] == "check":
            settings = read(argv[2])
            print(f"{settings['title']}: {len(settings['asked'])} functions asked for, "
                  f"{sum(settings['points'].values()):g} points ({settings['others']} the others)")
            for signature in settings["asked"]:
                print(f"  {settings['points'][signature]:>6g}  {signature}")
            return 0
        if len(argv) in (3, 4, 5) and argv[1] == "points":
            earned, possible = report_points(*argv[2:])
            print(f"{earned:.4g} / {possible:.4g} points")
            return 0 if earned >= possible - POINTS_ROUNDING else 1
        if len(argv) == 4 and argv[1] == "workflow":
            workflow(argv[2], argv[3])
            return 0
    except (KeyError, TypeError, AttributeError, ValueError) as problem:
        print(f"assignment: {argv[2]} is not what {argv[1]} reads ({type(problem).__name__}: {problem})", file=sys.stderr)
        return 2
    except AssignmentError as problem:
        print(f"assignment: {problem}", file=sys.stderr)
        return 2
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
