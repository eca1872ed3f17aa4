/**
 * Sample public-site content, seeded on first start so the site is complete in both
 * languages (Vietnamese first, English second). Pure data: no imports, no side effects.
 *
 * Cross references use stable keys (category `key`, post `key`); the seeder resolves them
 * to database ids. Post HTML uses only <h2>, <p>, <ul>/<li>, <strong> and <table>.
 */

export interface SeedCategory {
  key: string;
  nameVi: string;
  nameEn: string;
}

export interface SeedPost {
  key: string;
  categoryKey: string;
  slug: string;
  titleVi: string;
  titleEn: string;
  descriptionVi: string;
  descriptionEn: string;
  /** HTML: <h2>, <p>, <ul><li>, <strong>, <table> allowed. */
  contentVi: string;
  /** HTML: <h2>, <p>, <ul><li>, <strong>, <table> allowed. */
  contentEn: string;
  /** ISO 8601, within 2025-2026. */
  publishedAt: string;
}

export interface SeedMenuItem {
  nameVi: string;
  nameEn: string;
  typeLink: 'category' | 'post' | 'other';
  /** Only for typeLink 'other'; category and post items give categoryKey / postKey instead. */
  link?: string;
  categoryKey?: string;
  postKey?: string;
}

export interface SeedHomeItem {
  type: 'TOP' | 'HEADER' | 'BODY' | 'FOOTER' | 'SERVICE';
  titleVi: string;
  titleEn: string;
  link?: string;
  contentVi?: string;
  contentEn?: string;
  /** Ant Design icon component name, e.g. 'RocketOutlined'. */
  icon?: string;
  categoryKey?: string;
  menuItems: SeedMenuItem[];
}

export interface SeedCompanyInfo {
  nameVi: string;
  nameEn: string;
  addressVi: string;
  addressEn: string;
  phone: string;
  hotline: string;
  email: string;
  taxCode: string;
  descriptionVi: string;
  descriptionEn: string;
}

// ---------------------------------------------------------------------------------------
// Company
// ---------------------------------------------------------------------------------------

export const COMPANY_INFO: SeedCompanyInfo = {
  nameVi: 'Công ty TNHH Chuyển phát nhanh ACF Việt Nam',
  nameEn: 'ACF Vietnam Express Co., Ltd.',
  addressVi: 'Số 58 Trường Sơn, Phường 2, Quận Tân Bình, TP. Hồ Chí Minh, Việt Nam',
  addressEn: '58 Truong Son Street, Ward 2, Tan Binh District, Ho Chi Minh City, Vietnam',
  phone: '+84 28 3811 2468',
  hotline: '+84 903 112 468',
  email: 'info@acfexpress.vn',
  taxCode: '0315938174',
  descriptionVi:
    'ACF Express cung cấp dịch vụ chuyển phát nhanh quốc tế, vận tải hàng không, vận tải đường biển và hậu cần thương mại điện tử xuyên biên giới từ Việt Nam đi hơn 220 quốc gia và vùng lãnh thổ. Văn phòng và kho hàng đặt tại TP. Hồ Chí Minh (gần sân bay Tân Sơn Nhất) và Hà Nội (gần sân bay Nội Bài).',
  descriptionEn:
    'ACF Express provides international express, air freight, sea freight and cross-border e-commerce logistics from Vietnam to more than 220 countries and territories. Offices and warehouses are located in Ho Chi Minh City (near Tan Son Nhat Airport) and Hanoi (near Noi Bai Airport).',
};

// ---------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------

export const SEED_CATEGORIES: SeedCategory[] = [
  { key: 'about', nameVi: 'Giới thiệu', nameEn: 'About us' },
  { key: 'services', nameVi: 'Dịch vụ', nameEn: 'Services' },
  { key: 'news', nameVi: 'Tin tức', nameEn: 'News' },
  { key: 'guides', nameVi: 'Quy định & hướng dẫn', nameEn: 'Regulations & guides' },
];

// ---------------------------------------------------------------------------------------
// Posts
// ---------------------------------------------------------------------------------------

const BANNED_GOODS: SeedPost = {
  key: 'banned-goods',
  categoryKey: 'guides',
  slug: 'banned-goods',
  titleVi: 'Danh mục hàng cấm gửi và hàng hạn chế khi gửi hàng quốc tế',
  titleEn: 'Prohibited and restricted items for international shipments',
  descriptionVi:
    'Những mặt hàng ACF Express không nhận vận chuyển theo pháp luật Việt Nam, quy định hàng không và quy định của nước đến, cùng các mặt hàng chỉ nhận khi có giấy phép hoặc chứng từ bổ sung.',
  descriptionEn:
    'Items ACF Express cannot carry under Vietnamese law, aviation rules and destination-country rules, and the items accepted only with a permit or extra documents.',
  contentVi: `
<p>Trước khi đặt booking, Quý khách vui lòng kiểm tra kỹ danh mục dưới đây. Hàng hóa vi phạm sẽ bị từ chối ngay khi lấy hàng, hoặc có thể bị hải quan Việt Nam hay hải quan nước đến tạm giữ, tịch thu, tiêu hủy. Người gửi chịu toàn bộ chi phí phát sinh và trách nhiệm pháp lý liên quan. Danh mục được xây dựng dựa trên Luật Bưu chính, quy định của Việt Nam về hàng cấm xuất khẩu, nhập khẩu, quy định của IATA và điều kiện vận chuyển của DHL, FedEx, UPS, Yamato và K-Cargo.</p>
<h2>1. Hàng cấm gửi tuyệt đối</h2>
<ul>
<li><strong>Vũ khí, đạn dược, vật liệu nổ</strong> và linh kiện của chúng, kể cả súng đồ chơi giống súng thật và công cụ hỗ trợ như dùi cui điện, bình xịt hơi cay.</li>
<li><strong>Ma túy, tiền chất ma túy</strong>, chất hướng thần; thuốc gây nghiện khi không có đơn thuốc hợp lệ.</li>
<li><strong>Tiền mặt, giấy tờ có giá</strong> (séc, trái phiếu, thẻ cào đã kích hoạt), vàng, bạc, đá quý và kim loại quý.</li>
<li><strong>Động vật sống</strong>, động vật hoang dã và sản phẩm từ chúng như ngà voi, sừng tê giác, vảy tê tê, mật gấu, da và xương hổ.</li>
<li><strong>Hài cốt, tro cốt</strong>, bộ phận cơ thể người, mẫu máu và mẫu bệnh phẩm.</li>
<li><strong>Văn hóa phẩm đồi trụy</strong>, tài liệu có nội dung chống phá Nhà nước, xuyên tạc lịch sử hoặc xâm phạm an ninh quốc gia.</li>
<li><strong>Hàng giả, hàng nhái</strong> và hàng xâm phạm quyền sở hữu trí tuệ (túi xách, đồng hồ, quần áo giả nhãn hiệu).</li>
<li><strong>Cổ vật, di vật</strong> và bảo vật quốc gia chưa được cấp phép xuất khẩu.</li>
<li><strong>Thuốc lá điện tử, thuốc lá nung nóng</strong> cùng linh kiện và tinh dầu đi kèm, bị cấm tại Việt Nam từ năm 2025.</li>
</ul>
<h2>2. Hàng hạn chế: chỉ nhận khi có chứng từ</h2>
<ul>
<li><strong>Thực phẩm:</strong> chỉ nhận đồ khô, đóng gói kín, có nhãn ghi thành phần và hạn sử dụng. Không nhận thịt, hải sản tươi sống, trứng và sữa tươi.</li>
<li><strong>Thuốc, thực phẩm chức năng:</strong> cần đơn thuốc hoặc hóa đơn mua hàng; số lượng trong mức dùng cá nhân theo quy định của nước đến.</li>
<li><strong>Mỹ phẩm:</strong> cần bảng thành phần; sản phẩm dạng lỏng, dạng xịt có thể là hàng nguy hiểm (xem bài Hàng nguy hiểm).</li>
<li><strong>Hạt giống, cây giống, nông sản tươi:</strong> cần giấy chứng nhận kiểm dịch thực vật.</li>
<li><strong>Đồ gỗ, hàng mây tre đan:</strong> cần chứng nhận hun trùng hoặc xử lý nhiệt nếu nước đến yêu cầu.</li>
<li><strong>Thiết bị điện tử có pin:</strong> pin phải lắp trong máy, máy tắt nguồn và được chống bật công tắc ngoài ý muốn.</li>
<li><strong>Hàng giá trị cao</strong> (điện thoại, máy tính, đồng hồ): cần hóa đơn; nên mua bảo hiểm hàng hóa.</li>
</ul>
<h2>3. Quy định riêng của một số nước đến</h2>
<ul>
<li><strong>Nhật Bản:</strong> cấm thịt và sản phẩm từ thịt, kể cả xúc xích, lạp xưởng, chà bông, khô bò; hạn chế thuốc và mỹ phẩm vượt mức dùng cá nhân.</li>
<li><strong>Hàn Quốc:</strong> cấm sản phẩm từ thịt và trái cây tươi; thực phẩm chức năng giới hạn 6 lọ cho mỗi người nhận, người nhận cần cung cấp mã thông quan cá nhân (PCCC).</li>
<li><strong>Hoa Kỳ:</strong> thực phẩm phải được thông báo trước với FDA (Prior Notice) trước khi hàng đến; hàng dệt may cần khai rõ thành phần sợi.</li>
<li><strong>Úc, New Zealand:</strong> kiểm dịch rất nghiêm ngặt đối với hạt giống, đồ gỗ và thực phẩm có nguồn gốc động vật.</li>
</ul>
<h2>4. Kiểm tra trước khi gửi</h2>
<p>Hãy khai báo chính xác từng mặt hàng bằng tiếng Anh trên booking: tên hàng, số lượng, chất liệu và giá trị thực tế. Không khai chung chung như "quà tặng" hay "đồ dùng cá nhân". Nếu chưa chắc chắn, hãy gửi ảnh sản phẩm và bảng thành phần cho bộ phận chăm sóc khách hàng qua email hoặc đường dây nóng để được tư vấn trước khi đóng gói. ACF có quyền mở kiểm tra hàng trước khi nhận và từ chối bất kỳ kiện hàng nào không đáp ứng các quy định trên.</p>
`.trim(),
  contentEn: `
<p>Before you book a shipment, please check the list below carefully. Items that break these rules are refused at pickup, or may be held, seized or destroyed by Vietnamese customs or by the customs authority of the destination country. The shipper bears all resulting costs and legal liability. The list is based on Vietnam's Law on Postal Services, Vietnamese regulations on goods banned from export and import, IATA rules and the conditions of carriage of DHL, FedEx, UPS, Yamato and K-Cargo.</p>
<h2>1. Prohibited items (never accepted)</h2>
<ul>
<li><strong>Weapons, ammunition and explosives</strong> and their parts, including realistic toy guns and self-defence devices such as stun batons and pepper spray.</li>
<li><strong>Narcotics and their precursors</strong>, psychotropic substances, and addictive medicines without a valid prescription.</li>
<li><strong>Cash and negotiable instruments</strong> (cheques, bonds, activated top-up cards), gold, silver, precious stones and precious metals.</li>
<li><strong>Live animals</strong>, wildlife and wildlife products such as ivory, rhino horn, pangolin scales, bear bile, tiger skin and bone.</li>
<li><strong>Human remains and ashes</strong>, human organs, blood and clinical samples.</li>
<li><strong>Obscene material</strong> and publications that oppose the State, distort history or threaten national security.</li>
<li><strong>Counterfeit goods</strong> and goods that infringe intellectual property rights (fake branded bags, watches, clothing).</li>
<li><strong>Antiques and relics</strong>, and national treasures without an export licence.</li>
<li><strong>E-cigarettes and heated tobacco products</strong>, with their parts and liquids, banned in Vietnam since 2025.</li>
</ul>
<h2>2. Restricted items (accepted with documents)</h2>
<ul>
<li><strong>Food:</strong> dry food only, sealed and labelled with ingredients and expiry date. Fresh meat, fresh seafood, eggs and fresh milk are not accepted.</li>
<li><strong>Medicines and supplements:</strong> a prescription or purchase invoice is required; quantities must stay within personal-use limits of the destination country.</li>
<li><strong>Cosmetics:</strong> an ingredient list is required; liquids and sprays may be dangerous goods (see our Dangerous goods article).</li>
<li><strong>Seeds, seedlings and fresh produce:</strong> a phytosanitary certificate is required.</li>
<li><strong>Wooden, rattan and bamboo products:</strong> a fumigation or heat-treatment certificate where the destination requires it.</li>
<li><strong>Electronics with batteries:</strong> batteries must be installed, the device switched off and protected against accidental activation.</li>
<li><strong>High-value goods</strong> (phones, laptops, watches): an invoice is required; cargo insurance is strongly recommended.</li>
</ul>
<h2>3. Destination-specific rules</h2>
<ul>
<li><strong>Japan:</strong> meat and meat products are banned, including sausages, Chinese-style sausage, meat floss and beef jerky; medicines and cosmetics beyond personal-use quantities are restricted.</li>
<li><strong>Korea:</strong> meat products and fresh fruit are banned; health supplements are limited to six bottles per recipient, and the recipient must provide a Personal Customs Clearance Code (PCCC).</li>
<li><strong>United States:</strong> food requires FDA Prior Notice before it arrives; textiles must state their fibre content.</li>
<li><strong>Australia and New Zealand:</strong> very strict biosecurity checks on seeds, wood and food of animal origin.</li>
</ul>
<h2>4. Check before you ship</h2>
<p>Declare every item accurately in English on the booking: name, quantity, material and real value. Do not use vague descriptions such as "gift" or "personal items". If you are unsure, send a photo of the product and its ingredient list to our customer service team by e-mail or hotline before packing. ACF reserves the right to open and inspect any parcel before acceptance and to refuse any parcel that does not meet these rules.</p>
`.trim(),
  publishedAt: '2025-08-05T09:00:00+07:00',
};

