/**
 * A Yamato (south) air manifest to Tokyo, as the warehouse opens one (factory with overrides); a
 * K-Cargo one flies to Seoul.
 */
export const manifestInput = (over: Record<string, unknown> = {}) => ({
  line: 'YAMATO_SOUTH',
  mode: 'AIR',
  destinationCountry: over.line === 'K_CARGO' ? 'KR' : 'JP',
  destinationAirport: over.line === 'K_CARGO' ? 'ICN' : 'NRT',
  flightNumber: 'JL750',
  mawb: '176-12345675',
  departureDate: '2026-11-25',
  ...over,
});
