"""Headless Chromium driven through its DevTools protocol, for the page's tests and measurements (./lab.sh web).

Chromium speaks the protocol on a pipe (--remote-debugging-pipe: it reads commands on descriptor 3 and writes on
4, each message JSON ending in a NUL byte), so nothing but the standard library is needed and no port is opened.
WebGL 2 renders through SwiftShader, Chromium's software renderer, with no GPU and no display.

    with Browser(size=(1280, 720)) as browser:
        browser.open("http://127.0.0.1:8080/index.html?sample=RaycastSphere")
        browser.wait_for("document.body.dataset.ready === '1'")
        png = browser.screenshot()
"""

import base64
import functools
import http.server
import json
import os
import select
import shutil
import subprocess
import tempfile
import threading
import time


class BrowserError(RuntimeError):
    pass


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm"}

    def log_message(self, *args):
        pass


def serve_page(directory):
    """Serves the built page (build/web) on a free port of 127.0.0.1, from a thread; its index.html's address."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=directory))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/index.html"


def chromium_path():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    def __init__(self, size=(1280, 720), timeout=60.0):
        self.size = size
        self.timeout = timeout
        self.console = []  # every console line and uncaught exception, in order
        self._next_id = 0
        self._buffer = b""
        self._events = []
        self._profile = tempfile.mkdtemp(prefix="lab-chromium-")
        program = chromium_path()
        if program is None:
            raise BrowserError("no chromium on PATH (./lab.sh test installs Debian's chromium)")
        to_chromium_read, to_chromium_write = os.pipe()
        from_chromium_read, from_chromium_write = os.pipe()

        def descriptors():  # the child's 3 and 4, as --remote-debugging-pipe expects (through copies, in case
            reads, writes = os.dup(to_chromium_read), os.dup(from_chromium_write)  # either is 3 or 4 already)
            os.dup2(reads, 3)
            os.dup2(writes, 4)

        arguments = [program, "--headless=new", "--remote-debugging-pipe", "--use-angle=swiftshader",
                     "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist", "--no-first-run",
                     "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
                     "--hide-scrollbars", "--mute-audio", f"--user-data-dir={self._profile}",
                     f"--window-size={size[0]},{size[1]}", "about:blank"]
        if os.geteuid() == 0:
            arguments.insert(1, "--no-sandbox")  # Chromium's sandbox refuses to start as root
        self._process = subprocess.Popen(arguments, preexec_fn=descriptors, pass_fds=(3, 4, to_chromium_read,
                                         from_chromium_write), stdout=subprocess.DEVNULL,
                                         stderr=subprocess.DEVNULL)
        os.close(to_chromium_read)
        os.close(from_chromium_write)
        self._write = to_chromium_write
        self._read = from_chromium_read
        targets = self._call("Target.getTargets")["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self._session = self._call("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True})[
            "sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": False})

    # ---- the protocol

    def _send(self, method, params=None, session=None):
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._write, json.dumps(message).encode() + b"\0")
        return self._next_id

    def _receive(self, deadline):
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise BrowserError("Chromium did not answer in time")
            ready, _, _ = select.select([self._read], [], [], left)
            if ready:
                chunk = os.read(self._read, 1 << 20)
                if not chunk:
                    raise BrowserError("Chromium ended")
                self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        message = json.loads(message)
        if message.get("method") == "Runtime.consoleAPICalled":
            self.console.append(" ".join(str(a.get("value", a.get("description", "")))
                                         for a in message["params"]["args"]))
        elif message.get("method") == "Runtime.exceptionThrown":
            details = message["params"]["exceptionDetails"]
            self.console.append("uncaught: " + str(details.get("exception", {}).get("description", details)))
        return message

    def _call(self, method, params=None, session=None, timeout=None):
        wanted = self._send(method, params, session)
        deadline = time.monotonic() + (timeout or self.timeout)
        while True:
            message = self._receive(deadline)
            if message.get("id") == wanted:
                if "error" in message:
                    raise BrowserError(f"{method}: {message['error']}")
                return message.get("result", {})

    def call(self, method, params=None, timeout=None):
        return self._call(method, params, self._session, timeout)

    # ---- what the tests do

    def open(self, url):
        self.console.clear()
        self.call("Page.navigate", {"url": url})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=None, interval=0.05):
        """Waits until the expression is true in the page; its seconds. Raises on timeout."""
        start = time.monotonic()
        deadline = start + (timeout or self.timeout)
        while time.monotonic() < deadline:
            try:
                if self.evaluate(expression):
                    return time.monotonic() - start
            except BrowserError:
                pass  # the page is still loading
            time.sleep(interval)
        raise BrowserError(f"waited {timeout or self.timeout:.0f} s for {expression}; console: "
                           + " | ".join(self.console[-10:]))

    def page_state(self):
        """The lab's window state file (framework/window/ui_state.hpp), which the page writes after each frame when
        its address has ?state; None before the first."""
        text = self.evaluate("(() => { try { return new TextDecoder().decode(Module.FS.readFile('/state.json')); }"
                             " catch (e) { return null; } })()")
        return json.loads(text) if text else None

    def wait_state(self, predicate, what, timeout=None, interval=0.05):
        """The first page state for which predicate is true; raises, with the last state, on timeout."""
        deadline = time.monotonic() + (timeout or self.timeout)
        last = None
        while time.monotonic() < deadline:
            try:
                last = self.page_state()
            except BrowserError:
                last = None  # the page is still loading
            if last is not None and predicate(last):
                return last
            time.sleep(interval)
        raise BrowserError(f"waited {timeout or self.timeout:.0f} s for {what}; last state: "
                           f"{json.dumps(last)[:400] if last else None}; console: {self.console[-8:]}")

    def screenshot(self):
        """The page as a PNG (bytes)."""
        return base64.b64decode(self.call("Page.captureScreenshot", {"format": "png"})["data"])

    def mouse(self, kind, x, y, button="left"):
        params = {"type": kind, "x": x, "y": y, "button": button if kind != "mouseMoved" else "none",
                  "clickCount": 1 if kind != "mouseMoved" else 0}
        self.call("Input.dispatchMouseEvent", params)

    def click(self, x, y, settle=0.15):
        self.mouse("mouseMoved", x, y)
        time.sleep(settle)  # a frame sees the cursor over the row before the press, as a user's would
        self.mouse("mousePressed", x, y)
        time.sleep(settle)
        self.mouse("mouseReleased", x, y)

    def close(self):
        if self._process.poll() is None:
            try:
                self._send("Browser.close")
                self._process.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self._process.kill()
                self._process.wait()
        for descriptor in (self._write, self._read):
            try:
                os.close(descriptor)
            except OSError:
                pass
        shutil.rmtree(self._profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exception):
        self.close()
