'use client';

import { type TBooking, TEXT_LIMITS, type TUpdateBookingRequest } from '@acf/shared';
import { App, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { ApiError } from '@/lib/api-client';
import { useUpdateBooking } from '../api/customer-actions';
import { CustomsCard, NEW_LINE, withCustoms } from './customs-card';
import { PickupDateField } from './pickup-date-field';

const WINDOWS = ['08:00-12:00', '09:00-12:00', '13:00-17:00', '14:00-18:00'];

/**
 * A customer's edit of its own BOOKED booking: the receiver's contact and address, the pickup,
 * the goods and the note. The API checks every field and names the one it refuses.
 */
export function EditBookingModal({ booking, onClose }: { booking: TBooking | null; onClose: () => void }) {
  const t = useTranslations('bookings');
  const numberRule = useNumberRule();
  const cents = booking?.currency === 'VND' ? 0 : 2;
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const update = useUpdateBooking();
  // The customs block and the declared value are sent only once edited: a booking made before
  // goods lines keeps its single description until someone gives it lines.
  const [customsEdited, setCustomsEdited] = useState(false);
  if (!booking) return null;
  const save = async (v: {
    receiver: Partial<TBooking['receiver']>;
    pickup: TBooking['pickup'];
    goodsDescription: string;
    note: string;
    declaredValue?: number | null;
    customs?: Record<string, unknown>;
  }) => {
    const customs = customsEdited
      ? (withCustoms({ declaredValue: v.declaredValue, customs: v.customs }) as Pick<
          TUpdateBookingRequest,
          'declaredValue' | 'customs'
        >)
      : {};
    try {
      await update.mutateAsync({
        id: booking.id,
        patch: {
          receiver: { ...booking.receiver, ...v.receiver },
          pickup: { ...booking.pickup, ...v.pickup, timeWindow: v.pickup.timeWindow ?? '' },
          goodsDescription: v.goodsDescription,
          note: v.note ?? '',
          ...customs,
        },
      });
      message.success(t('edit.saved'));
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length)
        form.setFields(
          err.body.errors.map((e) => ({
            name: e.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
            errors: [e.message],
          })),
        );
      else message.error((err as Error).message);
    }
  };
  const text = (name: (string | number)[], label: string, max: number, required = false) => (
    <Form.Item name={name} label={label} required={required}>
      <Input maxLength={max} />
    </Form.Item>
  );
  return (
    <Modal
      open
      title={t('edit.title', { code: booking.code })}
      okText={t('edit.save')}
      cancelText={t('edit.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
      data-testid="edit-booking"
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        onValuesChange={(changed: Record<string, unknown>) => {
          if ('customs' in changed || 'declaredValue' in changed) setCustomsEdited(true);
        }}
        initialValues={{
          receiver: booking.receiver,
          pickup: booking.pickup,
          goodsDescription: booking.goodsDescription,
          note: booking.note,
          declaredValue: booking.declaredValue,
          currency: booking.currency,
          customs: {
            ...booking.customs,
            // The booking code is the default: left empty, it stays the default.
            invoiceNumber:
              booking.customs.invoiceNumber === booking.code ? '' : booking.customs.invoiceNumber,
            items: booking.customs.items.length ? booking.customs.items : [{ ...NEW_LINE }],
          },
        }}
      >
        {/* What the goods lines are checked against: the destination and the currency. */}
        <Form.Item name={['receiver', 'country']} hidden>
          <Input />
        </Form.Item>
        <Form.Item name="currency" hidden>
          <Input />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            {text(['receiver', 'name'], t('edit.receiverName'), TEXT_LIMITS.name, true)}
          </Col>
          <Col xs={24} sm={12}>
            {text(['receiver', 'phone'], t('edit.receiverPhone'), 20, true)}
          </Col>
          <Col xs={24}>
            {text(['receiver', 'addressLine1'], t('edit.addressLine1'), TEXT_LIMITS.name, true)}
          </Col>
          <Col xs={24}>{text(['receiver', 'addressLine2'], t('edit.addressLine2'), TEXT_LIMITS.name)}</Col>
          <Col xs={12}>{text(['receiver', 'city'], t('edit.city'), TEXT_LIMITS.name, true)}</Col>
          <Col xs={12}>{text(['receiver', 'postalCode'], t('edit.postalCode'), 20)}</Col>
          <Col xs={12}>
            <PickupDateField />
          </Col>
          <Col xs={12}>
            <Form.Item name={['pickup', 'timeWindow']} label={t('pickupTimeWindow')}>
              <Select allowClear options={WINDOWS.map((w) => ({ value: w, label: w }))} />
            </Form.Item>
          </Col>
          <Col xs={24}>{text(['pickup', 'address'], t('pickupAddress'), TEXT_LIMITS.description)}</Col>
          <Col xs={24}>
            {text(['goodsDescription'], t('goodsDescription'), TEXT_LIMITS.description, true)}
          </Col>
          <Col xs={24}>
            <Form.Item name="declaredValue" label={t('declaredValue')} rules={[numberRule(cents)]}>
              <NumberInput precision={cents} style={{ width: '100%' }} data-testid="edit-declared-value" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="note" label={t('note')}>
              <Input.TextArea rows={2} maxLength={TEXT_LIMITS.description} data-testid="edit-note" />
            </Form.Item>
          </Col>
        </Row>
        <CustomsCard />
      </Form>
    </Modal>
  );
}
