import { API_PREFIX, type TTrackingResponse } from '@acf/shared';

/** Public lookup: no session involved, so a plain fetch (the public page stays free of the back-office client). */
export async function trackShipments(numbers: string[], locale: string): Promise<TTrackingResponse> {
  const res = await fetch(`${API_PREFIX}/tracking?codes=${encodeURIComponent(numbers.join(','))}`, {
    headers: { 'accept-language': locale },
  });
  if (!res.ok) throw new Error(String(res.status));
  return res.json();
}
