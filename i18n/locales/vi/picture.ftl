# Bàn chơi dạng hình ảnh: vài chữ trên hình và tùy chọn trong phòng chờ để bật nó.

picture-title = Robinson Crusoe
picture-key-take = lấy từ quỹ
picture-key-pay = trả vào quỹ
picture-key-everyone = mọi người trả
picture-key-right = trả người bên phải
picture-key-each = lấy của mỗi người
picture-key-again = gieo thêm
picture-key-fever-skip = sốt: mất lượt
picture-key-fever-extra = sốt: gieo thêm
picture-key-shipwreck = đắm tàu
picture-key-tree = cái cây
picture-key-parrot = con vẹt
picture-key-sail = chèo thuyền tiếp
picture-key-footprint = dấu chân
picture-key-friday = Thứ Sáu
picture-key-swap = đổi chỗ
picture-key-gallows = giá treo cổ
picture-key-home = về nhà

settings-board = 🖼 Bàn cờ
settings-board-picture = Hình ảnh
settings-board-text = Dạng chữ
settings-board-about = { settings-board }: “Hình ảnh” vẽ hòn đảo với quân của mọi người, diễn biến ở bên dưới; “Dạng chữ” chỉ ghi bằng chữ ai đang ở đâu, tải nhanh hơn khi mạng chậm.
lobby-board-picture = 🖼 Bàn cờ: hình ảnh
lobby-board-text = 🖼 Bàn cờ: dạng chữ
