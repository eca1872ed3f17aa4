'use client';

import { BOOKING_CARRIERS, BOOKING_OFFICES, SERVICES } from '@acf/shared';
import { Card, Col, Form, Row, Select } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCodes } from '@/lib/codes';
import { useBookingCustomers } from '../api/get-booking-customers';

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

/** Who the booking is for (staff choose the customer) and how it travels: service, carrier, office. */
export function ServiceCard({ isStaff }: { isStaff: boolean | null }) {
  const t = useTranslations('bookings');
  const codes = useCodes();
  const choices = [
    { name: 'service', options: codes.options(SERVICES, codes.service) },
    { name: 'carrier', options: codes.options(BOOKING_CARRIERS, codes.carrier) },
    { name: 'office', options: codes.options(BOOKING_OFFICES, codes.office) },
  ] as const;
  return (
    <Card size="small">
      <Row gutter={12}>
        {isStaff && (
          <Col xs={24} md={12}>
            <CustomerPicker />
          </Col>
        )}
        {choices.map(({ name, options }) => (
          <Col key={name} xs={12} md={6}>
            <Form.Item name={name} label={t(name)}>
              <Select options={options} data-testid={name} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
