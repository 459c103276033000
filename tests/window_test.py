#!/usr/bin/env python3
"""The window as a user works it, in a real X server with no screen (Xvfb), driven by xdotool.

    window_test.py PROGRAM SWITCHABLE_PROGRAM

PROGRAM is collision-lab; SWITCHABLE_PROGRAM is the build whose functions the environment variable LAB_STUB can
turn back into their stubs. The window writes what it shows and where to the file LAB_UI_STATE names, each
frame; the test clicks and types where that file says the widgets are, and checks pixels in the window's own
F12 screenshots (the framebuffer, panels included).

1. With Raycast(Ray, Sphere) stubbed: the browser lists every sample with a badge; clicking RaycastPlane opens
   it in the same window and remembers it; N opens the next sample; every badge arrives and none is a crash;
   the last sample reopens with no argument.
2. Still stubbed, on RaycastSphere: hovering a failing case in the checks panel highlights its ray (which
   keeps its colour) and dims another ray.
3. With the real functions: dragging ray 6's origin down (Shift: along y) across the sphere turns the ray from
   blue (a miss) to red (a hit); Backspace puts it back.
4. With no argument, the last sample reopens; 5. --model runs the model samples on another OBJ file.
6. The Performance panel, started with --against FIGURES: "Time this sample" times RaycastSphere in a process of
   its own while the window keeps drawing (the state shows it running on several frames), then shows
   Raycast(Ray, Sphere, float&) in ns per call on the sample's own calls and 4096 random cases, beside the
   reference's; another sample clears it.
7. With Raycast(Ray, Sphere) made to hang: switching sample while the bench runs stops it and every process it
   started (none is left in its process group); run to its end, the bench's timeout report is shown; closing
   the window while it runs stops it too, and so does killing the window outright.

    window_test.py PROGRAM SWITCHABLE_PROGRAM [STEP...]   only those steps (1-7), e.g. 6 7 while working on them
"""
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

TIMEOUT = 60.0  # seconds for any one wait; an ASan build is slow to start and draw


KEEP = []  # directories to leave behind for a failure's screenshots and log


