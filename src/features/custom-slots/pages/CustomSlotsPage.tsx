import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useEffect, useState } from 'react';

import { LoadError } from '@/components/page/LoadError';
import { PageHeader } from '@/components/page/PageHeader';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { customSlotsFeature } from '..';
import { SlotTypeList } from '../components/SlotTypeList';
import { SlotValuesTable } from '../components/SlotValuesTable';
import { SynonymsPanel } from '../components/SynonymsPanel';
import { CUSTOM_SLOTS_MESSAGES as MESSAGES, CUSTOM_SLOTS_TEXT as TEXT } from '../messages';
import { selectCustomSlots } from '../selectors';
import { customSlotsPageClosed, customSlotsPageOpened, customSlotsRequested } from '../slice';

/** Registered by the route before the page renders. */
export const features = [customSlotsFeature];

/** On a phone the three columns are steps, one at a time, each with a way back. */
type Step = 'types' | 'values' | 'synonyms';

const Column = ({ children }: { children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
    {children}
  </Paper>
);

/** /custom-slots: the skill's custom slot types, their values and the values' synonyms (spec 3 §2). */
export default function CustomSlotsPage() {
  const dispatch = useAppDispatch();
  const { status, pending } = useAppSelector(selectCustomSlots);
  const stepped = useMediaQuery(useTheme().breakpoints.down('md'));
  const [step, setStep] = useState<Step>('types');

  useEffect(() => {
    dispatch(customSlotsPageOpened());
    return () => {
      dispatch(customSlotsPageClosed());
    };
  }, [dispatch]);

  const back = (to: Step) => (
    <Button startIcon={<ArrowBackIcon />} onClick={() => setStep(to)} sx={{ mb: 1 }}>
      {TEXT.back}
    </Button>
  );
  const types = <SlotTypeList onOpen={() => setStep('values')} />;
  const values = <SlotValuesTable onOpenValue={() => setStep('synonyms')} />;
  const synonyms = <SynonymsPanel />;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <PageHeader
        title="Custom Slot Types"
        actions={pending > 0 ? <CircularProgress size={24} aria-label="Saving" /> : undefined}
      />
      {status === 'failed' ? (
        <LoadError onRetry={() => dispatch(customSlotsRequested())}>{MESSAGES.loadFailed}</LoadError>
      ) : status !== 'succeeded' ? (
        <CircularProgress aria-label="Loading custom slot types" sx={{ justifySelf: 'center' }} />
      ) : stepped ? (
        <Column>
          {step === 'types' && types}
          {step === 'values' && (
            <>
              {back('types')}
              {values}
            </>
          )}
          {step === 'synonyms' && (
            <>
              {back('values')}
              {synonyms}
            </>
          )}
        </Column>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr)',
          }}
        >
          <Column>{types}</Column>
          <Column>{values}</Column>
          <Column>{synonyms}</Column>
        </Box>
      )}
    </Box>
  );
}
