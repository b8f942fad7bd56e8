import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ChangeEvent, useId, useState } from 'react';

import { type Connection, type FallbackIntent, PRODUCTION_FAQ_CONNECTION } from '@/contracts/connections';

import { subdomainError, suffixOf } from '../base-url';
import type { SetupErrors, SetupValues } from '../catalogue/slice';
import { CONNECTOR_MESSAGES } from '../messages';
import { setupTitle, subdomainOf } from '../wording';

import { BaseUrlField } from './BaseUrlField';

/** Spec 3 §9: image upload limit. */
export const IMAGE_LIMIT_BYTES = 1024 * 1024;
export const IMAGE_TOO_LARGE = 'The image must be 1 MB or smaller.';

type Errors = SetupErrors;

/** The setup values' errors (spec 2 §5): checked synchronously, so that Connect can open the pop-up at once. */
export function setupErrors(connection: Connection, values: SetupValues): Errors {
  const errors: Errors = {};
  const subdomain =
    connection.setup === 'custom' ? subdomainError(values.subdomain, suffixOf(connection)) : undefined;
  if (subdomain) errors.subdomain = subdomain;
  if (connection.setup === 'faq' && !values.faqName.trim()) errors.faqName = CONNECTOR_MESSAGES.nameRequired;
  return errors;
}

export function initialSetupValues(
  connection: Connection,
  fallbackIntent: FallbackIntent | null,
): SetupValues {
  return {
    subdomain: subdomainOf(connection),
    faqName: connection.setup === 'faq' && connection.enabled ? connection.display_name : '',
    image: connection.image,
    plainTextResponse: fallbackIntent?.body ?? '',
    richCardResponse: fallbackIntent?.alexalyticsCardBody ?? '',
  };
}

/**
 * The connector setup dialog (spec 2 §2): a base URL for the custom connectors, a name and an image for the FAQ
 * connectors (and the fallback intent's two error responses for the production one), nothing for the others.
 * It does not close on a backdrop click. Connect validates, then `onConnect` runs in the click (it may open
 * the account-link pop-up) and the dialog closes when the work succeeds.
 */
export function SetupDialog({
  connection,
  fallbackIntent,
  submitting,
  serverErrors,
  onConnect,
  onClose,
}: {
  connection: Connection;
  fallbackIntent: FallbackIntent | null;
  submitting: boolean;
  /** The server's refusals of the last Connect, by field: shown under the field until it is changed. */
  serverErrors: SetupErrors;
  onConnect(values: SetupValues): void;
  onClose(): void;
}) {
  const id = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [values, setValues] = useState(() => initialSetupValues(connection, fallbackIntent));
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const showFallback = connection.connectionName === PRODUCTION_FAQ_CONNECTION && fallbackIntent !== null;

  const [submitted, setSubmitted] = useState<SetupValues | null>(null);

  const update = (field: keyof SetupValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setErrors((current) => ({ ...setupErrors(connection, next), image: current.image }));
  };
  const change = (field: keyof SetupValues) => (event: ChangeEvent<HTMLInputElement>) =>
    update(field, event.target.value);

  /** The dialog's own error for a field, else the server's while the field holds what was sent. */
  const errorOf = (field: keyof Errors) =>
    errors[field] ?? (submitted && values[field] === submitted[field] ? serverErrors[field] : undefined);

  const chooseImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMAGE_LIMIT_BYTES) {
      setErrors((current) => ({ ...current, image: IMAGE_TOO_LARGE }));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      setValues((current) => ({ ...current, image: typeof reader.result === 'string' ? reader.result : '' }));
      setErrors((current) => ({ ...current, image: undefined }));
    };
    reader.readAsDataURL(file);
  };

  const connect = () => {
    setTried(true);
    const found = setupErrors(connection, values);
    setErrors((current) => ({ ...found, image: current.image }));
    if (Object.keys(found).length > 0 || errors.image) return;
    setSubmitted(values);
    onConnect(values);
  };

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      // Spec 2 §2: no close on a backdrop click (Escape and Cancel still close).
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && !submitting) onClose();
      }}
    >
      <DialogTitle id={`${id}-title`}>{setupTitle(connection)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{connection.longDesc}</DialogContentText>
        {connection.setup === 'custom' && (
          <BaseUrlField
            connection={connection}
            value={values.subdomain}
            error={errorOf('subdomain')}
            onChange={(subdomain) => update('subdomain', subdomain)}
            autoFocus
          />
        )}
        {connection.setup === 'faq' && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TextField
              label="Name"
              value={values.faqName}
              onChange={change('faqName')}
              error={Boolean(errorOf('faqName'))}
              helperText={errorOf('faqName')}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              {values.image && (
                <Box
                  component="img"
                  src={values.image}
                  alt="Connector image preview"
                  sx={{
                    width: 64,
                    height: 64,
                    objectFit: 'contain',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                  }}
                />
              )}
              <Button variant="outlined" component="label">
                Choose image
                <input
                  hidden
                  type="file"
                  accept="image/png,image/jpeg,image/svg+xml,image/gif,image/webp"
                  onChange={chooseImage}
                />
              </Button>
              <Typography
                variant="body2"
                color={errorOf('image') ? 'error' : 'text.secondary'}
                role={errorOf('image') ? 'alert' : undefined}
              >
                {errorOf('image') ?? 'PNG, JPEG, SVG, GIF or WebP, at most 1 MB.'}
              </Typography>
            </Box>
            {showFallback && (
              <>
                <TextField
                  label="Plain text error response"
                  value={values.plainTextResponse}
                  onChange={change('plainTextResponse')}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 1000 } }}
                />
                <TextField
                  label="Rich HTML card error response"
                  value={values.richCardResponse}
                  onChange={change('richCardResponse')}
                  fullWidth
                  multiline
                  rows={4}
                  slotProps={{ htmlInput: { maxLength: 4000 } }}
                />
              </>
            )}
          </Box>
        )}
        {connection.setup === 'oauth' && (
          <Typography>
            Connect opens {connection.display_name}’s sign-in page in a new window, where you allow the
            assistant to work with your account.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <Button variant="contained" onClick={connect} disabled={submitting}>
          {submitting ? 'Connecting…' : connection.enabled ? 'Save' : 'Connect'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
