import type { TBookingFile } from '@acf/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { useObjectUrl } from '@/lib/use-object-url';

/** The booking's pickup photos, signatures and proof of delivery (private: read with the session). */
export const useBookingFiles = (id: string | null) =>
  useQuery({
    queryKey: ['bookings', 'files', id],
    queryFn: () => request<{ items: TBookingFile[] }>(`/bookings/${id}/files`),
    enabled: !!id,
  });

/**
 * One file's image, fetched through the API with the session (never a public address). The
 * query keeps the bytes; each component that shows them makes its own object URL and gives it
 * back when it goes, so a drawer opened on many bookings does not keep every image in memory.
 */
export function useBookingFileUrl(bookingId: string, fileId: string) {
  const file = useQuery({
    queryKey: ['bookings', 'file', bookingId, fileId],
    queryFn: async () =>
      (await request<Response>(`/bookings/${bookingId}/files/${fileId}`, { raw: true })).blob(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  const url = useObjectUrl(file.data);
  return { error: file.error, url };
}