const DANGEROUS_GOODS: SeedPost = {
  key: 'dangerous-goods',
  categoryKey: 'guides',
  slug: 'dangerous-goods',
  titleVi: 'Hàng nguy hiểm (DG): phân loại theo IATA và điều kiện nhận gửi',
  titleEn: 'Dangerous goods: IATA hazard classes and acceptance conditions',
  descriptionVi:
    'Chín nhóm hàng nguy hiểm theo IATA DGR, quy định về pin lithium UN3480/UN3481, nước hoa, mỹ phẩm dạng lỏng và những mặt hàng chứa nguy hiểm ẩn cần khai báo trước khi gửi.',
  descriptionEn:
    'The nine IATA DGR hazard classes, the rules for lithium batteries UN3480/UN3481, perfume and liquid cosmetics, and hidden dangerous goods you must declare before shipping.',
  contentVi: `
<p>Hàng nguy hiểm (Dangerous Goods, viết tắt DG) là chất hoặc vật phẩm có thể gây hại cho sức khỏe, tài sản hoặc môi trường khi vận chuyển bằng đường hàng không. ACF Express áp dụng Quy định hàng nguy hiểm của Hiệp hội Vận tải Hàng không Quốc tế (IATA DGR) cho mọi lô hàng quốc tế. Phần lớn hàng DG không thể gửi theo dịch vụ chuyển phát thông thường; một số loại chỉ được nhận khi có đủ chứng từ, bao bì và nhãn đúng quy cách.</p>
<h2>1. Chín nhóm hàng nguy hiểm theo IATA</h2>
<table>
<thead><tr><th>Nhóm</th><th>Tên nhóm</th><th>Ví dụ thường gặp</th></tr></thead>
<tbody>
<tr><td>1</td><td>Chất nổ</td><td>Pháo hoa, pháo sáng, đạn, kíp nổ</td></tr>
<tr><td>2</td><td>Chất khí (dễ cháy, không cháy, độc)</td><td>Bình xịt, bình gas mini, bình chữa cháy, bình lặn</td></tr>
<tr><td>3</td><td>Chất lỏng dễ cháy</td><td>Nước hoa, sơn móng tay, cồn, xăng dầu, sơn, keo dán</td></tr>
<tr><td>4</td><td>Chất rắn dễ cháy, chất tự cháy, chất sinh khí dễ cháy khi gặp nước</td><td>Diêm, than hoạt tính, bột kim loại</td></tr>
<tr><td>5</td><td>Chất oxy hóa và peroxide hữu cơ</td><td>Oxy già nồng độ cao, bột tẩy clo, phân bón amoni nitrat</td></tr>
<tr><td>6</td><td>Chất độc và chất lây nhiễm</td><td>Thuốc trừ sâu, mẫu bệnh phẩm, chất thải y tế</td></tr>
<tr><td>7</td><td>Chất phóng xạ</td><td>Thiết bị y tế có nguồn phóng xạ, một số thiết bị đo</td></tr>
<tr><td>8</td><td>Chất ăn mòn</td><td>Axit, ắc quy axit chì, chất tẩy rửa mạnh, thủy ngân</td></tr>
<tr><td>9</td><td>Hàng nguy hiểm khác</td><td>Pin lithium, đá khô, vật liệu từ tính, túi khí ô tô</td></tr>
</tbody>
</table>
<h2>2. Pin lithium: UN3480, UN3481, UN3090, UN3091</h2>
<ul>
<li><strong>UN3480 – pin lithium-ion đóng rời</strong> (sạc dự phòng, pin thay thế, cell pin): chỉ được chở trên máy bay chở hàng, phải khai báo DG và có mức sạc không quá 30%. ACF không nhận sạc dự phòng và pin rời qua dịch vụ chuyển phát thông thường.</li>
<li><strong>UN3481 – pin lithium-ion lắp trong hoặc đóng kèm thiết bị</strong> (điện thoại, máy tính xách tay, máy ảnh): được nhận khi mỗi pin không quá 100 Wh, mỗi cell không quá 20 Wh, thiết bị tắt nguồn và được chèn chặt trong hộp cứng. Từ ngày 01/01/2026, pin đóng kèm thiết bị cũng phải có mức sạc không quá 30%.</li>
<li><strong>UN3090/UN3091 – pin lithium kim loại</strong> (pin cúc áo, pin máy ảnh dùng một lần): lượng lithium không quá 2 g mỗi pin và 1 g mỗi cell; không nhận pin lithium kim loại đóng rời (UN3090).</li>
<li>Kiện hàng có pin phải dán nhãn pin lithium theo mẫu IATA khi quy định yêu cầu; nhân viên kho ACF có thể dán giúp. Pin phồng, hỏng hoặc bị nhà sản xuất thu hồi tuyệt đối không được gửi.</li>
</ul>
<h2>3. Nước hoa, mỹ phẩm và chất lỏng</h2>
<p>Nước hoa và nhiều loại mỹ phẩm chứa cồn thuộc nhóm 3 (UN1266, sản phẩm nước hoa). Sơn móng tay, nước rửa móng (axeton), keo xịt tóc, dầu gội khô dạng xịt và kem chống nắng dạng xịt cũng là hàng nguy hiểm. ACF chỉ nhận các mặt hàng này trên những tuyến và hãng chấp nhận hàng DG số lượng giới hạn (Limited Quantity), với điều kiện:</p>
<ul>
<li>có bảng dữ liệu an toàn (MSDS/SDS) bằng tiếng Anh, mục 14 ghi rõ thông tin vận chuyển;</li>
<li>mỗi chai không vượt dung tích hãng cho phép, nắp vặn chặt, quấn màng chống rò rỉ và có vật liệu thấm hút;</li>
<li>thùng ngoài chắc chắn, dán nhãn Limited Quantity, khối lượng cả kiện không quá 30 kg.</li>
</ul>
<p>Với hóa chất, mỹ phẩm hoặc chất lỏng không thuộc danh mục DG, hãng bay vẫn có thể yêu cầu MSDS và giấy chứng nhận vận chuyển an toàn do tổ chức giám định cấp. Vui lòng gửi chứng từ cho ACF trước 2 ngày làm việc.</p>
<h2>4. Hàng nguy hiểm ẩn</h2>
<p>Nhiều mặt hàng trông vô hại nhưng có thành phần nguy hiểm: phụ tùng xe máy, ô tô còn dính xăng dầu; bộ dụng cụ cắm trại có bình gas; máy khoan, máy cắt cỏ dùng pin; đồ chơi có pin lithium; nhiệt kế thủy ngân; thuốc nhuộm tóc; sơn và mực in. Hãy khai báo đầy đủ thành phần để được kiểm tra. Kiện hàng chứa DG không khai báo sẽ bị giữ lại, trả về người gửi và có thể bị nhà chức trách hàng không xử phạt.</p>
<h2>5. Khi nào cần liên hệ trước</h2>
<p>Nếu hàng thuộc một trong các nhóm trên hoặc chưa chắc chắn, hãy gửi cho bộ phận hàng nguy hiểm của ACF tên sản phẩm, ảnh chụp, MSDS và số lượng. Chúng tôi trả lời trong ngày làm việc về khả năng nhận gửi, tuyến phù hợp và chứng từ cần thiết.</p>
`.trim(),
  contentEn: `
<p>Dangerous goods (DG) are articles or substances that can endanger health, property or the environment when carried by air. ACF Express applies the Dangerous Goods Regulations of the International Air Transport Association (IATA DGR) to every international shipment. Most dangerous goods cannot travel as ordinary express parcels; some are accepted only with the correct documents, packaging and labels.</p>
<h2>1. The nine IATA hazard classes</h2>
<table>
<thead><tr><th>Class</th><th>Name</th><th>Common examples</th></tr></thead>
<tbody>
<tr><td>1</td><td>Explosives</td><td>Fireworks, flares, ammunition, detonators</td></tr>
<tr><td>2</td><td>Gases (flammable, non-flammable, toxic)</td><td>Aerosol sprays, camping gas cartridges, fire extinguishers, diving cylinders</td></tr>
<tr><td>3</td><td>Flammable liquids</td><td>Perfume, nail polish, alcohol, fuel, paint, adhesives</td></tr>
<tr><td>4</td><td>Flammable solids, spontaneously combustible substances, substances that emit flammable gas when wet</td><td>Matches, activated carbon, metal powders</td></tr>
<tr><td>5</td><td>Oxidizers and organic peroxides</td><td>Concentrated hydrogen peroxide, chlorine bleach powder, ammonium nitrate fertiliser</td></tr>
<tr><td>6</td><td>Toxic and infectious substances</td><td>Pesticides, clinical samples, medical waste</td></tr>
<tr><td>7</td><td>Radioactive material</td><td>Medical devices with radioactive sources, some measuring instruments</td></tr>
<tr><td>8</td><td>Corrosives</td><td>Acids, lead-acid batteries, strong cleaning agents, mercury</td></tr>
<tr><td>9</td><td>Miscellaneous dangerous goods</td><td>Lithium batteries, dry ice, magnetized material, car airbags</td></tr>
</tbody>
</table>
<h2>2. Lithium batteries: UN3480, UN3481, UN3090, UN3091</h2>
<ul>
<li><strong>UN3480 – lithium-ion batteries shipped on their own</strong> (power banks, spare batteries, loose cells): cargo aircraft only, with a full DG declaration and a state of charge of no more than 30%. ACF does not accept power banks or loose batteries on standard express services.</li>
<li><strong>UN3481 – lithium-ion batteries contained in or packed with equipment</strong> (phones, laptops, cameras): accepted when each battery is at most 100 Wh and each cell at most 20 Wh, the device is switched off and firmly cushioned in a rigid box. From 1 January 2026, batteries packed with equipment must also be at a state of charge of no more than 30%.</li>
<li><strong>UN3090/UN3091 – lithium metal batteries</strong> (coin cells, single-use camera batteries): at most 2 g of lithium per battery and 1 g per cell; loose lithium metal batteries (UN3090) are not accepted.</li>
<li>Packages with batteries must carry the IATA lithium battery mark where the rules require it; our warehouse team can apply it for you. Swollen, damaged or recalled batteries are never accepted.</li>
</ul>
<h2>3. Perfume, cosmetics and liquids</h2>
<p>Perfume and many alcohol-based cosmetics belong to Class 3 (UN1266, perfumery products). Nail polish, nail polish remover (acetone), hair spray, spray dry shampoo and spray sunscreen are also dangerous goods. ACF accepts them only on routes and with carriers that take dangerous goods in limited quantities, and only when:</p>
<ul>
<li>an English safety data sheet (MSDS/SDS) is provided, with transport information in section 14;</li>
<li>each bottle stays within the volume the carrier allows, with caps screwed tight, sealed with film and surrounded by absorbent material;</li>
<li>the outer box is strong, carries the Limited Quantity mark and weighs no more than 30 kg in total.</li>
</ul>
<p>For chemicals, cosmetics or liquids that are not classified as dangerous, airlines may still ask for an MSDS and a certificate of safe transport issued by an inspection body. Please send these documents to ACF at least two working days before shipping.</p>
<h2>4. Hidden dangerous goods</h2>
<p>Many harmless-looking items contain hazardous parts: motorbike and car parts with fuel residue, camping kits with gas cartridges, cordless drills and lawn mowers, toys with lithium batteries, mercury thermometers, hair dye, paint and printer ink. Describe the contents fully so that our operators can check them. Parcels found to contain undeclared dangerous goods are held, returned to the shipper and may lead to penalties from aviation authorities.</p>
<h2>5. When to contact us first</h2>
<p>If your goods fall into any of the groups above, or you are not sure, send the ACF dangerous goods desk the product name, photos, MSDS and quantity. We reply within the same working day on whether we can accept the shipment, which route suits it and the documents needed.</p>
`.trim(),
  publishedAt: '2025-08-19T09:00:00+07:00',
};

