import CodeIcon from '@mui/icons-material/Code';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect } from 'react';

import { SnippetDialog } from '@/components/feedback/SnippetDialog';
import { LoadError } from '@/components/page/LoadError';
import { PageHeader } from '@/components/page/PageHeader';
import { TabbedPage } from '@/components/page/TabbedPage';
import { useTenant } from '@/config/tenant-context';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { websiteAssistantFeature } from '..';
import { BehaviorTab } from '../components/BehaviorTab';
import { ColoursTab } from '../components/ColoursTab';
import { CuesTab } from '../components/CuesTab';
import {
  WEBSITE_ASSISTANT_LABELS as LABELS,
  WEBSITE_ASSISTANT_MESSAGES as MESSAGES,
  WEBSITE_ASSISTANT_TEXTS as TEXTS,
} from '../messages';
import { selectWebsiteAssistant } from '../selectors';
import {
  embedClosed,
  embedRequested,
  settingsRequested,
  websiteAssistantPageClosed,
  websiteAssistantPageOpened,
} from '../slice';

/** The demo's sample customer website (public/embed-demo/index.html). */
const SAMPLE_SITE_PATH = '/embed-demo/';

/** Registered by the route before the page renders. */
export const features = [websiteAssistantFeature];

/**
 * /website-assistant (spec 3 §2, any member): the public chatbot's settings in tabs, and the embed icon beside
 * them. The in-portal chat widget is hidden here (the chat feature's launcher placement).
 */
export default function WebsiteAssistantPage() {
  const dispatch = useAppDispatch();
  const { settings, status, embed } = useAppSelector(selectWebsiteAssistant);
  const { emulated } = useTenant();

  useEffect(() => {
    dispatch(websiteAssistantPageOpened());
    return () => {
      dispatch(websiteAssistantPageClosed());
    };
  }, [dispatch]);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader
        title={LABELS.pageTitle}
        actions={
          settings && (
            <Tooltip title={TEXTS.embed}>
              <IconButton aria-label={TEXTS.embed} onClick={() => dispatch(embedRequested())}>
                <CodeIcon />
              </IconButton>
            </Tooltip>
          )
        }
      />
      {status === 'failed' && !settings ? (
        <LoadError onRetry={() => dispatch(settingsRequested())}>{MESSAGES.loadFailed}</LoadError>
      ) : !settings ? (
        <Skeleton variant="rectangular" height={320} role="progressbar" aria-label={TEXTS.loading} />
      ) : (
        <TabbedPage
          label={TEXTS.tabsLabel}
          tabs={[
            { id: 'behavior', label: LABELS.tabs.behavior, content: <BehaviorTab settings={settings} /> },
            { id: 'colors', label: LABELS.tabs.colors, content: <ColoursTab settings={settings} /> },
            { id: 'cues', label: LABELS.tabs.cues, content: <CuesTab /> },
          ]}
        />
      )}
      {embed && (
        <SnippetDialog
          snippet={{
            status: embed,
            data: embed === 'succeeded' && settings ? { GUID: settings.GUID } : null,
          }}
          title={TEXTS.embedTitle}
          preparing={TEXTS.embedPreparing}
          failed={TEXTS.embedFailed}
          intro={TEXTS.embedIntro}
          // The demo serves a sample customer site with the demo bot's snippet (public/embed-demo).
          {...(emulated && { sample: { href: SAMPLE_SITE_PATH, label: TEXTS.sampleSite } })}
          onRetry={() => dispatch(embedRequested())}
          onClose={() => dispatch(embedClosed())}
        />
      )}
    </Box>
  );
}
