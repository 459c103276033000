#!/usr/bin/env python3
"""`./lab.sh watch` as a student uses it, on a copy of the tree.

    watch_test.py SOURCE_DIR WORK_DIR --reuse-build BUILD_DIR   the test (CTest's watch.reload)
    watch_test.py SOURCE_DIR WORK_DIR --speed N                 the benchmark: median seconds from a save to the
                                                                new verdict

The test's copy links the framework and samples of BUILD_DIR, the suite's own build (LAB_REUSE_BUILD, so that
they are not compiled again for it), and builds its own collisions/ and collision-lab-live; the benchmark's copy
is configured with the release preset, as ./lab.sh watch does, and builds everything. Then:

1. In the terminal (no display): break Raycast(Ray, Sphere) and see RaycastSphere fail, fix it and see it
   pass, introduce a syntax error and see the compiler's error (file:line:column) and the old verdict kept.
   With --model: a model file saved malformed fails the model sample on the next reload, naming its line.
2. In a window under Xvfb: the same, with the verdict read from the window's state, the window the same one
   throughout (its X id and process), and its pixels changed: ray 0 turns from red (a hit) to blue.
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import window_test  # noqa: E402  (the Xvfb display, the window's state, PNG reading)
from window_test import fail  # noqa: E402

TIMEOUT = 120.0  # seconds for one rebuild and verdict (an incremental build takes a few)
FUNCTION = "bool Raycast(const Ray& ray, const Sphere& sphere, float& t) {"
BROKEN = FUNCTION + "\n  t = -1.0f;  // watch_test: every ray misses\n  return false;"
SYNTAX_ERROR = FUNCTION + "\n  int watch_test_syntax_error = ;"


def copy_tree(source, target):
    """The files git knows (tracked or new, not ignored) into target, as the hand-out does."""
    files = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=source,
                           capture_output=True, check=True).stdout.split(b"\0")
    for name in filter(None, files):
        path = name.decode()
        if not os.path.exists(os.path.join(source, path)):
            continue  # deleted in the work tree, not yet committed
        os.makedirs(os.path.dirname(os.path.join(target, path)) or target, exist_ok=True)
        shutil.copy2(os.path.join(source, path), os.path.join(target, path))


def build_copy(copy, reuse_build=None):
    """The copy's collision-lab-live: its own release build, or one that links reuse_build's framework and samples
    (then built in its build type, its own collisions/ without the sanitizers, as a student's watch build has none)."""
    if reuse_build is None:
        subprocess.run(["cmake", "--preset", "release"], cwd=copy, check=True, stdout=subprocess.DEVNULL)
        build = os.path.join(copy, "build", "release")
    else:
        build = os.path.join(copy, "build", "reuse")
        subprocess.run(["cmake", "-S", copy, "-B", build, "-G", "Ninja", "-DLAB_BUILD_TESTS=OFF",
                        f"-DLAB_REUSE_BUILD={reuse_build}"], check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", build, "--target", "collision-lab-live", "collision-lab-code"],
                   check=True, stdout=subprocess.DEVNULL)
    return os.path.join(build, "collision-lab-live")


class Source:
    """collisions/raycasts.cpp of the copy, edited as a student saves it (written in place, like most editors)."""

    def __init__(self, copy):
        self.path = os.path.join(copy, "collisions", "raycasts.cpp")
        with open(self.path) as f:
            self.original = f.read()
        if FUNCTION not in self.original:
            fail(f"{self.path} no longer defines {FUNCTION}")

    def write(self, replacement):
        with open(self.path, "w") as f:
            f.write(self.original.replace(FUNCTION, replacement))

    def restore(self):
        with open(self.path, "w") as f:
            f.write(self.original)


class Terminal:
    """collision-lab-live --terminal RaycastSphere, its output collected in a file."""

    def __init__(self, program, workdir, args=("RaycastSphere",)):
        self.log_path = os.path.join(workdir, "terminal.log")
        self.log = open(self.log_path, "w")
        env = dict(os.environ)
        env.pop("DISPLAY", None)
        env.pop("WAYLAND_DISPLAY", None)
        self.process = subprocess.Popen([program, "--terminal", *args], stdout=self.log,
                                        stderr=subprocess.STDOUT, env=env, cwd=workdir)
        self.seen = 0

    def output(self):
        with open(self.log_path) as f:
            return f.read()

    def wait_for(self, pattern, what):
        """The first match of pattern in the output written since the last wait."""
        deadline = time.time() + TIMEOUT
        while time.time() < deadline:
            if self.process.poll() is not None:
                fail(f"watch stopped (exit {self.process.returncode}) waiting for {what}:\n{self.output()}")
            text = self.output()
            match = re.search(pattern, text[self.seen:], re.MULTILINE)
            if match:
                self.seen += match.end()
                return match
            time.sleep(0.02)
        fail(f"timed out waiting for {what}; the output:\n{self.output()}")

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.log.close()


def terminal_test(program, source, workdir):
    terminal = Terminal(program, workdir)
    terminal.wait_for(r"^PASS +RaycastSphere", "the first verdict")
    source.write(BROKEN)
    terminal.wait_for(r"^FAIL +RaycastSphere", "the broken function's verdict")
    terminal.wait_for(r"verdict ([0-9.]+) s after the save", "the timing line")
    source.restore()
    match = terminal.wait_for(r"^PASS +RaycastSphere", "the fixed function's verdict")
    source.write(SYNTAX_ERROR)
    error = terminal.wait_for(r"collisions/raycasts\.cpp:(\d+):(\d+): error: ([^\n]*)", "the compiler's error")
    terminal.wait_for(r"last good code is kept", "the old code kept")
    source.restore()
    terminal.wait_for(r"^PASS +RaycastSphere", "the verdict after the syntax error is fixed")
    terminal.close()
    print(f"ok: terminal: broken -> FAIL, fixed -> PASS, syntax error reported at raycasts.cpp:{error.group(1)}:"
          f"{error.group(2)} ({error.group(3).strip()}), fixed -> PASS")
    del match


TETRAHEDRON = "v 0 0 0\nv 1 0 0\nv 0 1 0\nv 0 0 1\nf 1 3 2\nf 1 2 4\nf 1 4 3\nf 2 3 4\n"


def model_test(program, source, workdir):
    """--model: each reload reads the file again; a file saved malformed fails the model samples, naming its
    line, instead of leaving them to pass on no triangles."""
    model = os.path.join(workdir, "tetrahedron.obj")
    with open(model, "w") as f:
        f.write(TETRAHEDRON)
    terminal = Terminal(program, workdir, ("OBJDebugTriangles", "--model", model))
    terminal.wait_for(r"^PASS +OBJDebugTriangles", "the first verdict on the user's model")
    with open(model, "w") as f:
        f.write(TETRAHEDRON + "f 1 2 9\n")
    source.write(FUNCTION + "\n  // watch_test: a save that changes nothing")
    error = terminal.wait_for(r"tetrahedron\.obj:9: [^\n]*", "the malformed model's error on reload")
    terminal.wait_for(r"^FAIL +OBJDebugTriangles", "the model sample failing on the malformed model")
    with open(model, "w") as f:
        f.write(TETRAHEDRON)
    source.restore()
    terminal.wait_for(r"^PASS +OBJDebugTriangles", "the verdict once the model is mended")
    terminal.close()
    print(f"ok: --model: a malformed save fails OBJDebugTriangles ({error.group(0).strip()}), mended -> PASS")


def window_state_test(program, source, workdir):
    display = window_test.Display()
    try:
        window = window_test.Window(display, program, ["RaycastSphere"], workdir)
        window.key("h")  # the handles would cover the rays
        state = window.wait(lambda s: s["verdict"] == "pass" and not s["handles_on"], "RaycastSphere to pass")
        ray0 = window_test.midpoint(window_test.handle(state, "ray 0 origin"),
                                    window_test.handle(state, "ray 0 direction"))
        if not window_test.colour_near(window.screenshot(), *ray0, "red"):
            fail(f"ray 0 hits the sphere and should be red at {ray0}")
        pid = window.process.pid
        source.write(BROKEN)
        state = window.wait(lambda s: s["verdict"] == "fail" and "reloaded" in s["build_status"]
                            and s["build_status"] != "reloaded; checking...", "the broken build's verdict")
        if window.xdotool("search", "--name", "Collision Lab").split() != [window.id] or window.process.pid != pid:
            fail("the window should be the same one after the reload")
        if not window_test.colour_near(window.screenshot(), *ray0, "blue"):
            fail(f"after the reload every ray misses: ray 0 should be blue at {ray0}")
        if state["sample"] != "RaycastSphere" or state["handles_on"]:
            fail("the reload should keep the sample and the panels' settings (handles hidden)")
        source.write(SYNTAX_ERROR)
        state = window.wait(lambda s: "raycasts.cpp:" in s["build_error"], "the compiler's error in the window")
        shown_error = state["build_error"]
        if state["verdict"] != "fail":
            fail("a failed build should keep the last good code's verdict")
        source.restore()
        state = window.wait(lambda s: s["verdict"] == "pass" and not s["build_error"], "the fixed build's verdict")
        if not window_test.colour_near(window.screenshot(), *ray0, "red"):
            fail(f"fixed, ray 0 should be red again at {ray0}")
        window.close()
        print(f"ok: window {window.id}: red -> (broken) blue -> (syntax error, shown as {shown_error!r}, the old "
              "code kept) -> (fixed) red, one window throughout")
    finally:
        display.close()


def speed(program, source, workdir, runs):
    """Median seconds from writing the file to the verdict line, in the terminal."""
    terminal = Terminal(program, workdir)
    terminal.wait_for(r"^PASS +RaycastSphere", "the first verdict")
    seconds = []
    for run in range(runs):
        for replacement, verdict in ((BROKEN, "FAIL"), (FUNCTION, "PASS")):
            start = time.time()
            source.write(replacement)
            terminal.wait_for(rf"^{verdict} +RaycastSphere", f"run {run}'s verdict")
            seconds.append(time.time() - start)
            time.sleep(0.3)
    terminal.close()
    print(f"save -> verdict (terminal, RaycastSphere): median {statistics.median(seconds):.2f} s, "
          f"min {min(seconds):.2f} s, max {max(seconds):.2f} s over {len(seconds)} saves")


def speed_window(program, source, workdir, runs):
    """Median seconds from writing the file to the window's new verdict (its state file), under Xvfb."""
    display = window_test.Display()
    try:
        window = window_test.Window(display, program, ["RaycastSphere"], workdir)
        window.wait(lambda s: s["verdict"] == "pass", "the first verdict")
        seconds = []
        for run in range(runs):
            for replacement, verdict in ((BROKEN, "fail"), (FUNCTION, "pass")):
                start = time.time()
                source.write(replacement)
                window.wait(lambda s, v=verdict: s["verdict"] == v and s["build_status"].endswith("after the save"),
                            f"run {run}'s verdict")
                seconds.append(time.time() - start)
                time.sleep(0.3)
        window.close()
    finally:
        display.close()
    print(f"save -> verdict (window, RaycastSphere): median {statistics.median(seconds):.2f} s, "
          f"min {min(seconds):.2f} s, max {max(seconds):.2f} s over {len(seconds)} saves")


def main():
    if len(sys.argv) != 5 or sys.argv[3] not in ("--speed", "--reuse-build"):
        fail("usage: watch_test.py SOURCE_DIR WORK_DIR (--reuse-build BUILD_DIR | --speed N)")
    source_dir, workdir = sys.argv[1], sys.argv[2]
    shutil.rmtree(workdir, ignore_errors=True)
    copy = os.path.join(workdir, "tree")
    copy_tree(source_dir, copy)
    start = time.time()
    program = build_copy(copy, os.path.abspath(sys.argv[4]) if sys.argv[3] == "--reuse-build" else None)
    print(f"built the copy's collision-lab-live in {time.time() - start:.0f} s")
    source = Source(copy)
    if sys.argv[3] == "--speed":
        speed(program, source, workdir, int(sys.argv[4]))
        speed_window(program, source, workdir, int(sys.argv[4]))
        return
    terminal_test(program, source, workdir)
    model_test(program, source, workdir)
    window_state_test(program, source, workdir)
    shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
