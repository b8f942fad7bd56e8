import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

import { type ResponsiveColumn, ResponsiveTable } from '@/components/table/ResponsiveTable';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { WidgetChart } from '../charts/WidgetChart';
import { downloadCsv } from '../csv';
import { DRAWER_TEXTS } from '../messages';
import { WIDGET_TEXTS } from '../messages';
import { chartDataOf, csvFileName, widgetRows } from '../rows';
import { selectDashboard } from '../selectors';
import { type DrawerContent, drawerOpened, reviewSubmitted } from '../slice';
import type { ChartData, DashboardSummary, MissedUtteranceRow, UncompletedRequestRow } from '../types';
import { DATE_TIME_FORMAT, WIDGETS } from '../widgets';

const GRID_HEIGHT = 'max(420px, calc(100vh - 190px))';
const when = (iso: string) => dayjs(iso).format(DATE_TIME_FORMAT);

function Empty({ text = DRAWER_TEXTS.empty }: { text?: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}

/** What a failed widget says on its card, said in its drawer too rather than older figures. */
const Unavailable = () => <Empty text={WIDGET_TEXTS.unavailable} />;

const uncompletedColumns: GridColDef<UncompletedRequestRow>[] = [
  { field: 'user', headerName: 'User', flex: 1, minWidth: 140 },
  { field: 'platform', headerName: 'Platform', width: 130 },
  {
    field: 'last_activity',
    headerName: 'Last Activity',
    width: 190,
    valueFormatter: (value: string) => when(value),
  },
  { field: 'request', headerName: 'Request', flex: 2, minWidth: 200 },
];

function UncompletedRequests({
  summary,
  filter,
}: {
  summary: DashboardSummary;
  filter: Extract<DrawerContent, { kind: 'uncompleted' }>['filter'];
}) {
  const rows = useMemo(() => {
    const all = summary.uncompleted_requests ?? [];
    if (!filter) return all;
    const { value } = filter;
    if (filter.field === 'status') return all.filter((row) => row.status === value);
    if (filter.field === 'user') {
      const username = summary.uncompleted_requests_by_user?.lookup_usernames?.[value];
      return all.filter((row) => row.user === value || (username !== undefined && row.user === username));
    }
    const intentId = summary.uncompleted_requests_by_intent?.lookup_intent_id?.[value];
    return all.filter(
      (row) =>
        row.intent === value ||
        (intentId !== undefined && row.intent === intentId) ||
        (value === 'Unrecognised' && !row.intent),
    );
  }, [summary, filter]);
  if (rows.length === 0) return <Empty />;
  return (
    <Box sx={{ height: GRID_HEIGHT }}>
      <DataGrid
        aria-label="Uncompleted requests"
        rows={rows}
        columns={uncompletedColumns}
        disableRowSelectionOnClick
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25, 50, 100]}
      />
    </Box>
  );
}

const missedId = (row: MissedUtteranceRow) => `${row.skill}\u0000${row.utterance}`;
const missedColumns: GridColDef<MissedUtteranceRow>[] = [
  { field: 'utterance', headerName: 'Utterance', flex: 2, minWidth: 180 },
  { field: 'skill', headerName: 'Skill', flex: 1, minWidth: 120 },
  { field: 'invocations', headerName: 'Invocations', type: 'number', width: 110 },
  { field: 'dist_users', headerName: 'Users', type: 'number', width: 90 },
  {
    field: 'first_utt_date',
    headerName: 'First Seen',
    width: 180,
    valueFormatter: (value: string) => when(value),
  },
  {
    field: 'last_utt_date',
    headerName: 'Last Seen',
    width: 180,
    valueFormatter: (value: string) => when(value),
  },
  { field: 'status', headerName: 'Status', width: 110 },
];
const noneSelected: GridRowSelectionModel = { type: 'include', ids: new Set() };

