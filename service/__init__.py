"""The tabletop HTTP service: routes, auth, event store and settings."""
