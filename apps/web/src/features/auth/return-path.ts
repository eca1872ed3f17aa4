import { paths, safeReturnTo } from '@acf/shared';

/** Where the visitor was going (only a path of this site; anything else: the booking list). */
export async function returnPath(searchParams: Promise<{ returnTo?: string | string[] }>): Promise<string> {
  const { returnTo } = await searchParams;
  return safeReturnTo(typeof returnTo === 'string' ? returnTo : undefined, paths.manager);
}
