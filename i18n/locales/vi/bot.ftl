# Mọi tin nhắn của bot ngoài câu chuyện của ván chơi.
# Tên ($name, $names) được chèn nguyên dạng; bot tự lo việc thoát ký tự. Không dùng định dạng ở đây.

language-name = 🇻🇳 Tiếng Việt

## Phòng chờ
lobby-title = 🏝 Robinson Crusoe — ván mới
lobby-host = 👑 Chủ phòng: { $name }
lobby-last-winner = 🏆 Ván trước: { $name } thắng
lobby-last-no-winner = 🏁 Ván trước: không ai về đến nhà
lobby-players-title = 👥 Người chơi:
lobby-players-full = 👥 Người chơi ({ $seated }/{ $max }, bàn đã đầy):
lobby-player = { $index }. { $name }
lobby-player-cashier = { $index }. { $name } · 💰 thủ quỹ, đi trước
lobby-player-bot = { $index }. 🤖 { $name } · { $strength }
lobby-no-players = Chưa có ai tham gia.
lobby-seats = 🪑 { $count }/{ $max } người chơi (ít nhất { $min })
lobby-settings-title = ⚙️ Thiết lập
lobby-field12-skip = 🤒 Số 12: mất lượt kế tiếp
lobby-field12-extra = 🤒 Số 12: gieo thêm một lần
lobby-start-chips = 🪙 Mỗi người bắt đầu với { $count } thẻ
lobby-ante = 🏦 Mỗi người góp quỹ chung: { $count } thẻ
lobby-timeout = ⏱ Thời gian mỗi lượt: { $time }
lobby-timeout-off = ⏱ Thời gian mỗi lượt: không giới hạn
lobby-dice-telegram = 🎲 Xúc xắc: có hiệu ứng (Telegram)
lobby-dice-bot = 🎲 Xúc xắc: ngay lập tức (bot gieo)
lobby-language = 🌐 Ngôn ngữ: { $language }
lobby-usually = (thường là { $value })
lobby-rule-followed = (đổi theo ngôn ngữ)
lobby-hint = Bấm “Tham gia” để vào bàn. Người nhỏ tuổi nhất bấm “Tôi nhỏ tuổi nhất”: người đó làm thủ quỹ và đi trước.
lobby-roll-hint = 👉 Gieo bằng nút “🎲 Gieo”, lệnh /roll, hoặc tự gửi 🎲.
lobby-roll-hint-buttons = 👉 Gieo bằng nút “🎲 Gieo” hoặc lệnh /roll: bot không nhận được xúc xắc gửi trong nhóm này.
lobby-bot-name = Máy { $number }
# The computer players' names, as the language spells them (after Defoe's characters).
computer-xury = Xury
computer-poll = Poll
computer-atkins = Atkins
computer-ismael = Ismael
computer-mirth = Mirth
computer-wilkins = Wilkins
computer-zoe = Zoe
computer-kelly = Kelly
computer-moll = Moll

strength-random = ngẫu nhiên
strength-forward = táo bạo
strength-optimal = khôn ngoan
strength-random-about = 🎲 Ngẫu nhiên: chọn bất kỳ nước đi hợp lệ nào.
strength-forward-about = ➡️ Táo bạo: luôn chọn nước đi xa nhất.
strength-optimal-about = 🧠 Khôn ngoan: chọn nước đi có cơ hội thắng cao nhất, dựa trên vị trí của mọi người chơi.

