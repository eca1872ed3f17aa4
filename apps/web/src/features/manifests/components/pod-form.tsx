'use client';

import type { TManifestShipment } from '@acf/shared';
import { App, Button, Form, Input, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DateField, useDateRule } from '@/components/date-field';
import { errorText } from '@/lib/api-client';
import { useBusy } from '@/lib/use-busy';
import { uploadPodFile, useRecordDelivery } from '../api/manifests';

/**
 * The delivery of one shipment, for the line's partner: who received it, when, and a photo if
 * there is one (uploaded first, then the delivery recorded with it).
 */
export function PodForm({
  manifestId,
  shipment,
  onDone,
}: {
  manifestId: string;
  shipment: TManifestShipment;
  onDone: () => void;
}) {
  const t = useTranslations('manifests');
  const { message } = App.useApp();
  const deliver = useRecordDelivery(manifestId);
  const [photo, setPhoto] = useState<File | null>(null);
  const { busy, run } = useBusy((err) => message.error(errorText(err)));
  const [form] = Form.useForm<{ receiverName: string; time: Dayjs }>();
  const dateRule = useDateRule();
  const submit = (v: { receiverName: string; time: Dayjs }) =>
    run(async () => {
      const photoId = photo ? (await uploadPodFile(manifestId, photo)).id : undefined;
      await deliver.mutateAsync({
        trackingNumber: shipment.trackingNumber,
        receiverName: v.receiverName,
        time: v.time.toISOString(),
        photoId,
      });
      message.success(t('delivered', { number: shipment.trackingNumber }));
      onDone();
    });
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ receiverName: shipment.receiverName, time: dayjs() }}
      data-testid="pod-form"
    >
      <Form.Item
        name="receiverName"
        label={t('receiverName')}
        rules={[{ required: true, message: t('receiverRequired') }]}
      >
        <Input maxLength={35} data-testid="pod-receiver" />
      </Form.Item>
      <Form.Item
        name="time"
        label={t('deliveredAt')}
        rules={[{ required: true, message: t('timeRequired') }, dateRule]}
      >
        <DateField reportUnreadable showTime style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('photo')}>
        <Upload
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          listType="picture"
          maxCount={1}
          beforeUpload={(f) => {
            setPhoto(f);
            return false;
          }}
          onRemove={() => setPhoto(null)}
        >
          <Button data-testid="pod-photo">{t('choosePhoto')}</Button>
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="pod-save">
        {t('recordDelivery')}
      </Button>
    </Form>
  );
}
