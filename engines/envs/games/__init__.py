"""Each game's `Spec` (engines/envs/spec.py), by game id."""

from engines.envs.games import babel, balam, bali, maya
from engines.envs.spec import Spec

SPECS: dict[str, Spec] = {"babel": babel.SPEC, "bali": bali.SPEC, "maya": maya.SPEC, "balam": balam.SPEC}
