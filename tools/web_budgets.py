#!/usr/bin/env python3
"""The page's budgets (./lab.sh web --budgets), measured in headless Chromium on SwiftShader; prints medians.

    web_budgets.py WEB_DIR [--rounds N] [--seconds S]

  - transferred size: the page's files (wasm, js, data, html) as gzip -9 sends them;
  - first sample drawn: from opening index.html?sample=RaycastSphere to the first frame with the sample loaded
    (the window's state file says when), median of N rounds;
  - frames a second: every sample at 1280x720, counted over S seconds once every sample's checks have run (the
    page checks them in its first seconds), and the median sample.
The state file the page writes after each frame (?state) is part of every frame measured.
"""

import argparse
import functools
import gzip
import http.server
import json
import os
import statistics
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import Browser  # noqa: E402

FILES = ["collision-lab.wasm", "collision-lab.js", "collision-lab.data", "index.html"]
FRAMES_A_SECOND = """new Promise((done) => {
  let frames = 0;
  const start = performance.now();
  function count() {
    frames++;
    if (performance.now() - start < %d) requestAnimationFrame(count);
    else done(frames * 1000 / (performance.now() - start));
  }
  requestAnimationFrame(count);
})"""


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".wasm": "application/wasm"}

    def log_message(self, *args):
        pass


def state(browser):
    text = browser.evaluate("(() => { try { return new TextDecoder().decode(Module.FS.readFile('/state.json')); }"
                            " catch (e) { return null; } })()")
    return json.loads(text) if text else None


def wait_state(browser, predicate, timeout=120.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            current = state(browser)
        except Exception:  # the page is still loading
            current = None
        if current is not None and predicate(current):
            return current
        time.sleep(0.01)
    raise TimeoutError("the page did not get there")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("web_dir")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.5)
    options = parser.parse_args()

    total = 0
    for name in FILES:
        with open(os.path.join(options.web_dir, name), "rb") as f:
            size = len(gzip.compress(f.read(), 9))
        total += size
        print(f"{name:<22} {size / 1e6:6.2f} MB gzip")
    print(f"{'transferred':<22} {total / 1e6:6.2f} MB gzip (budget 4 MB)")

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                             functools.partial(QuietHandler, directory=options.web_dir))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    address = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    with Browser(size=(1280, 720)) as browser:
        browser.call("Network.enable")
        browser.call("Network.setCacheDisabled", {"cacheDisabled": True})  # each round loads the page anew
        first = []
        for _ in range(options.rounds):
            browser.open("about:blank")
            time.sleep(0.3)
            start = time.monotonic()
            browser.open(f"{address}?sample=RaycastSphere&state")
            wait_state(browser, lambda s: s["loaded"] and s["frame"] >= 1)
            first.append(time.monotonic() - start)
        print(f"first sample drawn     {statistics.median(first):6.2f} s (median of {options.rounds}: "
              f"{', '.join(f'{s:.2f}' for s in first)}; budget 3 s)")

        browser.open(f"{address}?state")
        names = [row["key"] for row in wait_state(browser, lambda s: s["checks_done"] and s["samples"])["samples"]]
        rates = {}
        for name in names:
            browser.open(f"{address}?sample={name}&state")
            wait_state(browser, lambda s, n=name: s["sample"] == n and s["loaded"] and s["checks_done"])
            rates[name] = browser.evaluate(FRAMES_A_SECOND % int(options.seconds * 1000))
        slowest = sorted(rates.items(), key=lambda item: item[1])[:5]
        print(f"frames a second        median sample {statistics.median(rates.values()):.1f} over {len(rates)} "
              f"samples at 1280x720 on SwiftShader (budget 30); slowest: "
              + ", ".join(f"{name} {rate:.1f}" for name, rate in slowest))


if __name__ == "__main__":
    main()
