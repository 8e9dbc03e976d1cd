# Дъската като картина: няколко думи върху изображението и настройката в лобито, която я включва.

picture-title = Робинзон Крузо
picture-key-take = от фонда
picture-key-pay = във фонда
picture-key-everyone = всички плащат
picture-key-right = на съседа отдясно
picture-key-each = от всеки
picture-key-again = хвърли пак
picture-key-fever-skip = треска: пропуск
picture-key-fever-extra = треска: хвърли пак
picture-key-shipwreck = корабокрушение
picture-key-tree = дървото
picture-key-parrot = папагалът
picture-key-sail = плаване напред
picture-key-footprint = отпечатъкът
picture-key-friday = Петкан
picture-key-swap = размяна на места
picture-key-gallows = бесилото
picture-key-home = у дома

settings-board = 🖼 Дъска
settings-board-picture = Картина
settings-board-text = Текст
settings-board-about = { settings-board }: при „Картина“ се рисува островът с пионките на всички, а историята на играта е под картината; при „Текст“ дъската се описва само с думи и се зарежда по-бързо при бавна връзка.
lobby-board-picture = 🖼 Дъска: картина
lobby-board-text = 🖼 Дъска: текст
