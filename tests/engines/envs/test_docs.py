"""The environments' pages (docs/environments) hold the layouts the code makes, and the
engines need none of the environments' libraries but where they are used."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from engines.envs.layout import all_pages
from engines.registry import GAMES

DOCS = Path(__file__).resolve().parents[3] / "docs" / "environments"


def test_the_layouts_page_is_the_codes():
    expected = "\n".join(all_pages()) + "\n"
    regenerate = "python -m engines.envs.layout --all > docs/environments/layouts.md"
    assert (DOCS / "layouts.md").read_text() == expected, f"run {regenerate}"


def test_the_pages_name_every_game_and_the_layouts():
    for page in ("pettingzoo.md", "openspiel.md"):
        text = (DOCS / page).read_text()
        assert "layouts.md" in text and all(f"`{game}`" in text or f"tabletop_{game}" in text for game in GAMES)


def test_the_engines_and_the_envs_core_need_no_numpy_pettingzoo_or_openspiel():
    blocked = ["numpy", "gymnasium", "pettingzoo", "pyspiel", "open_spiel"]
    code = (
        f"import sys; sys.modules.update(dict.fromkeys({blocked!r}))\n"
        "import engines.registry, engines.envs.catalogue, engines.envs.observation, engines.envs.match\n"
        "import engines.envs.layout, engines.envs.rewards\n"
        "try:\n    import engines.envs.pettingzoo\nexcept ImportError:\n    print('needs pettingzoo')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout == "needs pettingzoo\n"
