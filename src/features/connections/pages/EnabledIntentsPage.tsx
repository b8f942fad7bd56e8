import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';

import { LoadError } from '@/components/page/LoadError';
import { PageHeader } from '@/components/page/PageHeader';
import { type ResponsiveColumn, ResponsiveTable } from '@/components/table/ResponsiveTable';
import { hasBuildButton } from '@/config/app-types';
import { paths } from '@/config/paths';
import { useTenant } from '@/config/tenant-context';
import type { Connection, ConnectionIntent, TaskSlot } from '@/contracts/connections';
import { selectIsAdministrator, selectUsername } from '@/features/auth';
import { openLinkWindow } from '@/lib/account-link';
import { useFormDrafts } from '@/lib/form-draft';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { connectionsFeature } from '..';
import { selectBotBuildRunning } from '../bot/slice';
import { AccountLinkFallback } from '../components/AccountLinkFallback';
import { AddTaskDialog } from '../components/AddTaskDialog';
import { accountLinkRequested } from '../events';
import { selectLinking } from '../linking/selectors';
import { BUILD_BLOCKED_REASON, CONNECTOR_MESSAGES } from '../messages';
import { addTaskDraftKey, isTaskFormValues } from '../tasks/form';
import { selectTasksPage } from '../tasks/selectors';
import {
  addTaskClosed,
  addTaskOpened,
  tasksPageClosed,
  tasksPageOpened,
  tasksRequested,
  taskSubmitted,
  taskSwitched,
} from '../tasks/slice';
import { cardState, liveTasks, slotTypeLabel, taskCount } from '../wording';

export const features = [connectionsFeature];

/** A task's parameters (slots); a phone shows each as a card, its name whole. */
const PARAMETER_COLUMNS: readonly ResponsiveColumn<TaskSlot>[] = [
  {
    id: 'name',
    header: 'Name',
    card: 'title',
    sx: { overflowWrap: 'break-word' },
    cell: (slot) => slot.name,
  },
  {
    id: 'type',
    header: 'Type',
    sx: { overflowWrap: 'break-word' },
    cell: (slot) => slotTypeLabel(slot.type),
  },
  { id: 'description', header: 'Business description', cell: (slot) => slot.slotBusinessDesc },
];

