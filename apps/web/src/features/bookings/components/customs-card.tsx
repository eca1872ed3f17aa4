'use client';

import {
  CUSTOMS_CONTENTS,
  type CustomsContents,
  customsTotal,
  formatMoney,
  needsCustomsItems,
  REASONS_FOR_EXPORT,
  sameMoney,
  TEXT_LIMITS,
} from '@acf/shared';
import { CheckCircleFilled, WarningFilled } from '@ant-design/icons';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useCodes } from '@/lib/codes';
import { GoodsLine, type Line } from './customs-goods-line';

/** A new goods line: one unit, made in Vietnam (most of what leaves from here). */
export const NEW_LINE = { quantity: 1, originCountry: 'VN' };

/** A goods line nobody has started: the form's blank line (one unit, made in VN) and nothing typed. */
const untouched = (l: Record<string, unknown> | undefined) =>
  !l || (!l.description && l.unitValue == null && !l.hsCode && l.weight == null);

/**
 * What the form sends as customs: no goods lines for documents, the blank line left out, and an
 * emptied declared value left out (the lines' total stands for it).
 */
export function withCustoms(values: Record<string, unknown>): Record<string, unknown> {
  const customs = (values.customs ?? {}) as { contents?: string; items?: Record<string, unknown>[] };
  const items = customs.contents === 'DOCUMENTS' ? [] : (customs.items ?? []).filter((l) => !untouched(l));
  return {
    ...values,
    declaredValue: values.declaredValue ?? undefined,
    customs: { ...customs, items },
  };
}

/**
 * The booking form's customs part: contents, reason for export, invoice number, and the goods
 * lines (description, quantity, unit value, HS code, origin, unit weight), one card a line so a
 * phone shows them one under the other, with numeric keypads. The running total is checked
 * against the declared value as it is typed; the API checks the same rule (customs.items).
 */
export function CustomsCard() {
  const t = useTranslations('bookings.customs');
  const tv = useTranslations('validation');
  const codes = useCodes();
  const form = Form.useFormInstance();
  const receiverCountry = Form.useWatch(['receiver', 'country'], form) as string | undefined;
  const contents = (Form.useWatch(['customs', 'contents'], form) ?? 'GOODS') as CustomsContents;
  const lines = (Form.useWatch(['customs', 'items'], form) ?? []) as Line[];
  const declared = Form.useWatch('declaredValue', form) as number | null | undefined;
  const currency = (Form.useWatch('currency', form) ?? 'USD') as string;
  const needed = needsCustomsItems(receiverCountry, contents);
  const priced = lines.filter(
    (l): l is { quantity: number; unitValue: number } =>
      Number.isFinite(l?.quantity) && Number.isFinite(l?.unitValue),
  );
  const total = customsTotal(priced);
  const money = (v: number) => formatMoney(v, currency, codes.locale);
  /** What the parcel holds and why it leaves: each a list of the customs' own codes. */
  const choices = [
    {
      field: 'contents',
      label: t('contents'),
      testId: 'customs-contents',
      options: CUSTOMS_CONTENTS.map((c) => ({ value: c, label: t(`contentsOptions.${c}`) })),
    },
    {
      field: 'reasonForExport',
      label: t('reason'),
      testId: 'customs-reason',
      options: REASONS_FOR_EXPORT.map((r) => ({ value: r, label: t(`reasons.${r}`) })),
    },
  ];

  return (
    <Card size="small" title={t('title')} data-testid="customs">
      <Row gutter={12}>
        {choices.map(({ field, label, testId, options }) => (
          <Col key={field} xs={12} md={6}>
            <Form.Item name={['customs', field]} label={label}>
              <Select<string> data-testid={testId} options={options} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Form.Item
            name={['customs', 'invoiceNumber']}
            label={t('invoiceNumber')}
            rules={[{ max: TEXT_LIMITS.name, message: tv('maxLength', { max: TEXT_LIMITS.name }) }]}
          >
            <Input placeholder={t('invoiceNumberHint')} />
          </Form.Item>
        </Col>
      </Row>
      {contents === 'DOCUMENTS' ? (
        <Typography.Text type="secondary">{t('documentsNoLines')}</Typography.Text>
      ) : (
        <Form.List name={['customs', 'items']}>
          {/* The list's own errors ("customs.items": none given, a total that differs) show below it. */}
          {(fields, { add, remove }, { errors }) => (
            <Space direction="vertical" size="small" style={{ width: '100%' }}>
              {needed && fields.length === 0 && <Alert type="info" showIcon message={t('linesRequired')} />}
              {fields.map((f, i) => (
                <GoodsLine
                  key={f.key}
                  name={f.name}
                  index={i}
                  line={lines[f.name]}
                  currency={currency}
                  money={money}
                  onRemove={() => remove(f.name)}
                />
              ))}
              <Button onClick={() => add({ ...NEW_LINE })} data-testid="add-goods-line" block>
                {t('addLine')}
              </Button>
              <Form.ErrorList errors={errors} />
              {fields.length > 0 && (
                <div data-testid="customs-total" aria-live="polite">
                  <Typography.Text strong>{t('total', { total: money(total) })}</Typography.Text>{' '}
                  {declared == null ? (
                    <Typography.Text type="secondary">{t('noDeclared')}</Typography.Text>
                  ) : sameMoney(total, declared) ? (
                    // The colour is the icon's; the words keep the text colour (contrast).
                    <Typography.Text data-testid="customs-total-ok">
                      <CheckCircleFilled style={{ color: '#389e0d' }} aria-hidden /> {t('matches')}
                    </Typography.Text>
                  ) : (
                    <Space wrap size={4}>
                      <Typography.Text data-testid="customs-total-differs">
                        <WarningFilled style={{ color: '#c8102e' }} aria-hidden />{' '}
                        {t('differs', { declared: money(declared) })}
                      </Typography.Text>
                      <Button size="small" onClick={() => form.setFieldValue('declaredValue', total)}>
                        {t('useTotal')}
                      </Button>
                    </Space>
                  )}
                </div>
              )}
            </Space>
          )}
        </Form.List>
      )}
    </Card>
  );
}
