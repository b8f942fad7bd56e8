import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';

import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { selectLinkingConnector } from '../linking/selectors';
import { linkingEnded } from '../linking/slice';

/**
 * When the browser blocked the account-link window: the link to open it by hand. Rendered by every page the
 * linking flow can leave the user on (the Connections page, and the tasks page the flow moves to after 4.5 s),
 * so that it shows where the user is when the link arrives (issue 21 §2.4).
 */
export function AccountLinkFallback() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLinkingConnector);
  const link = current?.linking?.windowBlocked ? current.linking.link : null;
  if (!current || !link) return null;
  return (
    <Alert
      severity="warning"
      onClose={() => dispatch(linkingEnded())}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss the sign-in link' } }}
    >
      Your browser did not let the sign-in window open.{' '}
      <Link href={link} target="_blank" rel="opener">
        Open the {current.displayName ?? 'account'} sign-in page
      </Link>{' '}
      to link your account.
    </Alert>
  );
}
