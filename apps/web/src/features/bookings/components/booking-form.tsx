'use client';

import {
  type CargoUnit,
  type TBooking,
  type TPiece,
  type TQuoteOption,
  ZCreateBookingRequest,
} from '@acf/shared';
import { App, Button, Col, Form, Row, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';
import { useCreateBooking } from '../api/create-booking';
import { useAddressBook } from '../api/get-address-book';
import { CargoCard } from './booking-cargo';
import { BookingCreated } from './booking-created';
import { GoodsPickupCard } from './booking-goods-pickup';
import { AddressBookPicker, PARTY_FIELDS, PartyCard } from './booking-parties';
import { ServiceCard } from './booking-service-card';
import { CustomsCard, NEW_LINE, withCustoms } from './customs-card';
import { QuotePanel } from './quote-panel';
import { issueMessage } from './zod-rule';

/** A failed submit brings its first error into the middle of the screen, focused (a phone shows a
 * screen of the long form at a time; the error may be far above the button). */
const FIRST_ERROR = { block: 'center', focus: true } as const;

/** The whole booking form: live chargeable weight, limits in the page language, the address split. */
export function BookingForm() {
  const t = useTranslations('bookings');
  const tv = useTranslations('validation');
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const create = useCreateBooking();
  const [created, setCreated] = useState<TBooking | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  // Read after mount: the server has no stored user, and a different first render would be a
  // hydration mismatch that re-renders the form and drops what was already typed. Unknown until
  // then, so a customer's page never asks for the staff-only customer list (a 403).
  const [isStaff, setIsStaff] = useState<boolean | null>(null);
  useEffect(() => setIsStaff(authStorage.user()?.kind !== 'customer'), []);
  const unit = (Form.useWatch('cargoUnit', form) ?? 'CM_KG') as CargoUnit;
  // A number still being typed, or unreadable (NaN), counts as not entered: no weight or price
  // is worked out from it.
  const pieces = ((Form.useWatch('pieces', form) ?? []) as TPiece[])
    .filter(Boolean)
    .map(
      (p) =>
        Object.fromEntries(
          Object.entries(p).map(([k, v]) => [k, typeof v === 'number' && Number.isNaN(v) ? undefined : v]),
        ) as TPiece,
    );
  const currency = Form.useWatch('currency', form) as string | undefined;
  // The address book: a customer's own; staff's once they chose the customer.
  const bookFor = (Form.useWatch('customerId', form) as string | undefined) || undefined;
  const bookReady = isStaff === false || (isStaff === true && !!bookFor);
  const book = useAddressBook(bookFor, '', bookReady);
  const usualSender = book.data?.sender;
  useEffect(() => {
    // The sender starts as the customer's usual one, unless someone already typed one, or is
    // typing: the address book can answer while a sender field has the focus, and a value set
    // under the caret would have the typed text added to it ("Trần Thị MaiTrần Thị Mai").
    if (!usualSender) return;
    if (form.isFieldsTouched(PARTY_FIELDS.map((f) => ['sender', f]))) return;
    if (document.activeElement?.closest('[data-testid=party-sender]')) return;
    const typed = (form.getFieldValue('sender') ?? {}) as Record<string, unknown>;
    if (PARTY_FIELDS.some((f) => f !== 'country' && typed[f])) return;
    form.setFieldValue('sender', { ...usualSender });
  }, [usualSender, form]);
  // The chosen carrier's card says how the weight is charged (its divisor and step); before a
  // price is known, the usual 5000 and 0.5 kg.
  const [rule, setRule] = useState<{ divisor: number; step: number } | undefined>();
  const onChosen = useCallback(
    (o: TQuoteOption | undefined) =>
      setRule((r) =>
        o && (r?.divisor !== o.rateCard.divisor || r?.step !== o.rateCard.step)
          ? { divisor: o.rateCard.divisor, step: o.rateCard.step }
          : r,
      ),
    [],
  );
  // What the price depends on, for the live quote (the API's own pricing, nothing written).
  const quoteValues = {
    customerId: Form.useWatch('customerId', form) || undefined,
    service: Form.useWatch('service', form),
    carrier: Form.useWatch('carrier', form),
    office: Form.useWatch('office', form),
    cargoUnit: unit,
    pieces: pieces.filter(Boolean),
    sender: {
      country: Form.useWatch(['sender', 'country'], form),
      postalCode: Form.useWatch(['sender', 'postalCode'], form) ?? '',
    },
    receiver: {
      country: Form.useWatch(['receiver', 'country'], form),
      postalCode: Form.useWatch(['receiver', 'postalCode'], form) ?? '',
    },
  };

  // Errors found after the form's own rules (the contract's, the API's) are shown as the form's
  // are: the first field in error, in the page's order, is scrolled to and focused.
  const showErrors = (fields: { name: (string | number)[]; errors: string[] }[]) => {
    form.setFields(fields);
    const first = form.getFieldsError().find((f) => f.errors.length > 0);
    if (first) form.scrollToField(first.name, FIRST_ERROR);
  };

  const submit = async (values: Record<string, unknown>) => {
    const parsed = ZCreateBookingRequest.safeParse(withCustoms(values));
    if (!parsed.success) {
      showErrors(
        parsed.error.issues.map((i) => ({
          name: i.path as (string | number)[],
          errors: [issueMessage(i, tv)],
        })),
      );
      return;
    }
    try {
      // One key per filled form: a retried click never makes two bookings.
      setCreated(await create.mutateAsync({ input: parsed.data, key }));
    } catch (err) {
      if (err instanceof ApiError && err.body.errors?.length)
        showErrors(
          err.body.errors.map((e) => ({
            name: e.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
            errors: [e.message],
          })),
        );
      else message.error((err as Error).message);
    }
  };

  if (created)
    return (
      <BookingCreated
        created={created}
        onAnother={() => {
          setCreated(null);
          setKey(crypto.randomUUID());
          form.resetFields();
        }}
      />
    );

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      scrollToFirstError={FIRST_ERROR}
      initialValues={{
        service: 'EXPRESS',
        carrier: 'DHL',
        office: 'SOUTH',
        cargoUnit: 'CM_KG',
        currency: 'USD',
        incoterm: 'DAP',
        pieces: [{ quantity: 1 }],
        sender: { country: 'VN' },
        receiver: {},
        customs: { contents: 'GOODS', reasonForExport: 'SALE', items: [{ ...NEW_LINE }] },
      }}
      data-testid="booking-form"
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <PageHeader style={{ margin: 0 }} />
        <ServiceCard isStaff={isStaff} />
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <PartyCard who="sender" title={t('sender')} />
          </Col>
          <Col xs={24} lg={12}>
            <PartyCard
              who="receiver"
              title={t('receiver')}
              extra={<AddressBookPicker customerId={bookFor} enabled={bookReady} />}
            />
          </Col>
        </Row>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <CargoCard unit={unit} pieces={pieces.filter(Boolean)} rule={rule} />
          </Col>
          <Col xs={24} xl={8}>
            <QuotePanel
              values={quoteValues}
              onChoose={(carrier, service) => form.setFieldsValue({ carrier, service })}
              onChosen={onChosen}
            />
          </Col>
        </Row>
        <GoodsPickupCard currency={currency} />
        <CustomsCard />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={create.isPending}
          data-testid="save-booking"
        >
          {t('save')}
        </Button>
      </Space>
    </Form>
  );
}
