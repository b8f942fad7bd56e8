import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { type SxProps, type Theme, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';

/**
 * Where a column goes when the rows are cards (below 600 px): the card's `title` (first, in bold, naming the
 * card), a labelled `field` (the default), the card's `actions` row (last, unlabelled), or nowhere (`hidden`,
 * for what the title already says).
 */
export type CardPlacement = 'title' | 'field' | 'actions' | 'hidden';

export interface ResponsiveColumn<Row> {
  id: string;
  /** The column header, and the field's label on a card. */
  header: string;
  /** The cell's content; `layout` for content that differs (clipped to one line in a table, wrapped on a card). */
  cell(row: Row, layout: 'table' | 'card'): ReactNode;
  align?: 'left' | 'right';
  card?: CardPlacement;
  /** The table's own cell and header styles (a width, `nowrap`, hiding a column on narrower tables…). */
  sx?: SxProps<Theme>;
  sortDirection?: 'asc' | 'desc';
  /**
   * The rows can be sorted by this column: its header is a button (a table), or a button above the cards (a
   * phone); the page sorts the rows and says how with `sortDirection`.
   */
  onSort?(): void;
  /** A table cell's title (the whole of a value the cell clips). */
  cellTitle?(row: Row): string | undefined;
}

export interface ResponsiveTableProps<Row> {
  columns: readonly ResponsiveColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** Names the table, and the list of cards. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  size?: 'small' | 'medium';
  /** Rows highlight under the pointer (a table only). */
  hover?: boolean;
  /** Per-row styles and data attributes, applied to the table row and to the card alike. */
  rowProps?(row: Row): { sx?: SxProps<Theme> } & Record<`data-${string}`, string>;
  /** The table's container (`width: 0; min-width: 100%` keeps a wide table from widening the page). */
  containerSx?: SxProps<Theme>;
  tableSx?: SxProps<Theme>;
}

/** Phones: below MUI's `sm` breakpoint (600 px), a row of several columns cannot keep its words whole. */
export function useCardLayout() {
  // noSsr: the first render already knows (no table that turns into cards a moment later).
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}

/**
 * Text on a card wraps between words; a word breaks only when it alone is wider than the card (a long e-mail on a
 * narrow phone). Never `overflow-wrap: anywhere`, which cut e-mails, parameter names and plan codes mid-word.
 */
const wrapBetweenWords = { overflowWrap: 'break-word', wordBreak: 'normal', minWidth: 0 } as const;

function Cards<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  label,
  labelledBy,
}: Pick<ResponsiveTableProps<Row>, 'columns' | 'rows' | 'rowKey' | 'rowProps'> & {
  label?: string;
  labelledBy?: string;
}) {
  const baseId = useId();
  const placed = (placement: CardPlacement) =>
    columns.filter((column) => (column.card ?? 'field') === placement);
  const [titles, fields, actions] = [placed('title'), placed('field'), placed('actions')];
  const sortable = columns.filter((column) => column.onSort);
  const list = (
    <Box
      component="ul"
      aria-label={label}
      aria-labelledby={labelledBy}
      sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1, minWidth: 0 }}
    >
      {rows.map((row, index) => {
        const { sx, ...data } = rowProps?.(row) ?? {};
        const titleId = `${baseId}-${index}`;
        return (
          <Paper
            component="li"
            variant="outlined"
            key={rowKey(row)}
            aria-labelledby={titles.length > 0 ? titleId : undefined}
            {...data}
            sx={sx}
          >
            <Box sx={{ p: 1.5, display: 'grid', gap: 1, minWidth: 0 }}>
              {titles.length > 0 && (
                <Box id={titleId} sx={{ ...wrapBetweenWords, fontWeight: 500 }}>
                  {titles.map((column) => (
                    <Box key={column.id}>{column.cell(row, 'card')}</Box>
                  ))}
                </Box>
              )}
              {fields.length > 0 && (
                // Each field is its label over its value. Fields flow side by side while they fit and a wide one
                // (an e-mail) takes a line of its own: a value breaks only when it is wider than the card.
                <Box
                  component="dl"
                  sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 1, minWidth: 0 }}
                >
                  {fields.map((column) => {
                    const value = column.cell(row, 'card');
                    // An empty cell is no field on a card (a table keeps its column).
                    if (value === null || value === undefined || value === '') return null;
                    return (
                      <Box key={column.id} sx={{ flex: '1 1 auto', minWidth: 0, maxWidth: '100%' }}>
                        <Typography
                          component="dt"
                          variant="caption"
                          color="text.secondary"
                          sx={wrapBetweenWords}
                        >
                          {column.header}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, ...wrapBetweenWords }}>
                          {value}
                        </Typography>
                      </Box>
                    );
                  })}
                </Box>
              )}
              {actions.length > 0 && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
                  {actions.map((column) => (
                    <Box key={column.id}>{column.cell(row, 'card')}</Box>
                  ))}
                </Box>
              )}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
  if (sortable.length === 0) return list;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box role="group" aria-label="Sort by" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 1, pt: 1 }}>
        {sortable.map((column) => (
          <Button
            key={column.id}
            size="small"
            variant={column.sortDirection ? 'outlined' : 'text'}
            aria-pressed={Boolean(column.sortDirection)}
            onClick={column.onSort}
            endIcon={
              column.sortDirection === 'desc' ? (
                <ArrowDownward aria-label="descending" />
              ) : column.sortDirection === 'asc' ? (
                <ArrowUpward aria-label="ascending" />
              ) : undefined
            }
          >
            {column.header}
          </Button>
        ))}
      </Box>
      {list}
    </Box>
  );
}

/**
 * Every table of the portal: a table from 600 px up, and below it a list of cards, one per row, each column a
 * labelled field (docs/design.md §8: phones). Long words (e-mails, parameter names, plan codes) then keep their
 * line instead of being cut mid-word in a column a few characters wide.
 */
export function ResponsiveTable<Row>({
  columns,
  rows,
  rowKey,
  size = 'small',
  hover = false,
  rowProps,
  containerSx,
  tableSx,
  'aria-label': label,
  'aria-labelledby': labelledBy,
}: ResponsiveTableProps<Row>) {
  const cards = useCardLayout();
  if (cards) {
    return (
      <Cards
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        rowProps={rowProps}
        label={label}
        labelledBy={labelledBy}
      />
    );
  }
  return (
    <TableContainer sx={containerSx}>
      <Table size={size} aria-label={label} aria-labelledby={labelledBy} sx={tableSx}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                align={column.align}
                sortDirection={column.sortDirection ?? false}
                sx={column.sx}
              >
                {column.onSort ? (
                  <TableSortLabel
                    active={Boolean(column.sortDirection)}
                    direction={column.sortDirection ?? 'asc'}
                    onClick={column.onSort}
                  >
                    {column.header}
                  </TableSortLabel>
                ) : (
                  column.header
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const { sx, ...data } = rowProps?.(row) ?? {};
            return (
              <TableRow key={rowKey(row)} hover={hover} sx={sx} {...data}>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={column.sx}
                    title={column.cellTitle?.(row)}
                  >
                    {column.cell(row, 'table')}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
