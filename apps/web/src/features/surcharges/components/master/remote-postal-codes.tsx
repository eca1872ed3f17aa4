'use client';

import { type TSurchargeCarrierMaster, ZCreateRemotePostalCodeRequest } from '@acf/shared';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Flex,
  Form,
  Input,
  Popconfirm,
  Select,
  Table,
  Typography,
  Upload,
} from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { listLocale } from '@/components/list-error';
import { ApiError } from '@/lib/api-client';
import {
  useAddRemotePostalCode,
  useDeleteRemotePostalCode,
  useImportRemotePostalCodes,
  useRemotePostalCodes,
} from '../../api/remote-postal-codes';
import { apiMessage, Section } from './shared';

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** What a new remote code is typed as: a country (ISO, two letters), then the postal code. */
const ADD_FIELDS = [
  { name: 'country', maxLength: 2, width: 110, testId: 'remote-country' },
  { name: 'postalCode', maxLength: 20, width: 180, testId: 'remote-postal' },
] as const;

export function RemotePostalCodes({ master }: { master: TSurchargeCarrierMaster }) {
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
          locale={listLocale(list)}
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
          {ADD_FIELDS.map(({ name, maxLength, width, testId }) => (
            <Form.Item key={name} name={name} rules={[{ required: true, message: t(name) }]}>
              <Input
                placeholder={t(name)}
                aria-label={t(name)}
                maxLength={maxLength}
                style={{ width }}
                data-testid={testId}
              />
            </Form.Item>
          ))}
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
