'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { unsubscribe } from '../api/notifications';

/** The unsubscribe link of a message: one button, so that a link checker cannot unsubscribe. */
export function UnsubscribeForm({ token }: { token: string }) {
  const t = useTranslations('notifications');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' | 'error'; text?: string }>({
    kind: 'idle',
  });
  const submit = async () => {
    setState({ kind: 'busy' });
    try {
      const r = await unsubscribe(token);
      setState({ kind: 'done', text: t('unsubscribe.done', { email: r.email }) });
    } catch (err) {
      setState({ kind: 'error', text: err instanceof ApiError ? err.body.message : t('unsubscribe.failed') });
    }
  };
  return (
    <section style={{ maxWidth: 560, margin: '48px auto', padding: '0 16px' }} data-testid="unsubscribe">
      <h1 style={{ fontSize: 24 }}>{t('unsubscribe.title')}</h1>
      {!token ? (
        <p role="alert">{t('unsubscribe.missing')}</p>
      ) : state.kind === 'done' || state.kind === 'error' ? (
        <p role="status" data-testid="unsubscribe-result">
          {state.text}
        </p>
      ) : (
        <>
          <p>{t('unsubscribe.text')}</p>
          <button
            type="button"
            onClick={submit}
            disabled={state.kind === 'busy'}
            data-testid="unsubscribe-confirm"
            style={{
              background: '#c8102e',
              color: '#fff',
              border: 0,
              borderRadius: 4,
              padding: '10px 20px',
              fontSize: 16,
              cursor: 'pointer',
            }}
          >
            {t('unsubscribe.confirm')}
          </button>
        </>
      )}
    </section>
  );
}
