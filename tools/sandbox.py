#!/usr/bin/env python3
"""The sandbox a hand-in's compiler and checks run in when ./lab.sh grade grades it (bubblewrap, no root needed).

Inside, a process sees the system's programs and headers (/usr, and /etc's alternatives) read-only, the folders it is given read-only
(the hand-out, the shared build, the hand-in's own sources), one writable folder of its own, a private /tmp,
/proc and /dev; no home, no other hand-in, no grades file, no network (its own empty network namespace), no
process outside (its own PID namespace: everything it started dies with it). Limits (prlimit): open files,
file size, memory, CPU time, and processes (when grade runs as root, each hand-in runs as an unprivileged user
id of its own, so that the process limit holds, as the kernel does not count root's, and one hand-in's
processes cost another nothing).

As a compiler launcher (CMake's CXX_COMPILER_LAUNCHER, one per hand-in's target):
    sandbox.py compile --ro DIR... --rw DIR [--hide PATH...] -- COMPILER ARGS...
"""
import argparse
import os
import shutil
import subprocess
import sys

# The limits of one sandboxed process tree. Open files and file size are far above what a compile or the
# checks need (the reports are kilobytes); memory is per process (the checks' own --memory limit is below it).
OPEN_FILES = 1024
FILE_SIZE = 256 << 20  # bytes a file may grow to
MEMORY = 8 << 30  # bytes of address space a process may map
PROCESSES = 256  # processes and threads of the user the checks run as (the samples run 4 at a time)
FIRST_UID = 420000  # as root, hand-in N runs as user id FIRST_UID + N: no account has these


class Unavailable(Exception):
    """The sandbox cannot run here; the message says what to install or enable."""


def _namespaces():
    # As root, bwrap makes the namespaces itself; as another user it needs a user namespace of its own.
    common = ["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"]
    return common if os.getuid() == 0 else ["--unshare-user", *common]


def command(argv, readonly=(), writable=(), hidden=(), cpu_seconds=None, uid=None, workdir=None, environment=None,
            memory=MEMORY):
    """The command line that runs argv in the sandbox; as root, as user id uid when one is given. memory None:
    no address-space limit (AddressSanitizer maps terabytes of shadow; it and --check limit memory themselves)."""
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        raise Unavailable("bubblewrap is not installed: ./lab.sh grade installs it (the Debian package 'bubblewrap')")
    limits = [f"--nofile={OPEN_FILES}", f"--fsize={FILE_SIZE}"] + ([f"--as={memory}"] if memory else [])
    if cpu_seconds:
        limits.append(f"--cpu={int(cpu_seconds)}")
    if uid is not None or os.getuid() != 0:
        limits.append(f"--nproc={PROCESSES if os.getuid() == 0 else _own_processes() + PROCESSES}")
    line = ["prlimit", *limits, "--", bwrap, "--die-with-parent", "--new-session", *_namespaces(),
            "--ro-bind", "/usr", "/usr", "--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64",
            "--symlink", "usr/bin", "/bin", "--symlink", "usr/sbin", "/sbin",
            # /etc: only the compiler's alternatives (/usr/bin/c++ is a link through them) and the loader's cache
            "--ro-bind-try", "/etc/alternatives", "/etc/alternatives", "--ro-bind-try", "/etc/ld.so.cache",
            "/etc/ld.so.cache", "--proc", "/proc", "--dev", "/dev", "--perms", "1777", "--tmpfs", "/tmp", "--clearenv"]
    for name, value in (environment or {}).items():
        line += ["--setenv", name, value]
    line += ["--setenv", "PATH", "/usr/bin:/bin", "--setenv", "HOME", "/tmp", "--setenv", "LANG", "C.UTF-8"]
    # The folders above what is bound, made as bwrap would but open to the user the sandbox runs as (bwrap's own
    # are root's, mode 0700).
    made = set()
    for folder in [*readonly, *writable]:
        parts = os.path.abspath(folder).split(os.sep)[1:-1]
        for depth in range(1, len(parts) + 1):
            above = os.sep + os.path.join(*parts[:depth])
            if above not in made and above not in ("/usr", "/tmp", "/proc", "/dev", "/etc"):
                made.add(above)
                line += ["--perms", "0755", "--dir", above]
    # Shallower first, so that a folder hidden inside a bound one, and a folder bound again inside a hidden one
    # (the hand-in's own sources among the hidden hand-ins), each lands on top of the one above it.
    mounts = [(folder, ["--ro-bind", folder, folder]) for folder in readonly]
    mounts += [(folder, ["--bind", folder, folder]) for folder in writable]
    for path in hidden:  # inside a folder given above, what this process must not see
        if os.path.isdir(path):
            mounts.append((path, ["--tmpfs", path]))
        elif os.path.exists(path):
            mounts.append((path, ["--ro-bind", "/dev/null", path]))
    for _, mount in sorted(mounts, key=lambda item: os.path.abspath(item[0]).count(os.sep)):
        line += mount
    if workdir:
        line += ["--chdir", workdir]
    if uid is not None and os.getuid() == 0:
        line += ["--", "/usr/bin/setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups"]
    return line + ["--", *argv]


