import Image from '@tiptap/extension-image';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { ImageNodeView } from './ImageNodeView';

function numberAttribute(name: 'width' | 'height') {
  return {
    default: null,
    parseHTML: (element: HTMLElement) => {
      const value = Number.parseInt(element.getAttribute(name) ?? '', 10);
      return Number.isFinite(value) && value > 0 ? value : null;
    },
    renderHTML: (attributes: Record<string, unknown>) => (attributes[name] ? { [name]: attributes[name] } : {}),
  };
}

/**
 * The editor's image node: `<img src alt width height>` only (the server's allow-list),
 * base64 sources allowed, a React node view for the upload states, actions and resizing.
 * `uploadId` links a node to its simulated upload and never reaches the HTML.
 */
export const EditorImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      width: numberAttribute('width'),
      height: numberAttribute('height'),
      uploadId: { default: null, rendered: false, parseHTML: () => null },
    };
  },

  addNodeView() {
    return ReactNodeViewRenderer(ImageNodeView, {
      // Clicks on the node view's own controls are not ProseMirror's business.
      stopEvent: ({ event }) => {
        const target = event.target as Element | null;
        return Boolean(target && typeof target.closest === 'function' && target.closest('[data-image-control]'));
      },
    });
  },
}).configure({ inline: false, allowBase64: true });
