import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { PageSpinner } from '@/components/feedback/PageSpinner';
import { LoadError } from '@/components/page/LoadError';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/table/ResponsiveTable';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { lastUpdatedText } from '../format';
import {
  ACTION_BUTTONS_LABELS as LABELS,
  ACTION_BUTTONS_MESSAGES as MESSAGES,
  ACTION_BUTTONS_TEXTS as TEXTS,
} from '../messages';
import { selectActionButtonList } from '../selectors';
import { listRequested } from '../slice';
import type { ActionButton } from '../types';

const COLUMNS: ResponsiveColumn<ActionButton>[] = [
  { id: 'name', header: LABELS.columns.name, cell: (button) => button.title, card: 'title' },
  {
    id: 'lastUpdated',
    header: LABELS.columns.lastUpdated,
    cell: (button) => lastUpdatedText(button.lastUpdated),
    sx: { whiteSpace: 'nowrap' },
  },
  // Spec 3 §2: LAST USER UPDATED shows the tenant.
  { id: 'lastUser', header: LABELS.columns.lastUser, cell: (button) => button.tenant },
  {
    id: 'edit',
    header: '',
    card: 'actions',
    align: 'right',
    cell: (button) => (
      <IconButton
        component={RouterLink}
        to={paths.actionButton.href(button.SK)}
        aria-label={TEXTS.edit(button.title)}
      >
        <EditOutlined />
      </IconButton>
    ),
  },
];

/** Spec 3 §2 "Action Buttons list": the organisation's buttons, a loader while loading, 'No Results' when none. */
export function ActionButtonsTable() {
  const dispatch = useAppDispatch();
  const { status, items } = useAppSelector(selectActionButtonList);
  if (status === 'failed') {
    return <LoadError onRetry={() => dispatch(listRequested())}>{TEXTS.loadFailed}</LoadError>;
  }
  if (status !== 'succeeded') return <PageSpinner />;
  if (items.length === 0) return <Typography color="text.secondary">{MESSAGES.noResults}</Typography>;
  return (
    <Paper sx={{ minWidth: 0 }}>
      <ResponsiveTable
        columns={COLUMNS}
        rows={items}
        rowKey={(button) => button.SK}
        aria-label={LABELS.listTitle}
        hover
      />
    </Paper>
  );
}
