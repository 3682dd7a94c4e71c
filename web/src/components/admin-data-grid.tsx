import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  type GridColDef,
  type GridDensity,
  type GridLocaleText,
  type GridRowProps,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { koKR } from '@mui/x-data-grid/locales';
import type { Page } from '@settle/contract/paging';
import { IconColumns3, IconLayoutRows } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useGridPreference, useGridPreferences } from '../lib/grid-preferences';
import {
  compactPaginationSx,
  displayedRowsLabelIn,
  paginationItemLabel,
  ROWS_PER_PAGE_LABEL,
  ROWS_PER_PAGE_OPTIONS,
} from '../lib/table-pagination';
import type { CursorPaging } from '../lib/use-cursor-pages';
import { QueryErrorAlert } from './query-error-alert';
import { RowCards, type CardField } from './row-cards';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    grid: string;
    extra?: ReactNode;
  }
}

export interface GridColumn<T> {
  /** The column's key; also the API's sort key when `sortable`. */
  field: string;
  headerName: string;
  render: (row: T) => ReactNode;
  /** Sorted by the API (one field at a time). */
  sortable?: boolean;
  align?: 'left' | 'right';
  /** Fixed width in px; otherwise the column shares the room (flex 1, at least `minWidth`). */
  width?: number;
  minWidth?: number;
  /** Left out of the phone cards: a figure that helps on a desktop but crowds a phone card. */
  wideOnly?: boolean;
  /** Hidden until the operator shows it from 열 목록. */
  hiddenByDefault?: boolean;
  /**
   * The cell's whole text when it must stay on one line (names: a Hangul name is never broken
   * mid-word): a column narrower than the text cuts it with … and shows it whole on hover.
   */
  oneLine?: (row: T) => string;
}

export interface GridSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface GridSelection<T> {
  ids: readonly string[];
  onChange: (ids: string[]) => void;
  /** Rows that cannot take the bulk action have no checkbox. */
  selectable?: (row: T) => boolean;
}

/** What the grid needs of the TanStack query of one page. */
export interface GridQuery<T> {
  data?: Page<T> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
}

export interface AdminDataGridProps<T> {
  /** The table's name for remembered column visibility and density ('admin-users'). */
  id: string;
  /** Accessible name of the table. */
  label: string;
  columns: readonly GridColumn<T>[];
  /** The row's buttons: the last column on wide screens, the last line of a phone card. */
  actions?: (row: T) => ReactNode;
  actionsWidth?: number;
  query: GridQuery<T>;
  paging: CursorPaging;
  rowKey: (row: T) => string;
  /** What an empty list says (it depends on the filters). */
  empty: string;
  /** What rows are counted in: 건, 명. */
  unit?: string;
  sort?: { value: GridSort; onChange: (next: GridSort) => void };
  selection?: GridSelection<T>;
  /** The totals row under the rows (합계 of the whole filtered list). */
  totals?: ReactNode;
  /** The page's buttons for the table (downloads, bulk actions), on the table's toolbar. */
  toolbar?: ReactNode;
  rowTestId?: string;
}

const ACTIONS_FIELD = '__actions';
/** A `oneLine` cell: no wrap, cut with … inside the cell (a flex item shrinks only with min-width 0). */
const ONE_LINE = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

function localeText(unit: string): Partial<GridLocaleText> {
  return {
    ...koKR.components.MuiDataGrid.defaultProps.localeText,
    paginationRowsPerPage: ROWS_PER_PAGE_LABEL,
    paginationDisplayedRows: displayedRowsLabelIn(unit),
    footerRowSelected: (count) => `${count.toLocaleString('ko-KR')}${unit} 선택됨`,
  };
}

/**
 * Every admin list (issue 18): MUI X Data Grid in server mode — the API sorts, filters and pages
 * (by cursor) — with Korean texts, the operator's column visibility and density remembered per
 * table, row selection for bulk actions and a totals row. Below 600 px the rows become cards with
 * their buttons on the card, so every action is reachable on a phone without sideways scrolling.
 */
export function AdminDataGrid<T>(props: AdminDataGridProps<T>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Stack spacing={1}>
      <QueryErrorAlert query={props.query} />
      {!(props.query.isError && !props.query.data) &&
        (phone ? <GridCards {...props} /> : <WideGrid {...props} />)}
    </Stack>
  );
}

