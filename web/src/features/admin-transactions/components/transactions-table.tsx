import type { Transaction } from '@settle/contract/transactions';
import type { AdminTransactionPage } from '@settle/contract/admin-lists';
import { useMemo, type ReactNode } from 'react';
import {
  AdminDataGrid,
  type GridColumn,
  type GridQuery,
  type GridSort,
} from '../../../components/admin-data-grid';
import { MemberLink } from '../../../components/member-link';
import { useAssetFormat, type AssetFormat } from '../../../lib/asset-format';
import { krwText, krwValueOf } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import type { CursorPaging } from '../../../lib/use-cursor-pages';
import { createdByLabels } from '../lib/transaction-display';

export interface TransactionsTableProps {
  /** pending: registered time, KRW estimate, actions · processed: processed time and processor. */
  variant: 'pending' | 'processed';
  /** The table's name for remembered columns and density. */
  id: string;
  label: string;
  query: GridQuery<Transaction> & { data?: AdminTransactionPage | undefined };
  paging: CursorPaging;
  sort: { value: GridSort; onChange: (next: GridSort) => void };
  emptyText: string;
  /** KRW per asset now, for the 원화 환산 column of pending ones. */
  rate: number | null;
  totals?: ReactNode;
  toolbar?: ReactNode;
  renderActions?: (transaction: Transaction) => ReactNode;
}

function columnsOf(variant: TransactionsTableProps['variant'], asset: AssetFormat, rate: number | null) {
  const memo: GridColumn<Transaction> = {
    field: 'memo',
    headerName: '메모',
    minWidth: 140,
    render: (tx) => tx.memo || '-',
  };
  const member: GridColumn<Transaction> = {
    field: 'userName',
    headerName: '회원',
    minWidth: 110,
    oneLine: (tx) => tx.userName,
    render: (tx) => <MemberLink userId={tx.userId}>{tx.userName}</MemberLink>,
  };
  const amount: GridColumn<Transaction> = {
    field: 'amount',
    headerName: '금액',
    align: 'right',
    width: 150,
    sortable: true,
    render: (tx) => asset.assets(tx.amount),
  };
  const createdBy: GridColumn<Transaction> = {
    field: 'createdByRole',
    headerName: '등록자',
    width: 90,
    wideOnly: true,
    render: (tx) => createdByLabels[tx.createdByRole],
  };
  const createdAt = (wideOnly: boolean): GridColumn<Transaction> => ({
    field: 'createdAt',
    headerName: '등록일시',
    width: 160,
    sortable: true,
    wideOnly,
    render: (tx) => formatSeoulDateTime(tx.createdAt),
  });
  if (variant === 'pending') {
    return [
      createdAt(false),
      member,
      amount,
      {
        field: 'krw',
        headerName: '원화 환산(예상)',
        align: 'right',
        width: 150,
        render: (tx) => (rate === null ? '-' : krwText(krwValueOf(tx.amount, rate))),
      },
      memo,
      createdBy,
    ] satisfies GridColumn<Transaction>[];
  }
  return [
    {
      field: 'processedAt',
      headerName: '처리일시',
      width: 160,
      sortable: true,
      render: (tx) => formatSeoulDateTime(tx.processedAt ?? ''),
    },
    member,
    amount,
    memo,
    createdBy,
    createdAt(true),
    {
      field: 'processedBy',
      headerName: '처리자',
      minWidth: 110,
      oneLine: (tx) => tx.processedByName ?? tx.processedBy ?? '-',
      render: (tx) => tx.processedByName ?? tx.processedBy ?? '-',
    },
  ] satisfies GridColumn<Transaction>[];
}

/**
 * A transaction list on the admin grid: sorted (등록일시, 처리일시, 금액) and paged by the API,
 * with the totals row of the whole filtered list; cards with their buttons on a phone.
 */
export function TransactionsTable(props: TransactionsTableProps) {
  const asset = useAssetFormat();
  const { variant, rate, renderActions } = props;
  const columns = useMemo(() => columnsOf(variant, asset, rate), [variant, asset, rate]);
  return (
    <AdminDataGrid
      id={props.id}
      label={props.label}
      columns={columns}
      query={props.query}
      paging={props.paging}
      rowKey={(tx) => tx.id}
      empty={props.emptyText}
      sort={props.sort}
      totals={props.totals}
      toolbar={props.toolbar}
      rowTestId="transaction-row"
      {...(renderActions ? { actions: renderActions, actionsWidth: 150 } : {})}
    />
  );
}
