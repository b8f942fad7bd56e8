import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
__useParamsImport__

import { PageHeader } from '@/components/page/PageHeader';

import { __featureExport__ } from '..';
import { __PAGE_CONSTANT___MESSAGES } from '../messages';

/** Registered by the route before the page renders. */
export const features = [__featureExport__];

/** __path__: __title__ (a new page of the __name__ feature). */
export default function __Page__() {
  __paramsRead__
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader title="__title__" __subtitle__ />
      <Typography>{__PAGE_CONSTANT___MESSAGES.intro}</Typography>
    </Box>
  );
}
