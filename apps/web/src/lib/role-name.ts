import type { Locale } from '@acf/shared';

/** A role's name in the reader's language. */
export function roleName(
  role: { nameVi: string; nameEn: string } | null | undefined,
  locale: string,
): string {
  if (!role) return '';
  return (locale as Locale) === 'en' ? role.nameEn : role.nameVi;
}
