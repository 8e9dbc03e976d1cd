# Văn bản luật chơi: đoạn luật của bản in (nguyên văn), các quyết định R1–R27 của chúng tôi, thiết lập của ván.
# Số R1…R27 do chương trình thêm vào; mỗi tin nhắn một điều luật.

rules-title = Robinson Crusoe — cách chơi
rules-edition-title = Luật chơi
rules-edition =
    Mỗi người chơi lần lượt gieo xúc xắc và ghi một dấu vào tờ giấy ở số N: mà mặt xúc xắc chỉ vào. Từ lần gieo thứ hai trở đi, người chơi sẽ tiến lên bấy nhiêu ô tương ứng với số chấm trên xúc xắc.
    Khi bắt đầu trò chơi, mỗi người chơi bỏ 10 thẻ (chip) vào quỹ chung. Người nhỏ tuổi nhất, cũng là “thủ quỹ”, bắt đầu trò chơi. Ai là người đầu tiên đến số 45 sẽ thắng cuộc. Lần gieo quyết định về đích phải ra đúng số cần thiết; nếu không, người chơi phải lùi lại số ô bằng đúng số đã vượt quá 45.
# A note shown under the edition's paragraph, for an oddity of the printed text; empty if none.
rules-edition-note = 📎 Đoạn trên được chép nguyên văn từ bản in. Chữ “số N:” là của chính bản in: N là con số mà mặt xúc xắc chỉ vào (lần gieo đầu tiên đặt quân lên ô có số đó), không phải lỗi của bot.
rules-decisions-title = Quyết định của chúng tôi ở những chỗ các bản in không nói rõ hoặc khác nhau
rules-settings-title = Thiết lập của ván này
rules-settings-new = Thiết lập cho ván mới ở đây
rules-fields-title = 45 ô trên bàn cờ

