'use client';

import { formatDate, type TPaymentProposal } from '@acf/shared';
import { UploadOutlined } from '@ant-design/icons';
import { Alert, App } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ExcelButton } from '@/components/excel-upload';
import { ImportDialog, PreviewTable } from '@/components/import-dialog';
import { tagColumn } from '@/components/query-table';
import { errorText } from '@/lib/api-client';
import { readBankStatement, useConfirmBankImport } from '../api/payments';
import { useVndColumn } from './billing-format';

const MATCH_COLORS: Record<TPaymentProposal['match'], string> = {
  INVOICE_NUMBER: 'green',
  EXACT_AMOUNT: 'green',
  CUSTOMER_ONLY: 'gold',
  NONE: 'default',
};

/**
 * A bank statement: the file is read first (POST /payments/import?dryRun=1, nothing written) and
 * each row shown with what it matched; the rows kept are recorded together, all or nothing.
 */
export function BankImport() {
  const t = useTranslations('billing');
  const vndColumn = useVndColumn();
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [reading, setReading] = useState(false);
  const [proposals, setProposals] = useState<TPaymentProposal[] | null>(null);
  const [kept, setKept] = useState<number[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = useConfirmBankImport();

  const reset = () => {
    setFile(null);
    setProposals(null);
    setKept([]);
    setRefusal(null);
  };
  const read = async (f: File) => {
    reset();
    setFile(f);
    setReading(true);
    try {
      const answer = await readBankStatement(f);
      setProposals(answer.proposals);
      setKept(answer.proposals.filter((p) => p.payment).map((p) => p.row));
    } catch (err) {
      setRefusal(errorText(err));
    } finally {
      setReading(false);
    }
  };
  const record = async () => {
    const chosen = (proposals ?? []).filter((p) => p.payment && kept.includes(p.row));
    try {
      const answer = await confirm.mutateAsync(chosen);
      message.success(t('bank.done', { count: answer.payments.length }));
      return true;
    } catch (err) {
      setRefusal(errorText(err));
      return false;
    }
  };

  return (
    <ImportDialog
      opener={{ icon: <UploadOutlined />, label: t('bank.open'), testId: 'bank-import-open' }}
      title={t('bank.title')}
      help={t('bank.help')}
      onClosed={reset}
      closeLabel={t('cancel')}
      confirm={{
        label: t('bank.confirm', { count: kept.length }),
        disabled: kept.length === 0,
        loading: confirm.isPending,
        onClick: record,
        testId: 'bank-confirm',
      }}
    >
      <ExcelButton
        file={file}
        prompt={t('bank.chooseFile')}
        onFile={(f) => void read(f)}
        loading={reading}
        testId="bank-file"
      />
      {refusal && <Alert type="error" showIcon title={refusal} data-testid="bank-refusal" />}
      {proposals && (
        <PreviewTable<TPaymentProposal>
          rowKey="row"
          rows={proposals}
          locale={{ emptyText: t('bank.noRows') }}
          data-testid="bank-proposals"
          rowSelection={{
            selectedRowKeys: kept,
            onChange: (keys) => setKept(keys as number[]),
            getCheckboxProps: (p) => ({ disabled: !p.payment, 'aria-label': t('bank.row') }),
          }}
          columns={[
            { title: t('bank.row'), dataIndex: 'row', align: 'right' },
            { title: t('payments.date'), dataIndex: 'date', render: (d: string) => formatDate(d) },
            vndColumn(t('payments.amount'), 'amountVnd'),
            { title: t('payments.reference'), dataIndex: 'reference', render: (r: string) => r || '—' },
            { title: t('bank.description'), dataIndex: 'description' },
            tagColumn(t('bank.match'), 'match', MATCH_COLORS, (m) => t(`bank.matches.${m}`), 'bank-match'),
            {
              title: t('customer'),
              key: 'customer',
              render: (_, p) => (p.customer ? `${p.customer.code} – ${p.customer.name}` : '—'),
            },
            {
              title: t('bank.invoice'),
              key: 'invoice',
              render: (_, p) => (p.invoice ? p.invoice.number : p.payment ? t('payments.oldestFirst') : '—'),
            },
          ]}
        />
      )}
    </ImportDialog>
  );
}
