'use client';

import { formatNumber, type TManifestBag, type TManifestDetail } from '@acf/shared';
import { App, Button, Card, Form, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { useFocusScanBox } from '@/components/scan-area';
import { errorText } from '@/lib/api-client';
import { useDeleteBag, useSaveBag } from '../api/manifests';
import { kg, useLang } from './manifest-format';

/**
 * The bags of a manifest: pack the shipments ticked in the table into a bag (a number and the
 * bag's weight as weighed), repack one (its shipments ticked again, to change), unpack one. Read
 * only once the manifest is closed.
 */
export function BagPanel({
  m,
  editable,
  selected,
  onSelect,
}: {
  m: TManifestDetail;
  editable: boolean;
  /** Tracking numbers ticked in the shipment table. */
  selected: string[];
  onSelect: (numbers: string[]) => void;
}) {
  const tbag = useTranslations('manifests.bags');
  const tv = useTranslations('validation');
  const lang = useLang();
  const numberRule = useNumberRule();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ number: string; weightKg: number | null }>();
  const save = useSaveBag(m.id);
  const unpack = useDeleteBag(m.id);
  const focusScanBox = useFocusScanBox();
  const pack = async (v: { number: string; weightKg: number | null }) => {
    try {
      const after = await save.mutateAsync({
        number: v.number.trim(),
        weightKg: v.weightKg ?? 0,
        trackingNumbers: selected,
      });
      message.success(tbag('packed', { number: v.number.trim() }));
      onSelect([]);
      form.setFieldsValue({ number: nextBagNumber(after.bags), weightKg: null });
    } catch (err) {
      message.error(errorText(err));
    } finally {
      focusScanBox();
    }
  };
  const repack = (b: TManifestBag) => {
    form.setFieldsValue({ number: b.number, weightKg: b.weightKg });
    onSelect(b.trackingNumbers);
  };
  return (
    <Card size="small" title={tbag('title')} data-testid="manifest-bags">
      <Space direction="vertical" style={{ width: '100%' }}>
        {editable && (
          <>
            <Typography.Text type="secondary">{tbag('hint')}</Typography.Text>
            <Form
              form={form}
              layout="inline"
              onFinish={pack}
              initialValues={{ number: nextBagNumber(m.bags), weightKg: null }}
            >
              <Form.Item
                name="number"
                label={tbag('number')}
                rules={[{ required: true, whitespace: true, message: tbag('numberRequired') }]}
              >
                <Input maxLength={30} style={{ width: 120 }} data-testid="bag-number" />
              </Form.Item>
              <Form.Item
                name="weightKg"
                label={tbag('weight')}
                validateFirst
                rules={[
                  numberRule(3),
                  { required: true, message: tbag('weightRequired') },
                  { type: 'number', min: 0.01, message: tv('tooSmall', { min: formatNumber(0.01, lang) }) },
                  { type: 'number', max: 10_000, message: tv('tooBig', { max: formatNumber(10_000, lang) }) },
                ]}
              >
                <NumberInput precision={3} style={{ width: 120 }} data-testid="bag-weight" />
              </Form.Item>
              <Form.Item>
                <Button
                  type="primary"
                  htmlType="submit"
                  disabled={!selected.length}
                  loading={save.isPending}
                  data-testid="bag-pack"
                >
                  {selected.length ? tbag('pack', { count: selected.length }) : tbag('selectShipments')}
                </Button>
              </Form.Item>
            </Form>
          </>
        )}
        <Table<TManifestBag>
          rowKey="id"
          size="small"
          dataSource={m.bags}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: tbag('none') }}
          data-testid="bag-list"
          onRow={(b) => ({ 'data-bag': b.number }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: tbag('number'), dataIndex: 'number' },
            {
              title: tbag('shipments'),
              key: 'n',
              align: 'right',
              render: (_, b) => b.trackingNumbers.length,
            },
            {
              title: tbag('weight'),
              dataIndex: 'weightKg',
              align: 'right',
              render: (v: number) => kg(v, lang),
            },
            {
              title: tbag('trackingNumbers'),
              key: 'numbers',
              render: (_, b) => b.trackingNumbers.join(', '),
            },
            ...(editable
              ? [
                  {
                    title: '',
                    key: 'act',
                    render: (_: unknown, b: TManifestBag) => (
                      <Space size={0}>
                        <Button size="small" type="link" onClick={() => repack(b)} data-testid="bag-repack">
                          {tbag('repack')}
                        </Button>
                        <Popconfirm
                          title={tbag('unpackConfirm', { number: b.number })}
                          okText={tbag('yes')}
                          cancelText={tbag('no')}
                          onConfirm={() =>
                            unpack
                              .mutateAsync(b.id)
                              .then(() => message.success(tbag('unpacked', { number: b.number })))
                              .catch((err) => message.error(errorText(err)))
                          }
                        >
                          <Button size="small" type="link" danger data-testid="bag-unpack">
                            {tbag('unpack')}
                          </Button>
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Space>
    </Card>
  );
}

/** B01, B02, …: the first number no bag of the manifest has. */
function nextBagNumber(bags: TManifestBag[]): string {
  const taken = new Set(bags.map((b) => b.number));
  for (let n = 1; ; n++) {
    const number = `B${String(n).padStart(2, '0')}`;
    if (!taken.has(number)) return number;
  }
}
