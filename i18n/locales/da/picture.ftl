# Spillepladen som billede: få ord på billedet og indstillingen i lobbyen, der slår det til.

picture-title = Robinson Crusoe
picture-key-take = fra puljen
picture-key-pay = til puljen
picture-key-everyone = alle betaler
picture-key-right = til naboen til højre
picture-key-each = fra hver
picture-key-again = slå igen
picture-key-fever-skip = feber: stå over
picture-key-fever-extra = feber: slå igen
picture-key-shipwreck = skibbrud
picture-key-tree = træet
picture-key-parrot = papegøjen
picture-key-sail = sejl videre
picture-key-footprint = fodsporet
picture-key-friday = Fredag
picture-key-swap = byt plads
picture-key-gallows = galgen
picture-key-home = hjem
settings-board = 🖼 Spilleplade
settings-board-picture = Billede
settings-board-text = Tekst
settings-board-about = { settings-board }: »Billede« tegner øen med alles brikker og historien nedenunder; »Tekst« fortæller med ord, hvor alle står – hurtigere på en langsom forbindelse.
lobby-board-picture = 🖼 Spilleplade: billede
lobby-board-text = 🖼 Spilleplade: tekst
