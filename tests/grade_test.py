#!/usr/bin/env python3
"""Tests ./lab.sh grade on four generated hand-ins, as an instructor would run it:
  complete  the reference solutions (with the helpers the hand-out's headers leave out): every case passes;
  partial   the hand-out's stubs with chapter 1 (collisions/point_tests.cpp) done;
  crashing  complete, but PointInSphere dereferences a null pointer and PointOnRay never returns;
  broken    complete, with a syntax error in collisions/raycasts.cpp.
Each must get its row: the broken one its first error with file:line, the crashing one its crash and its
hang with the other samples graded. Among them, three hostile hand-ins, which the sandbox must stop:
  hostile   complete, but PointInSphere first tries to read a file outside (the instructor's, and another
            hand-in's), write one, delete one, connect to a socket listening on 127.0.0.1 and leave a process
            behind; it answers wrongly when any of these gets through, so its row must be the complete one's,
            and its denied column must name each attempt (the honest hand-ins' none);
  includer  includes a file outside the tree, whose text must not reach the CSV;
  forkbomb  forks without end in PointInSphere: its row says how it was stopped, and no other row changes. usage: grade_test.py LAB_DIR WORKDIR [REUSE_BUILD_DIR]
(REUSE_BUILD_DIR: grade --reuse-build, linking the suite's own framework and samples instead of compiling the
hand-out's.)
"""
import csv
import os
import re
import shutil
import socket
import subprocess
import sys

HELPER = re.compile(r"// SOLUTION HELPER BEGIN\n(.*?)// SOLUTION HELPER END\n", re.S)


def fail(message):
    print(f"FAIL: {message}")
    sys.exit(1)


def header_helpers(lab):
    """The solution helpers the hand-out's headers drop, each with the namespace it lives in."""
    helpers = []
    for name in sorted(os.listdir(os.path.join(lab, "collisions"))):
        if not name.endswith(".hpp"):
            continue
        text = open(os.path.join(lab, "collisions", name), encoding="utf-8").read()
        for match in HELPER.finditer(text):
            # A block of #include lines (a header only the helpers need) goes in as it is, outside any namespace.
            if all(line.startswith("#include") or not line.strip() for line in match.group(1).splitlines()):
                helpers.append((None, match.group(1), []))
                continue
            namespace = re.findall(r"^namespace ([\w:]+) \{", text[: match.start()], re.M)[-1]
            defined = re.findall(r"^(?:inline |template <[^>]*>\n)?[\w:<>]+ (\w+)\(", match.group(1), re.M)
            helpers.append((namespace, match.group(1), defined))
    return helpers


def complete_handin(lab, target):
    os.makedirs(target)
    helpers = header_helpers(lab)
    for name in os.listdir(os.path.join(lab, "collisions")):
        if not name.endswith(".cpp") or name == "stubs.cpp":
            continue
        text = open(os.path.join(lab, "collisions", name), encoding="utf-8").read()
        code = [(namespace, body) for namespace, body, defined in helpers if any(d in text for d in defined)]
        includes = "".join(body for namespace, body, _ in helpers if namespace is None) if code else ""
        needed = includes + "".join(f"namespace {namespace} {{\n{body}}}  // namespace {namespace}\n"
                                    for namespace, body in code)
        if needed:
            last_include = max(m.end() for m in re.finditer(r"^#include [^\n]*\n", text, re.M))
            text = text[:last_include] + "\n" + needed + text[last_include:]
        open(os.path.join(target, name), "w", encoding="utf-8").write(text)


def replace(path, old, new):
    text = open(path, encoding="utf-8").read()
    if old not in text:
        fail(f"{path} lacks {old!r}")
    open(path, "w", encoding="utf-8").write(text.replace(old, new, 1))


