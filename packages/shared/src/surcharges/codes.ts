// The packaging and shape codes of a piece and their labels, without the schemas of types.ts:
// a page that lists them (the public surcharge checker) loads no schema library for it.

/**
 * The six non-carton packaging sub-options of FedEx's additional handling (packaging) surcharge.
 * Any of them also counts as "non-carton" for UPS.
 */
export const NON_CARTON_PACKAGING = [
  'NOT_FULLY_ENCASED',
  'WOODEN_CRATE',
  'METAL_OR_HARD_PLASTIC',
  'CYLINDER_TUBE',
  'BAG_OR_SOFT_WRAP',
  'STRAPPED_OR_BANDED',
] as const;
export type NonCartonPackaging = (typeof NON_CARTON_PACKAGING)[number];

export const PACKAGING_CODES = ['CARTON', ...NON_CARTON_PACKAGING, 'PALLET'] as const;
export type PackagingCode = (typeof PACKAGING_CODES)[number];

export const PIECE_SHAPES = ['BOX', 'CYLINDER', 'IRREGULAR'] as const;
export type PieceShape = (typeof PIECE_SHAPES)[number];

export interface BilingualLabel {
  vi: string;
  en: string;
}

export const PACKAGING_LABELS: Record<PackagingCode, BilingualLabel> = {
  CARTON: { vi: 'Thùng carton', en: 'Carton box' },
  NOT_FULLY_ENCASED: {
    vi: 'Không được bọc kín hoàn toàn bằng carton sóng',
    en: 'Not fully encased in corrugated cardboard',
  },
  WOODEN_CRATE: { vi: 'Thùng hoặc kiện gỗ', en: 'Wooden crate or box' },
  METAL_OR_HARD_PLASTIC: { vi: 'Vỏ kim loại hoặc nhựa cứng', en: 'Metal or hard plastic container' },
  CYLINDER_TUBE: { vi: 'Ống, thùng phuy hoặc xô hình trụ', en: 'Cylinder, tube, drum or pail' },
  BAG_OR_SOFT_WRAP: { vi: 'Bao, túi hoặc bọc mềm', en: 'Bag or soft wrap' },
  STRAPPED_OR_BANDED: { vi: 'Chằng buộc bằng dây đai', en: 'Bound with straps or bands' },
  PALLET: { vi: 'Pallet', en: 'Pallet' },
};
