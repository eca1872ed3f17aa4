import type { TImportResponse } from '@acf/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The .xlsx file is the request body. */
export const importBookings = (file: File) => apiClient.post<TImportResponse>('/bookings/import', file);

export const downloadImportTemplate = () =>
  apiClient.download('/bookings/import-template.xlsx', undefined, 'booking-import-template.xlsx');

export function useImportBookings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: importBookings,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
