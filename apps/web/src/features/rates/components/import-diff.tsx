'use client';

import { formatDate, type TRateCardDiff } from '@acf/shared';
import { Alert, Flex, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { PreviewTable } from '@/components/import-dialog';
import { tagColumn } from '@/components/query-table';
import { price, rowLabel, useLang } from './rates-format';

type DiffRow = TRateCardDiff['rows'][number];

const CHANGE_COLORS: Record<DiffRow['change'], string> = {
  ADDED: 'green',
  REMOVED: 'red',
  CHANGED: 'orange',
};

/** What an import would change: the card it is compared with, zones added or removed, each changed row. */
export function ImportDiff({ diff }: { diff: TRateCardDiff }) {
  const t = useTranslations('rates');
  const lang = useLang();
  const a = diff.against;
  return (
    <Flex vertical gap={12} data-testid="card-diff">
      <Alert
        type="success"
        showIcon
        title={t('diff.readOk', { count: diff.cellsChanged })}
        description={
          a
            ? t('diff.against', {
                name: a.name,
                version: a.version,
                status: t(`statuses.${a.status}`),
                from: formatDate(a.validFrom),
              })
            : t('diff.noneInForce')
        }
        data-testid="card-diff-summary"
      />
      {(diff.zonesAdded.length > 0 || diff.zonesRemoved.length > 0) && (
        <Flex wrap gap={8} align="center" data-testid="card-diff-zones">
          {diff.zonesAdded.length > 0 && <Typography.Text>{t('diff.zonesAdded')}</Typography.Text>}
          {diff.zonesAdded.map((z) => (
            <Tag key={`+${z}`} color="green">
              {t('zoneColumn', { zone: z })}
            </Tag>
          ))}
          {diff.zonesRemoved.length > 0 && <Typography.Text>{t('diff.zonesRemoved')}</Typography.Text>}
          {diff.zonesRemoved.map((z) => (
            <Tag key={`-${z}`} color="red">
              {t('zoneColumn', { zone: z })}
            </Tag>
          ))}
        </Flex>
      )}
      {diff.rows.length > 0 && (
        <PreviewTable<DiffRow>
          rowKey={(r) => `${r.sheet}|${r.row}`}
          rows={diff.rows}
          data-testid="card-diff-rows"
          columns={[
            { title: t('diff.sheet'), dataIndex: 'sheet' },
            { title: t('diff.row'), dataIndex: 'row', render: (r: string) => rowLabel(r, lang) },
            tagColumn(t('diff.change'), 'change', CHANGE_COLORS, (c) => t(`diff.changes.${c}`)),
            {
              title: t('diff.cells'),
              key: 'cells',
              render: (_, r) => (
                <Flex vertical>
                  {r.cells.map((c) => (
                    <span key={c.zone}>
                      {t('zoneColumn', { zone: c.zone })}: {price(c.before, lang)} → {price(c.after, lang)}
                    </span>
                  ))}
                </Flex>
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}
