import { NotFoundContent } from '../../../components/not-found-content';

/** Any unmatched path, and the alias /pages/misc/not-found/* (spec §2). */
export function NotFoundPage() {
  return <NotFoundContent />;
}
