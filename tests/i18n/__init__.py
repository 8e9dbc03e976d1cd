"""Tests of the five catalogs and of everything rendered from them."""
