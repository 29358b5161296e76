#!/usr/bin/env python3
"""Types partial coordviz command lines into interactive bash, zsh and fish sessions (each in a
pseudo-terminal, with coordviz's generated completion script loaded), presses Tab, and checks
that the shell offers the expected names. Usage: check_completion.py PATH/TO/coordviz"""
import os
import pty
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time

SPEC = "Samples/love-story/flow.yaml"

# (typed line, names the shell must show after Tab (in a list, or completed into the line), names
# it must not show); no expected name is part of its typed line.
CASES = [
    ("coordviz rend", ["render"], []),
    ("coordviz render Samples/love-story/fl", ["flow.yaml"], []),
    (f"coordviz render {SPEC} --view flow:o", ["open-home2", "open-orders2", "open-orders3"], ["deeplinks"]),
    (f"coordviz render {SPEC} --view dee", ["deeplinks"], []),
    (f"coordviz render {SPEC} --tab ", ["Home", "Orders"], []),
    (f"coordviz render {SPEC} --focus Orders", ["Orders2ViewController", "Orders3ViewController"], []),
    (f"coordviz render {SPEC} --flow fav", ["favorites-tab"], []),
    (f"coordviz render {SPEC} --root Orders", ["OrdersCoordinator"], []),
    (f"coordviz render {SPEC} --layout ne", ["neato"], []),
    (f"coordviz render {SPEC} --theme da", ["dark"], []),
]

ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][AB0-2]|\x1b[=>]|\r|\x07")


class Session:
    """An interactive shell in a pseudo-terminal."""

    def __init__(self, argv, env):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execvpe(argv[0], argv, env)
        self.output = b""

    def pump(self, seconds, until=None):
        end = time.time() + seconds
        while time.time() < end:
            ready, _, _ = select.select([self.fd], [], [], 0.05)
            if ready:
                try:
                    chunk = os.read(self.fd, 65536)
                except OSError:
                    return
                if not chunk:
                    return
                self.output += chunk
            if until and until():
                return

    def send(self, text, seconds=0.6):
        os.write(self.fd, text.encode())
        self.pump(seconds)

    def text_since(self, mark):
        return ANSI.sub("", self.output[mark:].decode(errors="replace"))

    def close(self):
        try:
            os.write(self.fd, b"\x03exit\n")
            self.pump(0.3)
            os.kill(self.pid, 9)
            os.waitpid(self.pid, 0)
        except OSError:
            pass


def start(argv, env, setup):
    """An interactive shell with the completion script loaded."""
    session = Session(argv, env)
    session.pump(0.5)
    session.send("; ".join(setup) + "\n", 1.0)
    return session


def complete(session, line, expected):
    """Types `line`, presses Tab (up to three times), and returns what the terminal showed after the line."""
    mark = len(session.output)
    session.send(line, 0.3)
    def offered():
        return all(name in session.text_since(mark) for name in expected)

    # Tab completes the common part; bash lists the rest at the second Tab after that.
    for _ in range(3):
        os.write(session.fd, b"\t")
        session.pump(3.0, until=offered)
        if offered():
            break
    return session.text_since(mark)


def main():
    binary = os.path.abspath(sys.argv[1])
    home = tempfile.mkdtemp(prefix="coordviz-completion-")
    env = dict(os.environ, TERM="xterm", HOME=home, PATH=os.path.dirname(binary) + os.pathsep + os.environ["PATH"])
    env.pop("NO_COLOR", None)
    shells = {
        "bash": (["bash", "--norc", "--noprofile", "-i"], ["PS1='$ '", "bind 'set bell-style none'", "source {script}"]),
        "zsh": (["zsh", "-f", "-i"], ["PS1='$ '", "autoload -U compinit && compinit -u", "source {script}", "compdef _coordviz coordviz"]),
        "fish": (["fish", "--no-config", "-i"], ["source {script}"]),
    }
    failures = []
    checked = 0
    try:
        for shell, (argv, setup) in shells.items():
            script = os.path.join(home, f"coordviz.{shell}")
            with open(script, "w") as handle:
                subprocess.run([binary, "--generate-completion-script", shell], stdout=handle, check=True)
            for line, expected, unexpected in CASES:
                # A new session per line: a shell's pager or half-finished line never spills
                # into the next line's screen.
                session = start(argv, env, [command.format(script=script) for command in setup])
                shown = complete(session, line, expected)
                missing = [name for name in expected if name not in shown]
                extra = [name for name in unexpected if name in shown]
                checked += 1
                if missing or extra:
                    failures.append(f"{shell}: '{line}' + Tab: missing {missing}, unexpected {extra}; the terminal showed:\n{shown}")
                session.close()
    finally:
        shutil.rmtree(home, ignore_errors=True)
    if failures:
        print("\n\n".join(failures), file=sys.stderr)
        print(f"check-completion: {len(failures)} of {checked} completions failed", file=sys.stderr)
        sys.exit(1)
    print(f"check-completion: {checked} completions offered the expected names in bash, zsh and fish")


if __name__ == "__main__":
    main()
