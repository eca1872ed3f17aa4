'use client';

import { EditOutlined } from '@ant-design/icons';
import { Button, Form, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { DateField, useDateRule } from '@/components/date-field';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { DrawerButton } from '@/components/side-panel';
import { useSaveExchangeRates } from '../api/exchange-rates';
import { useSaveRate } from './rate-entry';
import { FX_CURRENCIES, iso } from './rates-format';

type FxValues = { day?: Dayjs | null } & Partial<Record<string, number | null>>;

/** One day's rates typed by hand: VND per unit of each currency given (the others are left as they were). */
export function FxEntry() {
  const t = useTranslations('rates');
  return (
    <DrawerButton
      opener={{ icon: <EditOutlined />, label: t('fx.enter'), testId: 'fx-entry-open' }}
      width={520}
    >
      {(close) => <FxEntryForm onSaved={close} />}
    </DrawerButton>
  );
}

function FxEntryForm({ onSaved }: { onSaved: () => void }) {
  const t = useTranslations('rates');
  const [form] = Form.useForm<FxValues>();
  const dateRule = useDateRule();
  const numberRule = useNumberRule();
  const save = useSaveExchangeRates();
  const saveRate = useSaveRate(form, 'fx.saved', (field) => field.replace(/^rates\./, ''));

  const submit = async (v: FxValues) => {
    if (!v.day) return;
    const rates = Object.fromEntries(
      FX_CURRENCIES.flatMap((c) => (typeof v[c] === 'number' ? [[c, v[c]]] : [])),
    );
    const day = v.day.format('YYYY-MM-DD');
    if (await saveRate(() => save.mutateAsync({ day, rates }))) onSaved();
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t('fx.enterHelp')}</Typography.Paragraph>
      <Form<FxValues> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="day"
          label={t('fx.day')}
          rules={[dateRule, { required: true, message: t('required') }]}
        >
          <DateField reportUnreadable style={{ width: '100%' }} />
        </Form.Item>
        <div className="acf-form-grid">
          {FX_CURRENCIES.map((c) => (
            <Form.Item
              key={c}
              name={c}
              label={t('fx.perUnit', { currency: iso(c) })}
              validateFirst
              rules={[numberRule(4)]}
            >
              <NumberInput precision={4} suffix="VND" />
            </Form.Item>
          ))}
        </div>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </Form>
    </>
  );
}