const TET_HOLIDAY_NOTICE: SeedPost = {
  key: 'tet-holiday-notice',
  categoryKey: 'news',
  slug: 'tet-holiday-notice',
  titleVi: 'Thông báo lịch nghỉ Tết Nguyên Đán Đinh Mùi 2027 và thời hạn nhận hàng',
  titleEn: 'Lunar New Year 2027: holiday schedule and shipping cut-off dates',
  descriptionVi:
    'ACF Express nghỉ Tết từ 04/02/2027 đến hết 11/02/2027 và làm việc trở lại từ 12/02/2027. Xem thời hạn nhận hàng cuối cùng của từng dịch vụ để kịp gửi hàng trước Tết.',
  descriptionEn:
    'ACF Express closes for Tet from 4 to 11 February 2027 and reopens on 12 February 2027. See the last acceptance date of each service so your shipments leave before the holiday.',
  contentVi: `
<p>Kính gửi Quý khách hàng và đối tác,</p>
<p>Nhân dịp Tết Nguyên Đán Đinh Mùi 2027, ACF Express trân trọng thông báo lịch nghỉ Tết và thời hạn nhận hàng cuối cùng để Quý khách chủ động kế hoạch gửi hàng. Mùng 1 Tết rơi vào thứ Bảy, ngày 06/02/2027. Đây là giai đoạn cao điểm nhất trong năm: sản lượng hàng xuất tăng mạnh, chỗ trên máy bay và tàu biển khan hiếm, thời gian thông quan kéo dài hơn bình thường.</p>
<h2>1. Thời gian nghỉ Tết</h2>
<ul>
<li>Văn phòng và kho hàng tại TP. Hồ Chí Minh và Hà Nội nghỉ từ <strong>thứ Năm 04/02/2027 đến hết thứ Năm 11/02/2027</strong> (mùng 6 Tết).</li>
<li>Làm việc trở lại từ <strong>thứ Sáu 12/02/2027</strong> (mùng 7 Tết).</li>
<li>Trong thời gian nghỉ, website và trang tra cứu vận đơn vẫn hoạt động 24/7; đường dây nóng có nhân viên trực từ 8:00 đến 17:00 để hỗ trợ các lô hàng đang trên đường vận chuyển.</li>
</ul>
<h2>2. Thời hạn nhận hàng cuối cùng trước Tết</h2>
<table>
<thead><tr><th>Dịch vụ</th><th>Hạn cuối nhận hàng</th><th>Nhận hàng trở lại</th></tr></thead>
<tbody>
<tr><td>Chuyển phát nhanh quốc tế qua DHL, FedEx, UPS</td><td>15:00 thứ Tư 03/02/2027</td><td>12/02/2027</td></tr>
<tr><td>Tuyến Nhật Bản (Yamato)</td><td>17:00 thứ Bảy 30/01/2027</td><td>12/02/2027, chuyến bay đầu tiên ngày 15/02/2027</td></tr>
<tr><td>Tuyến Hàn Quốc (K-Cargo)</td><td>17:00 thứ Sáu 29/01/2027</td><td>12/02/2027, chuyến bay đầu tiên ngày 15/02/2027</td></tr>
<tr><td>Thương mại điện tử</td><td>12:00 thứ Ba 02/02/2027</td><td>12/02/2027</td></tr>
<tr><td>Vận tải hàng không</td><td>Đặt chỗ trước 25/01/2027, hàng vào kho trước 01/02/2027</td><td>15/02/2027</td></tr>
<tr><td>Vận tải đường biển LCL/FCL</td><td>Chuyến tàu cuối: hàng vào kho CFS trước 25/01/2027</td><td>Chuyến tàu đầu tiên khoảng 20/02/2027</td></tr>
</tbody>
</table>
<p>Lưu ý: Hàn Quốc cũng nghỉ Tết Seollal trùng thời điểm này, vì vậy hàng đi Hàn Quốc cần gửi sớm hơn các tuyến khác. Hàng giao cho ACF sau thời hạn trên vẫn được nhận nhưng sẽ xuất đi sau Tết.</p>
<h2>3. Hàng nhập khẩu và thông quan</h2>
<p>Hồ sơ thông quan hàng nhập được nhận đến hết ngày 02/02/2027. Lô hàng về Việt Nam trong thời gian nghỉ sẽ được lưu tại kho hàng không hoặc kho ACF và làm thủ tục ngay khi hải quan làm việc bình thường trở lại. Phí lưu kho tại sân bay (nếu có) sẽ được thông báo cụ thể cho từng lô hàng.</p>
<h2>4. Khuyến nghị</h2>
<ul>
<li>Đặt booking càng sớm càng tốt; giá cước và phụ phí mùa cao điểm có thể thay đổi theo thông báo của hãng vận chuyển.</li>
<li>Chuẩn bị đầy đủ hóa đơn thương mại, phiếu đóng gói và chứng từ chuyên ngành trước khi giao hàng để tránh bị giữ lại qua Tết.</li>
<li>In nhãn và dán lên từng kiện trước khi nhân viên đến lấy hàng để rút ngắn thời gian nhận hàng tại kho.</li>
<li>Với lô hàng lớn, hãy liên hệ nhân viên kinh doanh phụ trách để giữ chỗ trước.</li>
</ul>
<p>ACF Express chân thành cảm ơn Quý khách đã tin tưởng đồng hành trong năm qua. Kính chúc Quý khách một năm mới an khang, thịnh vượng!</p>
`.trim(),
  contentEn: `
<p>Dear customers and partners,</p>
<p>For the Lunar New Year (Tet) 2027, the Year of the Goat, ACF Express announces its holiday schedule and final acceptance dates so that you can plan your shipments in advance. The first day of Tet falls on Saturday, 6 February 2027. This is the busiest period of the year: export volumes rise sharply, aircraft and vessel space is scarce, and customs clearance takes longer than usual.</p>
<h2>1. Holiday period</h2>
<ul>
<li>Offices and warehouses in Ho Chi Minh City and Hanoi are closed from <strong>Thursday 4 February 2027 to Thursday 11 February 2027</strong> (the 6th day of Tet).</li>
<li>We reopen on <strong>Friday 12 February 2027</strong> (the 7th day of Tet).</li>
<li>During the holiday, the website and shipment tracking remain available 24/7, and the hotline is staffed from 8:00 to 17:00 to support shipments already in transit.</li>
</ul>
<h2>2. Final acceptance dates before Tet</h2>
<table>
<thead><tr><th>Service</th><th>Last acceptance</th><th>Acceptance resumes</th></tr></thead>
<tbody>
<tr><td>International express via DHL, FedEx, UPS</td><td>15:00 Wednesday 3 February 2027</td><td>12 February 2027</td></tr>
<tr><td>Japan route (Yamato)</td><td>17:00 Saturday 30 January 2027</td><td>12 February 2027, first flight on 15 February 2027</td></tr>
<tr><td>Korea route (K-Cargo)</td><td>17:00 Friday 29 January 2027</td><td>12 February 2027, first flight on 15 February 2027</td></tr>
<tr><td>E-commerce</td><td>12:00 Tuesday 2 February 2027</td><td>12 February 2027</td></tr>
<tr><td>Air freight</td><td>Book before 25 January 2027, cargo in the warehouse before 1 February 2027</td><td>15 February 2027</td></tr>
<tr><td>Sea freight LCL/FCL</td><td>Last vessel: cargo at the CFS warehouse before 25 January 2027</td><td>First vessel around 20 February 2027</td></tr>
</tbody>
</table>
<p>Note: Korea celebrates Seollal at the same time, so shipments to Korea should be sent earlier than other routes. Shipments handed to ACF after these dates are still accepted but will depart after Tet.</p>
<h2>3. Imports and customs clearance</h2>
<p>Import clearance documents are accepted until the end of 2 February 2027. Shipments arriving in Vietnam during the holiday are stored at the airline terminal or the ACF warehouse and cleared as soon as customs resumes normal work. Any airport storage charges will be advised for each shipment.</p>
<h2>4. Recommendations</h2>
<ul>
<li>Book as early as possible; peak-season rates and surcharges may change as carriers announce them.</li>
<li>Prepare the commercial invoice, packing list and any permits before handing over your goods, so that nothing is held over the holiday.</li>
<li>Print the labels and attach them to every piece before our courier arrives, to speed up acceptance at the warehouse.</li>
<li>For large shipments, contact your account manager to reserve space in advance.</li>
</ul>
<p>Thank you for your trust and partnership over the past year. We wish you a healthy, peaceful and prosperous New Year!</p>
`.trim(),
  publishedAt: '2026-12-15T09:00:00+07:00',
};

const CORE_VALUES: SeedPost = {
  key: 'core-values',
  categoryKey: 'about',
  slug: 'core-values',
  titleVi: 'Giá trị cốt lõi của ACF Express',
  titleEn: 'Our core values',
  descriptionVi:
    'Sứ mệnh, tầm nhìn và năm giá trị cốt lõi định hướng cách ACF Express phục vụ khách hàng: nhanh chóng, an toàn và tuân thủ, minh bạch, tận tâm, hợp tác bền vững.',
  descriptionEn:
    'The mission, vision and five core values that shape how ACF Express serves its customers: speed, safety and compliance, transparency, care and lasting partnership.',
  contentVi: `
<p>ACF Express được thành lập năm 2012 tại TP. Hồ Chí Minh, khởi đầu là một đại lý chuyển phát nhanh nhỏ gần sân bay Tân Sơn Nhất. Năm 2015, chúng tôi mở chi nhánh Hà Nội. Đến nay, ACF phục vụ hơn 3.000 khách hàng doanh nghiệp cùng hàng chục nghìn khách hàng cá nhân, đưa hàng đến hơn 220 quốc gia và vùng lãnh thổ. Trên chặng đường đó, năm giá trị dưới đây là kim chỉ nam cho mọi quyết định của chúng tôi.</p>
<h2>Sứ mệnh và tầm nhìn</h2>
<p><strong>Sứ mệnh:</strong> giúp doanh nghiệp và người dân Việt Nam đưa hàng hóa ra thế giới nhanh chóng, an toàn, với chi phí hợp lý.</p>
<p><strong>Tầm nhìn:</strong> trở thành đơn vị chuyển phát và giao nhận quốc tế được các doanh nghiệp vừa và nhỏ tại Việt Nam tin cậy hàng đầu.</p>
<h2>1. Nhanh chóng và đúng cam kết</h2>
<p>Thời gian của khách hàng là tiền bạc. Chúng tôi lấy hàng trong ngày đối với booking tạo trước 15:00 tại nội thành TP. Hồ Chí Minh và Hà Nội, xuất hàng theo lịch bay cố định và công bố thời gian vận chuyển dự kiến cho từng tuyến. Khi có chậm trễ, khách hàng được chủ động thông báo kèm nguyên nhân và phương án xử lý, không phải tự đi hỏi.</p>
<h2>2. An toàn và tuân thủ</h2>
<p>Mỗi kiện hàng đều được cân đo, dán mã vạch, kiểm tra hàng cấm và hàng nguy hiểm trước khi xuất. Chúng tôi tuân thủ pháp luật hải quan Việt Nam, quy định của IATA và quy định của nước đến. ACF sẵn sàng từ chối một lô hàng không an toàn, thay vì để khách hàng gặp rủi ro bị tịch thu hoặc xử phạt ở nước ngoài.</p>
<h2>3. Minh bạch</h2>
<p>Bảng giá, phụ phí của từng hãng và điều kiện áp dụng được công bố trên website. Khách hàng có thể tự kiểm tra phụ phí trước khi gửi, theo dõi hành trình bằng mã vận đơn và nhận bảng kê cước chi tiết từng lô hàng mỗi kỳ thanh toán. Không có khoản phí nào phát sinh mà không được giải thích rõ ràng.</p>
<h2>4. Tận tâm với khách hàng</h2>
<p>Mỗi khách hàng doanh nghiệp có một nhân viên kinh doanh phụ trách riêng. Đội chăm sóc khách hàng phản hồi email trong vòng 2 giờ làm việc và trực đường dây nóng từ 7:30 đến 21:00 hằng ngày. Chúng tôi lắng nghe để tư vấn tuyến, dịch vụ và cách đóng gói phù hợp nhất với hàng hóa và ngân sách của từng khách hàng.</p>
<h2>5. Hợp tác bền vững</h2>
<p>Chúng tôi xây dựng quan hệ lâu dài với các đối tác như Yamato tại Nhật Bản, K-Cargo tại Hàn Quốc và các hãng DHL, FedEx, UPS; đồng thời đầu tư đào tạo đội ngũ, trong đó nhiều người đã gắn bó với ACF hơn mười năm. Đối tác ổn định và con người ổn định là nền tảng của chất lượng dịch vụ ổn định.</p>
<h2>Giá trị cốt lõi trong công việc hằng ngày</h2>
<ul>
<li>Tỷ lệ lô hàng giao đúng thời gian cam kết được đo hằng tuần và công khai trong nội bộ.</li>
<li>Mọi khiếu nại được ghi nhận, phản hồi trong 24 giờ và giải quyết dứt điểm trong tối đa 7 ngày làm việc.</li>
<li>Nhân viên mới được đào tạo về hàng cấm, hàng nguy hiểm và quy trình thông quan trước khi trực tiếp xử lý hàng hóa.</li>
</ul>
`.trim(),
  contentEn: `
<p>ACF Express was founded in 2012 in Ho Chi Minh City as a small express agent near Tan Son Nhat Airport. In 2015 we opened our Hanoi branch. Today ACF serves more than 3,000 business customers and tens of thousands of individual senders, delivering to more than 220 countries and territories. Along the way, the five values below have guided every decision we make.</p>
<h2>Mission and vision</h2>
<p><strong>Mission:</strong> to help Vietnamese businesses and people send their goods to the world quickly, safely and at a fair cost.</p>
<p><strong>Vision:</strong> to be the most trusted international express and forwarding partner for small and medium-sized businesses in Vietnam.</p>
<h2>1. Speed and keeping our promises</h2>
<p>Our customers' time is money. We collect on the same day for bookings made before 15:00 in central Ho Chi Minh City and Hanoi, ship on fixed flight schedules and publish the expected transit time of every route. When there is a delay, customers are told proactively, with the cause and the solution, instead of having to chase us.</p>
<h2>2. Safety and compliance</h2>
<p>Every piece is weighed, measured, barcoded and checked for prohibited items and dangerous goods before it leaves. We comply with Vietnamese customs law, IATA regulations and the rules of each destination country. ACF will decline an unsafe shipment rather than expose a customer to seizure or fines abroad.</p>
<h2>3. Transparency</h2>
<p>Rates, each carrier's surcharges and the conditions that trigger them are published on our website. Customers can check surcharges before shipping, follow every shipment by its tracking number and receive a detailed statement per shipment for each billing period. No charge ever appears without a clear explanation.</p>
<h2>4. Care for our customers</h2>
<p>Every business customer has a dedicated account manager. Our customer service team answers e-mails within two working hours and staffs the hotline from 7:30 to 21:00 every day. We listen first, then advise on the route, service and packaging that best fit each customer's goods and budget.</p>
<h2>5. Lasting partnership</h2>
<p>We build long-term relationships with partners such as Yamato in Japan, K-Cargo in Korea, and DHL, FedEx and UPS, and we invest in training our people, many of whom have been with ACF for more than ten years. Stable partners and a stable team are the foundation of a consistent service.</p>
<h2>Our values in daily work</h2>
<ul>
<li>The share of shipments delivered within the promised time is measured every week and shared across the company.</li>
<li>Every complaint is logged, answered within 24 hours and fully resolved within at most 7 working days.</li>
<li>New staff are trained on prohibited items, dangerous goods and customs procedures before they handle any cargo.</li>
</ul>
`.trim(),
  publishedAt: '2025-03-10T09:00:00+07:00',
};

