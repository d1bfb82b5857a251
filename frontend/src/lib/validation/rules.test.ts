import { isStrongPassword, isValidEmail, isValidUrl } from './rules';

describe('reset-password rule', () => {
  it.each(['Str0ng!Pass', 'Aa1@aaaa', 'Zz9(Zz9)', 'Pa55word{}', 'Xy7#^[]abc'])('accepts %p', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each([
    ['too short', 'Aa1@aaa'],
    ['no lowercase', 'AA1@AAAA'],
    ['no uppercase', 'aa1@aaaa'],
    ['no digit', 'Aa@aaaaa'],
    ['no special character', 'Aa1aaaaa'],
    ['a space', 'Aa1@ aaaa'],
    ['a special character outside the set', 'Aa1@aaaa-'],
    ['a non-ASCII letter', 'Aa1@aaaé'],
  ])('rejects a password with %s', (_reason, password) => {
    expect(isStrongPassword(password)).toBe(false);
  });
});

describe('email rule', () => {
  it.each(['ada@acme.io', 'first.last+tag@sub.example.co.uk'])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'ada', 'ada@', 'ada@acme', '@acme.io', 'ada @acme.io'])('rejects %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('URL rule', () => {
  it.each(['https://acme.io', 'http://acme.io/partners', 'www.acme.io'])('accepts %p', (url) => {
    expect(isValidUrl(url)).toBe(true);
  });
  it.each(['acme.io', 'https://acme .io', 'mailto:ada@acme.io', ''])('rejects %p', (url) => {
    expect(isValidUrl(url)).toBe(false);
  });
});
