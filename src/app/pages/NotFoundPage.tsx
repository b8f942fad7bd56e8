import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

import { MessagePage } from '@/components/feedback/MessagePage';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  return (
    <MessagePage
      title="Page not found"
      actions={
        <Button component={RouterLink} to={paths.signIn.href()} variant="contained">
          Go to sign in
        </Button>
      }
    >
      <p>
        The page you asked for does not exist or has moved. Check the address, or start again from sign in.
      </p>
    </MessagePage>
  );
}
