import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import { renderWithProviders, setupUser } from '../../../test/utils';
import { COPY_LABEL_RESET_MS, IMAGE_UPLOAD_DELAY_MS } from './constants';
import { TOOLBAR_LABELS } from './EditorToolbar';
import RichTextEditor from './RichTextEditor';
import type { RichTextEditorProps } from './types';

/*
 * tiptap runs in jsdom well enough for the toolbar, commands, dialogs and node views;
 * typing and layout (resize, drag and drop, clipboard) are left to the browser tests.
 */

const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);

type HarnessProps = Partial<RichTextEditorProps> & { initial?: string; onValue?: (html: string) => void };

function Harness({ initial = '', onValue, ...rest }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        label="Company description"
        value={value}
        onChange={(html) => {
          setValue(html);
          onValue?.(html);
        }}
        {...rest}
      />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('<p>Replaced from outside</p>')}>
        Reset value
      </button>
    </>
  );
}

async function renderEditor(props: HarnessProps = {}) {
  const utils = renderWithProviders(<Harness {...props} />);
  // Found by its label (a role query with a name costs ten times more in jsdom); the first
  // test asserts that the labelled element is the multi-line textbox.
  const textbox = await screen.findByLabelText('Company description', { selector: '[contenteditable]' });
  return { ...utils, textbox };
}

const valueText = () => screen.getByTestId('value').textContent ?? '';

// jsdom has no layout: ProseMirror's scroll-into-view asks ranges and elements for rectangles.
beforeAll(() => {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  for (const proto of [Range.prototype, Element.prototype, Text.prototype] as unknown as Record<string, unknown>[]) {
    if (typeof proto.getClientRects !== 'function') proto.getClientRects = emptyRects;
    if (typeof proto.getBoundingClientRect !== 'function') proto.getBoundingClientRect = emptyRect;
  }
});

