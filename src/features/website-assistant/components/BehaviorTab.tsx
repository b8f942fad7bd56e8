import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useMemo } from 'react';

import { FormikImageUpload } from '@/components/form/FormikImageUpload';
import { FormikNumberInput } from '@/components/form/FormikNumberInput';
import { FormikSwitch } from '@/components/form/FormikSwitch';
import { FormikTextInput } from '@/components/form/FormikTextInput';
import type { ImageChoice } from '@/components/form/image-choice';
import { useDebouncedValidation } from '@/components/form/useDebouncedValidation';
import { SPEC3_VALIDATION_DEBOUNCE_MS } from '@/config/constants';
import { POSITION_INPUT_MAX, PUBLIC_BOT_LIMITS, type PublicBotSettings } from '@/contracts/website-assistant';
import { selectIsAdministrator } from '@/features/auth';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import {
  behaviorFields,
  behaviorSchema,
  type BehaviorValues,
  behaviorValuesOf,
  EXAMPLE_PHRASE_FIELDS,
  previewConfigOf,
} from '../behavior';
import { WEBSITE_ASSISTANT_LABELS as LABELS, WEBSITE_ASSISTANT_TEXTS as TEXTS } from '../messages';
import { selectWebsiteAssistant } from '../selectors';
import { behaviorSaveRequested } from '../slice';

import { Section } from './Section';
import { WidgetPreview } from './WidgetPreview';

/** An image choice's address for the preview: a chosen file's local (blob:) address while it is chosen. */
function useImageAddress(choice: ImageChoice): string {
  const file = choice.kind === 'file' ? choice.file : null;
  const local = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(() => () => (local ? URL.revokeObjectURL(local) : undefined), [local]);
  return choice.kind === 'url' ? choice.url : local;
}

/**
 * Behavior Settings (spec 3 §2, §5): what the chat window says and shows, where it may appear, its features and
 * its position. Checked 200 ms after the last change, errors under touched fields only; Save Settings only when
 * the form is valid and changed. A failed save keeps the form as it is.
 */
export function BehaviorTab({ settings }: { settings: PublicBotSettings }) {
  const dispatch = useAppDispatch();
  const { savingBehavior } = useAppSelector(selectWebsiteAssistant);
  const isAdministrator = useAppSelector(selectIsAdministrator);
  const initialValues = useMemo(() => behaviorValuesOf(settings), [settings]);
  const form = useFormik<BehaviorValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: behaviorSchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values) => {
      dispatch(behaviorSaveRequested(await behaviorFields(values, settings)));
    },
  });
  useDebouncedValidation(form, SPEC3_VALIDATION_DEBOUNCE_MS);
  const imageHelp = isAdministrator ? undefined : TEXTS.imageAdministratorsOnly;
  const chatImage = useImageAddress(form.values.chatImage);
  const chatIcon = useImageAddress(form.values.chatIcon);
  // A new object only when something shown changed: the previews are sent each new one.
  const preview = useMemo(
    () => previewConfigOf(settings.config, form.values, { chatImage, chatIcon }),
    [settings.config, form.values, chatImage, chatIcon],
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-label={LABELS.tabs.behavior}
      sx={{ display: 'grid', gap: 2, maxWidth: 720, minWidth: 0 }}
    >
      <Section title={TEXTS.behaviorSection}>
        <FormikTextInput
          form={form}
          name="botName"
          label={LABELS.botName}
          required
          inputProps={{ maxLength: PUBLIC_BOT_LIMITS.botName }}
        />
        <FormikTextInput
          form={form}
          name="welcomeMessage"
          label={LABELS.welcomeMessage}
          required
          multiline
          minRows={2}
          inputProps={{ maxLength: PUBLIC_BOT_LIMITS.welcomeMessage }}
        />
        {EXAMPLE_PHRASE_FIELDS.map((name, index) => (
          <FormikTextInput
            key={name}
            form={form}
            name={name}
            label={LABELS.examplePhrase(index)}
            required={index === 0}
            inputProps={{ maxLength: PUBLIC_BOT_LIMITS.examplePhrase }}
          />
        ))}
        <FormikImageUpload
          form={form}
          name="chatImage"
          label={LABELS.chatImage}
          disabled={!isAdministrator}
          helperText={imageHelp}
        />
        <FormikTextInput
          form={form}
          name="chatImageLink"
          label={LABELS.chatImageLink}
          inputProps={{ maxLength: PUBLIC_BOT_LIMITS.chatImageLink, inputMode: 'url' }}
        />
        <FormikTextInput
          form={form}
          name="domain"
          label={LABELS.domain}
          required
          helperText={TEXTS.domainHelp}
          inputProps={{ maxLength: PUBLIC_BOT_LIMITS.domains, spellCheck: false }}
        />
      </Section>
      <Section title={TEXTS.togglesSection}>
        <FormikSwitch form={form} name="voiceEnabled" label={LABELS.voiceEnabled} />
        <FormikSwitch form={form} name="bubbles" label={LABELS.bubbles} />
        <FormikSwitch form={form} name="continuousListening" label={LABELS.continuousListening} />
        <FormikSwitch form={form} name="bigChatIcon" label={LABELS.bigChatIcon} />
        {form.values.bigChatIcon && (
          <FormikImageUpload
            form={form}
            name="chatIcon"
            label={LABELS.chatIcon}
            disabled={!isAdministrator}
            helperText={imageHelp}
          />
        )}
      </Section>
      <Section title={TEXTS.positionSection}>
        {(
          [
            [LABELS.desktopPosition, 'desktopRight', 'desktopBottom'],
            [LABELS.mobilePosition, 'mobileRight', 'mobileBottom'],
          ] as const
        ).map(([title, right, bottom]) => (
          <Box key={title} sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              {title}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              {[
                [right, LABELS.right],
                [bottom, LABELS.bottom],
              ].map(([name, label]) => (
                <FormikNumberInput
                  key={name}
                  form={form}
                  name={name as typeof right | typeof bottom}
                  label={`${title}: ${label}`}
                  min={0}
                  maxLength={POSITION_INPUT_MAX}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Section>
      <WidgetPreview config={preview} />
      <Box>
        <Button type="submit" variant="contained" disabled={savingBehavior || !form.dirty || !form.isValid}>
          {LABELS.saveSettings}
        </Button>
      </Box>
    </Box>
  );
}
