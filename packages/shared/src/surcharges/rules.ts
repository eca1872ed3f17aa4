import { type BilingualLabel, PACKAGING_LABELS } from './codes';
import type { Carrier, NonCartonPackaging, SurchargeCode, SurchargeFee, SurchargeMasterData } from './types';
import {
  DHL_SURCHARGE_CODES,
  FEDEX_SURCHARGE_CODES,
  NON_CARTON_PACKAGING,
  UPS_SURCHARGE_CODES,
} from './types';

/**
 * Every threshold of the seed's surcharge lists (seed §9, PRODUCT §8) lives here, one object per
 * carrier. All comparisons are strict: "over 70 kg" means 70 kg does not trigger, 70.01 kg does.
 */

/** What a carrier will carry at all; a piece over any of these makes the carrier say no. */
export interface CarrierLimits {
  /** Actual weight of one piece, kg. */
  maxPieceWeightKg: number;
  /** Longest side of one piece, cm. */
  maxLongestSideCm: number;
  /** Longest side + 2 × second + 2 × third, cm; null when the carrier publishes no such limit. */
  maxLengthPlusGirthCm: number | null;
}

interface CommonRules {
  /** Volumetric weight = L × W × H (cm) / divisor, in kg. */
  volumetricDivisor: number;
  /** Billable weight is rounded up to the next multiple of this, in kg. */
  billableIncrementKg: number;
  limits: CarrierLimits;
}

/** Pickups happen in Vietnam: remote pickup is looked up in the carrier's 'VN' list. */
export const ORIGIN_COUNTRY = 'VN';

export const DHL_RULES = {
  volumetricDivisor: 5000,
  billableIncrementKg: 0.5,
  oversizePackage: {
    /** Actual or volumetric weight of one piece. */
    weightKg: 70,
  },
  overlengthPackage: {
    /** Any side, i.e. the longest side. */
    sideCm: 120,
  },
  /** DHL Express: palletised pieces up to 300 kg and 300 cm on one side; beyond that, freight. */
  limits: { maxPieceWeightKg: 300, maxLongestSideCm: 300, maxLengthPlusGirthCm: null },
} as const satisfies CommonRules & Record<string, unknown>;

export const FEDEX_RULES = {
  volumetricDivisor: 5000,
  billableIncrementKg: 0.5,
  additionalHandling: {
    longestSideCm: 121,
    secondSideCm: 76,
    lengthPlusGirthCm: 266,
    weightKg: 31,
    /** The six packaging sub-options. */
    packaging: NON_CARTON_PACKAGING as readonly NonCartonPackaging[],
  },
  heavyGoods: { longestSideCm: 157 },
  oversize: { longestSideCm: 243, lengthPlusGirthCm: 330 },
  /** FedEx published package maximums: 68 kg, 274 cm long, 419 cm length + girth. */
  limits: { maxPieceWeightKg: 68, maxLongestSideCm: 274, maxLengthPlusGirthCm: 419 },
} as const satisfies CommonRules & Record<string, unknown>;

export const UPS_RULES = {
  volumetricDivisor: 5000,
  billableIncrementKg: 0.5,
  additionalHandling: {
    longestSideCm: 122,
    secondSideCm: 76,
    /** Gross (actual) weight. */
    weightKg: 32,
    /** Anything but a carton is "non-carton" for UPS, a pallet included. */
    cartonPackaging: 'CARTON',
    cylindricalShape: 'CYLINDER',
  },
  largePackage: {
    /** Over this length + girth (strict) and up to `limits.maxLengthPlusGirthCm` inclusive. */
    lengthPlusGirthCm: 300,
    /** A large package is billed at least this weight, per piece. */
    minBillableWeightKg: 40,
  },
  remoteArea: {
    /** A piece up to this actual weight pays per piece; a heavier one pays per kg. */
    perKgOverWeightKg: 50,
  },
  /** UPS published package maximums: 70 kg, 274 cm long, 400 cm length + girth. */
  limits: { maxPieceWeightKg: 70, maxLongestSideCm: 274, maxLengthPlusGirthCm: 400 },
} as const satisfies CommonRules & Record<string, unknown>;

