/**
 * The rich-text editor of descriptions (tiptap 3). Import it through LazyRichTextEditor so
 * tiptap and ProseMirror stay in their own chunk.
 */
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import type { EditorProps } from '@tiptap/pm/view';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { cspNonce } from '@/lib/cspNonce';
import { useSnackbar } from '@/lib/toast';
import { useCallback, useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { IMAGE_VALIDATION_TOAST } from './constants';
import { EditorToolbar } from './EditorToolbar';
import { EditorImage } from './imageExtension';
import { cancelImageUpload, newUploadId, startImageUpload } from './imageUploads';
import { validateImageFile, validateImageSource } from './imageValidation';
import { LinkDialog } from './LinkDialog';
import { richTextContentSx } from './richTextStyles';
import { toastMessage } from './toast';
import type { RichTextEditorProps } from './types';

export type { RichTextEditorProps } from './types';

const DEFAULT_MIN_HEIGHT = 160;
const PENDING_IMAGE = /<img\b[^>]*\bsrc="blob:[^"]*"[^>]*>/gi;
const EMPTY_HTML = /^(\s|<p><\/p>)*$/;
/** The empty paragraph tiptap keeps after a last heading, list or image (TrailingNode). */
const TRAILING_EMPTY = /(<p><\/p>)+$/;

/**
 * The editor's HTML as the form's value: '' when empty, without trailing empty paragraphs,
 * and with images still uploading (blob: URLs, which mean nothing to the server) left out.
 */
export function editorValue(editor: Editor): string {
  if (editor.isEmpty) return '';
  const html = editor.getHTML().replace(PENDING_IMAGE, '');
  return EMPTY_HTML.test(html) ? '' : html.replace(TRAILING_EMPTY, '');
}

/** Replaces a finished upload's blob URL with its base64 data URL (not an undo step). */
function finishUpload(editor: Editor, uploadId: string, dataUrl: string): boolean {
  if (editor.isDestroyed) return false;
  let found: number | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (found !== null) return false;
    if (node.type.name === 'image' && node.attrs.uploadId === uploadId) {
      found = pos;
      return false;
    }
    return true;
  });
  if (found === null) return false;
  const node = editor.state.doc.nodeAt(found);
  if (!node) return false;
  const tr = editor.state.tr.setNodeMarkup(found, undefined, { ...node.attrs, src: dataUrl, uploadId: null });
  tr.setMeta('addToHistory', false);
  editor.view.dispatch(tr);
  return true;
}

function altFromFileName(name: string): string {
  return name.replace(/\.[a-z0-9]{2,5}$/i, '').replace(/[_-]+/g, ' ').trim().slice(0, 120);
}

