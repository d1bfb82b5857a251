import { configureStore } from '@reduxjs/toolkit';
import {
  breadcrumbReducer,
  breadcrumbTextCleared,
  breadcrumbTextSet,
  buildBreadcrumbs,
  selectBreadcrumbTexts,
  titleCaseSegment,
} from './breadcrumbs';

describe('titleCaseSegment', () => {
  it.each([
    ['settings', 'Settings'],
    ['partner-program-hub', 'Partner Program Hub'],
    ['ai-partner-tools', 'AI Partner Tools'],
    ['ai-assistant-v2', 'AI Assistant V2'],
    ['companies-import', 'Companies Import'],
    ['knowledge-base', 'Knowledge Base'],
  ])('%p -> %p', (segment, label) => {
    expect(titleCaseSegment(segment)).toBe(label);
  });
});

describe('buildBreadcrumbs', () => {
  it('shows Home for / and /home', () => {
    expect(buildBreadcrumbs('/')).toEqual([{ label: 'Home' }]);
    expect(buildBreadcrumbs('/home')).toEqual([{ label: 'Home' }]);
  });

  it('title-cases each segment and links every crumb but the last', () => {
    expect(buildBreadcrumbs('/settings/profile')).toEqual([
      { label: 'Settings', to: '/settings' },
      { label: 'Profile' },
    ]);
    expect(buildBreadcrumbs('/knowledge-base/partner-program')).toEqual([
      { label: 'Knowledge Base', to: '/knowledge-base' },
      { label: 'Partner Program' },
    ]);
  });

  it('names /companies "AI Partner Discovery" and shows the id until a name is known', () => {
    expect(buildBreadcrumbs('/companies/42')).toEqual([
      { label: 'AI Partner Discovery', to: '/companies' },
      { label: '42' },
    ]);
  });

  it('uses a text supplied for a path, such as the company name', () => {
    expect(buildBreadcrumbs('/companies/42', { '/companies/42': 'Acme Cloud' })).toEqual([
      { label: 'AI Partner Discovery', to: '/companies' },
      { label: 'Acme Cloud' },
    ]);
  });

  it('puts the creation wizard under My Company, not AI Partner Discovery', () => {
    expect(buildBreadcrumbs('/companies/new')).toEqual([
      { label: 'My Company', to: '/my-company' },
      { label: 'Create company' },
    ]);
    expect(buildBreadcrumbs('/companies/new/')).toEqual(buildBreadcrumbs('/companies/new'));
    // Company details stay under AI Partner Discovery.
    expect(buildBreadcrumbs('/companies/newco')[0]).toEqual({ label: 'AI Partner Discovery', to: '/companies' });
  });

  it("puts a GPT agent under AI Partner Tools, named by the agent's name, never by its id", () => {
    expect(buildBreadcrumbs('/gpt-agents/1', { '/gpt-agents/1': 'QBR Preparer' })).toEqual([
      { label: 'AI Partner Tools', to: '/ai-partner-tools' },
      { label: 'QBR Preparer' },
    ]);
    // Until the name is known (or when the agent cannot be read): what the page is.
    expect(buildBreadcrumbs('/gpt-agents/1')).toEqual([
      { label: 'AI Partner Tools', to: '/ai-partner-tools' },
      { label: 'GPT agent' },
    ]);
    expect(buildBreadcrumbs('/gpt-agents/1/')).toEqual(buildBreadcrumbs('/gpt-agents/1'));
  });

  it('puts an intro request and a conversation under Outreach, named by the other company, never by an id', () => {
    expect(buildBreadcrumbs('/outreach/requests/41', { '/outreach/requests/41': 'Request from Beta Channel' })).toEqual([
      { label: 'Outreach', to: '/outreach' },
      { label: 'Request from Beta Channel' },
    ]);
    expect(buildBreadcrumbs('/outreach/requests/41')).toEqual([{ label: 'Outreach', to: '/outreach' }, { label: 'Intro request' }]);
    expect(buildBreadcrumbs('/outreach/conversations/9')).toEqual([
      { label: 'Outreach', to: '/outreach' },
      { label: 'Conversations', to: '/outreach/conversations' },
      { label: 'Conversation' },
    ]);
    expect(buildBreadcrumbs('/outreach/sent')).toEqual([{ label: 'Outreach', to: '/outreach' }, { label: 'Sent' }]);
    expect(buildBreadcrumbs('/admin/outreach/reports')).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'Outreach' },
      { label: 'Reports' },
    ]);
  });

  it('names a sequence by its name, never by its id', () => {
    expect(buildBreadcrumbs('/sequences/12', { '/sequences/12': 'Resellers in Europe' })).toEqual([
      { label: 'Sequences', to: '/sequences' },
      { label: 'Resellers in Europe' },
    ]);
    expect(buildBreadcrumbs('/sequences/12')).toEqual([{ label: 'Sequences', to: '/sequences' }, { label: 'Sequence' }]);
    expect(buildBreadcrumbs('/sequences/12/edit', { '/sequences/12': 'Resellers in Europe' })).toEqual([
      { label: 'Sequences', to: '/sequences' },
      { label: 'Resellers in Europe', to: '/sequences/12' },
      { label: 'Edit' },
    ]);
    expect(buildBreadcrumbs('/sequences/new')).toEqual([{ label: 'Sequences', to: '/sequences' }, { label: 'New' }]);
    expect(buildBreadcrumbs('/saved-searches')).toEqual([{ label: 'Saved Searches' }]);
  });

  it('does not link prefixes that are not screens', () => {
    expect(buildBreadcrumbs('/admin/companies/active/5')).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'Companies' },
      { label: 'Active', to: '/admin/companies/active' },
      { label: '5' },
    ]);
    expect(buildBreadcrumbs('/payments/cancel')).toEqual([{ label: 'Payments' }, { label: 'Cancel' }]);
  });

  it('ignores trailing slashes', () => {
    expect(buildBreadcrumbs('/pricing/')).toEqual([{ label: 'Pricing' }]);
  });
});

describe('breadcrumb text slice', () => {
  it('stores and clears texts by path', () => {
    const store = configureStore({ reducer: { breadcrumbs: breadcrumbReducer } });
    store.dispatch(breadcrumbTextSet({ path: '/companies/42', text: 'Acme Cloud' }));
    expect(selectBreadcrumbTexts(store.getState())).toEqual({ '/companies/42': 'Acme Cloud' });
    store.dispatch(breadcrumbTextCleared('/companies/42'));
    expect(selectBreadcrumbTexts(store.getState())).toEqual({});
  });
});
