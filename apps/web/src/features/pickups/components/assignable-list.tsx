'use client';

import type { TAssignablePage } from '@acf/shared';
import { formatDate, formatNumber, type TPickupItem } from '@acf/shared';
import { Button, Checkbox, Empty, Pagination, Spin, Table, type TableProps, Typography } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import styles from './dispatch.module.css';
import { AssigneeTag, PickupMarks } from './pickup-marks';

export interface AssignableListProps {
  page: TAssignablePage | undefined;
  loading: boolean;
  /** The day the list is for: a pickup booked for an earlier day shows its own date. */
  date: string;
  selected: ReadonlyMap<string, TPickupItem>;
  onSelect: (next: Map<string, TPickupItem>) => void;
  onPage: (page: number, pageSize: number) => void;
  /** Cards instead of a table (a phone). */
  compact: boolean;
  /** Opens a booking's details, when the page can show them. */
  onOpen?: (id: string) => void;
}

/** Every row (table or card) carries data-testid="assignable-row", its code and its state. */
const rowAttributes = (b: TPickupItem) => ({
  'data-testid': 'assignable-row',
  'data-code': b.code,
  'data-status': b.status,
  'data-assignee': b.assignee?.username ?? '',
  'data-flagged': String(b.flagged),
});

function useFormat() {
  const t = useTranslations('pickups.assign');
  const locale = useLocale() === 'en' ? 'en' : 'vi';
  return {
    pieces: (b: TPickupItem) =>
      t('piecesValue', { pieces: b.piecesBooked, kg: formatNumber(b.bookedWeight, locale) }),
    customer: (b: TPickupItem) => b.customer.name.trim() || b.customer.code,
  };
}

/** The booking's code, a link to its details when the page can open them. */
function Code({ b, onOpen }: { b: TPickupItem; onOpen?: (id: string) => void }) {
  if (!onOpen) return <Typography.Text strong>{b.code}</Typography.Text>;
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0, height: 'auto', fontWeight: 600 }}
      onClick={(e) => {
        // Inside a card the whole card selects; the code opens the details instead.
        e.preventDefault();
        e.stopPropagation();
        onOpen(b.id);
      }}
      data-testid="open-booking"
    >
      {b.code}
    </Button>
  );
}

/** The bookings to pick up, selectable: a table on a desk, cards on a phone. */
export function AssignableList(props: AssignableListProps) {
  const t = useTranslations('pickups.assign');
  const { page, loading } = props;
  if (!page && loading) return <Spin style={{ display: 'block', margin: '32px auto' }} />;
  if (page && page.results.length === 0)
    return <Empty description={t('empty')} data-testid="assignable-empty" />;
  return props.compact ? <AssignableCards {...props} /> : <AssignableTable {...props} />;
}

