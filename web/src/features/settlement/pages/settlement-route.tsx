import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { TopProgress } from '../../../components/top-progress';
import { SettlementPage } from './settlement-page';

// Its own chunk, loaded when a statement is opened: print styles, the PDF download and the
// document stay out of the list's code.
const StatementPage = lazy(async () => ({ default: (await import('./statement-page')).StatementPage }));

/**
 * /settlement (정산 내역) and /settlement/:id (정산 명세서) under one router entry. A router entry
 * of its own would name the statement's chunks in the first JavaScript of every route (the
 * router's preload list), which the first-route budget has no room for.
 */
export function SettlementRoute() {
  const { id } = useParams();
  if (id === undefined) return <SettlementPage />;
  return (
    <Suspense fallback={<TopProgress />}>
      <StatementPage />
    </Suspense>
  );
}
