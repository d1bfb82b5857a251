import ChatBubbleOutlineOutlinedIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { countOf } from '@/lib/format';
import type { GptAgent } from '@/lib/api/gptAgents';

/** A GPT agent: name, description, logo and conversation count; the click is decided by the parent. */
export function GptAgentCard({ agent, onOpen }: { agent: GptAgent; onOpen: (agent: GptAgent) => void }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea onClick={() => onOpen(agent)} sx={{ height: '100%', alignItems: 'stretch' }}>
        <CardContent sx={{ height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Avatar src={agent.logoUrl ?? undefined} alt="" variant="rounded" sx={{ bgcolor: 'primary.main' }}>
              <SmartToyOutlinedIcon />
            </Avatar>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1rem' }}>
              {agent.name}
            </Typography>
          </Box>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', flexGrow: 1 }}
          >
            {agent.description}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
            <ChatBubbleOutlineOutlinedIcon fontSize="small" aria-hidden />
            <Typography variant="caption">{countOf(agent.numberOfConversations, 'conversation', { compact: true })}</Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
