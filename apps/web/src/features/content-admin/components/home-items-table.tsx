'use client';

import type { HomeItemType, THomeItem } from '@acf/shared';
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Space, Table } from 'antd';
import { useTranslations } from 'next-intl';
import { listLocale } from '@/components/list-error';
import { useDeleteHomeItem, useHomeItems, useReorderHomeItems } from '../api/homepage';
import { useActionsColumn } from './row-actions';

/** One tab of the home manager: the items of a type, in their order, to move, edit or delete. */
export function HomeItemsTable({
  type,
  onEdit,
}: {
  type: HomeItemType;
  onEdit: (item: THomeItem | null) => void;
}) {
  const t = useTranslations('contentAdmin');
  const { message } = App.useApp();
  const items = useHomeItems(type);
  const reorder = useReorderHomeItems();
  const remove = useDeleteHomeItem();
  const rows = items.data?.results ?? [];
  const actions = useActionsColumn<THomeItem>({
    onEdit,
    confirm: (r) => t('confirmDeleteItem', { name: r.titleVi }),
    onDelete: (r) => remove.mutateAsync(r.id),
  });
  const move = (index: number, delta: number) => {
    const ids = rows.map((r) => r.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + delta, 0, moved as number);
    reorder.mutate({ type, ids }, { onError: (e) => message.error(e.message) });
  };
  return (
    <Card
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => onEdit(null)}
          data-testid="home-item-add"
        >
          {t('addItem')}
        </Button>
      }
    >
      <Table<THomeItem>
        rowKey="id"
        size="small"
        loading={items.isLoading || reorder.isPending}
        dataSource={rows}
        pagination={false}
        // A wide row scrolls inside the table, never the page (a phone is 375 px).
        scroll={{ x: 'max-content' }}
        data-testid={`home-items-${type}`}
        locale={listLocale(items, t('noItems'))}
        columns={[
          {
            title: t('order'),
            width: 96,
            render: (_, _r, i) => (
              <Space size={0}>
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('moveUp')}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                />
                <Button
                  type="text"
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('moveDown')}
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, 1)}
                />
              </Space>
            ),
          },
          { title: t('titleVi'), dataIndex: 'titleVi' },
          // On a phone: the order, the Vietnamese title and the actions; the rest from a tablet up.
          { title: t('titleEn'), dataIndex: 'titleEn', responsive: ['sm'] },
          {
            title: t('link'),
            dataIndex: 'link',
            responsive: ['lg'],
            ellipsis: true,
            render: (v: string | null) => v ?? '',
          },
          {
            title: t('menuItems'),
            width: 100,
            align: 'right',
            responsive: ['md'],
            render: (_, r) => r.menuItems.length,
          },
          actions,
        ]}
      />
    </Card>
  );
}
