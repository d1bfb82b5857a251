import { countOf, formatCount, formatDate, nounFor } from './format';

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

describe('countOf', () => {
  it.each([
    [0, 'conversations'],
    [1, 'conversation'],
    [2, 'conversations'],
  ])('%p %p', (count, noun) => {
    expect(countOf(count, 'conversation')).toBe(`${count} ${noun}`);
  });

  it('takes an irregular plural and groups thousands', () => {
    expect(countOf(1, 'company', { plural: 'companies' })).toBe('1 company');
    expect(countOf(3, 'company', { plural: 'companies' })).toBe('3 companies');
    expect(countOf(120000, 'credit')).toBe('120,000 credits');
  });

  it('shows thousands compactly when asked, the noun still in the plural', () => {
    expect(countOf(1, 'conversation', { compact: true })).toBe('1 conversation');
    expect(countOf(1520, 'conversation', { compact: true })).toBe('1.5K conversations');
    expect(countOf(null, 'conversation', { compact: true })).toBe('0 conversations');
  });

  it('nounFor gives the noun alone', () => {
    expect(nounFor(1, 'row')).toBe('row');
    expect(nounFor(0, 'row')).toBe('rows');
    expect(nounFor(2, 'criterion', 'criteria')).toBe('criteria');
  });
});
