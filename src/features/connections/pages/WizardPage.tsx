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
import { type SyntheticEvent, useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { LoadError } from '@/components/page/LoadError';
import { PageHeader } from '@/components/page/PageHeader';
import { paths } from '@/config/paths';
import type { Connection } from '@/contracts/connections';
import { selectCurrentUser } from '@/features/auth';
import { openLinkWindow } from '@/lib/account-link';
import { isAcceptablePhoneNumber, PHONE_NUMBER_INVALID } from '@/lib/phone-number';
import { normalisePhoneNumber, type ProfileValues, profileValuesFrom } from '@/lib/profile-attributes';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { connectionsFeature, wizardFeature } from '..';
import { isConnected } from '../account-linking';
import { subdomainError, suffixOf } from '../base-url';
import { BaseUrlField } from '../components/BaseUrlField';
import { WIZARD_MESSAGES } from '../messages';
import {
  CONNECTOR_STEPS,
  type ConnectorStepIndex,
  featuredRequested,
  FINAL_STEP,
  isConnectorStep,
  selectWizard,
  STEP_AREAS,
  WIZARD_STEPS,
  wizardClosed,
  wizardConnectorChosen,
  wizardOpened,
  wizardProfileSubmitted,
  wizardStepChanged,
} from '../wizard/slice';

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

/** The header of a connector's card: its logo, its name and, while it is being linked, a spinner. */
function ChoiceHeader({ connector, creating }: { connector: Connection; creating: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Box component="img" src={connector.image} alt="" sx={{ width: 40, height: 40 }} />
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500, flexGrow: 1 }}>
        {connector.display_name}
      </Typography>
      {creating && <CircularProgress size={20} aria-label={`Connecting ${connector.display_name}`} />}
    </Box>
  );
}

/**
 * A custom connector's card asks for its base URL first (the setup dialog's field and rule), then links it; the
 * server's refusal of the address shows under the field.
 */
function BaseUrlForm({
  connector,
  creating,
  anyCreating,
  serverError,
  onConnect,
  onCancel,
}: {
  connector: Connection;
  creating: boolean;
  anyCreating: boolean;
  serverError: string | undefined;
  onConnect(subdomain: string): void;
  onCancel(): void;
}) {
  const [subdomain, setSubdomain] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [tried, setTried] = useState(false);
  // The server's message stays until the address is edited.
  const [editedAfter, setEditedAfter] = useState<string | undefined>();
  const shown = error ?? (serverError !== editedAfter ? serverError : undefined);
  return (
    <CardContent
      component="form"
      noValidate
      aria-label={`Set up ${connector.display_name}`}
      onSubmit={(event: SyntheticEvent) => {
        event.preventDefault();
        setTried(true);
        const found = subdomainError(subdomain, suffixOf(connector));
        setError(found);
        if (!found) onConnect(subdomain);
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <ChoiceHeader connector={connector} creating={creating} />
      <BaseUrlField
        connection={connector}
        value={subdomain}
        error={shown}
        autoFocus
        onChange={(typed) => {
          setSubdomain(typed);
          setEditedAfter(serverError);
          if (tried) setError(subdomainError(typed, suffixOf(connector)));
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button onClick={onCancel} disabled={creating}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={anyCreating}>
          {creating ? 'Connecting…' : 'Connect'}
        </Button>
      </Box>
    </CardContent>
  );
}

function ConnectorChoice({
  connector,
  creating,
  anyCreating,
  fieldError,
}: {
  connector: Connection;
  creating: boolean;
  anyCreating: boolean;
  /** The server's refusal of this card's base URL. */
  fieldError: string | undefined;
}) {
  const dispatch = useAppDispatch();
  const connected = isConnected(connector);
  // A custom connector that is not enabled yet cannot be linked without its base URL (spec 2 §2).
  const needsBaseUrl = connector.setup === 'custom' && !connector.enabled;
  const [askingBaseUrl, setAskingBaseUrl] = useState(false);
  const link = (subdomain?: string) => {
    // The provider opens in a window opened now, in the click (no pop-up blocker stops it).
    openLinkWindow(connector.connectionName, connector.display_name);
    dispatch(
      wizardConnectorChosen({
        connectionName: connector.connectionName,
        ...(subdomain === undefined ? {} : { subdomain }),
      }),
    );
  };
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
      {needsBaseUrl && askingBaseUrl && !connected ? (
        <BaseUrlForm
          connector={connector}
          creating={creating}
          anyCreating={anyCreating}
          serverError={fieldError}
          onConnect={link}
          onCancel={() => setAskingBaseUrl(false)}
        />
      ) : (
        <CardActionArea
          disabled={connected || anyCreating}
          aria-label={
            connected ? `${connector.display_name} is connected` : `Connect ${connector.display_name}`
          }
          onClick={() => (needsBaseUrl ? setAskingBaseUrl(true) : link())}
          sx={{ height: '100%' }}
        >
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <ChoiceHeader connector={connector} creating={creating} />
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
      )}
    </Card>
  );
}

/** The featured connectors could not be loaded: say so, with Retry. */
function FeaturedFailed() {
  const dispatch = useAppDispatch();
  return (
    <LoadError onRetry={() => dispatch(featuredRequested())}>{WIZARD_MESSAGES.featuredFailed}</LoadError>
  );
}

/** Steps 1–3: featured connectors of one area; Continue once one of them is connected, else Skip for now. */
function ConnectorStep({ step }: { step: ConnectorStepIndex }) {
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
      {wizard.featuredStatus === 'failed' && <FeaturedFailed />}
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
              fieldError={
                wizard.fieldError?.connectionName === connector.connectionName
                  ? wizard.fieldError.message
                  : undefined
              }
            />
          ))}
        </Box>
      )}
      {done ? (
        <Button
          variant="contained"
          sx={{ justifySelf: 'start' }}
          onClick={() => dispatch(wizardStepChanged(step + 1))}
        >
          Continue
        </Button>
      ) : (
        // Issue 21 §1.3: an organisation without such a tool can still finish.
        <Button
          variant="outlined"
          sx={{ justifySelf: 'start' }}
          disabled={wizard.creating !== null}
          onClick={() => dispatch(wizardStepChanged(step + 1))}
        >
          Skip for now
        </Button>
      )}
    </Box>
  );
}

