'use client';

import { CURRENCIES, INCOTERMS, TEXT_LIMITS, ZPickup } from '@acf/shared';
import { Card, Col, Form, Input, Row, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { useCodes } from '@/lib/codes';
import { PickupDateField } from './pickup-date-field';
import { zodRule } from './zod-rule';

const FIELD = {
  goodsDescription: z.string().trim().min(1).max(TEXT_LIMITS.description),
  note: z.string().trim().max(TEXT_LIMITS.description).optional(),
};

/** The goods and the pickup: what is sent and its value, when and where the driver collects it. */
export function GoodsPickupCard({ currency }: { currency: string | undefined }) {
  const t = useTranslations('bookings');
  const tv = useTranslations('validation');
  const codes = useCodes();
  const numberRule = useNumberRule();
  return (
    <Card size="small">
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name="goodsDescription"
            label={t('goodsDescription')}
            rules={[zodRule(FIELD.goodsDescription, tv)]}
            required
          >
            <Input data-testid="goods" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="declaredValue"
            label={t('declaredValue')}
            // Asked for by the contract on saving, unless the goods lines stand for it.
            rules={[numberRule(currency === 'VND' ? 0 : 2)]}
          >
            <NumberInput
              precision={currency === 'VND' ? 0 : 2}
              style={{ width: '100%' }}
              data-testid="declared-value"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name="currency" label={t('currency')}>
            <Select
              options={codes.options(CURRENCIES, codes.currency)}
              // The list names each currency; the chosen one shows its code, to fit its column.
              labelRender={(o) => String(o.value)}
              popupMatchSelectWidth={false}
              data-testid="currency"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={3}>
          <Form.Item name="incoterm" label={t('incoterm')}>
            <Select options={INCOTERMS.map((s) => ({ value: s, label: s }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <PickupDateField rules={[zodRule(ZPickup.shape.date, tv)]} testId="pickup-date" />
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={['pickup', 'timeWindow']} label={t('pickupTimeWindow')}>
            <Select
              allowClear
              options={['08:00-12:00', '09:00-12:00', '13:00-17:00', '14:00-18:00'].map((s) => ({
                value: s,
                label: s,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={['pickup', 'address']}
            label={t('pickupAddress')}
            rules={[zodRule(FIELD.note, tv)]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="note" label={t('note')} rules={[zodRule(FIELD.note, tv)]}>
            <Input.TextArea rows={2} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
