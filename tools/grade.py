#!/usr/bin/env python3
"""Grades students' hand-ins: ./lab.sh grade OUT.csv SUBMISSION... [-j N] [--timeout SECONDS] [--assignment FILE]

Each SUBMISSION is a hand-out tree (its collisions/ folder is taken) or just a collisions/ folder. Only the
collisions/*.cpp files are a student's: each hand-in's are compiled, against the hand-out's headers, into a
collisions library and a program of its own, next to one build of the framework and the samples that all share (a
source the same as an earlier hand-in's compiles once: shared_sources). A hand-in that does not compile is
reported with its first error (file:line); the others run every sample's checks isolated (a crash or a hang fails
that sample, never the hand-in's other samples or another hand-in). One CSV row per hand-in: status, first error,
cases passed per chapter, functions implemented, random cases agreeing with the reference (drawn afresh from the
reference with a new seed each run, printed; --seed to repeat one), samples crashed and timed out, and the hints
of known slips its failures match; with an assignment (docs/ASSIGNMENT.md), its hand-out, the points earned of
those possible and per function, and its seed. The JSON report of each hand-in lands next to the build
(--build-dir).

Hand-ins are code from someone else: each one's compiler and checks run in a sandbox (tools/sandbox.py,
bubblewrap) that sees the hand-out, the shared build and that hand-in's own sources, read-only, and one private
folder to write; no home, no other hand-in, no grades file, no network, limits on processes, files, memory and
time. A compiler error is copied into the CSV only from the hand-in's own files or the hand-out's; an error in a
file outside them (an #include of a file elsewhere) is named, never shown. What a hand-in's checks tried and
were refused (a file outside, a write outside their folder, a connection, a signal to a process not theirs) is
traced (strace) and named on its row (the denied column; sandbox_denied in its JSON report), the first few and
how many more. --no-sandbox is for trusted code only.

grade.py --open SUBMISSION [-- ARGUMENTS] (./lab.sh open-handin) builds one hand-in so and runs its program in the
same sandbox, given the display too: an instructor opens a hand-in's window, its checks or a PNG without letting
its code reach anything else of theirs; when it ends, what it tried and was refused.
"""
import argparse
import csv
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import signal
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import assignment  # noqa: E402
import sandbox  # noqa: E402

LAB = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
ERROR = re.compile(r"^(.*?):(\d+):(\d+): (?:fatal )?error: (.*)$")


def collisions_folder(submission):
    """The folder of a hand-in's collisions/*.cpp files."""
    inner = os.path.join(submission, "collisions")
    return inner if os.path.isdir(inner) else submission


def first_errors(build_output, shared=None):
    """Per hand-in number, the first compiler error ninja printed for it: (file, line, column, message). The
    message is the compiler's text, which quotes the file's line: shown() decides whether it may be copied. A
    source compiled once for several hand-ins (shared: {(number, name): owner}) fails for each of them."""
    errors = {}
    failed = set()
    current = []
    for line in build_output.splitlines():
        if line.startswith("FAILED: "):
            match = re.search(r"(?:lab_collisions_grade_|collision-lab-grade-|lab_grade_objects_|lab_grade_shared_)"
                              r"(\d+)", line)
            current = [int(match.group(1))] if match else []
            source = re.search(r"lab_grade_shared_\d+_\w+\.dir/.*/([^/]+\.cpp)\.o\b", line)
            if current and source:
                current += sorted(number for (number, name), owner in (shared or {}).items()
                                  if owner == current[0] and name == source.group(1))
            failed.update(current)
        elif re.match(r"^\[\d+/\d+\] ", line):
            current = []
        else:
            for number in current:
                if number in errors:
                    continue
                match = ERROR.match(line)
                if match:
                    errors[number] = match.groups()
                elif "undefined reference to" in line:
                    errors[number] = ("(link)", "0", "0", line.split(": ", 1)[-1])
                elif re.search(r"\bld(?:\.lld)?: error: ", line):  # lld's: duplicate symbol, undefined symbol
                    errors[number] = ("(link)", "0", "0", line.split("error: ", 1)[-1])
    # A target that failed with no line read as an error still failed: its program is not the hand-in's.
    for number in failed - set(errors):
        errors[number] = ("(build)", "0", "0", "the build failed (see the build's output)")
    return errors