btn-join = ✋ Tham gia
btn-leave = 🚪 Rời đi
btn-join-private = 💬 Tham gia qua tin nhắn riêng
btn-youngest = 👶 Tôi nhỏ tuổi nhất
btn-add-bot = 🤖 Thêm người chơi máy
btn-bot-random = 🎲 Ngẫu nhiên
btn-bot-forward = ➡️ Táo bạo
btn-bot-optimal = 🧠 Khôn ngoan
btn-remove-bot = ➖ Bớt người chơi máy
btn-settings = ⚙️ Thiết lập
btn-start = ▶️ Bắt đầu
btn-cancel = ✖️ Hủy
btn-sure-leave = ✅ Rời ván
btn-sure-cancel = ✅ Hủy ván
btn-play-on = ↩️ Chơi tiếp
toast-sure-leave = 🚪 Bạn có chắc muốn rời ván không? Bạn giữ lại số thẻ của mình nhưng không được gieo nữa, và ván vẫn tiếp tục mà không có bạn. Bấm “{ $button }” bên dưới để xác nhận.
toast-sure-cancel = ✖️ Hủy ván cho mọi người? Bấm “{ $button }” bên dưới để xác nhận.
inline-asks-leave = 🚪 { $name } muốn rời ván: ✅ để xác nhận, ↩️ để chơi tiếp.
inline-asks-cancel = ✖️ { $name } muốn hủy ván: ✅ để xác nhận, ↩️ để chơi tiếp.
toast-sure-cancel-solo = ✖️ Hủy ván này? Bấm “{ $button }” bên dưới để xác nhận.
toast-sure-leave-solo = 🚪 Bạn có chắc muốn rời ván không? Khi đó người chơi máy sẽ chơi nốt ván, và ván được tính vào /stats của bạn (ván hủy bằng /cancel thì không). Bấm “{ $button }” bên dưới để xác nhận.
toast-sure-leave-last = 🚪 Bạn có chắc muốn rời ván không? Bạn là người cuối cùng còn trong cuộc đua: ván sẽ kết thúc, và không ai nhận được quỹ chung ({ $pot } 🪙). Bấm “{ $button }” bên dưới để xác nhận.
toast-question-for = Câu hỏi này dành cho { $name }.
toast-only-host-inline = Chỉ chủ phòng { $name } mới hủy được ván này.
btn-play-again = 🔁 Chơi lại
btn-back = ⬅️ Quay lại
btn-done = ✅ Xong
btn-language = 🌐 Ngôn ngữ
btn-roll = 🎲 Gieo
btn-parrot = 🦜 Tội nghiệp Robinson!
btn-finish-for-me = ⏩ Chơi nốt giúp tôi
game-last-person = ⏩ { $name } là người cuối cùng còn trong ván: gieo tiếp, hoặc bấm “Chơi nốt giúp tôi”.
game-last-person-choice = ⏩ { $name } là người cuối cùng còn trong ván: chọn một nước đi, hoặc bấm “Chơi nốt giúp tôi”.
btn-rules = 📜 Luật chơi

