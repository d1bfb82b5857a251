import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '@/lib/session/hooks';
import { paths } from '@/lib/paths';
import { hasActiveSubscription } from '@/lib/session/types';
import type { GptAgent } from '@/lib/api/gptAgents';

/**
 * GPT agent click (spec section 4): without a subscription the Subscription Required
 * dialog opens; an external agent opens in a new tab; an internal one at /gpt-agents/{id}.
 */
export function useOpenGptAgent() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [subscriptionDialogOpen, setSubscriptionDialogOpen] = useState(false);
  const open = useCallback(
    (agent: GptAgent) => {
      if (!hasActiveSubscription(user)) {
        setSubscriptionDialogOpen(true);
        return;
      }
      if (agent.isExternal && agent.externalUrl) {
        window.open(agent.externalUrl, '_blank', 'noopener,noreferrer');
        return;
      }
      navigate(paths.gptAgent(agent.id));
    },
    [navigate, user],
  );
  return { open, subscriptionDialogOpen, closeSubscriptionDialog: () => setSubscriptionDialogOpen(false) };
}
