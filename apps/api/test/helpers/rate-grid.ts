/**
 * A carrier's PARCEL sheet as it lays out a card of three zones: prices by weight, a per-step row
 * (+0.5 kg up to 20 kg), per-kg bands, the minimum and the transit days. Plain data, shared by
 * the API tests and the browser tests of rate cards.
 */
export const GRID: (string | number)[][] = [
  ['KG', 'Zone 1', 'Zone 2', 'Zone 3'],
  [0.5, 12, 13, 15],
  [1, 16, 18, 19],
  ['+0.5/20', 3, 3.5, 4],
  ['21-44', 6.6, 7.6, 8.6],
  ['45+', 6.55, 7.55, 8.55],
  ['MIN', 14, 15, 16],
  ['DAYS', '2-3', '3-4', 4],
];
