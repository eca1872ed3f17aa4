'use client';

import { computeWeights, formatNumber, formatWeight, weightDifference } from '@acf/shared';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { ActionDrawer, LocationLine, type PickupDrawerProps, useDrawerAction } from './drawer-parts';
import { PhotoPicker } from './photo-picker';
import { ScannedPieces } from './scanned-pieces';
import { SignatureField, type SignatureHandle } from './signature-field';

interface PieceRow {
  quantity?: number;
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
}

const numberProps = { style: { width: '100%' } };
/** The pieces as the driver measures them: count, weight and sides of each. */
function MeasuredPieces() {
  const t = useTranslations('pickupDriver');
  const numberRule = useNumberRule();
  return (
    <Form.List name="pieces">
      {(fields, { add, remove }) => (
        <>
          {fields.map((f, i) => (
            <div
              key={f.key}
              data-testid="piece-row"
              style={{ borderBottom: '1px solid #f0f0f0', marginBottom: 8 }}
            >
              <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                <Typography.Text strong>{t('pieceN', { n: i + 1 })}</Typography.Text>
                {fields.length > 1 && (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('removePiece', { n: i + 1 })}
                    onClick={() => remove(f.name)}
                  />
                )}
              </Space>
              <Row gutter={8}>
                {(
                  [
                    ['quantity', 0, 1],
                    ['weight', 3, 0.001],
                  ] as const
                ).map(([field, precision, min]) => (
                  <Col span={12} key={field}>
                    <Form.Item
                      name={[f.name, field]}
                      label={t(field)}
                      validateFirst
                      rules={[
                        numberRule(precision),
                        { required: true, message: t('required') },
                        { type: 'number', min, message: t('positive') },
                      ]}
                    >
                      <NumberInput {...numberProps} precision={precision} data-testid={`piece-${field}`} />
                    </Form.Item>
                  </Col>
                ))}
                {(['length', 'width', 'height'] as const).map((side) => (
                  <Col span={8} key={side}>
                    <Form.Item
                      name={[f.name, side]}
                      label={t(side)}
                      validateFirst
                      rules={[numberRule(3), { type: 'number', min: 0, message: t('positive') }]}
                    >
                      <NumberInput {...numberProps} precision={3} data-testid={`piece-${side}`} />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
            </div>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ quantity: 1 })} block>
            {t('addPiece')}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** A pickup collected: the measured pieces and the weight they make, photos, a signature, a note. */
export function ConfirmDrawer({ item, onClose, onSave }: PickupDrawerProps) {
  const t = useTranslations('pickupDriver');
  const locale = useLocale() === 'en' ? 'en' : 'vi';
  const [form] = Form.useForm<{ pieces: PieceRow[]; note: string }>();
  const [photos, setPhotos] = useState<Blob[]>([]);
  const [photoError, setPhotoError] = useState(false);
  const [pieceIds, setPieceIds] = useState<string[]>([]);
  const signature = useRef<SignatureHandle>(null);
  const { saving, location, here, send } = useDrawerAction(Boolean(item), onSave);
  const pieces = Form.useWatch('pieces', form) ?? [];

  useEffect(() => {
    if (!item) return;
    form.setFieldsValue({ pieces: [{ quantity: item.piecesBooked || 1 }], note: '' });
    setPhotos([]);
    setPhotoError(false);
    setPieceIds([]);
  }, [item, form]);

  if (!item) return null;
  const measured = computeWeights(
    'CM_KG',
    pieces.filter(Boolean).map((p) => ({ ...p, quantity: p.quantity ?? 1 })),
  );
  const diff = weightDifference(item.bookedWeight, measured.chargeableWeight);

  /** The form's values, or null when a field is wrong: the form then shows what, and nothing is thrown. */
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (photos.length === 0) setPhotoError(true);
    if (!v || photos.length === 0) {
      return;
    }
    const body = {
      pieces: v.pieces.map((p) => ({
        quantity: p.quantity ?? 1,
        weight: p.weight!,
        length: p.length ?? null,
        width: p.width ?? null,
        height: p.height ?? null,
      })),
      // None scanned: every piece, as before pieces had labels of their own.
      ...(pieceIds.length ? { pieceIds } : {}),
      note: v.note ?? '',
      ...here(),
    };
    await send(async () => ({
      kind: 'confirm',
      bookingId: item.id,
      code: item.code,
      body,
      photos,
      signature: (await signature.current?.toBlob()) ?? null,
    }));
  };

  return (
    <ActionDrawer
      size="92%"
      title={t('confirmTitle', { code: item.code })}
      onClose={onClose}
      onSave={save}
      saving={saving}
      danger={false}
      testId="confirm-save"
    >
      <Form form={form} layout="vertical" requiredMark={false} data-testid="confirm-form">
        <Typography.Title level={5}>{t('scannedTitle')}</Typography.Title>
        <ScannedPieces item={item} value={pieceIds} onChange={setPieceIds} />
        <Typography.Title level={5}>{t('piecesTitle')}</Typography.Title>
        <MeasuredPieces />
        <Alert
          style={{ margin: '12px 0' }}
          type={diff.flagged ? 'warning' : 'info'}
          data-testid="chargeable-weight"
          message={`${t('chargeable')}: ${formatWeight(measured.chargeableWeight, locale)}`}
          description={`${t('booked', { kg: formatNumber(item.bookedWeight, locale) })}${diff.kg ? ` · ${t('difference', { kg: `${diff.kg > 0 ? '+' : ''}${formatNumber(diff.kg, locale)}` })}` : ''}`}
        />
        <Form.Item
          label={t('photos')}
          required
          validateStatus={photoError ? 'error' : undefined}
          help={photoError ? t('photoRequired') : undefined}
        >
          <PhotoPicker
            value={photos}
            onChange={(p) => {
              setPhotos(p);
              if (p.length) setPhotoError(false);
            }}
          />
        </Form.Item>
        <Form.Item label={t('signature')}>
          <SignatureField ref={signature} />
        </Form.Item>
        <Form.Item name="note" label={t('note')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <LocationLine location={location} />
      </Form>
    </ActionDrawer>
  );
}
