'use client';

import { customsTotal, splitDescription, ZCustomsItem } from '@acf/shared';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CountrySelect } from '@/components/country-select';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { zodRule } from './zod-rule';

/** A goods line as the form holds it while it is typed. */
export type Line =
  | { description?: string; description2?: string; quantity?: number; unitValue?: number }
  | undefined;

type Field = keyof typeof ZCustomsItem.shape;

/** A goods line's field, the way the line lists it: a number of that precision, or its own control. */
interface LineSpec {
  field: Field;
  /** Its column of the line's row: full width on a phone unless `xs`. */
  xs?: number;
  md: number;
  /** The field's own name unless said. */
  label?: string;
  extra?: string;
  optional?: boolean;
  number?: number;
  control?: ReactNode;
}

/** `unitValue` as a test id's part: `unit-value`. */
const kebab = (field: string) => field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** One field of a goods line, checked as the API checks it (after a number's own rule). */
function LineField({
  spec: { field, xs = 24, md, label, extra, optional, number, control },
  name,
  index,
}: {
  spec: LineSpec;
  name: number;
  index: number;
}) {
  const t = useTranslations('bookings.customs');
  const tv = useTranslations('validation');
  const numberRule = useNumberRule();
  const rule = zodRule(ZCustomsItem.shape[field], tv);
  return (
    <Col xs={xs} md={md}>
      <Form.Item
        name={[name, field]}
        label={label ?? t(field as 'quantity')}
        extra={extra}
        required={!optional}
        validateFirst={number !== undefined}
        rules={number === undefined ? [rule] : [numberRule(number), rule]}
      >
        {control ?? (
          <NumberInput
            precision={number}
            style={{ width: '100%' }}
            data-testid={`line-${index}-${kebab(field)}`}
          />
        )}
      </Form.Item>
    </Col>
  );
}

/**
 * One goods line, a card of its own (a phone shows them one under the other, with numeric
 * keypads): description (a second line once the first is full), quantity, unit value with the
 * line's value, HS code, origin, unit weight.
 */
export function GoodsLine({
  name,
  index,
  line,
  currency,
  money,
  onRemove,
}: {
  name: number;
  index: number;
  line: Line;
  currency: string;
  money: (v: number) => string;
  onRemove: () => void;
}) {
  const t = useTranslations('bookings.customs');
  const tv = useTranslations('validation');
  const form = Form.useFormInstance();
  const rule = (f: Field) => zodRule(ZCustomsItem.shape[f], tv);
  const cents = currency === 'VND' ? 0 : 2;
  const value =
    line && Number.isFinite(line.quantity) && Number.isFinite(line.unitValue)
      ? customsTotal([{ quantity: line.quantity!, unitValue: line.unitValue! }])
      : null;
  const specs: LineSpec[] = [
    { field: 'quantity', xs: 12, md: 4, number: 0 },
    {
      field: 'unitValue',
      xs: 12,
      md: 8,
      number: cents,
      label: t('unitValue', { currency }),
      extra: value == null ? undefined : t('lineValue', { value: money(value) }),
    },
    {
      field: 'hsCode',
      md: 10,
      extra: t('hsCodeHelp'),
      control: (
        <Input
          inputMode="decimal"
          placeholder="6109.10.00"
          maxLength={16}
          data-testid={`line-${index}-hs-code`}
        />
      ),
    },
    {
      field: 'originCountry',
      md: 6,
      label: t('origin'),
      control: <CountrySelect data-testid={`line-${index}-origin`} />,
    },
    { field: 'weight', md: 8, number: 3, optional: true },
  ];
  return (
    <Card
      size="small"
      type="inner"
      title={t('line', { n: index + 1 })}
      data-testid={`goods-line-${index}`}
      extra={
        <Button size="small" onClick={onRemove} data-testid={`remove-line-${index}`}>
          {t('removeLine')}
        </Button>
      }
    >
      <Row gutter={8}>
        <Col xs={24} md={12}>
          <Form.Item
            name={[name, 'description']}
            label={t('description')}
            rules={[rule('description')]}
            required
          >
            <Input
              data-testid={`line-${index}-description`}
              onChange={(e) => {
                // Seed §5: typing past 60 moves the rest to the next line.
                const next = splitDescription(e.target.value, line?.description2 ?? '');
                if (next.description !== e.target.value)
                  form.setFieldValue(['customs', 'items', name], { ...line, ...next });
              }}
            />
          </Form.Item>
          {line?.description2 ? (
            <Form.Item name={[name, 'description2']} label={t('description2')} rules={[rule('description2')]}>
              <Input data-testid={`line-${index}-description2`} />
            </Form.Item>
          ) : null}
        </Col>
        {specs.map((spec) => (
          <LineField key={spec.field} spec={spec} name={name} index={index} />
        ))}
      </Row>
    </Card>
  );
}
