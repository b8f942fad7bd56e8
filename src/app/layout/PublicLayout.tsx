import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { PageSpinner } from '@/components/feedback/PageSpinner';
import { Footer } from '@/components/layout/Footer';
import { useTenant } from '@/config/tenant-context';

/** Sign-in, sign-up, password recovery and not-found: no navigation, the tenant's footer. */
export function PublicLayout() {
  const { config } = useTenant();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ flexGrow: 1, display: 'flex' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer
        owner={config.organisationName}
        privacyPolicyUrl={config.links.privacyPolicy}
        termsUrl={config.links.terms}
      />
    </Box>
  );
}
