import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';
import { EmptyState } from './empty-state';

export interface DataColumn<Row> {
  /** Names the column; a sortable column sorts by this field. */
  id: string;
  /** The column's header on larger screens, the value's label on a phone. */
  label: string;
  /**
   * `onPhone`: the value is shown in a card, where nothing can be hovered for a tooltip. A card
   * leaves out the line of a value that renders nothing (null, undefined, false or '').
   */
  render: (row: Row, onPhone: boolean) => ReactNode;
  align?: 'left' | 'center' | 'right';
  sortable?: boolean;
  /**
   * Where a phone shows the value: `title` on the card's first line, `field` (the default) as a
   * labelled line under it, `hidden` not at all (the title already says it).
   */
  phone?: 'title' | 'field' | 'hidden';
  sx?: SxProps<Theme>;
  testId?: string;
}

export interface DataTableProps<Row> {
  columns: DataColumn<Row>[];
  /** Undefined while the first page loads. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  rowTestId?: string;
  /** An earlier page is shown while the next one loads. */
  stale?: boolean;
  skeletonRows?: number;
  /** What a click, Enter or Space on a row opens; such rows are in the Tab order. */
  onOpen?: (row: Row) => void;
  /** The row's own buttons or menu, at its end; `label` names the column for screen readers. */
  actions?: { label: string; render: (row: Row) => ReactNode };
  /** Ticked rows, for bulk actions; without it the rows have no checkboxes. */
  selection?: {
    selected: string[];
    onSelect: (keys: string[]) => void;
    allLabel: string;
    rowLabel: (row: Row) => string;
  };
  sort?: { by: string; order: 'asc' | 'desc'; onSort: (columnId: string) => void };
  /** What an empty page shows; by default, the spec's "no data" line. */
  empty?: ReactNode;
  /** Below it, the table scrolls sideways inside its box rather than squeeze its columns. */
  minWidth?: number;
  size?: 'small' | 'medium';
}

/**
 * A list as a table on larger screens and as a stack of cards on a phone, where a row's values are
 * labelled lines under its title. Rows that open something take the focus and open with Enter or
 * Space as with a click; every header cell, checkbox and actions ones too, has a name.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return isPhone ? <CardList {...props} /> : <WideTable {...props} />;
}

/** The open, keyboard and selection behaviour a row has in either shape. */
function useRows<Row>({ rows, rowKey, selection, onOpen }: DataTableProps<Row>) {
  const selected = new Set(selection?.selected ?? []);
  const list = rows ?? [];
  const allSelected = list.length > 0 && list.every((row) => selected.has(rowKey(row)));
  const selectAll = selection && (
    <Checkbox
      checked={allSelected}
      indeterminate={selected.size > 0 && !allSelected}
      disabled={list.length === 0}
      onChange={() => selection.onSelect(allSelected ? [] : list.map(rowKey))}
      slotProps={{ input: { 'aria-label': selection.allLabel } }}
    />
  );
  const toggle = (key: string) =>
    selection?.onSelect(selected.has(key) ? [...selected].filter((id) => id !== key) : [...selected, key]);
  const opener = (row: Row) =>
    onOpen && {
      tabIndex: 0,
      onClick: () => onOpen(row),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
        event.preventDefault();
        onOpen(row);
      },
      sx: openableSx,
    };
  const rowCheckbox = (row: Row) => {
    const key = rowKey(row);
    return (
      <Checkbox
        checked={selected.has(key)}
        onChange={() => toggle(key)}
        slotProps={{ input: { 'aria-label': selection?.rowLabel(row) } }}
      />
    );
  };
  return { list, selected, selectAll, opener, rowCheckbox };
}

const openableSx = {
  cursor: 'pointer',
  '&:focus-visible': {
    outline: '2px solid',
    outlineColor: (theme: Theme) => theme.palette.primary.main,
    outlineOffset: -2,
  },
} as const;

/** Clicks and keys on a row's own controls (and the menus they open) do not open the row. */
const keepInside = { onClick: (event: SyntheticEvent) => event.stopPropagation() };

