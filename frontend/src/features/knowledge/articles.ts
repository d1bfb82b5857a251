import { paths } from '@/lib/paths';

/** Knowledge-base article card: name, description, url and isExternal (spec section 3). */
export interface KnowledgeArticle {
  name: string;
  description: string;
  url: string;
  isExternal: boolean;
}

export const KNOWLEDGE_ARTICLES: readonly KnowledgeArticle[] = [
  {
    name: 'Company details guide',
    description:
      'How to fill in your company profile, target info and contacts so the right partners find you and your Partner Fit Scores mean something.',
    url: paths.knowledgeArticle('company-details'),
    isExternal: false,
  },
  {
    name: 'Partner program guide',
    description:
      'How to describe your partner program, choose partnership types, state your readiness and write an exclusive offer partners act on.',
    url: paths.knowledgeArticle('partner-program'),
    isExternal: false,
  },
  {
    name: 'Partner marketplace guide',
    description:
      'How discovery, the Partner Fit Score, search credits, the partner pipeline and the program hub work together.',
    url: paths.knowledgeArticle('marketplace'),
    isExternal: false,
  },
];
