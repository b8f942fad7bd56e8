import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type SyntheticEvent, useState } from 'react';

import { PageSpinner } from '@/components/feedback/PageSpinner';
import { TextInput } from '@/components/form/TextInput';
import { LoadError } from '@/components/page/LoadError';
import { selectIsAdministrator } from '@/features/auth';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { ACTION_BUTTONS_MESSAGES } from '../messages';
import { selectActionButtons } from '../selectors';
import { actionButtonsItemSubmitted, actionButtonsRequested } from '../slice';

/** The organisation's items, and the form an administrator adds one with. */
export function ActionButtonsItems() {
  const dispatch = useAppDispatch();
  const { items, status, creating } = useAppSelector(selectActionButtons);
  const isAdministrator = useAppSelector(selectIsAdministrator);
  const [name, setName] = useState('');

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    dispatch(actionButtonsItemSubmitted({ name: trimmed }));
    setName('');
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      {isAdministrator && (
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <TextInput
            id="action-buttons-new-item"
            label="Name"
            size="small"
            margin="none"
            fullWidth={false}
            value={name}
            onChange={(event) => setName(event.target.value)}
            inputProps={{ maxLength: 200 }}
          />
          <Button type="submit" variant="contained" disabled={creating || !name.trim()}>
            Add
          </Button>
        </Box>
      )}
      {status === 'failed' ? (
        <LoadError onRetry={() => dispatch(actionButtonsRequested())}>
          {ACTION_BUTTONS_MESSAGES.loadFailed}
        </LoadError>
      ) : status !== 'succeeded' ? (
        <PageSpinner />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{ACTION_BUTTONS_MESSAGES.empty}</Typography>
      ) : (
        <Paper>
          <List aria-label="Action Buttons">
            {items.map((item) => (
              <ListItem key={item.id} divider>
                <ListItemText primary={item.name} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