def main():
    lab, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    shutil.rmtree(work, ignore_errors=True)
    complete_handin(lab, os.path.join(work, "complete", "collisions"))
    # partial: a hand-out tree's collisions/ with only chapter 1 written.
    partial = os.path.join(work, "partial", "collisions")
    os.makedirs(partial)
    for name in os.listdir(os.path.join(work, "complete", "collisions")):
        source = os.path.join(lab, "collisions", name)
        subprocess.run([sys.executable, os.path.join(lab, "collisions", "stubs.py"), "student", source,
                        os.path.join(partial, name)], check=True)
    shutil.copy2(os.path.join(work, "complete", "collisions", "point_tests.cpp"), partial)
    # crashing: just the folder of .cpp files, as a student might hand it in.
    crashing = os.path.join(work, "crashing")
    shutil.copytree(os.path.join(work, "complete", "collisions"), crashing)
    replace(os.path.join(crashing, "point_tests.cpp"), "bool PointInSphere(const Sphere& sphere, const Point& point) {",
            "bool PointInSphere(const Sphere& sphere, const Point& point) {\n"
            "  if (sphere.radius > -1.0f) *static_cast<volatile int*>(nullptr) = 1;")
    replace(os.path.join(crashing, "point_tests.cpp"), "bool PointOnRay(const Point& point, const Ray& ray) {",
            "bool PointOnRay(const Point& point, const Ray& ray) {\n"
            "  for (volatile float spin = ray.position.x; spin == spin;) spin = spin + 0.0f;")
    broken = os.path.join(work, "broken", "collisions")
    shutil.copytree(os.path.join(work, "complete", "collisions"), broken)
    replace(os.path.join(broken, "raycasts.cpp"), "namespace lab::Collisions {", "namespace lab::Collisions {\nint oops(")

    # The hostile hand-ins, and what they aim at: the instructor's files next to the grades, a listening socket.
    canary, doomed, planted = (os.path.join(work, name) for name in ("canary.txt", "delete-me.txt", "planted.txt"))
    for path in (canary, doomed):
        open(path, "w", encoding="utf-8").write("the instructor's\n")
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    listener.setblocking(False)
    other = os.path.join(work, "complete", "collisions", "point_tests.cpp")
    attack = f"""#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
#include <cstdio>
namespace {{
// Each attempt on what a hand-in must not reach; true when one got through.
bool Escaped() {{
  bool through = false;
  for (const char* path : {{"{canary}", "{other}"}}) {{
    if (std::FILE* file = std::fopen(path, "r")) through = true, std::fclose(file);
  }}
  if (std::FILE* file = std::fopen("{planted}", "w")) through = true, std::fclose(file);
  if (std::remove("{doomed}") == 0) through = true;
  const int s = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in to{{}};
  to.sin_family = AF_INET;
  to.sin_port = htons({listener.getsockname()[1]});
  to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (s >= 0 && connect(s, reinterpret_cast<sockaddr*>(&to), sizeof to) == 0) through = true;
  if (s >= 0) close(s);
  if (fork() == 0) {{
    setsid();
    execl("/bin/sleep", "sleep", "4242", static_cast<char*>(nullptr));
    _exit(0);
  }}
  return through;
}}
}}  // namespace
"""
    hostile = os.path.join(work, "hostile", "collisions")
    shutil.copytree(os.path.join(work, "complete", "collisions"), hostile)
    replace(os.path.join(hostile, "point_tests.cpp"), "namespace lab::Collisions {", attack + "namespace lab::Collisions {")
    replace(os.path.join(hostile, "point_tests.cpp"), "bool PointInSphere(const Sphere& sphere, const Point& point) {",
            "bool PointInSphere(const Sphere& sphere, const Point& point) {\n"
            "  static const bool escaped = Escaped();\n  if (escaped) return true;")
    secret = os.path.join(work, "secret.h")
    open(secret, "w", encoding="utf-8").write("#error SECRET-7f3a of the instructor\n")
    includer = os.path.join(work, "includer", "collisions")
    shutil.copytree(os.path.join(work, "complete", "collisions"), includer)
    replace(os.path.join(includer, "raycasts.cpp"), "namespace lab::Collisions {",
            f'#include "{secret}"\nnamespace lab::Collisions {{')
    forkbomb = os.path.join(work, "forkbomb", "collisions")
    shutil.copytree(os.path.join(work, "complete", "collisions"), forkbomb)
    replace(os.path.join(forkbomb, "point_tests.cpp"), "namespace lab::Collisions {",
            "#include <unistd.h>\nnamespace lab::Collisions {")
    replace(os.path.join(forkbomb, "point_tests.cpp"), "bool PointInSphere(const Sphere& sphere, const Point& point) {",
            "bool PointInSphere(const Sphere& sphere, const Point& point) {\n"
            "  for (int i = 0; i < 100000; ++i) {\n"
            "    if (fork() == 0) { pause(); _exit(0); }\n"
            "  }")

    out = os.path.join(work, "grades.csv")
    handins = [os.path.join(work, name)
               for name in ("complete", "partial", "crashing", "broken", "hostile", "includer", "forkbomb")]
    reuse = ["--reuse-build", os.path.abspath(sys.argv[3])] if len(sys.argv) > 3 else []
    # grade's default limit a sample (the slowest sample's checks take 1.7 s here, under the sanitizers and strace);
    # the crashing and fork-bomb hand-ins each wait it out once.
    result = subprocess.run([os.path.join(lab, "lab.sh"), "grade", out, *handins, "-j", "2", "--timeout", "10",
                             "--build-dir", os.path.join(work, "build"), *reuse], capture_output=True, text=True)
    print(result.stdout, result.stderr)
    if result.returncode != 0:
        fail(f"lab.sh grade exited {result.returncode}")
    # Most of the hand-ins' files are the complete one's: those compile once (the rows below hold them right).
    sharing = re.search(r"compiling (\d+) of the hand-ins' (\d+) sources", result.stdout)
    if not sharing or not 0 < int(sharing.group(1)) < int(sharing.group(2)) / 2:
        fail(f"grade compiled each hand-in's identical sources again: {sharing and sharing.group(0)}")
    rows = {os.path.basename(row["submission"]): row for row in csv.DictReader(open(out, encoding="utf-8"))}

    complete = rows["complete"]
    if complete["status"] != "graded" or complete["cases_passed"] != complete["cases_total"] \
            or complete["functions_implemented"] != complete["functions_total"] or complete["crashes"] != "0" \
            or complete["timeouts"] != "0":
        fail(f"the complete hand-in should pass everything: {complete}")
    partial = rows["partial"]
    if partial["status"] != "graded" or int(partial["cases_passed"]) >= int(partial["cases_total"]) \
            or partial["chapter 1 cases"].split("/")[0] != partial["chapter 1 cases"].split("/")[1] \
            or partial["chapter 2 cases"].startswith(partial["chapter 2 cases"].split("/")[1] + "/"):
        fail(f"the partial hand-in should pass chapter 1 only: {partial}")
    if not 0 < int(partial["functions_implemented"]) < int(partial["functions_total"]):
        fail(f"the partial hand-in's functions: {partial}")
    crashing = rows["crashing"]
    if crashing["status"] != "graded" or crashing["crashes"] != "1" or crashing["timeouts"] != "1" \
            or "PointInSphere" not in crashing["crashed_or_timed_out"] \
            or "PointOnRay" not in crashing["crashed_or_timed_out"] \
            or int(crashing["cases_passed"]) < int(complete["cases_passed"]) - 40:
        fail(f"the crashing hand-in should be graded with its crash and hang named: {crashing}")
    broken = rows["broken"]
    if broken["status"] != "compile error" or not re.search(r"broken/collisions/raycasts\.cpp:\d+:\d+: ",
                                                              broken["error"]):
        fail(f"the broken hand-in should report its first error with file:line: {broken}")

    # The sandbox: every attempt failed, and what the hostile hand-ins did is on their rows only.
    hostile = rows["hostile"]
    same = ("status", "cases_passed", "cases_total", "functions_implemented", "random_cases", "crashes", "timeouts")
    if any(hostile[key] != complete[key] for key in same):
        fail(f"an attempt of the hostile hand-in got through (its row differs from the complete one's): {hostile}")
    if not os.path.exists(canary) or not os.path.exists(doomed) or os.path.exists(planted):
        fail("the hostile hand-in changed the instructor's files")
    # Each attempt is named on its row, and on no other: an honest hand-in was refused nothing.
    port = listener.getsockname()[1]
    for attempt in (f"read {canary}", f"read {other}", f"write {planted}", f"unlink {doomed}",
                    f"connect 127.0.0.1:{port}"):
        if attempt not in hostile["denied"]:
            fail(f"the hostile hand-in's row should name '{attempt}' among what was denied: {hostile['denied']!r}")
    for name in ("complete", "partial", "crashing", "broken", "includer"):
        if rows[name]["denied"]:
            fail(f"the {name} hand-in tried nothing, but its row says it was denied: {rows[name]['denied']!r}")
    try:
        listener.accept()
        fail("the hostile hand-in connected to 127.0.0.1")
    except BlockingIOError:
        pass
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if open(f"/proc/{pid}/cmdline", "rb").read() == b"sleep\x004242\x00":
                fail(f"a process the hostile hand-in started outlived its run: {pid}")
        except OSError:
            pass
    includer = rows["includer"]
    if includer["status"] != "compile error" or "SECRET-7f3a" in open(out, encoding="utf-8").read() \
            or "secret.h" not in includer["error"]:
        fail(f"the includer's row must name the blocked #include, never show the file's text: {includer}")
    forkbomb = rows["forkbomb"]
    # Its samples find no process left to fork: each is stopped and named on its row.
    if forkbomb["status"] == "graded" and int(forkbomb["crashes"]) + int(forkbomb["timeouts"]) == 0:
        fail(f"the fork bomb's row should say it was stopped: {forkbomb}")
    print(f"the fork bomb's row: {forkbomb['status']}: {forkbomb['error'] or forkbomb['crashed_or_timed_out'][:200]}")
    print("PASS: seven hand-ins graded, three hostile ones stopped")


if __name__ == "__main__":
    main()
