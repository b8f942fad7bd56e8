import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { LoadError } from '@/components/page/LoadError';
import { paths } from '@/config/paths';
import type { Connection, ConnectionIntent } from '@/contracts/connections';
import type { LoadStatus } from '@/lib/redux/request-actions';

import { CONNECTOR_MESSAGES } from '../messages';
import { type CardState, cardState, intentCount, liveTasks, slotTypeLabel } from '../wording';

/** Spec 2 §9: the side panel's width (the whole screen on a phone). */
export const SIDE_PANEL_WIDTH = 559;

/** One intent's details (the intent detail drawer), with Add Task. */
function IntentDetail({
  connection,
  intent,
  isAdministrator,
  onBack,
}: {
  connection: Connection;
  intent: ConnectionIntent;
  isAdministrator: boolean;
  onBack(): void;
}) {
  return (
    <Box sx={{ p: 3, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton onClick={onBack} aria-label="Back to the tasks">
          <ArrowBack />
        </IconButton>
        <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {intent.title}
        </Typography>
      </Box>
      <Typography>{intent.desc}</Typography>
      <Typography component="h4" variant="subtitle2">
        Example utterances
      </Typography>
      {intent.utterances.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {intent.utterances.map((utterance) => (
            <li key={utterance}>
              <Typography variant="body2">{utterance}</Typography>
            </li>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No example utterances yet.
        </Typography>
      )}
      {intent.slots.length > 0 && (
        <>
          <Typography component="h4" variant="subtitle2">
            Parameters
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {intent.slots.map((slot) => (
              <li key={slot.name}>
                <Typography variant="body2">
                  <b>{slot.name}</b> ({slotTypeLabel(slot.type)})
                  {slot.slotBusinessDesc ? `: ${slot.slotBusinessDesc}` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      )}
      {isAdministrator &&
        (connection.enabled ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={`${paths.enabledIntents.href(connection.connectionName)}?add=1`}
            sx={{ justifySelf: 'start' }}
          >
            Add Task
          </Button>
        ) : (
          <Box>
            <Button variant="contained" disabled>
              Add Task
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Set up the connector first: tasks are added to an enabled connector.
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

/** An enabled connector's state in the panel, and what SETUP or EDIT does about it (administrators). */
function panelStateText(connection: Connection, state: CardState, isAdministrator: boolean): string {
  const name = connection.display_name;
  const edit =
    connection.setup === 'faq'
      ? ' EDIT changes its name and image.'
      : connection.setup === 'custom'
        ? ' EDIT changes its address.'
        : ' EDIT links the account again.';
  switch (state) {
    case 'connected':
      return `${name} is ${connection.setup === 'faq' ? 'enabled' : 'connected'}.${isAdministrator ? edit : ''}`;
    case 'expired':
      return `The account link of ${name} has expired or was revoked: its tasks are paused until it is linked again.${isAdministrator ? ' EDIT links it again.' : ''}`;
    default:
      return `${name} is enabled, but its account is not linked yet.${isAdministrator ? ' SETUP links it.' : ' An administrator can link it.'}`;
  }
}

/**
 * The connector side panel (spec 2 §2): name, intent count, SETUP or EDIT (by whether authentication exists),
 * DOCUMENTATION, and the intents with title, description and Enabled/Disabled; an intent opens its details.
 */
export function ConnectorPanel({
  panel,
  isAdministrator,
  alreadyEnabled,
  onSetup,
  onRetry,
  onClose,
}: {
  panel: { connectionName: string; connection: Connection | null; status: LoadStatus } | null;
  isAdministrator: boolean;
  /** Opened from the Available list, but the connector was enabled meanwhile (spec 2 §4). */
  alreadyEnabled: boolean;
  /** SETUP or EDIT: runs in the click (it may open the account-link pop-up). */
  onSetup(connection: Connection): void;
  onRetry(connectionName: string): void;
  onClose(): void;
}) {
  const id = useId();
  const [intentId, setIntentId] = useState<string | null>(null);
  const connection = panel?.connection ?? null;
  const intent = connection?.intents.find((candidate) => candidate.ID === intentId) ?? null;
  const state = connection ? cardState(connection) : 'available';
  const close = () => {
    setIntentId(null);
    onClose();
  };
  return (
    <Drawer
      anchor="right"
      open={panel !== null}
      onClose={close}
      // The modal layer, above the top bar (which sits above drawers for the navigation's sake): the panel's
      // title and close button are never under the bar, and a click on them never reaches the account menu.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': `${id}-title`,
          sx: { width: { xs: '100%', sm: SIDE_PANEL_WIDTH }, maxWidth: '100%' },
        },
      }}
    >
      <Box
        sx={{
          // The paper scrolls: the header stays at its top so that the close button is always at hand.
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 2,
          pl: 3,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          id={`${id}-title`}
          component="h2"
          variant="h5"
          sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}
        >
          {connection?.display_name ?? 'Connector'}
        </Typography>
        <IconButton onClick={close} aria-label="Close the connector panel">
          <Close />
        </IconButton>
      </Box>
      {panel?.status === 'loading' && (
        <Box sx={{ p: 3 }} aria-busy="true" aria-label="Loading the connector">
          <Skeleton width="40%" />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Box>
      )}
      {panel?.status === 'failed' && (
        <LoadError sx={{ m: 3 }} onRetry={() => onRetry(panel.connectionName)}>
          {CONNECTOR_MESSAGES.loadFailed}
        </LoadError>
      )}
      {connection && intent && (
        <IntentDetail
          connection={connection}
          intent={intent}
          isAdministrator={isAdministrator}
          onBack={() => setIntentId(null)}
        />
      )}
      {connection && !intent && (
        <Box sx={{ p: 3, display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Box
              component="img"
              src={connection.image}
              alt=""
              sx={{ width: 56, height: 56, objectFit: 'contain' }}
            />
            <Typography color="text.secondary">{intentCount(connection)}</Typography>
          </Box>
          <Typography>{connection.longDesc}</Typography>
          {alreadyEnabled && <Alert severity="info">{CONNECTOR_MESSAGES.alreadyEnabled}</Alert>}
          {!alreadyEnabled && state !== 'available' && (
            <Alert severity={state === 'connected' ? 'success' : state === 'expired' ? 'warning' : 'info'}>
              {panelStateText(connection, state, isAdministrator)}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {isAdministrator && (
              <Button variant="contained" onClick={() => onSetup(connection)}>
                {connection.auth_exists ? 'EDIT' : 'SETUP'}
              </Button>
            )}
            <Button
              variant="outlined"
              href={connection.documentationUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              DOCUMENTATION
            </Button>
          </Box>
          <List aria-label={`Tasks of ${connection.display_name}`} disablePadding>
            {liveTasks(connection).map((candidate) => (
              <ListItem key={candidate.ID} disablePadding divider>
                <ListItemButton onClick={() => setIntentId(candidate.ID)}>
                  <ListItemText primary={candidate.title} secondary={candidate.desc} />
                  <Chip
                    size="small"
                    sx={{ ml: 1 }}
                    label={candidate.enabled ? 'Enabled' : 'Disabled'}
                    color={candidate.enabled ? 'success' : 'default'}
                    variant="outlined"
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Drawer>
  );
}
