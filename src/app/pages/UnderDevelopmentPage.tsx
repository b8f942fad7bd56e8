import Button from '@mui/material/Button';
import { Link as RouterLink, useMatches } from 'react-router';

import { MessagePage } from '@/components/feedback/MessagePage';
import { homePath } from '@/config/app-types';
import { useTenant } from '@/config/tenant-context';

import type { RouteHandle } from '../route-handle';

/** Shown by every route whose feature has not been built yet, so that no route is ever blank. */
export default function UnderDevelopmentPage() {
  const { config } = useTenant();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const title = handle && handle.title !== 'Under Development' ? handle.title : 'This page';
  return (
    <MessagePage
      landmark={false}
      title="Under development"
      actions={
        <Button component={RouterLink} to={homePath(config.appType)} variant="contained">
          Back to home
        </Button>
      }
    >
      <p>{title} is being built and will be available in a coming release.</p>
    </MessagePage>
  );
}
