#!/usr/bin/env python3
"""Proves that ./lab.sh installs everything a configured build uses.

usage: setup_check.py BUILD_DIR VERB [--lab-sh PATH] [--without PACKAGE]... [--expect-missing PACKAGE]

Every file under /usr that the build in BUILD_DIR uses must belong to a Debian package that `./lab.sh VERB`
installs, or to one of their dependencies (not recommends: lab.sh installs with --no-recommends), or to an
Essential package that every Debian system has. The files used are:
  - the package config files of the *_DIR entries in CMakeCache.txt;
  - the .pc files of the pkg-config modules the build asked for;
  - every header the compiler read (ninja -t deps);
  - every file under /usr named in build.ninja (libraries linked, tools run, such as glad and python3);
  - every file under /usr that a test runs (CTestTestfile.cmake: xmllint, clang-format).
A failure names the file and the package it comes from. --without drops a package from the verb's list, so
the check can be shown to catch a missing one; --expect-missing turns the verdict round (exit 0 only when
that package is reported missing). Exit 0 when complete, 1 when not, 2 on a usage error.
"""
import argparse
import glob
import os
import re
import subprocess
import sys

USR_PATH = re.compile(r"/usr/[^\s;\"'$:()<>,]+")


def packages_of_verb(lab_sh, verb):
    result = subprocess.run([lab_sh, "packages", verb], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"setup_check: '{lab_sh} packages {verb}' failed: {result.stderr.strip()}")
    return set(result.stdout.split())


def dependency_closure(roots):
    """The installed packages that roots bring in through Depends and Pre-Depends."""
    if not roots:
        return set()
    result = subprocess.run(
        ["apt-cache", "depends", "--recurse", "--installed", "--no-recommends", "--no-suggests", "--no-conflicts",
         "--no-breaks", "--no-replaces", "--no-enhances", *sorted(roots)],
        capture_output=True, text=True)
    closure = set(roots)
    for line in result.stdout.splitlines():
        name = line.strip().split(": ", 1)[-1].strip("<>")
        closure.add(name.split(":")[0])
    return closure


def essential_packages():
    result = subprocess.run(["dpkg-query", "-W", "-f=${Package} ${Essential}\\n"], capture_output=True, text=True)
    return {line.split()[0] for line in result.stdout.splitlines() if line.endswith(" yes")}


def file_owners():
    """Path -> package, from the dpkg database (what dpkg -S reads)."""
    owners = {}
    for listing in glob.glob("/var/lib/dpkg/info/*.list"):
        package = os.path.basename(listing)[: -len(".list")].split(":")[0]
        with open(listing, encoding="utf-8", errors="replace") as paths:
            for path in paths:
                owners.setdefault(path.rstrip("\n"), package)
    return owners


def owner_of(path, owners):
    """The package that ships path, trying the merged-/usr spellings (/usr/lib is /lib) and the link's target."""
    candidates = [path, os.path.realpath(path)]
    for candidate in list(candidates):
        for merged in ("/bin/", "/sbin/", "/lib/", "/lib64/", "/lib32/"):
            if candidate.startswith("/usr" + merged):
                candidates.append(candidate[len("/usr"):])
    for candidate in candidates:
        if candidate in owners:
            return owners[candidate]
    return None


def cache_entries(build_dir):
    entries = {}
    with open(os.path.join(build_dir, "CMakeCache.txt"), encoding="utf-8") as cache:
        for line in cache:
            match = re.match(r"^([^#/][^:=]*):([A-Z]+)=(.*)$", line.rstrip("\n"))
            if match:
                entries[match.group(1)] = (match.group(2), match.group(3))
    return entries


