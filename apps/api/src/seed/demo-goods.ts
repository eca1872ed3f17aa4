/** The HS code of each demo goods description (chapter, heading, subheading). */
const DEMO_HS: Record<string, string> = {
  'Quần áo': '610910',
  'Cà phê': '090121',
  'Mỹ phẩm': '330499',
  'Linh kiện điện tử': '854231',
  Sách: '490199',
  'Giày dép': '640399',
};

/**
 * A demo booking's goods: their description and declared value, and, the goods going abroad, one
 * customs line worth the declared value (two units at half of it).
 */
export const demoGoods = (description: string, declaredValue: number) => ({
  goodsDescription: description,
  declaredValue,
  customs: {
    items: [
      {
        description,
        quantity: 2,
        unitValue: declaredValue / 2,
        hsCode: DEMO_HS[description],
        originCountry: 'VN',
        weight: 0.5,
      },
    ],
  },
});

/** A demo booking's parcel: one piece line, in centimetres and kilograms. */
export const demoParcel = (
  length: number,
  width: number,
  height: number,
  weight: number,
  quantity: number,
) => ({
  cargoUnit: 'CM_KG',
  pieces: [{ length, width, height, weight, quantity }],
});
