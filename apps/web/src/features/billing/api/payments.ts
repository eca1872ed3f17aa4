import type {
  Page,
  TCreatePaymentRequest,
  TPayment,
  TPaymentImportResponse,
  TPaymentProposal,
} from '@acf/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { BILLING_KEY } from './invoices';

/** Payments: the list, one recorded by hand, and a bank statement read first, then confirmed. */
const KEY = [...BILLING_KEY, 'payments'] as const;

export function usePayments(filters: { page: number; pageSize: number; customerId?: string }) {
  return useQuery({
    queryKey: [...KEY, 'list', filters],
    queryFn: () => apiClient.get<Page<TPayment>>('/payments', { ...filters }),
    placeholderData: keepPreviousData,
  });
}

export function useRecordPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePaymentRequest) => apiClient.post<TPayment>('/payments', body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: BILLING_KEY });
    },
  });
}

/** POST /payments/import?dryRun=1: the file's rows as proposals; nothing is written. */
export const readBankStatement = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post<TPaymentImportResponse>('/payments/import', form, { query: { dryRun: 1 } });
};

/** The proposals kept, recorded all or nothing. */
export function useConfirmBankImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (kept: TPaymentProposal[]) =>
      apiClient.post<TPaymentImportResponse>('/payments/import', {
        payments: kept.flatMap((p) => (p.payment ? [p.payment] : [])),
      }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: BILLING_KEY });
    },
  });
}