function AssignableTable({ page, loading, date, selected, onSelect, onPage, onOpen }: AssignableListProps) {
  const t = useTranslations('pickups.assign');
  const f = useFormat();
  // Four columns that fit beside the staff pane: who and what, when and where, size, driver.
  const columns: TableProps<TPickupItem>['columns'] = [
    {
      title: t('code'),
      key: 'code',
      width: 150,
      render: (_, b) => (
        <>
          <Code b={b} onOpen={onOpen} />
          <div>{f.customer(b)}</div>
          <div className={styles.muted}>{b.goodsDescription}</div>
        </>
      ),
    },
    {
      title: t('pickup'),
      key: 'pickup',
      width: 116,
      render: (_, b) => (
        <>
          <div style={{ whiteSpace: 'nowrap' }}>{b.pickup.timeWindow || t('noWindowShort')}</div>
          {b.pickup.date !== date && (
            <Typography.Text type="danger" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
              {t('lateDay', { date: formatDate(b.pickup.date) })}
            </Typography.Text>
          )}
          <div className={styles.muted} style={{ whiteSpace: 'nowrap' }}>
            {f.pieces(b)}
          </div>
        </>
      ),
    },
    {
      title: t('address'),
      key: 'address',
      render: (_, b) => (
        <>
          <div>{b.pickup.address}</div>
          <div className={styles.muted}>
            {b.pickup.contactName} · {b.pickup.phone}
          </div>
        </>
      ),
    },
    {
      title: t('assignee'),
      key: 'assignee',
      width: 140,
      render: (_, b) => (
        <div className={styles.cardLine}>
          <AssigneeTag item={b} />
          <PickupMarks item={b} />
        </div>
      ),
    },
  ];
  return (
    <Table<TPickupItem>
      rowKey="id"
      size="small"
      tableLayout="fixed"
      columns={columns}
      dataSource={page?.results ?? []}
      loading={loading}
      data-testid="assignable-table"
      onRow={(b) => rowAttributes(b) as React.HTMLAttributes<HTMLElement>}
      rowClassName={(b) => (b.flagged ? (styles.flagged ?? '') : '')}
      rowSelection={{
        preserveSelectedRowKeys: true,
        selectedRowKeys: [...selected.keys()],
        onChange: (keys, rows) => {
          const fresh = new Map(rows.filter(Boolean).map((r) => [r.id, r]));
          const next = new Map<string, TPickupItem>();
          for (const k of keys) {
            const b = fresh.get(String(k)) ?? selected.get(String(k));
            if (b) next.set(b.id, b);
          }
          onSelect(next);
        },
      }}
      pagination={{
        current: page?.page ?? 1,
        pageSize: page?.pageSize ?? 50,
        total: page?.totalResults ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        showTotal: (total) => t('bookingsCount', { count: total, capped: page?.totalCapped ? 'yes' : 'no' }),
        onChange: onPage,
      }}
    />
  );
}

function AssignableCards({ page, loading, date, selected, onSelect, onPage, onOpen }: AssignableListProps) {
  const t = useTranslations('pickups.assign');
  const f = useFormat();
  const toggle = (b: TPickupItem) => {
    const next = new Map(selected);
    if (next.has(b.id)) next.delete(b.id);
    else next.set(b.id, b);
    onSelect(next);
  };
  return (
    <Spin spinning={loading}>
      <div className={styles.cards} data-testid="assignable-cards">
        {(page?.results ?? []).map((b) => {
          const on = selected.has(b.id);
          return (
            <div
              key={b.id}
              {...rowAttributes(b)}
              className={[styles.card, on && styles.cardSelected, b.flagged && styles.cardFlagged]
                .filter(Boolean)
                .join(' ')}
            >
              {/* The whole card is the checkbox's label: a tap anywhere on it selects. */}
              <Checkbox checked={on} onChange={() => toggle(b)} className={styles.cardCheck}>
                <div className={styles.cardLine}>
                  <Code b={b} onOpen={onOpen} />
                  <span>{b.pickup.timeWindow || t('noWindowShort')}</span>
                  {b.pickup.date !== date && (
                    <Typography.Text type="danger" style={{ fontSize: 12 }}>
                      {t('lateDay', { date: formatDate(b.pickup.date) })}
                    </Typography.Text>
                  )}
                </div>
                <div>{f.customer(b)}</div>
                <div className={styles.muted}>{b.pickup.address}</div>
                <div className={styles.cardLine} style={{ marginTop: 4 }}>
                  <span className={styles.muted}>{f.pieces(b)}</span>
                  <AssigneeTag item={b} />
                  <PickupMarks item={b} />
                </div>
              </Checkbox>
            </div>
          );
        })}
      </div>
      {page && page.totalResults > page.pageSize && (
        <Pagination
          simple
          style={{ marginTop: 12, textAlign: 'center' }}
          current={page.page}
          pageSize={page.pageSize}
          total={page.totalResults}
          onChange={onPage}
        />
      )}
    </Spin>
  );
}