export const CARRIER_RULES = {
  DHL: DHL_RULES,
  FEDEX: FEDEX_RULES,
  UPS: UPS_RULES,
} as const satisfies Record<Carrier, CommonRules>;

export const CARRIER_LIMITS: Record<Carrier, CarrierLimits> = {
  DHL: DHL_RULES.limits,
  FEDEX: FEDEX_RULES.limits,
  UPS: UPS_RULES.limits,
};

export const DEFAULT_CARRIER_NAMES: Record<Carrier, string> = {
  DHL: 'DHL Express',
  FEDEX: 'FedEx',
  UPS: 'UPS',
};

// Re-exported for the package index: they live in codes.ts, which loads no schema library.
export { type BilingualLabel, PACKAGING_LABELS };

// ---------------------------------------------------------------------------------------------
// Catalogue: what the public surcharge pages and the master-data editor show
// ---------------------------------------------------------------------------------------------

export interface SurchargeCatalogueEntry {
  code: SurchargeCode;
  nameVi: string;
  nameEn: string;
  descriptionVi: string;
  descriptionEn: string;
  /** Fee codes the master-data editor offers for this item (UPS remote area has two). */
  feeCodes: readonly SurchargeCode[];
}

type CatalogueText = Omit<SurchargeCatalogueEntry, 'code' | 'feeCodes'>;

const nonCartonListVi = NON_CARTON_PACKAGING.map((p) => PACKAGING_LABELS[p].vi.toLowerCase()).join('; ');
const nonCartonListEn = NON_CARTON_PACKAGING.map((p) => PACKAGING_LABELS[p].en.toLowerCase()).join('; ');

const DHL_TEXT: Record<(typeof DHL_SURCHARGE_CODES)[number], CatalogueText> = {
  OVERSIZE_PACKAGE: {
    nameVi: 'Phụ phí kiện hàng quá cỡ',
    nameEn: 'Oversize package',
    descriptionVi: `Kiện có trọng lượng thực hoặc trọng lượng quy đổi trên ${DHL_RULES.oversizePackage.weightKg} kg.`,
    descriptionEn: `A piece whose actual or volumetric weight is over ${DHL_RULES.oversizePackage.weightKg} kg.`,
  },
  OVERLENGTH_PACKAGE: {
    nameVi: 'Phụ phí kiện hàng quá dài',
    nameEn: 'Over-length package',
    descriptionVi: `Kiện có một cạnh dài trên ${DHL_RULES.overlengthPackage.sideCm} cm.`,
    descriptionEn: `A piece with any side over ${DHL_RULES.overlengthPackage.sideCm} cm.`,
  },
  NON_STACKABLE_PALLET: {
    nameVi: 'Phụ phí pallet không xếp chồng',
    nameEn: 'Non-stackable pallet',
    descriptionVi: 'Pallet không thể xếp hàng khác lên trên.',
    descriptionEn: 'A pallet on which nothing can be stacked.',
  },
  ADDRESS_CORRECTION: {
    nameVi: 'Phụ phí sửa địa chỉ',
    nameEn: 'Address correction',
    descriptionVi: 'Địa chỉ người nhận sai hoặc thiếu và phải được hãng vận chuyển sửa lại.',
    descriptionEn: 'The receiver address is wrong or incomplete and the carrier has to correct it.',
  },
  RESTRICTED_DESTINATION: {
    nameVi: 'Phụ phí điểm đến bị hạn chế',
    nameEn: 'Restricted destination',
    descriptionVi: 'Gửi đến quốc gia chịu lệnh hạn chế hoặc cấm vận.',
    descriptionEn: 'Shipping to a country under trade restrictions or sanctions.',
  },
  HIGH_RISK: {
    nameVi: 'Phụ phí khu vực rủi ro cao',
    nameEn: 'High-risk destination',
    descriptionVi: 'Gửi đến quốc gia có rủi ro cao về an ninh hoặc xung đột.',
    descriptionEn: 'Shipping to a country with a high security or conflict risk.',
  },
  REMOTE_AREA_DELIVERY: {
    nameVi: 'Phụ phí giao hàng vùng sâu vùng xa',
    nameEn: 'Remote area delivery',
    descriptionVi: 'Mã bưu chính nơi nhận thuộc danh sách vùng sâu vùng xa của hãng.',
    descriptionEn: "The delivery postal code is in the carrier's remote area list.",
  },
  REMOTE_AREA_PICKUP: {
    nameVi: 'Phụ phí lấy hàng vùng sâu vùng xa',
    nameEn: 'Remote area pickup',
    descriptionVi: 'Mã bưu chính nơi lấy hàng tại Việt Nam thuộc danh sách vùng sâu vùng xa của hãng.',
    descriptionEn: "The pickup postal code in Vietnam is in the carrier's remote area list.",
  },
};