/** The final screen: what was connected and what was skipped, then the chat app and the dashboard. */
function FinalStep() {
  const wizard = useAppSelector(selectWizard);
  const id = useId();
  const areas = CONNECTOR_STEPS.map((step) => ({
    label: WIZARD_STEPS[step],
    connected: wizard.featured.filter(
      (connector) => connector.area === STEP_AREAS[step] && isConnected(connector),
    ),
  }));
  const connected = areas.flatMap((area) =>
    area.connected.map((connector) => ({ name: connector.display_name, label: area.label })),
  );
  const skipped = areas.filter((area) => area.connected.length === 0).map((area) => area.label);
  const known = wizard.featuredStatus === 'succeeded' || wizard.featured.length > 0;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography component="h2" variant="h5">
        You are all set
      </Typography>
      {wizard.featuredStatus === 'failed' && <FeaturedFailed />}
      {!known && wizard.featuredStatus !== 'failed' && (
        <Box aria-busy="true" aria-label="Loading your connectors">
          <Skeleton height={80} />
        </Box>
      )}
      {known && (
        <>
          <Box>
            <Typography component="h3" variant="h6" id={`${id}-connected`}>
              Connected
            </Typography>
            {connected.length > 0 ? (
              <Box component="ul" aria-labelledby={`${id}-connected`} sx={{ my: 0.5 }}>
                {connected.map((entry) => (
                  <li key={entry.name}>
                    {entry.name} ({entry.label})
                  </li>
                ))}
              </Box>
            ) : (
              <Typography color="text.secondary">Nothing yet.</Typography>
            )}
          </Box>
          {skipped.length > 0 && (
            <Box>
              <Typography component="h3" variant="h6" id={`${id}-skipped`}>
                Skipped for now
              </Typography>
              <Box component="ul" aria-labelledby={`${id}-skipped`} sx={{ my: 0.5 }}>
                {skipped.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </Box>
              <Typography color="text.secondary">
                You can connect them any time under{' '}
                <Link component={RouterLink} to={paths.manageConnections.href()}>
                  Manage Connectors
                </Link>
                .
              </Typography>
            </Box>
          )}
        </>
      )}
      <Typography>
        {connected.length > 0 && 'Your assistant is being built with the connectors you chose. '}Add the
        assistant’s chat app to your team chat tool so that everyone can talk to it where they already work.
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
      <PageHeader title="Getting Started" />
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
        {isConnectorStep(step) && <ConnectorStep step={step} />}
        {step >= FINAL_STEP && <FinalStep />}
      </Paper>
    </Box>
  );
}
