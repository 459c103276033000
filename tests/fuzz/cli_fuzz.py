#!/usr/bin/env python3
"""A seeded black-box fuzzer for the command line and the prompt: random argument vectors (options, their
values and junk, from the options --help lists) and random stdin for the prompt, run with no display. Every
run must end by itself, with exit status 0 (done), 1 (checks failed), 2 (bad input) or 3 (output failed), never
a signal or a sanitizer report, and a non-zero status must come with a message on stderr. With stdout on a full
disk, a run that prints must fail with a message saying so.

`--model FILE` gets the model files the fuzzer writes to its working directory (a small valid OBJ, malformed
ones, an empty one, a FIFO), a directory, /dev/null and a missing path; `--fail-fast` is one of the flags.
Before the random cases, fixed `--model` and `--fail-fast` command lines are held to the README's exit codes:
a valid model passes its checks (0), any other is an error naming the file, with its line when it has one (2).

    cli_fuzz.py PROGRAM [--seed N] [--budget SECONDS] [--cases N]

A failure prints the case's seed and a command line to paste into a shell.
"""
import argparse
import os
import random
import shlex
import subprocess
import sys
import tempfile
import time

OPTIONS_WITH_VALUES = ["--check", "-c", "--screenshot", "-s", "--size", "--frames", "--ui-scale", "--msaa", "--case",
                       "--timeout", "--memory", "--report", "--junit", "--model"]
FLAGS = ["-h", "--help", "-l", "--list", "--names", "--ui", "--stats", "--", "-", "--check", "--fail-fast"]
SAMPLES = ["RaycastSphere", "raycastsphere", "PointOnLine", "ConsoleSample", "SortAndSweep", "1", "2", "72", "0",
           "73", "-1", "999999999999999999999", "RaycastSpher", "Raycast", "ray", "q", "Q"]
VALUES = ["800x600", "0x0", "1x1", "x", "-5x5", "99999x99999", "1e9x1", "64x48", "nan", "inf", "-inf", "-0", "0",
          "1e-300", "1e300", "0.1", "3", "2", "4", "8", "1000001", "64", "1048577", "0x10", "", " ", "=", "\t",
          "/dev/full", "/nonexistent/dir/out.png", ".", "out.png", "out.json", "out.xml", "x" * 5000,
          "é", "\u202e", "%s%n%x", "'\"", "a;b", "--list"]

# Model files written to the working directory (write_models), each with what --check --model must do: exit 0,
# or exit 2 with stderr naming the file and (when set) matching the line.
TETRAHEDRON = "v 0 0 0\nv 1 0 0\nv 0 1 0\nv 0 0 1\nf 1 3 2\nf 1 2 4\nf 1 4 3\nf 2 3 4\n"
MODEL_FILES = {
    "good.obj": (TETRAHEDRON, 0, None),
    "quad.obj": ("v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n", 0, None),
    "nan.obj": ("v 0 0 0\nv 1 0 0\nv nan 1 0\nf 1 2 3\n", 2, ":3:"),
    "letters.obj": ("v 0 0 0\nv a b c\nv 0 1 0\nf 1 2 3\n", 2, ":2:"),
    "huge.obj": ("v 0 0 0\nv 1e39 0 0\nv 0 1 0\nf 1 2 3\n", 2, ":2:"),
    "index.obj": ("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 9\n", 2, ":4:"),
    "two_corners.obj": ("v 0 0 0\nv 1 0 0\nf 1 2\n", 2, ":3:"),
    "no_faces.obj": ("v 0 0 0\nv 1 0 0\nv 0 1 0\n", 2, None),
    "empty.obj": ("", 2, None),
    "binary.obj": (bytes(range(256)).decode("latin-1") * 4, 2, None),
}
# Paths that are not regular files (the FIFO is made by write_models): an error, never a block or a crash.
MODEL_NON_FILES = ["model_dir", "fifo.obj", "/dev/null", "/nonexistent/model.obj", "missing.obj", ""]
MODEL_VALUES = list(MODEL_FILES) + MODEL_NON_FILES


