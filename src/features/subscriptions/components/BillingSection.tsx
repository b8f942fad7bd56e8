import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { TOP_BAR_HEIGHT } from '@/config/constants';

import { COUNTRIES, countryName, statesOf } from '../countries';
import { type BillingFields, LIMITS } from '../purchase';

type Field = keyof BillingFields;

const TEXT_FIELDS: readonly {
  name: Field;
  label: string;
  max?: number;
  autoComplete: string;
  type?: string;
}[] = [
  { name: 'billing_first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'billing_last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'billing_company_name', label: 'Company', autoComplete: 'organization' },
  { name: 'billing_email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'billing_phone_number', label: 'Phone number', autoComplete: 'tel', type: 'tel' },
  {
    name: 'billing_address_line_1',
    label: 'Address line 1',
    max: LIMITS.address,
    autoComplete: 'address-line1',
  },
  {
    name: 'billing_address_line_2',
    label: 'Address line 2',
    max: LIMITS.address,
    autoComplete: 'address-line2',
  },
  {
    name: 'billing_address_line_3',
    label: 'Address line 3',
    max: LIMITS.address,
    autoComplete: 'address-line3',
  },
  { name: 'billing_city', label: 'City', max: LIMITS.city, autoComplete: 'address-level2' },
  { name: 'billing_zip', label: 'ZIP / postal code', max: LIMITS.zip, autoComplete: 'postal-code' },
];

/** A collapsible section of the purchase form (Billing Information, Credit Card Information). */
export function FormSection({
  id,
  title,
  expanded,
  onToggle,
  children,
}: {
  id: string;
  title: string;
  expanded: boolean;
  onToggle(): void;
  children: ReactNode;
}) {
  return (
    <Accordion expanded={expanded} onChange={onToggle} disableGutters variant="outlined">
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`${id}-content`}
        id={`${id}-header`}
        // Brought into view below the fixed top bar (a failed Purchase scrolls the card section there).
        sx={{ scrollMarginTop: TOP_BAR_HEIGHT + 8 }}
      >
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {children}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** Spec 2 §2/§5 "Billing Information": prefilled from the profile; the state a list where the country has one. */
export function BillingSection({
  billing,
  disabled,
  expanded,
  onToggle,
  onChange,
}: {
  billing: BillingFields;
  disabled: boolean;
  expanded: boolean;
  onToggle(): void;
  onChange(edit: Partial<BillingFields>): void;
}) {
  const states = statesOf(billing.billing_country);
  return (
    <FormSection id="billing" title="Billing Information" expanded={expanded} onToggle={onToggle}>
      {TEXT_FIELDS.map(({ name, label, max, autoComplete, type }) => (
        <TextField
          key={name}
          id={name}
          name={name}
          label={label}
          type={type}
          disabled={disabled}
          value={billing[name]}
          onChange={(event) => onChange({ [name]: event.target.value })}
          slotProps={{ htmlInput: { maxLength: max, autoComplete } }}
        />
      ))}
      <TextField
        select
        id="billing_country"
        label="Country"
        disabled={disabled}
        value={billing.billing_country}
        onChange={(event) =>
          onChange({
            billing_country: event.target.value,
            billing_country_name: countryName(event.target.value),
          })
        }
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { autoComplete: 'country' },
        }}
      >
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </TextField>
      {states ? (
        <TextField
          select
          id="billing_state_code"
          label="State"
          disabled={disabled}
          value={billing.billing_state_code}
          onChange={(event) =>
            onChange({
              billing_state_code: event.target.value,
              billing_state: states.find((state) => state.code === event.target.value)?.name ?? '',
            })
          }
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { autoComplete: 'address-level1' },
          }}
        >
          <option value="">Choose a state</option>
          {states.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </TextField>
      ) : (
        <TextField
          id="billing_state"
          label="State / region"
          disabled={disabled}
          value={billing.billing_state}
          onChange={(event) => onChange({ billing_state: event.target.value, billing_state_code: '' })}
          slotProps={{ htmlInput: { maxLength: LIMITS.state, autoComplete: 'address-level1' } }}
        />
      )}
    </FormSection>
  );
}
