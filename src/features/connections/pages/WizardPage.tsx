import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type SyntheticEvent, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { paths } from '@/config/paths';
import type { Connection } from '@/contracts/connections';
import { selectCurrentUser } from '@/features/auth';
import { openLinkWindow } from '@/lib/account-link';
import {
  isAcceptablePhoneNumber,
  normalisePhoneNumber,
  PHONE_NUMBER_INVALID,
  type ProfileValues,
  profileValuesFrom,
} from '@/lib/profile-attributes';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { connectionsFeature, wizardFeature } from '..';
import {
  featuredRequested,
  FINAL_STEP,
  isConnected,
  selectWizard,
  STEP_AREAS,
  WIZARD_STEPS,
  wizardClosed,
  wizardConnectorChosen,
  wizardOpened,
  wizardProfileSubmitted,
  wizardStepChanged,
} from '../wizard-slice';

export const features = [connectionsFeature, wizardFeature];

/** Spec 3 §9: the profile form's validation debounce. */
export const PROFILE_VALIDATION_DELAY_MS = 300;

type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

export function profileErrors(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of ['firstName', 'lastName', 'companyName'] as const) {
    if (!values[field].trim()) errors[field] = 'Required';
  }
  if (values.phoneNumber.trim() && !isAcceptablePhoneNumber(values.phoneNumber))
    errors.phoneNumber = PHONE_NUMBER_INVALID;
  return errors;
}

/** Step 0: the welcome form (spec 3 §5 "Wizard profile form"). */
function ProfileStep() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const { profileSaving, profileError } = useAppSelector(selectWizard);
  const [values, setValues] = useState<ProfileValues>(() => profileValuesFrom(user?.attributes ?? {}));
  const [touched, setTouched] = useState<Partial<Record<keyof ProfileValues, boolean>>>({});
  const [errors, setErrors] = useState<ProfileErrors>({});

  // Validation waits for 300 ms of quiet; errors show for touched fields only.
  useEffect(() => {
    const timer = setTimeout(() => setErrors(profileErrors(values)), PROFILE_VALIDATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values]);

  const field = (name: keyof ProfileValues, label: string, required = false) => (
    <TextField
      label={label}
      required={required}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
      error={Boolean(touched[name] && errors[name])}
      helperText={touched[name] ? errors[name] : undefined}
      fullWidth
      slotProps={{ htmlInput: { maxLength: 100 } }}
    />
  );

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = profileErrors(values);
    setErrors(found);
    setTouched({ firstName: true, lastName: true, companyName: true, jobTitle: true, phoneNumber: true });
    if (Object.keys(found).length > 0) return;
    // Spec 3 §5: +1 when the number has no plus.
    dispatch(wizardProfileSubmitted({ ...values, phoneNumber: normalisePhoneNumber(values.phoneNumber) }));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Your profile"
      sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
    >
      <Typography component="h2" variant="h5">
        Welcome! Tell us about yourself
      </Typography>
      {profileError && <Alert severity="error">{profileError}</Alert>}
      {field('firstName', 'First name', true)}
      {field('lastName', 'Last name', true)}
      {field('companyName', 'Company name', true)}
      {field('jobTitle', 'Job title or role')}
      {field('phoneNumber', 'Phone number')}
      <Button type="submit" variant="contained" disabled={profileSaving} sx={{ justifySelf: 'start' }}>
        {profileSaving ? 'Saving…' : 'Save and continue'}
      </Button>
    </Box>
  );
}

