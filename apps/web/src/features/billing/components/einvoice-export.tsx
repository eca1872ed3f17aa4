'use client';

import { presetPeriod } from '@acf/shared';
import { ExportOutlined } from '@ant-design/icons';
import { App, Button, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { DialogButton } from '@/components/side-panel';
import { errorText } from '@/lib/api-client';
import { dayjsToIso, isoToDayjs } from '@/lib/dates';
import { useBusy } from '@/lib/use-busy';
import { downloadEinvoiceExport } from '../api/invoices';
import { BillingForm, PeriodItems } from './billing-form';

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
  const { busy, run } = useBusy((err) => message.error(errorText(err)));
  const [form] = Form.useForm<Period>();
  const last = presetPeriod('lastMonth');

  const submit = (v: Period) =>
    run(async () => {
      await downloadEinvoiceExport(dayjsToIso(v.from)!, dayjsToIso(v.to)!);
      onDone();
    });

  return (
    <BillingForm<Period>
      help={t('einvoice.help')}
      name="einvoice"
      form={form}
      onFinish={submit}
      initialValues={{ from: isoToDayjs(last.from), to: isoToDayjs(last.to) }}
    >
      <PeriodItems />
      <Button type="primary" htmlType="submit" loading={busy} data-testid="einvoice-download">
        {t('einvoice.download')}
      </Button>
    </BillingForm>
  );
}
