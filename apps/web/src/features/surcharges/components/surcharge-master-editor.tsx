'use client';

import {
  type Carrier,
  CURRENCIES,
  type Currency,
  EXTRA_FEE_NAMES,
  FEE_BASES,
  type FeeBasis,
  type Locale,
  SURCHARGE_CATALOGUE,
  SURCHARGE_FEE_CODES,
  type SurchargeCode,
  type TSurchargeCarrierMaster,
  ZCreateRemotePostalCodeRequest,
  ZUpdateSurchargeDestinationsRequest,
} from '@acf/shared';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Select,
  Table,
  Tabs,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useSurchargeMasterData } from '../api/get-master-data';
import {
  useAddRemotePostalCode,
  useDeleteRemotePostalCode,
  useImportRemotePostalCodes,
  useRemotePostalCodes,
} from '../api/remote-postal-codes';
import { useUpdateCarrierName } from '../api/update-carrier-name';
import { useUpdateDestinations } from '../api/update-destinations';
import { useUpdateSurchargeFee } from '../api/update-fee';

/** First field error of an API failure, else its message. */
const apiMessage = (err: unknown, fallback: string) => {
  if (err instanceof ApiError) return err.body.errors?.[0]?.message ?? err.message;
  return fallback;
};

function feeName(carrier: Carrier, code: SurchargeCode, locale: Locale): string {
  const entry = SURCHARGE_CATALOGUE[carrier].find((e) => e.code === code);
  if (entry) return locale === 'vi' ? entry.nameVi : entry.nameEn;
  return EXTRA_FEE_NAMES[code]?.[locale] ?? code;
}

