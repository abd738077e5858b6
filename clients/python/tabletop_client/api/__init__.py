# Generated from openapi/openapi.json by clients/generate.py (`make client`): do not edit.
""" Contains methods for accessing the API """
