import { paths } from '@acf/shared';
import Link from 'next/link';
import styles from './surcharges.module.css';

/** The way from a surcharges page to the checker, said in the page's words (`label`). */
export function CheckLink({ label }: { label: string }) {
  return (
    <Link href={paths.surchargeCheck} className={styles.cta}>
      {label} →
    </Link>
  );
}
