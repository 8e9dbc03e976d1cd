# Câu chuyện của ván chơi, mỗi sự kiện một dòng với biểu tượng riêng.
# $name, $other, $robinson, $friday, $winner: tên người chơi; $dst, $field, $onward, $restart, $to, $back: số ô;
# $value: xúc xắc; $story: vài chữ của câu chuyện trên ô; $amount, $paid, $owed, $total, $pot: thẻ.

ev-turn = ▶️ Đến lượt: { $name }
ev-rolled = 🎲 { $name } gieo được { $value }
ev-rolled-extra = 🔁 { $name } gieo thêm: { $value }
ev-moved-placement = 🏝 { $name } bắt đầu ở số { $dst } “{ $story }”
ev-moved-roll = ➡️ { $name } đi đến số { $dst } “{ $story }”
ev-moved-count-back = ↩️ { $name } vượt quá 45 và lùi về số { $dst } “{ $story }”
ev-moved-restart = 🔄 { $name } bắt đầu lại ở số { $dst } “{ $story }”
ev-moved-footprint = 👣 Quá sợ hãi, { $name } chạy về số { $dst } “{ $story }”
ev-moved-sail = ⛵ { $name } chèo thuyền tới số { $dst } “{ $story }”
ev-moved-swap = ⚓ { $name } đến số { $dst } “{ $story }”
turn-roll-move = 🎲 { $name } gieo được { $value } → { $dst } “{ $story }”
turn-roll-count-back = 🎲 { $name } gieo được { $value } → 45 ↩️ { $dst } “{ $story }”
turn-reroll-move = 🔁 { $name } gieo thêm được { $value } → { $dst } “{ $story }”
turn-reroll-count-back = 🔁 { $name } gieo thêm được { $value } → 45 ↩️ { $dst } “{ $story }”
ev-stayed-tree = 🌳 { $name } ở lại trên cây, số { $field }
ev-stayed-boat = 🏖️ { $name } ở lại số { $field }
ev-stayed = ⏸ { $name } ở lại số { $field }
ev-choice-restart = 🚢 { $name } có thể đi tiếp đến số { $onward } hoặc bắt đầu lại ở số { $restart }.
ev-choice-tree = 🌳 { $name } có thể đi tiếp đến số { $onward } hoặc ở lại trên cây, số { $field }.
ev-choice-sail = ⛵ { $name } có thể chèo thuyền tới số { $onward } hoặc ở lại số { $field }.
ev-choice-swap = ⚓ { $name } phải chọn một người để đổi chỗ: { $others }.
ev-paid-pot = 🪙 { $name } trả { $amount } thẻ vào quỹ chung
ev-paid-pot-friday = 🤝 { $name }, Thứ Sáu của { $robinson }, cũng trả { $amount } thẻ
ev-paid-player = 🪙 { $name } trả { $amount } thẻ cho { $other }
ev-took-pot = 🪙 { $name } nhận { $amount } thẻ từ quỹ chung
ev-took-pot-friday = 🤝 { $name }, Thứ Sáu của { $robinson }, cũng nhận { $amount } thẻ
ev-took-player = 🪙 { $name } nhận { $amount } thẻ từ { $other }
ev-short-purse = { $paid ->
        [0] (không còn thẻ nào, lẽ ra phải trả { $owed })
       *[other] (chỉ có { $paid } thẻ, lẽ ra phải trả { $owed })
    }
ev-short-pot = { $paid ->
        [0] (quỹ chung đã hết thẻ, lẽ ra được nhận { $owed })
       *[other] (quỹ chung chỉ có { $paid } thẻ, lẽ ra được nhận { $owed })
    }
ev-short-player = { $paid ->
        [0] ({ $other } không còn thẻ nào, lẽ ra phải trả { $owed })
       *[other] ({ $other } chỉ có { $paid } thẻ, lẽ ra phải trả { $owed })
    }