const FEDEX_AH = FEDEX_RULES.additionalHandling;
const FEDEX_TEXT: Record<(typeof FEDEX_SURCHARGE_CODES)[number], CatalogueText> = {
  REMOTE_AREA: {
    nameVi: 'Phụ phí vùng sâu vùng xa (giao hoặc lấy hàng)',
    nameEn: 'Remote area (delivery or pickup)',
    descriptionVi: 'Mã bưu chính nơi giao hoặc nơi lấy hàng thuộc danh sách vùng sâu vùng xa của hãng.',
    descriptionEn: "The delivery or pickup postal code is in the carrier's remote area list.",
  },
  ADDITIONAL_HANDLING_DIMENSIONS: {
    nameVi: 'Phụ phí xử lý đặc biệt – kích thước',
    nameEn: 'Additional handling – dimensions',
    descriptionVi: `Cạnh dài nhất trên ${FEDEX_AH.longestSideCm} cm, cạnh dài thứ hai trên ${FEDEX_AH.secondSideCm} cm, hoặc chiều dài + chu vi trên ${FEDEX_AH.lengthPlusGirthCm} cm.`,
    descriptionEn: `Longest side over ${FEDEX_AH.longestSideCm} cm, second-longest side over ${FEDEX_AH.secondSideCm} cm, or length + girth over ${FEDEX_AH.lengthPlusGirthCm} cm.`,
  },
  ADDITIONAL_HANDLING_WEIGHT: {
    nameVi: 'Phụ phí xử lý đặc biệt – trọng lượng',
    nameEn: 'Additional handling – weight',
    descriptionVi: `Kiện có trọng lượng thực trên ${FEDEX_AH.weightKg} kg.`,
    descriptionEn: `A piece whose actual weight is over ${FEDEX_AH.weightKg} kg.`,
  },
  ADDITIONAL_HANDLING_PACKAGING: {
    nameVi: 'Phụ phí xử lý đặc biệt – đóng gói',
    nameEn: 'Additional handling – packaging',
    descriptionVi: `Kiện không đóng trong thùng carton: ${nonCartonListVi}.`,
    descriptionEn: `A piece not packed in a carton: ${nonCartonListEn}.`,
  },
  HEAVY_GOODS: {
    nameVi: 'Phụ phí hàng cồng kềnh',
    nameEn: 'Heavy goods',
    descriptionVi: `Cạnh dài nhất trên ${FEDEX_RULES.heavyGoods.longestSideCm} cm.`,
    descriptionEn: `Longest side over ${FEDEX_RULES.heavyGoods.longestSideCm} cm.`,
  },
  OVERSIZE: {
    nameVi: 'Phụ phí quá khổ',
    nameEn: 'Oversize',
    descriptionVi: `Cạnh dài nhất trên ${FEDEX_RULES.oversize.longestSideCm} cm hoặc chiều dài + chu vi trên ${FEDEX_RULES.oversize.lengthPlusGirthCm} cm.`,
    descriptionEn: `Longest side over ${FEDEX_RULES.oversize.longestSideCm} cm or length + girth over ${FEDEX_RULES.oversize.lengthPlusGirthCm} cm.`,
  },
};

