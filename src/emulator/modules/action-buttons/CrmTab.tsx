import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';

import type { DemoTabProps } from '../../core/module';
import { DEMO_TENANT } from '../../seed';

/**
 * The demo panel's CRM tab: the records the demo organisation's action buttons created in the emulated CRM,
 * newest first, each with every value it was created with (the auto-updated ones included).
 */
export function CrmTab({ context }: DemoTabProps) {
  // Records are appended in place: their count tells React of a change.
  useSyncExternalStore(
    (listener) => context.db.subscribe(listener),
    () => context.db.state.actionButtons.records.length,
  );
  const records = context.db.state.actionButtons.records
    .filter((record) => record.tenant === DEMO_TENANT)
    .toReversed();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        Records in the demo organisation&apos;s CRM
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Submit an action button&apos;s form in the chat (say &ldquo;create an opportunity&rdquo;) and the
        record appears here.
      </Typography>
      {records.length === 0 ? (
        <Typography sx={{ py: 2 }}>No records yet.</Typography>
      ) : (
        <List aria-label="CRM records" dense>
          {records.map((record) => (
            <ListItem key={record.id} divider>
              <ListItemText
                primary={`${record.object} ${record.id}`}
                secondary={
                  <>
                    {Object.entries(record.values).map(([field, value]) => (
                      <Box component="span" key={field} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {field}: {value}
                      </Box>
                    ))}
                    <Box component="span" sx={{ display: 'block' }}>
                      Created {record.createdAt} by {record.createdBy}
                    </Box>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