const CUSTOMS_CLEARANCE_CAPACITY: SeedPost = {
  key: 'customs-clearance-capacity',
  categoryKey: 'about',
  slug: 'customs-clearance-capacity',
  titleVi: 'Năng lực thông quan của ACF Express',
  titleEn: 'Our customs clearance capability',
  descriptionVi:
    'Đội ngũ khai hải quan riêng tại TP. Hồ Chí Minh và Hà Nội, thông quan hàng chuyển phát nhanh, hàng không và đường biển cả chiều xuất lẫn nhập, hỗ trợ C/O và kiểm tra chuyên ngành.',
  descriptionEn:
    'An in-house customs team in Ho Chi Minh City and Hanoi clearing express, air and sea shipments for both export and import, with certificate of origin and specialised inspection support.',
  contentVi: `
<p>Thông quan là khâu quyết định tốc độ của một lô hàng quốc tế. ACF Express có đội ngũ khai hải quan riêng tại TP. Hồ Chí Minh và Hà Nội, trực tiếp làm thủ tục cho hàng chuyển phát nhanh, hàng không và đường biển, cả chiều xuất khẩu lẫn nhập khẩu.</p>
<h2>1. Đội ngũ và hệ thống</h2>
<ul>
<li>12 nhân viên có chứng chỉ nghiệp vụ khai hải quan, kinh nghiệm bình quân trên 6 năm.</li>
<li>Khai báo điện tử qua hệ thống VNACCS/VCIS bằng chữ ký số, kết nối với hệ thống quản lý hàng chuyển phát nhanh của hải quan tại sân bay Tân Sơn Nhất và Nội Bài.</li>
<li>Kho ACF tại Tân Bình chỉ cách khu kho hàng hóa sân bay Tân Sơn Nhất khoảng 10 phút, giúp đưa hàng xuất ra sân bay và nhận hàng nhập về kho nhanh chóng.</li>
</ul>
<h2>2. Dịch vụ thông quan</h2>
<ul>
<li><strong>Xuất khẩu:</strong> khai tờ khai xuất khẩu, tờ khai hàng chuyển phát nhanh trị giá thấp, hàng mẫu, quà biếu; hỗ trợ xin giấy chứng nhận xuất xứ (C/O) mẫu D, E, AK, VJ, AJ, EUR.1 để người nhận được hưởng thuế suất ưu đãi.</li>
<li><strong>Nhập khẩu:</strong> nhận chứng từ, tư vấn mã HS và thuế suất, khai báo, nộp thuế thay khách hàng và giao hàng tận nơi sau thông quan. Dịch vụ giao hàng đã bao gồm thuế (DDP) dành cho khách hàng thương mại điện tử.</li>
<li><strong>Kiểm tra chuyên ngành:</strong> kiểm dịch thực vật, kiểm dịch động vật, kiểm tra an toàn thực phẩm, công bố mỹ phẩm, kiểm tra chất lượng và chứng nhận hợp quy cho thiết bị điện tử, viễn thông.</li>
<li><strong>Tạm nhập tái xuất, tạm xuất tái nhập:</strong> hàng triển lãm, hàng gửi đi sửa chữa hoặc bảo hành.</li>
</ul>
<h2>3. Phân luồng và thời gian xử lý</h2>
<p>Mỗi tờ khai được hệ thống hải quan phân vào luồng xanh, vàng hoặc đỏ. Với hồ sơ đầy đủ, khoảng 85% lô hàng của ACF được thông quan ở luồng xanh ngay trong ngày. Luồng vàng (kiểm tra hồ sơ) thường hoàn tất trong 4 đến 8 giờ làm việc; luồng đỏ (kiểm tra thực tế hàng hóa) trong khoảng 1 ngày làm việc nếu hàng hóa khớp với chứng từ. Thời gian có thể dài hơn khi hàng phải kiểm tra chuyên ngành.</p>
<h2>4. Chứng từ khách hàng cần chuẩn bị</h2>
<ul>
<li>Hóa đơn thương mại (Commercial Invoice) ghi rõ tên hàng bằng tiếng Anh, chất liệu, số lượng, đơn giá, tổng trị giá và điều kiện giao hàng (Incoterms).</li>
<li>Phiếu đóng gói (Packing List) ghi số kiện, trọng lượng và kích thước.</li>
<li>Hợp đồng mua bán, giấy phép hoặc chứng từ chuyên ngành nếu có; MSDS đối với hóa chất và mỹ phẩm.</li>
<li>Mã số thuế và chữ ký số của doanh nghiệp, hoặc giấy ủy quyền cho ACF khai báo thay.</li>
</ul>
<h2>5. Vì sao khai báo đúng lại quan trọng</h2>
<p>Khai sai tên hàng, sai trị giá hoặc sai mã HS có thể dẫn đến bị phạt, truy thu thuế và chậm giao hàng. Đội ngũ ACF kiểm tra chứng từ trước khi khai báo, cảnh báo sớm những điểm chưa khớp và tư vấn điều chỉnh để lô hàng đi thuận lợi nhất. Khách hàng thường xuyên được lưu sẵn hồ sơ doanh nghiệp và danh mục mã HS đã dùng, nên các lô hàng sau được xử lý nhanh hơn.</p>
`.trim(),
  contentEn: `
<p>Customs clearance is what decides the speed of an international shipment. ACF Express has its own customs team in Ho Chi Minh City and Hanoi that clears express, air and sea shipments directly, for both export and import.</p>
<h2>1. Team and systems</h2>
<ul>
<li>12 staff holding the customs declarant certificate, with more than six years of experience on average.</li>
<li>Electronic declarations through the VNACCS/VCIS system with digital signatures, connected to the customs system for express consignments at Tan Son Nhat and Noi Bai airports.</li>
<li>The ACF warehouse in Tan Binh is about 10 minutes from the Tan Son Nhat cargo terminals, so exports reach the airport and imports reach our warehouse quickly.</li>
</ul>
<h2>2. Clearance services</h2>
<ul>
<li><strong>Export:</strong> export declarations, low-value express declarations, samples and gifts; support in obtaining certificates of origin (form D, E, AK, VJ, AJ, EUR.1) so that the receiver can claim preferential duty rates.</li>
<li><strong>Import:</strong> document collection, HS code and duty advice, declaration, duty payment on the customer's behalf and door delivery after clearance. A delivered-duty-paid (DDP) service is available for e-commerce customers.</li>
<li><strong>Specialised inspections:</strong> plant and animal quarantine, food safety checks, cosmetic product notification, quality inspection and conformity certification for electronic and telecommunication equipment.</li>
<li><strong>Temporary import and export:</strong> exhibition goods, and goods sent abroad for repair or warranty.</li>
</ul>
<h2>3. Channels and processing time</h2>
<p>Every declaration is assigned by the customs system to the green, yellow or red channel. With complete documents, about 85% of ACF shipments are cleared in the green channel on the same day. The yellow channel (document check) usually takes 4 to 8 working hours; the red channel (physical inspection) about one working day when the goods match the documents. Shipments that need specialised inspection may take longer.</p>
<h2>4. Documents to prepare</h2>
<ul>
<li>Commercial invoice stating the goods in English, material, quantity, unit price, total value and delivery terms (Incoterms).</li>
<li>Packing list with the number of pieces, weights and dimensions.</li>
<li>Sales contract, licences or specialised certificates where applicable; an MSDS for chemicals and cosmetics.</li>
<li>The company's tax code and digital signature, or a power of attorney allowing ACF to declare on your behalf.</li>
</ul>
<h2>5. Why an accurate declaration matters</h2>
<p>A wrong description, value or HS code can lead to fines, back-payment of duties and delivery delays. The ACF team checks your documents before declaring, flags any mismatch early and advises on corrections so that the shipment moves as smoothly as possible. For regular customers we keep the company profile and the HS codes already used on file, so later shipments are processed even faster.</p>
`.trim(),
  publishedAt: '2025-04-08T09:00:00+07:00',
};

