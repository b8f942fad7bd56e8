import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

import { TextInput } from '@/components/form/TextInput';
import type { Addon, Plan } from '@/contracts/subscriptions';

import {
  type Basket,
  type BillOption,
  chatbotAddonFor,
  LIMITS,
  type Order,
  PLAN_CODES,
  type PlanCode,
  planFor,
  planInfo,
} from '../purchase';
import type { OrderEdit } from '../slice';

const FAMILY_NAMES: Record<PlanCode, string> = { pro: 'Pro', business: 'Business' };

/** Keeps only digits, at most three (spec 2 §5). */
const licenceText = (value: string) => value.replace(/\D/g, '').slice(0, LIMITS.licenceDigits);

/** Spec 2 §2 "Subscription options": plan family, period, licences, deploy-the-bot and the plan's info. */
export function SubscriptionOptions({
  order,
  plans,
  addons,
  basket,
  disabled,
  onChange,
}: {
  order: Order;
  plans: readonly Plan[];
  addons: readonly Addon[];
  basket: Basket | undefined;
  disabled: boolean;
  onChange(edit: OrderEdit): void;
}) {
  const plan = planFor(plans, order.planCode, order.billOption);
  const chatbotAddon = plan ? chatbotAddonFor(plan, addons) : undefined;
  const locked = basket?.fixedLicences !== undefined;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="subscription-options"
      sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Typography id="subscription-options" variant="h6" component="h2">
        Subscription options
      </Typography>
      <FormControl disabled={disabled}>
        <FormLabel id="plan-family">Plan</FormLabel>
        <RadioGroup
          row
          aria-labelledby="plan-family"
          value={order.planCode}
          onChange={(event) => onChange({ planCode: event.target.value as PlanCode })}
        >
          {PLAN_CODES.filter((code) => planFor(plans, code, order.billOption)).map((code) => (
            <FormControlLabel key={code} value={code} control={<Radio />} label={FAMILY_NAMES[code]} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl disabled={disabled}>
        <FormLabel id="bill-option">Billing period</FormLabel>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-labelledby="bill-option"
          value={order.billOption}
          disabled={disabled}
          onChange={(_, value: BillOption | null) => {
            if (value) onChange({ billOption: value });
          }}
          sx={{ mt: 1 }}
        >
          <ToggleButton value="monthly">Monthly</ToggleButton>
          <ToggleButton value="annualy">Annual</ToggleButton>
        </ToggleButtonGroup>
      </FormControl>
      {plan && (
        <Typography variant="body2" color="text.secondary">
          {plan.name}: {planInfo(plan)}
        </Typography>
      )}
      {chatbotAddon && (
        <FormControlLabel
          disabled={disabled}
          control={
            <Checkbox
              checked={order.deployTheBot}
              onChange={(event) => onChange({ deployTheBot: event.target.checked })}
            />
          }
          label={`Deploy the bot on your website (${chatbotAddon.name}: ${chatbotAddon.cf_chatbot_websites} website, ${chatbotAddon.cf_user_licences} user licences)`}
        />
      )}
      <TextInput
        id="number-of-licences"
        label="Number of licences"
        margin="none"
        disabled={disabled || locked}
        value={locked ? String(basket.fixedLicences) : order.numberOfLicences}
        onChange={(event) => onChange({ numberOfLicences: licenceText(event.target.value) })}
        inputProps={{ inputMode: 'numeric', maxLength: LIMITS.licenceDigits }}
        helperText={
          locked
            ? 'Fixed: the licences of the plan and the chatbot add-on, less those of this plan you hold.'
            : plan
              ? `${plan.cf_user_licences} included with the plan; more are added as user licences.`
              : undefined
        }
      />
      <TextInput
        id="additional-licences"
        label="Additional licences"
        margin="none"
        disabled={disabled}
        value={order.addNumberOfLicences}
        onChange={(event) => onChange({ addNumberOfLicences: licenceText(event.target.value) })}
        inputProps={{ inputMode: 'numeric', maxLength: LIMITS.licenceDigits }}
      />
    </Paper>
  );
}
