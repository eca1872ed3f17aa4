'use client';

import { consigneeIssues, normalizeAddressLines, phoneIssue, ZParty } from '@acf/shared';
import type { FormRule } from 'antd';
import { Card, Col, Form, Input, Row, Select } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CountrySelect } from '@/components/country-select';
import { useAddressBook } from '../api/get-address-book';
import { VnPlace } from './vn-place';
import { zodRule } from './zod-rule';

export const PARTY_FIELDS = [
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

/** Past receivers of the customer: picking one fills the receiver's fields. */
export function AddressBookPicker({ customerId, enabled }: { customerId?: string; enabled: boolean }) {
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

/** A sender's or receiver's card: name, contact and address, with the rules of its country. */
export function PartyCard({
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