const SYSTEM_CAPACITY: SeedPost = {
  key: 'system-capacity',
  categoryKey: 'about',
  slug: 'system-capacity',
  titleVi: 'Năng lực hệ thống: kho bãi, đội xe, thiết bị và công nghệ',
  titleEn: 'Our operating system: warehouses, fleet, equipment and technology',
  descriptionVi:
    'Hai kho khai thác tại TP. Hồ Chí Minh và Hà Nội, đội xe lấy hàng tận nơi, máy cân đo tự động, quét mã vạch từng kiện và hệ thống tra cứu hành trình trực tuyến.',
  descriptionEn:
    'Two operating warehouses in Ho Chi Minh City and Hanoi, a pickup fleet, automatic weighing and measuring, piece-level barcode scanning and online shipment tracking.',
  contentVi: `
<p>Năng lực của một đơn vị chuyển phát không chỉ nằm ở giá cước mà ở hạ tầng phía sau mỗi kiện hàng: kho bãi, đội xe, thiết bị và phần mềm quản lý. Dưới đây là hệ thống ACF Express đang vận hành mỗi ngày.</p>
<h2>1. Kho hàng</h2>
<ul>
<li><strong>TP. Hồ Chí Minh:</strong> kho khai thác rộng 3.200 m² tại quận Tân Bình, cách các kho hàng hóa của sân bay Tân Sơn Nhất khoảng 10 phút, hoạt động từ 6:00 đến 23:00, thứ Hai đến thứ Bảy.</li>
<li><strong>Hà Nội:</strong> kho rộng 1.500 m² gần sân bay Nội Bài, phục vụ khách hàng khu vực phía Bắc.</li>
<li>Khu vực riêng cho hàng giá trị cao, hàng chờ thông quan và hàng thương mại điện tử; camera giám sát 24/7, lưu hình ảnh tối thiểu 90 ngày; hệ thống phòng cháy chữa cháy đã được nghiệm thu.</li>
<li>Công suất khai thác đến 25 tấn mỗi ngày, tương đương hơn 60.000 kiện mỗi tháng vào mùa cao điểm.</li>
</ul>
<h2>2. Đội xe</h2>
<ul>
<li>8 xe tải từ 1,5 đến 5 tấn trung chuyển hàng giữa kho, sân bay, cảng biển và kho CFS.</li>
<li>14 xe van và hơn 40 xe máy lấy hàng tận nơi trong nội thành TP. Hồ Chí Minh, Hà Nội và các khu công nghiệp lân cận.</li>
<li>Xe được gắn định vị GPS; điều phối viên phân tuyến lấy hàng theo khu vực và khung giờ khách hàng hẹn.</li>
</ul>
<h2>3. Thiết bị cân đo và quét mã</h2>
<ul>
<li>Mỗi kiện được dán nhãn mã vạch Code 128 ngay khi nhận, in trực tiếp từ booking của khách hàng.</li>
<li>Máy cân đo tự động tính trọng lượng quy đổi (dài × rộng × cao / 5000) và trọng lượng tính cước, loại bỏ sai sót khi đo thủ công.</li>
<li>Máy quét cầm tay ghi nhận từng mốc: lấy hàng, nhập kho, đóng bảng kê (manifest), bàn giao cho hãng bay hoặc đối tác.</li>
</ul>
<h2>4. Hệ thống quản lý và tra cứu</h2>
<ul>
<li>Khách hàng tạo booking trực tuyến hoặc nhập hàng loạt từ file Excel, in nhãn khổ A6 và theo dõi toàn bộ lô hàng trong một tài khoản.</li>
<li>Mỗi lô hàng có mã vận đơn 10 chữ số, chữ số cuối là số kiểm tra giúp phát hiện ngay mã nhập nhầm. Trang tra cứu cho phép kiểm tra tối đa 10 mã cùng lúc, hiển thị hành trình theo giờ Việt Nam.</li>
<li>Bảng kê được lập riêng cho từng đối tác Yamato và K-Cargo; đối tác cập nhật trạng thái giao hàng tại nước đến trực tiếp vào hệ thống.</li>
<li>Báo cáo giao hàng (POD), bảng kê cước theo kỳ và cảnh báo lô hàng tồn quá 4 ngày giúp khách hàng và đội vận hành xử lý sớm mọi vấn đề.</li>
</ul>
<h2>5. Con người</h2>
<p>Hơn 180 nhân viên làm việc tại hai miền, gồm đội lấy hàng, khai thác kho, khai báo hải quan, chăm sóc khách hàng và kinh doanh. Quy trình được chuẩn hóa và kiểm soát bằng dữ liệu, để mỗi kiện hàng đều có thể truy vết từ lúc nhận đến lúc giao. Mỗi sáng, đội vận hành họp nhanh để xử lý dứt điểm các trường hợp phát sinh của ngày hôm trước, như hàng bị giữ tại hải quan hay sai địa chỉ người nhận.</p>
`.trim(),
  contentEn: `
<p>The strength of an express company is not only its rates but the infrastructure behind every parcel: warehouses, vehicles, equipment and management software. This is the system ACF Express runs every day.</p>
<h2>1. Warehouses</h2>
<ul>
<li><strong>Ho Chi Minh City:</strong> a 3,200 m² operating warehouse in Tan Binh District, about 10 minutes from the Tan Son Nhat Airport cargo terminals, open from 6:00 to 23:00, Monday to Saturday.</li>
<li><strong>Hanoi:</strong> a 1,500 m² warehouse near Noi Bai Airport serving customers in the north.</li>
<li>Separate zones for high-value goods, shipments awaiting clearance and e-commerce parcels; 24/7 CCTV with recordings kept for at least 90 days; an approved fire protection system.</li>
<li>Handling capacity of up to 25 tonnes a day, more than 60,000 pieces a month in peak season.</li>
</ul>
<h2>2. Fleet</h2>
<ul>
<li>8 trucks from 1.5 to 5 tonnes moving cargo between our warehouses, the airports, seaports and CFS warehouses.</li>
<li>14 vans and more than 40 motorbikes collecting from customers' doors in central Ho Chi Minh City, Hanoi and nearby industrial parks.</li>
<li>All vehicles carry GPS trackers; dispatchers plan pickup runs by area and by the time window each customer chooses.</li>
</ul>
<h2>3. Weighing, measuring and scanning</h2>
<ul>
<li>Every piece receives a Code 128 barcode label on acceptance, printed straight from the customer's booking.</li>
<li>Automatic dimensioning scales calculate volumetric weight (length × width × height / 5000) and chargeable weight, removing manual measuring errors.</li>
<li>Handheld scanners record each milestone: pickup, warehouse arrival, manifest, and handover to the airline or partner.</li>
</ul>
<h2>4. Management and tracking system</h2>
<ul>
<li>Customers create bookings online or import them in bulk from an Excel file, print A6 labels and follow all their shipments from one account.</li>
<li>Every shipment has a 10-digit tracking number whose last digit is a check digit, so a mistyped number is caught at once. The tracking page checks up to 10 numbers at a time and shows the journey in Vietnam time.</li>
<li>Manifests are built separately for each partner, Yamato and K-Cargo; partners enter delivery events at destination directly into our system.</li>
<li>Proof-of-delivery (POD) reports, periodic statements and alerts for shipments without news for more than 4 days help customers and our operations team act early.</li>
</ul>
<h2>5. People</h2>
<p>More than 180 staff work in the south and the north: pickup crews, warehouse operators, customs declarants, customer service and sales. Our processes are standardised and controlled with data, so every piece can be traced from acceptance to delivery. Every morning the operations team holds a short review to close the exceptions of the previous day, such as customs holds or wrong receiver addresses.</p>
`.trim(),
  publishedAt: '2025-05-20T09:00:00+07:00',
};

const INTERNATIONAL_NETWORK: SeedPost = {
  key: 'international-network',
  categoryKey: 'about',
  slug: 'international-network',
  titleVi: 'Mạng lưới quốc tế: Nhật Bản, Hàn Quốc và hơn 220 quốc gia',
  titleEn: 'Our international network: Japan, Korea and more than 220 countries',
  descriptionVi:
    'Tuyến Nhật Bản cùng Yamato, tuyến Hàn Quốc cùng K-Cargo và mạng lưới toàn cầu của DHL, FedEx, UPS, kết hợp vận tải hàng không và đường biển cho hàng lớn.',
  descriptionEn:
    'Our Japan route with Yamato, our Korea route with K-Cargo and the worldwide networks of DHL, FedEx and UPS, combined with air and sea freight for larger cargo.',
  contentVi: `
<p>ACF Express kết hợp các tuyến riêng với đối tác chiến lược để đưa hàng của khách hàng đến hơn 220 quốc gia và vùng lãnh thổ, với mức giá và thời gian phù hợp nhất cho từng loại hàng.</p>
<h2>1. Nhật Bản: đối tác Yamato</h2>
<p>Hàng đi Nhật được gom tại TP. Hồ Chí Minh và Hà Nội, lập bảng kê riêng cho từng miền, bay thẳng đến Tokyo (Narita, Haneda) hoặc Osaka (Kansai) và làm thủ tục thông quan tại Nhật. Sau thông quan, Yamato Transport giao hàng tận cửa người nhận trên toàn bộ 47 tỉnh, thành phố của Nhật Bản. Thời gian giao hàng thông thường từ 2 đến 4 ngày làm việc, người nhận có thể hẹn lại giờ giao qua hệ thống của Yamato. Tuyến phù hợp với hàng thương mại điện tử, thực phẩm khô, quần áo, hàng mẫu và quà biếu.</p>
<h2>2. Hàn Quốc: đối tác K-Cargo</h2>
<p>Hàng đi Hàn Quốc xuất trên các chuyến bay hằng ngày từ Tân Sơn Nhất và Nội Bài đến sân bay Incheon. K-Cargo đảm nhận thông quan tại Hàn Quốc và giao hàng nội địa, thời gian từ 2 đến 4 ngày làm việc đến Seoul và các thành phố lớn. Hàng cá nhân cần mã thông quan cá nhân (PCCC) của người nhận; hàng thương mại được hỗ trợ thông quan chính ngạch đầy đủ.</p>
<h2>3. Toàn cầu: DHL, FedEx, UPS</h2>
<p>Với các điểm đến còn lại, ACF là đại lý gửi hàng của DHL Express, FedEx và UPS, mang đến mức giá ưu đãi nhờ sản lượng gom từ hàng nghìn khách hàng. Hàng đi Mỹ, Canada, châu Âu, Úc và các nước Đông Nam Á thường đến nơi trong 3 đến 5 ngày làm việc. Khách hàng được tư vấn chọn hãng phù hợp theo điểm đến, trọng lượng và ngân sách; phụ phí của từng hãng được công bố trên trang Phụ phí.</p>
<h2>4. Hàng không và đường biển cho hàng lớn</h2>
<p>Với lô hàng trên 100 kg, ACF đặt chỗ trực tiếp với các hãng hàng không như Vietnam Airlines, Korean Air, Japan Airlines, Cathay Pacific và Singapore Airlines. Với hàng từ 1 m³ trở lên hoặc hàng nguyên container, ACF cung cấp dịch vụ đường biển LCL và FCL từ cảng Cát Lái, Cái Mép và Hải Phòng đến các cảng lớn như Tokyo, Yokohama, Busan, Los Angeles, Rotterdam, Hamburg và Sydney.</p>
<h2>5. Chọn tuyến phù hợp</h2>
<table>
<thead><tr><th>Tuyến</th><th>Đối tác</th><th>Thời gian dự kiến</th><th>Phù hợp với</th></tr></thead>
<tbody>
<tr><td>Nhật Bản</td><td>Yamato</td><td>2–4 ngày</td><td>Hàng thương mại điện tử, quà biếu, hàng mẫu</td></tr>
<tr><td>Hàn Quốc</td><td>K-Cargo</td><td>2–4 ngày</td><td>Hàng cá nhân, hàng thương mại điện tử</td></tr>
<tr><td>Mỹ, Canada, châu Âu, Úc</td><td>DHL, FedEx, UPS</td><td>3–5 ngày</td><td>Hàng gấp, chứng từ, hàng mẫu</td></tr>
<tr><td>Toàn cầu, hàng lớn</td><td>Hãng hàng không</td><td>3–7 ngày</td><td>Lô hàng trên 100 kg</td></tr>
<tr><td>Toàn cầu, hàng rất lớn</td><td>Hãng tàu</td><td>7–40 ngày</td><td>Hàng từ 1 m³, nguyên container</td></tr>
</tbody>
</table>
<p>Thời gian trên là ngày làm việc, tính từ khi hàng rời Việt Nam, chưa bao gồm trường hợp kiểm tra hải quan kéo dài hoặc ngày nghỉ lễ tại nước đến. Liên hệ ACF để được tư vấn tuyến tối ưu cho hàng hóa của Quý khách.</p>
`.trim(),
  contentEn: `
<p>ACF Express combines its own routes with strategic partners to deliver customers' goods to more than 220 countries and territories, at the rate and transit time that best fit each type of cargo.</p>
<h2>1. Japan: our partner Yamato</h2>
<p>Shipments to Japan are consolidated in Ho Chi Minh City and Hanoi, manifested separately for the south and the north, flown directly to Tokyo (Narita, Haneda) or Osaka (Kansai) and cleared through Japanese customs. After clearance, Yamato Transport delivers to the receiver's door in all 47 prefectures of Japan. Delivery normally takes 2 to 4 working days, and receivers can reschedule delivery through Yamato's own system. The route suits e-commerce parcels, dry food, clothing, samples and gifts.</p>
<h2>2. Korea: our partner K-Cargo</h2>
<p>Shipments to Korea leave on daily flights from Tan Son Nhat and Noi Bai to Incheon Airport. K-Cargo handles clearance in Korea and domestic delivery, taking 2 to 4 working days to Seoul and the other major cities. Personal shipments require the receiver's Personal Customs Clearance Code (PCCC); commercial shipments are supported with full formal clearance.</p>
<h2>3. Worldwide: DHL, FedEx, UPS</h2>
<p>For all other destinations, ACF is a shipping agent for DHL Express, FedEx and UPS, offering preferential rates thanks to the volume consolidated from thousands of customers. Shipments to the United States, Canada, Europe, Australia and Southeast Asia usually arrive in 3 to 5 working days. We help customers choose the carrier that best fits the destination, weight and budget; each carrier's surcharges are published on our Surcharges page.</p>
<h2>4. Air and sea freight for larger cargo</h2>
<p>For shipments over 100 kg, ACF books space directly with airlines such as Vietnam Airlines, Korean Air, Japan Airlines, Cathay Pacific and Singapore Airlines. For cargo from 1 m³ or full containers, ACF offers LCL and FCL sea freight from Cat Lai, Cai Mep and Hai Phong to major ports such as Tokyo, Yokohama, Busan, Los Angeles, Rotterdam, Hamburg and Sydney.</p>
<h2>5. Choosing the right route</h2>
<table>
<thead><tr><th>Route</th><th>Partner</th><th>Expected transit</th><th>Best for</th></tr></thead>
<tbody>
<tr><td>Japan</td><td>Yamato</td><td>2–4 days</td><td>E-commerce parcels, gifts, samples</td></tr>
<tr><td>Korea</td><td>K-Cargo</td><td>2–4 days</td><td>Personal and e-commerce shipments</td></tr>
<tr><td>USA, Canada, Europe, Australia</td><td>DHL, FedEx, UPS</td><td>3–5 days</td><td>Urgent goods, documents, samples</td></tr>
<tr><td>Worldwide, large cargo</td><td>Airlines</td><td>3–7 days</td><td>Shipments over 100 kg</td></tr>
<tr><td>Worldwide, very large cargo</td><td>Shipping lines</td><td>7–40 days</td><td>Cargo from 1 m³, full containers</td></tr>
</tbody>
</table>
<p>Transit times are in working days from departure from Vietnam and exclude extended customs inspections or public holidays at destination. Contact ACF for advice on the best route for your goods.</p>
`.trim(),
  publishedAt: '2025-06-17T09:00:00+07:00',
};

