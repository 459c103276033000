#!/usr/bin/env python3
"""No student code runs while the program loads: with every Collisions function made to crash (LAB_FAULT, the
switchable build), `collision-lab --names` must still list every sample. A sample that calls a Collisions
function from a static initializer would crash before main, outside the crash isolation, and kill `watch`
when it loads the rebuilt library.

    load_time_test.py SWITCHABLE_PROGRAM MANIFEST
"""
import os
import re
import subprocess
import sys


def main():
    program, manifest = sys.argv[1], sys.argv[2]
    with open(manifest) as f:
        signatures = re.findall(r'LAB_COLLISIONS_FUNCTION\(\s*\d+\s*,\s*"([^"]+)"', f.read())
    if len(signatures) < 50:
        sys.exit(f"FAIL: only {len(signatures)} functions read from {manifest}")
    plain = subprocess.run([program, "--names"], capture_output=True, text=True, timeout=120)
    env = dict(os.environ, LAB_FAULT=";".join(f"segv:{signature}" for signature in signatures))
    faulted = subprocess.run([program, "--names"], capture_output=True, text=True, env=env, timeout=120)
    if faulted.returncode != 0 or faulted.stdout != plain.stdout or not plain.stdout.strip():
        sys.exit(f"FAIL: with all {len(signatures)} functions crashing, --names exited {faulted.returncode}; "
                 f"a static initializer calls Collisions code.\n{faulted.stderr[-3000:]}")
    # The same faults do crash the checks, so the test can fail.
    checked = subprocess.run([program, "--check", "RaycastSphere"], capture_output=True, text=True, env=env,
                             timeout=300)
    if "CRASH RaycastSphere" not in checked.stdout:
        sys.exit(f"FAIL: LAB_FAULT did not make RaycastSphere crash:\n{checked.stdout[-2000:]}")
    print(f"ok: {len(plain.stdout.split())} samples listed with all {len(signatures)} functions crashing")


if __name__ == "__main__":
    main()