function MissedUtterances({ summary, pending }: { summary: DashboardSummary; pending: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const rows = useMemo(() => summary.missed_utterances_rows ?? [], [summary]);
  const [selection, setSelection] = useState<{ rows: typeof rows; model: GridRowSelectionModel }>({
    rows,
    model: noneSelected,
  });
  // New rows (after marking, or a refresh) start with nothing selected.
  const model = selection.rows === rows ? selection.model : noneSelected;
  const selected = rows.filter((row) => {
    if (row.status === 'Reviewed') return false;
    const chosen = model.ids.has(missedId(row));
    return model.type === 'include' ? chosen : !chosen;
  });
  if (rows.length === 0) return <Empty />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box>
        <Button
          variant="contained"
          disabled={selected.length === 0 || pending}
          onClick={() => dispatch(reviewSubmitted(selected))}
        >
          {DRAWER_TEXTS.markReviewed}
        </Button>
        <Button
          variant="outlined"
          disabled={selected.length !== 1}
          onClick={() => {
            const [row] = selected;
            if (!row) return;
            // Submitting the question marks the utterance reviewed (issue 14).
            void navigate(`${paths.faq.path}?question=${encodeURIComponent(row.utterance)}`, {
              state: { missedUtterance: row },
            });
          }}
        >
          {DRAWER_TEXTS.answerAsFaq}
        </Button>
      </Box>
      <Box sx={{ height: GRID_HEIGHT }}>
        <DataGrid
          aria-label="Missed utterances"
          rows={rows}
          columns={missedColumns}
          getRowId={missedId}
          checkboxSelection
          disableRowSelectionOnClick
          isRowSelectable={(params) => params.row.status !== 'Reviewed'}
          rowSelectionModel={model}
          onRowSelectionModelChange={(next) => setSelection({ rows, model: next })}
          showToolbar
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[10, 25, 50, 100]}
        />
      </Box>
    </Box>
  );
}

function UserSessions({ summary, label }: { summary: DashboardSummary; label: string }) {
  const byDay = summary.sessions_by_user_by_day?.[label] ?? {};
  const days = Object.keys(byDay).sort();
  const data: ChartData = { code: 200, labels: days, data: days.map((day) => byDay[day] ?? 0) };
  if (days.length === 0 || data.data.every((value) => !value)) return <Empty />;
  return (
    <Box sx={{ height: 360 }}>
      <WidgetChart
        definition={{ ...WIDGETS.unique_sessions_by_user, title: `Sessions of ${label}` }}
        data={data}
      />
    </Box>
  );
}

/** A row of a widget's data, with its place (rows have no id of their own). */
interface WidgetRow {
  index: number;
  cells: (string | number)[];
}

function WidgetRowsTable({ instanceId }: { instanceId: number }) {
  const dispatch = useAppDispatch();
  const { widgets, summary, range } = useAppSelector(selectDashboard);
  const widget = widgets.find((item) => item.instanceId === instanceId);
  const perUser = widget?.widgetId === 'unique_sessions_by_user';
  if (!widget) return <Empty />;
  const platform =
    widget.widgetId === 'user_interaction_admin' ? (widget.config?.platform ?? 'Portal') : undefined;
  const data = chartDataOf(summary, widget.widgetId, platform);
  // A chart the cloud could not compute is 'Temporarily unavailable' on its card: no rows of it here either.
  if (data && data.code !== 200) return <Unavailable />;
  const rows = widgetRows(widget.widgetId, data);
  if (rows.rows.length === 0) return <Empty />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box>
        <Button
          variant="outlined"
          onClick={() => void downloadCsv(csvFileName(widget.widgetId, range, platform), rows)}
        >
          Export CSV
        </Button>
      </Box>
      <ResponsiveTable
        aria-label={`${WIDGETS[widget.widgetId].title} data`}
        rows={rows.rows.map((cells, index): WidgetRow => ({ index, cells }))}
        rowKey={(row) => String(row.index)}
        columns={rows.columns.map((column, position): ResponsiveColumn<WidgetRow> => ({
          id: String(position),
          header: column,
          // The first column names the row (a platform, a day, a user): a phone card's title.
          card: position === 0 ? 'title' : 'field',
          cell: ({ cells }) => {
            const cell = cells[position];
            return position === 0 && perUser ? (
              // The keyboard's way to what clicking the user's bar opens: their sessions per day.
              <Link
                component="button"
                onClick={() => dispatch(drawerOpened({ kind: 'userSessions', label: String(cell) }))}
              >
                {cell}
              </Link>
            ) : (
              cell
            );
          },
        }))}
      />
    </Box>
  );
}

/** What the detail drawer shows for each kind of content (lazy: it brings the data grid). */
export default function DrawerBody({ content }: { content: DrawerContent }) {
  const { summary, request, reviewPending } = useAppSelector(selectDashboard);
  if (request.status === 'failed') return <Unavailable />;
  if (!summary) return <Empty />;
  switch (content.kind) {
    case 'rows':
      return <WidgetRowsTable instanceId={content.instanceId} />;
    case 'uncompleted':
      return <UncompletedRequests summary={summary} filter={content.filter} />;
    case 'missed':
      return <MissedUtterances summary={summary} pending={reviewPending} />;
    case 'userSessions':
      return <UserSessions summary={summary} label={content.label} />;
  }
}
