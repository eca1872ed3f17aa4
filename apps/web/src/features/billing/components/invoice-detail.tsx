'use client';

import {
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatWeight,
  type TInvoice,
  type TInvoiceLine,
} from '@acf/shared';
import { DiffOutlined, FileExcelOutlined, FilePdfOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Space, Spin, Table, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { ApiError, errorText } from '@/lib/api-client';
import { downloadInvoice, useCreateNotes, useInvoice, useIssueInvoice } from '../api/invoices';
import { StatusTag, useLang, useVnd, useVndColumn } from './billing-format';

/**
 * One document: who it bills, its totals (VAT per rate, the total in words) and its lines; a draft
 * is issued after a confirmation, an issued invoice is downloaded or corrected by notes.
 */
export function InvoiceDetail({
  id,
  onOpen,
  readOnly = false,
}: {
  id: string;
  /** Opens another document (a note just made, the invoice a note corrects). */
  onOpen?: (id: string) => void;
  /** A customer's view: downloads only. */
  readOnly?: boolean;
}) {
  const t = useTranslations('billing');
  const lang = useLang();
  const vnd = useVnd();
  const { message, modal } = App.useApp();
  const invoice = useInvoice(id);
  const issue = useIssueInvoice();
  const notes = useCreateNotes();

  if (invoice.error)
    return (
      <Alert
        type="error"
        showIcon
        title={invoice.error instanceof ApiError ? invoice.error.message : String(invoice.error)}
      />
    );
  const inv = invoice.data;
  if (!inv) return <Spin />;

  const download = (ext: 'pdf' | 'xlsx') =>
    downloadInvoice(inv.id, ext).catch((err) => message.error(errorText(err)));

  const confirmIssue = () =>
    modal.confirm({
      title: t('issue.title', { customer: inv.customer.name }),
      content: t('issue.body'),
      okText: t('issue.ok'),
      cancelText: t('cancel'),
      okButtonProps: { 'data-testid': 'confirm-issue' } as never,
      onOk: () =>
        issue
          .mutateAsync(inv.id)
          .then((done) => message.success(t('issue.done', { number: done.number ?? '' })))
          .catch((err) => message.error(errorText(err))),
    });

  const confirmNotes = () =>
    modal.confirm({
      title: t('notes.title', { number: inv.number ?? '' }),
      content: t('notes.body'),
      okText: t('notes.ok'),
      cancelText: t('cancel'),
      okButtonProps: { 'data-testid': 'confirm-notes' } as never,
      onOk: () =>
        notes
          .mutateAsync(inv.id)
          .then(({ results }) => {
            if (results.length === 0) message.info(t('notes.none'));
            else {
              message.success(t('notes.done', { count: results.length }));
              onOpen?.(results[0]!.id);
            }
          })
          .catch((err) => message.error(errorText(err))),
    });

  return (
    <div data-testid="invoice-detail" data-status={inv.status}>
      <Space wrap style={{ marginBottom: 16 }}>
        {!readOnly && inv.status === 'DRAFT' && (
          <Button type="primary" icon={<SendOutlined />} onClick={confirmIssue} data-testid="invoice-issue">
            {t('issue.button')}
          </Button>
        )}
        <Button icon={<FilePdfOutlined />} onClick={() => download('pdf')} data-testid="invoice-pdf">
          {t('pdf')}
        </Button>
        <Button icon={<FileExcelOutlined />} onClick={() => download('xlsx')} data-testid="invoice-xlsx">
          {t('excel')}
        </Button>
        {!readOnly && inv.status === 'ISSUED' && inv.kind === 'INVOICE' && (
          <Button icon={<DiffOutlined />} onClick={confirmNotes} data-testid="invoice-notes">
            {t('notes.button')}
          </Button>
        )}
      </Space>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2 }}
        style={{ marginBottom: 16 }}
        styles={{ label: { whiteSpace: 'nowrap' } }}
        items={[
          {
            key: 'number',
            label: t('number'),
            children: <span data-testid="detail-number">{inv.number ?? t('noNumber')}</span>,
          },
          { key: 'status', label: t('status'), children: <StatusTag status={inv.status} /> },
          { key: 'kind', label: t('kind'), children: t(`kinds.${inv.kind}`) },
          ...(inv.refersTo
            ? [
                {
                  key: 'refersTo',
                  label: t('detail.refersTo'),
                  children: onOpen ? (
                    <Typography.Link onClick={() => onOpen(inv.refersTo!.id)}>
                      {inv.refersTo.number ?? t('noNumber')}
                    </Typography.Link>
                  ) : (
                    inv.refersTo.number
                  ),
                },
              ]
            : []),
          { key: 'buyer', label: t('detail.buyer'), children: `${inv.buyer.name} (${inv.customer.code})` },
          { key: 'taxCode', label: t('detail.taxCode'), children: inv.buyer.taxCode ?? '—' },
          { key: 'address', label: t('detail.address'), children: inv.buyer.address || '—' },
          {
            key: 'period',
            label: t('period'),
            children: t('periodValue', { from: formatDate(inv.periodFrom), to: formatDate(inv.periodTo) }),
          },
          {
            key: 'issueDate',
            label: t('issueDate'),
            children: inv.issueDate ? formatDate(inv.issueDate) : '—',
          },
          { key: 'dueDate', label: t('dueDate'), children: inv.dueDate ? formatDate(inv.dueDate) : '—' },
          { key: 'amount', label: t('amount'), children: vnd(inv.amountVnd) },
          ...inv.vatByRate.map((v) => ({
            key: `vat-${v.vatRate}`,
            label: t('detail.vatAt', { rate: formatPercent(v.vatRate, lang) }),
            children: vnd(v.vatVnd),
          })),
          {
            key: 'total',
            label: t('total'),
            children: (
              <Typography.Text strong data-testid="detail-total">
                {vnd(inv.totalVnd)}
              </Typography.Text>
            ),
          },
          { key: 'words', label: t('detail.inWords'), children: inv.totalInWords },
        ]}
      />
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('detail.lines')}
      </Typography.Title>
      <InvoiceLines invoice={inv} />
    </div>
  );
}

