import type { TAddressBookResponse } from '@acf/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The customer's usual sender and past receivers (staff name the customer; a customer reads its own). */
export const useAddressBook = (customerId: string | undefined, search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['address-book', customerId ?? 'mine', search],
    queryFn: () => apiClient.get<TAddressBookResponse>('/bookings/address-book', { customerId, search }),
    enabled,
    placeholderData: keepPreviousData,
  });
