import { ArticleLayout } from './ArticleLayout';

export default function CompanyDetailsGuidePage() {
  return (
    <ArticleLayout
      title="Company details guide"
      lead="Your company profile is what other members, and our matching, see first. A complete profile gets better matches."
    >
      <h2>Why the profile matters</h2>
      <p>
        Every Partner Fit Score is calculated from the profiles of two companies. Discovery compares the industries,
        regions and market segments you target, your partner type and how ready your partner program is. Empty or
        vague fields cannot match anything, so an incomplete profile ranks lower for everyone who searches.
      </p>
      <p>
        Changes to your company are reviewed by our team before they go live. Until then your profile shows the
        status <strong>Pending Approval</strong>; afterwards it shows <strong>Approved</strong>.
      </p>

      <h2>Details info</h2>
      <ul>
        <li>
          <strong>Company name</strong>: the name customers know you by, without legal suffixes unless they are part
          of the brand.
        </li>
        <li>
          <strong>Website</strong>: start with https:// or www. We use its domain to show your logo, so use your
          main site rather than a landing page.
        </li>
        <li>
          <strong>Description</strong>: at least 150 characters. Say what you sell, to whom, and what makes you a good
          partner. One or two concrete customer outcomes work better than adjectives.
        </li>
        <li>
          <strong>Company size</strong>: Enterprise, Midmarket or SMB. Partners use it to judge whether your sales
          motion fits theirs.
        </li>
      </ul>

      <h2>Target info</h2>
      <p>Target info describes your ideal customers, not your own company. It drives most of the Partner Fit Score.</p>
      <ul>
        <li>
          <strong>Target industries</strong>: pick the industries you sell into. If you sell to every industry, tick{' '}
          <strong>Industry Agnostic</strong> instead of listing them all.
        </li>
        <li>
          <strong>Target regions</strong>: the sub-regions where you can sell and support customers today. Tick{' '}
          <strong>Global</strong> only if that is really true.
        </li>
        <li>
          <strong>Market segments</strong>: at least one customer segment is required.
        </li>
        <li>
          <strong>Deal sizes and goal for next year</strong>: help partners see whether a joint deal is worth their
          time and what you want from the partnership.
        </li>
      </ul>

      <h2>Contacts</h2>
      <p>
        Add at least one contact, and up to three people who own partnerships: a partner manager, a sales leader or a
        founder. Each contact needs a first name, last name, position and a business email; a LinkedIn profile helps
        partners recognise them. A contact&apos;s email cannot be changed later, so delete and re-add a person whose
        address changes.
      </p>

      <h2>Checklist before you save</h2>
      <ol>
        <li>The description is specific and at least 150 characters long.</li>
        <li>Industries, regions and segments describe your customers, not your office locations.</li>
        <li>The website opens and shows your logo.</li>
        <li>At least one contact answers partner requests within a few days.</li>
      </ol>
    </ArticleLayout>
  );
}
