import Box from '@mui/material/Box';
import { useEffect } from 'react';

import { PageHeader } from '@/components/page/PageHeader';
import { useAppDispatch } from '@/lib/redux/hooks';

import { utteranceTrainingFeature } from '..';
import { UtteranceTrainingItems } from '../components/UtteranceTrainingItems';
import { utteranceTrainingPageClosed, utteranceTrainingPageOpened } from '../slice';

/** Registered by the route before the page renders. */
export const features = [utteranceTrainingFeature];

/** /utterance-training: the tenant's Utterance Training. */
export default function UtteranceTrainingPage() {
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(utteranceTrainingPageOpened({}));
    return () => {
      dispatch(utteranceTrainingPageClosed());
    };
  }, [dispatch]);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader title="Utterance Training" />
      <UtteranceTrainingItems />
    </Box>
  );
}
