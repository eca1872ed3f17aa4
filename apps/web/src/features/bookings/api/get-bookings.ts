import type { TBookingListQuery, TBookingListResponse } from '@acf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type BookingFilters = Partial<TBookingListQuery>;

export const getBookings = (q: BookingFilters) => apiClient.get<TBookingListResponse>('/bookings', q);

export const bookingsQuery = (q: BookingFilters) =>
  queryOptions({
    queryKey: ['bookings', 'list', q],
    queryFn: () => getBookings(q),
    placeholderData: keepPreviousData,
  });

export const useBookings = (q: BookingFilters) => useQuery(bookingsQuery(q));