# What a source may say and still be compiled once for every hand-in with the same bytes: its #include lines
# name only the hand-out's headers or the system's, so nothing of its own folder (another of its files) can reach
# its object. Anything that could include otherwise compiles it on its own, as before: an "include" anywhere
# else (a comment, a macro's name, __has_include, #include_next), a line spliced by a backslash, GCC's other
# line ends (a lone carriage return) and the blanks it reads after a backslash (form feed, vertical tab, NUL), a
# digraph or trigraph, token pasting (which builds any of these words), #import, a pragma (GCC dependency), asm
# (.incbin), and what names the file or its time.
SHAREABLE_INCLUDE = re.compile(rb'[ \t]*#[ \t]*include[ \t]*(?:<(?![^>]*\.\.)\w[\w./+-]*>'
                               rb'|"(?:collisions|primitives)/\w[\w/]*\.hpp")[ \t]*(?://[^\r\n]*)?')
NEVER_SHARED = re.compile(rb"\\[ \t]*\r?\n|\r(?!\n)|[\0\f\v]|%:|\?\?|##|import|pragma|Pragma|asm"
                          rb"|__TIMESTAMP__|__builtin_FILE|source_location")


def shareable(text):
    """Whether a hand-in's source, compiled in another hand-in's folder, makes the same object (see above)."""
    if NEVER_SHARED.search(text):
        return False
    for match in re.finditer(rb"include", text):
        start = text.rfind(b"\n", 0, match.start()) + 1
        end = text.find(b"\n", match.end())
        if not SHAREABLE_INCLUDE.fullmatch(text[start:end if end >= 0 else len(text)].rstrip(b"\r")):
            return False
    return True


def shared_sources(folders, names):
    """{(number, name): owner}: hand-in number's source name is the same, byte for byte, as that of the earlier
    hand-in owner, and shareable(), so its object is owner's."""
    first, shared = {}, {}
    for number, folder in enumerate(folders, 1):
        for name in names:
            with open(os.path.join(folder, name), "rb") as source:
                text = source.read()
            if shareable(text):
                owner = first.setdefault((name, hashlib.sha256(text).digest()), number)
                if owner != number:
                    shared[(number, name)] = owner
    return shared


def shown(error, allowed):
    """The first error as it may be reported: its text when its file is one of the allowed folders' (the
    hand-in's own sources, the hand-out), else only where it is (an #include of a file outside: its lines are
    not the hand-in's to show)."""
    file, line, column, message = error
    path = os.path.realpath(file) if file.startswith("/") else None
    if path is None or any(path.startswith(os.path.realpath(folder) + os.sep) for folder in allowed):
        return error
    return file, line, column, "an error in a file outside the hand-in and the hand-out (its text is not shown)"


def stopped(returncode):
    """Why the checks' process ended without a report, in words."""
    if returncode is not None and returncode < 0:
        number = -returncode
    elif returncode is not None and returncode > 128:
        number = returncode - 128
    else:
        return f"exit status {returncode}"
    reasons = {signal.SIGXCPU: "the sandbox's CPU time limit", signal.SIGXFSZ: "the sandbox's file size limit",
               signal.SIGKILL: "killed (the time limit, or memory)"}
    name = signal.Signals(number).name if number in signal.Signals._value2member_map_ else f"signal {number}"
    return f"{name}: {reasons.get(number, 'a signal')}"


def ensure_sandbox(no_sandbox):
    """Says that --no-sandbox is unsafe, or exits saying what to install or enable when no sandbox can be made."""
    if no_sandbox:
        print("grade: --no-sandbox: every hand-in's code runs as you, and can read, change, delete and send anything "
              "you can. Use it only for code you trust.", file=sys.stderr)
        return
    try:
        sandbox.check_available()
    except sandbox.Unavailable as problem:
        sys.exit(f"grade: {problem}\n(--no-sandbox runs hand-ins without one: unsafe for code you did not write)")


