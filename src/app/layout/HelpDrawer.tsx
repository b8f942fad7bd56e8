import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';

import { HELP_DRAWER_WIDTH } from '@/config/constants';

import type { HelpTopic } from '../route-handle';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 3 }}>
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
      {title}
    </Typography>
    <Typography variant="body2" component="div" color="text.secondary">
      {children}
    </Typography>
  </Box>
);

const CONNECTION_CHOICES = ['Salesforce CRM', 'Outlook Mail', 'Dynamics 365 CRM'] as const;
const CONNECTION_STEPS = [
  {
    label: 'Login',
    text: 'Sign in to the service with an account that may grant access for your organisation.',
  },
  { label: 'Set Account', text: 'Choose the account or instance the assistant should work with.' },
  { label: 'Connect', text: 'Confirm the connection; its intents then appear under the connector.' },
] as const;

/** Spec 1 §2: the Connections help has two sections, a 'Choose Connection' select and a 3-step stepper. */
function ConnectionsHelp() {
  const [choice, setChoice] = useState('');
  const [step, setStep] = useState(0);
  return (
    <>
      <Section title="Enabled Connectors">
        Connectors you have enabled are listed first. Open one to see and switch its intents on or off.
      </Section>
      <Section title="Popular Connectors">
        The services most organisations connect first. Enable one to let the assistant work with it.
      </Section>
      <FormControl fullWidth size="small" sx={{ mb: 2 }}>
        <InputLabel id="help-choose-connection">Choose Connection</InputLabel>
        <Select
          labelId="help-choose-connection"
          label="Choose Connection"
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value);
            setStep(0);
          }}
        >
          {CONNECTION_CHOICES.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Stepper activeStep={step} orientation="vertical" aria-label="How to connect">
        {CONNECTION_STEPS.map(({ label, text }, index) => (
          <Step key={label} completed={index < step}>
            <StepLabel
              onClick={() => setStep(index)}
              sx={{ cursor: 'pointer' }}
              slotProps={{ label: { role: 'button', tabIndex: 0 } }}
            >
              {label}
            </StepLabel>
            <StepContent>
              <Typography variant="body2" color="text.secondary">
                {text}
              </Typography>
            </StepContent>
          </Step>
        ))}
      </Stepper>
    </>
  );
}

const HELP: Record<HelpTopic, { title: string; body: () => ReactNode }> = {
  dashboard: {
    title: 'Dashboard',
    body: () => (
      <Section title="Your assistant at a glance">
        Widgets show how your assistant is used in the chosen date range. Edit and reorder them to build your
        own view.
      </Section>
    ),
  },
  profile: {
    title: 'Profile',
    body: () => (
      <Section title="Your account">
        Keep your details current, change your password and choose how you confirm sign-ins (multi-factor
        authentication).
      </Section>
    ),
  },
  connections: { title: 'Connections', body: () => <ConnectionsHelp /> },
  users: {
    title: 'Users',
    body: () => (
      <Section title="Your team">Invite colleagues, change their roles and assign licences.</Section>
    ),
  },
  assistant: {
    title: 'Assistant',
    body: () => (
      <Section title="Talk to your assistant">Type or speak to try your assistant as your users do.</Section>
    ),
  },
  subscriptions: {
    title: 'Subscriptions',
    body: () => <Section title="Plans and licences">Choose a plan, add extras and manage payment.</Section>,
  },
  knowledge: {
    title: 'Knowledge',
    body: () => (
      <Section title="Questions and answers">The FAQ library holds the answers your assistant gives.</Section>
    ),
  },
  training: {
    title: 'Utterance Training',
    body: () => (
      <Section title="Teach your assistant">
        Review what users said that the assistant did not understand and assign it to the right intent.
      </Section>
    ),
  },
  actionButtons: {
    title: 'Action Buttons',
    body: () => <Section title="Shortcuts">Action buttons start common requests with one click.</Section>,
  },
  settings: {
    title: 'Settings',
    body: () => <Section title="Fine-tune">Settings change how the assistant looks and behaves.</Section>,
  },
  wizard: {
    title: 'Getting Started',
    body: () => (
      <Section title="First steps">The wizard walks you through setting up your assistant.</Section>
    ),
  },
  general: {
    title: 'Help',
    body: () => (
      <Section title="Need a hand?">Use Report a Bug in the top bar to tell us about a problem.</Section>
    ),
  },
};

/** The right-hand help drawer (260 px): its content follows the current view (spec 1 §2). */
export function HelpDrawer({
  open,
  onClose,
  topic,
}: {
  open: boolean;
  onClose: () => void;
  topic: HelpTopic;
}) {
  const help = HELP[topic];
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // A modal drawer opens over the top bar (which sits above the docked navigation), else the bar hides its
      // title and close button.
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      slotProps={{ paper: { sx: { width: HELP_DRAWER_WIDTH } } }}
    >
      <Box sx={{ p: 2 }} role="region" aria-labelledby="help-drawer-title">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="help-drawer-title" variant="h6" component="h2">
            {help.title}
          </Typography>
          <IconButton aria-label="Close help" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        {help.body()}
      </Box>
    </Drawer>
  );
}
