'use client';

import {
  CURRENCIES,
  type Currency,
  FEE_BASES,
  type FeeBasis,
  type Locale,
  SURCHARGE_FEE_CODES,
  type SurchargeCode,
  type TSurchargeCarrierMaster,
} from '@acf/shared';
import { App, Button, Flex, Select, Table, Tag, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { NumberInput, useNumberError } from '@/components/number-input';
import { useUpdateSurchargeFee } from '../../api/update-fee';
import { apiMessage, feeName, Section } from './shared';

interface FeeDraft {
  amount: number | null;
  currency: Currency;
  basis: FeeBasis;
}

export function FeesTable({ master }: { master: TSurchargeCarrierMaster }) {
  const t = useTranslations('surchargeMaster');
  const locale = useLocale() as Locale;
  const { message } = App.useApp();
  const numberError = useNumberError();
  const update = useUpdateSurchargeFee();
  const [drafts, setDrafts] = useState<Partial<Record<SurchargeCode, FeeDraft>>>({});
  const rows = SURCHARGE_FEE_CODES[master.carrier].map((code) => {
    const saved = master.fees.find((f) => f.code === code);
    const base: FeeDraft = {
      amount: saved?.amount ?? null,
      currency: saved?.currency ?? 'USD',
      basis: saved?.basis ?? 'PER_SHIPMENT',
    };
    const draft = drafts[code] ?? base;
    const dirty =
      draft.amount !== base.amount ||
      draft.currency !== base.currency ||
      draft.basis !== base.basis ||
      !saved;
    const error = numberError(draft.amount, draft.currency === 'VND' ? 0 : 2);
    return { code, saved, draft, dirty, error };
  });
  const edit = (code: SurchargeCode, current: FeeDraft, patch: Partial<FeeDraft>) =>
    setDrafts((d) => ({ ...d, [code]: { ...current, ...patch } }));
  /** A fee's currency or basis, changed in its row's draft. */
  const draftSelect = <K extends 'currency' | 'basis'>(
    field: K,
    r: { code: SurchargeCode; draft: FeeDraft },
    options: { value: FeeDraft[K]; label: string }[],
  ) => (
    <Select<FeeDraft[K]>
      aria-label={`${t(field as 'currency' | 'basis')} ${r.code}`}
      value={r.draft[field]}
      onChange={(v) => edit(r.code, r.draft, { [field]: v })}
      options={options}
      style={{ width: '100%' }}
    />
  );

  const save = (code: SurchargeCode, draft: FeeDraft) => {
    if (draft.amount === null || Number.isNaN(draft.amount)) return;
    update.mutate(
      { carrier: master.carrier, code, amount: draft.amount, currency: draft.currency, basis: draft.basis },
      {
        onSuccess: () => {
          setDrafts(({ [code]: _done, ...rest }) => rest);
          message.success(t('saved'));
        },
        onError: (err) => message.error(apiMessage(err, t('importFailed'))),
      },
    );
  };

  return (
    <Section title={t('feesSection')} hint={t('feesHint')}>
      <Table
        rowKey="code"
        size="small"
        pagination={false}
        scroll={{ x: 760 }}
        dataSource={rows}
        columns={[
          {
            title: t('surcharge'),
            dataIndex: 'code',
            width: 260,
            render: (code: SurchargeCode) => (
              <Flex vertical>
                <span>{feeName(master.carrier, code, locale)}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {code}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            title: t('amount'),
            width: 160,
            render: (_, r) => (
              <Flex vertical>
                <NumberInput
                  aria-label={`${t('amount')} ${r.code}`}
                  data-testid={`fee-amount-${r.code}`}
                  precision={r.draft.currency === 'VND' ? 0 : 2}
                  value={r.draft.amount}
                  status={r.error ? 'error' : undefined}
                  onChange={(amount) => edit(r.code, r.draft, { amount })}
                  style={{ width: '100%' }}
                />
                {r.error && (
                  <Typography.Text
                    type="danger"
                    style={{ fontSize: 12 }}
                    data-testid={`fee-amount-error-${r.code}`}
                  >
                    {r.error}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            title: t('currency'),
            width: 110,
            render: (_, r) =>
              draftSelect(
                'currency',
                r,
                CURRENCIES.map((c) => ({ value: c, label: c })),
              ),
          },
          {
            title: t('basis'),
            width: 150,
            render: (_, r) =>
              draftSelect(
                'basis',
                r,
                FEE_BASES.map((b) => ({ value: b, label: t(`bases.${b}`) })),
              ),
          },
          {
            title: t('status'),
            width: 90,
            render: (_, r) =>
              r.saved?.sample ? (
                <Tag color="orange" data-testid={`fee-sample-${r.code}`}>
                  {t('sample')}
                </Tag>
              ) : null,
          },
          {
            width: 90,
            render: (_, r) => (
              <Button
                type="primary"
                size="small"
                data-testid={`fee-save-${r.code}`}
                disabled={!r.dirty || r.draft.amount === null || Boolean(r.error)}
                loading={update.isPending && update.variables?.code === r.code}
                onClick={() => save(r.code, r.draft)}
              >
                {t('save')}
              </Button>
            ),
          },
        ]}
      />
    </Section>
  );
}
