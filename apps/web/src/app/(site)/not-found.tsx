import { NotFoundView } from '@/features/site/components/not-found-view';

export default function SiteNotFound() {
  return <NotFoundView />;
}