def fail(message):
    for path in KEEP:
        print(f"the window's screenshots, state and log are in {path}", file=sys.stderr)
    KEEP.clear()
    print(f"FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def read_png(path):
    """(width, height, rows of (r, g, b, a) tuples) of an 8-bit RGBA or RGB PNG."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(f"{path} is not a PNG")
    pos, idat, width, height, colour = 8, b"", 0, 0, 6
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", chunk[:10])
            if depth != 8 or colour not in (2, 6):
                fail(f"{path}: only 8-bit RGB(A) PNGs are read here")
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


class Display:
    """An Xvfb server on a free display number."""

    def __init__(self):
        read_end, write_end = os.pipe()
        self.server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
            pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        number = b""
        deadline = time.time() + TIMEOUT
        while not number.endswith(b"\n") and time.time() < deadline:
            piece = os.read(read_end, 16)
            if not piece:
                break
            number += piece
        os.close(read_end)
        if not number.strip():
            fail("Xvfb did not start")
        self.name = ":" + number.decode().strip()

    def close(self):
        self.server.terminate()
        self.server.wait(timeout=10)


class Window:
    """collision-lab running on the display, and its state file."""

    def __init__(self, display, program, args, workdir, extra_env=None):
        self.display, self.workdir = display, workdir
        self.state_path = os.path.join(workdir, "state.json")
        if os.path.exists(self.state_path):
            os.remove(self.state_path)
        env = dict(os.environ, DISPLAY=display.name, LAB_UI_STATE=self.state_path,
                   XDG_CONFIG_HOME=os.path.join(workdir, "config"))
        env.pop("WAYLAND_DISPLAY", None)
        env.update(extra_env or {})
        self.log = open(os.path.join(workdir, "window.log"), "a")
        self.process = subprocess.Popen([program] + args, cwd=workdir, env=env, stdout=self.log, stderr=self.log)
        # Its sample's own checks, not the background run of all of them (a minute under ASan on a busy machine).
        self.wait(lambda s: s["loaded"] and s["frame"] > 3, "the window to open on its sample")
        self.id = self.xdotool("search", "--sync", "--name", "Collision Lab").split()[0]
        self.xdotool("windowfocus", "--sync", self.id)
        self.hold_camera()

    def hold_camera(self):
        """Stops the tutorial's slow automatic orbit (Space), so positions read from the state stay put, and puts the
        camera back on the sample's home view (Home), so that they do not depend on how long the orbit ran (a busy
        machine stopped it where a ray ran behind both of RaycastSphere's spheres, too faint to read as blue)."""
        for attempt in range(3):
            state = self.state()
            if not state["auto_rotate"]:
                self.key("Home")
                self.frames_later()
                return
            if attempt == 0:
                # A click in an empty corner of the scene takes the camera (as a drag would) and stops it.
                self.click(state["view"][0] + 12, state["view"][1] + 12)
            else:
                self.key("space")
            # A busy machine (the suite runs two tests at a time) can be slow to deliver the key; on the last
            # attempt, wait the full time.
            deadline = time.time() + (10.0 if attempt < 2 else TIMEOUT)
            while time.time() < deadline and self.state()["auto_rotate"]:
                time.sleep(0.05)
        if self.state()["auto_rotate"]:
            fail("Space did not stop the automatic orbit")

    def xdotool(self, *args):
        result = subprocess.run(["xdotool"] + list(args), env=dict(os.environ, DISPLAY=self.display.name),
                                capture_output=True, text=True, timeout=TIMEOUT)
        if result.returncode != 0:
            fail(f"xdotool {' '.join(args)}: {result.stderr.strip()}")
        return result.stdout

    def state(self):
        try:
            with open(self.state_path) as f:
                return json.load(f)
        except (OSError, ValueError):
            return None

    def wait(self, condition, what, timeout=TIMEOUT):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.process.poll() is not None:
                fail(f"the window closed (exit status {self.process.returncode}) while waiting for {what}; "
                     f"see {self.log.name}")
            state = self.state()
            if state is not None and condition(state):
                return state
            time.sleep(0.05)
        state = self.state() or {}
        brief = {k: v for k, v in state.items() if k not in ("samples", "handles", "labels")}  # the long lists last
        fail(f"timed out waiting for {what}; last state: {json.dumps(brief)[:3000]}")

    def frames_later(self, count=3):
        """The state a few frames from now (so what was just done has been drawn)."""
        now = self.state()["frame"]
        return self.wait(lambda s: s["frame"] >= now + count, f"{count} more frames")

    def move(self, x, y):
        self.xdotool("mousemove", "--window", self.id, str(round(x)), str(round(y)))

    def click(self, x, y):
        self.move(x, y)
        self.frames_later()
        self.xdotool("click", "1")

    def key(self, name):
        self.xdotool("windowfocus", "--sync", self.id)  # keys go to the focused window
        self.xdotool("key", name)

    def screenshot(self):
        """F12, then the PNG the window wrote (its framebuffer)."""
        before = set(os.listdir(self.workdir))
        self.key("F12")
        deadline = time.time() + TIMEOUT
        while time.time() < deadline:
            new = [n for n in set(os.listdir(self.workdir)) - before if n.endswith(".png")]
            if new:
                path = os.path.join(self.workdir, new[0])
                time.sleep(0.2)  # the PNG is written in one go, but give the file system a moment
                return read_png(path)
            time.sleep(0.05)
        fail("F12 wrote no screenshot")

    def close(self):
        self.key("Escape")
        try:
            self.process.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            fail("Esc did not close the window")
        self.log.close()


def handle(state, name):
    for h in state["handles"]:
        if h["name"] == name:
            return h["x"], h["y"]
    fail(f"no handle named {name!r} in {[h['name'] for h in state['handles']]}")


def row(state, kind, key):
    for r in state[kind]:
        if r["key"] == key:
            return r["x"], r["y"]
    fail(f"no {kind} row {key!r}")


# How far the wanted channel must stand above the other two. A ray seen through a sphere's lit, translucent face
# measured (126, 126, 215) on llvmpipe: the face lifts the other channels by half. A dimmed ray stays below 200.
DOMINANCE = 60


def colour_near(image, x, y, want, radius=3):
    """Whether some pixel within radius of (x, y) is of the wanted kind: 'blue' or 'red', full and dominant (a ray
    behind or inside a volume is tinted by the volume's translucent face, so the other channels rise)."""
    width, height, rows = image
    for dy in range(-radius, radius + 1):
        for dx in range(-radius, radius + 1):
            px, py = int(round(x)) + dx, int(round(y)) + dy
            if not (0 <= px < width and 0 <= py < height):
                continue
            r, g, b = rows[py][px]
            if want == "blue" and b > 200 and b > max(r, g) + DOMINANCE:
                return True
            if want == "red" and r > 200 and r > max(g, b) + DOMINANCE:
                return True
    return False


def process_group(pgid):
    """The processes still in a process group (a zombie counts: it has not been waited for)."""
    members = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue  # it ended while we looked
        if int(fields[2]) == pgid:  # after the name: state, ppid, pgrp
            members.append(int(entry))
    return members


def wait_for_no_group(pgid, what, seconds=10.0):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if not process_group(pgid):
            return
        time.sleep(0.05)
    fail(f"{what}: processes {process_group(pgid)} are still in the bench's process group {pgid}")


def open_performance(window):
    """Unfolds the Performance section and returns the state with its button on screen."""
    state = window.state()
    if not state["performance_open"]:
        window.click(*state["performance_header"])
        state = window.wait(lambda s: s["performance_open"] and s["bench_button"][0] >= 0,
                            "the Performance section to unfold")
    x, y = state["bench_button"]
    if not (0 <= x < state["window"][0] and 0 <= y < state["window"][1]):
        fail(f"the Performance button is off the window at {(x, y)}")
    return state


def press_bench_button(window, wait_for_click=True):
    """Clicks the Performance button (Time this sample, or Cancel) once it stays put: text that grows in the panel
    (a report) can bring its scrollbar, which rewraps the text above the button a frame later. Without
    wait_for_click, returns as the click is sent (state["click"] is xdotool's process), so that the caller can
    watch the frames that follow it."""
    state = open_performance(window)
    for _ in range(20):
        window.move(*state["bench_button"])
        later = window.frames_later()
        if later["bench_button"] == state["bench_button"] and later["performance_open"]:
            later["clicked_at"] = time.time()
            later["click"] = subprocess.Popen(["xdotool", "click", "1"],
                                              env=dict(os.environ, DISPLAY=window.display.name))
            if wait_for_click and later["click"].wait(timeout=TIMEOUT) != 0:
                fail("xdotool click failed")
            return later
        state = later
    fail(f"the Performance button does not stay put: {state['bench_button']}")


def bench_row(state, label):
    for r in state["bench"]["rows"]:
        if r["label"] == label:
            return r
    fail(f"no row for {label} in the Performance table: {[r['label'] for r in state['bench']['rows']]}")


def badge_pixels(image):
    """Pixels of the browser's PASS (green) and FAIL (red) badges: text in its first 60 columns."""
    width, height, rows = image
    count = 0
    for y in range(height):
        for x in range(min(60, width)):
            r, g, b = rows[y][x][:3]
            count += (g > 180 and r < 150 and b < 150) or (r > 180 and g < 120 and b < 120)
    return count


def midpoint(a, b):
    return (a[0] + b[0]) / 2, (a[1] + b[1]) / 2


def time_the_sample(display, program, workdir):
    """6. Time RaycastSphere from the window, against figures saved by the terminal's --bench."""
    figures = os.path.join(workdir, "figures.txt")
    subprocess.run([program, "--bench", "RaycastSphere", "--save-figures", figures], capture_output=True,
                   check=True, timeout=4 * TIMEOUT)
    window = Window(display, program, ["RaycastSphere", "--against", figures], workdir)
    state = open_performance(window)
    if state["bench"]["status"] != "idle":
        fail(f"nothing should be timed before the button is pressed: {state['bench']}")
    pressed = press_bench_button(window, wait_for_click=False)
    frame_at_click, clicked = pressed["frame"], pressed["clicked_at"]
    # Read the state as often as it changes: a bench run in the window's own thread would go from idle to done
    # between two frames, and no frame would show it running.
    running_frames, deadline = set(), time.time() + 4 * TIMEOUT
    while time.time() < deadline:
        state = window.state()
        if state is None:
            continue
        if state["bench"]["status"] == "running":
            running_frames.add(state["frame"])
        if state["bench"]["status"] in ("done", "failed", "cancelled"):
            break
        time.sleep(0.003)
    wall = time.time() - clicked
    if pressed["click"].wait(timeout=TIMEOUT) != 0:
        fail("xdotool click failed")
    bench = state["bench"]
    if bench["status"] != "done":
        fail(f"the bench should have finished: {bench}")
    if len(running_frames) < 2:
        fail(f"the window should keep drawing while the bench runs; frames seen running: {sorted(running_frames)}")
    row_ = bench_row(state, "Raycast(Ray, Sphere, float&)")
    if not (row_["own_ns"] and row_["own_ns"] > 0 and row_["random_ns"] and row_["random_ns"] > 0):
        fail(f"Raycast(Ray, Sphere, float&) should have positive figures: {row_}")
    # Its own calls: the book's 7, its contract cases' and its random cases' (what --check calls).
    if not row_["own_calls"] >= 7 or (row_["random_cases"], row_["stub"]) != (4096, ""):
        fail(f"Raycast(Ray, Sphere, float&) is timed on the sample's own calls and 4096 random cases: {row_}")
    if not (row_["reference_own_ns"] and row_["reference_own_ns"] > 0 and row_["reference_random_ns"] > 0):
        fail(f"with --against, the reference's figures should be beside the sample's: {row_}")
    if "scaled by" not in bench["reference"]:
        fail(f"the reference should be named, with its scale: {bench['reference']!r}")
    print(f"ok: timed RaycastSphere from the window in {bench['seconds']:.2f} s ({wall:.2f} s from the click to the "
          f"figures), {state['frame'] - frame_at_click} frames drawn meanwhile, {len(running_frames)} of them seen "
          f"showing it running; Raycast(Ray, Sphere, float&) {row_['own_ns']:.1f} ns on its own data, "
          f"{row_['random_ns']:.1f} ns on random cases (reference {row_['reference_own_ns']:.1f}, "
          f"{row_['reference_random_ns']:.1f})")
    state = window.frames_later(10)
    if state["bench"]["status"] != "done" or not state["bench"]["rows"]:
        fail("the figures should stay shown while the sample does")
    window.move(700, 400)
    window.key("n")
    state = window.wait(lambda s: s["sample"] != "RaycastSphere", "N to open the next sample")
    if state["bench"]["status"] != "idle" or state["bench"]["rows"]:
        fail(f"another sample should clear the figures: {state['bench']}")
    window.close()
    print("ok: the figures stayed until another sample was opened")


def cancel_the_bench(display, switchable, workdir):
    """7. A bench that cannot end (its sample hangs): switching sample stops it, and so does closing the window."""
    hang = {"LAB_FAULT": "hang:Raycast(Ray, Sphere, float&)"}
    window = Window(display, switchable, ["RaycastSphere", "--timeout", "3"], workdir, hang)
    press_bench_button(window)
    state = window.wait(lambda s: s["bench"]["status"] == "running" and s["bench"]["pid"] > 0, "the bench to start")
    pid = state["bench"]["pid"]
    time.sleep(0.5)  # into the hanging checks
    if not process_group(pid):
        fail(f"the bench {pid} should be running")
    window.move(700, 400)
    window.key("n")
    state = window.wait(lambda s: s["sample"] != "RaycastSphere", "N to open the next sample")
    if state["bench"]["status"] != "idle":
        fail(f"switching sample should stop and clear the bench: {state['bench']}")
    wait_for_no_group(pid, "switching sample")
    print(f"ok: switching sample stopped the running bench {pid}; nothing of it is left")

    # Back on the hanging sample, left to run: its checks' timeout, reported as --bench reports it.
    window.key("p")
    window.wait(lambda s: s["sample"] == "RaycastSphere" and s["loaded"], "P to reopen RaycastSphere")
    press_bench_button(window)
    state = window.wait(lambda s: s["bench"]["status"] == "failed", "the bench to report the hang", 4 * TIMEOUT)
    report = " ".join(state["bench"]["failure"])
    if "TIMEOUT RaycastSphere" not in report or "no answer within 3 s" not in report or "not timed" not in report:
        fail(f"the hang should be reported as --bench reports it: {state['bench']['failure']}")
    print(f"ok: a hanging sample's bench ended with its report: {state['bench']['failure'][0]}")

    # Closing the window while a bench runs stops it.
    press_bench_button(window)
    state = window.wait(lambda s: s["bench"]["status"] == "running" and s["bench"]["pid"] > 0, "the bench to start")
    pid = state["bench"]["pid"]
    window.close()
    wait_for_no_group(pid, "closing the window")
    print(f"ok: closing the window stopped the running bench {pid}")

    # Killed outright, the window runs no destructor: the bench sees its reader's death and ends with it, long
    # before its checks' time limit (10 s) would end it anyway. (An ASan bench on a loaded machine took just over
    # 2 s to end once, so the wait allows 8.)
    window = Window(display, switchable, ["RaycastSphere", "--timeout", "10"], workdir, hang)
    press_bench_button(window)
    state = window.wait(lambda s: s["bench"]["status"] == "running" and s["bench"]["pid"] > 0, "the bench to start")
    pid = state["bench"]["pid"]
    window.process.kill()
    window.process.wait(timeout=TIMEOUT)
    window.log.close()
    wait_for_no_group(pid, "killing the window", seconds=8.0)
    print(f"ok: killing the window (SIGKILL) stopped the running bench {pid}")


def main():
    if len(sys.argv) < 3:
        fail("usage: window_test.py PROGRAM SWITCHABLE_PROGRAM [STEP...]")
    program, switchable = sys.argv[1], sys.argv[2]
    steps = {int(step) for step in sys.argv[3:]} or set(range(1, 8))
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            fail(f"{tool} is not installed (./lab.sh test installs xvfb and xdotool)")
    names = subprocess.run([program, "--names"], capture_output=True, text=True, check=True).stdout.split()
    display = Display()
    workdir = tempfile.mkdtemp(prefix="lab-window-")
    KEEP.append(workdir)
    passed = False
    try:
        if steps & {1, 2, 3, 4, 5}:
            interact(display, program, switchable, names, workdir)
        if 6 in steps:
            time_the_sample(display, program, workdir)
        if 7 in steps:
            cancel_the_bench(display, switchable, workdir)
        passed = True
    finally:
        display.close()
        if passed:
            shutil.rmtree(workdir, ignore_errors=True)


def interact(display, program, switchable, names, workdir):
    """Steps 1 to 5."""
    stub = {"LAB_STUB": "Raycast(Ray, Sphere, float&)"}
    # 1. The browser: badges, a click, N, and the last sample remembered.
    window = Window(display, switchable, ["RaycastSphere"], workdir, stub)
    state = window.state()
    if sorted(r["key"] for r in state["samples"]) != sorted(names):
        fail(f"the browser should list the {len(names)} samples; it lists {len(state['samples'])}")
    window.click(*row(state, "samples", "RaycastPlane"))
    state = window.wait(lambda s: s["sample"] == "RaycastPlane" and s["loaded"], "RaycastPlane to open")
    with open(os.path.join(workdir, "config", "collision-lab", "last-sample")) as f:
        if f.read().strip() != "RaycastPlane":
            fail("the last sample opened is not remembered")
    expected_next = names[names.index("RaycastPlane") + 1]
    window.move(700, 400)  # off the browser, so N is not typed into anything
    window.key("n")
    window.wait(lambda s: s["sample"] == expected_next and s["loaded"], f"N to open {expected_next}")
    print(f"ok: clicked RaycastPlane, N opened {expected_next}, both in window {window.id}")
    # Every badge comes from an isolated run; with one function stubbed, none of them is a crash (the window's
    # threads once made forked children hang under load, reported as timeouts).
    state = window.wait(lambda s: s["checks_done"], "the background checks of every sample", timeout=4 * TIMEOUT)
    if state["crashed_samples"]:
        fail(f"no sample should crash or hang with one stubbed function: {state['crashed_samples']}")
    print(f"ok: all {len(names)} samples checked in the background, none crashed")

    # 2. Hover a failing case: its ray keeps its colour, the other rays fade.
    window.click(*row(window.state(), "samples", "RaycastSphere"))
    state = window.wait(lambda s: s["sample"] == "RaycastSphere" and s["loaded"] and s["cases"],
                        "RaycastSphere to open")
    window.hold_camera()  # a sample opens with its own camera, orbiting
    state = window.state()
    if "a ray or segment that hits" not in state["legend"] or "a ray or segment that misses" not in state["legend"]:
        fail(f"RaycastSphere colours its rays through palette::ForRay; its legend should say so: {state['legend']}")
    if 1 not in state["failed_cases"]:
        fail(f"with Raycast(Ray, Sphere) stubbed, case 1 should fail: {state['failed_cases']}")
    window.key("h")  # the handles' squares and direction lines would cover the rays, and so might the case labels
    window.key("l")  # (each stands where it hides the least, which may be over a ray)
    window.move(*row(state, "cases", "1"))
    window.wait(lambda s: s["hovered_case"] == 0, "the hover on case 1 to register")
    state = window.wait(lambda s: s["focused_items"] == [0] and not s["handles_on"] and not s["labels_on"],
                        "case 1 to focus ray 0")
    ray0 = midpoint(handle(state, "ray 0 origin"), handle(state, "ray 0 direction"))
    ray6 = midpoint(handle(state, "ray 6 origin"), handle(state, "ray 6 direction"))
    focused = window.screenshot()
    window.move(700, 60)  # in the scene, off every row: nothing in focus
    window.wait(lambda s: s["hovered_case"] is None and s["focused_items"] == [], "the hover to end")
    window.frames_later()
    plain = window.screenshot()
    if not colour_near(plain, *ray0, "blue") or not colour_near(plain, *ray6, "blue"):
        fail(f"with nothing in focus, rays 0 and 6 (misses) should be blue at {ray0} and {ray6}")
    if not colour_near(focused, *ray0, "blue"):
        fail(f"hovering case 1, its ray 0 should keep its blue at {ray0}")
    if colour_near(focused, *ray6, "blue"):
        fail(f"hovering case 1, ray 6 (another case's) should be dimmed at {ray6}")
    print(f"ok: hovering failing case 1 kept ray 0 blue at {ray0} and dimmed ray 6 at {ray6}")
    # Panels that stand still are drawn once and copied beside the scene each frame: not drawn again while
    # nothing in them changes, and the copy shows them (the browser's PASS and FAIL badges).
    redraws = window.state()["panel_redraws"]
    later = window.frames_later(10)
    if later["panel_redraws"] != redraws:
        fail(f"with nothing changing, the panels should come from the cache: drawn {later['panel_redraws'] - redraws}"
             " times more in 10 frames")
    badges = badge_pixels(window.screenshot())
    if badges < 200:
        fail(f"the cached panels should show the browser's badges: {badges} badge pixels")
    print(f"ok: idle for 10 frames, the panels were not drawn again ({redraws} draws in all); the copy shows "
          f"{badges} badge pixels")
    window.close()

    # 3. Drag ray 6's origin down across the sphere: blue to red.
    window = Window(display, program, ["RaycastSphere"], workdir)
    state = window.state()
    origin = handle(state, "ray 6 origin")
    window.key("l")  # the case labels could lie over the ray
    window.key("h")
    state = window.wait(lambda s: not s["handles_on"] and not s["labels_on"], "the handles and labels to hide")
    before = window.screenshot()
    ray6 = midpoint(origin, handle(state, "ray 6 direction"))
    if not colour_near(before, *ray6, "blue"):
        fail(f"ray 6 misses in the book's data and should be blue at {ray6}")
    window.key("h")
    window.wait(lambda s: s["handles_on"], "the handles to show")
    # Two units of y on screen, measured between sphere 0's centre (2, 0, 0) and sphere 1's (2, 2, 0).
    unit = abs(handle(state, "sphere 1 centre")[1] - handle(state, "sphere 0 centre")[1]) / 2
    window.move(*origin)
    window.wait(lambda s: s["hovered_handle"] is not None, "the cursor to be over ray 6's origin")
    window.xdotool("keydown", "shift", "mousedown", "1")
    window.wait(lambda s: s["dragging"], "the drag to start")
    for step in range(1, 11):
        window.move(origin[0], origin[1] + 2.0 * unit * step / 10)
        window.frames_later(1)
    window.xdotool("mouseup", "1", "keyup", "shift")
    window.key("h")
    state = window.wait(lambda s: not s["dragging"] and not s["handles_on"], "the drag to end")
    state = window.frames_later()
    moved = handle(state, "ray 6 origin")
    if abs(moved[0] - origin[0]) > 0.2 * unit or moved[1] - origin[1] < unit:
        fail(f"Shift-dragging down should move ray 6's origin straight down: {origin} -> {moved}")
    after = window.screenshot()
    ray6 = midpoint(moved, handle(state, "ray 6 direction"))
    if not colour_near(after, *ray6, "red"):
        fail(f"dragged across the sphere, ray 6 should hit and be red at {ray6}")
    window.key("BackSpace")
    state = window.frames_later()
    if abs(handle(state, "ray 6 origin")[1] - origin[1]) > 1.0:
        fail("Backspace should put ray 6 back on the book's data")
    print(f"ok: dragging ray 6's origin {moved[1] - origin[1]:.0f} px down turned it from blue to red; "
          "Backspace put it back")
    window.close()

    # 4. With no argument and a display, the window reopens the last sample.
    window = Window(display, program, [], workdir)
    if window.state()["sample"] != "RaycastSphere":
        fail(f"with no argument the window should reopen RaycastSphere, not {window.state()['sample']}")
    window.close()
    print("ok: no argument reopened the last sample, RaycastSphere")

    # 5. --model FILE: the window opens on a model sample (the last one opened is not) and runs it, in the
    # window and in the background checks, on that file: OBJRaycast passes all its cases on the torus.
    torus = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "torus.obj")
    window = Window(display, program, ["--model", torus], workdir)
    first_model_sample = "OBJAABBIntersection"  # the first model sample in the listing
    if window.state()["sample"] != first_model_sample:
        fail(f"with --model the window should open on {first_model_sample}, not {window.state()['sample']}")
    window.click(*row(window.state(), "samples", "OBJRaycast"))
    state = window.wait(lambda s: s["sample"] == "OBJRaycast" and s["loaded"] and s["verdict"] != "pending",
                        "OBJRaycast's verdict")
    if state["verdict"] != "pass" or state["passed"] != state["total"] or state["total"] < 5:
        fail(f"OBJRaycast on the torus should pass all its cases: {state['verdict']}, "
             f"{state['passed']} of {state['total']}")
    state = window.wait(lambda s: s["checks_done"], "the background checks on the torus", timeout=4 * TIMEOUT)
    if state["crashed_samples"]:
        fail(f"no sample should crash on the torus: {state['crashed_samples']}")
    window.close()
    print(f"ok: --model opened OBJAABBIntersection; OBJRaycast passed its {state['passed']} cases on the torus")


if __name__ == "__main__":
    main()
