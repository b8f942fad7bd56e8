import UploadIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { ImportKind } from '@/contracts/faq';
import { useAppDispatch, useAppSelector } from '@/lib/redux/hooks';

import { IMPORT_EXTENSIONS } from '../import/parse';
import { FAQ_MESSAGES, IMPORT_CONFIRMATIONS } from '../messages';
import { selectFaq } from '../selectors';
import { importClosed, importConfirmed, importFileChosen } from '../slice';

/** How many rejected rows the preview lists (the count says how many more). */
export const REJECTED_SHOWN = 50;

const KINDS: { kind: ImportKind; title: string; text: string }[] = [
  {
    kind: 'faq',
    title: 'FAQ data',
    text: 'Columns: question, subject_area, answer, answer_voice, and your custom fields. Replaces every question.',
  },
  {
    kind: 'survey',
    title: 'Survey questions',
    text: 'Columns: question, answers (separated by |). Replaces every survey question.',
  },
];

const ENCODINGS: Record<string, string> = {
  'utf-8': 'UTF-8 text',
  'utf-16le': 'UTF-16 text',
  'utf-16be': 'UTF-16 text',
  'windows-1252': 'Windows-1252 text, converted to UTF-8',
  spreadsheet: 'a spreadsheet, converted to CSV',
};

function ChooseFile({ kind, title, disabled }: { kind: ImportKind; title: string; disabled: boolean }) {
  const dispatch = useAppDispatch();
  const id = useId();
  return (
    <Button component="label" htmlFor={id} variant="outlined" startIcon={<UploadIcon />} disabled={disabled}>
      Upload {title}
      <input
        id={id}
        type="file"
        hidden
        accept={IMPORT_EXTENSIONS.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) dispatch(importFileChosen({ kind, file }));
        }}
      />
    </Button>
  );
}

/**
 * The bulk imports (spec 2 §4 "Upload", §5; DESIGN §7: on /faq/settings): choose a .csv, .xls or .xlsx file, see
 * what it holds and what will be rejected (issue 14), confirm the erase, then follow the upload to its end.
 */
export function ImportSection() {
  const dispatch = useAppDispatch();
  const { upload } = useAppSelector(selectFaq);
  const busy = upload?.phase === 'uploading' || upload?.phase === 'polling';
  const preview = upload?.preview ?? null;
  const title = upload ? KINDS.find((entry) => entry.kind === upload.kind)?.title : '';

  return (
    <Box component="section" aria-labelledby="import-title" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography id="import-title" variant="h6" component="h2">
        Bulk import
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {KINDS.map(({ kind, title: kindTitle, text }) => (
          <Paper key={kind} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start' }}>
            <Typography variant="subtitle1" component="h3">
              {kindTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {text} Files: {IMPORT_EXTENSIONS.join(', ')}.
            </Typography>
            <Box>
              <ChooseFile kind={kind} title={kindTitle} disabled={busy} />
            </Box>
          </Paper>
        ))}
      </Box>
      <Dialog
        open={upload !== null}
        onClose={busy ? undefined : () => dispatch(importClosed())}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>
          Import {title}: {upload?.fileName}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {upload?.phase === 'reading' && <LinearProgress aria-label="Reading the file" />}
          {preview && (
            <Box aria-label="What the file holds" role="group">
              <Typography>
                {preview.rowsRead.toLocaleString('en-US')} rows read from {ENCODINGS[preview.encoding]}.{' '}
                {preview.fatal ? '' : `${preview.accepted.toLocaleString('en-US')} will be imported.`}
              </Typography>
              {preview.fatal && <Alert severity="error">{preview.fatal}</Alert>}
              {preview.rejected.length > 0 && (
                <>
                  <Typography sx={{ mt: 1 }}>
                    {preview.rejected.length.toLocaleString('en-US')} rows will be left out:
                  </Typography>
                  <List dense aria-label="Rows left out" sx={{ maxHeight: 200, overflow: 'auto' }}>
                    {preview.rejected.slice(0, REJECTED_SHOWN).map((row) => (
                      <ListItem key={row.line}>
                        Line {row.line}: {row.reason}
                      </ListItem>
                    ))}
                    {preview.rejected.length > REJECTED_SHOWN && (
                      <ListItem>…and {preview.rejected.length - REJECTED_SHOWN} more.</ListItem>
                    )}
                  </List>
                </>
              )}
            </Box>
          )}
          {upload?.phase === 'preview' && preview && !preview.fatal && preview.accepted > 0 && (
            <Alert severity="warning">{IMPORT_CONFIRMATIONS[upload.kind]}</Alert>
          )}
          {busy && (
            <Box>
              <Typography>{FAQ_MESSAGES.uploading}</Typography>
              <LinearProgress aria-label="Uploading" sx={{ mt: 1 }} />
            </Box>
          )}
          {upload?.phase === 'succeeded' && (
            <Alert severity="success">
              {FAQ_MESSAGES.uploaded} {upload.result}
            </Alert>
          )}
          {upload?.phase === 'failed' && (
            <Alert severity="error">
              {FAQ_MESSAGES.uploadFailed} {upload.error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {upload?.phase === 'preview' ? (
            <>
              <Button onClick={() => dispatch(importClosed())}>Cancel</Button>
              <Button
                variant="contained"
                color="warning"
                disabled={!preview || preview.fatal !== null || preview.accepted === 0}
                onClick={() => dispatch(importConfirmed())}
              >
                Erase and import
              </Button>
            </>
          ) : (
            <Button onClick={() => dispatch(importClosed())} disabled={busy}>
              Close
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </Box>
  );
}