const EXPRESS_JAPAN: SeedPost = {
  key: 'express-japan',
  categoryKey: 'news',
  slug: 'express-japan',
  titleVi: 'Tuyến chuyển phát nhanh đi Nhật Bản tăng lên 6 chuyến mỗi tuần',
  titleEn: 'Express to Japan now departs six times a week',
  descriptionVi:
    'Từ ngày 01/10/2026, tuyến chuyển phát nhanh Việt Nam – Nhật Bản cùng Yamato khởi hành 6 chuyến mỗi tuần từ TP. Hồ Chí Minh và Hà Nội, giao hàng trong 2–3 ngày làm việc đến các thành phố lớn.',
  descriptionEn:
    'From 1 October 2026, our Vietnam–Japan express route with Yamato departs six times a week from Ho Chi Minh City and Hanoi, delivering to major cities in 2–3 working days.',
  contentVi: `
<p>Từ ngày 01/10/2026, tuyến chuyển phát nhanh Việt Nam – Nhật Bản của ACF Express, hợp tác cùng Yamato, tăng từ 4 lên 6 chuyến mỗi tuần, khởi hành từ thứ Hai đến thứ Bảy tại cả TP. Hồ Chí Minh và Hà Nội.</p>
<h2>Điểm nổi bật</h2>
<ul>
<li>Giao hàng trong 2–3 ngày làm việc đến Tokyo, Osaka, Nagoya, Fukuoka và 3–4 ngày đến các tỉnh còn lại.</li>
<li>Hạn nhận hàng tại kho là 16:00 hằng ngày; hàng nhận trước giờ này được xuất trên chuyến bay sáng hôm sau.</li>
<li>Tính cước theo trọng lượng thực hoặc trọng lượng quy đổi, lấy số lớn hơn, làm tròn lên 0,5 kg; cước đã bao gồm phí giao hàng nội địa Nhật Bản.</li>
<li>Theo dõi hành trình liên tục từ lúc lấy hàng tại Việt Nam đến khi Yamato giao thành công.</li>
</ul>
<h2>Hàng hóa phù hợp</h2>
<p>Quần áo, giày dép, sách, hàng thủ công, thực phẩm khô đóng gói có nhãn (bánh kẹo, cà phê, trà, gia vị), hàng mẫu và hàng thương mại điện tử. Tuyến không nhận thịt và sản phẩm từ thịt, trái cây tươi, hàng nguy hiểm và pin rời. Vui lòng xem bài Hàng cấm gửi trước khi đóng gói.</p>
<p>Để gửi hàng, Quý khách tạo booking trên website, chọn dịch vụ Chuyển phát nhanh và nước đến Nhật Bản, hoặc liên hệ nhân viên kinh doanh phụ trách để được báo giá theo sản lượng.</p>
`.trim(),
  contentEn: `
<p>From 1 October 2026, the ACF Express Vietnam–Japan express route, operated with Yamato, increases from four to six departures a week, leaving Monday to Saturday from both Ho Chi Minh City and Hanoi.</p>
<h2>Highlights</h2>
<ul>
<li>Delivery in 2–3 working days to Tokyo, Osaka, Nagoya and Fukuoka, and 3–4 working days to the rest of Japan.</li>
<li>Daily warehouse cut-off at 16:00; goods received before then fly on the next morning's flight.</li>
<li>Charged on actual or volumetric weight, whichever is greater, rounded up to 0.5 kg; the rate includes domestic delivery in Japan.</li>
<li>Continuous tracking from pickup in Vietnam to successful delivery by Yamato.</li>
</ul>
<h2>Suitable goods</h2>
<p>Clothing, footwear, books, handicrafts, labelled and packaged dry food (sweets, coffee, tea, spices), samples and e-commerce parcels. The route does not accept meat or meat products, fresh fruit, dangerous goods or loose batteries. Please read our Prohibited items article before packing.</p>
<p>To ship, create a booking on our website and choose the Express service with Japan as the destination, or contact your account manager for volume-based rates.</p>
`.trim(),
  publishedAt: '2026-09-15T09:00:00+07:00',
};

const ECOMMERCE_FULFILMENT: SeedPost = {
  key: 'ecommerce-fulfilment',
  categoryKey: 'services',
  slug: 'ecommerce-fulfilment',
  titleVi: 'Dịch vụ thương mại điện tử xuyên biên giới: lưu kho, đóng gói, giao hàng quốc tế',
  titleEn: 'Cross-border e-commerce: storage, packing and international delivery',
  descriptionVi:
    'Giải pháp trọn gói cho nhà bán hàng trực tuyến: nhận hàng vào kho, lưu kho, đóng gói theo đơn, giao quốc tế đã bao gồm thuế và xử lý hàng hoàn.',
  descriptionEn:
    'A complete solution for online sellers: inbound receiving, storage, pick and pack per order, duty-paid international delivery and returns handling.',
  contentVi: `
<p>Dịch vụ thương mại điện tử của ACF Express dành cho các nhà bán hàng Việt Nam kinh doanh trên Amazon, Etsy, eBay hoặc website riêng, cần giao từng đơn hàng nhỏ đến người mua ở nước ngoài với chi phí thấp và thời gian ổn định.</p>
<h2>Dịch vụ bao gồm</h2>
<ul>
<li><strong>Nhận hàng và lưu kho:</strong> hàng được kiểm đếm, dán mã và lưu tại kho ACF ở TP. Hồ Chí Minh hoặc Hà Nội; báo cáo tồn kho cập nhật hằng ngày.</li>
<li><strong>Đóng gói theo đơn:</strong> lấy hàng, đóng gói bằng thùng hoặc túi phù hợp, in nhãn và hóa đơn cho từng đơn trong ngày.</li>
<li><strong>Giao hàng quốc tế:</strong> gom đơn theo chuyến đi Nhật Bản, Hàn Quốc, Mỹ, Úc và châu Âu; lựa chọn giao hàng đã bao gồm thuế (DDP) để người mua không phải trả thêm phí khi nhận.</li>
<li><strong>Xử lý hàng hoàn:</strong> nhận lại hàng hoàn, kiểm tra tình trạng và nhập lại kho để bán tiếp.</li>
</ul>
<h2>Kết nối và báo cáo</h2>
<p>Nhà bán hàng tạo đơn hàng loạt bằng file Excel, theo dõi trạng thái từng đơn và tải bảng kê cước theo kỳ ngay trên tài khoản. Cước tính theo bước 0,5 kg, không phí thiết lập, không yêu cầu sản lượng tối thiểu trong ba tháng đầu.</p>
<p>Liên hệ ACF để nhận báo giá theo mặt hàng và thị trường của Quý khách.</p>
`.trim(),
  contentEn: `
<p>The ACF Express e-commerce service is built for Vietnamese sellers on Amazon, Etsy, eBay or their own websites who need to send individual small orders to buyers abroad at low cost and with reliable transit times.</p>
<h2>What is included</h2>
<ul>
<li><strong>Receiving and storage:</strong> goods are counted, labelled and stored in the ACF warehouse in Ho Chi Minh City or Hanoi, with a stock report updated every day.</li>
<li><strong>Pick and pack:</strong> orders are picked, packed in suitable boxes or mailers, and labelled with their invoice on the same day.</li>
<li><strong>International delivery:</strong> orders are consolidated on scheduled departures to Japan, Korea, the United States, Australia and Europe, with a delivered-duty-paid (DDP) option so buyers pay nothing extra on delivery.</li>
<li><strong>Returns:</strong> returned parcels are received, inspected and put back into stock for resale.</li>
</ul>
<h2>Integration and reporting</h2>
<p>Sellers create orders in bulk from an Excel file, follow every order's status and download periodic statements from their account. Rates are charged in 0.5 kg steps, with no set-up fee and no minimum volume for the first three months.</p>
<p>Contact ACF for a quotation based on your products and markets.</p>
`.trim(),
  publishedAt: '2025-11-12T09:00:00+07:00',
};

const SEA_FREIGHT: SeedPost = {
  key: 'sea-freight-lcl-fcl',
  categoryKey: 'services',
  slug: 'sea-freight-lcl-fcl',
  titleVi: 'Vận tải đường biển hàng lẻ (LCL) và nguyên container (FCL)',
  titleEn: 'Sea freight: less-than-container load (LCL) and full container load (FCL)',
  descriptionVi:
    'Gửi hàng lẻ từ 1 m³ hoặc nguyên container 20GP, 40GP, 40HC từ Cát Lái, Cái Mép, Hải Phòng đi Nhật Bản, Hàn Quốc, Mỹ, châu Âu và Úc, kèm thông quan và vận chuyển nội địa.',
  descriptionEn:
    'Ship consolidated cargo from 1 m³ or full 20GP, 40GP and 40HC containers from Cat Lai, Cai Mep and Hai Phong to Japan, Korea, the USA, Europe and Australia, with clearance and trucking.',
  contentVi: `
<p>Khi lô hàng lớn hoặc không cần gấp, vận tải đường biển giúp tiết kiệm đáng kể chi phí so với hàng không. ACF Express cung cấp cả hai hình thức: hàng lẻ ghép container (LCL) và nguyên container (FCL).</p>
<h2>Hàng lẻ (LCL)</h2>
<ul>
<li>Nhận hàng từ 1 m³, gom tại kho CFS với lịch tàu hằng tuần từ TP. Hồ Chí Minh và Hải Phòng.</li>
<li>Tính cước theo m³ hoặc theo tấn, lấy số lớn hơn (1 m³ tương đương 1.000 kg).</li>
</ul>
<h2>Nguyên container (FCL)</h2>
<ul>
<li>Container 20GP, 40GP, 40HC; đặt chỗ trực tiếp với hãng tàu từ cảng Cát Lái, Cái Mép và Hải Phòng.</li>
<li>Đóng hàng tại kho của khách hàng hoặc tại kho ACF, có giám sát và chụp ảnh khi đóng container.</li>
</ul>
<h2>Dịch vụ đi kèm</h2>
<p>Vận chuyển nội địa đến cảng, khai hải quan, hun trùng, bảo hiểm hàng hóa, xin C/O và giao hàng tận nơi tại nước đến theo điều kiện EXW, FOB, CIF, DAP hoặc DDP.</p>
<h2>Thời gian vận chuyển tham khảo</h2>
<p>Nhật Bản 7–10 ngày, Hàn Quốc 5–7 ngày, bờ Tây nước Mỹ 18–25 ngày, châu Âu 28–35 ngày, Úc 14–18 ngày, tính từ ngày tàu chạy. ACF gửi báo giá trong vòng 24 giờ làm việc sau khi nhận thông tin hàng hóa.</p>
`.trim(),
  contentEn: `
<p>When a shipment is large or not urgent, sea freight costs far less than air. ACF Express offers both options: consolidated less-than-container load (LCL) and full container load (FCL).</p>
<h2>Less-than-container load (LCL)</h2>
<ul>
<li>Cargo from 1 m³, consolidated at CFS warehouses with weekly sailings from Ho Chi Minh City and Hai Phong.</li>
<li>Charged per cubic metre or per tonne, whichever is greater (1 m³ equals 1,000 kg).</li>
</ul>
<h2>Full container load (FCL)</h2>
<ul>
<li>20GP, 40GP and 40HC containers, booked directly with shipping lines from Cat Lai, Cai Mep and Hai Phong.</li>
<li>Stuffing at the customer's premises or at the ACF warehouse, supervised and photographed.</li>
</ul>
<h2>Additional services</h2>
<p>Trucking to the port, customs clearance, fumigation, cargo insurance, certificates of origin and door delivery at destination under EXW, FOB, CIF, DAP or DDP terms.</p>
<h2>Indicative transit times</h2>
<p>Japan 7–10 days, Korea 5–7 days, US West Coast 18–25 days, Europe 28–35 days, Australia 14–18 days, counted from the sailing date. ACF sends a quotation within 24 working hours of receiving your cargo details.</p>
`.trim(),
  publishedAt: '2026-03-03T09:00:00+07:00',
};

