import { profileSchema } from './schemas';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.io', linkedInUrl: '', timeZone: 'Europe/Berlin' };

function messages(values: typeof valid) {
  const result = profileSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
}

describe('profile schema', () => {
  it('accepts a profile without LinkedIn', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('requires a time zone (the API checks the name itself)', () => {
    expect(messages({ ...valid, timeZone: ' ' })).toEqual([
      'timeZone: Choose a time zone from the list (an IANA name such as Europe/Berlin).',
    ]);
  });

  it('requires names after trimming', () => {
    expect(messages({ ...valid, firstName: '  ', lastName: '\t' })).toEqual([
      'firstName: First name is required',
      'lastName: Last name is required',
    ]);
  });

  it('checks the email', () => {
    expect(messages({ ...valid, email: 'ada at acme' })).toEqual(['email: Email is invalid']);
  });

  it.each(['https://www.linkedin.com/in/ada', 'http://linkedin.com/in/ada', 'www.linkedin.com/in/ada'])(
    'accepts LinkedIn %p',
    (linkedInUrl) => {
      expect(messages({ ...valid, linkedInUrl })).toEqual([]);
    },
  );

  it.each(['linkedin.com/in/ada', 'https://linkedin.com/in/ada lovelace', 'ftp://x.io'])(
    'rejects LinkedIn %p',
    (linkedInUrl) => {
      expect(messages({ ...valid, linkedInUrl })).toEqual(['linkedInUrl: Must be a valid URL']);
    },
  );
});
