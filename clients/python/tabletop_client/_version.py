"""The version of the API this client was generated from: the package's version."""

__version__ = '1.0.0'
