# The board as a picture: a few words on the image, and the lobby setting that turns it on.

picture-title = Robinson Crusoe
picture-key-take = from the pot
picture-key-pay = into the pot
picture-key-everyone = everyone pays
picture-key-right = to your right
picture-key-each = from each
picture-key-again = roll again
picture-key-fever-skip = fever: miss a turn
picture-key-fever-extra = fever: roll again
picture-key-shipwreck = shipwreck
picture-key-tree = the tree
picture-key-parrot = the parrot
picture-key-sail = sail on
picture-key-footprint = the footprint
picture-key-friday = Friday
picture-key-swap = swap places
picture-key-gallows = the gallows
picture-key-home = home

settings-board = 🖼 Board
settings-board-picture = Picture
settings-board-text = Text
settings-board-about = { settings-board }: “Picture” draws the island with everyone's token, the story under it; “Text” says in words where everyone stands, quicker on a slow connection.
lobby-board-picture = 🖼 Board: picture
lobby-board-text = 🖼 Board: text
