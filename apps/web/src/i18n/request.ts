import { LOCALE_COOKIE, normalizeLocale } from '@acf/shared';
import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from '../messages';

/** The server renders in the stored language (cookie mirrored from local storage), vi by default. */
export default getRequestConfig(async () => {
  const store = await cookies();
  const locale = normalizeLocale(store.get(LOCALE_COOKIE)?.value);
  const messages = await loadMessages(locale);
  return { locale, messages, timeZone: 'Asia/Ho_Chi_Minh' };
});
