'use client';

import {
  BOOKING_CARRIERS,
  CURRENCIES,
  formatNumber,
  RATE_CARD_KINDS,
  SERVICES,
  VOLUMETRIC_DIVISORS,
} from '@acf/shared';
import { App, Button, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { DateField, useDateRule } from '@/components/date-field';
import { ExcelDropZone } from '@/components/excel-upload';
import { RefusalAlert } from '@/components/import-dialog';
import { ApiError } from '@/lib/api-client';
import { useCodes } from '@/lib/codes';
import { type ImportAnswer, useImportRateCard } from '../api/rate-cards';
import { ImportDiff } from './import-diff';
import { iso, useLang } from './rates-format';

interface ImportValues {
  carrier?: string;
  service?: string;
  kind: string;
  currency: string;
  validFrom?: Dayjs | null;
  validTo?: Dayjs | null;
  name?: string;
  divisor: number;
  step: string;
}

const FORM_FIELDS = [
  'carrier',
  'service',
  'kind',
  'currency',
  'validFrom',
  'validTo',
  'name',
  'divisor',
  'step',
];

/**
 * A card from the carrier's Excel file and the fields the file does not say. "Preview" reads it
 * and shows the difference with the card in force, writing nothing; "Import as draft" keeps it
 * as a DRAFT, to publish from the list. A refused file lists each wrong cell by its name.
 */
export function RateCardImport({ onImported }: { onImported: () => void }) {
  const t = useTranslations('rates');
  const codes = useCodes();
  const lang = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<ImportValues>();
  const dateRule = useDateRule();
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; lines: string[] } | null>(null);
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const run = useImportRateCard();
  // The answer shows below the form: on a phone it would be out of sight, under the buttons.
  const answer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal || preview) answer.current?.scrollIntoView({ block: 'start' });
  }, [refusal, preview]);

  const send = async (dryRun: boolean) => {
    setRefusal(null);
    setPreview(null);
    let v: ImportValues;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    if (!file) return;
    const day = (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined);
    try {
      const answer = await run.mutateAsync({
        file,
        dryRun,
        fields: {
          carrier: v.carrier,
          service: v.service,
          kind: v.kind,
          currency: v.currency,
          validFrom: day(v.validFrom),
          validTo: day(v.validTo),
          name: v.name?.trim(),
          divisor: String(v.divisor),
          step: v.step,
        },
      });
      if (dryRun) setPreview(answer);
      else {
        message.success(t('import.done', { version: answer.card?.version ?? '' }));
        onImported();
      }
    } catch (err) {
      const lines = err instanceof ApiError ? (err.body.errors ?? []).map((e) => e.message) : [];
      setRefusal({ message: err instanceof Error ? err.message : String(err), lines });
      if (err instanceof ApiError) {
        const fields = Object.entries(err.fieldErrors()).filter(([f]) => FORM_FIELDS.includes(f));
        form.setFields(fields.map(([name, e]) => ({ name: name as keyof ImportValues, errors: [e] })));
      }
    }
  };

  return (
    <Form<ImportValues>
      form={form}
      layout="vertical"
      data-testid="card-import-form"
      initialValues={{ kind: 'SELL', currency: 'USD', divisor: 5000, step: '0.5' }}
      onValuesChange={() => setPreview(null)}
    >
      <Form.Item
        name="file"
        label={t('import.file')}
        extra={t('import.fileHelp')}
        rules={[
          { validator: async () => (file ? undefined : Promise.reject(new Error(t('import.fileRequired')))) },
        ]}
      >
        <ExcelDropZone
          file={file}
          prompt={t('import.drop')}
          onFile={(f) => {
            setFile(f);
            setPreview(null);
            setRefusal(null);
            form.setFields([{ name: 'file' as never, errors: [] }]);
          }}
          testId="card-import-file"
        />
      </Form.Item>
      <div className="acf-form-grid">
        <Form.Item name="carrier" label={t('carrier')} rules={[{ required: true, message: t('required') }]}>
          <Select options={codes.options(BOOKING_CARRIERS, codes.carrier)} data-testid="import-carrier" />
        </Form.Item>
        <Form.Item name="service" label={t('service')} rules={[{ required: true, message: t('required') }]}>
          <Select options={codes.options(SERVICES, codes.service)} data-testid="import-service" />
        </Form.Item>
        <Form.Item name="kind" label={t('kind')}>
          <Select options={RATE_CARD_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item name="currency" label={t('currency')}>
          <Select options={CURRENCIES.map((c) => ({ value: c, label: iso(c) }))} />
        </Form.Item>
        <Form.Item
          name="validFrom"
          label={t('validFrom')}
          rules={[dateRule, { required: true, message: t('required') }]}
        >
          <DateField reportUnreadable style={{ width: '100%' }} data-testid="import-valid-from" />
        </Form.Item>
        <Form.Item name="validTo" label={t('validToOptional')} rules={[dateRule]}>
          <DateField reportUnreadable style={{ width: '100%' }} data-testid="import-valid-to" />
        </Form.Item>
        <Form.Item name="name" label={t('name')} extra={t('import.nameHelp')}>
          <Input maxLength={80} data-testid="import-name" />
        </Form.Item>
        <Space.Compact block style={{ gap: 16 }}>
          <Form.Item name="divisor" label={t('divisor')} style={{ flex: 1 }}>
            <Select options={VOLUMETRIC_DIVISORS.map((d) => ({ value: d, label: formatNumber(d, lang) }))} />
          </Form.Item>
          <Form.Item name="step" label={t('step')} style={{ flex: 1 }}>
            <Select
              options={['0.5', '1'].map((s) => ({ value: s, label: `${formatNumber(Number(s), lang)} kg` }))}
            />
          </Form.Item>
        </Space.Compact>
      </div>
      <div ref={answer} style={{ scrollMarginTop: 8 }} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Button
          onClick={() => send(true)}
          loading={run.isPending && run.variables?.dryRun}
          type={preview ? 'default' : 'primary'}
          data-testid="card-preview"
        >
          {t('import.preview')}
        </Button>
        <Button
          onClick={() => send(false)}
          loading={run.isPending && !run.variables?.dryRun}
          type={preview ? 'primary' : 'default'}
          data-testid="card-import"
        >
          {t('import.asDraft')}
        </Button>
      </Space>
      {refusal && <RefusalAlert refusal={refusal} testId="card-import-errors" />}
      {preview && <ImportDiff diff={preview.diff} />}
    </Form>
  );
}