function ConnectorChoice({
  connector,
  creating,
  anyCreating,
}: {
  connector: Connection;
  creating: boolean;
  anyCreating: boolean;
}) {
  const dispatch = useAppDispatch();
  const connected = isConnected(connector);
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={connector.display_name}
      sx={{
        listStyle: 'none',
        borderTop: connected ? 4 : 1,
        borderTopColor: connected ? 'success.main' : 'divider',
      }}
    >
      <CardActionArea
        disabled={connected || anyCreating}
        aria-label={
          connected ? `${connector.display_name} is connected` : `Connect ${connector.display_name}`
        }
        onClick={() => {
          // The provider opens in a window opened now, in the click (no pop-up blocker stops it).
          openLinkWindow(connector.connectionName, connector.display_name);
          dispatch(wizardConnectorChosen({ connectionName: connector.connectionName }));
        }}
        sx={{ height: '100%' }}
      >
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Box component="img" src={connector.image} alt="" sx={{ width: 40, height: 40 }} />
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, flexGrow: 1 }}>
              {connector.display_name}
            </Typography>
            {creating && <CircularProgress size={20} aria-label={`Connecting ${connector.display_name}`} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {connector.shortDesc}
          </Typography>
          {connected && (
            <Chip
              size="small"
              color="success"
              variant="outlined"
              label="Connected"
              sx={{ justifySelf: 'start' }}
            />
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Steps 1–3: featured connectors of one area; Continue once one of them is connected. */
function ConnectorStep({ step }: { step: 1 | 2 | 3 }) {
  const dispatch = useAppDispatch();
  const wizard = useAppSelector(selectWizard);
  const area = STEP_AREAS[step];
  const connectors = wizard.featured.filter((connector) => connector.area === area);
  const done = connectors.some(isConnected);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h5">
        Connect your {WIZARD_STEPS[step]} {step === 3 ? 'service' : 'tool'}
      </Typography>
      <Typography color="text.secondary">
        Choose one: a window opens where you sign in to it and allow the assistant to work with your account.
      </Typography>
      {wizard.blockedLink && (
        <Alert severity="warning">
          Your browser did not let the sign-in window open.{' '}
          <Link href={wizard.blockedLink.url} target="_blank" rel="opener">
            Open the sign-in page
          </Link>
        </Alert>
      )}
      {wizard.featuredStatus === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => dispatch(featuredRequested())}>
              Retry
            </Button>
          }
        >
          Could not retrieve featured connectors.
        </Alert>
      )}
      {wizard.featuredStatus === 'loading' && wizard.featured.length === 0 && (
        <Box aria-busy="true" aria-label="Loading connectors">
          <Skeleton height={120} />
        </Box>
      )}
      {connectors.length > 0 && (
        <Box
          component="ul"
          aria-label={`${area} connectors`}
          sx={{
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
          }}
        >
          {connectors.map((connector) => (
            <ConnectorChoice
              key={connector.connectionName}
              connector={connector}
              creating={wizard.creating === connector.connectionName}
              anyCreating={wizard.creating !== null}
            />
          ))}
        </Box>
      )}
      {done && (
        <Button
          variant="contained"
          sx={{ justifySelf: 'start' }}
          onClick={() => dispatch(wizardStepChanged(step + 1))}
        >
          Continue
        </Button>
      )}
    </Box>
  );
}

function FinalStep() {
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography component="h2" variant="h5">
        You are all set
      </Typography>
      <Typography>
        Your assistant is being built with the connectors you chose. Add the assistant’s chat app to your team
        chat tool so that everyone can talk to it where they already work.
      </Typography>
      <Button
        component={RouterLink}
        to={paths.dashboard.href()}
        variant="contained"
        sx={{ justifySelf: 'start' }}
      >
        Go to the dashboard
      </Button>
    </Box>
  );
}

/** /getting-started-wizard (spec 3 §2 "Getting-started wizard"). */
export default function WizardPage() {
  const dispatch = useAppDispatch();
  const { step } = useAppSelector(selectWizard);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  useEffect(() => {
    dispatch(wizardOpened());
    return () => {
      dispatch(wizardClosed());
    };
  }, [dispatch]);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        Getting Started
      </Typography>
      {phone ? (
        <Typography color="text.secondary">
          {step < FINAL_STEP ? `Step ${step + 1} of ${WIZARD_STEPS.length}: ${WIZARD_STEPS[step]}` : 'Done'}
        </Typography>
      ) : (
        <Stepper activeStep={step} aria-label="Setup steps">
          {WIZARD_STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {step === 0 && <ProfileStep />}
        {(step === 1 || step === 2 || step === 3) && <ConnectorStep step={step} />}
        {step >= FINAL_STEP && <FinalStep />}
      </Paper>
    </Box>
  );
}
