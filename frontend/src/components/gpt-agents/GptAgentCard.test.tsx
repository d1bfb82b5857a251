import { screen } from '@testing-library/react';
import type { GptAgent } from '@/lib/api/gptAgents';
import { renderWithProviders } from '../../../test/utils';
import { GptAgentCard } from './GptAgentCard';

const agent = (numberOfConversations: number): GptAgent => ({
  id: 1,
  name: 'QBR Preparer',
  description: 'Prepares quarterly business reviews.',
  logoUrl: null,
  isExternal: false,
  externalUrl: null,
  numberOfConversations,
});

describe('<GptAgentCard>', () => {
  it.each([
    [0, '0 conversations'],
    [1, '1 conversation'],
    [2, '2 conversations'],
    [1520, '1.5K conversations'],
  ])('%p conversations read "%s"', (count, text) => {
    renderWithProviders(<GptAgentCard agent={agent(count)} onOpen={() => undefined} />);
    expect(screen.getByText(text, { exact: true })).toBeInTheDocument();
  });
});