lobby-joined = ✋ { $name } đã tham gia ván chơi.
lobby-left = 🚪 { $name } đã rời phòng chờ.
lobby-youngest = 👶 { $name } nhỏ tuổi nhất: làm thủ quỹ và đi trước.
lobby-bot-added = 🤖 { $name } ({ $strength }) ngồi vào bàn.
lobby-bot-removed = ➖ { $name } rời bàn.
lobby-remove-about = ➖ Bấm vào một tên bên dưới để mời người chơi đó rời bàn.
lobby-too-few = Chưa đủ người chơi: cần ít nhất { $min } người để bắt đầu.
lobby-too-many = Bàn đã đầy: tối đa { $max } người chơi.
lobby-only-host-start = Chỉ chủ phòng hoặc quản trị viên của nhóm mới bắt đầu được ván chơi.
lobby-only-host-cancel = Chỉ chủ phòng hoặc quản trị viên của nhóm mới hủy được ván chơi.
lobby-only-host-settings = Chỉ chủ phòng hoặc quản trị viên của nhóm mới đổi được thiết lập.
lobby-already-joined = Bạn đã tham gia rồi.
lobby-not-joined = Bạn chưa tham gia ván này.
lobby-exists = Ở đây đã có một ván đang chờ người chơi: hãy bấm nút “{ $button }” ở trên.
lobby-exists-below = Ở đây đã có một ván đang chờ người chơi: hãy bấm nút “{ $button }” ở dưới.
lobby-game-running = Ở đây đang có một ván chơi rồi.
lobby-running-end-yours = Bạn có thể hủy ván bằng /cancel.
lobby-running-end-host = Chủ phòng { $name } hoặc quản trị viên của nhóm có thể hủy ván bằng /cancel.
lobby-join-next = Bạn có thể tham gia ván tiếp theo khi ván này kết thúc.
lobby-started = ▶️ Ván chơi bắt đầu! { $name } là thủ quỹ và gieo trước.
start-ping = ▶️ { $players }: ván chơi bắt đầu! { $name } là thủ quỹ và gieo trước.
lobby-cancelled = ✖️ { $name } đã hủy ván chơi.
lobby-cancelled-private = ✖️ Bạn đã hủy ván chơi.
cancel-standings = 📍 Mọi người đã đến đâu:
cancel-standing = { $place }. { $name }: số { $field } · { $chips } 🪙
cancel-standing-start = { $place }. { $name }: chưa bắt đầu · { $chips } 🪙
cancel-pot = 🏦 Không ai nhận được quỹ chung: { $pot } 🪙
game-finished-for = ⏩ Bot đã chơi nốt { $count } lượt còn lại của { $name } theo luật.
lobby-expired = ⌛ Không ai bắt đầu ván chơi nên phòng chờ đã đóng.
lobby-no-game = Ở đây chưa có ván nào. Hãy bắt đầu bằng /new.
lobby-no-game-inline = Ván gửi qua @{ $bot } thì chơi bằng các nút bên dưới tin nhắn của ván đó.

## Tin nhắn trực tiếp của ván chơi
game-header = 🏝 Robinson · vòng { $round } · quỹ { $pot } 🪙
game-player = 🧭 { $name } ở số { $field } · { $chips } 🪙
game-player-start = 🧭 { $name } chưa bắt đầu · { $chips } 🪙
game-player-turn = 👉 { $name } ở số { $field } · { $chips } 🪙
game-player-turn-start = 👉 { $name } chưa bắt đầu · { $chips } 🪙
game-player-dead = ☠️ { $name } (đã chết) · { $chips } 🪙
game-player-left = 🚪 { $name } (đã rời đi) · { $chips } 🪙
game-player-removed = 🚪 { $name } (bị loại) · { $chips } 🪙
game-player-home = 🏠 { $name } đã về nhà · { $chips } 🪙
game-player-friday = 🤝 Thứ Sáu: { $name }
game-player-fever = 🤒 mất lượt kế tiếp
game-player-restart = 🚢 được bắt đầu lại
game-player-tree = 🌳 được ở lại trên cây
game-turn = 🎲 Đến lượt { $name } gieo.
game-turn-dice = 🎲 Đến lượt { $name }: gửi 🎲 hoặc bấm “Gieo”.
game-turn-button = 🎲 Đến lượt { $name }: bấm “Gieo”.
game-waiting-choice = ⏳ Đang chờ { $name } chọn.
game-parrot-call = 🦜 Tất cả cùng bấm “Tội nghiệp Robinson!”
game-said-poor = 🦜 “Tội nghiệp Robinson!” — { $names }
game-you-said = 🦜 Bạn đã nói: “Tội nghiệp Robinson!”
game-last-moves = Những nước đi vừa qua:

