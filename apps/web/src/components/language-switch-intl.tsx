'use client';

import type { Locale } from '@acf/shared/locale';
import { useLocale, useTranslations } from 'next-intl';
import { LanguageSwitch } from './language-switch';

/** The language switch for pages that already carry the translation runtime (back office, forms). */
export function IntlLanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale() as Locale;
  const t = useTranslations('common');
  return <LanguageSwitch className={className} locale={locale} label={t('language')} />;
}