function TaskCard({
  task,
  highlighted,
  canSwitch,
  blocked,
  onSwitch,
}: {
  task: ConnectionIntent;
  highlighted: boolean;
  canSwitch: boolean;
  blocked: boolean;
  onSwitch(enabled: boolean): void;
}) {
  const state = task.paused ? 'Paused' : task.enabled ? 'Enabled' : 'Disabled';
  return (
    <Paper
      component="li"
      variant="outlined"
      id={`task-${task.ID}`}
      aria-label={task.title}
      sx={{
        listStyle: 'none',
        p: 2,
        display: 'grid',
        gap: 1.5,
        minWidth: 0,
        ...(highlighted && { borderColor: 'warning.main', borderWidth: 2 }),
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {task.title}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={state}
          color={task.paused ? 'warning' : task.enabled ? 'success' : 'default'}
        />
      </Box>
      {task.desc && <Typography color="text.secondary">{task.desc}</Typography>}
      {canSwitch && (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={task.enabled}
                disabled={blocked}
                onChange={(event) => onSwitch(event.target.checked)}
              />
            }
            label={`${task.enabled ? 'Enabled' : 'Disabled'}: ${task.title}`}
          />
          {blocked && (
            <Typography variant="body2" color="text.secondary">
              {BUILD_BLOCKED_REASON}
            </Typography>
          )}
        </Box>
      )}
      <Typography component="h3" variant="subtitle2">
        Example utterances
      </Typography>
      {task.utterances.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {task.utterances.map((utterance) => (
            <li key={utterance}>
              <Typography variant="body2">{utterance}</Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Alert severity="warning">
          No example utterances: the assistant cannot recognise this task, and the next build fails until it
          has some or is disabled.
        </Alert>
      )}
      {task.slots.length > 0 && (
        <ResponsiveTable
          aria-label={`Parameters of ${task.title}`}
          columns={PARAMETER_COLUMNS}
          rows={task.slots}
          rowKey={(slot) => slot.name}
        />
      )}
    </Paper>
  );
}

/** /enabled-intents/{connectionName}: a connector's tasks (spec 2 §2 "Enabled intents / tasks page"). */
export default function EnabledIntentsPage() {
  const dispatch = useAppDispatch();
  const { connectionName = '' } = useParams();
  const [search] = useSearchParams();
  const highlighted = search.get('task');
  const tasks = useAppSelector(selectTasksPage);
  const isAdministrator = useAppSelector(selectIsAdministrator);
  const { config } = useTenant();
  const buildRunning = useAppSelector(selectBotBuildRunning);
  const connection: Connection | null = tasks?.connection ?? null;
  const state = connection ? cardState(connection) : null;
  const linking = useAppSelector(selectLinking)?.connectionName === connectionName;

  /** Connect or Reconnect: the pop-up opens now, in the click, and gets its address when the link arrives. */
  const linkAccount = (target: Connection) => {
    openLinkWindow(target.connectionName, target.display_name);
    dispatch(accountLinkRequested({ connectionName: target.connectionName }));
  };
  const drafts = useFormDrafts(useAppSelector(selectUsername));

  useEffect(() => {
    // A task left unsent (the session ended, the page was left) opens again as it was (issue 21 §4.5).
    const unsent = drafts.load(addTaskDraftKey(connectionName), isTaskFormValues) !== undefined;
    dispatch(tasksPageOpened({ connectionName, addOpen: search.get('add') === '1' || unsent }));
    return () => {
      dispatch(tasksPageClosed());
    };
    // The query is read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connectionName, dispatch]);

  useEffect(() => {
    if (!highlighted || !connection) return;
    document.getElementById(`task-${highlighted}`)?.scrollIntoView?.({ block: 'center' });
  }, [highlighted, connection]);

  const back = (
    <Button
      component={RouterLink}
      to={paths.manageConnections.href()}
      startIcon={<ArrowBack />}
      sx={{ justifySelf: 'start' }}
    >
      Connections
    </Button>
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      {back}
      <PageHeader
        title={connection ? `${connection.display_name} tasks` : 'Tasks'}
        subtitle={connection && taskCount(connection)}
        icon={
          connection && (
            <Box
              component="img"
              src={connection.image}
              alt=""
              sx={{ width: 48, height: 48, objectFit: 'contain' }}
            />
          )
        }
        actions={
          connection?.enabled &&
          isAdministrator && (
            <Button variant="contained" onClick={() => dispatch(addTaskOpened())}>
              Add Task
            </Button>
          )
        }
      />
      {tasks?.status === 'loading' && !connection && (
        <Box aria-busy="true" aria-label="Loading the tasks">
          <Skeleton height={120} />
          <Skeleton height={120} />
        </Box>
      )}
      {tasks?.status === 'failed' && (
        <LoadError onRetry={() => dispatch(tasksRequested())}>{CONNECTOR_MESSAGES.loadFailed}</LoadError>
      )}
      {connection && !connection.enabled && (
        <Alert severity="info">
          {connection.display_name} is not enabled for your organisation.{' '}
          <Link component={RouterLink} to={paths.manageConnections.href()}>
            Enable it on the Connections page
          </Link>
          .
        </Alert>
      )}
      <AccountLinkFallback />
      {connection && state === 'expired' && (
        <Alert
          severity="warning"
          action={
            isAdministrator ? (
              <Button color="inherit" onClick={() => linkAccount(connection)}>
                Reconnect
              </Button>
            ) : undefined
          }
        >
          The account link of {connection.display_name} has expired or was revoked. Its tasks are paused until
          {isAdministrator ? ' you reconnect.' : ' an administrator reconnects it.'}
        </Alert>
      )}
      {connection && state === 'notLinked' && (
        <Alert
          severity="info"
          action={
            isAdministrator ? (
              <Button color="inherit" onClick={() => linkAccount(connection)} disabled={linking}>
                Connect
              </Button>
            ) : undefined
          }
        >
          {isAdministrator
            ? `Link your ${connection.display_name} account to finish the setup: Connect opens its sign-in page.`
            : `The ${connection.display_name} account is not linked yet: an administrator can link it.`}
        </Alert>
      )}
      {connection?.enabled && isAdministrator && hasBuildButton(config.appType) && (
        <Typography variant="body2" color="text.secondary">
          Changes to tasks take effect after the next build:{' '}
          <Link component={RouterLink} to={paths.manageConnections.href()}>
            BUILD on the Connections page
          </Link>
          .
        </Typography>
      )}
      {connection && (
        <Box
          component="ul"
          aria-label={`Tasks of ${connection.display_name}`}
          sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}
        >
          {liveTasks(connection).map((task) => (
            <TaskCard
              key={task.ID}
              task={task}
              highlighted={task.ID === highlighted}
              canSwitch={isAdministrator && connection.enabled}
              blocked={buildRunning}
              onSwitch={(enabled) => dispatch(taskSwitched({ intentId: task.ID, enabled }))}
            />
          ))}
        </Box>
      )}
      {connection?.enabled && isAdministrator && tasks?.addOpen && (
        <AddTaskDialog
          connectorName={connection.display_name}
          draftKey={addTaskDraftKey(connection.connectionName)}
          adding={tasks.adding}
          serverError={tasks.addError}
          onSubmit={(task) => dispatch(taskSubmitted(task))}
          onClose={() => dispatch(addTaskClosed())}
        />
      )}
    </Box>
  );
}
