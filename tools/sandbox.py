#!/usr/bin/env python3
"""The sandbox a hand-in's compiler and checks run in when ./lab.sh grade grades it (bubblewrap, no root needed).

Inside, a process sees the system's programs and headers (/usr, and /etc's alternatives) read-only, the folders it is given read-only
(the hand-out, the shared build, the hand-in's own sources), one writable folder of its own, a private /tmp,
/proc and /dev; no home, no other hand-in, no grades file, no network (its own empty network namespace), no
process outside (its own PID namespace: everything it started dies with it). Limits (prlimit): open files,
file size, memory, CPU time, and processes (when grade runs as root, each hand-in runs as an unprivileged user
id of its own, so that the process limit holds, as the kernel does not count root's, and one hand-in's
processes cost another nothing).

What a sandboxed process tried and was refused (a file outside what it may see, a write outside its folder, a
connection, a signal to a process not its own) is told by tracing it (strace, --seccomp-bpf: only the file,
network, kill and ptrace calls stop it) and reading back the calls that failed: denied() turns that log into
the short list grade puts on the hand-in's row. The loader's probes of library paths, the checks' reads of their
own data and everything inside the private folder, /tmp, /proc and /dev are not attempts, and are not listed.

A window (./lab.sh open-handin) sees the display's socket too, and the GPU's device nodes (display_grants).

As a compiler launcher (CMake's CXX_COMPILER_LAUNCHER, one per hand-in's target):
    sandbox.py compile --ro DIR... --rw DIR [--hide PATH...] -- COMPILER ARGS...
For collision-lab --against PROGRAM (framework/harness/bench.cpp), another build's collision-lab timed beside this one's:
    sandbox.py reference --rw DIR [--ro PATH...] [--cpu SECONDS] -- PROGRAM ARGS...
which sees, read-only, the program's own build folder and its tree's assets/ and samples/ (the source folder its
CMakeCache.txt names), and writes only DIR (where it saves its figures); as root, as a user id of its own.
"""
import argparse
import os
import re
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
REFERENCE_UID = FIRST_UID - 1  # as root, the program given to collision-lab --against runs as this user id


class Unavailable(Exception):
    """The sandbox cannot run here; the message says what to install or enable."""


def _namespaces():
    # As root, bwrap makes the namespaces itself; as another user it needs a user namespace of its own.
    common = ["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"]
    return common if os.getuid() == 0 else ["--unshare-user", *common]


def command(argv, readonly=(), writable=(), hidden=(), cpu_seconds=None, uid=None, workdir=None, environment=None,
            memory=MEMORY, trace=None, display=False):
    """The command line that runs argv in the sandbox; as root, as user id uid when one is given. memory None:
    no address-space limit (AddressSanitizer maps terabytes of shadow; it and --check limit memory themselves).
    trace: a file, in a folder of writable, where strace logs the calls of argv's process tree that failed
    (denied() reads it). As root, strace runs as root, before the switch to uid: the hand-in cannot change it.
    display: the session's display too (display_grants), for a window."""
    bwrap = shutil.which("bwrap")
    if bwrap is None:
        raise Unavailable("bubblewrap is not installed (the Debian package 'bubblewrap': sudo apt-get install "
                          "bubblewrap; ./lab.sh grade installs it)")
    limits = [f"--nofile={OPEN_FILES}", f"--fsize={FILE_SIZE}"] + ([f"--as={memory}"] if memory else [])
    if cpu_seconds:
        limits.append(f"--cpu={int(cpu_seconds)}")
    if uid is not None or os.getuid() != 0:
        limits.append(f"--nproc={PROCESSES if os.getuid() == 0 else _own_processes() + PROCESSES}")
    line = ["prlimit", *limits, "--", bwrap, "--die-with-parent", "--new-session", *_namespaces(),
            "--ro-bind", "/usr", "/usr", "--symlink", "usr/lib", "/lib", "--symlink", "usr/lib64", "/lib64",
            "--symlink", "usr/bin", "/bin", "--symlink", "usr/sbin", "/sbin",
            # /etc: only the compiler's alternatives (/usr/bin/c++ is a link through them) and the loader's cache,
            # in an /etc open to all (bwrap's own would be root's, 0700: the cache unreadable to another user id)
            "--perms", "0755", "--dir", "/etc", "--ro-bind-try", "/etc/alternatives", "/etc/alternatives", "--ro-bind-try", "/etc/ld.so.cache",
            "/etc/ld.so.cache", "--proc", "/proc", "--dev", "/dev", "--perms", "1777", "--tmpfs", "/tmp", "--clearenv"]
    environment = dict(environment or {})
    display_mounts = []
    if display:
        display_mounts, shown = display_grants()
        environment.update(shown)
    if trace:
        # LeakSanitizer stops the world with ptrace, which a traced process cannot: it would fail at exit.
        options = environment.get("ASAN_OPTIONS", "")
        environment["ASAN_OPTIONS"] = f"{options}:detect_leaks=0" if options else "detect_leaks=0"
    for name, value in environment.items():
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
    line += display_mounts
    if workdir:
        line += ["--chdir", workdir]
    if trace:
        strace = shutil.which("strace")
        if strace is None:
            raise Unavailable("strace is not installed (the Debian package 'strace': sudo apt-get install strace; "
                              "./lab.sh grade installs it)")
        line += ["--", strace, *TRACE, "-o", trace]
    if uid is not None and os.getuid() == 0:
        line += ["--", "/usr/bin/setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups"]
    return line + ["--", *argv]


