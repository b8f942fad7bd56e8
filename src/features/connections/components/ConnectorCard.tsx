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

import { cardState, isConfigurable, taskCount } from '../wording';

export interface ConnectorCardActions {
  onOpen(connection: Connection): void;
  onDetails(connection: Connection): void;
  onConfig(connection: Connection): void;
  onEmbed(connection: Connection): void;
  onDisable(connection: Connection): void;
  /** Connect (not linked yet) or Reconnect (the link lapsed): the click handler opens the pop-up first. */
  onLink(connection: Connection): void;
}

/** The top border: green once connected, amber when the account link lapsed (spec 2 §2, issue 21 §2.5). */
const TOP_BORDER = {
  connected: { borderTop: 4, borderTopColor: 'success.main' },
  expired: { borderTop: 4, borderTopColor: 'warning.main' },
  other: { borderTop: 1, borderTopColor: 'divider' },
} as const;

/**
 * A connector's card (spec 2 §2): Connected / Not Connected, its task count, green on top once connected, amber
 * when the account link lapsed. Every card opens the side panel. Administrators get the menu (Config, Embed,
 * Disable), Connect for an enabled connector whose account is not linked, and Reconnect for a lapsed link.
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
  const state = cardState(connection);
  const close = () => setAnchor(null);
  return (
    <Card
      variant="outlined"
      component="li"
      aria-label={connection.display_name}
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        ...(state === 'connected'
          ? TOP_BORDER.connected
          : state === 'expired'
            ? TOP_BORDER.expired
            : TOP_BORDER.other),
        opacity: busy ? 0.7 : 1,
      }}
    >
      <CardActionArea
        onClick={() => actions.onOpen(connection)}
        disabled={busy}
        aria-label={`Open ${connection.display_name}`}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CardContent sx={{ pb: 1, flexGrow: 1 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
            <Box
              component="img"
              src={connection.image}
              alt=""
              sx={{ width: 40, height: 40, flexShrink: 0, objectFit: 'contain' }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                component="h3"
                variant="subtitle1"
                sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
              >
                {connection.display_name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {taskCount(connection)}
              </Typography>
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {connection.shortDesc}
          </Typography>
        </CardContent>
      </CardActionArea>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pb: 1.5, flexWrap: 'wrap' }}>
        {busy && <CircularProgress size={18} aria-label={`Setting up ${connection.display_name}`} />}
        {state === 'connected' && <Chip size="small" label="Connected" color="success" variant="outlined" />}
        {state === 'notLinked' && <Chip size="small" label="Not Connected" variant="outlined" />}
        {state === 'expired' && (
          <Chip size="small" label="Account link expired" color="warning" variant="outlined" />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {isAdministrator && (state === 'notLinked' || state === 'expired') && (
          <Button
            size="small"
            variant="contained"
            color={state === 'expired' ? 'warning' : 'primary'}
            disabled={busy}
            onClick={() => actions.onLink(connection)}
          >
            {state === 'expired' ? 'Reconnect' : 'Connect'}
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
