import { ArticleLayout } from './ArticleLayout';

export default function PartnerProgramGuidePage() {
  return (
    <ArticleLayout
      title="Partner program guide"
      lead="A clear partner program tells the right partners what you offer and what you expect, before the first call."
    >
      <h2>Start with the partnership types</h2>
      <p>
        Choose every way you are ready to work with partners today, for example resale, referral, technology
        integration or services delivery. Technology Partners (vendors) usually look for channel partners who resell,
        refer or implement; Channel Partners (service providers) look for vendors whose products they can sell or
        deliver. Pick only the types you can support now: partners will hold you to them.
      </p>

      <h2>Link your partner page</h2>
      <p>
        The partner website page should open your public partner program, signup form or partner portal. It must
        start with https:// or www. If you do not have one yet, link the page where a partner can contact your
        partnership team.
      </p>

      <h2>Describe the program</h2>
      <p>A good program description answers the questions partners ask in the first meeting:</p>
      <ul>
        <li>
          <strong>Who it is for</strong>: the kind of partner, their size, regions and the customers they serve.
        </li>
        <li>
          <strong>What partners get</strong>: margins or referral fees, deal registration, lead sharing, marketing
          development funds, certifications, demo licences.
        </li>
        <li>
          <strong>What you expect</strong>: trained staff, a pipeline target, joint marketing, support levels.
        </li>
        <li>
          <strong>How to start</strong>: the first three steps and who to talk to.
        </li>
      </ul>

      <h2>Be honest about readiness</h2>
      <p>Partner readiness shows how mature your program is:</p>
      <ul>
        <li>
          <strong>Early stage</strong>: you are signing your first partners and shaping the program together with
          them.
        </li>
        <li>
          <strong>Developing</strong>: you have partners, a process and some enablement material, and you are scaling.
        </li>
        <li>
          <strong>Mature</strong>: tiers, a portal, certification and a dedicated partner team are in place.
        </li>
      </ul>
      <p>Partners value a candid early-stage program more than an overstated mature one.</p>

      <h2>Make an exclusive offer</h2>
      <p>
        The exclusive offer is what members of this marketplace get and others do not: an extra margin for the first
        year, free certification, co-funded launch campaigns or a discount for their first joint customer. Keep it
        short, concrete and time-bound. Offers appear in the Partner Program Hub, so a strong one brings partners to
        you.
      </p>
    </ArticleLayout>
  );
}
