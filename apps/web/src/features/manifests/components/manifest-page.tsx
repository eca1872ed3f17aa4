'use client';

import {
  formatDate,
  formatMoney,
  formatNumber,
  isValidMawb,
  MANIFEST_TRANSITIONS,
  type ManifestLine,
  type ManifestStatus,
  manifestLineAccess,
  parseTrackingInput,
  type TErrorBody,
  type TManifest,
  type TManifestBag,
  type TManifestDetail,
  type TManifestShipment,
} from '@acf/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Form,
  Grid,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
  Upload,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DateField, useDateRule } from '@/components/date-field';
import { listLocale } from '@/components/list-error';
import { useManagerMe } from '@/components/manager-shell/manager-context';
import { NumberInput, useNumberRule } from '@/components/number-input';
import { PageHeader } from '@/components/page-header';
import { SCAN_BOX, ScanArea, useFocusScanBox } from '@/components/scan-area';
import { ApiError } from '@/lib/api-client';
import { useScanQueue } from '@/lib/scan-queue';
import {
  type AddResults,
  addShipments,
  downloadManifest,
  uploadPodFile,
  useCreateManifest,
  useDeleteBag,
  useManifest,
  useManifests,
  useRecordDelivery,
  useRemoveShipment,
  useSaveBag,
  useTransition,
  useUpdateManifest,
} from '../api/manifests';
import { PodImport } from './pod-import';
import { ShipmentCards } from './shipment-cards';

const errorText = (err: unknown) =>
  err instanceof ApiError ? (err.body.errors?.[0]?.message ?? err.message) : (err as Error).message;
const STATUS_COLORS: Record<ManifestStatus, string> = {
  OPEN: 'blue',
  CLOSED: 'orange',
  DEPARTED: 'purple',
  ARRIVED: 'green',
};
// Weights and amounts in the page's language, through the shared formatter (2,3 kg; 31,00 USD).
const useLang = (): 'vi' | 'en' => (useLocale() === 'en' ? 'en' : 'vi');
const kg = (n: number, lang: 'vi' | 'en') => formatNumber(n, lang);
const declared = (m: TManifest, lang: 'vi' | 'en') =>
  m.totals.declaredValue.map((d) => formatMoney(d.amount, d.currency, lang)).join(' + ') || '—';

/**
 * /manager/manifest: one tab per line the user may see. Staff of a line list, create and build
 * its manifests (header, scan to add, transitions, Excel and PDF); the line's partner agent sees
 * them read-only and records a delivery (POD) per shipment.
 */
export function ManifestPage() {
  const t = useTranslations('manifests');
  const me = useManagerMe();
  const access = useMemo(() => manifestLineAccess(new Set(me.permissions)), [me.permissions]);
  const [line, setLine] = useState<ManifestLine | undefined>(access.visible[0]);
  const [openId, setOpenId] = useState<string | null>(null);
  if (!line) return <Alert type="info" message={t('noLine')} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <div className="acf-toolbar">
        <PageHeader style={{ margin: 0 }} />
        <PodImport />
      </div>
      <Tabs
        activeKey={line}
        onChange={(k) => setLine(k as ManifestLine)}
        data-testid="manifest-tabs"
        items={access.visible.map((l) => ({ key: l, label: t(`lines.${l}`) }))}
      />
      <ManifestList key={line} line={line} manages={access.managed.includes(line)} onOpen={setOpenId} />
      <Drawer
        open={!!openId}
        onClose={() => setOpenId(null)}
        width="min(100vw, 1100px)"
        destroyOnHidden
        title={t('detailTitle')}
      >
        {openId && (
          <ScanArea>
            <ManifestDetail id={openId} managedLines={access.managed} />
          </ScanArea>
        )}
      </Drawer>
    </Space>
  );
}

