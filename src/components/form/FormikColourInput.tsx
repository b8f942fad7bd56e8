import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { type ReactNode, useId } from 'react';
import { HexColorInput, HexColorPicker } from 'react-colorful';

import {
  contrastRatio,
  formatContrastRatio,
  nearestReadableColour,
  parseHexColour,
  type Rgb,
  textContrastLevel,
  toHexColour,
} from '@/lib/colour';

import { fieldError, type FieldName } from './field';
import { FieldGroup } from './FieldGroup';

const WHITE = '#ffffff';

export interface FormikColourInputProps<Values> {
  form: FormikProps<Values>;
  /** A field holding the colour as `#rrggbb` (or `#rgb` as typed); '' for none yet. */
  name: FieldName<Values, string>;
  label: string;
  /**
   * The colour that will be drawn on top of this one (the icon on the bot's circle, a button's text): the contrast
   * readout is measured against it. White unless given.
   */
  against?: string;
  /** How the readout names `against` ("Contrast with white text"); its hex code unless given. */
  againstName?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  id?: string;
}

/** react-colorful's hex input, drawn like the kit's outlined inputs. */
const HexInput = styled(HexColorInput)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 160,
  padding: '8.5px 14px',
  font: 'inherit',
  color: theme.palette.text.primary,
  background: theme.palette.background.paper,
  border: `1px solid ${theme.palette.grey[500]}`,
  borderRadius: theme.shape.borderRadius,
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -1 },
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
  '&:disabled': { color: theme.palette.text.disabled, borderColor: theme.palette.action.disabled },
}));

/** "Contrast with white text: 4.6:1 (AA)", or "… 2.6:1 (fails AA for text)". */
function contrastReadout(colour: Rgb, against: Rgb, againstName: string) {
  const ratio = contrastRatio(colour, against);
  const level = textContrastLevel(ratio);
  return {
    fails: level === null,
    text: `Contrast with ${againstName} text: ${formatContrastRatio(ratio)} (${level ?? 'fails AA for text'})`,
  };
}

/**
 * A colour bound to a Formik field (the bot's icon circle, spec 3 §9): react-colorful's picker (a saturation and
 * brightness area, then a hue bar; both sliders move with the arrow keys), its hex code input, a swatch showing
 * `against` on the colour, and the WCAG contrast between the two, flagged below 4.5:1.
 *
 * For lazy pages only: react-colorful is not part of the sign-in chunk, and its stylesheet reaches the page
 * through CSSOM in the build (vite.config.ts), since the Content-Security-Policy refuses `<style>` text.
 */
export function FormikColourInput<Values>({
  form,
  name,
  label,
  against = WHITE,
  againstName,
  helperText,
  disabled,
  id,
}: FormikColourInputProps<Values>) {
  const fallbackId = useId();
  const baseId = id ?? `${fallbackId}-${name}`;
  const inputId = `${baseId}-hex`;
  const value = (form.values[name] as string | undefined) ?? '';
  const colour = parseHexColour(value);
  const againstColour = parseHexColour(against);
  const readout =
    colour && againstColour
      ? contrastReadout(colour, againstColour, againstName ?? (against === WHITE ? 'white' : against))
      : null;
  // Below AA, the nearest colour that passes (issue 26): the same hue, a little darker or lighter.
  const suggestion =
    readout?.fails && colour && againstColour
      ? toHexColour(nearestReadableColour(colour, againstColour))
      : null;
  const error = fieldError(form, name);
  const helper = error ?? helperText;
  const helperId = helper ? `${baseId}-helper-text` : undefined;
  const readoutId = readout ? `${baseId}-contrast` : undefined;
  const describedBy = [readoutId, helperId].filter(Boolean).join(' ') || undefined;

  const setColour = (next: string) => void form.setFieldValue(name, next);

  return (
    <FieldGroup form={form} name={name} label={label} invalid={Boolean(error)} disabled={disabled}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          // The library draws 200 × 200 px; as wide as the page allows up to 280 px, so it fits a 360 px screen.
          '& .react-colorful': { width: '100%', maxWidth: 280, height: 180 },
        }}
      >
        {/* No disabled state in the library: a disabled field shows only its code and swatch. */}
        {!disabled && <HexColorPicker color={colour ? value : '#000000'} onChange={setColour} />}
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0, flex: '1 1 160px' }}>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <Box
              aria-hidden
              sx={{
                width: 48,
                height: 48,
                flexShrink: 0,
                display: 'grid',
                placeItems: 'center',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: colour ? value : 'transparent',
                color: against,
                fontWeight: 700,
                // A sample of the pair, drawn as generated content: it shows the contrast the readout measures,
                // failing or not, and is no text of the page (a checker would flag the failing sample itself).
                '&::after': { content: colour ? '"Aa"' : 'none' },
              }}
            />
            <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0, flex: 1 }}>
              <Typography component="label" htmlFor={inputId} variant="body2">
                {label} (hex)
              </Typography>
              <HexInput
                id={inputId}
                name={name}
                color={value}
                prefixed
                disabled={disabled}
                onChange={setColour}
                aria-invalid={Boolean(error)}
                aria-describedby={describedBy}
              />
            </Box>
          </Box>
          {readout && (
            <Typography
              id={readoutId}
              variant="body2"
              sx={{ display: 'flex', gap: 0.5, alignItems: 'center', color: 'text.secondary' }}
            >
              {readout.fails && <WarningAmber fontSize="small" aria-hidden />}
              {readout.text}
            </Typography>
          )}
          {suggestion && !disabled && (
            <Box>
              <Button size="small" variant="outlined" onClick={() => setColour(suggestion)}>
                Use {suggestion}, the nearest that passes
              </Button>
            </Box>
          )}
        </Box>
      </Box>
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FieldGroup>
  );
}
