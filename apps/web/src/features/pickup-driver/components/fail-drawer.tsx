'use client';

import { PICKUP_FAIL_REASONS, type PickupFailReason } from '@acf/shared';
import { Form, Input, Radio } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ActionDrawer, LocationLine, type PickupDrawerProps, useDrawerAction } from './drawer-parts';
import styles from './driver.module.css';

/** A pickup that could not be made: the reason (always the driver's choice) and a note. */
export function FailDrawer({ item, onClose, onSave }: PickupDrawerProps) {
  const t = useTranslations('pickupDriver');
  const [form] = Form.useForm<{ reason?: PickupFailReason; note: string }>();
  const { saving, location, here, send } = useDrawerAction(Boolean(item), onSave);
  const reason = Form.useWatch('reason', form);

  useEffect(() => {
    // No reason is chosen for the driver: one tap must not record a reason nobody gave.
    if (item) form.setFieldsValue({ reason: undefined, note: '' });
  }, [item, form]);
  if (!item) return null;

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v?.reason) return;
    const body = { reason: v.reason, note: v.note?.trim() ?? '', ...here() };
    await send(async () => ({ kind: 'fail', bookingId: item.id, code: item.code, body }));
  };

  return (
    <ActionDrawer
      size="70%"
      title={t('failTitle', { code: item.code })}
      onClose={onClose}
      onSave={save}
      saving={saving}
      danger={true}
      disabled={!reason}
      testId="fail-save"
    >
      <Form form={form} layout="vertical" requiredMark={false} data-testid="fail-form">
        <Form.Item
          name="reason"
          label={t('reason')}
          rules={[{ required: true, message: t('reasonRequired') }]}
          extra={reason ? undefined : t('reasonRequired')}
        >
          <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {PICKUP_FAIL_REASONS.map((r) => (
              <Radio key={r} value={r} className={styles.reason} data-testid={`reason-${r}`}>
                {t(`reasons.${r}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="note"
          label={t('note')}
          rules={[{ required: reason === 'OTHER', whitespace: true, message: t('noteRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={1000} data-testid="fail-note" />
        </Form.Item>
        <LocationLine location={location} />
      </Form>
    </ActionDrawer>
  );
}
