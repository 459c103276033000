#!/usr/bin/env python3
"""Tests ./lab.sh open-handin as an instructor runs it: a hostile hand-in (complete, but its PointInSphere first
tries to read a file of the instructor's and to write one beside it, and answers wrongly when either gets
through) is opened in the window, on an X server with no screen (Xvfb), for a few frames. The window must run
(its frame times printed), every attempt must fail and be named when it ends, and nothing of the instructor's
may change.

usage: open_handin_test.py LAB_DIR WORKDIR REUSE_BUILD_DIR
"""
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from grade_test import complete_handin, fail, replace  # noqa: E402


def start_xvfb():
    """An X server with no screen on the first free display: (process, display)."""
    for number in range(140, 200):
        if os.path.exists(f"/tmp/.X11-unix/X{number}") or os.path.exists(f"/tmp/.X{number}-lock"):
            continue
        server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            if os.path.exists(f"/tmp/.X11-unix/X{number}"):
                return server, f":{number}"
            if server.poll() is not None:
                break
            time.sleep(0.1)
        server.kill()
        server.wait()
    fail("no display for Xvfb")


def main():
    lab, work, reuse = (os.path.abspath(path) for path in sys.argv[1:4])
    shutil.rmtree(work, ignore_errors=True)
    complete_handin(lab, os.path.join(work, "complete", "collisions"))
    canary, planted = os.path.join(work, "canary.txt"), os.path.join(work, "planted.txt")
    open(canary, "w", encoding="utf-8").write("the instructor's\n")
    hostile = os.path.join(work, "hostile", "collisions")
    shutil.copytree(os.path.join(work, "complete", "collisions"), hostile)
    attack = f"""#include <cstdio>
namespace {{
// The attempts on what an opened hand-in must not reach; true when one got through.
bool Escaped() {{
  bool through = false;
  if (std::FILE* file = std::fopen("{canary}", "r")) through = true, std::fclose(file);
  if (std::FILE* file = std::fopen("{planted}", "w")) through = true, std::fclose(file);
  return through;
}}
}}  // namespace
"""
    replace(os.path.join(hostile, "point_tests.cpp"), "namespace lab::Collisions {", attack + "namespace lab::Collisions {")
    replace(os.path.join(hostile, "point_tests.cpp"), "bool PointInSphere(const Sphere& sphere, const Point& point) {",
            "bool PointInSphere(const Sphere& sphere, const Point& point) {\n"
            "  static const bool escaped = Escaped();\n  if (escaped) return true;")

    server, display = start_xvfb()
    try:
        environment = dict(os.environ, DISPLAY=display)
        environment.pop("WAYLAND_DISPLAY", None)
        result = subprocess.run([os.path.join(lab, "lab.sh"), "open-handin", os.path.join(work, "hostile"),
                                 "--reuse-build", reuse, "--build-dir", os.path.join(work, "build"), "--",
                                 "--frames", "20", "--stats", "ClosestPointSample"],
                                capture_output=True, text=True, env=environment, timeout=900)
    finally:
        server.terminate()  # (not killed: it removes its socket and lock file)
        server.wait(timeout=10)
    output = result.stdout + result.stderr
    print(output)
    if result.returncode != 0:
        fail(f"open-handin exited {result.returncode}")
    # The window ran in the sandbox: --stats printed the sample's frame times.
    if "ClosestPointSample" not in result.stdout or "ms" not in result.stdout:
        fail("the hand-in's window printed no frame times: it did not run")
    refused = next((line for line in output.splitlines() if "what it tried and was refused" in line), "")
    for attempt in (f"read {canary}", f"write {planted}"):
        if attempt not in refused:
            fail(f"open-handin should name '{attempt}' among what was refused: {refused!r}")
    if "X11" in refused or "/tmp/.X" in refused:
        fail(f"the display's own socket is no attempt to reach outside: {refused!r}")
    if not os.path.exists(canary) or os.path.exists(planted):
        fail("the opened hand-in changed the instructor's files")
    print("PASS: the hostile hand-in's window ran in the sandbox, and every attempt failed and was named")


if __name__ == "__main__":
    main()
