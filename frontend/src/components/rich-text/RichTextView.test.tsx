import { render, screen } from '@testing-library/react';
import { RichTextView } from './RichTextView';

describe('RichTextView', () => {
  it('renders sanitised HTML', () => {
    const { container } = render(
      <RichTextView html={'<h2>About</h2><p onclick="x()">We <strong>build</strong></p><script>window.hacked = true</script><a href="javascript:alert(1)">bad</a>'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'About' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('build');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('a')).not.toHaveAttribute('href');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('opens links in a new tab', () => {
    render(<RichTextView html={'<p><a href="https://acme.io">Acme</a></p>'} />);
    const link = screen.getByRole('link', { name: 'Acme' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('shows the empty text for empty content', () => {
    const { rerender } = render(<RichTextView html="" />);
    expect(screen.getByText('—')).toBeInTheDocument();
    rerender(<RichTextView html="<p>  </p>" emptyText="No description yet." />);
    expect(screen.getByText('No description yet.')).toBeInTheDocument();
    rerender(<RichTextView html={null} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('counts an image or a divider as content', () => {
    const { container } = render(<RichTextView html={'<img src="https://cdn.test/a.png" alt="Team">'} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', 'Team');
  });
});
