import { apiClient } from '@/lib/api-client';

/** The A6 label PDF, through the client's 401 logic. */
export const downloadLabel = (id: string, code: string) =>
  apiClient.download(`/bookings/${id}/label.pdf`, undefined, `label-${code}.pdf`);
