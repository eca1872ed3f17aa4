'use client';

import {
  BOOKING_CARRIERS,
  BOOKING_OFFICES,
  CARGO_UNITS,
  type CargoUnit,
  CONTAINER_TYPES,
  CURRENCIES,
  computeWeights,
  consigneeIssues,
  formatWeight,
  INCOTERMS,
  normalizeAddressLines,
  paths,
  phoneIssue,
  SERVICES,
  type TBooking,
  TEXT_LIMITS,
  type TPiece,
  type TQuoteOption,
  ZCreateBookingRequest,
  ZParty,
  ZPickup,
  ZPiece,
} from '@acf/shared';
import type { FormRule } from 'antd';
import { App, Button, Card, Col, Form, Input, Result, Row, Select, Space, Statistic, Typography } from 'antd';
import type { RuleObject } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { CountrySelect } from '@/components/country-select';
import { DateField } from '@/components/date-field';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import { authStorage } from '@/lib/auth-storage';
import { useCodes } from '@/lib/codes';
import { dayjsToIso, isBeforeTodayInHcm, isoToDayjs } from '@/lib/dates';
import { useCreateBooking } from '../api/create-booking';
import { downloadCustomsDocument } from '../api/download-customs';
import { downloadLabel } from '../api/download-label';
import { useAddressBook } from '../api/get-address-book';
import { useBookingCustomers } from '../api/get-booking-customers';
import { CustomsCard, NEW_LINE, withCustoms } from './customs-card';
import { QuotePanel } from './quote-panel';
import { VnPlace } from './vn-place';
import { issueMessage, zodRule } from './zod-rule';

const PARTY_FIELDS = [
  'name',
  'company',
  'phone',
  'email',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'country',
] as const;

const FIELD = {
  goodsDescription: z.string().trim().min(1).max(TEXT_LIMITS.description),
  note: z.string().trim().max(TEXT_LIMITS.description).optional(),
  positive: z.number().positive(),
};

/** A failed submit brings its first error into the middle of the screen, focused (a phone shows a
 * screen of the long form at a time; the error may be far above the button). */
const FIRST_ERROR = { block: 'center', focus: true } as const;