def files_used(build_dir):
    """(path, where it was seen) for every file under /usr the build uses."""
    used = {}

    def add(path, why):  # /usr/local included: nothing there comes from a package, so it is reported
        if path.startswith("/usr/") and os.path.isfile(path):
            used.setdefault(os.path.normpath(path), why)

    # Optional finds leave entries in the cache that nothing uses (FindOpenGL's GLU); what is linked or run is
    # named in build.ninja, so only the packages' config directories are taken from the cache.
    for name, (_, value) in cache_entries(build_dir).items():
        if name.endswith("_DIR") and os.path.isdir(value) and value.startswith("/usr/"):
            for config in glob.glob(os.path.join(value, "*onfig*.cmake")):
                add(config, f"CMakeCache.txt {name}")
    for name, (_, value) in cache_entries(build_dir).items():
        if name.startswith("__pkg_config_arguments_"):
            modules = [word for word in value.split(";") if word and word.upper() != word and not word.startswith("-")]
            for module in modules:
                module = re.split(r"[<>=]", module)[0]
                found = subprocess.run(["pkg-config", "--path", module], capture_output=True, text=True)
                if found.returncode == 0:
                    add(found.stdout.strip(), f"pkg-config module {module}")

    deps = subprocess.run(["ninja", "-C", build_dir, "-t", "deps"], capture_output=True, text=True)
    if deps.returncode != 0:
        sys.exit(f"setup_check: ninja -t deps failed in {build_dir}: {deps.stderr.strip()}")
    target = None
    for line in deps.stdout.splitlines():
        if line and not line[0].isspace():
            target = line.split(":")[0]
        elif line.strip():
            # Through links too: the page's build reads Debian's header-only libraries through a folder of links
            # (framework/web/dependencies.cmake); a relative path (the compiler cache's) is from the build folder.
            path = line.strip()
            if not path.startswith("/usr/"):
                path = os.path.realpath(os.path.join(build_dir, path))
            add(path, f"a header compiled into {target}")

    with open(os.path.join(build_dir, "build.ninja"), encoding="utf-8") as ninja:
        for line in ninja:
            for path in USR_PATH.findall(line):
                add(path, "build.ninja")
    # The tools the tests run (xmllint, clang-format, python3).
    for tests_file in glob.glob(os.path.join(build_dir, "**", "CTestTestfile.cmake"), recursive=True):
        with open(tests_file, encoding="utf-8") as tests:
            for line in tests:
                for path in USR_PATH.findall(line):
                    add(path, f"a test in {os.path.relpath(tests_file, build_dir)}")
    return used


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("build_dir")
    parser.add_argument("verb")
    parser.add_argument("--lab-sh", default=os.path.join(os.path.dirname(__file__), "..", "lab.sh"))
    parser.add_argument("--without", action="append", default=[], metavar="PACKAGE")
    parser.add_argument("--expect-missing", metavar="PACKAGE")
    args = parser.parse_args()
    if not os.path.isfile(os.path.join(args.build_dir, "CMakeCache.txt")):
        print(f"setup_check: {args.build_dir} is not a configured build (no CMakeCache.txt)", file=sys.stderr)
        return 2

    listed = packages_of_verb(args.lab_sh, args.verb) - set(args.without)
    allowed = dependency_closure(listed) | essential_packages()
    owners = file_owners()
    used = files_used(args.build_dir)

    missing = {}  # package (or None) -> [(path, why)]
    for path, why in sorted(used.items()):
        package = owner_of(path, owners)
        if package not in allowed:
            missing.setdefault(package, []).append((path, why))

    print(f"{len(used)} files under /usr used by {args.build_dir}; './lab.sh {args.verb}' installs "
          f"{len(listed)} packages, {len(allowed)} with their dependencies")
    for package, paths in sorted(missing.items(), key=lambda item: str(item[0])):
        for path, why in paths[:3]:
            if package is None:
                print(f"MISSING {path} ({why}) belongs to no Debian package: it was installed by hand")
            else:
                print(f"MISSING {path} ({why}) comes from {package}, which './lab.sh {args.verb}' does not install")
        if len(paths) > 3:
            print(f"        ... and {len(paths) - 3} more files from {package or 'no package'}")
    if args.expect_missing:
        caught = args.expect_missing in missing
        print(f"{args.expect_missing} {'was' if caught else 'was NOT'} reported missing, as expected" if caught
              else f"{args.expect_missing} was NOT reported missing: the check cannot see it")
        return 0 if caught else 1
    if missing:
        named = sorted(str(package) for package in missing if package)
        print(f"add to lab.sh's list for '{args.verb}': {' '.join(named)}" if named else "")
        return 1
    print("every file comes from a package lab.sh installs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
