"""Prints the figures the reliability scenarios recorded (`record_property("reliability",
line)`) at the end of the run, from the reports, so that it works under xdist too:
the controller reads the user_properties its workers sent back.

Under xdist the controller loads no conftest below tests/: tests/conftest.py names
this plugin."""

from __future__ import annotations

KEY = "reliability"


def pytest_terminal_summary(terminalreporter) -> None:
    lines = [
        value
        for outcome in ("passed", "failed")
        for report in terminalreporter.stats.get(outcome, [])
        if getattr(report, "when", None) == "call"
        for name, value in getattr(report, "user_properties", [])
        if name == KEY
    ]
    if lines:
        terminalreporter.section("reliability figures")
        for line in sorted(lines):
            terminalreporter.write_line(line)
