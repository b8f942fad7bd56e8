import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import type { FormikProps } from 'formik';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

import { fieldError, type FieldName } from './field';
import { FieldGroup } from './FieldGroup';
import { IMAGE_ACCEPT, type ImageChoice, imageFileProblem, NO_IMAGE } from './image-choice';
import { TextInput } from './TextInput';

export type { ImageChoice } from './image-choice';

export interface FormikImageUploadProps<Values> {
  form: FormikProps<Values>;
  name: FieldName<Values, ImageChoice>;
  /** The field's name, as a noun: "Chat image" gives "Choose chat image file", "Chat image link". */
  label: string;
  helperText?: ReactNode;
  /** Spec 3 §6: only the Administrator may upload the chat image; everyone else sees it, disabled. */
  disabled?: boolean;
  id?: string;
}

/**
 * An image bound to a Formik field holding an `ImageChoice`: a file chosen on this device (a button opens the
 * file chooser), or the address of an image typed or pasted in. A file of the wrong type (spec 3 §5: .jpg, .png,
 * .bmp, .svg) or over 1 MB is refused on the spot with the spec's message, read out as an alert, and the field
 * keeps what it had. A chosen file is previewed; a link is not loaded (it stays in its input), since the portal's
 * Content-Security-Policy lets images come only from named hosts, and an address half typed is not an image.
 *
 * Whether a link is an http(s) address is the schema's to say (`imageChoiceSchema`), as the user types it.
 */
export function FormikImageUpload<Values>({
  form,
  name,
  label,
  helperText,
  disabled,
  id,
}: FormikImageUploadProps<Values>) {
  const fallbackId = useId();
  const baseId = id ?? `${fallbackId}-${name}`;
  const chooseId = `${baseId}-choose`;
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = useRef<HTMLImageElement>(null);
  const value = (form.values[name] as ImageChoice | undefined) ?? NO_IMAGE;
  const file = value.kind === 'file' ? value.file : null;
  /** Why the last file chosen was refused, until the next choice. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const error = fieldError(form, name);
  const helper = error ?? helperText;
  const helperId = helper ? `${baseId}-helper-text` : undefined;
  const noun = label.toLowerCase();

  // The preview's object URL is made here and set on the element, not kept in state: each file gets its own,
  // revoked (its memory freed) as soon as the file is replaced or removed, or the field goes away. StrictMode's
  // second run of the effect makes a new one rather than reusing a revoked one.
  useEffect(() => {
    const image = preview.current;
    if (!file || !image) return;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (next: ImageChoice) => {
    setRefusal(null);
    void form.setFieldValue(name, next);
  };

  const onFileChosen = (chosen: File | undefined) => {
    // Cleared, so that choosing the same file again (after fixing it) is a change again.
    if (fileInput.current) fileInput.current.value = '';
    if (!chosen) return;
    const problem = imageFileProblem(chosen, label);
    if (problem) setRefusal(problem);
    else choose({ kind: 'file', file: chosen });
  };

  return (
    <FieldGroup form={form} name={name} label={label} invalid={Boolean(error)} disabled={disabled}>
      {file && (
        <Box
          component="img"
          ref={preview}
          alt={`Preview of ${file.name}`}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 160, objectFit: 'contain', mb: 1 }}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          id={chooseId}
          variant="outlined"
          startIcon={<UploadFile />}
          disabled={disabled}
          onClick={() => fileInput.current?.click()}
          aria-describedby={helperId}
        >
          Choose {noun} file
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          aria-labelledby={chooseId}
          onChange={(event) => onFileChosen(event.target.files?.[0])}
        />
        {value.kind !== 'none' && (
          <Button disabled={disabled} onClick={() => choose(NO_IMAGE)}>
            Remove {noun}
          </Button>
        )}
      </Box>
      <TextInput
        id={`${baseId}-link`}
        label={`${label} link`}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        disabled={disabled}
        value={value.kind === 'url' ? value.url : ''}
        onChange={(event) => {
          const url = event.target.value;
          choose(url === '' ? NO_IMAGE : { kind: 'url', url });
        }}
        aria-describedby={helperId}
        margin="dense"
      />
      {refusal && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      )}
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FieldGroup>
  );
}
