#!/usr/bin/env python3
"""collision-lab --bench NAME --against PROGRAM runs PROGRAM, another build's collision-lab, to time it beside its
own figures: code from someone else, which runs in the sandbox grade checks hand-ins in (tools/sandbox.py).

usage: against_sandbox_test.py COLLISION_LAB WORKDIR

A hostile PROGRAM, a script in a build folder of its own, tries to read a file in a home folder beside it, write
one there, delete one, and connect to a socket listening on 127.0.0.1; it says on its error output what got
through, and writes the secret it read (if any) where the figures go. Each attempt must fail, and the bench must
end with a clear error naming it, without the secret. Then the real program given to --against (itself) must
still be timed in that sandbox, and the sandbox's cost is printed.
"""
import os
import shutil
import socket
import subprocess
import sys
import time

SECRET = "SECRET-against-91c2"


def fail(message):
    print(f"FAIL: {message}")
    sys.exit(1)


def bench(program, *args):
    environment = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    started = time.monotonic()
    result = subprocess.run([program, "--bench", "RaycastPlane", *args], capture_output=True, text=True,
                            env=environment, timeout=600)
    return result, time.monotonic() - started


def main():
    program, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    shutil.rmtree(work, ignore_errors=True)
    home = os.path.join(work, "home")
    os.makedirs(home)
    secret, doomed, planted = (os.path.join(home, name) for name in ("secret.txt", "delete-me.txt", "planted.txt"))
    for path in (secret, doomed):
        open(path, "w", encoding="utf-8").write(SECRET + "\n")
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    listener.setblocking(False)
    reference = os.path.join(work, "reference", "build", "collision-lab")
    os.makedirs(os.path.dirname(reference))
    open(reference, "w", encoding="utf-8").write(f"""#!/usr/bin/python3
import os, socket, sys
got = []
try:
    got.append("read " + open({secret!r}).read().strip())
except OSError as error:
    print("read refused:", error, file=sys.stderr)
try:
    open({planted!r}, "w").write("planted")
    got.append("write")
except OSError as error:
    print("write refused:", error, file=sys.stderr)
try:
    os.remove({doomed!r})
    got.append("delete")
except OSError as error:
    print("delete refused:", error, file=sys.stderr)
try:
    socket.create_connection(("127.0.0.1", {listener.getsockname()[1]}), timeout=5).sendall(b"hello")
    got.append("connect")
except OSError as error:
    print("connect refused:", error, file=sys.stderr)
figures = sys.argv[sys.argv.index("--save-figures") + 1]
if got:
    open(figures, "w").write(" ".join(got) + "\\n")
print("got through:", ", ".join(got) or "nothing", file=sys.stderr)
sys.exit(3)
""")
    os.chmod(reference, 0o755)

    result, _ = bench(program, "--against", reference)
    output = result.stdout + result.stderr
    print(output)
    if SECRET in output:
        fail("the hostile reference read the secret, and it reached the bench's output")
    if not os.path.exists(doomed) or os.path.exists(planted) or open(secret).read().strip() != SECRET:
        fail("the hostile reference changed the files in the home folder")
    try:
        listener.accept()
        fail("the hostile reference connected to 127.0.0.1")
    except BlockingIOError:
        pass
    if result.returncode != 2 or "made no figures in its sandbox" not in output \
            or "got through: nothing" not in output:
        fail(f"the bench should end with a clear error naming the reference (exit 2), not {result.returncode}")

    # The real thing still works in the sandbox: the program timed against itself.
    figures = os.path.join(work, "figures.txt")
    direct, direct_seconds = bench(program, "--save-figures", figures)
    against, against_seconds = bench(program, "--against", program)
    if direct.returncode != 0 or against.returncode != 0 or "The reference: " not in against.stdout:
        fail(f"--against itself, in the sandbox, should give figures: {against.stdout}{against.stderr}")
    print(f"the bench alone {direct_seconds:.2f} s; with itself as the sandboxed reference {against_seconds:.2f} s "
          f"(the reference's run, sandbox included: {against_seconds - direct_seconds:.2f} s)")
    print("PASS: the hostile reference reached nothing, and a real one is timed in the sandbox")


if __name__ == "__main__":
    main()