function ManifestList({
  line,
  manages,
  onOpen,
}: {
  line: ManifestLine;
  manages: boolean;
  onOpen: (id: string) => void;
}) {
  const t = useTranslations('manifests');
  const lang = useLang();
  const [status, setStatus] = useState<ManifestStatus | undefined>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useManifests({ line, status, search, page, pageSize: 10 });
  return (
    <Card size="small">
      <div className="acf-toolbar">
        <Input.Search
          allowClear
          placeholder={t('search')}
          aria-label={t('search')}
          className="acf-toolbar-search"
          onSearch={(v) => {
            setSearch(v.trim());
            setPage(1);
          }}
          data-testid="manifest-search"
        />
        <Select
          allowClear
          value={status}
          placeholder={t('status')}
          aria-label={t('status')}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={(Object.keys(STATUS_COLORS) as ManifestStatus[]).map((s) => ({
            value: s,
            label: t(`statuses.${s}`),
          }))}
          style={{ minWidth: 140 }}
        />
        {manages && (
          <Button type="primary" onClick={() => setCreating(true)} data-testid="manifest-new">
            {t('new')}
          </Button>
        )}
      </div>
      <Table<TManifest>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        locale={listLocale(list)}
        dataSource={list.data?.results}
        scroll={{ x: 'max-content' }}
        data-testid="manifest-list"
        onRow={(m) => ({ onClick: () => onOpen(m.id), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: 10,
          total: list.data?.totalResults ?? 0,
          onChange: setPage,
          showTotal: (n) => t('total', { count: n }),
        }}
        columns={[
          { title: t('number'), dataIndex: 'number', render: (v: string) => <a>{v}</a> },
          {
            title: t('status'),
            dataIndex: 'status',
            render: (s: ManifestStatus) => <Tag color={STATUS_COLORS[s]}>{t(`statuses.${s}`)}</Tag>,
          },
          { title: t('mawb'), key: 'ref', render: (_, m) => m.mawb ?? m.mbl ?? '—' },
          { title: t('flight'), dataIndex: 'flightNumber' },
          {
            title: t('departure'),
            dataIndex: 'departureDate',
            render: (v: string | null) => formatDate(v) || '—',
          },
          {
            title: t('destination'),
            key: 'dest',
            render: (_, m) => `${m.destinationAirport} (${m.destinationCountry})`,
          },
          { title: t('shipments'), key: 'n', align: 'right', render: (_, m) => m.totals.shipments },
          { title: t('pieces'), key: 'p', align: 'right', render: (_, m) => m.totals.pieces },
          {
            title: t('chargeableKg'),
            key: 'c',
            align: 'right',
            render: (_, m) => kg(m.totals.chargeableKg, lang),
          },
          { title: t('declared'), key: 'v', render: (_, m) => declared(m, lang) },
        ]}
      />
      <Drawer
        open={creating}
        onClose={() => setCreating(false)}
        title={t('new')}
        width="min(100vw, 560px)"
        destroyOnHidden
      >
        <HeaderForm
          line={line}
          onSaved={(m) => {
            setCreating(false);
            onOpen(m.id);
          }}
        />
      </Drawer>
    </Card>
  );
}

interface HeaderValues {
  mode: 'AIR' | 'SEA';
  destinationCountry: string;
  destinationAirport: string;
  flightNumber: string;
  mawb?: string;
  mbl?: string;
  departureDate?: Dayjs | null;
  eta?: Dayjs | null;
  note: string;
}

/** The header: create (with a line) or edit (with a manifest). The MAWB is checked as it is typed. */
function HeaderForm({
  line,
  manifest,
  onSaved,
}: {
  line: ManifestLine;
  manifest?: TManifestDetail;
  onSaved?: (m: TManifestDetail) => void;
}) {
  const t = useTranslations('manifests');
  const { message } = App.useApp();
  const [form] = Form.useForm<HeaderValues>();
  const create = useCreateManifest();
  const update = useUpdateManifest(manifest?.id ?? '');
  const mode = Form.useWatch('mode', form) ?? manifest?.mode ?? 'AIR';
  const dateRule = useDateRule();
  const day = (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined);
  const pending = create.isPending || update.isPending;
  const saveButton = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(false);
  const focusScanBox = useFocusScanBox();
  // A saving button is disabled, and a disabled button loses the focus to the page: Escape then no
  // longer reaches the drawer and Tab starts over. Once saved, the focus goes to the scan box of
  // the detail, or back to the button.
  useEffect(() => {
    const ended = wasPending.current && !pending;
    wasPending.current = pending;
    if (!ended || document.activeElement !== document.body) return;
    focusScanBox();
    if (document.activeElement === document.body) saveButton.current?.focus();
  }, [pending, focusScanBox]);
  const submit = async (v: HeaderValues) => {
    const body = {
      mode: v.mode,
      destinationCountry: v.destinationCountry.trim().toUpperCase(),
      destinationAirport: v.destinationAirport.trim().toUpperCase(),
      flightNumber: v.flightNumber?.trim() ?? '',
      note: v.note ?? '',
      departureDate: day(v.departureDate),
      eta: day(v.eta),
      ...(v.mode === 'AIR' ? { mawb: v.mawb?.trim() || undefined } : { mbl: v.mbl?.trim() || undefined }),
    };
    try {
      const m = manifest ? await update.mutateAsync(body) : await create.mutateAsync({ ...body, line });
      message.success(t('saved', { number: m.number }));
      onSaved?.(m);
    } catch (err) {
      if (err instanceof ApiError)
        form.setFields(
          Object.entries(err.fieldErrors()).map(([name, e]) => ({
            name: name as keyof HeaderValues,
            errors: [e],
          })),
        );
      message.error(errorText(err));
    }
  };
  return (
    <Form<HeaderValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      data-testid="manifest-header-form"
      initialValues={{
        mode: manifest?.mode ?? 'AIR',
        destinationCountry: manifest?.destinationCountry ?? (line === 'K_CARGO' ? 'KR' : 'JP'),
        destinationAirport: manifest?.destinationAirport ?? (line === 'K_CARGO' ? 'ICN' : 'NRT'),
        flightNumber: manifest?.flightNumber ?? '',
        mawb: manifest?.mawb ?? '',
        mbl: manifest?.mbl ?? '',
        departureDate: manifest?.departureDate ? dayjs(manifest.departureDate) : null,
        eta: manifest?.eta ? dayjs(manifest.eta) : null,
        note: manifest?.note ?? '',
      }}
    >
      <div className="acf-form-grid">
        <Form.Item name="mode" label={t('mode')}>
          <Select options={(['AIR', 'SEA'] as const).map((m) => ({ value: m, label: t(`modes.${m}`) }))} />
        </Form.Item>
        {mode === 'AIR' ? (
          <Form.Item
            name="mawb"
            label={t('mawb')}
            validateTrigger="onChange"
            extra={t('mawbHelp')}
            rules={[
              {
                validator: (_, v: string) =>
                  !v || isValidMawb(v) ? Promise.resolve() : Promise.reject(new Error(t('mawbInvalid'))),
              },
            ]}
          >
            <Input inputMode="numeric" maxLength={12} placeholder="176-12345675" data-testid="mawb-input" />
          </Form.Item>
        ) : (
          <Form.Item name="mbl" label={t('mbl')}>
            <Input maxLength={35} />
          </Form.Item>
        )}
        <Form.Item name="flightNumber" label={mode === 'AIR' ? t('flight') : t('vessel')}>
          <Input maxLength={20} data-testid="flight-input" />
        </Form.Item>
        <Form.Item
          name="destinationCountry"
          label={t('destinationCountry')}
          rules={[{ required: true, pattern: /^[A-Za-z]{2}$/, message: t('countryInvalid') }]}
        >
          <Input maxLength={2} />
        </Form.Item>
        <Form.Item
          name="destinationAirport"
          label={t('destinationAirport')}
          rules={[{ required: true, pattern: /^[A-Za-z]{3}$/, message: t('airportInvalid') }]}
        >
          <Input maxLength={3} />
        </Form.Item>
        <Form.Item name="departureDate" label={t('departure')} rules={[dateRule]}>
          <DateField reportUnreadable style={{ width: '100%' }} data-testid="departure-input" />
        </Form.Item>
        <Form.Item name="eta" label={t('eta')} rules={[dateRule]}>
          <DateField reportUnreadable style={{ width: '100%' }} data-testid="eta-input" />
        </Form.Item>
      </div>
      <Form.Item name="note" label={t('note')}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending} ref={saveButton} data-testid="manifest-save">
        {manifest ? t('saveHeader') : t('create')}
      </Button>
    </Form>
  );
}

