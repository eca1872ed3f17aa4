import type { ReportKind, TReceivablesResponse } from '@acf/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, request } from '@/lib/api-client';
import { useObjectUrl } from '@/lib/use-object-url';

export type ReportQuery = Record<string, string | number | undefined>;

/** A report's JSON (`{rows, totals, …}`) for the filters on the page. */
export function useReport<T>(kind: ReportKind, query: ReportQuery, enabled = true) {
  return useQuery({
    queryKey: ['reports', kind, query],
    queryFn: () => apiClient.get<T>(`/reports/${kind}`, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export interface CustomerOption {
  id: string;
  code: string;
  name: string;
}

/** Customers the caller may pick (the API applies the sales scope). */
export function useCustomerOptions(search: string, enabled = true) {
  return useQuery({
    queryKey: ['reports', 'customers', search],
    queryFn: () => apiClient.get<{ results: CustomerOption[] }>('/booking-customers', { search }),
    enabled,
  });
}

/** Sales staff (for the "sales" filter; only holders of get_all_list_customer may list them). */
export function useSalesOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'sales-users'],
    queryFn: () =>
      apiClient.get<{ id: string; fullName: string; username: string }[]>('/customers/sales-users'),
    enabled,
  });
}

export interface DownloadProgress {
  received: number;
  /** 0–100, estimated from the row count the API announces; null when unknown. */
  percent: number | null;
}

/** Bytes an exported row takes in the zipped workbook, roughly (measured on statements). */
const BYTES_PER_ROW = 120;

/**
 * Downloads a report file (`.xlsx`, `.pdf`) through the same 401 logic as every call, reading
 * the body as it streams so that the page can show how far it has got.
 */
export async function downloadReport(
  path: string,
  query: ReportQuery,
  onProgress: (p: DownloadProgress) => void,
): Promise<void> {
  const res = await request<Response>(path, { query, raw: true });
  const rows = Number(res.headers.get('x-row-count') ?? Number.NaN);
  const expected = Number.isFinite(rows) ? rows * BYTES_PER_ROW + 8000 : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = res.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value as Uint8Array<ArrayBuffer>);
      received += value.byteLength;
      onProgress({
        received,
        percent: expected ? Math.min(99, Math.round((received / expected) * 100)) : null,
      });
    }
  }
  onProgress({ received, percent: 100 });
  const blob = new Blob(chunks, { type: res.headers.get('content-type') ?? 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = /filename="?([^";]+)/.exec(res.headers.get('content-disposition') ?? '')?.[1] || 'report';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A proof of delivery's image, read through the booking's files route with the session (the
 * reader's own rights; never a public address). The object URL is made here and given back when
 * the viewer closes.
 */
export function usePodProof(bookingId: string | null, fileId: string | null) {
  const file = useQuery({
    queryKey: ['reports', 'pod-proof', bookingId, fileId],
    queryFn: async () =>
      (await request<Response>(`/bookings/${bookingId}/files/${fileId}`, { raw: true })).blob(),
    enabled: !!bookingId && !!fileId,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  const url = useObjectUrl(file.data);
  return { error: file.error, url, isLoading: file.isLoading };
}

/** GET /reports/receivables: each customer's open amount by days past due on `asOf` (today if left out). */
export function useReceivables(query: ReportQuery) {
  return useQuery({
    queryKey: ['reports', 'receivables', query],
    queryFn: () => apiClient.get<TReceivablesResponse>('/reports/receivables', query),
    placeholderData: keepPreviousData,
  });
}
