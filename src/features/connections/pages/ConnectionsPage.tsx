import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { SnippetDialog } from '@/components/feedback/SnippetDialog';
import { LoadError } from '@/components/page/LoadError';
import { PageHeader } from '@/components/page/PageHeader';
import { hasBuildButton } from '@/config/app-types';
import { useTenant } from '@/config/tenant-context';
import type { Connection } from '@/contracts/connections';
import { selectIsAdministrator } from '@/features/auth';
import { openLinkWindow } from '@/lib/account-link';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { connectionsFeature } from '..';
import { botBuildRequested, selectBot, selectBotBuildRunning } from '../bot/slice';
import { selectConnections, selectVisibleConnections } from '../catalogue/selectors';
import {
  connectionsPageClosed,
  connectionsRequested,
  disableAsked,
  disableCancelled,
  disableConfirmed,
  panelClosed,
  panelOpened,
  redirectFollowed,
  searchChanged,
  setupClosed,
  setupOpened,
  setupSubmitted,
  type SetupValues,
  snippetClosed,
  snippetRequested,
} from '../catalogue/slice';
import { AccountLinkFallback } from '../components/AccountLinkFallback';
import { BotStatusBanner } from '../components/BotStatusBanner';
import { ConnectorCard, type ConnectorCardActions } from '../components/ConnectorCard';
import { ConnectorPanel } from '../components/ConnectorPanel';
import { ConnectorSection } from '../components/ConnectorSection';
import { DetailsDialog } from '../components/DetailsDialog';
import { SetupDialog } from '../components/SetupDialog';
import { accountLinkRequested, connectionsPageOpened } from '../events';
import { selectLinking } from '../linking/selectors';
import { CONNECTOR_MESSAGES } from '../messages';

export const features = [connectionsFeature];

