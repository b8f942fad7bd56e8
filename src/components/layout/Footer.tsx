import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** Copyright line with the privacy policy and terms of service links (spec 1 §2). */
export function Footer({
  owner,
  privacyPolicyUrl,
  termsUrl,
}: {
  owner: string;
  privacyPolicyUrl: string;
  termsUrl: string;
}) {
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'center',
        py: 2,
        px: 2,
        color: 'text.secondary',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2">
        © {new Date().getFullYear()} {owner}. All rights reserved.
      </Typography>
      <Link href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer" variant="body2">
        Privacy Policy
      </Link>
      <Link href={termsUrl} target="_blank" rel="noopener noreferrer" variant="body2">
        Terms of Service
      </Link>
    </Box>
  );
}