export default function RichTextEditor({
  label,
  value,
  onChange,
  error,
  helperText,
  disabled = false,
  placeholder,
  id,
  minHeight = DEFAULT_MIN_HEIGHT,
  onBlur,
  inputRef,
}: RichTextEditorProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const helperId = `${baseId}-helper`;
  const editorId = id ?? `${baseId}-editor`;
  const { enqueueSnackbar } = useSnackbar();

  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  const lastEmitted = useRef(value);
  const initialContent = useRef(value);
  const placeholderRef = useRef(placeholder ?? '');
  const editorRef = useRef<Editor | null>(null);
  const uploads = useRef(new Map<string, string>());
  const fileInputRef = useRef<HTMLInputElement | null>(null);
  const [linkDialog, setLinkDialog] = useState<{ url: string; existing: boolean } | null>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
    placeholderRef.current = placeholder ?? '';
  });

  const showValidationError = useCallback(
    (reason: string) => enqueueSnackbar(toastMessage(IMAGE_VALIDATION_TOAST, reason), { variant: 'error' }),
    [enqueueSnackbar],
  );

  const insertImageFiles = useCallback(
    (files: readonly File[], position?: number) => {
      const editor = editorRef.current;
      if (!editor || !editor.isEditable) return;
      let at = position;
      for (const file of files) {
        const problem = validateImageFile(file);
        if (problem) {
          showValidationError(problem);
          continue;
        }
        const uploadId = newUploadId();
        const objectUrl = URL.createObjectURL(file);
        uploads.current.set(uploadId, objectUrl);
        const content = { type: 'image', attrs: { src: objectUrl, alt: altFromFileName(file.name) || null, uploadId } };
        const chain = editor.chain().focus();
        (at === undefined ? chain.insertContent(content) : chain.insertContentAt(at, content)).run();
        at = undefined;
        startImageUpload(uploadId, file, {
          onDone: (dataUrl) => {
            finishUpload(editor, uploadId, dataUrl);
            uploads.current.delete(uploadId);
            URL.revokeObjectURL(objectUrl);
          },
          onError: (message) => showValidationError(message),
        });
      }
    },
    [showValidationError],
  );

  const openLinkDialog = useCallback(() => {
    const editor = editorRef.current;
    if (!editor || !editor.isEditable) return;
    const href = (editor.getAttributes('link').href as string | undefined) ?? '';
    setLinkDialog({ url: href, existing: editor.isActive('link') });
  }, []);

  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          linkOnPaste: true,
          defaultProtocol: 'https',
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow', class: null },
          isAllowedUri: (url, context) => context.defaultValidate(url) && /^(https?:\/\/|mailto:|www\.)/i.test(url),
        },
      }),
      TextStyle,
      Color,
      EditorImage,
      Placeholder.configure({ placeholder: () => placeholderRef.current }),
    ],
    [],
  );

  const attributes = useMemo(() => {
    const attrs: Record<string, string> = {
      id: editorId,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      class: 'rte-content',
    };
    if ((typeof error === 'string' && error) || helperText) attrs['aria-describedby'] = helperId;
    if (error) attrs['aria-invalid'] = 'true';
    if (disabled) {
      attrs['aria-readonly'] = 'true';
      attrs['aria-disabled'] = 'true';
    }
    return attrs;
  }, [editorId, labelId, helperId, error, helperText, disabled]);

  const editorProps = useMemo<EditorProps>(
    () => ({
      attributes,
      handlePaste: (_view, event) => {
        const data = event.clipboardData;
        if (!data || data.files.length === 0) return false;
        // Office apps put a picture of the copied text next to it: text wins.
        const types = Array.from(data.types);
        if (types.includes('text/html') || types.includes('text/plain')) return false;
        insertImageFiles(Array.from(data.files));
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = event.dataTransfer?.files;
        if (moved || !files || files.length === 0) return false;
        event.preventDefault();
        const position = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        insertImageFiles(Array.from(files), position);
        return true;
      },
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLinkDialog();
          return true;
        }
        return false;
      },
      transformPastedHTML: (html) => {
        if (!/<img\b/i.test(html)) return html;
        const doc = new DOMParser().parseFromString(html, 'text/html');
        doc.querySelectorAll('img').forEach((image) => {
          const problem = validateImageSource(image.getAttribute('src') ?? '');
          if (problem) {
            showValidationError(problem);
            image.remove();
          }
        });
        return doc.body.innerHTML;
      },
    }),
    [attributes, insertImageFiles, openLinkDialog, showValidationError],
  );

  const editor = useEditor({
    // tiptap's base styles are a <style> element: it needs the page's CSP nonce.
    injectNonce: cspNonce(),
    extensions,
    content: initialContent.current || '',
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = editorValue(current);
      if (html === lastEmitted.current) return;
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
    onBlur: () => onBlurRef.current?.(),
  });
  editorRef.current = editor;

  useImperativeHandle(inputRef, () => ({ focus: () => editorRef.current?.commands.focus() }), []);

  // A new value from outside (form reset, data loaded): show it.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isEditable === !disabled) return;
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // Leaving the page mid-upload: stop the uploads and free their previews.
  useEffect(() => {
    const pending = uploads.current;
    return () => {
      pending.forEach((objectUrl, uploadId) => {
        cancelImageUpload(uploadId);
        URL.revokeObjectURL(objectUrl);
      });
      pending.clear();
    };
  }, []);

  const onFilePicked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length) insertImageFiles(files);
  };

  const submitLink = (url: string) => {
    setLinkDialog(null);
    if (!editor) return;
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
  };

  const removeLink = () => {
    setLinkDialog(null);
    editor?.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  const message = (typeof error === 'string' && error) || helperText;

  const frameSx: SxProps<Theme> = {
    border: '1px solid',
    borderColor: error ? 'error.main' : 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
    transition: 'border-color 150ms',
    '&:hover': disabled ? undefined : { borderColor: error ? 'error.main' : 'text.primary' },
    '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: (theme) => `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}` },
    opacity: disabled ? 0.7 : 1,
  };

  return (
    <FormControl fullWidth error={Boolean(error)} disabled={disabled} className="rich-text-editor">
      <FormLabel
        id={labelId}
        onClick={() => editor?.commands.focus()}
        sx={{ mb: 0.75, fontSize: '0.875rem', fontWeight: 500, cursor: disabled ? 'default' : 'pointer', width: 'fit-content' }}
      >
        {label}
      </FormLabel>
      <Box sx={frameSx}>
        {editor ? (
          <EditorToolbar
            editor={editor}
            disabled={disabled}
            controlsId={editorId}
            onLink={openLinkDialog}
            onImage={() => fileInputRef.current?.click()}
          />
        ) : null}
        <Box sx={{ borderTop: '1px solid', borderColor: 'divider' }} />
        <Box
          sx={[
            richTextContentSx,
            {
              '& .rte-content': {
                minHeight,
                px: 1.5,
                py: 1,
                outline: 'none',
                cursor: disabled ? 'default' : 'text',
                '& > :first-of-type': { mt: 0 },
              },
              '& .rte-content p.is-editor-empty:first-of-type::before': {
                content: 'attr(data-placeholder)',
                float: 'left',
                height: 0,
                pointerEvents: 'none',
                color: 'text.disabled',
              },
              '& .ProseMirror-selectednode img': { outline: 'none' },
              '& .ProseMirror-gapcursor:after': { borderTopColor: 'text.primary' },
            },
          ]}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {message ? <FormHelperText id={helperId}>{message}</FormHelperText> : null}
      <input
        ref={fileInputRef}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="rich-text-image-input"
        onChange={onFilePicked}
      />
      <LinkDialog
        open={linkDialog !== null}
        initialUrl={linkDialog?.url ?? ''}
        canRemove={linkDialog?.existing ?? false}
        onSubmit={submitLink}
        onRemove={removeLink}
        onClose={() => {
          setLinkDialog(null);
          editor?.commands.focus();
        }}
      />
    </FormControl>
  );
}