/** /manage-connections (spec 2 §2 "Connections page"). */
export default function ConnectionsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { config } = useTenant();
  const state = useAppSelector(selectConnections);
  const linking = useAppSelector(selectLinking);
  const { enabled, available } = useAppSelector(selectVisibleConnections);
  const bot = useAppSelector(selectBot);
  const buildRunning = useAppSelector(selectBotBuildRunning);
  const isAdministrator = useAppSelector(selectIsAdministrator);
  const [details, setDetails] = useState<Connection | null>(null);
  const product = config.productName;
  const canBuild = isAdministrator && hasBuildButton(config.appType);

  useEffect(() => {
    dispatch(connectionsPageOpened());
    return () => {
      dispatch(connectionsPageClosed());
    };
  }, [dispatch]);

  useEffect(() => {
    if (!state.redirectTo) return;
    const target = state.redirectTo;
    dispatch(redirectFollowed());
    void navigate(target);
  }, [state.redirectTo, dispatch, navigate]);

  const all = [...state.enabled, ...state.common];
  const setupConnection =
    state.setup &&
    (all.find((candidate) => candidate.connectionName === state.setup?.connectionName) ?? null);
  const disabling =
    state.disabling && all.find((candidate) => candidate.connectionName === state.disabling?.connectionName);

  /** Account linking: the pop-up opens now, in the click, and gets its address when the link arrives. */
  const linkAccount = (connection: Connection) => {
    openLinkWindow(connection.connectionName, connection.display_name);
    dispatch(accountLinkRequested({ connectionName: connection.connectionName }));
  };

  const cardActions: ConnectorCardActions = {
    onOpen: (connection) => dispatch(panelOpened({ connectionName: connection.connectionName })),
    onDetails: setDetails,
    onConfig: (connection) => dispatch(setupOpened({ connectionName: connection.connectionName })),
    onEmbed: (connection) => dispatch(snippetRequested({ connectionName: connection.connectionName })),
    onDisable: (connection) => dispatch(disableAsked({ connectionName: connection.connectionName })),
    onLink: linkAccount,
  };

  const onSetup = (connection: Connection) => {
    // An enabled connection without an account link, or whose link lapsed, and EDIT of a connector that has
    // nothing but its link: link it. Otherwise the setup dialog (a new connector, a custom connector's address,
    // an FAQ connector's name and image).
    if (
      connection.enabled &&
      connection.setup !== 'faq' &&
      (!connection.auth_exists || connection.health === 'reconnect' || connection.setup === 'oauth')
    ) {
      dispatch(panelClosed());
      linkAccount(connection);
      return;
    }
    dispatch(panelClosed());
    dispatch(setupOpened({ connectionName: connection.connectionName }));
  };

  const onConnect = (connection: Connection, values: SetupValues) => {
    // Enabling a connector that links an account: the pop-up must open in this click (no blocker stops it).
    if (!connection.enabled && connection.setup !== 'faq')
      openLinkWindow(connection.connectionName, connection.display_name);
    dispatch(setupSubmitted({ connectionName: connection.connectionName, values }));
  };

  const busyName = linking?.connectionName;
  const card = (connection: Connection) => (
    <ConnectorCard
      key={connection.connectionName}
      connection={connection}
      isAdministrator={isAdministrator}
      busy={busyName === connection.connectionName}
      disableBlocked={buildRunning}
      actions={cardActions}
    />
  );

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader
        title="Connections"
        actions={
          canBuild && (
            <Button
              variant="contained"
              disabled={bot.botBuildTriggered}
              onClick={() => dispatch(botBuildRequested())}
            >
              BUILD {product}
            </Button>
          )
        }
      />
      <BotStatusBanner status={bot.botStatus} product={product} canBuild={canBuild} />
      <AccountLinkFallback />
      <TextField
        placeholder="Search Connections"
        value={state.search}
        onChange={(event) => dispatch(searchChanged(event.target.value))}
        slotProps={{
          htmlInput: { 'aria-label': 'Search Connections' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
        sx={{ maxWidth: 480 }}
      />
      {state.status === 'failed' && (
        <LoadError onRetry={() => dispatch(connectionsRequested())}>
          {CONNECTOR_MESSAGES.listFailed}
        </LoadError>
      )}
      {(state.status === 'loading' || state.status === 'idle') && all.length === 0 ? (
        <Box aria-busy="true" aria-label="Loading connections">
          <Skeleton height={64} />
          <Skeleton height={160} />
          <Skeleton height={160} />
        </Box>
      ) : (
        state.status !== 'failed' && (
          <>
            <ConnectorSection title="Enabled Connectors" count={enabled.length}>
              {enabled.map(card)}
            </ConnectorSection>
            <ConnectorSection title="Available Connectors" count={available.length}>
              {available.map(card)}
            </ConnectorSection>
          </>
        )
      )}
      <ConnectorPanel
        panel={state.panel}
        isAdministrator={isAdministrator}
        alreadyEnabled={
          Boolean(state.panel?.connection?.enabled) &&
          state.common.some((candidate) => candidate.connectionName === state.panel?.connectionName)
        }
        onSetup={onSetup}
        onRetry={(connectionName) => dispatch(panelOpened({ connectionName }))}
        onClose={() => dispatch(panelClosed())}
      />
      {setupConnection && state.setup && (
        <SetupDialog
          key={setupConnection.connectionName}
          connection={setupConnection}
          fallbackIntent={state.fallbackIntent}
          submitting={state.setup.submitting}
          serverErrors={state.setup.serverErrors}
          onConnect={(values) => onConnect(setupConnection, values)}
          onClose={() => dispatch(setupClosed())}
        />
      )}
      {state.snippet && (
        <SnippetDialog
          snippet={state.snippet}
          title="Embed the chatbot"
          preparing="Generating the snippet"
          failed="The embed snippet could not be generated."
          intro="Paste this into the pages of your website where the chatbot should appear."
          onRetry={() => dispatch(snippetRequested({ connectionName: state.snippet?.connectionName ?? '' }))}
          onClose={() => dispatch(snippetClosed())}
        />
      )}
      {details && <DetailsDialog connection={details} onClose={() => setDetails(null)} />}
      <ConfirmDialog
        open={Boolean(disabling)}
        title={`Disable ${disabling ? disabling.display_name : 'connector'}?`}
        text="The connector and all its tasks are removed from your assistant. You can enable it again later."
        confirmLabel="Disable"
        onConfirm={() => dispatch(disableConfirmed())}
        onCancel={() => dispatch(disableCancelled())}
      />
    </Box>
  );
}