## Nhắc nhở và hết giờ
remind-turn = { $name }, đến lượt bạn rồi! 🎲
remind-choice = { $name }, bạn cần đưa ra lựa chọn. ⏳
remind-time-limit = ⏱ Mỗi lượt bạn có { $time }; khi hết giờ, máy sẽ đi thay bạn.
remind-time-only = ⏱ Mỗi lượt bạn có { $time }.
remind-last-chance = ⚠️ Nếu lượt này cũng hết giờ, bạn sẽ bị loại khỏi ván chơi.
remind-time-left = ⏳ Lượt này bạn còn { $time }; khi hết giờ, máy sẽ đi thay bạn.
remind-time-left-only = ⏳ Lượt này bạn còn { $time }.
time-minutes-seconds = { $minutes } phút { $seconds } giây
timeout-auto = ⏱ { $name } suy nghĩ quá lâu; máy đã đi thay.
timeout-removed = 🚪 { $name } đã bỏ lỡ { $count } lượt liên tiếp và bị loại khỏi ván chơi.

## Kết thúc
end-title = 🏁 Ván chơi kết thúc
end-winner = 🏆 { $name } về đến nhà ở vòng { $round } và thắng quỹ chung: { $pot } 🪙
end-share-friday = 🤝 Thứ Sáu { $name } được một phần ba: { $chips } 🪙
end-share-nearest = 🪙 { $name }, người gần đích nhất, được một nửa: { $chips } 🪙
end-share-tie = ⚖️ Cũng ở số { $field }: { $names }. Nếu bằng nhau, một nửa thuộc về người đầu tiên sau người thắng theo thứ tự lượt chơi.
end-share-none = Không còn ai khác sống sót, nên người thắng giữ tất cả.
end-no-winner = ☠️ Không ai sống sót. Không ai nhận được quỹ chung: { $pot } 🪙
end-purses-title = 👛 Số thẻ cuối cùng:
end-purse = { $name }: { $chips } 🪙
end-purse-winner = 🏆 { $name }: { $chips } 🪙
end-purse-dead = ☠️ { $name }: { $chips } 🪙 (chết trên giá treo cổ)
end-purse-left = 🚪 { $name }: { $chips } 🪙 (đã rời ván)
end-purse-removed = 🚪 { $name }: { $chips } 🪙 (bị loại khỏi ván)
end-dice-log = 🎲 Các lần gieo: { $dice }
end-choices-log = 🔀 Lựa chọn: { $choices }
end-replay =
    Để phát lại ván này:
    { $command }
end-replay-seats = 💺 Chỗ ngồi trong lệnh: { $seats }
end-turns = Đã chơi { $count } lượt.