def display_grants():
    """What a window needs of this session's display, and nothing else of it: the local X server's socket (with
    the cookie file it asks for), or the Wayland compositor's socket, and the GPU's device nodes (none: Mesa draws
    in software). (The mounts, the variables.) With no local display, none: the program then writes PNGs. An X
    client can read what the server shows of other programs and send them input; a compositor gives none of
    that, and a nested X server (Xephyr) keeps it to its own window."""
    mounts, variables = [], {}
    x = re.match(r"^(?:unix)?:(\d+)(?:\.\d+)?$", os.environ.get("DISPLAY", ""))
    if x and os.path.exists(f"/tmp/.X11-unix/X{x.group(1)}"):
        socket_path = f"/tmp/.X11-unix/X{x.group(1)}"
        # (its folder made open to the user id the sandbox may run as: bwrap's own would be root's, 0700)
        mounts += ["--perms", "0755", "--dir", "/tmp/.X11-unix", "--ro-bind", socket_path, socket_path]
        variables["DISPLAY"] = f":{x.group(1)}"
        cookie = os.environ.get("XAUTHORITY") or os.path.join(os.path.expanduser("~"), ".Xauthority")
        if os.path.isfile(cookie):
            mounts += ["--ro-bind", cookie, "/tmp/.Xauthority"]
            variables["XAUTHORITY"] = "/tmp/.Xauthority"
    wayland, runtime = os.environ.get("WAYLAND_DISPLAY"), os.environ.get("XDG_RUNTIME_DIR")
    if wayland and (wayland.startswith("/") or runtime):
        socket_path = wayland if wayland.startswith("/") else os.path.join(runtime, wayland)
        if os.path.exists(socket_path):
            mounts += ["--ro-bind", socket_path, "/tmp/wayland-0"]
            variables.update({"WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/tmp"})
    if mounts:
        mounts += ["--dev-bind-try", "/dev/dri", "/dev/dri"]
    return mounts, variables


# strace: follow every process, stop only at the calls that can reach outside (seccomp filters the rest, so the
# checks' arithmetic costs nothing more), log only the calls that failed, none of strace's own notes. -D: the
# tracer is not the sandbox's first process but a grandchild, so that the sandbox still ends with the program it
# runs (and kills what that left behind) instead of waiting, with strace, for every process it traces to end.
TRACE = ["-D", "-f", "--seccomp-bpf", "-qq", "-e", "trace=%file,%network,kill,ptrace", "-e", "status=failed",
         "-e", "signal=none"]
