'use client';

import { formatDate } from '@acf/shared';
import { Flex } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DateField } from '@/components/date-field';
import { QueryTable } from '@/components/query-table';
import { type FxDay, useExchangeRates } from '../api/exchange-rates';
import { FxEntry } from './fx-entry';
import { FxImport } from './fx-import';
import { fxColumns, useLang } from './rates-format';

/** The day's exchange rates to VND: a table of days × currencies for a period, typed or imported. */
export function ExchangeRatesTab() {
  const t = useTranslations('rates');
  const lang = useLang();
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const list = useExchangeRates({
    from: from?.isValid() ? from.format('YYYY-MM-DD') : undefined,
    to: to?.isValid() ? to.format('YYYY-MM-DD') : undefined,
  });
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8}>
        <FxEntry />
        <FxImport />
      </Flex>
      <Flex wrap gap={8}>
        {(
          [
            ['from', from, setFrom],
            ['to', to, setTo],
          ] as const
        ).map(([end, day, setDay]) => (
          <DateField
            key={end}
            className="acf-toolbar-filter"
            value={day}
            onChange={setDay}
            placeholder={t(`fx.${end}`)}
            aria-label={t(`fx.${end}`)}
          />
        ))}
      </Flex>
      <QueryTable<FxDay>
        rowKey="day"
        query={list}
        emptyText={t('empty')}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        data-testid="fx-table"
        columns={[
          { title: t('fx.day'), dataIndex: 'day', fixed: 'left', render: (d: string) => formatDate(d) },
          ...fxColumns(lang),
        ]}
      />
    </Flex>
  );
}