function WideGrid<T>({
  id,
  label,
  columns,
  actions,
  actionsWidth = 200,
  query,
  paging,
  rowKey,
  empty,
  unit = '건',
  sort,
  selection,
  totals,
  toolbar,
  rowTestId,
}: AdminDataGridProps<T>) {
  const hiddenByDefault = useMemo(
    () => columns.filter((c) => c.hiddenByDefault).map((c) => c.field),
    [columns],
  );
  const preference = useGridPreference(id, hiddenByDefault);
  const setHidden = useGridPreferences((state) => state.setHidden);
  const setDensity = useGridPreferences((state) => state.setDensity);

  const colDefs = useMemo<GridColDef[]>(() => {
    const defs: GridColDef[] = columns.map((column) => ({
      field: column.field,
      headerName: column.headerName,
      sortable: column.sortable ?? false,
      align: column.align ?? 'left',
      headerAlign: column.align ?? 'left',
      ...(column.width ? { width: column.width } : { flex: 1, minWidth: column.minWidth ?? 120 }),
      renderCell: ({ row }) =>
        column.oneLine ? (
          <Box component="span" title={column.oneLine(row as T)} sx={ONE_LINE}>
            {column.render(row as T)}
          </Box>
        ) : (
          column.render(row as T)
        ),
    }));
    if (actions) {
      defs.push({
        field: ACTIONS_FIELD,
        headerName: '관리',
        sortable: false,
        hideable: false,
        disableColumnMenu: true,
        align: 'right',
        headerAlign: 'right',
        width: actionsWidth,
        renderCell: ({ row }) => actions(row as T),
      });
    }
    return defs;
  }, [columns, actions, actionsWidth]);

  const rows = (query.data?.items ?? []) as readonly T[];
  // The grid reports a model change whenever a controlled model arrives as a new object: the
  // models are kept by their content, and a report of the same content is not passed on (a
  // selection re-set on every render re-rendered the page without end).
  const selectedKey = (selection?.ids ?? []).join('\n');
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selectedKey === '' ? [] : selectedKey.split('\n')) }),
    [selectedKey],
  );
  const sortField = sort?.value.field;
  const sortOrder = sort?.value.order;
  const sortModel = useMemo<GridSortModel>(
    () => (sortField && sortOrder ? [{ field: sortField, sort: sortOrder }] : []),
    [sortField, sortOrder],
  );
  // Stable slot components: one made anew on each render would remount its subtree.
  const slots = useMemo(
    () => ({ toolbar: GridToolbar, noRowsOverlay: () => <EmptyText text={empty} /> }),
    [empty],
  );
  const hiddenKey = preference.hidden.join('\n');
  const visibilityModel = useMemo(
    () => Object.fromEntries(hiddenKey === '' ? [] : hiddenKey.split('\n').map((field) => [field, false])),
    [hiddenKey],
  );

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <DataGrid
        aria-label={label}
        autoHeight
        rows={rows as T[] as object[]}
        columns={colDefs}
        getRowId={(row) => rowKey(row as T)}
        getRowHeight={() => 'auto'}
        loading={query.isPending || query.isPlaceholderData}
        localeText={localeText(unit)}
        // Sorting, filtering and paging are the API's: the grid shows one page as it came.
        sortingMode="server"
        filterMode="server"
        paginationMode="server"
        disableColumnFilter
        sortingOrder={['desc', 'asc']}
        sortModel={sortModel}
        onSortModelChange={(model) => {
          const first = model[0];
          if (sort && first?.sort) sort.onChange({ field: first.field, order: first.sort });
        }}
        rowCount={paging.total ?? -1}
        paginationMeta={{ hasNextPage: paging.hasNextPage }}
        paginationModel={{ page: paging.pageIndex, pageSize: paging.pageSize }}
        onPaginationModelChange={(model) => {
          if (model.pageSize !== paging.pageSize) paging.setPageSize(model.pageSize);
          else paging.setPageIndex(model.page);
        }}
        pageSizeOptions={ROWS_PER_PAGE_OPTIONS}
        columnVisibilityModel={visibilityModel}
        onColumnVisibilityModelChange={(model) => {
          const hidden = Object.entries(model)
            .filter(([, visible]) => !visible)
            .map(([field]) => field);
          if (hidden.join('\n') !== hiddenKey) setHidden(id, hidden);
        }}
        density={preference.density}
        onDensityChange={(density) => setDensity(id, density)}
        checkboxSelection={selection !== undefined}
        disableRowSelectionOnClick
        keepNonExistentRowsSelected
        isRowSelectable={({ row }) => selection?.selectable?.(row as T) ?? true}
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={(model) => {
          const ids = [...model.ids].map(String);
          if (ids.join('\n') !== selectedKey) selection?.onChange(ids);
        }}
        showToolbar
        slots={slots}
        slotProps={{
          toolbar: { grid: id, extra: toolbar },
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
          row: (rowTestId ? { 'data-testid': rowTestId } : {}) as Partial<GridRowProps>,
          basePagination: {
            material: { getItemAriaLabel: paginationItemLabel },
          },
        }}
        sx={{
          border: 0,
          '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center', overflowWrap: 'anywhere' },
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
        }}
      />
      {totals && <TotalsRow>{totals}</TotalsRow>}
    </Paper>
  );
}