describe('RichTextEditor', () => {
  beforeEach(() => {
    let counter = 0;
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: jest.fn(() => `blob:http://localhost/${++counter}`) });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: jest.fn() });
  });

  it('is a labelled multi-line textbox found by its visible label', async () => {
    const { textbox } = await renderEditor();
    expect(screen.getByRole('textbox', { name: 'Company description' })).toBe(textbox);
    expect(textbox).toHaveAttribute('aria-multiline', 'true');
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByLabelText('Company description')).toBe(textbox);
    expect(screen.getByText('Company description')).toBeVisible();
  });

  it('uses the given id on the editable element', async () => {
    const { textbox } = await renderEditor({ id: 'company-description' });
    expect(textbox).toHaveAttribute('id', 'company-description');
  });

  it('lets a form focus it through inputRef', async () => {
    const ref = createRef<{ focus: () => void }>();
    const { textbox } = await renderEditor({ inputRef: ref });
    act(() => ref.current?.focus());
    await waitFor(() => expect(textbox).toHaveFocus());
  });

  it('has a toolbar of real buttons with the expected names', async () => {
    await renderEditor();
    const toolbar = screen.getByRole('toolbar');
    for (const label of TOOLBAR_LABELS) {
      const button = within(toolbar).getByRole('button', { name: label });
      expect(button.tagName).toBe('BUTTON');
    }
    for (const toggle of ['Bold', 'Italic', 'Underline', 'Strikethrough', 'Code', 'Heading 1', 'Heading 2', 'Heading 3', 'Bullet list', 'Numbered list', 'Link', 'Code block', 'Quote']) {
      expect(within(toolbar).getByRole('button', { name: toggle })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(within(toolbar).getByRole('button', { name: 'Undo' })).toBeDisabled();
  });

  it('shows the initial HTML and marks active formats with aria-pressed', async () => {
    const { textbox } = await renderEditor({ initial: '<h2>Title</h2><p><strong>Bold</strong> text</p>' });
    expect(within(textbox).getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(textbox.querySelector('strong')).toHaveTextContent('Bold');
  });

  it('applies formatting from the toolbar and reports HTML through onChange', async () => {
    const user = setupUser();
    const onValue = jest.fn();
    await renderEditor({ initial: '<p>Hello</p>', onValue });
    // Changes within 500 ms are one undo step: the clock stands still between these two, so
    // they are one step however slowly a busy machine runs the test.
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    await user.click(screen.getByRole('button', { name: 'Heading 1' }));
    await waitFor(() => expect(valueText()).toBe('<h1>Hello</h1>'));
    expect(screen.getByRole('button', { name: 'Heading 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    await waitFor(() => expect(valueText()).toBe('<blockquote><h1>Hello</h1></blockquote>'));
    clock.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(valueText()).toBe('<p>Hello</p>'));
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(valueText()).toBe('<blockquote><h1>Hello</h1></blockquote>'));
    expect(onValue).toHaveBeenCalled();
  });

  it('inserts a divider, lists and a code block', async () => {
    const user = setupUser();
    await renderEditor({ initial: '<p>Item</p>' });
    await user.click(screen.getByRole('button', { name: 'Bullet list' }));
    await waitFor(() => expect(valueText()).toBe('<ul><li><p>Item</p></li></ul>'));
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    await waitFor(() => expect(valueText()).toBe('<ol><li><p>Item</p></li></ol>'));
    await user.click(screen.getByRole('button', { name: 'Divider' }));
    await waitFor(() => expect(valueText()).toContain('<hr>'));
  });

  it('colours text from the palette menu', async () => {
    const user = setupUser();
    const { textbox } = await renderEditor({ initial: '<p>Paint me</p>' });
    // Select all the text, then pick a colour.
    textbox.focus();
    fireEvent.keyDown(textbox, { key: 'a', ctrlKey: true });
    await user.click(screen.getByRole('button', { name: 'Text colour' }));
    const menu = await screen.findByRole('menu', { name: 'Text colour' });
    await user.click(within(menu).getByRole('menuitem', { name: 'Red' }));
    await waitFor(() => expect(valueText()).toMatch(/<span style="color: (#e03131|rgb\(224, 49, 49\));?">Paint me<\/span>/));
  });

  it('emits an empty string when emptied and shows a new value given from outside', async () => {
    const user = setupUser();
    const { textbox } = await renderEditor({ initial: '<p>x</p>' });
    await user.click(screen.getByRole('button', { name: 'Reset value' }));
    await waitFor(() => expect(textbox).toHaveTextContent('Replaced from outside'));
  });

  it('shows the error in red and marks the textbox invalid', async () => {
    const { textbox } = await renderEditor({ error: 'Company description must be at least 150 characters', helperText: 'Tell partners about you' });
    const message = screen.getByText('Company description must be at least 150 characters');
    expect(message).toHaveClass('Mui-error');
    expect(screen.queryByText('Tell partners about you')).not.toBeInTheDocument();
    expect(textbox).toHaveAttribute('aria-invalid', 'true');
    expect(textbox).toHaveAccessibleDescription('Company description must be at least 150 characters');
  });

  it('shows the helper text when there is no error', async () => {
    const { textbox } = await renderEditor({ helperText: 'At least 150 characters' });
    expect(screen.getByText('At least 150 characters')).not.toHaveClass('Mui-error');
    expect(textbox).not.toHaveAttribute('aria-invalid');
  });

  it('is read-only with a disabled toolbar when disabled', async () => {
    const { textbox } = await renderEditor({ disabled: true, initial: '<p>Locked</p>' });
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    expect(textbox).toHaveAttribute('aria-readonly', 'true');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Image' })).toBeDisabled();
  });

  describe('link dialog', () => {
    it('requires a valid URL, then links the selection', async () => {
      const user = setupUser();
      const { textbox } = await renderEditor({ initial: '<p>Partner page</p>' });
      textbox.focus();
      fireEvent.keyDown(textbox, { key: 'a', ctrlKey: true });
      await user.click(screen.getByRole('button', { name: 'Link' }));
      const dialog = await screen.findByRole('dialog', { name: 'Insert link' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('URL is required')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('URL'), 'not a url');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(within(dialog).getByText('Must be a valid URL')).toBeInTheDocument();
      await user.clear(within(dialog).getByLabelText('URL'));
      await user.type(within(dialog).getByLabelText('URL'), 'www.acme.io/partners');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(valueText()).toBe(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.acme.io/partners">Partner page</a></p>',
      );
    });

    it('inserts the URL as text when nothing is selected', async () => {
      const user = setupUser();
      await renderEditor();
      await user.click(screen.getByRole('button', { name: 'Link' }));
      const dialog = await screen.findByRole('dialog', { name: 'Insert link' });
      await user.type(within(dialog).getByLabelText('URL'), 'https://acme.io');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(valueText()).toContain('href="https://acme.io">https://acme.io</a>'));
    });

    it('edits and removes an existing link', async () => {
      const user = setupUser();
      const { textbox } = await renderEditor({ initial: '<p><a href="https://old.io">Site</a></p>' });
      textbox.focus();
      fireEvent.keyDown(textbox, { key: 'a', ctrlKey: true });
      await user.click(screen.getByRole('button', { name: 'Link' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
      expect(within(dialog).getByLabelText('URL')).toHaveValue('https://old.io');
      await user.click(within(dialog).getByRole('button', { name: 'Remove link' }));
      await waitFor(() => expect(valueText()).toBe('<p>Site</p>'));
    });
  });

  describe('images', () => {
    afterEach(() => {
      jest.useRealTimers();
    });

    it('refuses a file that is not an image with the validation toast', async () => {
      await renderEditor();
      const input = screen.getByTestId('rich-text-image-input');
      fireEvent.change(input, { target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] } });
      expect(await screen.findByText('Image validation error')).toBeInTheDocument();
      expect(screen.getByText('Only image files are allowed.')).toBeInTheDocument();
      expect(valueText()).toBe('');
    });

    it('refuses an image over 5 MB', async () => {
      await renderEditor();
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
      fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [big] } });
      expect(await screen.findByText('The image is larger than 5 MB.')).toBeInTheDocument();
    });

    it('shows the blob placeholder, then uploads for 3 s and stores a base64 data URL', async () => {
      jest.useFakeTimers();
      const { textbox } = await renderEditor();
      const file = new File([PNG_BYTES], 'team-photo.png', { type: 'image/png' });
      fireEvent.change(screen.getByTestId('rich-text-image-input'), { target: { files: [file] } });

      const view = await waitFor(() => {
        const node = textbox.querySelector('[data-image-state]');
        expect(node).not.toBeNull();
        return node as HTMLElement;
      });
      expect(view).toHaveAttribute('data-image-state', 'placeholder');
      expect(view.querySelector('img')).toHaveAttribute('src', 'blob:http://localhost/1');
      // Images still uploading are not part of the value.
      expect(valueText()).toBe('');

      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(textbox.querySelector('[data-image-state]')).toHaveAttribute('data-image-state', 'uploading');
      expect(within(textbox).getByRole('progressbar', { name: 'Uploading image' })).toBeInTheDocument();

      act(() => {
        jest.advanceTimersByTime(IMAGE_UPLOAD_DELAY_MS);
      });
      jest.useRealTimers();
      await waitFor(() => expect(valueText()).toMatch(/^<img src="data:image\/png;base64,iVBORw0KGgo[^"]*" alt="team photo">/));
      const image = textbox.querySelector('img') as HTMLImageElement;
      expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      fireEvent.load(image);
      await waitFor(() => expect(textbox.querySelector('[data-image-state]')).toHaveAttribute('data-image-state', 'loaded'));
      expect(within(textbox).getByRole('button', { name: 'Copy image' })).toBeInTheDocument();
      expect(within(textbox).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
      expect(within(textbox).getByRole('button', { name: 'Download' })).toBeInTheDocument();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
    });

    function paste(target: HTMLElement, data: { html?: string; text?: string; files?: File[] }) {
      const types = [...(data.html ? ['text/html'] : []), ...(data.text ? ['text/plain'] : []), ...(data.files?.length ? ['Files'] : [])];
      const event = new Event('paste', { bubbles: true, cancelable: true });
      Object.defineProperty(event, 'clipboardData', {
        value: {
          types,
          files: data.files ?? [],
          items: [],
          getData: (type: string) => (type === 'text/html' ? (data.html ?? '') : type === 'text/plain' ? (data.text ?? '') : ''),
        },
      });
      act(() => {
        target.dispatchEvent(event);
      });
    }

    it('drops pasted base64 images of a type that is not allowed, with the reason', async () => {
      const { textbox } = await renderEditor({ initial: '<p>Start</p>' });
      textbox.focus();
      paste(textbox, { html: '<p>Pasted</p><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', text: 'Pasted' });
      expect(await screen.findByText('This base64 image type is not allowed.')).toBeInTheDocument();
      expect(screen.getByText('Image validation error')).toBeInTheDocument();
      await waitFor(() => expect(valueText()).toContain('Pasted'));
      expect(valueText()).not.toContain('svg');
    });

    it('drops pasted invalid base64 images', async () => {
      const { textbox } = await renderEditor({ initial: '<p>Start</p>' });
      textbox.focus();
      paste(textbox, { html: '<img src="data:image/png;base64,@@@">', text: '' });
      expect(await screen.findByText('Invalid base64 image.')).toBeInTheDocument();
      expect(valueText()).not.toContain('<img');
    });

    it('uploads a pasted image file and refuses other pasted files', async () => {
      const { textbox } = await renderEditor();
      textbox.focus();
      paste(textbox, { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] });
      expect(await screen.findByText('Only image files are allowed.')).toBeInTheDocument();
      paste(textbox, { files: [new File([PNG_BYTES], 'shot.png', { type: 'image/png' })] });
      await waitFor(() => expect(textbox.querySelector('[data-image-state]')).not.toBeNull());
    });

    it('shows "Failed to load image" with a remove action when the image breaks', async () => {
      const user = setupUser();
      const { textbox } = await renderEditor({ initial: '<p>Before</p><img src="https://cdn.test/missing.png" alt="gone">' });
      const image = textbox.querySelector('img') as HTMLImageElement;
      fireEvent.error(image);
      expect(await within(textbox).findByText('Failed to load image')).toBeInTheDocument();
      await user.click(within(textbox).getByRole('button', { name: 'Remove image' }));
      await waitFor(() => expect(valueText()).toBe('<p>Before</p>'));
    });

    it('copies the image link and resets the label after 1 s', async () => {
      // The 1 s runs on jest's clock: no real wait, and no race with a busy machine.
      jest.useFakeTimers();
      const user = setupUser();
      const writeText = jest.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
      const { textbox } = await renderEditor({ initial: '<img src="https://cdn.test/logo.png" alt="logo">' });
      fireEvent.load(textbox.querySelector('img') as HTMLImageElement);
      await user.click(await within(textbox).findByRole('button', { name: 'Copy link' }));
      expect(writeText).toHaveBeenCalledWith('https://cdn.test/logo.png');
      expect(await screen.findByText('Image action success')).toBeInTheDocument();
      expect(within(textbox).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(COPY_LABEL_RESET_MS);
      });
      expect(within(textbox).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    });

    it('reports a failed copy with the action and the reason', async () => {
      const user = setupUser();
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
      const { textbox } = await renderEditor({ initial: '<img src="https://cdn.test/logo.png" alt="logo">' });
      fireEvent.load(textbox.querySelector('img') as HTMLImageElement);
      await user.click(await within(textbox).findByRole('button', { name: 'Copy image' }));
      expect(await screen.findByText('Failed to Copy Image')).toBeInTheDocument();
      expect(screen.getByText('Copying images is not supported by this browser.')).toBeInTheDocument();
    });
  });
});
