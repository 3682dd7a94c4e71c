import type { ExportFormat } from '@settle/contract/export-reason';
import {
  settlementLineStatusLabels,
  type SettlementBatch,
  type SettlementBatchStatus,
  type SettlementLine,
  type SettlementLineStatus,
} from '@settle/contract/settlement';

/** How often the page asks for progress while a batch is being executed. */
export const SETTLEMENT_POLL_MS = 1_500;

/**
 * How often the page asks whether an execute waiting for a second admin (승인 대기) was decided:
 * another admin approves on their own screen, and this one should move on to 실행 중 by itself.
 */
export const APPROVAL_POLL_MS = 5_000;

export interface SettlementActions {
  /** 정산 준비: always, except while a batch is being paid out. */
  canPrepare: boolean;
  /** 정산 실행: only a prepared batch with someone to pay (held lines are not paid). */
  canExecute: boolean;
  /** The lines and their CSV: not for a stale or discarded batch, which must be prepared again. */
  showLines: boolean;
}

export function settlementActions(batch: SettlementBatch | null): SettlementActions {
  if (batch === null) return { canPrepare: true, canExecute: false, showLines: false };
  const { status } = batch;
  return {
    canPrepare: status !== 'executing',
    canExecute: status === 'prepared' && batch.totals.payableLines > 0,
    showLines: status === 'prepared' || status === 'executing' || status === 'completed',
  };
}

/** TanStack refetchInterval for GET settlementAll: poll while executing, else not at all. */
export function settlementRefetchInterval(batch: SettlementBatch | null | undefined): number | false {
  return batch?.status === 'executing' ? SETTLEMENT_POLL_MS : false;
}

/** TanStack refetchInterval for the pending executes: poll while one waits, else not at all. */
export function pendingExecutesRefetchInterval(batchIds: readonly string[] | undefined): number | false {
  return (batchIds?.length ?? 0) > 0 ? APPROVAL_POLL_MS : false;
}

/** Share of the payable lines already settled or failed, 0–100. */
export function progressPercent(batch: SettlementBatch): number {
  const { pending, settled, failed } = batch.progress;
  const all = pending + settled + failed;
  return all === 0 ? 0 : Math.round(((settled + failed) / all) * 100);
}

/** The status filter of the lines table. */
export type LineStatusFilter = SettlementLineStatus | 'all';

/** The filters of GET .../settlementAll/lines (the paging hook adds cursor and pageSize). */
export type SettlementLineFilters = { batchId: string; status?: SettlementLineStatus };

/** The filters of the lines table: a new batch or status starts again at the first page. */
export function lineFilters(batchId: string, status: LineStatusFilter): SettlementLineFilters {
  return { batchId, ...(status !== 'all' ? { status } : {}) };
}

/**
 * The lines under the table's status filter as CSV or Excel, whatever page is shown, with the
 * operator's 다운로드 사유 (the API refuses a download without one).
 */
export function lineCsvQuery(
  filters: SettlementLineFilters,
  reason: string,
  format: ExportFormat = 'csv',
): SettlementLineFilters & { format: ExportFormat; reason: string } {
  return { ...filters, format, reason };
}

/** The file's name if the answer names none: what it holds and the Seoul day it was prepared. */
export function lineCsvFallbackName(
  preparedDay: string,
  status: LineStatusFilter,
  format: ExportFormat = 'csv',
): string {
  const what = status === 'all' ? `정산내역_${preparedDay}` : `정산내역_${preparedDay}_${settlementLineStatusLabels[status]}`;
  return `${what}.${format}`;
}

/**
 * 보류 해제 is offered on a held line while its batch is still prepared (the API refuses it
 * once the batch is executing or done: complianceMessages.settlementReleaseNotPrepared).
 */
export function canReleaseLine(line: Pick<SettlementLine, 'status'>, batchStatus: SettlementBatchStatus): boolean {
  return line.status === 'held' && batchStatus === 'prepared';
}

/** The status filter of 정산 내역. */
export type BatchStatusFilter = SettlementBatchStatus | 'all';

/**
 * The filters of GET .../settlementAll/batches: a status and the Seoul days the batches were
 * prepared on (an open end is left out); null while the days are in the wrong order (the page
 * shows why instead of asking).
 */
export function batchListFilters(
  status: BatchStatusFilter,
  range: { from: string; to: string },
): { status?: SettlementBatchStatus; from?: string; to?: string } | null {
  if (range.from !== '' && range.to !== '' && range.from > range.to) return null;
  return {
    ...(status !== 'all' ? { status } : {}),
    ...(range.from !== '' ? { from: range.from } : {}),
    ...(range.to !== '' ? { to: range.to } : {}),
  };
}

/** Where one batch of 정산 내역 opens with its lines. */
export const settlementBatchPath = (batchId: string) => `/admin/settlement/history/${encodeURIComponent(batchId)}`;
export const SETTLEMENT_HISTORY_PATH = '/admin/settlement/history';

/**
 * What a batch paid and the fee it earned: of the settled lines once it ran (a failed line
 * pays and earns nothing), else what it would. The fee is null for a batch completed before
 * its result kept it (its own page counts it).
 */
export function batchPaidNet(batch: SettlementBatch): { net: number; fee: number | null; paid: boolean } {
  const ran = batch.status === 'executing' || batch.status === 'completed';
  return ran
    ? { net: batch.progress.settledNet, fee: batch.progress.settledFee, paid: true }
    : { net: batch.totals.net, fee: batch.totals.fee, paid: false };
}
