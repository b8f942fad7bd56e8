import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';

import { type CardFields, LIMITS } from '../purchase';

import { FormSection } from './BillingSection';

const CARD_FIELDS: readonly {
  name: keyof CardFields;
  label: string;
  autoComplete: string;
  placeholder?: string;
  numeric?: boolean;
}[] = [
  { name: 'cardFirstName', label: 'First name on card', autoComplete: 'cc-given-name' },
  { name: 'cardLastName', label: 'Last name on card', autoComplete: 'cc-family-name' },
  { name: 'cardNumber', label: 'Card number', autoComplete: 'cc-number', numeric: true },
  {
    name: 'cardExpMonth',
    label: 'Expiry month',
    autoComplete: 'cc-exp-month',
    placeholder: 'MM',
    numeric: true,
  },
  {
    name: 'cardExpYear',
    label: 'Expiry year',
    autoComplete: 'cc-exp-year',
    placeholder: 'YYYY',
    numeric: true,
  },
  { name: 'cardCVV', label: 'CVV', autoComplete: 'cc-csc', numeric: true },
];

/**
 * Spec 2 §2/§5 "Credit Card Information": six required fields within their lengths, the CVV masked; errors show
 * only after a failed Purchase. The values live in the page's state only (never in the store or storage).
 */
export function CardSection({
  card,
  errors,
  showErrors,
  disabled,
  expanded,
  onToggle,
  onChange,
}: {
  card: CardFields;
  errors: Partial<Record<keyof CardFields, string>>;
  showErrors: boolean;
  disabled: boolean;
  expanded: boolean;
  onToggle(): void;
  onChange(edit: Partial<CardFields>): void;
}) {
  return (
    <FormSection id="card" title="Credit Card Information" expanded={expanded} onToggle={onToggle}>
      {CARD_FIELDS.map(({ name, label, autoComplete, placeholder, numeric }) => {
        const error = showErrors ? errors[name] : undefined;
        return (
          <TextField
            key={name}
            id={name}
            name={autoComplete}
            label={label}
            required
            disabled={disabled}
            type={name === 'cardCVV' ? 'password' : 'text'}
            placeholder={placeholder}
            value={card[name]}
            error={Boolean(error)}
            helperText={error}
            onChange={(event) => onChange({ [name]: event.target.value })}
            slotProps={{
              htmlInput: {
                maxLength: LIMITS[name],
                autoComplete,
                ...(numeric ? { inputMode: 'numeric' } : {}),
              },
            }}
          />
        );
      })}
      <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
        Your card is sent to the payment network only; this portal does not keep it. Your bank may ask you to
        confirm the payment.
      </Alert>
    </FormSection>
  );
}
