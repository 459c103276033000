#!/usr/bin/env python3
"""The lab in a browser (./lab.sh web), opened in headless Chromium as a user opens it.

    web_test.py WEB_DIR NATIVE_PROGRAM

WEB_DIR holds the built page (index.html, collision-lab.js, .wasm, .data); NATIVE_PROGRAM is the suite's
collision-lab, whose --check and offscreen screenshots the page must agree with:
  1. index.html?check runs every sample's checks in the page: every sample passes, and the summary counts the
     same cases as the native --check;
  2. three samples, each opened by its address, draw red, blue and green in the view where the native
     screenshot of the same sample has them;
  3. a click on a sample in the browser opens it, a click on a case in the checks panel selects it and its
     geometry is highlighted (the rest of the scene dims);
  4. a --report file given to the page opens in its report viewer; a file that is not one is refused with a
     message on the page;
  5. an unknown sample's address shows "did you mean" and opens the first sample.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from browser import Browser, BrowserError, serve_page  # noqa: E402
from window_test import read_png, row  # noqa: E402

TIMEOUT = 60.0
SIZE = (1280, 720)
SAMPLES_DRAWN = ["RaycastSphere", "RaycastPlane", "LinetestSphere"]


def fail(message):
    print(f"FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def colours_in_view(image, view):
    """Which of red, blue and green (a hit ray, a missed ray, a hit point) some pixels of the view are."""
    _, _, rows = image
    x0, y0, width, height = (int(v) for v in view)
    found = set()
    for y in range(y0, y0 + height, 1):
        line = rows[y]
        for x in range(x0, x0 + width):
            r, g, b = line[x][:3]
            if r > 200 and r > max(g, b) + 60:
                found.add("red")
            elif b > 200 and b > max(r, g) + 60:
                found.add("blue")
            elif g > 180 and g > max(r, b) + 60:
                found.add("green")
    return found


def view_brightness(image, view):
    _, _, rows = image
    x0, y0, width, height = (int(v) for v in view)
    total = 0
    for y in range(y0, y0 + height, 2):
        for x in range(x0, x0 + width, 2):
            total += sum(rows[y][x][:3])
    return total


def save_png(browser, path):
    with open(path, "wb") as out:
        out.write(browser.screenshot())
    return read_png(path)


def native_summary(program):
    """(cases passed, cases failed, samples passed) of the native --check."""
    result = subprocess.run([program, "--check"], capture_output=True, text=True, timeout=120,
                            env={**os.environ, "DISPLAY": "", "WAYLAND_DISPLAY": ""})
    match = re.search(r"^(\d+) passed, (\d+) failed", result.stdout, re.M)
    if not match:
        fail(f"the native --check printed no summary: {result.stdout[-400:]}")
    return int(match.group(1)), int(match.group(2)), len(re.findall(r"^PASS  (\S+)", result.stdout, re.M))


def check_in_page(browser, address, program):
    browser.open(address + "?check")
    browser.wait_for("document.body.dataset.checks !== undefined", timeout=2 * TIMEOUT)
    text = browser.evaluate("document.getElementById('output').textContent")
    match = re.search(r"^(\d+) passed, (\d+) failed$", text, re.M)
    if not match:
        fail(f"?check printed no 'N passed, M failed': {text[-600:]}")
    passed, failed = int(match.group(1)), int(match.group(2))
    samples = re.findall(r"^PASS  (\S+)", text, re.M)
    failing = re.findall(r"^(?:FAIL|CRASH|TIMEOUT)\s+(\S+)", text, re.M)
    native_passed, native_failed, native_samples = native_summary(program)
    if failed or failing or browser.evaluate("document.body.dataset.checks") != "passed":
        fail(f"?check: {failed} cases failed in the page ({failing})")
    if (passed, failed) != (native_passed, native_failed):
        fail(f"?check counted {passed} passed, {failed} failed; the native --check {native_passed}, {native_failed}")
    if "\n".join(browser.console).count(" passed, ") < 1:
        fail("?check printed its summary into the page but not to the console")
    if len(samples) != native_samples:
        fail(f"?check passed {len(samples)} samples; the native --check {native_samples}")
    print(f"ok: ?check: {len(samples)} samples pass, {passed} cases, as the native --check ({native_passed})")


def draw_samples(browser, address, program, workdir):
    for name in SAMPLES_DRAWN:
        native_path = os.path.join(workdir, f"native-{name}.png")
        result = subprocess.run([program, "--screenshot", native_path, "--ui", "--size", f"{SIZE[0]}x{SIZE[1]}", name],
                                capture_output=True, text=True, timeout=120)
        if result.returncode != 0:
            fail(f"the native screenshot of {name} failed: {result.stderr[-400:]}")
        # The first with its scene multisampled (resolved into the page's canvas), the others straight into it.
        msaa = "&msaa=4" if name == SAMPLES_DRAWN[0] else ""
        browser.open(f"{address}?sample={name}&state{msaa}")
        # Loaded, and drawn a few frames since (the checks panel's verdict is in, the camera has settled).
        first = browser.wait_state(lambda s, n=name: s["sample"] == n and s["loaded"], f"{name} loaded")
        browser.wait_state(lambda s, f=first["frame"]: s["frame"] >= f + 5, f"frames of {name}")
        current = browser.page_state()
        web = colours_in_view(save_png(browser, os.path.join(workdir, f"web-{name}.png")), current["view"])
        native_image = read_png(native_path)
        native = colours_in_view(native_image, current["view"])
        if not native <= web or not native:
            fail(f"{name}: the native screenshot has {sorted(native)} in the view, the page {sorted(web)} "
                 f"(screenshots in {workdir})")
        print(f"ok: {name} drew {sorted(web)} in the page{' multisampled' if msaa else ''}, as natively")


def click_sample_and_case(browser, address, workdir):
    browser.open(f"{address}?sample=RaycastSphere&state")
    first = browser.wait_state(lambda s: s["sample"] == "RaycastSphere" and s["loaded"], "RaycastSphere loaded")
    # The browser scrolls to the sample shown in its first frames: where its rows are once it has.
    settled = browser.wait_state(lambda s: s["frame"] >= first["frame"] + 10, "the browser scrolled")
    x, y = row(settled, "samples", "RaycastPlane")
    if not (0 < y < SIZE[1]):
        fail(f"RaycastPlane's row is off the page ({x}, {y})")
    browser.click(x, y)
    opened = browser.wait_state(lambda s: s["sample"] == "RaycastPlane" and s["loaded"] and s["cases"],
                        "RaycastPlane opened by a click in the browser")
    browser.wait_state(lambda s, f=opened["frame"]: s["frame"] >= f + 3, "frames of RaycastPlane")
    before = view_brightness(save_png(browser, os.path.join(workdir, "web-before-case.png")), opened["view"])
    case_x, case_y = opened["cases"][2]["x"], opened["cases"][2]["y"]
    browser.click(case_x, case_y)
    selected = browser.wait_state(lambda s: s["selected_case"] is not None, "a case selected by a click")
    browser.wait_state(lambda s, f=selected["frame"]: s["frame"] >= f + 3, "frames with the case selected")
    browser.mouse("mouseMoved", 600, 700)  # off the checks panel: the selected case keeps the focus
    browser.wait_state(lambda s: s["hovered_case"] is None, "the mouse off the checks panel")
    after_state = browser.page_state()
    after = view_brightness(save_png(browser, os.path.join(workdir, "web-after-case.png")), after_state["view"])
    if after >= before * 0.97:
        fail(f"selecting case {selected['selected_case']} did not dim the rest of the scene "
             f"(brightness {before} before, {after} after; screenshots in {workdir})")
    print(f"ok: a click opened RaycastPlane, a click selected its case {opened['cases'][2]['key']} and the "
          f"rest of the scene dimmed ({after / before:.0%} of its brightness)")


def open_reports(browser, address, program, workdir):
    report_path = os.path.join(workdir, "report.json")
    subprocess.run([program, "--check", "RaycastSphere", "--report", report_path], capture_output=True,
                   timeout=120, env={**os.environ, "DISPLAY": "", "WAYLAND_DISPLAY": ""})
    with open(report_path) as f:
        report = f.read()
    browser.open(f"{address}?sample=RaycastSphere&state")
    browser.wait_state(lambda s: s["loaded"], "the page loaded")
    give = ("(text, name) => { Module.FS.writeFile('/reports-test.json', text); "
            "return Module.ccall('lab_open_report', 'number', ['string', 'string'], ['/reports-test.json', name]); }")
    opened = browser.evaluate(f"({give})({json.dumps(report)}, 'report.json')")
    if opened != 1:
        fail(f"the page refused a --report file: {browser.console[-4:]}")
    refused = browser.evaluate(f"({give})('{{\"not\": \"a report\"}}', 'other.json')")
    error = browser.evaluate("document.getElementById('error').textContent")
    if refused != 0 or "not a collision-lab --report file" not in error:
        fail(f"the page should refuse a JSON file that is no report, with a message: {refused}, {error!r}")
    print("ok: the report viewer opened a --report file and refused one that is not")


def unknown_sample(browser, address):
    browser.open(f"{address}?sample=RaycastSpher&state")
    shown = browser.wait_state(lambda s: s["loaded"], "the first sample after an unknown name")
    error = browser.evaluate("document.getElementById('error').textContent")
    if "did you mean 'RaycastSphere'" not in error:
        fail(f"an unknown sample's address should say 'did you mean': {error!r}")
    print(f"ok: ?sample=RaycastSpher said \"did you mean 'RaycastSphere'?\" and opened {shown['sample']}")


def main():
    if len(sys.argv) != 3:
        fail("usage: web_test.py WEB_DIR NATIVE_PROGRAM")
    web_dir, program = sys.argv[1], sys.argv[2]
    if not os.path.exists(os.path.join(web_dir, "collision-lab.wasm")):
        fail(f"{web_dir} holds no built page (./lab.sh web --build-only)")
    address = serve_page(web_dir)
    workdir = tempfile.mkdtemp(prefix="lab-web-test-")
    try:
        with Browser(size=SIZE, timeout=TIMEOUT) as browser:
            check_in_page(browser, address, program)
            draw_samples(browser, address, program, workdir)
            click_sample_and_case(browser, address, workdir)
            open_reports(browser, address, program, workdir)
            unknown_sample(browser, address)
    except BrowserError as error:
        fail(f"{error} (screenshots in {workdir})")


if __name__ == "__main__":
    main()
