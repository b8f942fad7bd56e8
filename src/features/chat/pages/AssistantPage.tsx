import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';

import { PageHeader } from '@/components/page/PageHeader';
import { useTenant } from '@/config/tenant-context';
import { useAppDispatch } from '@/lib/redux/hooks';

import { chatFeature } from '..';
import { ChatPanel } from '../components/ChatPanel';
import { assistantPageClosed, assistantPageOpened } from '../slice';
import { ListeningIndicator } from '../voice/components/ListeningIndicator';

const TITLE_ID = 'assistant-chat-title';

/** /assistant: the chat embedded in the page; the shell hides the launcher here (spec 1 §2). */
/** Registered by the route before the page renders (the signed-in shell registers it too). */
export const features = [chatFeature];

export default function AssistantPage() {
  const dispatch = useAppDispatch();
  const { config } = useTenant();
  useEffect(() => {
    dispatch(assistantPageOpened());
    return () => {
      dispatch(assistantPageClosed());
    };
  }, [dispatch]);

  return (
    <>
      <Box sx={{ mb: 1.5 }}>
        <PageHeader title="Assistant" />
      </Box>
      <Paper
        role="region"
        aria-labelledby={TITLE_ID}
        variant="outlined"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          height: 'calc(100vh - 260px)',
          minHeight: 420,
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            display: 'flex',
            gap: 2,
            alignItems: 'center',
          }}
        >
          <Typography id={TITLE_ID} component="h2" variant="subtitle1" sx={{ flexGrow: 1 }}>
            Chat with {config.organisationName}
          </Typography>
          <ListeningIndicator />
        </Box>
        <ChatPanel />
      </Paper>
    </>
  );
}
