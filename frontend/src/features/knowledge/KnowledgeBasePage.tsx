import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/PageHeader';
import { KNOWLEDGE_ARTICLES, type KnowledgeArticle } from './articles';

function ArticleCard({ article }: { article: KnowledgeArticle }) {
  const headingId = `kb-${article.url.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <ArticleOutlinedIcon color="primary" aria-hidden sx={{ mb: 1 }} />
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem' }}>
          {article.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {article.description}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {article.isExternal ? (
          <Button
            href={article.url}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon aria-hidden />}
            aria-label={`Read more: ${article.name}`}
          >
            Read more
          </Button>
        ) : (
          <Button href={article.url} aria-label={`Read more: ${article.name}`}>
            Read more
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

export default function KnowledgeBasePage() {
  return (
    <>
      <PageHeader
        title="Knowledge base"
        subtitle="Short guides to get the most out of your profile, your partner program and the marketplace."
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        {KNOWLEDGE_ARTICLES.map((article) => (
          <ArticleCard key={article.url} article={article} />
        ))}
      </Box>
    </>
  );
}
