"""The board as a picture (Pillow): a cached island per language, tokens, arrows and a legend."""

from tgbot.render.picture.draw import render, render_png
from tgbot.render.picture.scene import Move, Piece, Scene, last_turn, scene_of

__all__ = ["Move", "Piece", "Scene", "last_turn", "render", "render_png", "scene_of"]
