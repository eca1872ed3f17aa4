'use client';

import type { TSurchargeCarrierMaster } from '@acf/shared';
import { App, Button, Flex, Form, Input } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useUpdateCarrierName } from '../../api/update-carrier-name';
import { apiMessage, Section } from './shared';
export function CarrierName({ master }: { master: TSurchargeCarrierMaster }) {
  const t = useTranslations('surchargeMaster');
  const { message } = App.useApp();
  const update = useUpdateCarrierName();
  const [form] = Form.useForm<{ displayName: string }>();
  useEffect(() => form.setFieldsValue({ displayName: master.displayName }), [form, master.displayName]);
  return (
    <Section title={t('nameSection')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ displayName: master.displayName }}
        onFinish={(v) =>
          update.mutate(
            { carrier: master.carrier, displayName: v.displayName },
            {
              onSuccess: () => message.success(t('saved')),
              onError: (err) =>
                form.setFields([{ name: 'displayName', errors: [apiMessage(err, t('importFailed'))] }]),
            },
          )
        }
      >
        <Flex gap={12} wrap align="end">
          <Form.Item
            name="displayName"
            label={t('displayName')}
            rules={[{ required: true, whitespace: true }]}
            style={{ flex: '0 1 320px', marginBottom: 0 }}
          >
            <Input maxLength={60} data-testid="carrier-name" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="carrier-name-save">
            {t('save')}
          </Button>
        </Flex>
      </Form>
    </Section>
  );
}
