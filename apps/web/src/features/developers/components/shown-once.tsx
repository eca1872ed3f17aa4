'use client';

import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';

/** A value shown once (a key, a secret): copy it now, it is never shown again. */
export function ShownOnce({
  title,
  value,
  onClose,
  testId,
}: {
  title: string;
  value: string | null;
  onClose: () => void;
  testId: string;
}) {
  const t = useTranslations('developers');
  return (
    <Modal
      open={!!value}
      title={title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid={`${testId}-done`}>
          {t('shownOnce.done')}
        </Button>
      }
      destroyOnHidden
    >
      <Alert type="warning" showIcon message={t('shownOnce.warning')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph
        copyable={{ text: value ?? '', tooltips: [t('shownOnce.copy'), t('shownOnce.copied')] }}
        code
        style={{ wordBreak: 'break-all' }}
        data-testid={testId}
      >
        {value}
      </Typography.Paragraph>
    </Modal>
  );
}

/** A value to show once (`show` it), and the dialog that shows it, to put on the page. */
export function useShownOnce(title: string, testId: string) {
  const [value, setValue] = useState<string | null>(null);
  return {
    show: setValue,
    dialog: <ShownOnce title={title} value={value} onClose={() => setValue(null)} testId={testId} />,
  };
}

/** The message of a failed call, in the caller's language (the API answers in it). */
export const messageOf = (err: unknown) =>
  err instanceof ApiError ? err.body.message : (err as Error).message;
