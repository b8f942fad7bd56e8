import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Ref, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';

import type {
  CardElementName,
  CardElementState,
  EmulatedPayments,
  Payments,
  StripePayments,
} from '@/services/payments';

import { cardErrors, type CardFields, EMPTY_CARD, immediateCardErrors, LIMITS } from '../purchase';

import { FormSection } from './BillingSection';

/** What the purchase form asks of the card fields; the card itself stays inside them (and the payments service). */
export interface CardFieldsHandle {
  /** Whether the card is complete enough to send. */
  complete(): boolean;
  /** Brings the section into view (below the top bar, clear of the toasts) and focuses the first field in error. */
  reveal(): void;
  /** The name on the card: the customer's name when the billing name is empty. */
  cardholder(): { firstName: string; lastName: string };
}

interface CardSectionProps {
  /** The tenant's payments: which card fields to show, and where the payment reads the card from. */
  payments: Payments;
  /** Spec 2 §5: errors show after a failed Purchase (an expiry in the past, at once). */
  showErrors: boolean;
  disabled: boolean;
  expanded: boolean;
  onToggle(): void;
  ref?: Ref<CardFieldsHandle>;
}

type NameField = 'cardFirstName' | 'cardLastName';

const NAME_FIELDS: readonly { name: NameField; label: string; autoComplete: string }[] = [
  { name: 'cardFirstName', label: 'First name on card', autoComplete: 'cc-given-name' },
  { name: 'cardLastName', label: 'Last name on card', autoComplete: 'cc-family-name' },
];

const EMULATED_CARD_FIELDS: readonly {
  name: Exclude<keyof CardFields, NameField>;
  label: string;
  autoComplete: string;
  placeholder?: string;
}[] = [
  { name: 'cardNumber', label: 'Card number', autoComplete: 'cc-number' },
  { name: 'cardExpMonth', label: 'Expiry month', autoComplete: 'cc-exp-month', placeholder: 'MM' },
  { name: 'cardExpYear', label: 'Expiry year', autoComplete: 'cc-exp-year', placeholder: 'YYYY' },
  { name: 'cardCVV', label: 'CVV', autoComplete: 'cc-csc' },
];

/** The section's heading id: the section scrolls to it. */
const SECTION_ID = 'card';

function scrollToSection() {
  document.getElementById(`${SECTION_ID}-header`)?.scrollIntoView?.({ block: 'start' });
}

/**
 * Spec 2 §2/§5 "Credit Card Information": the name on the card and the card, all required; errors show only
 * after a failed Purchase. The card never leaves these fields for the store or an action: the payments service
 * reads it when the payment runs. The demo shows its own fields (lent to the service); real tenants get Stripe
 * Elements for the number, expiry and CVC (Stripe's frames: the portal's page never holds the card).
 */
export function CardSection({ payments, ref, ...props }: CardSectionProps) {
  return payments.cardFields === 'emulated' ? (
    <EmulatedCardSection payments={payments} handle={ref} {...props} />
  ) : (
    <StripeCardSection payments={payments} handle={ref} {...props} />
  );
}

type VariantProps<P> = Omit<CardSectionProps, 'payments' | 'ref'> & {
  payments: P;
  handle: Ref<CardFieldsHandle> | undefined;
};

function NameFields({
  names,
  errors,
  disabled,
  onChange,
}: {
  names: Pick<CardFields, NameField>;
  errors: Partial<Record<NameField, string>>;
  disabled: boolean;
  onChange(edit: Partial<Pick<CardFields, NameField>>): void;
}) {
  return NAME_FIELDS.map(({ name, label, autoComplete }) => (
    <TextField
      key={name}
      id={name}
      name={autoComplete}
      label={label}
      required
      disabled={disabled}
      value={names[name]}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      slotProps={{ htmlInput: { maxLength: LIMITS[name], autoComplete } }}
    />
  ));
}

const nameErrors = (names: Pick<CardFields, NameField>) =>
  Object.fromEntries(
    NAME_FIELDS.filter(({ name }) => !names[name].trim()).map(({ name }) => [name, 'Required']),
  ) as Partial<Record<NameField, string>>;

function focusFirstError(section: HTMLElement | null) {
  section?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus({ preventScroll: true });
}