## Thông báo ngắn khi bấm nút
toast-not-your-turn = Chưa đến lượt bạn.
toast-old-game = Nút này thuộc về một ván cũ.
toast-already-done = Đã làm rồi.
toast-now-your-turn = Ván chơi đã đi tiếp: giờ đến lượt bạn.
toast-choose-again = 👆 Bạn bấm ngay sau lần gieo nên chưa có gì được chọn: hãy bấm lại nút bạn muốn chọn.
toast-finish-sure = Bấm nút “{ $button }” một lần nữa để bot chơi nốt ván thay bạn theo luật (gieo được 6 ở giá treo cổ, số 42, vẫn là chết).
toast-busy = ⏳ Chờ một chút — các lượt vẫn đang diễn ra.
toast-busy-twin = ⏳ Chờ một chút — lần bấm trước của bạn vẫn đang được xử lý.
toast-unknown-button = Nút không xác định.
toast-not-in-game = Bạn không tham gia ván này.
toast-you-left = Bạn đã rời ván này.
toast-you-joined = ✋ Bạn đã tham gia ván này.
toast-not-member = Tôi không còn ở trong nhóm này: hãy thêm lại tôi vào nhóm để chơi ở đây.
toast-join-first = Hãy bấm “{ $button }” trước để vào bàn.
toast-removed = Bạn đã bỏ lỡ { $count } lượt liên tiếp và bị loại khỏi ván chơi.
toast-join-not-member = Chỉ thành viên của nhóm đó mới tham gia được ván của nhóm.
toast-only-host = Chỉ chủ phòng hoặc quản trị viên của nhóm mới làm được việc này.
toast-only-host-named = Chỉ chủ phòng { $name } mới làm được việc này.
toast-only-host-or-admin = Chỉ chủ phòng { $name } hoặc quản trị viên của nhóm mới làm được việc này.
toast-only-host-or-admin-cancel = Chỉ chủ phòng { $name } hoặc quản trị viên của nhóm mới hủy được ván này.
toast-only-host-or-admin-lang = Nhóm này đang dùng { $language }; chỉ chủ phòng { $name } hoặc quản trị viên của nhóm mới đổi được.
toast-lang-admin-or-host = Chỉ quản trị viên của nhóm hoặc chủ phòng của một ván ở đây mới đổi được ngôn ngữ của nhóm.
toast-forwarded-dice = Xúc xắc chuyển tiếp không được tính: hãy tự gieo 🎲.
toast-only-dice = Chỉ xúc xắc 🎲 được tính, không phải { $emoji }.
toast-not-your-roll = Không phải lượt bạn gieo: đang là lượt của { $name }.
toast-game-not-running = Ván chưa bắt đầu: chủ phòng bấm “{ btn-start }”.
toast-unreachable = 🏝 Hiện chưa thể ra đảo. Hãy thử lại sau giây lát.
toast-roll-again = 🎲 Lần gieo đó không được tính: hiện chưa thể ra đảo. Hãy gieo lại.
toast-damaged = Ván đã lưu bị hỏng và đã được cất sang một bên. Bắt đầu ván mới bằng /new.
toast-updating = ⏳ Bot đang được cập nhật — hãy thử lại sau một phút. Không có gì bị mất.
toast-choose-first = Hãy chọn một trong các nút trước.
toast-parrot-silent = Con vẹt đang im lặng: hãy chờ ai đó đến ô số 17.
joined-private = ✅ Bạn đã vào bàn! Ván chơi sẽ bắt đầu trong nhóm “{ $group }” khi chủ phòng bấm nút “{ $button }”.
btn-to-group = ↩️ Về nhóm
toast-left = Bạn đã rời ván.
toast-saved = Đã lưu.

## Thiết lập
settings-title = ⚙️ Thiết lập
settings-field12 = 🤒 Số 12
settings-field12-skip = Mất lượt kế tiếp
settings-field12-extra = Gieo thêm một lần
settings-field12-about = { settings-field12 }: các bản in không thống nhất về cơn sốt. Bản tiếng Bulgaria: mất lượt kế tiếp; bản tiếng Estonia, tiếng Việt và tiếng Đan Mạch: được gieo thêm một lần.
settings-start-chips = 🪙 Số thẻ ban đầu
settings-ante = 🏦 Số thẻ góp vào quỹ chung
settings-timeout = ⏱ Thời gian mỗi lượt
settings-timeout-value = { $seconds } giây
settings-timeout-off = Không giới hạn
settings-timeout-about = { settings-timeout }: khi còn một nửa thời gian, bot sẽ nhắc; hết giờ thì máy đi lượt đó thay người chơi, và ai bỏ lỡ { $count } lượt liên tiếp sẽ bị loại khỏi ván chơi.
settings-timeout-inline = Ở ván này, lời nhắc chỉ hiện ngay trong tin nhắn này: Telegram không gửi thông báo khi tin nhắn được sửa.
settings-dice = 🎲 Xúc xắc
settings-dice-telegram = Có hiệu ứng (Telegram)
settings-dice-bot = Ngay lập tức (bot gieo)
settings-dice-about = { settings-dice }: “Có hiệu ứng” dùng 🎲 của Telegram, mỗi lượt mọi người xem xúc xắc lăn vài giây; “Ngay lập tức” thì bot tự gieo, không phải chờ.
settings-max-players = 👥 Số người chơi tối đa
settings-current = Hiện tại: { $value }
settings-changed = ✅ { $setting }: { $value }
settings-row = { $setting }: { $value }
settings-locked = Không thể đổi thiết lập khi ván đã bắt đầu.
settings-solo = 🤖 Ván chơi với máy dùng thiết lập mặc định và bàn cờ do bạn chọn bên dưới: bắt đầu bằng /new rồi chọn đối thủ.
settings-bad-ante = Số thẻ góp vào quỹ chung không được lớn hơn số thẻ ban đầu.

