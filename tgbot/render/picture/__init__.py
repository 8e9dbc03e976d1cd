"""The board as a picture (Pillow): a cached island, the tokens and the last moves as arrows."""

from tgbot.render.picture.draw import render, render_photo, render_png
from tgbot.render.picture.scene import Move, Piece, Scene, last_turn, scene_of

__all__ = [
    "Move",
    "Piece",
    "Scene",
    "last_turn",
    "render",
    "render_photo",
    "render_png",
    "scene_of",
]
