import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { DemoTabProps } from '../../core/module';
import { DEMO_TENANT } from '../../seed';

import { catalogueConnector } from './catalogue';
import { revokeAccountLink, setNextBuildOutcome } from './test-support';

type Outcome = 'succeed' | 'fail' | 'warn';

/**
 * The demo organisation's connectors: revoke an account link (the card shows Reconnect at the next check, its
 * tasks pause) and choose how the next bot build ends.
 */
export function ConnectorsTab({ context, onChange }: DemoTabProps) {
  const [, redraw] = useState(0);
  const state = context.db.state.connections;
  const linked = state.connections.filter(
    (record) =>
      record.tenant === DEMO_TENANT &&
      record.auth_exists &&
      record.health === 'ok' &&
      catalogueConnector(record.connectionName)?.setup !== 'faq',
  );
  const build = state.builds.find((candidate) => candidate.tenant === DEMO_TENANT);
  const outcome: Outcome =
    build?.nextOutcome === 'fail' ? 'fail' : build?.nextOutcome === 'warn' ? 'warn' : 'succeed';
  const changed = () => {
    redraw((count) => count + 1);
    onChange?.();
  };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="subtitle2" component="h3">
          Account links of the demo organisation
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Revoking one is what happens when a token expires or the account owner withdraws access.
        </Typography>
        {linked.length === 0 && <Typography variant="body2">No linked account.</Typography>}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {linked.map((record) => {
            const name = catalogueConnector(record.connectionName)?.display_name ?? record.connectionName;
            return (
              <Button
                key={record.connectionName}
                size="small"
                variant="outlined"
                onClick={() => {
                  revokeAccountLink(context, DEMO_TENANT, record.connectionName);
                  changed();
                }}
              >
                Revoke the account link of {name}
              </Button>
            );
          })}
        </Box>
      </Box>
      <TextField
        select
        size="small"
        label="Next bot build"
        value={outcome}
        sx={{ maxWidth: 320 }}
        onChange={(event) => {
          const value = event.target.value as Outcome;
          setNextBuildOutcome(context, DEMO_TENANT, value === 'succeed' ? null : value);
          changed();
        }}
      >
        <MenuItem value="succeed">Succeeds (or fails on a task without examples)</MenuItem>
        <MenuItem value="fail">Fails (service error)</MenuItem>
        <MenuItem value="warn">Succeeds with a warning</MenuItem>
      </TextField>
    </Box>
  );
}