## Ngôn ngữ
lang-choose = 🌐 Chọn ngôn ngữ
lang-changed = ✅ Ngôn ngữ: { $language }
lang-switched = 🌐 { $name } đã đổi ngôn ngữ của nhóm sang { $language }.

## Chơi một mình
solo-title = 🏝 Chơi một mình
solo-choose-opponents = Bạn muốn bao nhiêu đối thủ máy?
solo-opponents = { $count } đối thủ
solo-choose-strength = Họ nên chơi giỏi đến mức nào?
solo-choose-strength-one = Máy nên chơi giỏi đến mức nào?
solo-started = ▶️ Bạn và { $count } người chơi máy lên đường. Bạn gieo trước.

## Thống kê
stats-title = 📊 Các ván của { $name }
stats-games = 🎮 Đã chơi { $count } ván
stats-wins = 🏆 Thắng { $count } ván
stats-deaths = ☠️ Chết trên giá treo cổ { $count } lần
stats-none = Chưa chơi ván nào. Bắt đầu bằng /new!
info-none-running = Chưa có ván nào kết thúc: ván đang chơi sẽ được tính khi kết thúc.
top-title = 🏆 Những Robinson giỏi nhất nhóm
top-line = { $rank }. { $name } — thắng { $count } ván · { $games } 🎮
top-none = Ở đây chưa có ván nào chơi xong.
top-no-wins = 🤖 Ở đây chưa có người nào thắng: người chơi máy không được xếp hạng.
top-played = { $name } — { $games } 🎮

## Trợ giúp, lời chào và lệnh
start-private = 👋 Chào mừng đến với Robinson Crusoe, cuộc đua xúc xắc khắp hòn đảo!
    Hãy chơi một mình với máy ở đây, hoặc thêm tôi vào nhóm để chơi cùng bạn bè.
cmd-new = Mở ván mới
cmd-join = Tham gia ván chơi
cmd-leave = Rời ván chơi
cmd-begin = Bắt đầu ván chơi
cmd-roll = Gieo xúc xắc
cmd-board = Xem bàn cờ
cmd-rules = Luật chơi
cmd-lang = Đổi ngôn ngữ
cmd-settings = Thiết lập ván chơi
cmd-settings-private = Kiểu bàn cờ khi chơi với máy
cmd-stats = Thống kê của bạn
cmd-top = Những người giỏi nhất nhóm
cmd-top-private = Những người giỏi nhất ở mọi nơi
cmd-cancel = Hủy ván chơi
cmd-help = Cách chơi
cmd-start = Lời chào và chơi một mình
board-title = 🗺 Bàn cờ

