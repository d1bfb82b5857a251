import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { LazyRichTextEditor } from './LazyRichTextEditor';

describe('LazyRichTextEditor', () => {
  it('shows a skeleton with the label, then the editor', async () => {
    renderWithProviders(
      <LazyRichTextEditor label="Exclusive offer" value="<p>10% off</p>" onChange={() => undefined} helperText="Shown to PRO members" />,
    );
    expect(screen.getByTestId('rich-text-editor-loading')).toHaveTextContent('Exclusive offer');
    const textbox = await screen.findByRole('textbox', { name: 'Exclusive offer' });
    expect(textbox).toHaveTextContent('10% off');
    expect(screen.queryByTestId('rich-text-editor-loading')).not.toBeInTheDocument();
    expect(screen.getByText('Shown to PRO members')).toBeInTheDocument();
  });
});
