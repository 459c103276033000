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
import gzip
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser import Browser, serve_page  # noqa: E402

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

    address = serve_page(options.web_dir)
    with Browser(size=(1280, 720)) as browser:
        browser.call("Network.enable")
        browser.call("Network.setCacheDisabled", {"cacheDisabled": True})  # each round loads the page anew
        first = []
        for _ in range(options.rounds):
            browser.open("about:blank")
            time.sleep(0.3)
            start = time.monotonic()
            browser.open(f"{address}?sample=RaycastSphere&state")
            browser.wait_state(lambda s: s["loaded"] and s["frame"] >= 1, "the first frame", timeout=120,
                               interval=0.01)
            first.append(time.monotonic() - start)
        print(f"first sample drawn     {statistics.median(first):6.2f} s (median of {options.rounds}: "
              f"{', '.join(f'{s:.2f}' for s in first)}; budget 3 s)")

        browser.open(f"{address}?state")
        every = browser.wait_state(lambda s: s["checks_done"] and s["samples"], "every verdict", timeout=120)
        names = [row["key"] for row in every["samples"]]
        rates = {}
        for name in names:
            browser.open(f"{address}?sample={name}&state")
            browser.wait_state(lambda s, n=name: s["sample"] == n and s["loaded"] and s["checks_done"], name,
                               timeout=120)
            rates[name] = browser.evaluate(FRAMES_A_SECOND % int(options.seconds * 1000))
        slowest = sorted(rates.items(), key=lambda item: item[1])[:5]
        print(f"frames a second        median sample {statistics.median(rates.values()):.1f} over {len(rates)} "
              f"samples at 1280x720 on SwiftShader (budget 30); slowest: "
              + ", ".join(f"{name} {rate:.1f}" for name, rate in slowest))


if __name__ == "__main__":
    main()
