import type { TBookingListQuery, TBookingListResponse } from '@acf/shared';
import { useFilteredRead } from '@/lib/list-queries';

export type BookingFilters = Partial<TBookingListQuery>;

export const useBookings = (q: BookingFilters) =>
  useFilteredRead<TBookingListResponse, BookingFilters>(['bookings', 'list'], '/bookings', q);
