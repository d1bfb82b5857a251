import { CONTACT_TOPICS, contactUsSchema } from './schema';

describe('contact-us schema', () => {
  it('offers the spec topics in order', () => {
    expect(CONTACT_TOPICS).toEqual(['Custom pricing plan', 'General question', 'Problem', 'Feature request', 'Other']);
  });

  it('accepts a topic and a message', () => {
    expect(contactUsSchema.safeParse({ title: 'Problem', text: 'The import fails.' }).success).toBe(true);
  });

  it('asks for a topic', () => {
    const result = contactUsSchema.safeParse({ title: '', text: 'Hello' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please select a topic']);
  });

  it('rejects an empty or blank message', () => {
    const result = contactUsSchema.safeParse({ title: 'Other', text: '   ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Message cannot be empty']);
  });
});