const INTERNATIONAL_EXPRESS: SeedPost = {
  key: 'international-express',
  categoryKey: 'services',
  slug: 'international-express',
  titleVi: 'Chuyển phát nhanh quốc tế: giao tận tay tại hơn 220 quốc gia trong 2–5 ngày',
  titleEn: 'International express: door to door in more than 220 countries in 2–5 days',
  descriptionVi:
    'Chứng từ và hàng hóa đi nhanh qua DHL, FedEx, UPS, Yamato và K-Cargo: lấy hàng tận nơi, thông quan trọn gói, tra cứu hành trình từng kiện.',
  descriptionEn:
    'Documents and parcels sent fast with DHL, FedEx, UPS, Yamato and K-Cargo: pickup from your door, customs handled for you, every piece tracked.',
  contentVi: `
<p>Chuyển phát nhanh quốc tế là dịch vụ dành cho chứng từ và hàng hóa cần đến nơi sớm nhất. ACF Express chọn hãng phù hợp nhất cho từng tuyến: Yamato cho Nhật Bản, K-Cargo cho Hàn Quốc, DHL, FedEx và UPS cho các nước còn lại.</p>
<h2>Thời gian và phạm vi</h2>
<ul>
<li>Nhật Bản và Hàn Quốc: 2–3 ngày làm việc.</li>
<li>Châu Á, Úc: 2–4 ngày làm việc; Mỹ, Canada, châu Âu: 3–5 ngày làm việc.</li>
<li>Hơn 220 quốc gia và vùng lãnh thổ, giao tận tay người nhận.</li>
</ul>
<h2>Cách tính cước</h2>
<p>Cước tính theo trọng lượng lớn hơn giữa trọng lượng thực và trọng lượng quy đổi (dài × rộng × cao / 5000), làm tròn lên 0,5 kg. Phụ phí (vùng sâu vùng xa, kiện quá khổ, hàng không xếp chồng…) được tính tự động và hiển thị trước khi Quý khách đặt hàng; xem chi tiết tại trang Kiểm tra phụ phí.</p>
<h2>Đặt hàng</h2>
<p>Tạo booking trên website, chọn dịch vụ Chuyển phát nhanh; nhân viên lấy hàng đến tận nơi trong khung giờ Quý khách chọn và gửi nhãn vận đơn qua email.</p>
`.trim(),
  contentEn: `
<p>International express is for documents and goods that must arrive as soon as possible. ACF Express picks the best carrier for each lane: Yamato for Japan, K-Cargo for Korea, and DHL, FedEx and UPS for the rest of the world.</p>
<h2>Transit times and reach</h2>
<ul>
<li>Japan and Korea: 2–3 working days.</li>
<li>Asia and Australia: 2–4 working days; the US, Canada and Europe: 3–5 working days.</li>
<li>More than 220 countries and territories, delivered to the receiver's door.</li>
</ul>
<h2>How it is charged</h2>
<p>The charge follows the greater of the actual and the volumetric weight (length × width × height / 5000), rounded up to 0.5 kg. Surcharges (remote areas, oversized or non-stackable pieces…) are computed automatically and shown before you book; see the Surcharge check page.</p>
<h2>Booking</h2>
<p>Create a booking on our website and choose the Express service; a courier collects from your door in the time window you pick, and the label is sent to you by e-mail.</p>
`.trim(),
  publishedAt: '2025-02-10T09:00:00+07:00',
};

const ECONOMY_EXPRESS: SeedPost = {
  key: 'economy-express',
  categoryKey: 'services',
  slug: 'economy-express',
  titleVi: 'Chuyển phát tiết kiệm: gom hàng theo chuyến, tiết kiệm đến 30% chi phí',
  titleEn: 'Economy express: consolidated departures, up to 30% cheaper',
  descriptionVi:
    'Dành cho hàng không gấp: gom theo chuyến cố định, 5–8 ngày làm việc, vẫn lấy hàng tận nơi và tra cứu được từng kiện.',
  descriptionEn:
    'For goods that are not urgent: fixed consolidated departures, 5–8 working days, still collected from your door and tracked piece by piece.',
  contentVi: `
<p>Chuyển phát tiết kiệm gom hàng của nhiều khách hàng lên các chuyến cố định trong tuần, nhờ đó cước thấp hơn chuyển phát nhanh đến 30% mà vẫn giữ nguyên quy trình lấy hàng, thông quan và tra cứu.</p>
<h2>Phù hợp với</h2>
<ul>
<li>Hàng mẫu, hàng bổ sung tồn kho, quà tặng và hàng thương mại điện tử không cần giao gấp.</li>
<li>Kiện từ 2 kg trở lên, đặc biệt là hàng nhẹ nhưng cồng kềnh.</li>
</ul>
<h2>Lịch chuyến và thời gian</h2>
<p>Khởi hành thứ Ba và thứ Sáu hằng tuần từ TP. Hồ Chí Minh và Hà Nội; hạn nhận hàng tại kho 16:00 ngày trước chuyến. Thời gian giao 5–8 ngày làm việc tùy nước đến.</p>
<p>Để gửi hàng, Quý khách tạo booking và chọn dịch vụ Chuyển phát tiết kiệm; giá và phụ phí hiển thị ngay trên biểu mẫu.</p>
`.trim(),
  contentEn: `
<p>Economy express groups the goods of many customers on fixed weekly departures, so it costs up to 30% less than express while keeping the same pickup, customs and tracking.</p>
<h2>Suited to</h2>
<ul>
<li>Samples, stock replenishment, gifts and e-commerce orders that are not urgent.</li>
<li>Parcels from 2 kg, especially light but bulky goods.</li>
</ul>
<h2>Departures and transit times</h2>
<p>Departures every Tuesday and Friday from Ho Chi Minh City and Hanoi; the warehouse cut-off is 16:00 on the day before. Delivery takes 5–8 working days depending on the destination.</p>
<p>To ship, create a booking and choose the Economy service; the price and any surcharges show on the form at once.</p>
`.trim(),
  publishedAt: '2025-02-10T10:00:00+07:00',
};

const AIR_FREIGHT: SeedPost = {
  key: 'air-freight',
  categoryKey: 'services',
  slug: 'air-freight',
  titleVi: 'Vận tải hàng không: lô hàng từ 100 kg, thông quan hai đầu',
  titleEn: 'Air freight: shipments from 100 kg, cleared at both ends',
  descriptionVi:
    'Đặt chỗ trực tiếp với hãng bay, thông quan xuất khẩu và nhập khẩu, giao tận kho người nhận trong 3–7 ngày đến các thị trường lớn.',
  descriptionEn:
    'Space booked directly with airlines, export and import clearance, and delivery to the consignee’s warehouse in 3–7 days to major markets.',
  contentVi: `
<p>Vận tải hàng không dành cho lô hàng thương mại từ 100 kg cần đến nhanh hơn đường biển. ACF Express đặt chỗ trực tiếp với các hãng bay tại Tân Sơn Nhất và Nội Bài và lo trọn thủ tục hai đầu.</p>
<h2>Dịch vụ bao gồm</h2>
<ul>
<li>Lấy hàng tại nhà máy hoặc kho, đóng gói và dán nhãn theo quy định IATA.</li>
<li>Khai hải quan xuất khẩu, tư vấn mã HS và chứng từ (hóa đơn thương mại, phiếu đóng gói, C/O).</li>
<li>Vận đơn hàng không (AWB), thông quan nhập khẩu và giao tận kho người nhận (DAP hoặc DDP).</li>
</ul>
<h2>Thời gian và báo giá</h2>
<p>3–7 ngày đến Nhật Bản, Hàn Quốc, Mỹ, châu Âu và Úc. Cước tính theo trọng lượng tính cước (thể tích quy đổi 1 m³ = 167 kg); báo giá trong 24 giờ làm việc kể từ khi nhận thông tin lô hàng.</p>
`.trim(),
  contentEn: `
<p>Air freight is for commercial shipments from 100 kg that must arrive faster than by sea. ACF Express books space directly with airlines at Tan Son Nhat and Noi Bai and handles the formalities at both ends.</p>
<h2>What is included</h2>
<ul>
<li>Collection from the factory or warehouse, packing and labelling to IATA rules.</li>
<li>Export customs declaration, advice on HS codes and documents (commercial invoice, packing list, certificate of origin).</li>
<li>The air waybill (AWB), import clearance and delivery to the consignee's warehouse (DAP or DDP).</li>
</ul>
<h2>Transit times and quotations</h2>
<p>3–7 days to Japan, Korea, the US, Europe and Australia. The charge follows the chargeable weight (1 m³ = 167 kg); a quotation is sent within 24 working hours of receiving the shipment details.</p>
`.trim(),
  publishedAt: '2025-02-10T11:00:00+07:00',
};

export const SEED_POSTS: SeedPost[] = [
  CORE_VALUES,
  CUSTOMS_CLEARANCE_CAPACITY,
  SYSTEM_CAPACITY,
  INTERNATIONAL_NETWORK,
  BANNED_GOODS,
  DANGEROUS_GOODS,
  TET_HOLIDAY_NOTICE,
  EXPRESS_JAPAN,
  ECOMMERCE_FULFILMENT,
  SEA_FREIGHT,
  INTERNATIONAL_EXPRESS,
  ECONOMY_EXPRESS,
  AIR_FREIGHT,
];

// ---------------------------------------------------------------------------------------
// Home page content
// ---------------------------------------------------------------------------------------

const HOTLINE_TEL = COMPANY_INFO.hotline.replace(/\s+/g, '');

/** Menu items: a post, a category or another page of the site. */
const toPost = (postKey: string, nameVi: string, nameEn: string): SeedMenuItem => ({
  nameVi,
  nameEn,
  typeLink: 'post',
  postKey,
});
const toCategory = (categoryKey: string, nameVi: string, nameEn: string): SeedMenuItem => ({
  nameVi,
  nameEn,
  typeLink: 'category',
  categoryKey,
});
const toPage = (link: string, nameVi: string, nameEn: string): SeedMenuItem => ({
  nameVi,
  nameEn,
  typeLink: 'other',
  link,
});

/** The menu items that stand in several places of the home page. */
const MENU = {
  coreValues: () => toPost('core-values', 'Giá trị cốt lõi', 'Core values'),
  customsClearance: () => toPost('customs-clearance-capacity', 'Năng lực thông quan', 'Customs clearance'),
  systemCapacity: () => toPost('system-capacity', 'Năng lực hệ thống', 'Our operations'),
  network: () => toPost('international-network', 'Mạng lưới quốc tế', 'International network'),
  ecommerce: () => toPost('ecommerce-fulfilment', 'Thương mại điện tử', 'E-commerce'),
  seaFreight: () => toPost('sea-freight-lcl-fcl', 'Vận tải đường biển', 'Sea freight'),
  bannedGoods: () => toPost('banned-goods', 'Hàng cấm gửi', 'Prohibited items'),
  dangerousGoods: () => toPost('dangerous-goods', 'Hàng nguy hiểm', 'Dangerous goods'),
  news: () => toCategory('news', 'Tin tức', 'News'),
  tracking: () => toPage('/tracking', 'Tra cứu vận đơn', 'Track a shipment'),
};

