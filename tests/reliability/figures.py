"""Prints what tests recorded for people to read at the end of the run, from the
reports, so that it works under xdist too (the controller reads the user_properties its
workers sent back): the reliability scenarios' figures (`record_property("reliability",
line)`) and where the browser tests wrote their screenshots (`"screenshot"`).

Under xdist the controller loads no conftest below tests/: tests/conftest.py names
this plugin."""

from __future__ import annotations

KEY = "reliability"
SECTIONS = {KEY: "reliability figures", "screenshot": "screenshots"}


def pytest_terminal_summary(terminalreporter) -> None:
    recorded = [
        (name, value)
        for outcome in ("passed", "failed")
        for report in terminalreporter.stats.get(outcome, [])
        if getattr(report, "when", None) == "call"
        for name, value in getattr(report, "user_properties", [])
        if name in SECTIONS
    ]
    for key, title in SECTIONS.items():
        lines = sorted(value for name, value in recorded if name == key)
        if lines:
            terminalreporter.section(title)
            for line in lines:
                terminalreporter.write_line(line)
