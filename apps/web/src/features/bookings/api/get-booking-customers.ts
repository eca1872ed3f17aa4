import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface CustomerOption {
  id: string;
  code: string;
  name: string;
}

export const getBookingCustomers = (search: string) =>
  apiClient.get<{ results: CustomerOption[] }>('/booking-customers', { search });

export const bookingCustomersQuery = (search: string) =>
  queryOptions({ queryKey: ['booking-customers', search], queryFn: () => getBookingCustomers(search) });

export const useBookingCustomers = (search: string, enabled: boolean) =>
  useQuery({ ...bookingCustomersQuery(search), enabled });
