import 'quill/dist/quill.snow.css';

import Box from '@mui/material/Box';
import Quill from 'quill';
import { useEffect, useLayoutEffect, useRef } from 'react';

import { sanitizeHtml } from '@/lib/sanitize-html';

/** Spec 2 §2, §9: the editor is 300 px high. */
export const EDITOR_HEIGHT = 300;

/** Formatting, links, images and media (spec 2 §2). */
const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'image', 'video'],
  ['clean'],
];

/** Quill's toolbar controls have icons only: their accessible names, by class (and value). */
const CONTROL_NAMES: Record<string, string> = {
  'ql-bold': 'Bold',
  'ql-italic': 'Italic',
  'ql-underline': 'Underline',
  'ql-strike': 'Strikethrough',
  'ql-list:ordered': 'Numbered list',
  'ql-list:bullet': 'Bulleted list',
  'ql-link': 'Link',
  'ql-image': 'Image',
  'ql-video': 'Video',
  'ql-clean': 'Clear formatting',
};

function nameToolbar(toolbar: HTMLElement) {
  toolbar.setAttribute('role', 'toolbar');
  toolbar.setAttribute('aria-label', 'Formatting');
  for (const button of toolbar.querySelectorAll('button')) {
    const format = [...button.classList].find((name) => name.startsWith('ql-')) ?? '';
    const value = button.getAttribute('value');
    const name = CONTROL_NAMES[value ? `${format}:${value}` : format];
    if (name) button.setAttribute('aria-label', name);
  }
  for (const picker of toolbar.querySelectorAll('.ql-header .ql-picker-label')) {
    picker.setAttribute('aria-label', 'Heading');
  }
}

export interface HtmlEditorProps {
  /** The HTML; a value from outside (a draft, a review) replaces the editor's content. */
  value: string;
  onChange(html: string): void;
  onBlur(): void;
  /** The id of the element that names the editor (its label). */
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
  /** Asked for a picked image's file; the editor inserts `uploaded` when it arrives. */
  onImagePicked(file: File): void;
  /** The last uploaded image: inserted where the cursor was when its revision changes. */
  uploaded: { uri: string; revision: number } | null;
}

/**
 * The HTML Response editor: Quill 2 through a ref (its own DOM, outside React's). Quill 2.0.3's HTML export has
 * an unpatched XSS, so what it gives is sanitised under the FAQ profile before it reaches the form (and again
 * before it is sent), and what it is given is sanitised before it is pasted in.
 */
export default function HtmlEditor({
  value,
  onChange,
  onBlur,
  labelledBy,
  describedBy,
  invalid,
  onImagePicked,
  uploaded,
}: HtmlEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  /** What the editor last reported: a value equal to it came from here and must not reset the cursor. */
  const emitted = useRef<string | null>(null);
  const savedRange = useRef(0);
  const handlers = useRef({ onChange, onBlur, onImagePicked });
  useLayoutEffect(() => {
    handlers.current = { onChange, onBlur, onImagePicked };
  });

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const element = document.createElement('div');
    container.append(element);
    const editor = new Quill(element, {
      theme: 'snow',
      modules: {
        toolbar: {
          container: TOOLBAR,
          handlers: {
            image: () => {
              savedRange.current = editor.getSelection(true).index;
              const input = document.createElement('input');
              input.type = 'file';
              input.accept = 'image/png, image/jpeg, image/gif, image/webp';
              input.onchange = () => {
                const file = input.files?.[0];
                if (file) handlers.current.onImagePicked(file);
              };
              input.click();
            },
          },
        },
      },
    });
    const toolbar = container.querySelector<HTMLElement>('.ql-toolbar');
    if (toolbar) nameToolbar(toolbar);
    const root = editor.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelledBy);
    editor.on('text-change', () => {
      // Quill 2.0.3's semantic export writes every space as &nbsp; (lines would never wrap): plain spaces again.
      const html =
        editor.getLength() <= 1 ? '' : sanitizeHtml(editor.getSemanticHTML().replace(/&nbsp;/g, ' '), 'faq');
      emitted.current = html;
      handlers.current.onChange(html);
    });
    editor.on('selection-change', (range) => {
      if (range) savedRange.current = range.index;
      else handlers.current.onBlur();
    });
    quill.current = editor;
    return () => {
      // StrictMode mounts twice: the first editor and its toolbar must go, or two are shown.
      quill.current = null;
      container.replaceChildren();
    };
  }, [labelledBy]);

  useEffect(() => {
    const root = quill.current?.root;
    if (!root) return;
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    else root.removeAttribute('aria-describedby');
    root.setAttribute('aria-invalid', String(invalid));
  }, [describedBy, invalid]);

  useEffect(() => {
    const editor = quill.current;
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.setContents(editor.clipboard.convert({ html: sanitizeHtml(value, 'faq') }), 'silent');
  }, [value]);

  useEffect(() => {
    const editor = quill.current;
    if (!editor || !uploaded) return;
    editor.insertEmbed(savedRange.current, 'image', uploaded.uri, 'user');
    editor.setSelection(savedRange.current + 1, 0, 'silent');
  }, [uploaded]);

  return (
    <Box
      ref={host}
      sx={{
        '& .ql-container': { height: EDITOR_HEIGHT, fontSize: '1rem', fontFamily: 'inherit' },
        '& .ql-toolbar, & .ql-container': { borderColor: invalid ? 'error.main' : 'divider' },
        '& .ql-editor img': { maxWidth: '100%' },
      }}
    />
  );
}
