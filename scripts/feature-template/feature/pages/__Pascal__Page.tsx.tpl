import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type SyntheticEvent, useEffect, useState } from 'react';

import { PageSpinner } from '@/components/feedback/PageSpinner';
import { selectIsAdministrator } from '@/features/auth';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { __camel__Feature } from '..';
import { __CONSTANT___MESSAGES } from '../sagas';
import { select__Pascal__ } from '../selectors';
import {
  __camel__ItemSubmitted,
  __camel__PageClosed,
  __camel__PageOpened,
  __camel__Requested,
} from '../slice';

/** Registered by the route before the page renders. */
export const features = [__camel__Feature];

/** __path__: the tenant's __title__. */
export default function __Pascal__Page() {
  const dispatch = useAppDispatch();
  const { items, status, creating } = useAppSelector(select__Pascal__);
  const isAdministrator = useAppSelector(selectIsAdministrator);
  const [name, setName] = useState('');

  useEffect(() => {
    dispatch(__camel__PageOpened());
    return () => {
      dispatch(__camel__PageClosed());
    };
  }, [dispatch]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    dispatch(__camel__ItemSubmitted({ name: trimmed }));
    setName('');
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        __title__
      </Typography>
      {isAdministrator && (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            label="Name"
            size="small"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button type="submit" variant="contained" disabled={creating || !name.trim()}>
            Add
          </Button>
        </Box>
      )}
      {status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(__camel__Requested())}>
              Retry
            </Button>
          }
        >
          {__CONSTANT___MESSAGES.loadFailed}
        </Alert>
      ) : status !== 'succeeded' ? (
        <PageSpinner />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">Nothing here yet.</Typography>
      ) : (
        <Paper>
          <List aria-label="__title__">
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
