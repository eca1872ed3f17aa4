import type {
  ManifestStatus,
  Page,
  TCreateManifestRequest,
  TDelivery,
  TDeliveryRequest,
  TManifest,
  TManifestBagRequest,
  TManifestDetail,
  TManifestListQuery,
  TPieceScan,
  TPodImportResponse,
  TSplitShipmentRequest,
  TUpdateManifestRequest,
} from '@acf/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface AddResults {
  results: {
    trackingNumber: string;
    result: 'added' | 'unknown' | 'wrong_line' | 'wrong_state' | 'in_other_manifest';
  }[];
  /** Piece by piece (issue 35). */
  pieceScans: TPieceScan[];
}

export function useManifests(q: Partial<TManifestListQuery>) {
  return useQuery({
    queryKey: ['manifests', 'list', q],
    queryFn: () => apiClient.get<Page<TManifest>>('/manifests', q),
    placeholderData: keepPreviousData,
  });
}

export function useManifest(id: string | null) {
  return useQuery({
    queryKey: ['manifests', 'detail', id],
    queryFn: () => apiClient.get<TManifestDetail>(`/manifests/${id}`),
    enabled: !!id,
  });
}

function useManifestMutation<V>(fn: (v: V) => Promise<TManifestDetail>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (m) => {
      qc.setQueryData(['manifests', 'detail', m.id], m);
      qc.invalidateQueries({ queryKey: ['manifests', 'list'] });
    },
  });
}

export const useCreateManifest = () =>
  useManifestMutation((body: TCreateManifestRequest) => apiClient.post<TManifestDetail>('/manifests', body));
export const useUpdateManifest = (id: string) =>
  useManifestMutation((body: TUpdateManifestRequest) =>
    apiClient.patch<TManifestDetail>(`/manifests/${id}`, body),
  );
export const useTransition = (id: string) =>
  useManifestMutation((to: ManifestStatus) =>
    apiClient.post<TManifestDetail>(`/manifests/${id}/transitions`, { to }),
  );
export const useRemoveShipment = (id: string) =>
  useManifestMutation((bookingId: string) =>
    apiClient.delete<TManifestDetail>(`/manifests/${id}/shipments/${bookingId}`),
  );
/**
 * Splits a shipment (issue 35): its pieces scanned in travel, each piece not scanned stays behind
 * as a PIECE_MISSING exception with the reason.
 */
export const useSplitShipment = (id: string) =>
  useManifestMutation(({ bookingId, reason }: { bookingId: string; reason: string }) =>
    apiClient.post<TManifestDetail>(`/manifests/${id}/shipments/${bookingId}/split`, {
      reason,
    } satisfies TSplitShipmentRequest),
  );

/** Packs (or repacks, same number) a bag of an open manifest. */
export const useSaveBag = (id: string) =>
  useManifestMutation((body: TManifestBagRequest) =>
    apiClient.post<TManifestDetail>(`/manifests/${id}/bags`, body),
  );
/** Unpacks a bag: its shipments stay on the manifest. */
export const useDeleteBag = (id: string) =>
  useManifestMutation((bagId: string) => apiClient.delete<TManifestDetail>(`/manifests/${id}/bags/${bagId}`));

export const addShipments = (id: string, trackingNumbers: string[]) =>
  apiClient.post<AddResults>(`/manifests/${id}/shipments`, { trackingNumbers });

export const downloadManifest = (id: string, kind: 'export.xlsx' | 'manifest.pdf') =>
  apiClient.download(`/manifests/${id}/${kind}`);

export async function uploadPodFile(id: string, file: File): Promise<{ id: string }> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post<{ id: string }>(`/manifests/${id}/pod-files`, form);
}

export function useRecordDelivery(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TDeliveryRequest) => apiClient.post<TDelivery>(`/manifests/${id}/deliveries`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['manifests', 'detail', id] }),
  });
}

export const downloadPodTemplate = () => apiClient.download('/deliveries/import-template.xlsx');

/** POST /deliveries/import: a dry run answers the checked rows; a real one writes them all or none. */
export async function importPods(file: File, dryRun: boolean): Promise<TPodImportResponse> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post<TPodImportResponse>('/deliveries/import', form, {
    query: { dryRun: dryRun ? 1 : undefined },
  });
}
