import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import type { BotStatus } from '@/contracts/connections';

/**
 * The bot environment's status area (spec 3 §2 "Bot environment status"): building, a failed build (naming the
 * task that broke it, with a link to it), or a build with warnings. A ready environment needs no banner.
 */
export function BotStatusBanner({
  status,
  product,
  canBuild,
}: {
  status: BotStatus | null;
  product: string;
  /** The user has BUILD {product} (administrators, where the app type has it): only then is it pointed to. */
  canBuild: boolean;
}) {
  if (!status) return null;
  if (status.status === 'BUILDING') {
    return (
      <Alert severity="info" role="status">
        Your {product} environment is being built. Please wait few minutes...
      </Alert>
    );
  }
  if (status.status === 'FAILED') {
    const task = status.failedTask;
    return (
      <Alert severity="error">
        The last build failed{status.message ? `: ${status.message}` : '.'}{' '}
        {task && (
          <Link
            component={RouterLink}
            to={`${paths.enabledIntents.href(task.connectionName)}?task=${encodeURIComponent(task.intentId)}`}
          >
            Open the task “{task.title}”
          </Link>
        )}{' '}
        {canBuild
          ? `Fix it, then click BUILD ${product}.`
          : 'An administrator of your organisation can fix it and build the assistant again.'}
      </Alert>
    );
  }
  if (status.status === 'WARNING') return <Alert severity="warning">{status.message}</Alert>;
  if (status.status === 'NOT_BUILT') {
    return (
      <Alert severity="info">
        Your assistant has not been built yet.
        {canBuild ? ` Click BUILD ${product} to build it.` : ''}
      </Alert>
    );
  }
  return null;
}