def write_models(workdir):
    for name, (text, _, _) in MODEL_FILES.items():
        with open(os.path.join(workdir, name), "w", encoding="latin-1") as f:
            f.write(text)
    os.makedirs(os.path.join(workdir, "model_dir"), exist_ok=True)
    if hasattr(os, "mkfifo") and not os.path.exists(os.path.join(workdir, "fifo.obj")):
        os.mkfifo(os.path.join(workdir, "fifo.obj"))


def fixed_cases():
    """Command lines with a known outcome: (argv, exit status, a string stderr must hold, one stdout must hold)."""
    cases = []
    for name, (_, status, line) in MODEL_FILES.items():
        if status == 0:
            cases.append((["--check", "--model", name], 0, None, "0 failed"))
            cases.append((["--check", "--model", name, "OBJSample"], 0, None, "0 failed"))
            cases.append((["--check", "--fail-fast", "--model", name], 0, None, "0 failed"))
        else:
            cases.append((["--check", "--model", name], 2, name + (line or ""), None))
            cases.append((["--check", "--model=" + name, "--fail-fast", "OBJSample"], 2, name + (line or ""), None))
    for path in MODEL_NON_FILES:
        cases.append((["--check", "--model", path], 2, path if path else None, None))
    cases.append((["--check", "--model"], 2, "--model", None))
    cases.append((["--check", "--fail-fast", "RaycastSphere"], 0, None, "0 failed"))
    cases.append((["--check", "--fail-fast", "NoSuchSample"], 2, "NoSuchSample", None))
    return cases


def random_junk(rng):
    alphabet = "abcXYZ019-=_.,/\\ \t%$'\"éß\u2603"
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))


def random_argv(rng):
    argv = []
    for _ in range(rng.randint(0, 6)):
        roll = rng.random()
        if roll < 0.35:
            option = rng.choice(OPTIONS_WITH_VALUES)
            argv.append(option)
            if rng.random() < 0.85:
                argv.append(rng.choice(MODEL_VALUES if option == "--model" and rng.random() < 0.8 else VALUES + SAMPLES))
        elif roll < 0.55:
            argv.append(rng.choice(FLAGS))
        elif roll < 0.8:
            argv.append(rng.choice(SAMPLES))
        elif roll < 0.9:
            argv.append(rng.choice(OPTIONS_WITH_VALUES) + "=" + rng.choice(VALUES))
        else:
            argv.append(random_junk(rng))
    return [arg.replace("\0", "") for arg in argv]


def random_stdin(rng):
    lines = []
    for _ in range(rng.randint(0, 5)):
        roll = rng.random()
        if roll < 0.4:
            lines.append(rng.choice(SAMPLES))
        elif roll < 0.6:
            lines.append(random_junk(rng))
        elif roll < 0.7:
            lines.append("z" * rng.choice([1000, 100000, 1000000]))
        elif roll < 0.8:
            lines.append(bytes(rng.randrange(256) for _ in range(rng.randint(1, 40))).decode("latin-1"))
        else:
            lines.append("")
    text = "\n".join(lines).encode("latin-1", "replace")
    return text if rng.random() < 0.5 else text + b"\n"


def pasteable(argv, stdin):
    command = "env -u DISPLAY -u WAYLAND_DISPLAY collision-lab " + " ".join(shlex.quote(arg) for arg in argv)
    if stdin:
        return f"printf %s {shlex.quote(stdin.decode('latin-1'))} | {command}"
    return command + " < /dev/null"


def run(program, argv, stdin, stdout, workdir, timeout):
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["XDG_CONFIG_HOME"] = workdir  # the window's remembered state, kept out of the user's home
    return subprocess.run([program, *argv], input=stdin, stdout=stdout, stderr=subprocess.PIPE, cwd=workdir,
                          env=env, timeout=timeout)