def _own_processes():
    """The processes and threads this user has now (the kernel's process limit counts them all)."""
    count = 0
    for pid in os.listdir("/proc"):
        if pid.isdigit():
            try:
                if os.stat(f"/proc/{pid}").st_uid == os.getuid():
                    count += len(os.listdir(f"/proc/{pid}/task"))
            except OSError:
                pass
    return count


def check_available():
    """Raises Unavailable, saying what to do, when a sandbox cannot be made on this machine."""
    line = command(["/usr/bin/true"])
    try:
        result = subprocess.run(line, capture_output=True, text=True, timeout=60)
    except FileNotFoundError as missing:
        raise Unavailable(f"{missing.filename} is missing: install util-linux and bubblewrap") from missing
    if result.returncode != 0:
        hint = ""
        if "namespace" in result.stderr or "Operation not permitted" in result.stderr:
            hint = ("\nThe kernel does not let this user make namespaces. Enable unprivileged user namespaces "
                    "(Debian: sudo sysctl -w kernel.unprivileged_userns_clone=1; elsewhere: "
                    "sudo sysctl -w user.max_user_namespaces=15000), or run grade as root.")
        raise Unavailable(f"bubblewrap cannot make a sandbox here: {result.stderr.strip()}{hint}")


def handin_uid(number):
    """The user id hand-in number runs as (as root), or None (as anyone else: their own)."""
    return FIRST_UID + number if os.getuid() == 0 else None


def private_folder(path, uid=None):
    """A fresh writable folder for one sandboxed run, owned by the user id it runs as."""
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path, mode=0o700)
    if uid is not None:
        os.chown(path, uid, uid)
    return path


def main():
    parser = argparse.ArgumentParser(description="Run a compiler in a hand-in's sandbox (a CMake launcher).")
    parser.add_argument("mode", choices=["compile"])
    parser.add_argument("--ro", action="append", default=[], help="a folder to see read-only")
    parser.add_argument("--rw", action="append", default=[], help="a folder to write")
    parser.add_argument("--hide", action="append", default=[], help="a path inside those to hide")
    parser.add_argument("--cpu", type=int, default=300, help="CPU seconds the compiler may take")
    if "--" not in sys.argv:
        parser.error("no command after --")
    split = sys.argv.index("--")
    args, argv = parser.parse_args(sys.argv[1:split]), sys.argv[split + 1:]
    try:
        line = command(argv, readonly=args.ro, writable=args.rw, hidden=args.hide, cpu_seconds=args.cpu,
                       workdir=os.getcwd())
    except Unavailable as problem:
        sys.exit(f"sandbox: {problem}")
    os.execvp(line[0], line)


if __name__ == "__main__":
    main()