function ManifestDetail({ id, managedLines }: { id: string; managedLines: ManifestLine[] }) {
  const t = useTranslations('manifests');
  const { message, modal } = App.useApp();
  const q = useManifest(id);
  const transition = useTransition(id);
  const remove = useRemoveShipment(id);
  // The shipments ticked in the table, to pack into a bag (while the manifest is open).
  const [selected, setSelected] = useState<string[]>([]);
  // A close refused because shipments break their destination's rules: each listed until fixed.
  const [broken, setBroken] = useState<{ message: string; items: NonNullable<TErrorBody['errors']> } | null>(
    null,
  );
  const m = q.data;
  if (!m) return null;
  const manages = managedLines.includes(m.line);
  const packing = manages && m.status === 'OPEN';
  const editable = manages && (m.status === 'OPEN' || m.status === 'CLOSED');
  const move = (to: ManifestStatus) => {
    let moved = false;
    modal.confirm({
      title: t(`confirm.${to}`, { number: m.number }),
      okText: t(`to.${to}`),
      cancelText: t('cancel'),
      onOk: () =>
        transition.mutateAsync(to).then(
          () => {
            moved = true;
            setBroken(null);
          },
          (err) => {
            if (err instanceof ApiError && err.body.code === 'MANIFEST_RULES_BROKEN')
              setBroken({ message: err.message, items: err.body.errors ?? [] });
            else message.error(errorText(err));
          },
        ),
      // The button that asked is gone with the old status, so the focus would fall to the page
      // (and Escape no longer reach the drawer): it goes to the manifest's number instead.
      afterClose: () => {
        if (moved) document.querySelector<HTMLElement>('[data-testid=manifest-number]')?.focus();
      },
    });
  };
  const download = (kind: 'export.xlsx' | 'manifest.pdf') =>
    downloadManifest(m.id, kind).catch((err) => message.error(errorText(err)));
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="manifest-detail">
      <Space wrap>
        <Typography.Title level={4} style={{ margin: 0 }} tabIndex={-1} data-testid="manifest-number">
          {m.number}
        </Typography.Title>
        <Tag color={STATUS_COLORS[m.status]} data-testid="manifest-status">
          {t(`statuses.${m.status}`)}
        </Tag>
      </Space>
      <Space wrap>
        {manages &&
          MANIFEST_TRANSITIONS[m.status].map((to) => (
            <Button
              key={to}
              type={to === 'OPEN' ? 'default' : 'primary'}
              onClick={() => move(to)}
              data-testid={`to-${to}`}
            >
              {t(`to.${to}`)}
            </Button>
          ))}
        <Button onClick={() => download('export.xlsx')} data-testid="download-xlsx">
          {t('excel')}
        </Button>
        <Button onClick={() => download('manifest.pdf')} data-testid="download-pdf">
          {t('pdf')}
        </Button>
      </Space>
      {broken && m.status === 'OPEN' && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setBroken(null)}
          data-testid="manifest-rules-broken"
          message={broken.message}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {broken.items.map((e) => (
                <li key={`${e.code}-${e.rule}`} data-code={e.code} data-rule={e.rule}>
                  {e.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      {editable ? (
        <Card size="small" title={t('header')}>
          <HeaderForm key={m.id + m.status} line={m.line} manifest={m} />
        </Card>
      ) : (
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} data-testid="manifest-readonly">
          <Descriptions.Item label={m.mode === 'SEA' ? t('mbl') : t('mawb')}>
            {(m.mode === 'SEA' ? m.mbl : m.mawb) ?? '—'}
          </Descriptions.Item>
          <Descriptions.Item label={m.mode === 'SEA' ? t('vessel') : t('flight')}>
            {m.flightNumber || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('destination')}>
            {m.destinationAirport} ({m.destinationCountry})
          </Descriptions.Item>
          <Descriptions.Item label={t('departure')}>{formatDate(m.departureDate) || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('eta')}>{formatDate(m.eta) || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('note')}>{m.note || '—'}</Descriptions.Item>
        </Descriptions>
      )}
      {packing && <ScanToAdd manifest={m} />}
      {(packing || m.bags.length > 0) && (
        <BagPanel m={m} editable={packing} selected={selected} onSelect={(numbers) => setSelected(numbers)} />
      )}
      <ShipmentTable
        m={m}
        canRemove={packing}
        selection={packing ? { selected, onChange: setSelected } : undefined}
        onRemove={(s) => remove.mutateAsync(s.bookingId).catch((err) => message.error(errorText(err)))}
      />
    </Space>
  );
}

function ScanToAdd({ manifest }: { manifest: TManifestDetail }) {
  const t = useTranslations('manifests');
  const { message } = App.useApp();
  const me = useManagerMe();
  const [scan, setScan] = useState('');
  const focusScanBox = useFocusScanBox();
  const refetch = useManifest(manifest.id).refetch;
  const q = useScanQueue<AddResults>(me.user.id, `manifest:${manifest.id}`, async (numbers) => {
    const r = await addShipments(manifest.id, numbers);
    await refetch();
    return r;
  });
  return (
    <Card size="small" title={t('scanTitle')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            autoFocus
            size="large"
            inputMode="numeric"
            value={scan}
            aria-label={t('scanPlaceholder')}
            placeholder={t('scanPlaceholder')}
            onChange={(e) => setScan(e.target.value)}
            onPressEnter={() => {
              q.add(parseTrackingInput(scan));
              setScan('');
            }}
            data-testid="manifest-scan"
            {...SCAN_BOX}
          />
          <Button
            size="large"
            type="primary"
            disabled={!q.pending.length}
            loading={q.sending}
            onClick={() =>
              q
                .send()
                .catch((err) => message.error(errorText(err)))
                // Added: the scanner's next number goes to the box, not to this button again.
                .finally(focusScanBox)
            }
            data-testid="manifest-add"
          >
            {t('add', { count: q.pending.length })}
          </Button>
        </Space.Compact>
        {q.offline && (
          <Alert
            type="warning"
            showIcon
            message={t('offlineQueued', { count: q.pending.length })}
            data-testid="offline-banner"
          />
        )}
        {q.pending.length > 0 && (
          <Space wrap data-testid="manifest-pending">
            {q.pending.map((n) => (
              <Tag
                key={n}
                closable
                onClose={() => {
                  q.remove(n);
                  focusScanBox();
                }}
              >
                {n}
              </Tag>
            ))}
          </Space>
        )}
        {q.result && (
          <Space wrap data-testid="manifest-add-results">
            {q.result.results.map((r) => (
              <Tag key={r.trackingNumber} color={r.result === 'added' ? 'green' : 'red'}>
                {r.trackingNumber}: {t(`addResults.${r.result}`)}
              </Tag>
            ))}
          </Space>
        )}
      </Space>
    </Card>
  );
}

/**
 * The bags of a manifest: pack the shipments ticked in the table into a bag (a number and the
 * bag's weight as weighed), repack one (its shipments ticked again, to change), unpack one. Read
 * only once the manifest is closed.
 */
function BagPanel({
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

function ShipmentTable({
  m,
  canRemove,
  selection,
  onRemove,
}: {
  m: TManifestDetail;
  canRemove: boolean;
  /** Ticking shipments to pack them into a bag (by tracking number). */
  selection?: { selected: string[]; onChange: (numbers: string[]) => void };
  onRemove: (s: TManifestShipment) => void;
}) {
  const t = useTranslations('manifests');
  const tb = useTranslations('bookings');
  const lang = useLang();
  const [pod, setPod] = useState<TManifestShipment | null>(null);
  const canDeliver = m.status === 'DEPARTED' || m.status === 'ARRIVED';
  // Below md (a phone), each shipment is a card: its action inside the screen, not off to the side.
  const narrow = Grid.useBreakpoint().md === false;
  const action = (s: TManifestShipment, block = false) =>
    canRemove ? (
      <Button size={block ? 'large' : 'small'} block={block} type="link" danger onClick={() => onRemove(s)}>
        {t('removeShipment')}
      </Button>
    ) : canDeliver && s.status === 'IN_TRANSIT' ? (
      <Button
        size={block ? 'large' : 'small'}
        block={block}
        type={block ? 'primary' : 'default'}
        onClick={() => setPod(s)}
        data-testid={`pod-${s.trackingNumber}`}
      >
        {t('recordDelivery')}
      </Button>
    ) : null;
  return (
    <>
      {narrow ? (
        <ShipmentCards
          shipments={m.shipments}
          selection={selection}
          actions={(s) => action(s, true)}
          kg={(n) => kg(n, lang)}
        />
      ) : (
        <Table<TManifestShipment>
          rowKey="bookingId"
          size="small"
          dataSource={m.shipments}
          pagination={m.shipments.length > 50 ? { pageSize: 50 } : false}
          scroll={{ x: 'max-content' }}
          data-testid="manifest-shipments"
          rowSelection={
            selection && {
              selectedRowKeys: m.shipments
                .filter((s) => selection.selected.includes(s.trackingNumber))
                .map((s) => s.bookingId),
              onChange: (_, rows) => selection.onChange(rows.map((r) => r.trackingNumber)),
            }
          }
          onRow={(s) => ({ 'data-status': s.status }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            { title: t('hawb'), dataIndex: 'trackingNumber' },
            { title: t('status'), dataIndex: 'status', render: (v: string) => tb(`statuses.${v}`) },
            { title: t('consignee'), key: 'c', render: (_, s) => `${s.receiverName} (${s.receiverCountry})` },
            { title: t('bag'), dataIndex: 'bagNumber', render: (v: string | null) => v ?? '' },
            { title: t('pieces'), dataIndex: 'pieces', align: 'right' },
            { title: t('grossKg'), dataIndex: 'grossKg', align: 'right', render: (v: number) => kg(v, lang) },
            {
              title: t('chargeableKg'),
              dataIndex: 'chargeableKg',
              align: 'right',
              render: (v: number) => kg(v, lang),
            },
            {
              title: t('declared'),
              key: 'v',
              align: 'right',
              render: (_, s) => formatMoney(s.declaredValue, s.currency, lang),
            },
            { title: '', key: 'act', render: (_, s) => action(s) },
          ]}
          summary={() => {
            // The tick column, when there is one, comes first.
            const at = selection ? 1 : 0;
            return (
              <Table.Summary.Row>
                {at > 0 && <Table.Summary.Cell index={0} />}
                <Table.Summary.Cell index={at} colSpan={4}>
                  <b data-testid="manifest-totals">{t('totals', { count: m.totals.shipments })}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={at + 4} align="right">
                  <b>{m.totals.pieces}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={at + 5} align="right">
                  <b>{kg(m.totals.grossKg, lang)}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={at + 6} align="right">
                  <b>{kg(m.totals.chargeableKg, lang)}</b>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={at + 7} align="right" colSpan={2}>
                  <b>{declared(m, lang)}</b>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            );
          }}
        />
      )}
      <Drawer
        open={!!pod}
        onClose={() => setPod(null)}
        title={t('podTitle', { number: pod?.trackingNumber ?? '' })}
        width="min(100vw, 480px)"
        destroyOnHidden
      >
        {pod && <PodForm manifestId={m.id} shipment={pod} onDone={() => setPod(null)} />}
      </Drawer>
    </>
  );
}

function PodForm({
  manifestId,
  shipment,
  onDone,
}: {
  manifestId: string;
  shipment: TManifestShipment;
  onDone: () => void;
}) {
  const t = useTranslations('manifests');
  const { message } = App.useApp();
  const deliver = useRecordDelivery(manifestId);
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ receiverName: string; time: Dayjs }>();
  const dateRule = useDateRule();
  const submit = async (v: { receiverName: string; time: Dayjs }) => {
    setBusy(true);
    try {
      const photoId = photo ? (await uploadPodFile(manifestId, photo)).id : undefined;
      await deliver.mutateAsync({
        trackingNumber: shipment.trackingNumber,
        receiverName: v.receiverName,
        time: v.time.toISOString(),
        photoId,
      });
      message.success(t('delivered', { number: shipment.trackingNumber }));
      onDone();
    } catch (err) {
      message.error(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ receiverName: shipment.receiverName, time: dayjs() }}
      data-testid="pod-form"
    >
      <Form.Item
        name="receiverName"
        label={t('receiverName')}
        rules={[{ required: true, message: t('receiverRequired') }]}
      >
        <Input maxLength={35} data-testid="pod-receiver" />
      </Form.Item>
      <Form.Item
        name="time"
        label={t('deliveredAt')}
        rules={[{ required: true, message: t('timeRequired') }, dateRule]}
      >
        <DateField reportUnreadable showTime style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t('photo')}>
        <Upload
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          listType="picture"
          maxCount={1}
          beforeUpload={(f) => {
            setPhoto(f);
            return false;
          }}
          onRemove={() => setPhoto(null)}
        >
          <Button data-testid="pod-photo">{t('choosePhoto')}</Button>
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="pod-save">
        {t('recordDelivery')}
      </Button>
    </Form>
  );
}
