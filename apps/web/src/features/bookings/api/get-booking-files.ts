import type { TBookingFile } from '@acf/shared';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';

/** The booking's pickup photos, signatures and proof of delivery (private: read with the session). */
export const useBookingFiles = (id: string | null) =>
  useQuery({
    queryKey: ['bookings', 'files', id],
    queryFn: () => request<{ items: TBookingFile[] }>(`/bookings/${id}/files`),
    enabled: !!id,
  });

/**
 * One file's image, fetched through the API with the session (never a public address), as an
 * object URL the page shows.
 */
export const useBookingFileUrl = (bookingId: string, fileId: string) =>
  useQuery({
    queryKey: ['bookings', 'file', bookingId, fileId],
    queryFn: async () => {
      const res = await request<Response>(`/bookings/${bookingId}/files/${fileId}`, { raw: true });
      return URL.createObjectURL(await res.blob());
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
