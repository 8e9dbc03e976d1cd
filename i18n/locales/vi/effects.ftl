# Dòng hiệu ứng của các ô, sinh ra từ dữ liệu bàn cờ để luôn nói đúng luật đang áp dụng.
# $amount, $share: số thẻ; $field: chính ô đó; $target: ô hiệu ứng dẫn tới; $roll: số chấm xúc xắc.
# Tiếng Việt không có số nhiều: một dạng câu dùng cho mọi con số.

effect-everyone-pays = Mỗi người chơi trả { $amount } thẻ vào quỹ chung.
effect-pay-pot = Trả { $amount } thẻ cho thủ quỹ.
effect-take-pot = Nhận { $amount } thẻ từ thủ quỹ.
effect-friday-pays = Thứ Sáu của bạn (nếu có) cũng trả { $amount } thẻ.
effect-friday-takes = Thứ Sáu của bạn (nếu có) cũng nhận { $amount } thẻ.
effect-pay-right = Trả { $amount } thẻ cho người ngồi bên phải bạn.
effect-restart = Ở lần gieo tiếp theo, bạn được bắt đầu lại từ đầu: thay vì đi tiếp từ số { $field }, bạn đến ô có số bằng số chấm trên xúc xắc.
effect-stay = Mỗi lần gieo ở đây, bạn được chọn đi tiếp hoặc ở lại trên cây, bao nhiêu lần tùy thích.
effect-fever-skip = Bạn mất lượt kế tiếp.
effect-fever-extra = Bạn được gieo ngay thêm một lần nữa.
effect-parrot = Tất cả cùng nói với con vẹt: “Tội nghiệp Robinson!”
effect-roll-again = Bạn được gieo ngay thêm một lần nữa.
effect-roll-again-careful = Bạn được gieo ngay thêm một lần nữa, nhưng cẩn thận: ra { $roll } chấm là đến số { $field } và phải quay về số { $target }!
effect-sail = Bạn có thể đi thẳng tới số { $target } hoặc ở lại số { $field }.
effect-go-back = Vì quá sợ hãi, bạn chạy về số { $target }.
effect-bind-friday = Nhận { $amount } thẻ từ người ngồi bên phải, người đó trở thành Thứ Sáu của bạn đến hết ván: khi bạn trả cho thủ quỹ, Thứ Sáu cũng trả { $share } thẻ; khi bạn nhận từ thủ quỹ, Thứ Sáu cũng nhận { $share } thẻ.
effect-take-each = Nhận { $amount } thẻ từ mỗi người chơi khác.
effect-swap = Nếu có người chơi đang ở số { $target }, hai người phải đổi chỗ: bạn đến số { $target }, người kia lùi về số { $field }.
effect-gallows = Nếu đứng ở đây mà gieo ra { $roll } chấm, bạn quay lại đúng ô này: bạn “chết” và bị loại khỏi trò chơi. Đến ô này bằng cách khác thì không sao.
effect-home = Bạn thắng toàn bộ quỹ chung. Nếu bạn có Thứ Sáu, cậu ấy được một phần ba; nếu không, người chơi còn sống gần số 45 nhất được một nửa.
