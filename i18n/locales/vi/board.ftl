# The board: the story of each of the 45 fields, word for word from the printed edition.
# Imported with i18n/tools/import_seeds.py; the effect is generated (effects.ftl).

field-1 = Robinson rời ngôi nhà thơ ấu
field-2 = Con tàu chở R. đang đi tới những miền đất lạ chưa biết.
field-3 = Cơn bão dữ dội. R. say sóng khủng khiếp.
field-4 = Con tàu bị đắm.
field-5 = Sóng đánh R. dạt vào bờ một hòn đảo.
field-6 = R. đã được cứu sống.
field-7 = Ban đêm, R. trèo lên một cái cây to và ngủ trên đó.
field-8 = R. ra chỗ xác tàu đắm và tìm được súng, thuốc súng, hòm đồ nghề, v.v.; tất cả những thứ đó anh chở về đảo của mình bằng bè.
field-9 = R. trang bị, sắp xếp cho cái hang của mình.
field-10 = R. bắn được một con dê, và con dê con đi theo anh về nhà.
field-11 = R. bắt được một con rùa.
field-12 = R. đang nằm bệnh nặng vì cơn sốt dữ dội, gần như sắp chết.
field-13 = R. khỏi bệnh nhưng vẫn còn yếu, ngồi trên hàng rào cọc và suy nghĩ về số phận của mình.
field-14 = Trong lúc đi dạo, R. gặp những chùm nho và quả dưa rất ngon.
field-15 = R. gieo lúa mạch, dùng hạt lấy từ số lương thực cứu được từ tàu đắm.
field-16 = R. tự làm cho mình một cái giỏ.
field-17 = R. nói chuyện với con vẹt mà anh đã bắt được.
field-18 = R. gặt lúa bằng một thanh kiếm. Thà thiếu bánh mì còn hơn thiếu lời khuyên!
field-19 = R. nặn cho mình những chiếc nồi đất và đang đem đi nung.
field-20 = R. nướng bánh mì.
field-21 = R. may cho mình bộ quần áo mới từ da thú.
field-22 = R. đóng cho mình một chiếc pirogue (một loại thuyền) từ một khúc gỗ khổng lồ.
field-23 = R. chèo pirogue vòng quanh đảo của mình.
field-24 = Bữa ăn. R. và tất cả bạn bè của anh.
field-25 = Khi đi lang thang trên đảo, R. nhìn thấy dấu chân người trên cát.
field-26 = R. gặp một đống xương và sọ người khổng lồ trên bờ biển.
field-27 = Bọn man rợ ăn thịt người đã tới đảo. R. dùng kính viễn vọng quan sát chúng.
field-28 = R. cứu Thứ Sáu và giết hai tên dã man đang đuổi theo cậu ấy.
field-29 = Thứ Sáu thề trung thành với R.
field-30 = R. dạy dỗ Thứ Sáu.
field-31 = Chiếc pirogue đầu tiên tỏ ra không dùng được, R. và Thứ Sáu đã đóng một chiếc mới.
field-32 = Bọn ăn thịt người lại quay trở lại đảo. R. và Thứ Sáu tấn công chúng để giải cứu tù nhân.
field-33 = Thứ Sáu tìm thấy cha già của mình trên một trong những chiếc pirogue của bọn ăn thịt người.
field-34 = Những tù nhân được cứu – một người Tây Ban Nha và cha của Thứ Sáu – được mời ăn uống.
field-35 = Người Tây Ban Nha và cha của Thứ Sáu lên đường ra khơi để, nếu có thể, giải cứu những người Tây Ban Nha khác đang bị bọn ăn thịt người giam giữ.
field-36 = R. nhìn thấy một con tàu đang neo và một chiếc thuyền buồm đang hướng về đảo.
field-37 = Người trên tàu đã nổi loạn, chiếm mũi đất và bắt giữ thuyền trưởng, trung úy và một hành khách. R. và Thứ Sáu giải thoát họ trong lúc bọn phiến loạn đang ngủ trong rừng.
field-38 = Thuyền trưởng và đồng đội đã giết hai thủy thủ; những người còn lại đầu hàng.
field-39 = Một viên trung úy bắn chết tên cầm đầu cuộc nổi loạn sau khi con tàu được chiếm lại.
field-40 = Người thuyền trưởng biết ơn tặng con tàu cho R.
field-41 = Những kẻ nổi loạn bị R. đưa ra xét xử; lúc này R. đã được thuyền trưởng cho bộ quần áo mới và được gọi là “Thống đốc”.
field-42 = Kẻ cầm đầu cuộc nổi loạn bị treo cổ trên cành của một cây to.
field-43 = Rời đảo. Giây phút được giải thoát đã đến!
field-44 = Trở về quê hương của R. sau một chuyến hành trình bình an.
field-45 = R. trở về nhà sau 28 năm xa cách. Ngay trước cửa, anh gặp lại cha già. Cả hai bên đều vui mừng và xúc động khôn tả.

# How a field is named in running text and in the rules list.
field-ref = Số { $field }

# A field's own short telling for a game line, where any cut of its story loses the point.
field-25-short = R. nhìn thấy dấu chân người trên cát.
field-22-short = R. đóng một chiếc pirogue (một loại thuyền).
field-31-short = R. và Thứ Sáu đã đóng một chiếc pirogue mới.
field-32-short = R. và Thứ Sáu tấn công bọn ăn thịt người.
field-34-short = R. mời những tù nhân được cứu ăn uống.
field-45-short = R. trở về nhà sau 28 năm xa cách.
# Cutting a story short for a game line (not shown as such). The snippet ends after a clause, or
# before one of the phrase openers; it never ends on an opener or a weak word, and never splits
# one of the names (separated by ";").
story-cut-openers = và của với từ trên trong dưới để cho về tới đến khi sau trước nhưng hoặc hay mà vì bằng ở theo tại rồi
story-cut-weak = những các một mỗi cái con chiếc cuộc viên tên đã đang sẽ rất cũng chưa không bị là thì lấy
story-cut-names = Thứ Sáu; đi tới; Tây Ban Nha; ăn thịt người; kính viễn vọng; thuốc súng; bánh mì; nổi loạn; thuyền trưởng; trung úy; đồ nghề; dê con; lúa mạch; lương thực; tàu đắm; xác tàu; thủy thủ; đầu hàng; cầm đầu; treo cổ; quê hương; hành trình; bình an; xa cách; hàng rào; số phận; chùm nho; quả dưa; thanh kiếm; lời khuyên; nồi đất; khổng lồ; khúc gỗ; bờ biển; man rợ; dấu chân; lang thang; nhìn thấy; tìm thấy; quan sát; dã man; đuổi theo; tù nhân; tấn công; giải cứu; cha già; thuyền buồm; hành khách; đồng đội; miền đất; cơn sốt; dữ dội; mũi đất; bắt giữ; ra khơi; lên đường; ăn uống; xét xử; quần áo; vui mừng; đi dạo; sắp chết; khỏi bệnh; trở về; cha của Thứ Sáu
