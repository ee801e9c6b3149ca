"""The Korean-language leaf package: the single source of place names (시도, 시군구, 일반구),
the particle grammar, and the item and material vocabularies.

It imports nothing else of the project; triage, payload validation, providers, importers and the
grounding check (which receives its place vocabulary from the caller) all read from here.
"""
