import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '@/app/store';
import { ChatPanel } from '@/components/chat/ChatPanel';
import { SUBSCRIPTION_REQUIRED_MESSAGE, SUBSCRIPTION_REQUIRED_TITLE } from '@/components/billing/SubscriptionRequiredDialog';
import { apiErrorStatus, isApiError } from '@/lib/api/errors';
import { useGptAgentsListQuery, useGptAgentsRetrieveQuery } from '@/lib/api/gptAgents';
import { useAssistantChat } from '@/lib/assistants/useAssistantChat';
import { breadcrumbTextSet } from '@/lib/breadcrumbs';
import { countOf } from '@/lib/format';
import { paths } from '@/lib/paths';

/** `PageSize` of `GET /api/gpt-agents` at its largest. */
const CATALOGUE_PAGE = 50;

/** The conversation with an internal agent, under its card (/assistant-chat?agentId=N). */
function AgentChat({ agentId, agentName }: { agentId: number; agentName: string }) {
  const chat = useAssistantChat({ hub: 'agent', agentId, loadHistory: true });
  return (
    <Box component="section" aria-label={`Chat with ${agentName}`} sx={{ mt: 3 }}>
      <ChatPanel
        chat={chat}
        inputLabel={`Message ${agentName}`}
        placeholder="Write your message… (Enter to send, Shift+Enter for a new line)"
        intro={`Tell ${agentName} what you are working on: the partner, the goal and what you have so far.`}
      />
    </Box>
  );
}

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /gpt-agents/{id}: an internal GPT agent, for members with an active plan (spec section 4). */
export function GptAgentPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const agentId = parseId(useParams().id);
  const { data: agent, error, isLoading, isError } = useGptAgentsRetrieveQuery(agentId ? { agentId } : skipToken);
  const notFound = agentId === null || (isError && apiErrorStatus(error) === 404);
  const needsPlan = isError && isApiError(error) && error.data?.code === 'noSubscription';
  // Without a plan the agent cannot be read, but its card is public: the breadcrumb takes the
  // name from the catalogue's list (one page of the largest size), not the id in the path.
  const { listedName } = useGptAgentsListQuery(needsPlan ? { pageSize: CATALOGUE_PAGE } : skipToken, {
    selectFromResult: ({ data }) => ({ listedName: data?.data.find((listed) => listed.id === agentId)?.name }),
  });
  const name = agent?.name ?? listedName;

  useEffect(() => {
    if (notFound) navigate(paths.notFound, { replace: true });
  }, [navigate, notFound]);
  useEffect(() => {
    if (name) dispatch(breadcrumbTextSet({ path: location.pathname, text: name }));
  }, [name, dispatch, location.pathname]);

  let body;
  if (needsPlan) {
    body = (
      <Alert severity="info" action={<Button component={RouterLink} to={paths.pricing}>See plans</Button>}>
        <AlertTitle>{SUBSCRIPTION_REQUIRED_TITLE}</AlertTitle>
        {SUBSCRIPTION_REQUIRED_MESSAGE}
      </Alert>
    );
  } else if (isLoading || notFound || !agent) {
    body = isError ? (
      <Alert severity="error">We couldn't load this agent. Please try again.</Alert>
    ) : (
      <Skeleton variant="rounded" height={180} />
    );
  } else {
    body = (
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Avatar src={agent.logoUrl ?? undefined} alt="" variant="rounded" sx={{ bgcolor: 'primary.main', width: 56, height: 56 }}>
              <SmartToyOutlinedIcon />
            </Avatar>
            <Box>
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
                {agent.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {countOf(agent.numberOfConversations, 'conversation', { compact: true })}
              </Typography>
            </Box>
          </Box>
          <Typography>{agent.description}</Typography>
          {agent.isExternal && agent.externalUrl ? (
            <Box>
              <Button
                variant="contained"
                endIcon={<OpenInNewIcon />}
                href={agent.externalUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                Open in a new tab
              </Button>
            </Box>
          ) : null}
        </CardContent>
      </Card>
    );
  }

  return (
    <>
      <Button component={RouterLink} to={paths.aiPartnerTools} startIcon={<ArrowBackIcon />} color="inherit" sx={{ mb: 2 }}>
        All AI partner tools
      </Button>
      {body}
      {agent && !agent.isExternal && !needsPlan && !notFound ? <AgentChat key={agent.id} agentId={agent.id} agentName={agent.name} /> : null}
    </>
  );
}
