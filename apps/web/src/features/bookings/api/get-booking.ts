import type { TBooking, TBookingEvent } from '@acf/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const getBooking = (id: string) => apiClient.get<TBooking>(`/bookings/${id}`);
export const getBookingEvents = (id: string) =>
  apiClient.get<{ results: TBookingEvent[] }>(`/bookings/${id}/events`);

export const bookingQuery = (id: string) =>
  queryOptions({ queryKey: ['bookings', 'detail', id], queryFn: () => getBooking(id) });
export const bookingEventsQuery = (id: string) =>
  queryOptions({ queryKey: ['bookings', 'events', id], queryFn: () => getBookingEvents(id) });

export const useBooking = (id: string | null) => useQuery({ ...bookingQuery(id ?? ''), enabled: !!id });
export const useBookingEvents = (id: string | null) =>
  useQuery({ ...bookingEventsQuery(id ?? ''), enabled: !!id });
