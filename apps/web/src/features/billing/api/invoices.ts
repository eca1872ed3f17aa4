import type { TCreateInvoiceRequest, TCreditNotesResponse, TInvoice, TInvoicePage } from '@acf/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Invoices (and their notes): the list, one document with its lines, a draft, its issue, notes. */
export const BILLING_KEY = ['billing'] as const;
const KEY = [...BILLING_KEY, 'invoices'] as const;

export interface InvoiceFilters {
  page: number;
  pageSize: number;
  customerId?: string;
  status?: string;
  kind?: string;
  from?: string;
  to?: string;
}

export function useInvoices(filters: InvoiceFilters, enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'list', filters],
    queryFn: () => apiClient.get<TInvoicePage>('/invoices', { ...filters }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useInvoice(id: string | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: () => apiClient.get<TInvoice>(`/invoices/${id}`),
    enabled: !!id,
  });
}

/** A billing write changes the lists, the payments' open amounts and the receivables. */
function useBillingWrite<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: BILLING_KEY });
    },
  });
}

export const useCreateInvoice = () =>
  useBillingWrite((body: TCreateInvoiceRequest) => apiClient.post<TInvoice>('/invoices', body));
export const useIssueInvoice = () =>
  useBillingWrite((id: string) => apiClient.post<TInvoice>(`/invoices/${id}/issue`));
export const useCreateNotes = () =>
  useBillingWrite((id: string) => apiClient.post<TCreditNotesResponse>(`/invoices/${id}/credit-notes`));

export const downloadInvoice = (id: string, ext: 'pdf' | 'xlsx') =>
  apiClient.download(`/invoices/${id}.${ext}`);
export const downloadEinvoiceExport = (from: string, to: string) =>
  apiClient.download('/invoices/export-einvoice', { from, to });

export interface CustomerOption {
  id: string;
  code: string;
  name: string;
}

/** Customers to bill, found by code or name (the booking form's picker). */
export function useCustomerOptions(search: string) {
  return useQuery({
    queryKey: [...BILLING_KEY, 'customers', search],
    queryFn: () => apiClient.get<{ results: CustomerOption[] }>('/booking-customers', { search }),
    placeholderData: keepPreviousData,
  });
}
