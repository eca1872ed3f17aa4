'use client';

import { Button, Result } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';

interface Failing {
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a list shows when its request was refused or failed: the reason in words (the API's own
 * message, in the page language) and a way to ask again, never the empty state. A list that
 * cannot be read is not an empty list.
 */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const t = useTranslations('common');
  const refused = error instanceof ApiError && error.status === 403;
  const detail = error instanceof ApiError ? error.message : t('networkError');
  return (
    <Result
      status={refused ? 'warning' : 'error'}
      title={refused ? t('listRefused') : t('listFailed')}
      subTitle={detail}
      data-testid="list-error"
      extra={
        refused ? null : (
          <Button onClick={() => onRetry()} data-testid="list-retry">
            {t('retry')}
          </Button>
        )
      }
    />
  );
}

/** A table's `locale`: its own empty text, or the error of the query that feeds it. */
export function listLocale(query: Failing, emptyText?: ReactNode): { emptyText?: ReactNode } {
  if (query.error) return { emptyText: <ListError error={query.error} onRetry={query.refetch} /> };
  return emptyText === undefined ? {} : { emptyText };
}