# What a granted system lets every program probe (the loader, libc, the sanitizers): /usr and its links are read
# only, /proc, /dev and /tmp are the sandbox's own. Reads that fail under /etc and /sys are libc's and the
# sanitizers' probes of the system's settings (ld.so.preload, localtime, the CPUs), none of them the instructor's.
SYSTEM = ("/usr", "/lib", "/lib64", "/bin", "/sbin", "/proc", "/dev", "/tmp")
PROBED = ("/etc", "/sys", "/var/cache/libx11")  # and libX11's compose cache, when a window opens
SERVICES = ("/var/run/nscd", "/run/nscd")  # libc asks the name service cache first for a user's name
CALL = re.compile(r"^(?:\[pid\s+)?\d+\]?\s+(\w+)\((.*)\)\s+=\s+-1\s+(\w+)")
QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')
CHANGES = {"unlink": "unlink", "unlinkat": "unlink", "rmdir": "unlink", "rename": "rename", "renameat": "rename",
           "renameat2": "rename", "mkdir": "mkdir", "mkdirat": "mkdir", "link": "link", "linkat": "link",
           "symlink": "link", "symlinkat": "link", "chmod": "chmod", "fchmodat": "chmod", "chown": "chown",
           "lchown": "chown", "fchownat": "chown", "truncate": "write", "creat": "write", "mknod": "write",
           "mknodat": "write", "utimensat": "write", "utime": "write", "utimes": "write"}
WRITING = re.compile(r"O_WRONLY|O_RDWR|O_CREAT|O_TRUNC|O_APPEND")
NETWORK = ("connect", "bind", "sendto", "sendmsg", "socket")
# A file call that failed with these was refused, or found nothing where it looked (the sandbox shows nothing
# outside); others (EINVAL: readlink of a folder, EEXIST...) were no attempt to reach outside.
REFUSED = ("ENOENT", "EACCES", "EPERM", "EROFS", "ENOTDIR")


def _under(path, folders):
    return any(path == folder or path.startswith(folder.rstrip(os.sep) + os.sep) for folder in folders)


def _own_tmp(path, granted):
    """Whether path is in the sandbox's own /tmp: under /tmp, and not in a folder above one it is granted (those
    are the grader's folders: a path there that is not granted is the grader's, not the sandbox's)."""
    if not _under(path, ["/tmp"]):
        return False
    above = {os.path.dirname(folder) for folder in granted}
    while above - {"/", "/tmp"}:
        if any(_under(path, [folder]) for folder in above - {"/", "/tmp"}):
            return False
        above = {os.path.dirname(folder) for folder in above}
    return True


def denied(log, readonly=(), writable=(), hidden=(), workdir=None):
    """The attempts to reach outside in a trace (command(trace=...)), each once, in the order made: "read PATH",
    "write PATH", "unlink PATH", "connect 127.0.0.1:PORT", "kill PID", "ptrace"... A read is an attempt when its
    path is outside every folder the sandbox grants, or hidden in one; a change (write, unlink, rename, mkdir...)
    when it is outside the writable folders and /tmp; a connection to any network address; a signal refused
    (EPERM), any ptrace. A relative path is taken from workdir, where the sandboxed program started."""
    readonly = [os.path.abspath(folder) for folder in readonly]
    writable = [os.path.abspath(folder) for folder in writable]
    hidden = [os.path.abspath(path) for path in hidden]
    attempts = []
    try:
        lines = open(log, encoding="utf-8", errors="replace").read().splitlines()
    except OSError:
        return attempts
    for line in lines:
        match = CALL.match(line)
        if not match:
            continue
        call, arguments, error = match.groups()
        attempt = None
        if call in NETWORK:
            address = re.search(r'inet_(?:addr|pton)\((?:AF_INET6, )?"([^"]+)"', arguments)
            port = re.search(r"htons\((\d+)\)", arguments)
            unix = re.search(r'sun_path="([^"]*)"', arguments)
            if address:
                attempt = f"{call} {address.group(1)}:{port.group(1) if port else '?'}"
            elif unix and call == "connect":
                path = os.path.normpath(unix.group(1))
                if not _under(path, [*writable, *SERVICES]) and not _own_tmp(path, [*readonly, *writable]):
                    attempt = f"connect {path}"
            elif call == "socket" and "AF_INET" in arguments:
                attempt = "socket " + ("AF_INET6" if "AF_INET6" in arguments else "AF_INET")
        elif call == "kill":
            if error == "EPERM":
                attempt = f"kill {arguments.split(',')[0].strip()}"
        elif call == "ptrace":
            attempt = "ptrace"
        elif error in REFUSED:
            # A relative path is from the working folder (AT_FDCWD, or a call with no folder argument).
            relative = workdir and (arguments.startswith("AT_FDCWD") or not call.endswith("at"))
            paths = [os.path.normpath(path if path.startswith("/") else os.path.join(workdir, path))
                     for path in QUOTED.findall(arguments) if path.startswith("/") or relative]
            kind = CHANGES.get(call) or ("write" if call in ("open", "openat", "openat2") and WRITING.search(arguments)
                                         else "read")
            for path in paths:
                if _under(path, hidden):
                    attempt = f"{kind} {path}"
                elif _under(path, ["/tmp"]) and not _under(path, [*readonly, *writable]):
                    if not _own_tmp(path, [*readonly, *writable]):
                        attempt = f"{kind} {path}"
                elif kind == "read":
                    if not _under(path, [*SYSTEM, *readonly, *writable, *PROBED]):
                        attempt = f"read {path}"
                elif not _under(path, [*writable, "/proc", "/dev"]):
                    attempt = f"{kind} {path}"
                if attempt:
                    break
        if attempt and attempt not in attempts:
            attempts.append(attempt)
    return attempts


