import type { TPieceHistoryResponse } from '@acf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `GET /bookings/{id}/pieces`: each piece with every hand-over that saw it, oldest first. */
export const getPieceHistory = (id: string) => apiClient.get<TPieceHistoryResponse>(`/bookings/${id}/pieces`);

export const pieceHistoryQuery = (id: string) =>
  queryOptions({ queryKey: ['bookings', 'pieces', id], queryFn: () => getPieceHistory(id) });

/** Fetched only once a piece's history is opened. */
export const usePieceHistory = (id: string, enabled: boolean) =>
  useQuery({ ...pieceHistoryQuery(id), enabled });
