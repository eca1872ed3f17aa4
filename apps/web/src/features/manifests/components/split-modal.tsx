'use client';

import type { TManifestShipment } from '@acf/shared';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { ApiError, errorText } from '@/lib/api-client';
import { useSplitShipment } from '../api/manifests';

/** The longest reason the split takes (the API's contract). */
const REASON_MAX = 200;

/**
 * Splitting a shipment off a manifest that cannot depart (issue 35): the pieces scanned in
 * travel, the ones named stay behind as an exception whose note is the reason asked for here.
 */
export function SplitModal({
  manifestId,
  shipment,
  pieces,
  onClose,
  onSplit,
}: {
  manifestId: string;
  shipment: TManifestShipment | null;
  /** The pieces that stay behind. */
  pieces: string[];
  onClose: () => void;
  onSplit: (bookingId: string) => void;
}) {
  const t = useTranslations('manifests.notScanned');
  const tm = useTranslations('manifests');
  const { message } = App.useApp();
  const split = useSplitShipment(manifestId);
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async ({ reason }: { reason: string }) => {
    if (!shipment) return;
    try {
      await split.mutateAsync({ bookingId: shipment.bookingId, reason: reason.trim() });
      message.success(t('splitDone', { number: shipment.trackingNumber }));
      onSplit(shipment.bookingId);
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.some((e) => e.field === 'reason'))
        form.setFields([{ name: 'reason', errors: [err.fieldErrors().reason!] }]);
      else message.error(errorText(err));
    }
  };
  return (
    <Modal
      open={!!shipment}
      onCancel={onClose}
      title={t('splitTitle', { number: shipment?.trackingNumber ?? '' })}
      okText={t('split')}
      cancelText={tm('cancel')}
      onOk={() => form.submit()}
      confirmLoading={split.isPending}
      okButtonProps={{ danger: true, 'data-testid': 'split-ok' } as never}
      // Kept rendered, its form emptied once closed: the next split starts with no reason.
      forceRender
      afterOpenChange={(open) => {
        if (open) form.getFieldInstance('reason')?.focus();
        else form.resetFields();
      }}
    >
      <Typography.Paragraph>{t('splitText', { pieces: pieces.join(', ') })}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="split-form">
        <Form.Item
          name="reason"
          label={t('reason')}
          rules={[
            { required: true, whitespace: true, message: t('reasonRequired') },
            { max: REASON_MAX, message: t('reasonTooLong', { max: REASON_MAX }) },
          ]}
        >
          <Input.TextArea
            maxLength={REASON_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
            data-testid="split-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
