import { apiClient } from '@/lib/api-client';

export type CustomsDocument = 'commercial-invoice' | 'packing-list';

/** The commercial invoice or the packing list PDF (English, what customs reads), through the client's 401 logic. */
export const downloadCustomsDocument = (id: string, code: string, kind: CustomsDocument) =>
  apiClient.download(`/bookings/${id}/${kind}.pdf`, undefined, `${kind}-${code}.pdf`);
