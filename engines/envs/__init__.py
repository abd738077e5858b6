"""The games as environments for training bots: PettingZoo (`engines.envs.pettingzoo`)
and OpenSpiel (`engines.envs.openspiel`, which registers them), each an optional extra
of the engines. Beneath both, needing msgspec alone: the action catalogue
(catalogue.py), the observation vector (observation.py), a match stepped one seat at a
time (match.py), chance as explicit outcomes (chance.py), the rewards (rewards.py), each
game's specifics (games/) and the layouts' tables (layout.py)."""
