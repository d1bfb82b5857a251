import { chatReducer, initialChatState } from './chatState';
import { chatData, readChunk, type ChatCompany } from './payloads';

const card: ChatCompany = {
  companyId: 12,
  name: 'Acme Cloud',
  logoUrl: null,
  website: 'https://acme.example',
  description: 'Cloud security for mid-sized firms.',
  score: 91,
  summary: 'Fits your search: Cybersecurity, Western Europe.',
  targetIndustries: ['Cybersecurity'],
  isIndustryAgnostic: false,
  geoRegions: ['Western Europe'],
  isGeoGlobal: false,
  marketSegments: ['Mid-market'],
  partnerType: 2,
};

describe('the data messages, read through their declared shape', () => {
  it('keeps the cards of the declared shape and leaves out a malformed one', () => {
    const { partnerType: _stored, ...storedBeforePartnerType } = card;
    const data = chatData('Companies', [card, { companyId: 'x', name: 'Broken' }, storedBeforePartnerType]);
    expect(data).toEqual({ dataType: 'Companies', data: [card, storedBeforePartnerType] });
  });

  it('drops what the declaration does not name', () => {
    const data = chatData('Companies', [{ ...card, contacts: ['ceo@acme.example'] }]);
    expect(data?.data[0]).toEqual(card);
  });

  it('reads named lists, and nothing of an unknown data type', () => {
    expect(chatData('Industries', [{ name: 'Fintech' }, { nope: 1 }])).toEqual({
      dataType: 'Industries',
      data: [{ name: 'Fintech' }],
    });
    expect(chatData('Secrets', [{ name: 'x' }])).toBeNull();
    expect(chatData('Companies', 'not a list')).toBeNull();
  });

  it("reads a structured hub's chunk: its text, thread and data", () => {
    expect(readChunk('plain words')).toEqual({ text: 'plain words', threadId: null, data: null });
    const reply = { threadId: 4, summary: '', jsonData: JSON.stringify([card]), dataType: 'Companies' };
    expect(readChunk(reply)).toEqual({ text: '', threadId: 4, data: { dataType: 'Companies', data: [card] } });
    expect(readChunk({ ...reply, jsonData: '{not json' })).toEqual({ text: '', threadId: 4, data: null });
    expect(readChunk({ summary: 5 })).toEqual({ text: '', threadId: null, data: null });
  });
});

describe('chatReducer and the error codes', () => {
  it("keeps a refusal's code with its text until the next prompt or the notice is closed", () => {
    const sent = chatReducer(initialChatState, { type: 'sent', text: 'hi' });
    const refused = chatReducer(sent, { type: 'failed', error: 'No more this month.', refused: true, code: 'aiLimitReached' });
    expect([refused.error, refused.errorCode]).toEqual(['No more this month.', 'aiLimitReached']);
    expect(chatReducer(refused, { type: 'errorDismissed' }).errorCode).toBeNull();
    expect(chatReducer(refused, { type: 'sent', text: 'again' }).errorCode).toBeNull();
    const lost = chatReducer(sent, { type: 'failed', error: 'Lost.', refused: false });
    expect(lost.errorCode).toBeNull();
  });
});
