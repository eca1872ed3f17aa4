import type { TCreatePostRequest, TPost, TPostListResponse, TUpdatePostRequest } from '@acf/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface PostQuery {
  category?: number;
  page: number;
  pageSize: number;
  search: string;
}

export const getPosts = (q: PostQuery) => apiClient.get<TPostListResponse>('/posts', { ...q });
export const postsQueryOptions = (q: PostQuery) =>
  queryOptions({ queryKey: ['content', 'posts', q], queryFn: () => getPosts(q) });
export const usePosts = (q: PostQuery, enabled = true) => useQuery({ ...postsQueryOptions(q), enabled });

export const getPost = (id: number) => apiClient.get<TPost>(`/posts/${id}`);
export const usePost = (id: number | null) =>
  useQuery({ queryKey: ['content', 'post', id], queryFn: () => getPost(id as number), enabled: id != null });

export function useSavePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: (TCreatePostRequest | TUpdatePostRequest) & { id?: number }) =>
      id ? apiClient.patch<TPost>(`/posts/${id}`, body) : apiClient.post<TPost>('/posts', body),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['content', 'posts'] });
      qc.invalidateQueries({ queryKey: ['content', 'post'] });
      qc.invalidateQueries({ queryKey: ['content', 'categories'] });
    },
  });
}

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete(`/posts/${id}`),
    onSuccess: () => {
      qc.invalidateQueries({ queryKey: ['content', 'posts'] });
      qc.invalidateQueries({ queryKey: ['content', 'categories'] });
    },
  });
}