/** Past receivers of the customer: picking one fills the receiver's fields. */
function AddressBookPicker({ customerId, enabled }: { customerId?: string; enabled: boolean }) {
  const t = useTranslations('bookings');
  const form = Form.useFormInstance();
  const [search, setSearch] = useState('');
  const book = useAddressBook(customerId, search, enabled);
  const receivers = book.data?.receivers ?? [];
  return (
    <Select
      size="small"
      style={{ width: 220 }}
      placeholder={t('addressBook')}
      aria-label={t('addressBook')}
      value={null}
      disabled={!enabled}
      loading={book.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      notFoundContent={t('addressBookEmpty')}
      data-testid="address-book"
      options={receivers.map((r, i) => ({
        value: i,
        label: `${r.name} · ${r.city}, ${r.country}`,
      }))}
      onChange={(i: number) => {
        const r = receivers[i];
        if (!r) return;
        form.setFieldValue('receiver', { ...r });
        void form.validateFields(PARTY_FIELDS.map((f) => ['receiver', f]));
      }}
    />
  );
}

/**
 * The rules of a party that depend on its country, as the API checks them (consigneeIssues,
 * phoneIssue): a phone valid for the country; a receiver's JP postal code and KR customs code.
 */
function countryRule(
  who: 'sender' | 'receiver',
  f: string,
  tv: ReturnType<typeof useTranslations<'validation'>>,
) {
  const rule: FormRule = ({ getFieldValue }): RuleObject => ({
    validator: async (_rule, value: unknown) => {
      const party = { ...(getFieldValue([who]) as object), [f]: value };
      const issues = who === 'receiver' ? consigneeIssues(party) : [];
      if (f === 'phone') {
        const phone = phoneIssue(party);
        if (phone) issues.push(phone);
      }
      const issue = issues.find((i) => i.path[0] === f);
      if (issue) throw new Error(tv(issue.message.replace(/^validation\./, '') as 'phone'));
    },
  });
  return rule;
}

function PartyCard({
  who,
  title,
  extra,
}: {
  who: 'sender' | 'receiver';
  title: string;
  extra?: React.ReactNode;
}) {
  const t = useTranslations('bookings');
  const form = Form.useFormInstance();
  const tv = useTranslations('validation');
  const country = String(Form.useWatch([who, 'country'], form) ?? '').toUpperCase();
  // Korea's customs need the receiver's code: the field is there only for a receiver in Korea.
  const fields =
    who === 'receiver' && country === 'KR' ? [...PARTY_FIELDS, 'customsCode' as const] : PARTY_FIELDS;
  const required = (f: string) =>
    ['name', 'phone', 'addressLine1', 'city', 'country'].includes(f) ||
    (who === 'receiver' && ((f === 'postalCode' && country === 'JP') || f === 'customsCode'));
  return (
    <Card title={title} size="small" data-testid={`party-${who}`} extra={extra}>
      <Row gutter={12}>
        {fields.map((f) => (
          <Col xs={24} md={f === 'addressLine1' || f === 'addressLine2' ? 24 : 12} key={f}>
            <Form.Item
              name={[who, f]}
              label={t(f)}
              rules={[
                zodRule(ZParty.shape[f], tv),
                ...(f === 'phone' || f === 'postalCode' || f === 'customsCode'
                  ? [countryRule(who, f, tv)]
                  : []),
              ]}
              dependencies={f === 'phone' || f === 'postalCode' ? [[who, 'country']] : undefined}
              required={required(f)}
              extra={f === 'customsCode' ? t('customsCodeHelp') : undefined}
            >
              {f === 'country' ? (
                <CountrySelect data-testid={`${who}-${f}`} />
              ) : (
                <Input
                  data-testid={`${who}-${f}`}
                  inputMode={f === 'phone' ? 'tel' : undefined}
                  onChange={
                    f === 'addressLine1'
                      ? (e) => {
                          // Seed §5: typing past 35 moves the rest into line 2.
                          const line2 = form.getFieldValue([who, 'addressLine2']) ?? '';
                          const next = normalizeAddressLines(e.target.value, line2);
                          if (next.addressLine1 !== e.target.value)
                            form.setFieldValue(who, { ...form.getFieldValue(who), ...next });
                        }
                      : undefined
                  }
                />
              )}
            </Form.Item>
          </Col>
        ))}
        <VnPlace who={who} required />
      </Row>
    </Card>
  );
}

function PiecesEditor({ unit }: { unit: CargoUnit }) {
  const t = useTranslations('bookings');
  const tv = useTranslations('validation');
  const numberRule = useNumberRule();
  const num = (name: (string | number)[], label: string, testid: string) => (
    <Form.Item
      name={name}
      label={label}
      validateFirst
      rules={[numberRule(3), zodRule(FIELD.positive, tv)]}
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

function CustomerPicker() {
  const t = useTranslations('bookings');
  const [search, setSearch] = useState('');
  const customers = useBookingCustomers(search, true);
  return (
    <Form.Item
      name="customerId"
      label={t('customer')}
      rules={[{ required: true, message: t('validation.required') }]}
    >
      <Select
        showSearch={{ filterOption: false, onSearch: setSearch }}
        placeholder={t('chooseCustomer')}
        loading={customers.isFetching}
        data-testid="customer-select"
        options={(customers.data?.results ?? []).map((c) => ({
          value: c.id,
          label: `${c.code} · ${c.name}`,
        }))}
      />
    </Form.Item>
  );
}

/** The whole booking form: live chargeable weight, limits in the page language, the address split. */
export function BookingForm() {
  const t = useTranslations('bookings');
  const tv = useTranslations('validation');
  const codes = useCodes();
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
  const numberRule = useNumberRule();
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
  const weights = computeWeights(unit, pieces.filter(Boolean), rule);
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
      <Result
        status="success"
        title={t('created')}
        subTitle={
          <Space direction="vertical">
            <span>
              {t('code')}: <strong data-testid="created-code">{created.code}</strong>
            </span>
            <span>
              {t('trackingNumber')}: <strong data-testid="created-tracking">{created.trackingNumber}</strong>
            </span>
          </Space>
        }
        extra={[
          <Button
            key="label"
            type="primary"
            data-testid="print-label"
            onClick={() => downloadLabel(created.id, created.code)}
          >
            {t('printLabel')}
          </Button>,
          ...(created.receiver.country !== 'VN'
            ? [
                <Button
                  key="invoice"
                  data-testid="print-commercial-invoice"
                  onClick={() => downloadCustomsDocument(created.id, created.code, 'commercial-invoice')}
                >
                  {t('customs.printInvoice')}
                </Button>,
                <Button
                  key="packing"
                  data-testid="print-packing-list"
                  onClick={() => downloadCustomsDocument(created.id, created.code, 'packing-list')}
                >
                  {t('customs.printPackingList')}
                </Button>,
              ]
            : []),
          <Button
            key="again"
            onClick={() => {
              setCreated(null);
              setKey(crypto.randomUUID());
              form.resetFields();
            }}
          >
            {t('createAnother')}
          </Button>,
        ]}
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
        <Card size="small">
          <Row gutter={12}>
            {isStaff && (
              <Col xs={24} md={12}>
                <CustomerPicker />
              </Col>
            )}
            <Col xs={12} md={6}>
              <Form.Item name="service" label={t('service')}>
                <Select options={codes.options(SERVICES, codes.service)} data-testid="service" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="carrier" label={t('carrier')}>
                <Select options={codes.options(BOOKING_CARRIERS, codes.carrier)} data-testid="carrier" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="office" label={t('office')}>
                <Select options={codes.options(BOOKING_OFFICES, codes.office)} data-testid="office" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
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
                    <Statistic
                      title={t('actualWeight')}
                      value={formatWeight(weights.actualWeight, codes.locale)}
                    />
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
          </Col>
          <Col xs={24} xl={8}>
            <QuotePanel
              values={quoteValues}
              onChoose={(carrier, service) => form.setFieldsValue({ carrier, service })}
              onChosen={onChosen}
            />
          </Col>
        </Row>
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
              <Form.Item
                name={['pickup', 'date']}
                label={t('pickupDate')}
                rules={[zodRule(ZPickup.shape.date, tv)]}
                required
                // The form keeps the API's YYYY-MM-DD; the picker shows and takes DD-MM-YYYY.
                getValueProps={(v: string | undefined) => ({ value: isoToDayjs(v) })}
                normalize={(d: Dayjs | null) => dayjsToIso(d)}
              >
                <DateField
                  reportUnreadable
                  disabledDate={(d) => isBeforeTodayInHcm(d)}
                  style={{ width: '100%' }}
                  data-testid="pickup-date"
                />
              </Form.Item>
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