const UPS_AH = UPS_RULES.additionalHandling;
const UPS_LP = UPS_RULES.largePackage;
const UPS_TEXT: Record<(typeof UPS_SURCHARGE_CODES)[number], CatalogueText> = {
  ADDITIONAL_HANDLING: {
    nameVi: 'Phụ phí xử lý đặc biệt',
    nameEn: 'Additional handling',
    descriptionVi: `Cạnh dài nhất trên ${UPS_AH.longestSideCm} cm, cạnh dài thứ hai trên ${UPS_AH.secondSideCm} cm, trọng lượng thực trên ${UPS_AH.weightKg} kg, không đóng trong thùng carton, hoặc kiện hình trụ.`,
    descriptionEn: `Longest side over ${UPS_AH.longestSideCm} cm, second-longest side over ${UPS_AH.secondSideCm} cm, gross weight over ${UPS_AH.weightKg} kg, non-carton packaging, or a cylindrical piece.`,
  },
  LARGE_PACKAGE: {
    nameVi: 'Phụ phí kiện hàng lớn',
    nameEn: 'Large package',
    descriptionVi: `Chiều dài + chu vi trên ${UPS_LP.lengthPlusGirthCm} cm và không quá ${UPS_RULES.limits.maxLengthPlusGirthCm} cm; mỗi kiện tính cước tối thiểu ${UPS_LP.minBillableWeightKg} kg.`,
    descriptionEn: `Length + girth over ${UPS_LP.lengthPlusGirthCm} cm and up to ${UPS_RULES.limits.maxLengthPlusGirthCm} cm; each such piece is billed at least ${UPS_LP.minBillableWeightKg} kg.`,
  },
  ADDRESS_CHANGE: {
    nameVi: 'Phụ phí thay đổi địa chỉ',
    nameEn: 'Address change',
    descriptionVi: 'Người gửi hoặc người nhận yêu cầu đổi địa chỉ giao hàng.',
    descriptionEn: 'The shipper or receiver asks to change the delivery address.',
  },
  REMOTE_AREA: {
    nameVi: 'Phụ phí vùng sâu vùng xa',
    nameEn: 'Remote area',
    descriptionVi: `Mã bưu chính nơi nhận thuộc vùng sâu vùng xa: tính theo kiện với kiện đến ${UPS_RULES.remoteArea.perKgOverWeightKg} kg, theo kg với kiện trên ${UPS_RULES.remoteArea.perKgOverWeightKg} kg.`,
    descriptionEn: `The delivery postal code is in a remote area: charged per piece for a piece up to ${UPS_RULES.remoteArea.perKgOverWeightKg} kg, per kg for a piece over ${UPS_RULES.remoteArea.perKgOverWeightKg} kg.`,
  },
  RESIDENTIAL: {
    nameVi: 'Phụ phí giao đến nhà riêng',
    nameEn: 'Residential delivery',
    descriptionVi: 'Địa chỉ nhận là nhà riêng, không phải địa chỉ doanh nghiệp.',
    descriptionEn: 'The delivery address is a home, not a business.',
  },
  DUTY_PAID: {
    nameVi: 'Phụ phí dịch vụ trả thuế hộ (DDP)',
    nameEn: 'Duty paid (DDP)',
    descriptionVi: 'Người gửi trả thuế và phí nhập khẩu thay người nhận; tính theo kiện.',
    descriptionEn: 'The shipper pays import duties and taxes for the receiver; charged per piece.',
  },
};

const entries = <C extends SurchargeCode>(
  codes: readonly C[],
  text: Record<C, CatalogueText>,
  feeCodes: Partial<Record<C, readonly SurchargeCode[]>> = {},
): SurchargeCatalogueEntry[] =>
  codes.map((code) => ({ code, ...text[code], feeCodes: feeCodes[code] ?? [code] }));

/** Per carrier, its surcharges in the seed's order, with names and descriptions in vi and en. */
export const SURCHARGE_CATALOGUE: Record<Carrier, readonly SurchargeCatalogueEntry[]> = {
  DHL: entries(DHL_SURCHARGE_CODES, DHL_TEXT),
  FEDEX: entries(FEDEX_SURCHARGE_CODES, FEDEX_TEXT),
  UPS: entries(UPS_SURCHARGE_CODES, UPS_TEXT, { REMOTE_AREA: ['REMOTE_AREA', 'REMOTE_AREA_PER_KG'] }),
};

