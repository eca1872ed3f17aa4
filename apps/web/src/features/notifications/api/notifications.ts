import type {
  TNotification,
  TNotificationDetail,
  TNotificationListQuery,
  TNotificationPage,
  TNotificationSettings,
  TNotificationSettingsUpdate,
} from '@acf/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { useFilteredRead } from '@/lib/list-queries';

export type NotificationFilters = Partial<TNotificationListQuery>;

export const useNotifications = (q: NotificationFilters) =>
  useFilteredRead<TNotificationPage, NotificationFilters>(['notifications', 'list'], '/notifications', q);

export const useNotification = (id: string | null) =>
  useQuery({
    queryKey: ['notifications', 'detail', id],
    queryFn: () => apiClient.get<TNotificationDetail>(`/notifications/${id}`),
    enabled: !!id,
  });

export function useResend() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.post<TNotification>(`/notifications/${id}/resend`, undefined, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['notifications'] }),
  });
}

export const useNotificationSettings = () =>
  useQuery({
    queryKey: ['notification-settings'],
    queryFn: () => apiClient.get<TNotificationSettings>('/me/notification-settings'),
  });

export function useSaveNotificationSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TNotificationSettingsUpdate) =>
      apiClient.put<TNotificationSettings>('/me/notification-settings', input, { quiet: true }),
    onSuccess: (data) => qc.setQueryData(['notification-settings'], data),
  });
}

export const unsubscribe = (token: string) =>
  apiClient.post<{ email: string; unsubscribed: true }>(
    '/notifications/unsubscribe',
    { token },
    { quiet: true },
  );
