'use client';

import {
  CARGO_UNITS,
  type CargoUnit,
  CONTAINER_TYPES,
  computeWeights,
  formatWeight,
  paths,
  type TPiece,
  ZPiece,
} from '@acf/shared';
import { Button, Card, Col, Form, Row, Select, Space, Statistic, Typography } from 'antd';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { useCodes } from '@/lib/codes';
import { zodRule } from './zod-rule';

const POSITIVE = z.number().positive();

function PiecesEditor({ unit }: { unit: CargoUnit }) {
  const t = useTranslations('bookings');
  const tv = useTranslations('validation');
  const numberRule = useNumberRule();
  const num = (name: (string | number)[], label: string, testid: string) => (
    <Form.Item
      name={name}
      label={label}
      validateFirst
      rules={[numberRule(3), zodRule(POSITIVE, tv)]}
      required
    >
      <NumberInput precision={3} style={{ width: '100%' }} data-testid={testid} />
    </Form.Item>
  );
  return (
    <Form.List name="pieces">
      {(fields, { add, remove }) => (
        <>
          {fields.map((f, index) => (
            <Row gutter={8} key={f.key} align="bottom" data-testid={`piece-${f.name}`}>
              <Col span={24}>
                <Typography.Text strong>{t('pieceTitle', { n: index + 1 })}</Typography.Text>
              </Col>
              {unit === 'CM_KG' && (
                <>
                  <Col xs={12} md={4}>
                    {num([f.name, 'length'], t('length'), `piece-${f.name}-length`)}
                  </Col>
                  <Col xs={12} md={4}>
                    {num([f.name, 'width'], t('width'), `piece-${f.name}-width`)}
                  </Col>
                  <Col xs={12} md={4}>
                    {num([f.name, 'height'], t('height'), `piece-${f.name}-height`)}
                  </Col>
                </>
              )}
              {unit === 'CBM' && (
                <Col xs={12} md={6}>
                  {num([f.name, 'volume'], t('volume'), `piece-${f.name}-volume`)}
                </Col>
              )}
              {unit === 'CONT' && (
                <Col xs={12} md={6}>
                  <Form.Item
                    name={[f.name, 'containerType']}
                    label={t('containerType')}
                    rules={[{ required: true, message: t('validation.required') }]}
                  >
                    <Select options={CONTAINER_TYPES.map((c) => ({ value: c, label: c }))} />
                  </Form.Item>
                </Col>
              )}
              {unit !== 'CONT' && (
                <Col xs={12} md={4}>
                  {num([f.name, 'weight'], t('weight'), `piece-${f.name}-weight`)}
                </Col>
              )}
              <Col xs={12} md={4}>
                <Form.Item
                  name={[f.name, 'quantity']}
                  label={t('quantity')}
                  initialValue={1}
                  validateFirst
                  rules={[numberRule(0), zodRule(ZPiece.shape.quantity, tv)]}
                >
                  <NumberInput
                    precision={0}
                    style={{ width: '100%' }}
                    data-testid={`piece-${f.name}-quantity`}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={4}>
                <Form.Item>
                  <Button danger disabled={fields.length === 1} onClick={() => remove(f.name)}>
                    {t('removePiece')}
                  </Button>
                </Form.Item>
              </Col>
            </Row>
          ))}
          <Button onClick={() => add({ quantity: 1 })}>{t('addPiece')}</Button>
        </>
      )}
    </Form.List>
  );
}

/** The cargo card: the unit, the weights worked out live as the pieces are typed, and the pieces.
 * `rule` is the chosen rate card's volumetric divisor and rounding step (unset: the usual ones). */
export function CargoCard({
  unit,
  pieces,
  rule,
}: {
  unit: CargoUnit;
  pieces: TPiece[];
  rule?: { divisor: number; step: number };
}) {
  const t = useTranslations('bookings');
  const codes = useCodes();
  const weights = computeWeights(unit, pieces, rule);
  return (
    <Card
      size="small"
      title={t('cargo')}
      extra={<Link href={paths.surchargeCheck}>{t('surchargeCheck')}</Link>}
    >
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <Form.Item name="cargoUnit" label={t('cargoUnit')}>
            <Select options={codes.options(CARGO_UNITS, codes.cargoUnit)} data-testid="cargo-unit" />
          </Form.Item>
        </Col>
        <Col xs={24} md={18}>
          <Space size="large" wrap>
            <Statistic title={t('actualWeight')} value={formatWeight(weights.actualWeight, codes.locale)} />
            {unit === 'CM_KG' && (
              <Statistic
                title={t('volumetricWeight')}
                value={formatWeight(weights.volumetricWeight, codes.locale)}
              />
            )}
            <Statistic
              title={t('chargeableWeight')}
              value={formatWeight(weights.chargeableWeight, codes.locale)}
              valueStyle={{ color: '#c8102e' }}
              data-testid="chargeable-weight"
            />
          </Space>
        </Col>
      </Row>
      <PiecesEditor unit={unit} />
    </Card>
  );
}
