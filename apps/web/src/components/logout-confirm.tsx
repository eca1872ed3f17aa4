'use client';

import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { apiClient } from '@/lib/api-client';
import { authStorage, leaveTo } from '@/lib/auth-storage';

/**
 * Seed §4: logout asks first (title 'Thông báo', text 'Bạn có chắc chắn muốn đăng xuất tài
 * khoản', buttons 'Đồng ý' / 'Không'); on confirm the refresh token is revoked, every stored
 * session key and cached query is cleared, and the user goes to /.
 */
export function useLogoutConfirm() {
  const { modal } = App.useApp();
  const t = useTranslations('auth.logout');
  const queryClient = useQueryClient();
  return useCallback(() => {
    modal.confirm({
      title: t('title'),
      content: t('text'),
      okText: t('ok'),
      cancelText: t('cancel'),
      okButtonProps: { id: 'logout-ok' },
      cancelButtonProps: { id: 'logout-cancel' },
      onOk: async () => {
        const refreshToken = authStorage.refreshToken();
        // Revoking is best effort: the local session ends even when the server is unreachable.
        if (refreshToken) await apiClient.post('/auth/logout', { refreshToken }).catch(() => undefined);
        leaveTo('/');
        authStorage.clear();
        queryClient.clear();
      },
    });
  }, [modal, t, queryClient]);
}
