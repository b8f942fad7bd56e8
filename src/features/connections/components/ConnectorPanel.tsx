import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
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

import { paths } from '@/config/paths';
import type { Connection, ConnectionIntent } from '@/contracts/connections';
import type { LoadStatus } from '@/lib/redux/request-actions';

import { CONNECTOR_MESSAGES } from '../messages';
import { intentCount, liveTasks } from '../wording';

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
        <IconButton onClick={onBack} aria-label="Back to the intents">
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
                  <b>{slot.name}</b> ({slot.type}){slot.slotBusinessDesc ? `: ${slot.slotBusinessDesc}` : ''}
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

/**
 * The connector side panel (spec 2 §2): name, intent count, SETUP or EDIT (by whether authentication exists),
 * DOCUMENTATION, and the intents with title, description and Enabled/Disabled; an intent opens its details.
 */
export function ConnectorPanel({
  panel,
  isAdministrator,
  onSetup,
  onRetry,
  onClose,
}: {
  panel: { connectionName: string; connection: Connection | null; status: LoadStatus } | null;
  isAdministrator: boolean;
  /** SETUP or EDIT: runs in the click (it may open the account-link pop-up). */
  onSetup(connection: Connection): void;
  onRetry(connectionName: string): void;
  onClose(): void;
}) {
  const id = useId();
  const [intentId, setIntentId] = useState<string | null>(null);
  const connection = panel?.connection ?? null;
  const intent = connection?.intents.find((candidate) => candidate.ID === intentId) ?? null;
  const close = () => {
    setIntentId(null);
    onClose();
  };
  return (
    <Drawer
      anchor="right"
      open={panel !== null}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': `${id}-title`,
          sx: { width: { xs: '100%', sm: SIDE_PANEL_WIDTH }, maxWidth: '100%' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, pl: 3 }}>
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
      <Divider />
      {panel?.status === 'loading' && (
        <Box sx={{ p: 3 }} aria-busy="true" aria-label="Loading the connector">
          <Skeleton width="40%" />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Box>
      )}
      {panel?.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ m: 3 }}
          action={
            <Button color="inherit" onClick={() => onRetry(panel.connectionName)}>
              Retry
            </Button>
          }
        >
          {CONNECTOR_MESSAGES.loadFailed}
        </Alert>
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
          {connection.enabled && <Alert severity="info">{CONNECTOR_MESSAGES.alreadyEnabled}</Alert>}
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
          <List aria-label={`Intents of ${connection.display_name}`} disablePadding>
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
