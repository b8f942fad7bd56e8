import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';

import { MessagePage } from '@/components/feedback/MessagePage';
import { createTenantTheme } from '@/components/theme/theme';
import type { TenantResolution } from '@/config/tenant';

const neutralTheme = createTenantTheme({ primary: '#003767', secondary: '#F78E1E', fontFamily: 'Ubuntu' });

/** Shown instead of the portal when the host names no organisation we know, or its config is broken. */
export function TenantProblemPage({ problem }: { problem: Exclude<TenantResolution, { kind: 'ok' }> }) {
  return (
    <ThemeProvider theme={neutralTheme}>
      <CssBaseline />
      {problem.kind === 'unknown' ? (
        <MessagePage title="Unknown organisation">
          <p>
            There is no organisation at <strong>{problem.tenantId || window.location.hostname}</strong>. Check
            the address you were given, or ask your administrator for your organisation's portal link.
          </p>
        </MessagePage>
      ) : (
        <MessagePage title="This portal is not configured correctly">
          <p>
            The configuration of <strong>{problem.tenantId}</strong> has {problem.errors.length}{' '}
            {problem.errors.length === 1 ? 'problem' : 'problems'}:
          </p>
          <ul aria-label="Configuration problems">
            {problem.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </MessagePage>
      )}
    </ThemeProvider>
  );
}