def summary(attempts, shown=6):
    """A row's few words for the attempts denied(): the first few, and how many more."""
    if not attempts:
        return ""
    more = len(attempts) - shown
    return "; ".join(attempts[:shown]) + (f"; and {more} more" if more > 0 else "")


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


def sanitized(program):
    """Whether program is built with AddressSanitizer (whose shadow needs no address-space limit)."""
    try:
        with open(program, "rb") as binary:
            return b"__asan_init" in binary.read()
    except OSError:
        return False


def reference_folders(program):
    """What a collision-lab build reads when it runs: its own folder, and its source tree's assets/ and samples/
    (the models, the contracts, the hints, the random cases), found from the CMakeCache.txt beside it."""
    folder = os.path.dirname(os.path.abspath(program))
    folders = [folder]
    try:
        cache = open(os.path.join(folder, "CMakeCache.txt"), encoding="utf-8", errors="replace").read()
    except OSError:
        return folders
    match = re.search(r"^CMAKE_HOME_DIRECTORY:INTERNAL=(.+)$", cache, re.M)
    if match:
        folders += [os.path.join(match.group(1), name) for name in ("assets", "samples")
                    if os.path.isdir(os.path.join(match.group(1), name))]
    return folders


def main():
    parser = argparse.ArgumentParser(description="Run a compiler in a hand-in's sandbox (a CMake launcher), or "
                                                 "another build's collision-lab given to --against.")
    parser.add_argument("mode", choices=["compile", "reference"])
    parser.add_argument("--ro", action="append", default=[], help="a folder to see read-only")
    parser.add_argument("--rw", action="append", default=[], help="a folder to write")
    parser.add_argument("--hide", action="append", default=[], help="a path inside those to hide")
    parser.add_argument("--cpu", type=int, default=300, help="CPU seconds the compiler may take")
    if "--" not in sys.argv:
        parser.error("no command after --")
    split = sys.argv.index("--")
    args, argv = parser.parse_args(sys.argv[1:split]), sys.argv[split + 1:]
    if not argv:
        parser.error("no command after --")
    try:
        if args.mode == "compile":
            line = command(argv, readonly=args.ro, writable=args.rw, hidden=args.hide, cpu_seconds=args.cpu,
                           workdir=os.getcwd())
        else:
            argv[0] = os.path.abspath(argv[0])
            uid = REFERENCE_UID if os.getuid() == 0 else None
            for folder in args.rw:
                if uid is not None:
                    os.chown(folder, uid, uid)
            environment = {k: v for k, v in os.environ.items() if k.endswith("SAN_OPTIONS")}
            line = command(argv, readonly=[*reference_folders(argv[0]), *args.ro], writable=args.rw,
                           hidden=args.hide, cpu_seconds=args.cpu, uid=uid,
                           workdir=args.rw[0] if args.rw else "/tmp", environment=environment,
                           memory=None if sanitized(argv[0]) else MEMORY)
    except Unavailable as problem:
        sys.exit(f"sandbox: {problem}")
    os.execvp(line[0], line)


if __name__ == "__main__":
    main()
