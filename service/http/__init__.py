"""The HTTP edge: the litestar app (`app.py` composes it), its routes, and what every
request passes through. It parses requests and hands them to service/application."""
