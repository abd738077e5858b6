"""The guide's generated parts, made at build time from what they describe, so that
they cannot drift: the HTTP API's pages (from openapi/openapi.json), and, where a page
says `<!-- generated: NAME ARGUMENT -->` on a line of its own, the settings table, the
problem codes, the command lines' help, and a game's decisions, actions and events.

MkDocs loads this file as a hook (mkdocs.yml) with its folder on the import path, which
is how the modules beside it are found."""

from __future__ import annotations

import re
from collections.abc import Callable

import gen_api
import gen_games
import gen_reference
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

MARKER = re.compile(r"^<!-- generated: ([\w-]+)(?: (\w+))? -->$", re.M)
GENERATORS: dict[str, Callable[[str | None], str]] = {
    "settings": lambda _: gen_reference.settings_table(),
    "problems": lambda _: gen_reference.problems_table(),
    "cli": lambda _: gen_reference.command_lines(),
    "api-tags": lambda _: gen_api.tag_list(),
    "game": lambda game: gen_games.actions_and_events(str(game)),
    "decisions": lambda game: gen_games.decisions(str(game)),
}


def on_files(files: Files, config: MkDocsConfig) -> Files:
    for path, text in gen_api.pages():
        files.append(File.generated(config, path, content=text))
    return files


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    def expand(marker: re.Match[str]) -> str:
        name, argument = marker[1], marker[2]
        if name not in GENERATORS:
            raise PluginError(f"{page.file.src_path}: no generated part named {name!r}")
        return GENERATORS[name](argument)

    return MARKER.sub(expand, markdown)
