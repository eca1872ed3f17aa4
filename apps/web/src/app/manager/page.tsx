import { paths } from '@acf/shared';
import { redirect } from 'next/navigation';

/** Seed §2: the manager base opens its default page. */
export default function ManagerIndex() {
  redirect(paths.managerDefault);
}