/** Names of fee codes that are not catalogue items of their own. */
export const EXTRA_FEE_NAMES: Partial<Record<SurchargeCode, BilingualLabel>> = {
  REMOTE_AREA_PER_KG: { vi: 'Phụ phí vùng sâu vùng xa (theo kg)', en: 'Remote area (per kg)' },
};

// ---------------------------------------------------------------------------------------------
// Sample master data: illustrative amounts until the agreed tariffs are entered
// ---------------------------------------------------------------------------------------------

const usd = (amount: number, basis: SurchargeFee['basis']): SurchargeFee => ({
  amount,
  currency: 'USD',
  basis,
  sample: true,
});

export const SAMPLE_SURCHARGE_MASTER_DATA: SurchargeMasterData = {
  fees: {
    DHL: {
      OVERSIZE_PACKAGE: usd(100, 'PER_PIECE'),
      OVERLENGTH_PACKAGE: usd(30, 'PER_PIECE'),
      NON_STACKABLE_PALLET: usd(150, 'PER_PIECE'),
      ADDRESS_CORRECTION: usd(13, 'PER_SHIPMENT'),
      RESTRICTED_DESTINATION: usd(35, 'PER_SHIPMENT'),
      HIGH_RISK: usd(35, 'PER_SHIPMENT'),
      REMOTE_AREA_DELIVERY: usd(30, 'PER_SHIPMENT'),
      REMOTE_AREA_PICKUP: usd(30, 'PER_SHIPMENT'),
    },
    FEDEX: {
      REMOTE_AREA: usd(32, 'PER_SHIPMENT'),
      ADDITIONAL_HANDLING_DIMENSIONS: usd(32, 'PER_PIECE'),
      ADDITIONAL_HANDLING_WEIGHT: usd(45, 'PER_PIECE'),
      ADDITIONAL_HANDLING_PACKAGING: usd(28, 'PER_PIECE'),
      HEAVY_GOODS: usd(60, 'PER_PIECE'),
      OVERSIZE: usd(120, 'PER_PIECE'),
    },
    UPS: {
      ADDITIONAL_HANDLING: usd(30, 'PER_PIECE'),
      LARGE_PACKAGE: usd(120, 'PER_PIECE'),
      ADDRESS_CHANGE: usd(15, 'PER_SHIPMENT'),
      REMOTE_AREA: usd(35, 'PER_PIECE'),
      REMOTE_AREA_PER_KG: usd(0.8, 'PER_KG'),
      RESIDENTIAL: usd(6, 'PER_SHIPMENT'),
      DUTY_PAID: usd(25, 'PER_PIECE'),
    },
  },
  remotePostalCodes: {
    DHL: {
      VN: ['880000', '881*', '94*', '36*'],
      JP: ['907-1*', '100-1*', '952-25*'],
      US: ['99501', '996*', '967*'],
    },
    FEDEX: {
      VN: ['880000', '881*', '94*'],
      JP: ['907-1*', '100-1*'],
      US: ['99501', '996*', '968*'],
    },
    UPS: {
      JP: ['907-1*', '100-1*', '952-25*'],
      VN: ['880000', '94*'],
      US: ['99501', '996*', '967*', '968*'],
    },
  },
  restrictedDestinations: {
    DHL: ['KP', 'IR', 'SY', 'CU'],
    FEDEX: ['KP', 'IR', 'SY', 'CU'],
    UPS: ['KP', 'IR', 'SY', 'CU'],
  },
  highRiskDestinations: {
    DHL: ['AF', 'IQ', 'LY', 'SO', 'YE'],
    FEDEX: ['AF', 'IQ', 'LY', 'SO', 'YE'],
    UPS: ['AF', 'IQ', 'LY', 'SO', 'YE'],
  },
  carrierNames: { ...DEFAULT_CARRIER_NAMES },
};
