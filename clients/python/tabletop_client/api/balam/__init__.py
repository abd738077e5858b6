# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
""" Contains endpoint functions for accessing the API """
