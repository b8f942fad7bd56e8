import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';

import { LoadError } from '@/components/page/LoadError';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/table/ResponsiveTable';
import type { FaqCustomField, FaqStatus } from '@/contracts/faq';
import type { LoadStatus } from '@/lib/redux/request-actions';

import { FAQ_MESSAGES } from '../messages';
import type { FaqRow } from '../rules';

const STATUS_COLOURS: Record<FaqStatus, 'info' | 'success' | 'warning'> = {
  NEW: 'info',
  APPROVED: 'success',
  'TO BE DELETED': 'warning',
};

export const ROWS_PER_PAGE = [10, 25, 50] as const;

export interface FaqTableProps {
  title: string;
  rows: readonly FaqRow[];
  status: LoadStatus;
  customFields: readonly FaqCustomField[];
  emptyText: string;
  onRetry(): void;
  /** The row's action cell. */
  action(row: FaqRow): ReactNode;
  actionHeader: string;
}

/**
 * Spec 2 §2: Question, Subject Area, User, Date Submitted (newest first), Status and the custom columns, with a
 * row action. The table scrolls inside its card, never the page.
 */
export function FaqTable({
  title,
  rows,
  status,
  customFields,
  emptyText,
  onRetry,
  action,
  actionHeader,
}: FaqTableProps) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(ROWS_PER_PAGE[0]);
  const titleId = `${title.replace(/\W+/g, '-').toLowerCase()}-title`;
  const lastPage = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const shown = rows.slice(shownPage * perPage, shownPage * perPage + perPage);

  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
        {title}
      </Typography>
      {status === 'failed' ? (
        <LoadError small sx={{ m: 2 }} onRetry={onRetry}>
          {FAQ_MESSAGES.listFailed}
        </LoadError>
      ) : status !== 'succeeded' && rows.length === 0 ? (
        <Skeleton
          variant="rectangular"
          height={160}
          sx={{ m: 2 }}
          role="progressbar"
          aria-label="Loading questions"
        />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {emptyText}
        </Typography>
      ) : (
        <>
          <ResponsiveTable
            aria-labelledby={titleId}
            hover
            rowKey={(row) => row.docId}
            rows={shown}
            columns={[
              {
                id: 'question',
                header: 'Question',
                card: 'title',
                sx: { minWidth: 200, overflowWrap: 'break-word' },
                cell: (row) => row.question,
              },
              { id: 'subjectArea', header: 'Subject Area', cell: (row) => row.subjectArea },
              { id: 'user', header: 'User', sx: { overflowWrap: 'break-word' }, cell: (row) => row.user },
              {
                id: 'dateSubmitted',
                header: 'Date Submitted',
                sortDirection: 'desc',
                sx: { whiteSpace: 'nowrap' },
                cell: (row) => (
                  <time dateTime={row.dateSubmitted}>
                    {dayjs(row.dateSubmitted).format('YYYY-MM-DD HH:mm')}
                  </time>
                ),
              },
              {
                id: 'status',
                header: 'Status',
                // The status's colour on the border; the text stays dark enough to read (WCAG contrast).
                cell: (row) => (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={row.status}
                    sx={{ color: 'text.primary', borderColor: `${STATUS_COLOURS[row.status]}.main` }}
                  />
                ),
              },
              ...customFields.map((field): ResponsiveColumn<FaqRow> => ({
                id: `custom-${field.sourceFieldName}`,
                header: field.label,
                cell: (row) => row.custom[field.sourceFieldName] ?? '',
              })),
              {
                id: 'action',
                header: actionHeader,
                align: 'right',
                card: 'actions',
                sx: { whiteSpace: 'nowrap' },
                cell: action,
              },
            ]}
          />
          <TablePagination
            component="div"
            count={rows.length}
            page={shownPage}
            rowsPerPage={perPage}
            rowsPerPageOptions={[...ROWS_PER_PAGE]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      )}
    </Paper>
  );
}
