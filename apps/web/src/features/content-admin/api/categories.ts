import type {
  TCategory,
  TCategoryListResponse,
  TCreateCategoryRequest,
  TUpdateCategoryRequest,
} from '@acf/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface CategoryQuery {
  page: number;
  pageSize: number;
  search: string;
}

export const getCategories = (q: CategoryQuery) =>
  apiClient.get<TCategoryListResponse>('/posts/category', { ...q });

export const categoriesQueryOptions = (q: CategoryQuery) =>
  queryOptions({ queryKey: ['content', 'categories', q], queryFn: () => getCategories(q) });

export const useCategories = (q: CategoryQuery) => useQuery(categoriesQueryOptions(q));

/** Every category, for pickers (a courier site has a handful). */
export const useAllCategories = () => useCategories({ page: 1, pageSize: 100, search: '' });

export function useSaveCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: (TCreateCategoryRequest | TUpdateCategoryRequest) & { id?: number }) =>
      id
        ? apiClient.patch<TCategory>(`/posts/category/${id}`, body)
        : apiClient.post<TCategory>('/posts/create-category-post', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['content', 'categories'] }),
  });
}

export function useDeleteCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/posts/category/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['content', 'categories'] }),
  });
}
