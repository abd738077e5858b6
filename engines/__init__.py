"""Pure rule engines, one package per game, behind the contract in `engines.core`."""