def write_handout(handout, assignment=None, reference=None):
    """The hand-out, fresh (the framework, the samples and the headers the students had; an assignment's, with its
    points, when one is given): the collisions/*.cpp names a hand-in must have."""
    shutil.rmtree(handout, ignore_errors=True)
    extra = ["--assignment", assignment] if assignment else []
    environment = {**os.environ, "LAB_REFERENCE_BUILD": reference} if reference else None
    made = subprocess.run([os.path.join(LAB, "lab.sh"), "handout", handout, *extra], cwd=LAB, capture_output=True,
                          text=True, env=environment)
    if made.returncode != 0:
        sys.exit(f"grade: could not write the hand-out:\n{made.stderr}")
    return handout_sources(handout)


def handout_sources(handout):
    """The hand-out's collisions/*.cpp names: what a hand-in must have, and what a grading tree compiles as its
    collisions library."""
    return sorted(name for name in os.listdir(os.path.join(handout, "collisions"))
                  if name.endswith(".cpp") and name != "stubs.cpp")


def program_path(tree, number):
    """Hand-in number's program: in grade-N, its folder with its archive, which exists before anything is built
    (so that a sandbox started before it is written hides it all the same)."""
    return os.path.join(tree, f"grade-{number}", f"collision-lab-grade-{number}")


def build_files(tree):
    """What of the grading tree names every hand-in (its folder) or which are the same: no hand-in's business."""
    return [os.path.join(tree, name) for name in ("CMakeCache.txt", "build.ninja", "compile_commands.json",
                                                   ".ninja_log", ".ninja_deps", "CMakeFiles")]


def objects_folder(tree):
    """Where the grading tree's hand-in object targets keep their objects (lab_grade_objects_N.dir,
    lab_grade_shared_N_STEM.dir: samples/CMakeLists.txt defines them)."""
    return os.path.join(tree, "samples", "CMakeFiles")


def hidden_at_run(tree, number, count):
    """What hand-in number's checks must not see of the grading tree: the other hand-ins' objects, archives and
    programs, the sources compiled once for several (samples/CMakeFiles/lab_grade_*), and the build's files."""
    objects = objects_folder(tree)
    return [os.path.join(tree, f"grade-{other}") for other in range(1, count + 1) if other != number] + \
        [os.path.join(objects, name) for name in sorted(os.listdir(objects)) if name.startswith("lab_grade_")] + \
        build_files(tree)


def build_handins(folders, handout, tree, copies, reuse_build, no_sandbox, jobs, keep_objects=False):
    """Configures the grading build in tree and builds collision-lab-grade-N for the Nth folder of copied sources,
    each hand-in's compiler in its sandbox: per hand-in number, its first error. A source the same as an
    earlier hand-in's compiles once (shared_sources). keep_objects: one hand-in, built again where the last
    one was (Gradescope's), keeps that one's objects."""
    # An earlier run's hand-ins (their objects, archives and programs, perhaps more of them than now) go first:
    # nothing of theirs is hidden from this run's, and none of their programs may pass for one that fails now.
    # (Gradescope's one hand-in keeps its objects: its next submission compiles only the files it changed.)
    objects = objects_folder(tree)
    stale = [os.path.join(tree, name) for name in os.listdir(tree)
             if re.match(r"(grade-|collision-lab-grade-)\d", name)] if os.path.isdir(tree) else []
    stale += [os.path.join(objects, name) for name in os.listdir(objects)
              if name.startswith(("lab_grade_objects_", "lab_grade_shared_", "lab_collisions_grade_"))
              and not (keep_objects and name == "lab_grade_objects_1.dir")] if os.path.isdir(objects) else []
    for path in stale:
        shutil.rmtree(path) if os.path.isdir(path) and not os.path.islink(path) else os.remove(path)
    for number in range(1, len(folders) + 1):  # before any compiler's sandbox starts, which hides only what exists
        os.makedirs(os.path.dirname(program_path(tree, number)), exist_ok=True)
    reuse = [f"-DLAB_REUSE_BUILD={os.path.abspath(reuse_build)}"] if reuse_build else []
    # What every hand-in's compiler may read: the hand-out and the shared build (each hand-in's CMake target
    # adds its own sources, its objects' folder to write, and hides the other hand-ins').
    shared = [handout, tree] + ([os.path.abspath(reuse_build)] if reuse_build else [])
    # (The hand-ins' copies are hidden: a shared build may hold this grading folder, as the suite's does.)
    launcher = "" if no_sandbox else ";".join(
        [sys.executable, os.path.join(LAB, "tools", "sandbox.py"), "compile"] +
        [item for folder in shared for item in ("--ro", folder)] + ["--hide", copies] +
        [item for path in build_files(tree) for item in ("--hide", path)])
    names = handout_sources(handout)
    same = shared_sources(folders, names)
    configure = subprocess.run(
        ["cmake", "-S", handout, "-B", tree, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Debug", "-DLAB_BUILD_TESTS=OFF",
         # -Og as the student preset: asserts on, quick to compile, the heavier samples well inside the limit
         "-DCMAKE_CXX_FLAGS_DEBUG=-g1 -Og", *reuse,
         "-DLAB_GRADE_SUBMISSIONS=" + ";".join(folders),
         "-DLAB_GRADE_SHARED=" + ";".join(f"{number}:{name}:{owner}" for (number, name), owner in same.items()),
         "-DLAB_GRADE_LAUNCHER=" + launcher],
        capture_output=True, text=True)
    if configure.returncode != 0:
        sys.exit(f"grade: configuring the grading build failed:\n{configure.stderr}")
    if len(folders) > 1:
        total = len(folders) * len(names)
        print(f"compiling {total - len(same)} of the hand-ins' {total} sources (the other {len(same)} are the same "
              f"as an earlier hand-in's)", flush=True)
    targets = [f"collision-lab-grade-{i}" for i in range(1, len(folders) + 1)]
    build = subprocess.run(["ninja", "-C", tree, "-k", "0", "-j", str(jobs), *targets], capture_output=True, text=True)
    return first_errors(build.stdout + build.stderr, same)


