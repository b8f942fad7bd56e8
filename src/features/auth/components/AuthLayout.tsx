import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { useTenant } from '@/config/tenant-context';

import { SignInBanner } from './SignInBanner';

/** The sign-in area's frame: the form card beside the product banner (spec 1 §2 "Sign-in area"). */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { config, logoUrl } = useTenant();
  return (
    <Box
      sx={{
        flexGrow: 1,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        minHeight: '100%',
      }}
    >
      <Box component="main" sx={{ display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, width: '100%', maxWidth: 460 }}>
          {logoUrl && (
            <Box sx={{ bgcolor: 'primary.main', borderRadius: 1, p: 1.5, mb: 3, display: 'inline-flex' }}>
              <Box component="img" src={logoUrl} alt={config.productName} sx={{ height: 32 }} />
            </Box>
          )}
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          {children}
        </Paper>
      </Box>
      <SignInBanner productName={config.productName} />
    </Box>
  );
}
