"""Tiles and their notation, packed tile counts and frozen values: what every other layer builds on."""