## Lỗi
error-generic = 😕 Đã có lỗi xảy ra. Không có gì bị mất; hãy thử lại.
error-group-only = Lệnh này chỉ dùng được trong nhóm.
error-private-only = Lệnh này chỉ dùng được khi trò chuyện riêng với tôi.
error-bad-number = Hãy gửi một số nguyên.
cli-no-token = Hãy gán token của bot cho biến TELEGRAM_BOT_TOKEN (lấy token từ @BotFather: https://t.me/BotFather), hoặc chơi thử bot ngay trong trình duyệt mà không cần token: robinson-bot playground
cli-token-rejected = Telegram đã từ chối token: hãy lấy token mới từ @BotFather: https://t.me/BotFather
cli-playground-no-token = Chưa có TELEGRAM_BOT_TOKEN, nên đây là sân chơi thử: bot chạy ngay trong trình duyệt của bạn. Để chạy bot thật, hãy lấy token từ @BotFather (https://t.me/BotFather) rồi chạy TELEGRAM_BOT_TOKEN=… make run

## History
history-title = 📜 Các ván gần đây
history-title-group = 📜 Các ván gần đây trong nhóm “{ $group }”
history-title-yours = 📜 Các ván gần đây của bạn
history-won = { $number }. 🏆 { $name } thắng ở vòng { $round }
history-no-winner = { $number }. ☠️ Không ai về đến nhà
history-cancelled = { $number }. ✖️ Đã hủy ở vòng { $round }
history-none = Ở đây chưa chơi ván nào. Bắt đầu bằng /new.
history-none-running = Ở đây chưa có ván nào kết thúc: ván đang chơi sẽ được thêm vào danh sách khi chơi xong.
history-none-yours = 📜 Bạn chưa có ván nào kết thúc. Mọi ván bạn chơi ở đây, trong nhóm hay qua @{ $bot }, sẽ hiện ở đây khi kết thúc. Bắt đầu bằng /new.
history-cancelled-uncounted = ✖️ Ván đã hủy không được tính vào /stats.
cmd-history = Những ván gần đây và các lần gieo

## Dấu giá treo cổ và tin nhắn cho người bị đổi chỗ
game-player-gallows = ☠️ gieo 6 thì chết
game-player-home-on = 🎯 chỉ gieo { $value } mới về nhà
game-player-timed-out = ⏱ máy đã đi thay { $count } lượt
game-player-last-chance = ⚠️ lỡ thêm 1 lượt là bị loại
swap-told = ⚓ { $name } ơi, { $mover } đã đổi chỗ với bạn: bạn quay về số { $field }.

## Net chips, the top of every chat, a roll that counted, a running game
stats-chips-won = 🪙 Tính chung các ván: +{ $count } thẻ so với số thẻ ban đầu, trước khi góp quỹ chung
stats-chips-lost = 🪙 Tính chung các ván: −{ $count } thẻ so với số thẻ ban đầu, trước khi góp quỹ chung
stats-chips-even = 🪙 Tính chung các ván: ±0 thẻ so với số thẻ ban đầu, trước khi góp quỹ chung
top-global-title = 🏆 Những Robinson giỏi nhất ở mọi nơi
top-global-none = Chưa có ván nào kết thúc. Bắt đầu bằng /new!
toast-roll-counted = Lần gieo của bạn đã được tính: bot đã gieo 🎲 cho bạn. Giờ đến lượt { $name }.
toast-own-roll-counted = 🎲 của chính bạn đã được tính. Giờ đến lượt { $name }.
toast-roll-timed-out = ⏱ Bạn đã hết giờ; máy đã đi thay bạn. Giờ đến lượt { $name }.
toast-too-early = ⏳ Bạn gieo trước khi bàn cờ báo đến lượt bạn, nên lần gieo đó không được tính. Hãy gieo lại ngay.

## A turn's time in the settings' buttons
settings-timeout-minutes = { $minutes } phút

## Lời chào, /start, /help và luật chơi tóm tắt
welcome-group = 👋 Xin chào! Tôi là người quản trò Robinson Crusoe ở nhóm này: cuộc đua xúc xắc khắp hòn đảo, từ ngôi nhà của Robinson đến ngày gặp lại cha già.
    Bấm “🏝 Ván mới” để mở bàn; bấm một lá cờ để đổi ngôn ngữ của tôi trong nhóm này.
btn-new-game = 🏝 Ván mới
btn-play-computer = 🤖 Chơi với máy
btn-add-to-group = ➕ Thêm tôi vào nhóm
btn-full-rules = 📖 Toàn bộ luật chơi
help-title = 🏝 Robinson Crusoe: cách chơi
help-turn = 🎲 Đến lượt bạn, bấm “Gieo”: bạn đi tiếp số ô bằng số chấm gieo được.
rules-key-points =
    🪙 Có ô bắt bạn trả thẻ vào quỹ chung, có ô cho bạn lấy thẻ từ quỹ; ai về nhà đầu tiên sẽ thắng quỹ chung.
    ☠️ Gieo được 6 ở giá treo cổ, số 42, là chết.
rules-key-share = 🤝 Người thắng chia quỹ chung: một phần ba cho Thứ Sáu của mình, nếu không thì một nửa cho người gần nhà nhất.

## Chủ phòng rời đi; kết thúc khi có người rời ván
game-host-passed = 👑 { $name } giờ là chủ phòng.
end-share-none-left = Không còn ai khác trong cuộc đua, nên người thắng giữ tất cả.
end-no-winner-left = 🚪 Không còn ai trong cuộc đua. Không ai nhận được quỹ chung: { $pot } 🪙

## Đã có ván ở đây: bạn đã có chỗ, hoặc tham gia qua chat riêng
lobby-already-seated = Bạn đã có chỗ rồi: ván chơi bắt đầu khi chủ phòng bấm nút “{ $button }”.
lobby-already-host = Bạn là chủ phòng: ván chơi bắt đầu khi bạn bấm nút “{ $button }”.
joined-private-already = ✅ Bạn đã có chỗ trong ván của nhóm “{ $group }”: ván sẽ bắt đầu ở đó khi chủ phòng bấm “{ $button }”.
joined-private-playing = 🎲 Bạn đang chơi trong ván của nhóm “{ $group }”.
joined-private-started = ⏳ Ván chơi trong nhóm “{ $group }” đã bắt đầu; bạn có thể tham gia ván sau.
joined-private-none = 🏝 Nhóm “{ $group }” hiện không còn ván nào đang mở: ai trong nhóm cũng có thể mở ván mới bằng /new.

# Issue 25: a solo game speaks to its player; the solo menu's mix
game-your-turn = 🎲 Đến lượt bạn: bấm “Gieo”.
game-your-choice = 👇 Bạn chọn đi: bấm một nút bên dưới.
game-parrot-call-you = 🦜 Bạn cũng nói đi: bấm “Tội nghiệp Robinson!”
game-parrot-call-named = 🦜 Cùng { $name } nói đi: bấm “Tội nghiệp Robinson!”
game-parrot-call-yours = 🦜 Bạn nói chuyện với con vẹt: bấm “Tội nghiệp Robinson!”
game-parrot-call-group = 🦜 { $name } nói chuyện với con vẹt. Tất cả cùng bấm “Tội nghiệp Robinson!”
btn-bot-mix = 🔀 Xen kẽ
strength-mix-about = 🔀 Xen kẽ: đối thủ khôn ngoan và ngẫu nhiên luân phiên nhau.

# Issue 25: the private rule book's parts behind buttons
btn-rules-decisions = ⚖️ Quyết định của chúng tôi R1–R27
btn-rules-fields = 🗺 45 ô trên bàn cờ

# Issue 25: /history in a group shows the games; the logs come in private
btn-history-logs = 🎲 Nhật ký các ván (tin nhắn riêng)
btn-game-log = 🎲 Các lần gieo của ván này
history-not-member = Chỉ thành viên của nhóm đó mới xem được các ván của nhóm.

## Inline mode: a game in any chat, in one message
inline-title = 🏝 Ván Robinson Crusoe mới
inline-description = Tin nhắn trong cuộc trò chuyện này chính là ván chơi: mọi người ở đây đều có thể tham gia và chơi ngay trong đó.
btn-play-elsewhere = 🎲 Chơi trong cuộc trò chuyện khác
btn-remove-seat = ➖ Bớt người chơi

# Play-test 43: a command the bot does not know, in a private chat
unknown-command = 🤔 Tôi không hiểu lệnh { $command }. Dùng /help để xem mọi lệnh.
unknown-command-guess = 🤔 Tôi không hiểu lệnh { $command }. Có phải ý bạn là { $guess }? Dùng /help để xem mọi lệnh.
