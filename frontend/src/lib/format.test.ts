import { formatCount, formatDate } from './format';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1499, '1.4K'],
    [1500, '1.5K'],
    [12345, '12.3K'],
    [999999, '999.9K'],
    [1000000, '1000K'],
    [null, '0'],
  ])('%p -> %p', (value, text) => {
    expect(formatCount(value as number | null)).toBe(text);
  });
});

describe('formatDate', () => {
  it('formats ISO dates and shows a dash when absent', () => {
    expect(formatDate('2026-12-01T00:00:00Z', 'en-GB')).toBe('1 Dec 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('garbage')).toBe('—');
  });
});
