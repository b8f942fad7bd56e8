import GraphicEqOutlined from '@mui/icons-material/GraphicEqOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The side banner of the sign-in area (spec 1 §2). */
export function SignInBanner({ productName }: { productName: string }) {
  return (
    <Box
      component="aside"
      aria-label={`About ${productName}`}
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        p: { xs: 4, md: 6 },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <GraphicEqOutlined sx={{ fontSize: 56, color: 'secondary.main' }} aria-hidden />
      <Typography variant="h4" component="p" sx={{ fontWeight: 500 }}>
        Speech recognition and language understanding for enterprises
      </Typography>
      <Typography variant="body1" sx={{ opacity: 0.9 }}>
        {productName} lets your people reach the work systems they use every day by asking in plain English,
        by voice or in chat.
      </Typography>
    </Box>
  );
}
