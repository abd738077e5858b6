"""The version of the API (openapi/openapi.json, the server's), which is this package's:
written by clients/generate.py."""

__version__ = "1.0.0"
