import { notFound } from 'next/navigation';

/** A back-office path with no page yet shows the not-found page inside the sidebar frame. */
export default function MissingManagerPage() {
  notFound();
}