def problems_with(result, argv, printed_nothing_expected=False):
    problems = []
    stderr = result.stderr.decode("utf-8", "replace")
    if result.returncode < 0:
        problems.append(f"killed by signal {-result.returncode}")
    elif result.returncode not in (0, 1, 2, 3):
        problems.append(f"exit status {result.returncode}")
    for sign in ("AddressSanitizer", "runtime error:", "LeakSanitizer", "terminate called", "Segmentation fault"):
        if sign in stderr:
            problems.append(f"'{sign}' on stderr")
    if result.returncode not in (0, 1) and not stderr.strip():
        problems.append(f"exit status {result.returncode} with nothing on stderr")
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("program")
    parser.add_argument("--seed", type=int, default=20261123)
    parser.add_argument("--budget", type=float, default=60.0, help="seconds to keep generating cases")
    parser.add_argument("--cases", type=int, default=10000, help="at most this many cases")
    options = parser.parse_args()
    program = os.path.abspath(options.program)
    start = time.monotonic()
    failures, cases, full_disk_cases = [], 0, 0
    with tempfile.TemporaryDirectory() as workdir:
        write_models(workdir)
        for argv, status, in_stderr, in_stdout in fixed_cases():
            cases += 1
            try:
                result = run(program, argv, b"", subprocess.PIPE, workdir, timeout=120)
            except subprocess.TimeoutExpired:
                failures.append(("fixed", argv, b"", ["no end within 120 s (a hang)"]))
                continue
            problems = problems_with(result, argv)
            stderr = result.stderr.decode("utf-8", "replace")
            stdout = result.stdout.decode("utf-8", "replace")
            if result.returncode != status:
                problems.append(f"exit status {result.returncode}, the README says {status}: stderr {stderr[-300:]!r}")
            if in_stderr is not None and in_stderr not in stderr:
                problems.append(f"stderr does not name {in_stderr!r}: {stderr[-300:]!r}")
            if in_stdout is not None and in_stdout not in stdout:
                problems.append(f"stdout does not say {in_stdout!r}: {stdout[-300:]!r}")
            if problems:
                failures.append(("fixed", argv, b"", problems))
        fixed = cases
        while cases < options.cases and time.monotonic() - start < options.budget:
            case_seed = options.seed * 1000003 + cases
            rng = random.Random(case_seed)
            argv = random_argv(rng)
            stdin = random_stdin(rng) if rng.random() < 0.5 else b""
            cases += 1
            try:
                result = run(program, argv, stdin, subprocess.PIPE, workdir, timeout=120)
            except subprocess.TimeoutExpired:
                failures.append((case_seed, argv, stdin, ["no end within 120 s (a hang)"]))
                continue
            problems = problems_with(result, argv)
            if not problems and result.stdout and rng.random() < 0.2:
                # The same run with stdout on a full disk must say so and fail.
                full_disk_cases += 1
                with open("/dev/full", "wb") as full:
                    full_result = run(program, argv, stdin, full, workdir, timeout=120)
                full_stderr = full_result.stderr.decode("utf-8", "replace")
                problems = problems_with(full_result, argv)
                if full_result.returncode == 0 or "No space left on device" not in full_stderr:
                    problems.append(f"stdout on a full disk: exit {full_result.returncode}, stderr "
                                    f"{full_stderr[-300:]!r}")
            if problems:
                failures.append((case_seed, argv, stdin, problems))
    elapsed = time.monotonic() - start
    for case_seed, argv, stdin, problems in failures[:10]:
        label = "a fixed case" if case_seed == "fixed" else f"case seed {case_seed}"
        print(f"FAIL ({label}): {'; '.join(problems)}\n  {pasteable(argv, stdin)}")
    print(f"{cases} cases ({fixed} fixed, {full_disk_cases} also with stdout on a full disk) in {elapsed:.0f} s, seed "
          f"{options.seed}: {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
