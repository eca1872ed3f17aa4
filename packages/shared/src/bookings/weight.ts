import { roundUpWeight } from '../surcharges/engine';
import type { CargoUnit } from './enums';

/** Express volumetric divisor: L × W × H (cm) / 5000 = kg. */
export const VOLUMETRIC_DIVISOR = 5000;
export const WEIGHT_INCREMENT = 0.5;

export interface WeightPiece {
  length?: number | null;
  width?: number | null;
  height?: number | null;
  weight?: number | null;
  volume?: number | null;
  quantity?: number | null;
}

export interface Weights {
  actualWeight: number;
  volumetricWeight: number;
  /** The larger of the two, rounded up to 0.5 kg. */
  chargeableWeight: number;
  /** m³: CBM pieces as entered, CM_KG pieces from their sides. */
  volume: number;
  pieceCount: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** How a carrier's card counts weight: its volumetric divisor and the step it rounds up to. */
export interface WeightRule {
  divisor: number;
  step: number;
}
export const DEFAULT_WEIGHT_RULE: WeightRule = { divisor: VOLUMETRIC_DIVISOR, step: WEIGHT_INCREMENT };

/**
 * The weight a shipment is charged for: the greater of actual and volumetric, rounded up to the
 * card's step (0.5 kg: 0.5 stays 0.5, 20.0 stays 20, 20.01 is 20.5). Zero when both are zero.
 */
export function chargeableWeight(actual: number, volumetric: number, step: number): number {
  const larger = Math.max(actual, volumetric);
  return larger > 0 ? roundUpWeight(larger, step) : 0;
}

/**
 * Weights of a shipment under a card's rule. CM_KG: volumetric = L×W×H / divisor per piece times quantity. CBM and
 * CONT are sea/air freight billed by volume or container: the chargeable weight is the actual
 * weight rounded up (their price does not use a volumetric divisor).
 */
export function computeWeights(
  unit: CargoUnit,
  pieces: readonly WeightPiece[],
  rule: WeightRule = DEFAULT_WEIGHT_RULE,
): Weights {
  let actual = 0;
  let volumetric = 0;
  let volume = 0;
  let count = 0;
  for (const p of pieces) {
    const q = p.quantity ?? 1;
    count += q;
    actual += (p.weight ?? 0) * q;
    if (unit === 'CM_KG') {
      const cm3 = (p.length ?? 0) * (p.width ?? 0) * (p.height ?? 0);
      volumetric += (cm3 / rule.divisor) * q;
      volume += (cm3 / 1_000_000) * q;
    } else if (unit === 'CBM') {
      volume += (p.volume ?? 0) * q;
    }
  }
  return {
    actualWeight: round3(actual),
    volumetricWeight: round3(volumetric),
    chargeableWeight: chargeableWeight(actual, volumetric, rule.step),
    volume: round3(volume),
    pieceCount: count,
  };
}

/** A measured chargeable weight differing from the booked one by more than this is flagged. */
export const MEASURE_TOLERANCE = { kg: 0.5, percent: 5 } as const;

export interface WeightDifference {
  /** Measured − booked chargeable kg. */
  kg: number;
  /** Of the booked chargeable weight; null when nothing was booked. */
  percent: number | null;
  flagged: boolean;
}

/** The difference between booked and measured chargeable weight, flagged past MEASURE_TOLERANCE. */
export function weightDifference(booked: number, measured: number): WeightDifference {
  const kg = round3(measured - booked);
  const percent = booked > 0 ? Math.round((kg / booked) * 10_000) / 100 : null;
  const flagged =
    Math.abs(kg) > MEASURE_TOLERANCE.kg ||
    (percent !== null && Math.abs(percent) > MEASURE_TOLERANCE.percent);
  return { kg, percent, flagged };
}
