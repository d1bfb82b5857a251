import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RichTextView } from '@/components/rich-text/RichTextView';
import { DetailRow } from '@/components/DetailRow';
import { CompanyLogo } from './CompanyLogo';
import { codeLabel, type CompanyFormOptions } from '@/components/company-form/options';
import { FormSection } from '@/components/company-form/sections/FormSection';
import type { CompanyView } from '@/components/company-form/values';
import type { CompanyContact, IdName } from './types';
import { BlurredPlaceholder, HiddenDetailsNotice } from './HiddenDetails';

export const EMPTY_VALUE = '—';

/** An external link typed by a user: `www.` gets a scheme so it does not resolve locally. */
export function externalHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

function ExternalLink({ url }: { url: string | null | undefined }) {
  if (!url) return <>{EMPTY_VALUE}</>;
  return (
    <Link href={externalHref(url)} target="_blank" rel="noopener noreferrer nofollow">
      {url}
    </Link>
  );
}

function ChipList({ items, whole }: { items: IdName[] | null | undefined; whole?: string | null }) {
  if (whole) return <Chip size="small" label={whole} color="primary" variant="outlined" />;
  if (!items || items.length === 0) return <>{EMPTY_VALUE}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75 }}>
      {items.map((item) => (
        <Chip key={item.id} size="small" label={item.name} />
      ))}
    </Box>
  );
}

function Rows({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {children}
    </Box>
  );
}

function ContactItems({ contacts }: { contacts: CompanyContact[] }) {
  if (contacts.length === 0) {
    return <Typography color="text.secondary">{EMPTY_VALUE}</Typography>;
  }
  return (
    <List disablePadding aria-label="Contacts">
      {contacts.map((contact, index) => {
        const name = `${contact.firstName ?? ''} ${contact.lastName ?? ''}`.trim();
        return (
          <ListItem
            key={contact.contactId ?? `${contact.email}-${index}`}
            disableGutters
            divider={index < contacts.length - 1}
            sx={{ display: 'block', py: 1.25 }}
          >
            <Typography sx={{ fontWeight: 600 }}>{name || EMPTY_VALUE}</Typography>
            <Typography variant="body2" color="text.secondary">
              {contact.position || EMPTY_VALUE}
            </Typography>
            <Stack direction="row" spacing={2} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
              {contact.email ? (
                <Link href={`mailto:${contact.email}`} variant="body2">
                  {contact.email}
                </Link>
              ) : null}
              {contact.linkedInUrl ? (
                <Link href={externalHref(contact.linkedInUrl)} target="_blank" rel="noopener noreferrer nofollow" variant="body2">
                  LinkedIn
                </Link>
              ) : null}
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
}

interface CompanyReadViewProps {
  company: CompanyView;
  options: CompanyFormOptions;
  /** 'Contacts' on my company, 'Contact info' on the details page. */
  contactsTitle?: string;
  /** Status badge and buttons next to the company's name. */
  badge?: ReactNode;
  actions?: ReactNode;
}

/**
 * A company in read mode: a header with logo and name, then Details info, Target info,
 * Partner program, Exclusive offer and contacts. Sections the server withheld (no view
 * access) are blurred placeholders, with the upgrade notice.
 */
export function CompanyReadView({ company, options, contactsTitle = 'Contacts', badge, actions }: CompanyReadViewProps) {
  const target = company.targetInfo;
  const program = company.partnershipProgram;
  const hidden =
    !company.hasUserViewAccess || !target || !program || !company.companyOffer || !company.contacts;
  return (
    <Stack spacing={2.5}>
      <Card component="section" aria-label="Company">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={56} />
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h2" component="h2" data-testid="company-name">
                {company.name}
              </Typography>
              {badge}
            </Stack>
            {company.website ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                <ExternalLink url={company.website} />
              </Typography>
            ) : null}
          </Box>
          {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
        </CardContent>
      </Card>

      {hidden ? <HiddenDetailsNotice /> : null}

      <FormSection title="Details info">
        <Rows>
          <DetailRow label="Company name">{company.name || EMPTY_VALUE}</DetailRow>
          <DetailRow label="Website">
            <ExternalLink url={company.website} />
          </DetailRow>
          <DetailRow label="Partner type">{codeLabel(options.partnerTypes, company.partnerType) ?? EMPTY_VALUE}</DetailRow>
          <DetailRow label="Description">
            <Box data-testid="company-description">
              <RichTextView html={company.description} emptyText={EMPTY_VALUE} />
            </Box>
          </DetailRow>
        </Rows>
      </FormSection>

      <FormSection title="Target info">
        {target ? (
          <Rows>
            <DetailRow label="Target industries">
              <ChipList items={target.targetIndustries} whole={target.isIndustryAgnostic ? 'Agnostic' : null} />
            </DetailRow>
            <DetailRow label="Target customer segments">
              <ChipList items={target.marketSegments} />
            </DetailRow>
            <DetailRow label="Target regions">
              <ChipList items={target.geoRegions} whole={target.isGeoGlobal ? 'Global' : null} />
            </DetailRow>
            <DetailRow label="Company size">{codeLabel(options.companySizes, target.companySize) ?? EMPTY_VALUE}</DetailRow>
            <DetailRow label="Deal sizes">
              <ChipList items={target.dealSizes} />
            </DetailRow>
            <DetailRow label="Goal for next year">{codeLabel(options.goals, target.goalForNextYear) ?? EMPTY_VALUE}</DetailRow>
          </Rows>
        ) : (
          <BlurredPlaceholder lines={4} />
        )}
      </FormSection>

      <FormSection title="Partner program">
        {program ? (
          <Rows>
            <DetailRow label="Partnership types">
              <ChipList items={program.partnershipTypes} />
            </DetailRow>
            <DetailRow label="Partner page">
              <ExternalLink url={program.partnerPage} />
            </DetailRow>
            <DetailRow label="Partner readiness">
              {codeLabel(options.readinessLevels, program.partnerReadiness) ?? EMPTY_VALUE}
            </DetailRow>
            <DetailRow label="Program description">
              <Box>
                <RichTextView html={program.partnerProgramDescription} emptyText={EMPTY_VALUE} />
              </Box>
            </DetailRow>
          </Rows>
        ) : (
          <BlurredPlaceholder lines={4} />
        )}
      </FormSection>

      <FormSection title="Exclusive offer">
        {company.companyOffer ? (
          <RichTextView html={company.companyOffer.offerDescription} emptyText={EMPTY_VALUE} />
        ) : (
          <BlurredPlaceholder lines={2} />
        )}
      </FormSection>

      <FormSection title={contactsTitle}>
        {company.contacts ? <ContactItems contacts={company.contacts} /> : <BlurredPlaceholder lines={3} />}
      </FormSection>
    </Stack>
  );
}
