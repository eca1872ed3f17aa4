import { type Locale, type TQuoteRequest, type TQuoteResponse, ZQuoteRequest } from '@acf/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '@/lib/api-client';

export const getQuote = (input: TQuoteRequest) => apiClient.post<TQuoteResponse>('/bookings/quote', input);

export const quoteQuery = (input: TQuoteRequest, locale: Locale) =>
  queryOptions({
    // The labels and reasons come in the page language.
    queryKey: ['bookings', 'quote', locale, input],
    queryFn: () => getQuote(input),
    staleTime: 60_000,
  });

/** Waits until the value has stopped changing for `ms` (one request per pause in typing). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised value is the dependency
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

/**
 * The live quote of the booking form: asked once what the price depends on is complete (no
 * request while a piece is half typed), the last answer kept while the next one comes.
 */
export function useQuote(values: unknown, locale: Locale) {
  const parsed = ZQuoteRequest.safeParse(values);
  const input = useSettled(parsed.success ? parsed.data : null, 300);
  const query = useQuery({
    ...quoteQuery(input ?? (undefined as unknown as TQuoteRequest), locale),
    enabled: !!input,
    placeholderData: keepPreviousData,
  });
  return { ...query, complete: parsed.success };
}
