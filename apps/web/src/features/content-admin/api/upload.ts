import type { TUploadResponse } from '@acf/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiClient.post<TUploadResponse>('/upload', form);
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
