import { apiClient } from '@/lib/api-client';
import type { BookingFilters } from './get-bookings';

export const exportOrders = (q: BookingFilters) => {
  const { page: _p, pageSize: _s, ...filters } = q;
  return apiClient.download('/bookings/export.xlsx', filters, 'orders.xlsx');
};