def open_handin(argv):
    """./lab.sh open-handin SUBMISSION [--reuse-build DIR] [-- COLLISION-LAB ARGUMENTS]: builds one hand-in as
    grade does and runs its program in the same sandbox, with what the arguments ask (its window on this display,
    its checks, a sample's PNG), then says what it tried and was refused."""
    split = argv.index("--") if "--" in argv else len(argv)
    parser = argparse.ArgumentParser(prog="./lab.sh open-handin",
                                     description="Open a hand-in's program in grade's sandbox: the window on this "
                                                 "display, or with no display what the arguments ask.")
    parser.add_argument("submission")
    parser.add_argument("--build-dir", default=os.path.join(LAB, "build", "open-handin"))
    parser.add_argument("--reuse-build", metavar="BUILD_DIR",
                        help="link the framework and samples this built tree compiled instead of the hand-out's")
    parser.add_argument("--no-sandbox", action="store_true",
                        help="run the hand-in's program as you, with no sandbox: UNSAFE, for code you trust only")
    args, program_arguments = parser.parse_args(argv[:split]), argv[split + 1:]
    ensure_sandbox(args.no_sandbox)
    build_dir = os.path.abspath(args.build_dir)
    handout, tree, copies = (os.path.join(build_dir, name) for name in ("handout", "build", "submissions"))
    required = write_handout(handout)
    if not os.path.isdir(args.submission):
        sys.exit(f"open-handin: {args.submission}: no such folder (a hand-out tree, or its collisions/ folder)")
    folder = collisions_folder(args.submission)
    missing = [name for name in required if not os.path.isfile(os.path.join(folder, name))]
    if missing:
        sys.exit(f"open-handin: {args.submission} has no " + ", ".join(f"collisions/{name}" for name in missing))
    shutil.rmtree(copies, ignore_errors=True)
    copy = os.path.join(copies, "1", "collisions")
    os.makedirs(copy)
    for name in required:
        shutil.copy2(os.path.join(folder, name), copy)
    print(f"open-handin: building {args.submission} (its compiler in the sandbox)", flush=True)
    errors = build_handins([copy], handout, tree, copies, args.reuse_build, args.no_sandbox, os.cpu_count() or 2)
    program = program_path(tree, 1)
    if 1 in errors or not os.path.isfile(program):
        file, line, column, message = shown(errors.get(1, ("?", "0", "0", "the build failed")), [copies, handout])
        file = os.path.join(folder, os.path.basename(file)) if file.startswith(copies) else file
        sys.exit(f"open-handin: it does not compile: {file}:{line}:{column}: {message}")
    if args.no_sandbox:
        os.execv(program, [program, *program_arguments])
    uid = sandbox.handin_uid(1)
    private = sandbox.private_folder(os.path.join(build_dir, "sandbox", "1"), uid)
    trace = os.path.join(sandbox.private_folder(os.path.join(build_dir, "sandbox", "1.trace")), "failed-calls.log")
    grants = dict(readonly=[handout, tree], writable=[private], hidden=hidden_at_run(tree, 1, 1))
    passed_on = {k: v for k, v in os.environ.items() if k.endswith("SAN_OPTIONS")}
    try:
        line = sandbox.command([program, *program_arguments], readonly=grants["readonly"], hidden=grants["hidden"],
                               writable=[private, os.path.dirname(trace)], uid=uid, workdir=private,
                               environment=passed_on, trace=trace, display=True,
                               memory=None if sandbox.sanitized(program) else sandbox.MEMORY)
    except sandbox.Unavailable as problem:
        sys.exit(f"open-handin: {problem}")
    shown_display = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    print(f"open-handin: running it in the sandbox{' on display ' + shown_display if shown_display else ''}: it "
          f"reads the hand-out and the build, writes only {private}", flush=True)
    try:
        returncode = subprocess.run(line).returncode
    except KeyboardInterrupt:  # Ctrl-C in the terminal: the sandbox ends with it; still say what it tried
        returncode = 130
    attempts = sandbox.denied(trace, **grants, workdir=private)
    print(f"open-handin: what it tried and was refused: {sandbox.summary(attempts)}" if attempts else
          "open-handin: it tried nothing outside the sandbox")
    written = sorted(os.listdir(private))
    if written:
        print(f"open-handin: what it wrote, in {private}: {', '.join(written)}")
    return returncode


