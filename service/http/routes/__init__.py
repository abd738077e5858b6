"""The routes, one module per area; a game's are built from its schemas."""
