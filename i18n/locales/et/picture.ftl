# Mängulaud pildina: paar sõna pildil ja eesruumi seade, mis selle sisse lülitab.

picture-title = Robinson Crusoe
picture-key-take = pangast
picture-key-pay = panka
picture-key-everyone = kõik maksavad
picture-key-right = parempoolsele naabrile
picture-key-each = igaühelt
picture-key-again = veereta uuesti
picture-key-fever-skip = palavik: käik vahele
picture-key-fever-extra = palavik: veereta veel
picture-key-shipwreck = laevahukk
picture-key-tree = puu
picture-key-parrot = papagoi
picture-key-sail = sõida edasi
picture-key-footprint = jalajälg
picture-key-friday = Reede
picture-key-swap = kohavahetus
picture-key-gallows = võllas
picture-key-home = koju

settings-board = 🖼 Mängulaud
settings-board-picture = Pilt
settings-board-text = Tekst
settings-board-about = { settings-board }: „Pilt“ puhul joonistatakse saar kõigi mängunuppudega ja mängu lugu on pildi all; „Tekst“ puhul öeldakse sõnadega, kes kus on – aeglase ühenduse korral kiirem.
lobby-board-picture = 🖼 Mängulaud: pilt
lobby-board-text = 🖼 Mängulaud: tekst