def main():
    if sys.argv[1:2] == ["--open"]:
        return open_handin(sys.argv[2:])
    parser = argparse.ArgumentParser(description="Grade hand-ins into one CSV row each.")
    parser.add_argument("csv")
    parser.add_argument("submissions", nargs="+")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds a sample may take (default 10)")
    parser.add_argument("--build-dir", default=os.path.join(LAB, "build", "grade"))
    parser.add_argument("--seed", type=int, help="the random cases' seed (default: the assignment's, else a fresh "
                                                 "one, printed)")
    parser.add_argument("--assignment", metavar="FILE.toml",
                        help="grade against this assignment (docs/ASSIGNMENT.md): its hand-out, its points in the CSV, "
                             "its hidden random cases' seed")
    parser.add_argument("--no-sandbox", action="store_true",
                        help="compile and run the hand-ins as you, with no sandbox: UNSAFE, for code you trust only")
    parser.add_argument("--reuse-build", metavar="BUILD_DIR",
                        help="link the framework and samples this built tree compiled (LAB_REUSE_BUILD) instead of "
                             "compiling the hand-out's; the test suite grades this way")
    args = parser.parse_args()
    build_dir = os.path.abspath(args.build_dir)
    handout = os.path.join(build_dir, "handout")
    tree = os.path.join(build_dir, "build")
    copies = os.path.join(build_dir, "submissions")
    ensure_sandbox(args.no_sandbox)
    reference = os.path.abspath(args.reuse_build) if args.reuse_build else os.path.join(LAB, "build", "release")
    settings = None
    if args.assignment:
        try:
            settings = assignment.read(args.assignment)
        except assignment.AssignmentError as problem:
            sys.exit(f"grade: {problem}")
    required = write_handout(handout, args.assignment, reference)

    # Random cases drawn afresh from the reference, so that a hand-in cannot be tuned to the shipped ones (with
    # an assignment's seed, its hidden cases).
    seed = args.seed if args.seed is not None else settings["seed"] if settings and settings["seed"] is not None \
        else int.from_bytes(os.urandom(4), "little")
    maker = os.path.join(reference, "collision-lab-make-cases")
    random_cases = os.path.join(build_dir, "random-cases")
    if settings:  # the asked functions' sources only: no other function earns points
        resolved_path = os.path.join(handout, "assignment.json")
        try:
            summary = assignment.draw_hidden_cases(maker, random_cases, seed, handout,
                                                   json.load(open(resolved_path, encoding="utf-8")))
            # What the stubs' answers pass of these cases, not of the shipped ones.
            switchable = subprocess.run([os.path.join(LAB, "lab.sh"), "switchable-path"], cwd=LAB,
                                        capture_output=True, text=True).stdout.strip().splitlines()
            if not switchable or not os.path.isfile(switchable[-1]):
                sys.exit("grade: could not build the switchable reference (./lab.sh switchable-path)")
            assignment.rebaseline(resolved_path, switchable[-1], random_cases)
        except assignment.AssignmentError as problem:
            sys.exit(f"grade: {problem}")
    else:
        shutil.rmtree(random_cases, ignore_errors=True)
        made = subprocess.run([maker, random_cases, "--seed", str(seed)], capture_output=True, text=True)
        if made.returncode not in (0, 1) or not os.path.isdir(random_cases):
            sys.exit(f"grade: could not make the random cases with {maker}:\n{made.stdout}{made.stderr}")
        summary = made.stdout.strip()
    print(f"random cases: seed {seed} ({summary})")

    rows = []
    shutil.rmtree(copies, ignore_errors=True)
    buildable = []  # (row, folder)
    for submission in args.submissions:
        row = {"submission": submission, "status": "", "error": ""}
        rows.append(row)
        folder = collisions_folder(submission)
        missing = [name for name in required if not os.path.isfile(os.path.join(folder, name))]
        if missing:
            row["status"] = "missing files"
            row["error"] = "no " + ", ".join(f"collisions/{name}" for name in missing)
            continue
        copy = os.path.join(copies, str(len(buildable) + 1), "collisions")
        os.makedirs(copy)
        for name in required:
            shutil.copy2(os.path.join(folder, name), copy)
        buildable.append((row, folder, copy))

    if buildable:
        errors = build_handins([copy for _, _, copy in buildable], handout, tree, copies, args.reuse_build,
                               args.no_sandbox, args.jobs)

        def grade(number, row, folder):
            program = program_path(tree, number)
            if number in errors or not os.path.isfile(program):
                file, line, column, message = shown(errors.get(number, ("?", "0", "0", "the build failed")),
                                                    [copies, handout])
                file = os.path.join(folder, os.path.basename(file)) if file.startswith(copies) else file
                row["status"] = "compile error"
                row["error"] = f"{file}:{line}:{column}: {message}"
                return
            report = os.path.join(build_dir, f"report-{number}.json")
            run = [program, "--check", "--timeout", str(args.timeout)]
            limit = args.timeout * 100 + 60  # seconds for the whole run
            if args.no_sandbox:
                environment = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
                environment["LAB_RANDOM_CASES"] = random_cases
                run += ["--report", report]
            else:
                # Its own folder to write in, the checks' program and data to read, every other hand-in hidden.
                uid = sandbox.handin_uid(number)
                private = sandbox.private_folder(os.path.join(build_dir, "sandbox", str(number)), uid)
                others = hidden_at_run(tree, number, len(buildable))
                passed_on = {k: v for k, v in os.environ.items() if k.endswith("SAN_OPTIONS")}
                # The trace of what it was refused: in a folder of the grader's, which the hand-in's user id
                # cannot write (as root: strace runs as root, before the switch).
                trace = os.path.join(sandbox.private_folder(os.path.join(build_dir, "sandbox", f"{number}.trace")),
                                     "failed-calls.log")
                grants = dict(readonly=[handout, tree, random_cases], writable=[private], hidden=others)
                run = sandbox.command(run + ["--report", os.path.join(private, "report.json")],
                                      writable=[*grants["writable"], os.path.dirname(trace)],
                                      readonly=grants["readonly"], hidden=others, cpu_seconds=limit, uid=uid,
                                      workdir=private, environment={**passed_on, "LAB_RANDOM_CASES": random_cases},
                                      memory=None if sandbox.sanitized(program) else sandbox.MEMORY, trace=trace)
                environment = None
            result = None
            try:
                try:
                    result = subprocess.run(run, capture_output=True, text=True, env=environment, timeout=limit)
                finally:
                    if not args.no_sandbox:  # what it tried and was refused, on its row whatever became of it
                        attempts = sandbox.denied(trace, **grants, workdir=private)
                        row["denied"] = sandbox.summary(attempts)
                if not args.no_sandbox:
                    shutil.copyfile(os.path.join(private, "report.json"), report)
                results = json.load(open(report, encoding="utf-8"))
                if not args.no_sandbox:
                    results["sandbox_denied"] = attempts
                    with open(report, "w", encoding="utf-8") as out:
                        json.dump(results, out, indent=2)
            except subprocess.TimeoutExpired:
                row["status"] = "check run failed"
                row["error"] = f"the checks took more than {limit:g} s in all and were stopped"
                return
            except (OSError, ValueError):
                row["status"] = "check run failed"
                last = (result.stderr.strip().splitlines() or [""])[-1][:300] if result else ""
                why = stopped(result.returncode) if result else "it could not be started"
                row["error"] = f"the checks wrote no report ({why}){': ' + last if last else ''}"
                return
            totals = results["totals"]
            row["status"] = "graded"
            row["cases_passed"] = totals["passed"]
            row["cases_total"] = totals["passed"] + totals["failed"]
            row["functions_implemented"] = sum(c["functions_implemented"] or 0 for c in results["chapters"])
            row["functions_total"] = sum(c["functions_total"] or 0 for c in results["chapters"])
            row["crashes"] = totals["crashed"]
            row["timeouts"] = totals["timed_out"]
            row["crashed_or_timed_out"] = " ".join(
                f"{s['name']} ({s['abnormal']['kind']}: {s['abnormal']['function'] or '?'})"
                for s in results["samples"] if s["abnormal"])
            for chapter in results["chapters"]:
                row[f"chapter {chapter['chapter']} cases"] = f"{chapter['cases_passed']}/{chapter['cases_total']}"
            functions = results.get("functions", [])
            random_total = sum(f["random_cases"] for f in functions)
            row["random_cases"] = f"{random_total - sum(f['random_disagree'] for f in functions)}/{random_total}"
            row["hints"] = "; ".join(f"{f['function']}: {f['hint']}" for f in functions if f.get("hint"))
            if results.get("points"):
                points = results["points"]
                row["points"] = f"{points['points']:.2f}"
                row["points_possible"] = f"{points['points_possible']:g}"
                for function in points["functions"]:
                    row[f"points: {function['function']}"] = f"{function['points']:.2f}"

        # Each --check runs two samples at a time itself.
        with ThreadPoolExecutor(max_workers=max(1, args.jobs // 2)) as pool:
            futures = [pool.submit(grade, number, row, folder) for number, (row, folder, _) in enumerate(buildable, 1)]
            for future in futures:
                future.result()

    columns = ["submission", "status", "error"] + (["points", "points_possible"] if settings else []) + ["cases_passed", "cases_total", "functions_implemented",
               "functions_total", "random_cases", "crashes", "timeouts", "crashed_or_timed_out", "hints", "denied"]
    chapter_columns = sorted({key for row in rows for key in row if key.startswith("chapter ")},
                             key=lambda key: int(key.split()[1]))
    point_columns = [key for key in dict.fromkeys(key for row in rows for key in row) if key.startswith("points: ")]
    with open(args.csv, "w", newline="", encoding="utf-8") as out:
        writer = csv.DictWriter(out, fieldnames=columns + point_columns + chapter_columns, restval="")
        writer.writeheader()
        writer.writerows(rows)
    for row in rows:
        earned = f"{row['points']}/{row['points_possible']} points, " if row.get("points") else ""
        detail = row["error"] or earned + f"{row.get('cases_passed')}/{row.get('cases_total')} cases, " \
                                 f"{row.get('functions_implemented')}/{row.get('functions_total')} functions, " \
                                 f"{row.get('crashes')} crashed, {row.get('timeouts')} timed out"
        denied = f" (denied: {row['denied']})" if row.get("denied") else ""
        print(f"{row['status']:<14} {row['submission']}: {detail}{denied}")
    print(f"wrote {os.path.abspath(args.csv)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
