import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import type { Connection } from '@/contracts/connections';

import { isConfigurable, taskCount } from '../wording';

export interface ConnectorCardActions {
  onOpen(connection: Connection): void;
  onDetails(connection: Connection): void;
  onConfig(connection: Connection): void;
  onEmbed(connection: Connection): void;
  onDisable(connection: Connection): void;
  /** Reconnect: the click handler opens the pop-up first. */
  onReconnect(connection: Connection): void;
}

/**
 * A connector's card (spec 2 §2): Connected / Not Connected, its task count, green on top and disabled once
 * connected; administrators get the menu (Config, Embed, Disable) and, for a lapsed account link, Reconnect.
 */
export function ConnectorCard({
  connection,
  isAdministrator,
  busy,
  disableBlocked,
  actions,
}: {
  connection: Connection;
  isAdministrator: boolean;
  /** Being enabled or linked right now. */
  busy: boolean;
  /** A build runs: Disable waits (spec 3 §4). */
  disableBlocked: boolean;
  actions: ConnectorCardActions;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The FAQ connectors link no account: enabled is connected.
  const connected = connection.enabled && (connection.auth_exists || connection.setup === 'faq');
  const needsReconnect = connection.enabled && connection.health === 'reconnect';
  const state = connection.enabled ? (connected ? 'Connected' : 'Not Connected') : null;
  const close = () => setAnchor(null);
  const heading = (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
      <Box
        component="img"
        src={connection.image}
        alt=""
        sx={{ width: 40, height: 40, flexShrink: 0, objectFit: 'contain' }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {connection.display_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {taskCount(connection)}
        </Typography>
      </Box>
    </Box>
  );
  return (
    <Card
      variant="outlined"
      component="li"
      aria-label={connection.display_name}
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        borderTop: connected ? 4 : 1,
        borderTopColor: connected ? 'success.main' : 'divider',
        opacity: busy ? 0.7 : 1,
      }}
    >
      {connection.enabled ? (
        // Connected cards are "disabled" (spec 2 §2): no click-through; details and tasks are explicit.
        <CardContent sx={{ flexGrow: 1, pb: 1 }}>{heading}</CardContent>
      ) : (
        <CardActionArea
          onClick={() => actions.onOpen(connection)}
          disabled={busy}
          aria-label={`Open ${connection.display_name}`}
          sx={{ flexGrow: 1 }}
        >
          <CardContent sx={{ pb: 1 }}>
            {heading}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {connection.shortDesc}
            </Typography>
          </CardContent>
        </CardActionArea>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pb: 1.5, flexWrap: 'wrap' }}>
        {busy && <CircularProgress size={18} aria-label={`Setting up ${connection.display_name}`} />}
        {state && !needsReconnect && (
          <Chip size="small" label={state} color={connected ? 'success' : 'default'} variant="outlined" />
        )}
        {needsReconnect && (
          <Chip size="small" label="Account link expired" color="warning" variant="outlined" />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {needsReconnect && isAdministrator && (
          <Button
            size="small"
            variant="contained"
            color="warning"
            onClick={() => actions.onReconnect(connection)}
          >
            Reconnect
          </Button>
        )}
        {connection.enabled && (
          <>
            <Button
              size="small"
              component={RouterLink}
              to={paths.enabledIntents.href(connection.connectionName)}
            >
              Tasks
            </Button>
            <Button size="small" onClick={() => actions.onDetails(connection)}>
              Details
            </Button>
          </>
        )}
        {connection.enabled && isAdministrator && (
          <>
            <IconButton
              size="small"
              aria-label={`Actions for ${connection.display_name}`}
              aria-haspopup="menu"
              aria-controls={anchor ? menuId : undefined}
              aria-expanded={anchor ? 'true' : undefined}
              onClick={(event) => setAnchor(event.currentTarget)}
            >
              <MoreVert fontSize="small" />
            </IconButton>
            <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
              <MenuItem
                disabled={!isConfigurable(connection)}
                onClick={() => {
                  close();
                  actions.onConfig(connection);
                }}
              >
                Config
              </MenuItem>
              <MenuItem
                onClick={() => {
                  close();
                  actions.onEmbed(connection);
                }}
              >
                Embed
              </MenuItem>
              <MenuItem
                disabled={disableBlocked}
                onClick={() => {
                  close();
                  actions.onDisable(connection);
                }}
              >
                <ListItemText
                  primary="Disable"
                  secondary={disableBlocked ? 'Unavailable while the assistant is being built' : undefined}
                />
              </MenuItem>
            </Menu>
          </>
        )}
      </Box>
    </Card>
  );
}
