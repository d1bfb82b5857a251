import { CONTACT_MESSAGES, cleanContact, contactDisplayName, externalHref, isDuplicateEmail, validateContact } from './contactValidation';

const blank = { firstName: '', lastName: '', email: '', position: '', linkedInUrl: '' };
const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.io', position: 'CTO', linkedInUrl: '' };

describe('validateContact', () => {
  it('edit mode requires names, position and a valid e-mail', () => {
    expect(validateContact(blank, { mode: 'edit', otherContacts: [] })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      position: 'Position is required',
      email: 'Email is required',
    });
    expect(validateContact({ ...ada, firstName: '   ' }, { mode: 'edit', otherContacts: [] })).toEqual({
      firstName: 'First name is required',
    });
    expect(validateContact({ ...ada, email: 'ada@' }, { mode: 'edit', otherContacts: [] })).toEqual({ email: 'Email is invalid' });
    expect(validateContact(ada, { mode: 'edit', otherContacts: [] })).toEqual({});
  });

  it('edit mode checks the LinkedIn URL when given', () => {
    expect(validateContact({ ...ada, linkedInUrl: 'linkedin.com/in/ada' }, { mode: 'edit', otherContacts: [] })).toEqual({
      linkedInUrl: 'Must be a valid URL',
    });
    expect(validateContact({ ...ada, linkedInUrl: 'https://www.linkedin.com/in/ada' }, { mode: 'edit', otherContacts: [] })).toEqual({});
    expect(validateContact({ ...ada, linkedInUrl: 'www.linkedin.com/in/ada' }, { mode: 'edit', otherContacts: [] })).toEqual({});
  });

  it('wizard mode makes every field optional but the e-mail must be valid when given', () => {
    expect(validateContact(blank, { mode: 'wizard', otherContacts: [] })).toEqual({});
    expect(validateContact({ ...blank, email: 'nope' }, { mode: 'wizard', otherContacts: [] })).toEqual({ email: 'Email is invalid' });
    expect(validateContact({ ...blank, email: 'bob@acme.io' }, { mode: 'wizard', otherContacts: [] })).toEqual({});
  });

  it.each(['wizard', 'edit'] as const)('%s mode flags a duplicate e-mail, trimmed and case-insensitive', (mode) => {
    const errors = validateContact({ ...ada, email: '  ADA@Acme.IO ' }, { mode, otherContacts: [{ email: 'ada@acme.io' }] });
    expect(errors).toEqual({ email: CONTACT_MESSAGES.duplicateEmail });
    expect(CONTACT_MESSAGES.duplicateEmail).toBe('Contact with the same Email already exists. Please check entered data.');
  });

  it('does not check a locked e-mail again', () => {
    expect(validateContact({ ...ada, email: '' }, { mode: 'edit', otherContacts: [{ email: '' }], emailLocked: true })).toEqual({});
  });
});

describe('helpers', () => {
  it('isDuplicateEmail ignores blanks', () => {
    expect(isDuplicateEmail('', [{ email: '' }])).toBe(false);
    expect(isDuplicateEmail('a@b.io', [{ email: ' A@B.IO' }])).toBe(true);
  });

  it('cleanContact trims and keeps contactId', () => {
    expect(cleanContact({ contactId: 5, firstName: ' Ada ', lastName: 'L ', email: ' a@b.io', position: ' CTO', linkedInUrl: ' ' })).toEqual({
      contactId: 5,
      firstName: 'Ada',
      lastName: 'L',
      email: 'a@b.io',
      position: 'CTO',
      linkedInUrl: '',
    });
    expect(cleanContact({ ...ada })).not.toHaveProperty('contactId');
  });

  it('contactDisplayName falls back to the e-mail', () => {
    expect(contactDisplayName(ada)).toBe('Ada Lovelace');
    expect(contactDisplayName({ firstName: '', lastName: '', email: 'x@y.io' })).toBe('x@y.io');
    expect(contactDisplayName({ firstName: '', lastName: '', email: '' })).toBe('Unnamed contact');
  });

  it('externalHref adds a scheme', () => {
    expect(externalHref('www.linkedin.com/in/ada')).toBe('https://www.linkedin.com/in/ada');
    expect(externalHref('https://linkedin.com/in/ada')).toBe('https://linkedin.com/in/ada');
  });
});