function WideTable<Row>(props: DataTableProps<Row>) {
  const { columns, rowKey, rowTestId, stale, skeletonRows = 3, actions, selection, sort, minWidth } = props;
  const { list, selected, selectAll, opener, rowCheckbox } = useRows(props);
  const columnCount = columns.length + (selection ? 1 : 0) + (actions ? 1 : 0);

  return (
    <TableContainer>
      <Table size={props.size} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                {selectAll}
                <Box component="span" sx={visuallyHidden}>
                  {selection.allLabel}
                </Box>
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell key={column.id} align={column.align}>
                {sort && column.sortable ? (
                  <TableSortLabel
                    active={sort.by === column.id}
                    direction={sort.by === column.id ? sort.order : 'asc'}
                    onClick={() => sort.onSort(column.id)}
                    data-testid={`sort-${column.id}`}
                  >
                    {column.label}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {actions.label}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody sx={{ opacity: stale ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          {props.rows === undefined &&
            Array.from({ length: skeletonRows }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
              <TableRow key={index}>
                <TableCell colSpan={columnCount}>
                  <Skeleton height={32} />
                </TableCell>
              </TableRow>
            ))}
          {list.map((row) => {
            const key = rowKey(row);
            const open = opener(row);
            return (
              <TableRow key={key} hover selected={selected.has(key)} data-testid={rowTestId} {...open}>
                {selection && (
                  <TableCell padding="checkbox" {...keepInside}>
                    {rowCheckbox(row)}
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align} sx={column.sx} data-testid={column.testId}>
                    {column.render(row, false)}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell align="right" {...keepInside}>
                    {actions.render(row)}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
          {props.rows?.length === 0 && (
            <TableRow>
              <TableCell colSpan={columnCount} sx={{ borderBottom: 'none' }}>
                {props.empty ?? <EmptyState />}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CardList<Row>(props: DataTableProps<Row>) {
  const { columns, rowKey, rowTestId, stale, skeletonRows = 3, actions, selection, sort } = props;
  const { list, selected, selectAll, opener, rowCheckbox } = useRows(props);
  const titles = columns.filter((column) => column.phone === 'title');
  const fields = columns.filter((column) => (column.phone ?? 'field') === 'field');
  const sortable = sort ? columns.filter((column) => column.sortable) : [];

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      {(selectAll || sortable.length > 0) && (
        <Stack
          direction="row"
          useFlexGap
          sx={{
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 2,
            px: 1,
            py: 0.5,
            bgcolor: 'action.hover',
          }}
        >
          {selectAll}
          {sort &&
            sortable.map((column) => (
              <TableSortLabel
                key={column.id}
                active={sort.by === column.id}
                direction={sort.by === column.id ? sort.order : 'asc'}
                onClick={() => sort.onSort(column.id)}
                data-testid={`sort-${column.id}`}
                sx={{ typography: 'subtitle2' }}
              >
                {column.label}
              </TableSortLabel>
            ))}
        </Stack>
      )}
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, opacity: stale ? 0.6 : 1, transition: 'opacity 0.2s' }}
      >
        {props.rows === undefined &&
          Array.from({ length: skeletonRows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
            <Box component="li" key={index} sx={{ px: 2, py: 1.5 }}>
              <Skeleton height={48} />
            </Box>
          ))}
        {list.map((row) => {
          const key = rowKey(row);
          const open = opener(row);
          return (
            <Box
              component="li"
              key={key}
              data-testid={rowTestId}
              {...open}
              sx={[
                {
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 1,
                  px: 2,
                  py: 1.5,
                  borderBottom: 1,
                  borderColor: 'divider',
                  ...(selected.has(key) && { bgcolor: 'action.selected' }),
                },
                ...(open ? [open.sx] : []),
              ]}
            >
              {selection && (
                <Box {...keepInside} sx={{ marginInlineStart: -1.5, mt: -0.5 }}>
                  {rowCheckbox(row)}
                </Box>
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack
                  direction="row"
                  useFlexGap
                  sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, minHeight: 32 }}
                >
                  {titles.map((column) => (
                    <Box key={column.id} sx={{ minWidth: 0 }} data-testid={column.testId}>
                      {column.render(row, true)}
                    </Box>
                  ))}
                </Stack>
                {fields.length > 0 && (
                  <Box
                    component="dl"
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
                      columnGap: 2,
                      rowGap: 0.75,
                      alignItems: 'center',
                      m: 0,
                      mt: 1,
                    }}
                  >
                    {fields.map((column) => {
                      const value = column.render(row, true);
                      if (value === null || value === undefined || value === false || value === '')
                        return null;
                      return (
                        <Box key={column.id} sx={{ display: 'contents' }}>
                          <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary' }}>
                            {column.label}
                          </Box>
                          <Box
                            component="dd"
                            sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere' }}
                            data-testid={column.testId}
                          >
                            {value}
                          </Box>
                        </Box>
                      );
                    })}
                  </Box>
                )}
              </Box>
              {actions && (
                <Box {...keepInside} sx={{ marginInlineEnd: -1, mt: -0.5 }}>
                  {actions.render(row)}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      {props.rows?.length === 0 && <Box sx={{ px: 2 }}>{props.empty ?? <EmptyState />}</Box>}
    </Box>
  );
}
