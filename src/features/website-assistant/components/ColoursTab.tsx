import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import * as yup from 'yup';

import { FormikColourInput } from '@/components/form/FormikColourInput';
import { useDebouncedValidation } from '@/components/form/useDebouncedValidation';
import { SPEC3_VALIDATION_DEBOUNCE_MS } from '@/config/constants';
import {
  COLOUR_KEYS,
  type ColourKey,
  HEX_COLOUR,
  type PublicBotColours,
  type PublicBotSettings,
} from '@/contracts/website-assistant';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { WEBSITE_ASSISTANT_LABELS as LABELS, WEBSITE_ASSISTANT_MESSAGES } from '../messages';
import { selectWebsiteAssistant } from '../selectors';
import { coloursSaveRequested } from '../slice';

import { Section } from './Section';
import { WidgetPreview } from './WidgetPreview';

/**
 * The colour each one is read against in the widget, both ways (issue 26: every text-on-background pair shows its
 * WCAG contrast and warns below 4.5:1): the header's white on the primary colour, the assistant's name on the
 * primary colour, the chat bubble icon on its circle, and each text on its bubble.
 */
const READ_AGAINST: Record<ColourKey, ColourKey | 'white'> = {
  primary: 'white',
  assistantName: 'primary',
  iconCircle: 'iconChatBubble',
  iconChatBubble: 'iconCircle',
  smartBubble: 'smartBubbleText',
  smartBubbleText: 'smartBubble',
  userMessage: 'userMessageText',
  userMessageText: 'userMessage',
  assistantMessage: 'assistantMessageText',
  assistantMessageText: 'assistantMessage',
};

const schema = yup.object(
  Object.fromEntries(
    COLOUR_KEYS.map((key) => [
      key,
      yup.string().matches(HEX_COLOUR, `${LABELS.colours[key]} ${WEBSITE_ASSISTANT_MESSAGES.invalid}`),
    ]),
  ),
);

const lowerCase = (colours: PublicBotColours) =>
  Object.fromEntries(COLOUR_KEYS.map((key) => [key, colours[key].toLowerCase()])) as PublicBotColours;

/** The colours the previews show: each edited one once it is a colour, the saved one until then. */
const previewColours = (saved: PublicBotColours, edited: PublicBotColours): PublicBotColours =>
  Object.fromEntries(
    COLOUR_KEYS.map((key) => [key, HEX_COLOUR.test(edited[key]) ? edited[key] : saved[key]]),
  ) as PublicBotColours;

/** Color Settings (spec 3 §2): the ten colours of the website assistant; Save Color Settings when changed. */
export function ColoursTab({ settings }: { settings: PublicBotSettings }) {
  const dispatch = useAppDispatch();
  const { savingColours } = useAppSelector(selectWebsiteAssistant);
  const initialValues = useMemo(() => lowerCase(settings.config.color), [settings.config.color]);
  const form = useFormik<PublicBotColours>({
    initialValues,
    enableReinitialize: true,
    validationSchema: schema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: (values) => {
      dispatch(coloursSaveRequested(lowerCase(values)));
    },
  });
  useDebouncedValidation(form, SPEC3_VALIDATION_DEBOUNCE_MS);
  // A new object only when a colour changed: the previews are sent each new one.
  const preview = useMemo(
    () => ({ ...settings.config, color: previewColours(settings.config.color, form.values) }),
    [settings.config, form.values],
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={LABELS.tabs.colors}
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
    >
      <Section title={LABELS.tabs.colors}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            columnGap: 3,
          }}
        >
          {COLOUR_KEYS.map((key) => {
            const other = READ_AGAINST[key];
            return (
              <FormikColourInput
                key={key}
                form={form}
                name={key}
                label={LABELS.colours[key]}
                {...(other !== 'white' && {
                  against: form.values[other],
                  againstName: LABELS.colours[other].toLowerCase(),
                })}
              />
            );
          })}
        </Box>
        <WidgetPreview config={preview} />
      </Section>
      <Box>
        <Button type="submit" variant="contained" disabled={savingColours || !form.dirty || !form.isValid}>
          {LABELS.saveColors}
        </Button>
      </Box>
    </Box>
  );
}