/** A header or footer entry and its menu; `opens` is what its title opens (null: nothing, a heading). */
const withMenu = (
  type: 'HEADER' | 'FOOTER',
  [titleVi, titleEn]: [string, string],
  opens: { categoryKey: string } | { link: string } | null,
  menuItems: SeedMenuItem[],
): SeedHomeItem => ({ type, titleVi, titleEn, ...opens, menuItems });

/** A header link of its own, with no menu under it. */
const headerLink = (titleVi: string, titleEn: string, link: string) =>
  withMenu('HEADER', [titleVi, titleEn], { link }, []);

const topItem = (titleVi: string, titleEn: string, link: string, icon: string): SeedHomeItem => ({
  type: 'TOP',
  titleVi,
  titleEn,
  link,
  icon,
  menuItems: [],
});

const TOP_ITEMS: SeedHomeItem[] = [
  topItem(
    `Hotline: ${COMPANY_INFO.hotline}`,
    `Hotline: ${COMPANY_INFO.hotline}`,
    `tel:${HOTLINE_TEL}`,
    'PhoneOutlined',
  ),
  topItem(COMPANY_INFO.email, COMPANY_INFO.email, `mailto:${COMPANY_INFO.email}`, 'MailOutlined'),
  topItem('Tra cứu vận đơn', 'Track a shipment', '/tracking', 'SearchOutlined'),
];

const HEADER_ITEMS: SeedHomeItem[] = [
  headerLink('Trang chủ', 'Home', '/'),
  withMenu('HEADER', ['Giới thiệu', 'About us'], { categoryKey: 'about' }, [
    MENU.coreValues(),
    MENU.customsClearance(),
    MENU.systemCapacity(),
    MENU.network(),
  ]),
  withMenu('HEADER', ['Dịch vụ', 'Services'], { categoryKey: 'services' }, [
    toPost('international-express', 'Chuyển phát nhanh quốc tế', 'International express'),
    toPost('economy-express', 'Chuyển phát tiết kiệm', 'Economy express'),
    MENU.ecommerce(),
    toPost('air-freight', 'Vận tải hàng không', 'Air freight'),
    MENU.seaFreight(),
  ]),
  withMenu('HEADER', ['Tin tức', 'News'], { categoryKey: 'news' }, [
    MENU.news(),
    toCategory('guides', 'Quy định & hướng dẫn', 'Regulations & guides'),
    MENU.bannedGoods(),
    MENU.dangerousGoods(),
  ]),
  withMenu('HEADER', ['Phụ phí', 'Surcharges'], { link: '/surcharges' }, [
    toPage('/surcharges', 'Bảng phụ phí các hãng', 'Carrier surcharges'),
    toPage('/surcharge-check', 'Kiểm tra phụ phí', 'Surcharge check'),
  ]),
  headerLink('Tra cứu', 'Tracking', '/tracking'),
];

/** A service's card: its post is the one the card's "learn more" opens. */
const serviceItem = (
  postKey: string,
  [titleVi, titleEn]: [string, string],
  [contentVi, contentEn]: [string, string],
  icon: string,
): SeedHomeItem => ({
  type: 'SERVICE',
  titleVi,
  titleEn,
  contentVi,
  contentEn,
  icon,
  categoryKey: 'services',
  menuItems: [toPost(postKey, 'Xem chi tiết', 'Learn more')],
});

/** One item per service kind: EXPRESS, ECONOMY, ECOMMERCE_SERVICE, AIR_FREIGHT, SEA_FREIGHT. */
const SERVICE_ITEMS: SeedHomeItem[] = [
  serviceItem(
    'international-express',
    ['Chuyển phát nhanh quốc tế', 'International express'],
    [
      'Giao tận tay người nhận tại hơn 220 quốc gia trong 2–5 ngày làm việc qua DHL, FedEx, UPS, Yamato và K-Cargo. Lấy hàng tận nơi, tra cứu hành trình 24/7.',
      'Door-to-door delivery to more than 220 countries in 2–5 working days via DHL, FedEx, UPS, Yamato and K-Cargo. Pickup from your door and 24/7 tracking.',
    ],
    'RocketOutlined',
  ),
  serviceItem(
    'economy-express',
    ['Chuyển phát tiết kiệm', 'Economy express'],
    [
      'Gom hàng theo chuyến cố định, tiết kiệm đến 30% chi phí so với chuyển phát nhanh cho hàng không gấp; thời gian 5–8 ngày làm việc, vẫn tra cứu được từng kiện.',
      'Consolidated on fixed departures, saving up to 30% compared with express for non-urgent goods; 5–8 working days, with every piece still fully tracked.',
    ],
    'WalletOutlined',
  ),
  serviceItem(
    'ecommerce-fulfilment',
    ['Thương mại điện tử', 'E-commerce'],
    [
      'Lưu kho, đóng gói theo đơn và giao quốc tế đã bao gồm thuế cho nhà bán hàng trên Amazon, Etsy, eBay và website riêng; tạo đơn hàng loạt bằng Excel.',
      'Storage, pick and pack and duty-paid international delivery for sellers on Amazon, Etsy, eBay and their own sites; bulk order creation from Excel.',
    ],
    'ShoppingCartOutlined',
  ),
  serviceItem(
    'air-freight',
    ['Vận tải hàng không', 'Air freight'],
    [
      'Lô hàng từ 100 kg, đặt chỗ trực tiếp với hãng bay, thông quan hai đầu và giao tận nơi; thời gian 3–7 ngày đến các thị trường lớn.',
      'Shipments from 100 kg, booked directly with airlines, cleared at both ends and delivered to the door in 3–7 days to major markets.',
    ],
    'SendOutlined',
  ),
  serviceItem(
    'sea-freight-lcl-fcl',
    ['Vận tải đường biển', 'Sea freight'],
    [
      'Hàng lẻ LCL từ 1 m³ và nguyên container FCL 20GP, 40GP, 40HC từ Cát Lái, Cái Mép, Hải Phòng; báo giá trong 24 giờ làm việc.',
      'LCL consolidation from 1 m³ and FCL 20GP, 40GP, 40HC containers from Cat Lai, Cai Mep and Hai Phong; quotation within 24 working hours.',
    ],
    'ContainerOutlined',
  ),
];

const BODY_ITEMS: SeedHomeItem[] = [
  {
    type: 'BODY',
    titleVi: 'Vì sao chọn ACF Express',
    titleEn: 'Why choose ACF Express',
    icon: 'SafetyCertificateOutlined',
    categoryKey: 'about',
    contentVi: `
<ul>
<li><strong>Tuyến riêng đi Nhật Bản và Hàn Quốc</strong> cùng Yamato và K-Cargo, giao trong 2–4 ngày làm việc.</li>
<li><strong>Thông quan tại chỗ</strong> với đội ngũ khai hải quan riêng, khoảng 85% lô hàng thông quan ngay trong ngày.</li>
<li><strong>Giá và phụ phí minh bạch</strong>, tự kiểm tra phụ phí trước khi gửi, bảng kê cước chi tiết từng lô hàng.</li>
<li><strong>Tận tâm</strong>: nhân viên phụ trách riêng cho doanh nghiệp, đường dây nóng từ 7:30 đến 21:00 hằng ngày.</li>
</ul>
`.trim(),
    contentEn: `
<ul>
<li><strong>Dedicated routes to Japan and Korea</strong> with Yamato and K-Cargo, delivered in 2–4 working days.</li>
<li><strong>In-house customs clearance</strong>: about 85% of shipments are cleared on the same day.</li>
<li><strong>Transparent rates and surcharges</strong>: check surcharges before you ship and get a detailed statement per shipment.</li>
<li><strong>Real care</strong>: a dedicated account manager for every business and a hotline open 7:30 to 21:00 every day.</li>
</ul>
`.trim(),
    menuItems: [MENU.coreValues(), MENU.customsClearance(), MENU.network()],
  },
  {
    type: 'BODY',
    titleVi: 'Quy trình gửi hàng 4 bước',
    titleEn: 'Shipping in 4 steps',
    icon: 'OrderedListOutlined',
    contentVi: `
<ul>
<li><strong>1. Tạo booking:</strong> nhập thông tin người gửi, người nhận và hàng hóa trên website, hệ thống tính ngay trọng lượng tính cước và phụ phí.</li>
<li><strong>2. Lấy hàng tận nơi:</strong> nhân viên ACF đến lấy hàng trong khung giờ hẹn, cân đo và dán nhãn mã vạch cho từng kiện.</li>
<li><strong>3. Khai thác và thông quan:</strong> hàng được kiểm tra tại kho, khai hải quan và xuất theo chuyến bay hoặc chuyến tàu gần nhất.</li>
<li><strong>4. Giao hàng và xác nhận:</strong> đối tác giao tận tay người nhận; Quý khách theo dõi hành trình và xem xác nhận giao hàng (POD) trực tuyến.</li>
</ul>
`.trim(),
    contentEn: `
<ul>
<li><strong>1. Create a booking:</strong> enter the sender, receiver and goods on our website; chargeable weight and surcharges are calculated instantly.</li>
<li><strong>2. Pickup at your door:</strong> an ACF courier collects within your chosen time window, weighs, measures and barcodes every piece.</li>
<li><strong>3. Processing and clearance:</strong> goods are checked in our warehouse, declared to customs and sent on the next flight or sailing.</li>
<li><strong>4. Delivery and confirmation:</strong> our partner delivers to the receiver; you follow the journey and see the proof of delivery (POD) online.</li>
</ul>
`.trim(),
    menuItems: [
      toPage('/manager/create-booking', 'Tạo booking', 'Create a booking'),
      toPage('/surcharge-check', 'Kiểm tra phụ phí', 'Check surcharges'),
      MENU.bannedGoods(),
      MENU.tracking(),
    ],
  },
  {
    type: 'BODY',
    titleVi: 'ACF Express qua những con số',
    titleEn: 'ACF Express in numbers',
    icon: 'BarChartOutlined',
    contentVi: `
<ul>
<li><strong>Từ 2012</strong>: hơn 14 năm kinh nghiệm chuyển phát và giao nhận quốc tế.</li>
<li><strong>220+</strong> quốc gia và vùng lãnh thổ có thể gửi hàng đến.</li>
<li><strong>3.000+</strong> khách hàng doanh nghiệp đang sử dụng dịch vụ.</li>
<li><strong>60.000+</strong> kiện hàng mỗi tháng vào mùa cao điểm.</li>
<li><strong>4.700 m²</strong> kho khai thác tại TP. Hồ Chí Minh và Hà Nội.</li>
</ul>
`.trim(),
    contentEn: `
<ul>
<li><strong>Since 2012</strong>: more than 14 years in international express and forwarding.</li>
<li><strong>220+</strong> countries and territories we deliver to.</li>
<li><strong>3,000+</strong> business customers using our services.</li>
<li><strong>60,000+</strong> pieces a month in peak season.</li>
<li><strong>4,700 m²</strong> of operating warehouses in Ho Chi Minh City and Hanoi.</li>
</ul>
`.trim(),
    menuItems: [MENU.systemCapacity()],
  },
];

const FOOTER_ITEMS: SeedHomeItem[] = [
  withMenu('FOOTER', ['Về ACF Express', 'About ACF Express'], { categoryKey: 'about' }, [
    MENU.coreValues(),
    MENU.systemCapacity(),
    MENU.customsClearance(),
    MENU.network(),
  ]),
  withMenu('FOOTER', ['Dịch vụ', 'Services'], { categoryKey: 'services' }, [
    toPost('express-japan', 'Chuyển phát nhanh đi Nhật Bản', 'Express to Japan'),
    MENU.ecommerce(),
    MENU.seaFreight(),
    toPage('/surcharges', 'Bảng phụ phí', 'Surcharges'),
  ]),
  withMenu('FOOTER', ['Hỗ trợ & quy định', 'Support & regulations'], { categoryKey: 'guides' }, [
    MENU.bannedGoods(),
    MENU.dangerousGoods(),
    toPost('tet-holiday-notice', 'Lịch nghỉ Tết 2027', 'Tet 2027 schedule'),
    MENU.news(),
  ]),
  withMenu('FOOTER', ['Liên kết', 'Quick links'], null, [
    MENU.tracking(),
    toPage('/surcharge-check', 'Kiểm tra phụ phí', 'Surcharge check'),
    toPage('/register', 'Đăng ký tài khoản', 'Create an account'),
    toPage('/login-home', 'Đăng nhập', 'Log in'),
  ]),
];

export const SEED_HOME_ITEMS: SeedHomeItem[] = [
  ...TOP_ITEMS,
  ...HEADER_ITEMS,
  ...SERVICE_ITEMS,
  ...BODY_ITEMS,
  ...FOOTER_ITEMS,
];