/** The demo's fields: typed into the page, lent to the emulated payments while shown. */
function EmulatedCardSection({
  payments,
  handle,
  showErrors,
  disabled,
  expanded,
  onToggle,
}: VariantProps<EmulatedPayments>) {
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [revealed, setRevealed] = useState(0);
  const latest = useRef(card);
  const section = useRef<HTMLDivElement>(null);
  const now = new Date();
  const allErrors = cardErrors(card, now);
  const errors = showErrors ? allErrors : immediateCardErrors(card, now);

  useEffect(() => {
    latest.current = card;
  }, [card]);
  useEffect(
    () =>
      payments.attachCardFields(() => ({
        number: latest.current.cardNumber.replace(/[\s-]/g, ''),
        expMonth: Number(latest.current.cardExpMonth),
        expYear: Number(latest.current.cardExpYear),
        cvc: latest.current.cardCVV,
      })),
    [payments],
  );
  useEffect(() => {
    if (revealed > 0) focusFirstError(section.current);
  }, [revealed]);
  useImperativeHandle(
    handle,
    () => ({
      complete: () => Object.keys(cardErrors(latest.current, new Date())).length === 0,
      reveal() {
        scrollToSection();
        setRevealed((count) => count + 1);
      },
      cardholder: () => ({
        firstName: latest.current.cardFirstName.trim(),
        lastName: latest.current.cardLastName.trim(),
      }),
    }),
    [],
  );

  const renderField = ({ name, label, autoComplete, placeholder }: (typeof EMULATED_CARD_FIELDS)[number]) => (
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
      error={Boolean(errors[name])}
      helperText={errors[name]}
      onChange={(event) => setCard((current) => ({ ...current, [name]: event.target.value }))}
      slotProps={{ htmlInput: { maxLength: LIMITS[name], autoComplete, inputMode: 'numeric' } }}
    />
  );

  const fieldsNamed = (...names: (typeof EMULATED_CARD_FIELDS)[number]['name'][]) =>
    EMULATED_CARD_FIELDS.filter(({ name }) => names.includes(name)).map(renderField);

  return (
    <FormSection id={SECTION_ID} title="Credit Card Information" expanded={expanded} onToggle={onToggle}>
      <Box ref={section} sx={{ display: 'contents' }}>
        <NameFields
          names={card}
          errors={errors}
          disabled={disabled}
          onChange={(edit) => setCard((current) => ({ ...current, ...edit }))}
        />
        {fieldsNamed('cardNumber')}
        {/* Month and year share a row at every width: on a 740 px phone the section then fits above the
            warning toast that a failed Purchase shows, so no error under a field lies under it. */}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          {fieldsNamed('cardExpMonth', 'cardExpYear')}
        </Box>
        {fieldsNamed('cardCVV')}
      </Box>
      <CardNotice />
    </FormSection>
  );
}

function CardNotice() {
  return (
    <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
      Your card is sent to the payment network only; this portal does not keep it. Your bank may ask you to
      confirm the payment.
    </Alert>
  );
}

const ELEMENTS: readonly { name: CardElementName; label: string }[] = [
  { name: 'number', label: 'Card number' },
  { name: 'expiry', label: 'Expiry (MM / YY)' },
  { name: 'cvc', label: 'CVC' },
];

const EMPTY_ELEMENT: CardElementState = { empty: true, complete: false };

/** Real tenants: Stripe's number, expiry and CVC Elements, each in a box laid out like the spec's fields. */
function StripeCardSection({
  payments,
  handle,
  showErrors,
  disabled,
  expanded,
  onToggle,
}: VariantProps<StripePayments>) {
  const [names, setNames] = useState<Pick<CardFields, NameField>>({ cardFirstName: '', cardLastName: '' });
  const [elements, setElements] = useState<Record<CardElementName, CardElementState>>({
    number: EMPTY_ELEMENT,
    expiry: EMPTY_ELEMENT,
    cvc: EMPTY_ELEMENT,
  });
  const [unavailable, setUnavailable] = useState(false);
  const containers = useRef<Partial<Record<CardElementName, HTMLDivElement | null>>>({});
  const latest = useRef({ names, elements });
  useEffect(() => {
    latest.current = { names, elements };
  }, [names, elements]);
  useEffect(() => {
    const { number, expiry, cvc } = containers.current;
    if (!number || !expiry || !cvc) return undefined;
    let unmount: (() => void) | undefined;
    let left = false;
    payments
      .mountCardElements({ number, expiry, cvc }, (name, state) =>
        setElements((current) => ({ ...current, [name]: state })),
      )
      .then((done) => {
        if (left) done();
        else unmount = done;
      })
      .catch(() => setUnavailable(true));
    return () => {
      left = true;
      unmount?.();
    };
  }, [payments]);
  const elementErrors = useMemo(
    () =>
      Object.fromEntries(
        ELEMENTS.map(({ name }) => {
          const state = elements[name];
          // Stripe's own message (an expiry in the past…) shows at once; "Required" after a failed Purchase.
          const error = state.error ?? (showErrors && !state.complete ? 'Required' : undefined);
          return [name, error];
        }),
      ) as Partial<Record<CardElementName, string>>,
    [elements, showErrors],
  );
  useImperativeHandle(
    handle,
    () => ({
      complete: () =>
        Object.keys(nameErrors(latest.current.names)).length === 0 &&
        ELEMENTS.every(({ name }) => latest.current.elements[name].complete),
      reveal: scrollToSection,
      cardholder: () => ({
        firstName: latest.current.names.cardFirstName.trim(),
        lastName: latest.current.names.cardLastName.trim(),
      }),
    }),
    [],
  );

  return (
    <FormSection id={SECTION_ID} title="Credit Card Information" expanded={expanded} onToggle={onToggle}>
      <NameFields
        names={names}
        errors={showErrors ? nameErrors(names) : {}}
        disabled={disabled}
        onChange={(edit) => setNames((current) => ({ ...current, ...edit }))}
      />
      {ELEMENTS.map(({ name, label }) => (
        <Box key={name} role="group" aria-labelledby={`card-element-${name}-label`}>
          <Typography
            id={`card-element-${name}-label`}
            variant="body2"
            color={elementErrors[name] ? 'error' : 'text.secondary'}
            sx={{ mb: 0.5 }}
          >
            {label} *
          </Typography>
          <Box
            ref={(element: HTMLDivElement | null) => {
              containers.current[name] = element;
            }}
            sx={{
              px: 1.75,
              py: 2,
              border: 1,
              borderRadius: 1,
              borderColor: elementErrors[name] ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
              opacity: disabled ? 0.6 : 1,
              pointerEvents: disabled ? 'none' : undefined,
            }}
          />
          {elementErrors[name] && <FormHelperText error>{elementErrors[name]}</FormHelperText>}
        </Box>
      ))}
      {unavailable && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          The card fields could not be loaded. Please check your connection and reload the page.
        </Alert>
      )}
      <CardNotice />
    </FormSection>
  );
}
