import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import WidgetsOutlinedIcon from '@mui/icons-material/WidgetsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@/lib/session/hooks';
import { externalLinks, paths } from '@/lib/paths';
import { PageHeader } from '@/components/PageHeader';
import { displayName, planName, userInitials } from '@/lib/session/types';
import { GPT_SORT, useGptAgentsListQuery, type GptAgentsQuery } from '@/lib/api/gptAgents';
import { GptAgentCard } from '@/components/gpt-agents/GptAgentCard';
import { SubscriptionRequiredDialog } from '@/components/billing/SubscriptionRequiredDialog';
import { useOpenGptAgent } from '@/components/gpt-agents/useOpenGptAgent';

interface Tile {
  title: string;
  description: string;
  to: string;
  icon: ReactNode;
}

const TILES: Tile[] = [
  {
    title: 'AI Assistant',
    description: 'Ask the AI partner assistant to shortlist partners and draft your outreach.',
    to: paths.aiAssistant,
    icon: <ForumOutlinedIcon />,
  },
  {
    title: 'Partner Program Hub',
    description: 'Browse featured partner programs and the exclusive offers companies make to partners.',
    to: paths.partnerProgramHub,
    icon: <HandshakeOutlinedIcon />,
  },
  {
    title: 'AI Partner Discovery',
    description: 'Search by your ideal customer profile and rank matches by Partner Fit Score.',
    to: paths.companies,
    icon: <TravelExploreOutlinedIcon />,
  },
  {
    title: 'AI Partner Tools',
    description: 'Use GPT agents built for partnership teams: planning, enablement and co-selling.',
    to: paths.aiPartnerTools,
    icon: <WidgetsOutlinedIcon />,
  },
];

/** Dashboard GPT list (spec section 7): not featured, page 1, 4 items, SortCriteria 3, SortOrder 1. */
const DASHBOARD_GPT_QUERY: GptAgentsQuery = {
  isFeatured: false,
  pageNumber: 1,
  pageSize: 4,
  sortCriteria: GPT_SORT.conversations,
  sortOrder: 1,
};

function GptSection() {
  const { data, isLoading, isError } = useGptAgentsListQuery(DASHBOARD_GPT_QUERY);
  const { open, subscriptionDialogOpen, closeSubscriptionDialog } = useOpenGptAgent();
  const agents = isError ? [] : (data?.data ?? []);
  return (
    <Box component="section" aria-labelledby="home-gpts-heading" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 2, gap: 2 }}>
        <Typography id="home-gpts-heading" variant="h2">
          GPTs for partnership teams
        </Typography>
        <Button href={paths.aiPartnerTools} size="small">
          See all tools
        </Button>
      </Box>
      {isLoading ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, gap: 2 }}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={168} />
          ))}
        </Box>
      ) : agents.length === 0 ? (
        <Typography color="text.secondary">No GPTs found.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, gap: 2 }}>
          {agents.map((agent) => (
            <GptAgentCard key={agent.id} agent={agent} onOpen={open} />
          ))}
        </Box>
      )}
      <SubscriptionRequiredDialog open={subscriptionDialogOpen} onClose={closeSubscriptionDialog} />
    </Box>
  );
}

export default function HomePage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title={user?.firstName ? `Welcome back, ${user.firstName}` : 'Welcome back'}
        subtitle="Find partners, grow your partner program and let AI do the legwork."
      />

      <Box
        component="nav"
        aria-label="Quick links"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, gap: 2 }}
      >
        {TILES.map((tile) => (
          <Card key={tile.to}>
            <CardActionArea href={tile.to} sx={{ height: '100%' }}>
              <CardContent>
                <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', mb: 1.5 }} aria-hidden>
                  {tile.icon}
                </Avatar>
                <Typography variant="h3" component="h2">
                  {tile.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {tile.description}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>

      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr 1fr' }, gap: 2, mt: 2 }}
      >
        <Card component="section" aria-labelledby="jpvb-heading">
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <AutoAwesomeOutlinedIcon color="secondary" aria-hidden />
              <Typography variant="overline" color="secondary">
                New
              </Typography>
            </Box>
            <Typography id="jpvb-heading" variant="h2">
              Joint Partner Value Builder
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              Turn a partnership idea into a joint value proposition: shared customers, combined offer,
              co-selling plays and the numbers both sides need to say yes.
            </Typography>
            <Box>
              <Button
                href={externalLinks.jointPartnerValueBuilder}
                target="_blank"
                rel="noopener noreferrer"
                variant="contained"
                endIcon={<OpenInNewIcon aria-hidden />}
              >
                Open the Value Builder
              </Button>
            </Box>
          </CardContent>
        </Card>

        <Card component="section" aria-labelledby="profile-card-heading">
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
            <Typography id="profile-card-heading" variant="h2">
              Your profile
            </Typography>
            {user ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Avatar aria-hidden sx={{ bgcolor: 'primary.main' }}>
                  {userInitials(user)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }} noWrap>
                    {displayName(user)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {user.email}
                  </Typography>
                </Box>
              </Box>
            ) : null}
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              Plan: <strong>{planName(user)}</strong>
            </Typography>
            <Box>
              <Button href={paths.profile} variant="outlined">
                View profile
              </Button>
            </Box>
          </CardContent>
        </Card>

        <Card component="section" aria-labelledby="guides-heading">
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <MenuBookOutlinedIcon color="primary" aria-hidden />
              <Typography id="guides-heading" variant="h2">
                Guides
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              One-page cheat sheets for partner recruiting, onboarding and co-selling.
            </Typography>
            <Box>
              <Button
                href={externalLinks.cheatSheets}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                endIcon={<OpenInNewIcon aria-hidden />}
              >
                Open cheat sheets
              </Button>
            </Box>
          </CardContent>
        </Card>
      </Box>

      <GptSection />
    </>
  );
}
