import { ArticleLayout } from './ArticleLayout';

export default function MarketplaceGuidePage() {
  return (
    <ArticleLayout
      title="Partner marketplace guide"
      lead="How to find partners with AI Partner Discovery, read the Partner Fit Score and keep track of your searches."
    >
      <h2>Before you search</h2>
      <p>
        Discovery needs two things: your account linked to a company, and an active subscription. Without them the
        Search button explains what is missing and links to My Company and to Plans. Each result a search returns uses
        one search credit; your remaining credits are shown on your profile. A plan includes up to 100 matched
        companies.
      </p>

      <h2>Choosing criteria</h2>
      <p>Describe the customers you want to reach together with a partner, that is, your ideal customer profile:</p>
      <ul>
        <li>up to 3 target industries, or Industry Agnostic;</li>
        <li>up to 3 target regions, or Global;</li>
        <li>up to 3 target market segments;</li>
        <li>the number of companies to show, between 1 and your available credits.</li>
      </ul>
      <p>Narrow criteria give fewer, stronger matches. Start narrow and widen only if the list is short.</p>

      <h2>Reading the Partner Fit Score</h2>
      <p>
        Every result carries a Partner Fit Score from 0 to 100 percent. It combines how well the other company&apos;s
        target industries, regions and segments overlap with your criteria, whether your partner types complement each
        other (a Technology Partner and a Channel Partner usually fit better than two of the same type), and, with a
        small weight, how ready and complete their program and profile are. Companies that target every industry or
        every region fit broadly but rank below an exact match.
      </p>
      <p>
        Treat the score as a way to order your shortlist, not as a verdict: open the company details, read the
        partner program and the exclusive offer, then decide.
      </p>

      <h2>Company details and PRO access</h2>
      <p>
        Extended company details (target info, partner program, offer and contacts) are visible to PRO members, to
        members of that company and to administrators. Other members see them blurred with a link to upgrade.
      </p>

      <h2>Partner pipeline and program hub</h2>
      <ul>
        <li>
          <strong>Partner Pipeline</strong> keeps the history of your searches. Expand a search to see the companies it
          matched and come back to them later without spending credits again.
        </li>
        <li>
          <strong>Partner Program Hub</strong> lists featured partner programs and all published programs with their
          exclusive offers, a good place to browse when you do not have precise criteria yet.
        </li>
        <li>
          <strong>AI Assistant</strong> answers questions in plain language and can shortlist partners from the same
          catalogue.
        </li>
      </ul>
    </ArticleLayout>
  );
}
