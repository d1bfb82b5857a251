import { foldContactErrors } from './serverErrors';

describe('server errors of the company form', () => {
  it('folds per-contact messages into the contact list', () => {
    const error = {
      status: 400,
      message: 'Invalid',
      data: { errors: { name: ['Company name is required'], 'contacts.1.firstName': ['First name is required'] } },
    };
    expect(foldContactErrors(error)).toEqual({
      status: 400,
      message: 'Invalid',
      data: {
        errors: {
          name: ['Company name is required'],
          contacts: ['Contact 2 (First name): First name is required'],
        },
      },
    });
  });

  it('leaves other errors alone', () => {
    expect(foldContactErrors({ status: 'network', data: null, message: 'Network error' })).toEqual({
      status: 'network',
      data: null,
      message: 'Network error',
    });
  });
});