/** /manager/surcharges: one tab per carrier with its fees, lists and display name. */
export function SurchargeMasterEditor() {
  const t = useTranslations('surchargeMaster');
  const { data, error, isLoading } = useSurchargeMasterData();
  return (
    <Flex vertical gap={16} data-testid="surcharge-master">
      <div>
        <Typography.Title level={3} style={{ marginBottom: 4 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
      </div>
      {error && <Alert type="error" showIcon title={apiMessage(error, t('loadFailed'))} />}
      <Card loading={isLoading}>
        {data && (
          <Tabs
            items={data.carriers.map((c) => ({
              key: c.carrier,
              label: <span data-testid={`tab-${c.carrier}`}>{c.displayName}</span>,
              children: <CarrierPanel master={c} />,
            }))}
          />
        )}
      </Card>
    </Flex>
  );
}

/** Only carriers with a destination surcharge use the lists (DHL today); others do not show them. */
const usesDestinationLists = (carrier: Carrier) =>
  SURCHARGE_CATALOGUE[carrier].some((e) => e.code === 'RESTRICTED_DESTINATION' || e.code === 'HIGH_RISK');

function CarrierPanel({ master }: { master: TSurchargeCarrierMaster }) {
  return (
    <Flex vertical gap={24} data-testid={`carrier-panel-${master.carrier}`}>
      <FeesTable master={master} />
      {usesDestinationLists(master.carrier) && <DestinationLists master={master} />}
      <RemotePostalCodes master={master} />
      <CarrierName master={master} />
    </Flex>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <section>
      <Typography.Title level={5} style={{ marginBottom: hint ? 2 : 12 }}>
        {title}
      </Typography.Title>
      {hint && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {hint}
        </Typography.Paragraph>
      )}
      {children}
    </section>
  );
}

interface FeeDraft {
  amount: number | null;
  currency: Currency;
  basis: FeeBasis;
}

function FeesTable({ master }: { master: TSurchargeCarrierMaster }) {
  const t = useTranslations('surchargeMaster');
  const locale = useLocale() as Locale;
  const { message } = App.useApp();
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
    return { code, saved, draft, dirty };
  });
  const edit = (code: SurchargeCode, current: FeeDraft, patch: Partial<FeeDraft>) =>
    setDrafts((d) => ({ ...d, [code]: { ...current, ...patch } }));

  const save = (code: SurchargeCode, draft: FeeDraft) => {
    if (draft.amount === null) return;
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
              <InputNumber
                aria-label={`${t('amount')} ${r.code}`}
                data-testid={`fee-amount-${r.code}`}
                min={0}
                value={r.draft.amount}
                onChange={(v) => edit(r.code, r.draft, { amount: typeof v === 'number' ? v : null })}
                style={{ width: '100%' }}
              />
            ),
          },
          {
            title: t('currency'),
            width: 110,
            render: (_, r) => (
              <Select<Currency>
                aria-label={`${t('currency')} ${r.code}`}
                value={r.draft.currency}
                onChange={(currency) => edit(r.code, r.draft, { currency })}
                options={CURRENCIES.map((c) => ({ value: c, label: c }))}
                style={{ width: '100%' }}
              />
            ),
          },
          {
            title: t('basis'),
            width: 150,
            render: (_, r) => (
              <Select<FeeBasis>
                aria-label={`${t('basis')} ${r.code}`}
                value={r.draft.basis}
                onChange={(basis) => edit(r.code, r.draft, { basis })}
                options={FEE_BASES.map((b) => ({ value: b, label: t(`bases.${b}`) }))}
                style={{ width: '100%' }}
              />
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
                disabled={!r.dirty || r.draft.amount === null}
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

function DestinationLists({ master }: { master: TSurchargeCarrierMaster }) {
  const t = useTranslations('surchargeMaster');
  const { message } = App.useApp();
  const update = useUpdateDestinations();
  const [restricted, setRestricted] = useState(master.restrictedDestinations);
  const [highRisk, setHighRisk] = useState(master.highRiskDestinations);
  const [error, setError] = useState<string | null>(null);
  // Reset the edit only when the saved lists really change: a refetch caused by another edit
  // returns equal lists in new arrays and must not wipe what is being typed.
  const savedRestricted = master.restrictedDestinations.join(',');
  const savedHighRisk = master.highRiskDestinations.join(',');
  useEffect(() => {
    setRestricted(savedRestricted ? savedRestricted.split(',') : []);
    setHighRisk(savedHighRisk ? savedHighRisk.split(',') : []);
  }, [savedRestricted, savedHighRisk]);

  const upper = (values: string[]) => [...new Set(values.map((v) => v.trim().toUpperCase()).filter(Boolean))];
  const save = () => {
    const parsed = ZUpdateSurchargeDestinationsRequest.safeParse({
      restrictedDestinations: restricted,
      highRiskDestinations: highRisk,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const bad = [restricted, highRisk][issue.path[0] === 'restrictedDestinations' ? 0 : 1]?.[
        Number(issue.path[1])
      ];
      setError(`${bad ?? ''}: ${t('countriesPlaceholder')}`);
      return;
    }
    setError(null);
    update.mutate(
      { carrier: master.carrier, ...parsed.data },
      {
        onSuccess: () => message.success(t('saved')),
        onError: (err) => setError(apiMessage(err, t('importFailed'))),
      },
    );
  };

  const countrySelect = (label: string, value: string[], set: (v: string[]) => void, testId: string) => (
    <Form.Item label={label} style={{ flex: 1, minWidth: 260, marginBottom: 0 }}>
      <Select
        mode="tags"
        data-testid={testId}
        aria-label={label}
        value={value}
        tokenSeparators={[',', ' ', ';']}
        onChange={(v: string[]) => set(upper(v))}
        placeholder={t('countriesPlaceholder')}
        open={false}
        suffixIcon={null}
      />
    </Form.Item>
  );

  return (
    <Section title={t('destinationsSection')}>
      <Form layout="vertical">
        <Flex gap={16} wrap align="end">
          {countrySelect(t('restricted'), restricted, setRestricted, 'restricted-select')}
          {countrySelect(t('highRisk'), highRisk, setHighRisk, 'high-risk-select')}
          <Button type="primary" onClick={save} loading={update.isPending} data-testid="destinations-save">
            {t('save')}
          </Button>
        </Flex>
        {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
      </Form>
    </Section>
  );
}

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

function RemotePostalCodes({ master }: { master: TSurchargeCarrierMaster }) {
  const t = useTranslations('surchargeMaster');
  const { message } = App.useApp();
  const [country, setCountry] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const list = useRemotePostalCodes({ carrier: master.carrier, country, search, page, pageSize });
  const add = useAddRemotePostalCode();
  const remove = useDeleteRemotePostalCode();
  const importFile = useImportRemotePostalCodes();
  const [replace, setReplace] = useState(false);
  const [importReport, setImportReport] = useState<{ ok: boolean; text: string; lines: string[] } | null>(
    null,
  );
  const [form] = Form.useForm<{ country: string; postalCode: string }>();

  const onAdd = (values: { country: string; postalCode: string }) => {
    const parsed = ZCreateRemotePostalCodeRequest.safeParse({ carrier: master.carrier, ...values });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: String(i.path[0]), errors: [t('remoteHint')] })) as never,
      );
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        form.resetFields(['postalCode']);
        message.success(t('saved'));
      },
      onError: (err) => {
        if (err instanceof ApiError && err.body.errors?.length) {
          form.setFields(err.body.errors.map((e) => ({ name: e.field, errors: [e.message] })) as never);
        } else message.error(apiMessage(err, t('importFailed')));
      },
    });
  };

  const onImport = async (file: File) => {
    setImportReport(null);
    const content = await readBase64(file);
    importFile.mutate(
      { carrier: master.carrier, fileName: file.name, content, replace },
      {
        onSuccess: (r) =>
          setImportReport({
            ok: true,
            text: t('imported', {
              rows: r.rows,
              added: r.added,
              duplicates: r.duplicates,
              removed: r.removed,
            }),
            lines: [],
          }),
        onError: (err) => {
          const lines =
            err instanceof ApiError
              ? (err.body.errors ?? []).map((e) => {
                  const m = /^rows\.(\d+)/.exec(e.field);
                  return m ? t('rowError', { line: m[1]!, message: e.message }) : e.message;
                })
              : [];
          setImportReport({
            ok: false,
            text: err instanceof ApiError ? err.message : t('importFailed'),
            lines,
          });
        },
      },
    );
    return false;
  };

  return (
    <Section title={t('remoteSection')} hint={t('remoteHint')}>
      <Flex vertical gap={12}>
        <Flex gap={12} wrap>
          <Select
            allowClear
            aria-label={t('country')}
            placeholder={t('allCountries')}
            style={{ minWidth: 200 }}
            value={country}
            onChange={(v) => {
              setCountry(v);
              setPage(1);
            }}
            options={master.remoteCountries.map((c) => ({
              value: c.country,
              label: `${c.country} · ${t('codesCount', { count: c.count })}`,
            }))}
          />
          <Input.Search
            allowClear
            aria-label={t('search')}
            placeholder={t('search')}
            style={{ maxWidth: 240 }}
            onSearch={(v) => {
              setSearch(v.trim());
              setPage(1);
            }}
          />
        </Flex>
        <Table
          rowKey="id"
          size="small"
          loading={list.isFetching}
          dataSource={list.data?.results ?? []}
          data-testid="remote-table"
          pagination={{
            current: page,
            pageSize,
            total: list.data?.totalResults ?? 0,
            showSizeChanger: true,
            showTotal: (total) => t('total', { total }),
            onChange: (p, s) => {
              setPage(p);
              setPageSize(s);
            },
          }}
          columns={[
            { title: t('country'), dataIndex: 'country', width: 120 },
            { title: t('postalCode'), dataIndex: 'postalCode' },
            {
              width: 80,
              render: (_, r) => (
                <Popconfirm
                  title={t('deleteConfirm', { code: r.postalCode, country: r.country })}
                  okText={t('yes')}
                  cancelText={t('no')}
                  onConfirm={() =>
                    remove.mutateAsync(r.id).catch((err) => message.error(apiMessage(err, t('importFailed'))))
                  }
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('delete')} />
                </Popconfirm>
              ),
            },
          ]}
        />
        <Form form={form} layout="inline" onFinish={onAdd} style={{ rowGap: 8 }}>
          <Form.Item name="country" rules={[{ required: true, message: t('country') }]}>
            <Input
              placeholder={t('country')}
              aria-label={t('country')}
              maxLength={2}
              style={{ width: 110 }}
              data-testid="remote-country"
            />
          </Form.Item>
          <Form.Item name="postalCode" rules={[{ required: true, message: t('postalCode') }]}>
            <Input
              placeholder={t('postalCode')}
              aria-label={t('postalCode')}
              maxLength={20}
              style={{ width: 180 }}
              data-testid="remote-postal"
            />
          </Form.Item>
          <Button htmlType="submit" loading={add.isPending} data-testid="remote-add">
            {t('add')}
          </Button>
        </Form>
        <Flex gap={12} wrap align="center">
          <Upload accept=".csv,.xlsx" showUploadList={false} beforeUpload={(f) => onImport(f)}>
            <Button icon={<UploadOutlined />} loading={importFile.isPending} data-testid="remote-import">
              {t('importButton')}
            </Button>
          </Upload>
          <Checkbox checked={replace} onChange={(e) => setReplace(e.target.checked)}>
            {t('importReplace')}
          </Checkbox>
          <Typography.Text type="secondary">{t('importHint')}</Typography.Text>
        </Flex>
        {importReport && (
          <Alert
            data-testid="import-report"
            type={importReport.ok ? 'success' : 'error'}
            showIcon
            title={importReport.text}
            description={
              importReport.lines.length ? (
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {importReport.lines.map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        )}
      </Flex>
    </Section>
  );
}

function CarrierName({ master }: { master: TSurchargeCarrierMaster }) {
  const t = useTranslations('surchargeMaster');
  const { message } = App.useApp();
  const update = useUpdateCarrierName();
  const [form] = Form.useForm<{ displayName: string }>();
  useEffect(() => form.setFieldsValue({ displayName: master.displayName }), [form, master.displayName]);
  return (
    <Section title={t('nameSection')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ displayName: master.displayName }}
        onFinish={(v) =>
          update.mutate(
            { carrier: master.carrier, displayName: v.displayName },
            {
              onSuccess: () => message.success(t('saved')),
              onError: (err) =>
                form.setFields([{ name: 'displayName', errors: [apiMessage(err, t('importFailed'))] }]),
            },
          )
        }
      >
        <Flex gap={12} wrap align="end">
          <Form.Item
            name="displayName"
            label={t('displayName')}
            rules={[{ required: true, whitespace: true }]}
            style={{ flex: '0 1 320px', marginBottom: 0 }}
          >
            <Input maxLength={60} data-testid="carrier-name" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="carrier-name-save">
            {t('save')}
          </Button>
        </Flex>
      </Form>
    </Section>
  );
}
