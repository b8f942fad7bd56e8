import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';

import { FormikTextInput } from './FormikTextInput';

type Props<Values extends object> = Omit<
  Parameters<typeof FormikTextInput<Values>>[0],
  'type' | 'endAdornment'
>;

/** A password field with a show/hide button, bound to a Formik field. */
export function FormikPasswordInput<Values extends object>(props: Props<Values>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormikTextInput<Values>
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
            onClick={() => setVisible(!visible)}
            edge="end"
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