/** The grid's top bar: the page's buttons, then 열 목록 and 행 간격. */
function GridToolbar({ extra }: { grid: string; extra?: ReactNode }) {
  const [densityAnchor, setDensityAnchor] = useState<HTMLElement | null>(null);
  return (
    <Toolbar>
      <Stack direction="row" spacing={1} sx={{ flexGrow: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {extra}
      </Stack>
      <Tooltip title="열 목록">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="열 목록" />}>
          <IconColumns3 size={20} aria-hidden />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="행 간격">
        <ToolbarButton aria-label="행 간격" onClick={(event) => setDensityAnchor(event.currentTarget)}>
          <IconLayoutRows size={20} aria-hidden />
        </ToolbarButton>
      </Tooltip>
      <DensityMenu anchor={densityAnchor} onClose={() => setDensityAnchor(null)} />
    </Toolbar>
  );
}

const DENSITIES: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: '좁게' },
  { value: 'standard', label: '기본' },
  { value: 'comfortable', label: '넓게' },
];

function DensityMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {DENSITIES.map((density) => (
        <DensityItem key={density.value} value={density.value} label={density.label} onDone={onClose} />
      ))}
    </Menu>
  );
}

function DensityItem({ value, label, onDone }: { value: GridDensity; label: string; onDone: () => void }) {
  // The grid's own API sets the density; onDensityChange then remembers it for this table.
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={() => {
        apiRef.current.setDensity(value);
        onDone();
      }}
    >
      {label}
    </MenuItem>
  );
}

function EmptyText({ text }: { text: string }) {
  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 4 }}>
      <Typography sx={{ color: 'text.secondary', textAlign: 'center' }}>{text}</Typography>
    </Box>
  );
}

function TotalsRow({ children }: { children: ReactNode }) {
  return (
    <Box
      role="status"
      aria-label="합계"
      data-testid="grid-totals"
      sx={{
        px: 2,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        typography: 'body2',
        fontWeight: 600,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 3,
        rowGap: 0.5,
      }}
    >
      {children}
    </Box>
  );
}

/** Phones: one card per row, the row's buttons on the card, a checkbox for bulk actions. */
function GridCards<T>({
  label,
  columns,
  actions,
  query,
  paging,
  rowKey,
  empty,
  unit = '건',
  selection,
  totals,
  toolbar,
  rowTestId,
}: AdminDataGridProps<T>) {
  const rows = (query.data?.items ?? []) as readonly T[];
  const fields: CardField<T>[] = columns
    .filter((column) => !column.wideOnly && !column.hiddenByDefault)
    .map((column) => ({ key: column.field, label: column.headerName, render: column.render }));
  if (actions) fields.push({ key: ACTIONS_FIELD, label: '', render: actions });
  const selected = new Set(selection?.ids ?? []);

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {toolbar && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ p: 1, flexWrap: 'wrap', rowGap: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {toolbar}
        </Stack>
      )}
      {query.isPending ? (
        <Box sx={{ p: 2 }} aria-busy="true" aria-label="목록을 불러오는 중">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="text" sx={{ fontSize: '1.25rem' }} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <EmptyText text={empty} />
      ) : (
        <RowCards
          label={label}
          fields={fields}
          rows={rows}
          rowKey={rowKey}
          stale={query.isPlaceholderData}
          rowTestId={rowTestId}
          lead={
            selection
              ? (row) =>
                  (selection.selectable?.(row) ?? true) ? (
                    <Checkbox
                      size="small"
                      sx={{ p: 0.5, ml: -1 }}
                      checked={selected.has(rowKey(row))}
                      onChange={(event) => {
                        const id = rowKey(row);
                        const next = new Set(selected);
                        if (event.target.checked) next.add(id);
                        else next.delete(id);
                        selection.onChange([...next]);
                      }}
                      slotProps={{ input: { 'aria-label': '행 선택' } }}
                    />
                  ) : (
                    <Box sx={{ width: 30, flexShrink: 0 }} />
                  )
              : undefined
          }
        />
      )}
      {totals && <TotalsRow>{totals}</TotalsRow>}
      {rows.length > 0 && (
        <TablePagination
          component="div"
          count={paging.total ?? -1}
          page={paging.pageIndex}
          onPageChange={(_event, next) => paging.setPageIndex(next)}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onRowsPerPageChange={(event) => paging.setPageSize(Number(event.target.value))}
          labelRowsPerPage={ROWS_PER_PAGE_LABEL}
          labelDisplayedRows={displayedRowsLabelIn(unit)}
          getItemAriaLabel={paginationItemLabel}
          slotProps={{ actions: { nextButton: { disabled: !paging.hasNextPage } } }}
          sx={{ ...compactPaginationSx, borderTop: 1, borderColor: 'divider' }}
        />
      )}
    </Paper>
  );
}