rule-1 = Người chơi: từ 2 đến 6 người một bàn (tối đa 10 nếu thiết lập cho phép). Người chơi máy ngồi vào chỗ như người thật.
rule-2 = Thẻ: mỗi người bắt đầu với một túi thẻ và bỏ một số thẻ cược vào quỹ chung (xem ⚙️ thiết lập). Thủ quỹ không phải là ngân hàng riêng: “trả cho thủ quỹ” nghĩa là trả vào quỹ chung, “nhận từ thủ quỹ” nghĩa là lấy từ quỹ chung.
rule-3 = Người nhỏ tuổi nhất là thủ quỹ và đi trước. Trong nhóm, chủ phòng mặc định là thủ quỹ, trừ khi có người chơi bấm “Tôi nhỏ tuổi nhất” trong phòng chờ; lần bấm cuối cùng được tính.
rule-4 = Chỗ ngồi theo thứ tự tham gia, xoay sao cho thủ quỹ ngồi đầu. Ván chơi đi theo chiều kim đồng hồ, nên người ngồi bên phải bạn là người chơi còn sống đi ngay trước bạn.
rule-5 = Lần gieo đầu tiên đặt bạn vào ô có số bằng số chấm trên xúc xắc, và hiệu ứng của ô đó được áp dụng.
rule-6 = Mỗi lần gieo sau đó đưa bạn tiến lên bấy nhiêu ô; hiệu ứng của ô bạn dừng chân được áp dụng.
rule-7 = Phải đến đúng số 45. Nếu gieo vượt quá thì lùi lại: từ số 41 gieo ra 6 thì bạn dừng ở số 43.
rule-8 = Khi một ô đưa bạn sang ô khác (25 → 14, 23 → 27, đổi chỗ 36 ↔ 41, bắt đầu lại từ số 4), hiệu ứng của ô bạn đến cũng được áp dụng, chỉ cho bạn. Người bị di chuyển vì ô của người khác (bị đẩy từ 41 về 36) không nhận hiệu ứng nào.
rule-9 = Gieo thêm: bạn gieo ngay thêm một lần nữa, trong cùng lượt.
rule-10 = Mất lượt: lượt kế tiếp của bạn trôi qua mà không được gieo.
rule-11 = Nước đi tùy chọn được quyết định sau khi thấy xúc xắc; bot hiện một nút cho mỗi ô có thể đến. Với người chơi máy, hoặc người chơi hết thời gian, trò chơi sẽ tự chọn theo chiến thuật.
rule-12 = Không ai bị âm thẻ. Nếu phải trả nhiều hơn số mình có, bạn trả hết những gì có và phần còn thiếu được bỏ qua; nếu được nhận nhiều hơn số trong quỹ chung, bạn nhận những gì còn lại trong quỹ. Vì vậy tổng số thẻ trong các túi và quỹ chung luôn không đổi.
rule-13 = Số 1: mỗi người chơi còn sống trả 1 thẻ vào quỹ chung. Phần của Thứ Sáu không áp dụng ở đây.
rule-14 = Số 4, đắm tàu: sau lần gieo tiếp theo, bạn chọn đi tiếp từ số 4, hoặc bắt đầu lại ở ô có số bằng số chấm trên xúc xắc, như thể đó là lần gieo đầu tiên. Chỉ lần gieo kế tiếp đó mới có lựa chọn này.
rule-15 = Số 7, cái cây: mỗi lần gieo khi đang ở số 7, bạn chọn đi tiếp hoặc ở lại. Không giới hạn số lần.
rule-16 = Số 12, cơn sốt: các bản in không thống nhất nên đây là một thiết lập: mất lượt kế tiếp (bản tiếng Bulgaria) hoặc được gieo ngay thêm một lần nữa (bản tiếng Estonia và tiếng Việt; câu “du må slå én gang” của bản tiếng Đan Mạch cũng được hiểu như vậy). Ván mới lấy giá trị mặc định theo ngôn ngữ của phòng chờ (tiếng Việt: gieo thêm một lần); nếu đổi ngôn ngữ trước khi bắt đầu thì luật cũng đổi theo, trừ khi chủ phòng đã tự chọn; khi ván đã bắt đầu thì luật này không đổi nữa.
rule-17 = Số 17, con vẹt: ai cũng có thể bấm “🦜 Tội nghiệp Robinson!” và bot cho biết ai đã nói. Việc này không bao giờ làm ván chơi dừng lại và không làm thay đổi thẻ.
rule-18 = Số 23: bạn có thể chèo thuyền thẳng tới số 27 hoặc ở lại, tùy bạn chọn.
rule-19 = Số 25, dấu chân: vì quá sợ hãi, bạn chạy về số 14 và nhận 2 thẻ của ô đó.
rule-20 = Số 29: nhận 2 thẻ từ người ngồi bên phải, người đó trở thành Thứ Sáu của bạn đến hết ván. Mỗi Robinson có nhiều nhất một Thứ Sáu; một người chơi có thể là Thứ Sáu của nhiều Robinson. Nếu không còn người chơi nào khác sống sót thì không có Thứ Sáu.
rule-21 = Phần của Thứ Sáu: khi chính ô của bạn bắt bạn trả cho thủ quỹ (8, 15, 26), Thứ Sáu của bạn cũng trả 1 thẻ, dù bạn trả được bao nhiêu; khi ô của bạn cho bạn nhận từ thủ quỹ (3, 11, 14, 18, 33, 40), Thứ Sáu của bạn cũng nhận 1 thẻ, sau bạn. Số 1 không tính, và khoản trả của chính Thứ Sáu không bao giờ kéo theo Thứ Sáu của người khác.
rule-22 = Số 32: nhận 1 thẻ từ mỗi người chơi khác còn sống, lấy thẳng từ túi của họ chứ không phải từ quỹ chung, nên phần của Thứ Sáu không áp dụng.
rule-23 = Số 36: nếu có người đang ở số 41, hai người phải đổi chỗ: bạn đến số 41, người kia về số 36. Nếu có nhiều người ở đó, bạn chọn đổi với ai.
rule-24 = Số 42, giá treo cổ: chỉ lần gieo ra 6 khi đang đứng ở số 42 mới gây chết (42 + 6 lùi về đúng 42). Đến số 42 bằng cách khác thì không sao.
rule-25 = Thắng cuộc: người đầu tiên đến số 45 thắng ngay và nhận toàn bộ quỹ chung. Nếu người thắng có Thứ Sáu còn sống, Thứ Sáu được một phần ba (làm tròn xuống); nếu không, người chơi còn sống gần số 45 nhất được một nửa (làm tròn xuống; nếu bằng nhau thì người ngồi đầu tiên sau người thắng theo thứ tự chỗ ngồi). Người thắng mà không còn ai khác sống sót thì giữ tất cả.
rule-26 = Chết: người chơi đã chết rời bàn cùng túi thẻ của mình. Người đó không còn lượt, không trả và không nhận gì, và không còn được tính là người ngồi bên phải, là Thứ Sáu hay là người gần đích nhất. Quan hệ giữa Robinson và Thứ Sáu của mình chấm dứt khi một trong hai người chết hoặc rời ván. Nếu tất cả đều chết, ván kết thúc không có người thắng và không ai nhận được quỹ chung.
rule-27 = Rời ván: người chơi rời ván đang chơi, hoặc bị loại vì bỏ lượt quá nhiều, được coi như đã chết từ lúc đó, chỉ khác là bot ghi “đã rời đi” (hoặc “bị loại”) thay vì “đã chết”.

rules-setting-field12-skip = 🤒 Số 12 (cơn sốt): bạn mất lượt kế tiếp (theo bản tiếng Bulgaria).
rules-setting-field12-extra = 🤒 Số 12 (cơn sốt): bạn được gieo ngay thêm một lần nữa (theo bản tiếng Estonia, tiếng Việt và tiếng Đan Mạch).
rules-setting-chips = 🪙 Mỗi người chơi bắt đầu với { $count } thẻ.
rules-setting-ante = 🏦 Khi bắt đầu, mỗi người chơi bỏ { $count } thẻ vào quỹ chung.
rules-setting-purse = 👛 Như vậy, mỗi người bước vào cuộc đua với { $count } thẻ trong túi.
