'use client';

import { presetPeriod } from '@acf/shared';
import { ExportOutlined } from '@ant-design/icons';
import { App, Button, Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DateField, useDateRule } from '@/components/date-field';
import { DialogButton } from '@/components/side-panel';
import { dayjsToIso, isoToDayjs } from '@/lib/dates';
import { downloadEinvoiceExport } from '../api/invoices';
import { errorText } from './billing-format';

interface Period {
  from?: Dayjs | null;
  to?: Dayjs | null;
}

/** The CSV for the e-invoice provider: the documents issued between two days (docs/e-invoice-export.md). */
export function EinvoiceExport() {
  const t = useTranslations('billing');
  return (
    <DialogButton
      opener={{ icon: <ExportOutlined />, label: t('einvoice.open'), testId: 'einvoice-open' }}
      title={t('einvoice.title')}
      width={520}
    >
      {(close) => <EinvoiceForm onDone={close} />}
    </DialogButton>
  );
}

function EinvoiceForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations('billing');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Period>();
  const dateRule = useDateRule();
  const required = { required: true, message: t('required') };
  const last = presetPeriod('lastMonth');

  const submit = async (v: Period) => {
    setBusy(true);
    try {
      await downloadEinvoiceExport(dayjsToIso(v.from)!, dayjsToIso(v.to)!);
      onDone();
    } catch (err) {
      message.error(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('einvoice.help')}</Typography.Paragraph>
      <Form<Period>
        name="einvoice"
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ from: isoToDayjs(last.from), to: isoToDayjs(last.to) }}
      >
        <div className="acf-form-grid">
          <Form.Item name="from" label={t('filters.from')} rules={[dateRule, required]}>
            <DateField reportUnreadable style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="to" label={t('filters.to')} rules={[dateRule, required]}>
            <DateField reportUnreadable style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="einvoice-download">
          {t('einvoice.download')}
        </Button>
      </Form>
    </>
  );
}