turn-everyone-paid = 🪙 Mọi người trả { $amount } thẻ: +{ $total } 🪙 vào quỹ chung
turn-took-each = 🪙 { $name } nhận { $amount } thẻ từ mỗi người khác: +{ $total } 🪙
ev-friday-bound = 🤝 { $friday } giờ là Thứ Sáu của { $robinson }
ev-friday-lost = 🤝 { $friday } không còn là Thứ Sáu của { $robinson } nữa
ev-swapped = ⚓ { $name } và { $other } đổi chỗ: { $name } → { $to }, { $other } → { $back }
ev-restart-ahead = 🚢 Tàu đắm! Ở lần gieo tới, { $name } được bắt đầu lại từ đầu.
ev-skip-ahead = ⏭ { $name } lên cơn sốt ở số { $field } và mất lượt kế tiếp
ev-extra-roll = 🔁 { $name } được gieo thêm một lần
ev-skipped = ⏭ { $name } mất lượt này
ev-parrot = 🦜 { $name } nói chuyện với con vẹt. Tất cả hãy bấm “Tội nghiệp Robinson!”
ev-died = ☠️ Giá treo cổ! { $name } gieo ra 6 ở số { $field } và chết
ev-left = 🚪 { $name } đã rời ván
ev-won = 🏠 { $name } đã về đến nhà và thắng toàn bộ quỹ chung: { $pot } 🪙!
ev-shared-friday = 🤝 { $name }, Thứ Sáu của { $winner }, được một phần ba: { $chips } 🪙
ev-shared-nearest = 🪙 { $name }, người gần đích nhất, được { $winner } chia một nửa: { $chips } 🪙
ev-no-winner = ☠️ Không còn ai sống sót. Không ai nhận được quỹ chung: { $pot } 🪙
ev-no-winner-left = { end-no-winner-left }

# Nút lựa chọn: ngắn gọn, nói rõ dẫn đến đâu.
btn-move-on = ➡️ { $field }
btn-stay-tree = 🌳 Ở lại số { $field }
btn-start-over = 🔄 Làm lại từ số { $field }
btn-sail = ⛵ Chèo tới số { $field }
btn-stay-boat = 🏖️ Ở lại số { $field }
btn-swap = ⚓ Đổi chỗ với { $name }

## Ô của lựa chọn được hay mất gì (sau số trên nút)
btn-move-on-cost = { btn-move-on } · { $cost }
btn-start-over-cost = { btn-start-over } · { $cost }
btn-sail-cost = { btn-sail } · { $cost }
cost-pay = −{ $chips } 🪙
cost-take = +{ $chips } 🪙
cost-everyone-pays = mọi người −{ $chips } 🪙
cost-neighbour = −{ $chips } 🪙 → người bên phải
cost-each = +{ $chips } 🪙 từ mỗi người
cost-friday = 🤝 Thứ Sáu, +{ $chips } 🪙
cost-fever-skip = 🤒 mất lượt
cost-fever-extra = 🤒 gieo thêm
cost-roll-again = 🎲 gieo thêm
cost-sail = ⛵ chèo tới số { $field }
cost-back = ↩️ lùi về số { $field }
cost-swap = ⚓ đổi chỗ với số { $field }
cost-gallows = ☠️ giá treo cổ
cost-home = 🏠 về nhà!

# Issue 25: a solo game speaks to its player; the solo menu's mix
ev-choice-restart-you = 🚢 Bạn có thể đi tiếp đến số { $onward } hoặc bắt đầu lại ở số { $restart }.
ev-choice-tree-you = 🌳 Bạn có thể đi tiếp đến số { $onward } hoặc ở lại trên cây, số { $field }.
ev-choice-sail-you = ⛵ Bạn có thể chèo thuyền tới số { $onward } hoặc ở lại số { $field }.
ev-choice-swap-you = ⚓ Bạn hãy chọn một người để đổi chỗ: { $others }.
ev-parrot-alone = 🦜 { $name } nói chuyện với con vẹt: “Tội nghiệp Robinson!”

# How many turns a cut in a story stands for, after what they did to the purses
cut-turns = 🎲 { $count } lượt
