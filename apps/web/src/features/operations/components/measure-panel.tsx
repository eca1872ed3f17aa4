'use client';

import {
  bookingNumberOf,
  formatMoney,
  formatPercent,
  formatWeight,
  MEASURABLE_STATUSES,
  type TMeasureRequest,
  type TMeasureResult,
  type TParcel,
  type TPiece,
} from '@acf/shared';
import { DeleteOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Descriptions, Form, Space, Tag, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ReadResult } from '@/components/camera-scanner/camera-scanner';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { useFocusScanBox } from '@/components/scan-area';
import { ApiError, apiClient, errorText, NetworkError } from '@/lib/api-client';
import { findParcel, useMeasure } from '../api/operations';
import css from './operations.module.css';
import { ScanBox } from './scan-box';

const kg = (n: number, locale: string) => formatWeight(n, locale === 'en' ? 'en' : 'vi');

type Field = 'length' | 'width' | 'height' | 'weight' | 'volume' | 'quantity';
const FIELDS: Record<TParcel['cargoUnit'], Field[]> = {
  CM_KG: ['length', 'width', 'height', 'weight', 'quantity'],
  CBM: ['volume', 'weight', 'quantity'],
  CONT: ['weight', 'quantity'],
};

/** Weigh and measure: scan, enter the pieces as measured, see the recomputed figures and the flag. */
export function MeasurePanel() {
  const t = useTranslations('operations.measure');
  const to = useTranslations('operations.operate');
  const tb = useTranslations('bookings');
  const locale = useLocale();
  const lang = locale === 'en' ? 'en' : 'vi';
  const numberRule = useNumberRule();
  const { message } = App.useApp();
  const [parcel, setParcel] = useState<TParcel | null>(null);
  const [result, setResult] = useState<TMeasureResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The code last looked up, for the camera's list of reads.
  const [looked, setLooked] = useState<string | null>(null);
  const [form] = Form.useForm<{ pieces: TPiece[] }>();
  const measure = useMeasure();
  const focusScanBox = useFocusScanBox();

  const scanned = async ([number]: string[]) => {
    setResult(null);
    setError(null);
    setLooked(null);
    try {
      const p = await findParcel(number!);
      setParcel(p);
      form.setFieldsValue({ pieces: p.pieces.map((x) => ({ ...x, quantity: x.quantity ?? 1 })) });
      if (!(MEASURABLE_STATUSES as readonly string[]).includes(p.status))
        setError(t('notMeasurable', { status: tb(`statuses.${p.status}`) }));
      setLooked(number!);
    } catch (err) {
      setLooked(number!);
      setParcel(null);
      setError(
        err instanceof ApiError && err.status === 404 ? t('notFound', { number: number! }) : errorText(err),
      );
    }
  };

  const save = async (values: { pieces: TPiece[] }) => {
    if (!parcel) return;
    try {
      const r = await measure.mutateAsync({
        bookingId: parcel.id,
        pieces: values.pieces as TMeasureRequest['pieces'],
      });
      setResult(r);
      setParcel({ ...parcel, chargeableWeight: r.chargeableWeight, pieces: r.pieces });
      message.success(t('saved'));
    } catch (err) {
      message.error(err instanceof NetworkError ? to('offline', { count: 1 }) : errorText(err));
    } finally {
      // Saved: the next scan looks the next parcel up, it does not press Save again.
      focusScanBox();
    }
  };

  /** A camera read: the parcel it opened (a piece id opens its booking), or why not. */
  const describeRead = (code: string): ReadResult | null => {
    if (looked !== code) return parcel?.trackingNumber === bookingNumberOf(code) ? opened(parcel) : null;
    if (error) return { text: error, tone: 'error' };
    return parcel ? opened(parcel) : null;
  };
  const opened = (p: TParcel): ReadResult => ({
    text: t('parcel', { number: p.trackingNumber }),
    tone: 'success',
  });

  const fields = parcel ? FIELDS[parcel.cargoUnit] : [];
  const d = result?.difference;
  return (
    <Space direction="vertical" size="small" style={{ width: '100%' }}>
      <ScanBox onScan={scanned} placeholder={t('hint')} camera={describeRead} />
      {error && <Alert type="error" showIcon message={error} data-testid="measure-error" />}
      {parcel && (
        <Card size="small" title={t('parcel', { number: parcel.trackingNumber })} data-testid="measure-card">
          <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
            <Descriptions.Item label={t('receiver')}>
              {parcel.receiverName} ({parcel.receiverCountry})
            </Descriptions.Item>
            <Descriptions.Item label={t('status')}>{tb(`statuses.${parcel.status}`)}</Descriptions.Item>
            <Descriptions.Item label={t('bookedKg')}>
              {kg(parcel.bookedChargeableWeight, locale)}
            </Descriptions.Item>
            <Descriptions.Item label={t('currentKg')}>
              {kg(parcel.chargeableWeight, locale)}
            </Descriptions.Item>
          </Descriptions>
          <Form
            form={form}
            layout="vertical"
            onFinish={save}
            disabled={Boolean(error)}
            style={{ marginTop: 8 }}
          >
            <Form.List name="pieces">
              {(items, { add, remove }) => (
                <>
                  {items.map((item, i) => (
                    <Card
                      key={item.key}
                      size="small"
                      type="inner"
                      title={t('piece', { n: i + 1 })}
                      style={{ marginBottom: 8 }}
                      extra={
                        items.length > 1 && (
                          <Button
                            type="text"
                            danger
                            size="small"
                            icon={<DeleteOutlined />}
                            aria-label={t('removePiece')}
                            onClick={() => remove(item.name)}
                          />
                        )
                      }
                    >
                      <div className={css.pieces}>
                        {fields.map((f) => (
                          <Form.Item
                            key={f}
                            name={[item.name, f]}
                            label={t(f)}
                            validateFirst
                            rules={[
                              numberRule(f === 'quantity' ? 0 : 3),
                              { required: true, message: t('required') },
                              { type: 'number', min: f === 'quantity' ? 1 : 0.001, message: t('positive') },
                            ]}
                            style={{ marginBottom: 4 }}
                          >
                            <NumberInput
                              precision={f === 'quantity' ? 0 : 3}
                              style={{ width: '100%' }}
                              data-testid={`piece-${i}-${f}`}
                            />
                          </Form.Item>
                        ))}
                      </div>
                    </Card>
                  ))}
                  <Button block icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })}>
                    {t('addPiece')}
                  </Button>
                </>
              )}
            </Form.List>
            <Button
              type="primary"
              htmlType="submit"
              block
              size="large"
              loading={measure.isPending}
              style={{ marginTop: 8 }}
              data-testid="measure-save"
            >
              {t('save')}
            </Button>
          </Form>
        </Card>
      )}
      {result && d && (
        <Card
          size="small"
          title={t('result')}
          data-testid="measure-result"
          extra={
            <Button
              size="small"
              icon={<PrinterOutlined />}
              onClick={() =>
                void apiClient
                  .download(`/bookings/${result.id}/label.pdf`)
                  .catch((err: unknown) => message.error(errorText(err)))
                  .finally(focusScanBox)
              }
            >
              {t('printLabel')}
            </Button>
          }
        >
          {d.flagged ? (
            <Alert type="warning" showIcon message={t('flagged')} data-testid="measure-flag" />
          ) : (
            <Alert type="success" showIcon message={t('withinTolerance')} data-testid="measure-ok" />
          )}
          <Descriptions size="small" column={1} bordered style={{ marginTop: 8 }}>
            <Descriptions.Item label={t('actual')}>
              {kg(result.booked.actualWeight, locale)} → {kg(result.actualWeight, locale)}
            </Descriptions.Item>
            <Descriptions.Item label={t('volumetric')}>
              {kg(result.booked.volumetricWeight, locale)} → {kg(result.volumetricWeight, locale)}
            </Descriptions.Item>
            <Descriptions.Item label={t('chargeable')}>
              <Typography.Text strong>
                {kg(result.booked.chargeableWeight, locale)} → {kg(result.chargeableWeight, locale)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('difference')}>
              <Tag color={d.flagged ? 'red' : 'green'} data-testid="measure-difference">
                {d.kg > 0 ? '+' : ''}
                {kg(d.kg, locale)}
                {d.percent != null ? ` (${d.percent > 0 ? '+' : ''}${formatPercent(d.percent, lang)})` : ''}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('total')}>
              <span data-testid="measure-total">
                {formatMoney(result.booked.total, result.price.currency, lang)} →{' '}
                {formatMoney(result.price.total, result.price.currency, lang)}
              </span>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}
    </Space>
  );
}