function InvoiceLines({ invoice }: { invoice: TInvoice }) {
  const t = useTranslations('billing');
  const lang = useLang();
  const vndColumn = useVndColumn();
  return (
    <Table<TInvoiceLine>
      rowKey="lineNo"
      size="small"
      dataSource={invoice.lines}
      locale={{ emptyText: t('detail.noLines') }}
      scroll={{ x: 'max-content' }}
      pagination={invoice.lines.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      data-testid="invoice-lines"
      columns={[
        { title: t('line.no'), dataIndex: 'lineNo', align: 'right' },
        { title: t('line.code'), dataIndex: 'code' },
        { title: t('line.date'), dataIndex: 'date', render: (d: string) => formatDate(d) },
        { title: t('line.destination'), dataIndex: 'destination' },
        {
          title: t('line.weight'),
          dataIndex: 'chargeableWeight',
          align: 'right',
          render: (w: number) => formatWeight(w, lang),
        },
        {
          title: t('line.amount'),
          key: 'amount',
          align: 'right',
          render: (_, l) => formatMoney(Number(l.amount), l.currency, lang),
        },
        {
          title: t('line.fxRate'),
          dataIndex: 'fxRate',
          align: 'right',
          render: (r: string) => formatNumber(Number(r), lang, 4),
        },
        vndColumn(t('line.amountVnd'), 'amountVnd'),
        {
          title: t('line.vatRate'),
          dataIndex: 'vatRate',
          align: 'right',
          render: (r: number) => formatPercent(r, lang),
        },
        vndColumn(t('line.vatVnd'), 'vatVnd'),
        vndColumn(t('line.totalVnd'), 'totalVnd'),
      ]}
    />
  );
}
