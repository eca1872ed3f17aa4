'use client';

import { paths } from '@acf/shared';
import { Alert, App, Button, Space, Upload } from 'antd';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { ApiError } from '@/lib/api-client';
import type { BookingFilters } from '../api/get-bookings';
import { downloadImportTemplate, useImportBookings } from '../api/import-bookings';
import { BookingDrawer } from './booking-drawer';
import { BookingFiltersBar } from './booking-filters';
import { BookingsTable } from './bookings-table';

/** /manager/booking: the customer's own bookings (staff see every booking here too). */
export function MyBookings() {
  const t = useTranslations('bookings');
  const { message } = App.useApp();
  const [filters, setFilters] = useState<BookingFilters>({ page: 1, pageSize: 10 });
  const [open, setOpen] = useState<string | null>(null);
  const [importErrors, setImportErrors] = useState<{ field: string; message: string; label?: string }[]>([]);
  const importer = useImportBookings();
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <PageHeader style={{ margin: 0 }} />
        <Space wrap>
          <Button onClick={() => downloadImportTemplate()}>{t('downloadTemplate')}</Button>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={async (file) => {
              setImportErrors([]);
              try {
                const r = await importer.mutateAsync(file);
                message.success(t('imported', { count: r.imported }));
              } catch (err) {
                if (err instanceof ApiError && err.body.errors) setImportErrors(err.body.errors);
                else message.error((err as Error).message);
              }
              return false;
            }}
          >
            <Button loading={importer.isPending}>{t('importExcel')}</Button>
          </Upload>
          <Link href={paths.managerCreateBooking}>
            <Button type="primary">{t('createTitle')}</Button>
          </Link>
        </Space>
      </Space>
      {importErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable
          style={{ marginBottom: 16 }}
          title={t('importErrors')}
          description={
            <ul style={{ margin: 0 }}>
              {importErrors.map((e) => {
                const [, row, column] = e.field.split('.');
                return (
                  <li key={e.field}>
                    {t('row', { row: row ?? '' })} · {e.label ?? column}: {e.message}
                  </li>
                );
              })}
            </ul>
          }
        />
      )}
      <BookingFiltersBar value={filters} onChange={setFilters} />
      <BookingsTable filters={filters} onChange={setFilters} onOpen={setOpen} />
      <BookingDrawer id={open} onClose={() => setOpen(null)} customerActions />
    </>
  );
}
