import type { TPickupStaffResponse } from '@acf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Pickup staff with their load on `date` (assigned, picked up, failed, booked kg). */
export const getPickupStaff = (date: string) =>
  apiClient.get<TPickupStaffResponse>('/pickups/staff', { date });

export const pickupStaffQuery = (date: string) =>
  queryOptions({
    queryKey: ['pickups', 'staff', date],
    queryFn: () => getPickupStaff(date),
    placeholderData: keepPreviousData,
  });

export const usePickupStaff = (date: string, enabled = true, refetchInterval: number | false = false) =>
  useQuery({ ...pickupStaffQuery(date), enabled, refetchInterval });
