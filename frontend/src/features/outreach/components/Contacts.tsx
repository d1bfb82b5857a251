import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContactOutput } from '@/lib/api/generated/outreach';

function linkedInHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** A company's contacts as the API gives them (name, position, e-mail, LinkedIn). */
export function Contacts({ contacts, label }: { contacts: ContactOutput[]; label: string }) {
  if (contacts.length === 0) {
    return <Typography color="text.secondary">No contacts listed.</Typography>;
  }
  return (
    <List disablePadding aria-label={label}>
      {contacts.map((contact, index) => (
        <ListItem key={contact.contactId ?? `${contact.email}-${index}`} disableGutters divider={index < contacts.length - 1} sx={{ display: 'block', py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{`${contact.firstName} ${contact.lastName}`.trim() || contact.email}</Typography>
          {contact.position ? (
            <Typography variant="body2" color="text.secondary">
              {contact.position}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={2} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            {contact.email ? (
              <Link href={`mailto:${contact.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {contact.email}
              </Link>
            ) : null}
            {contact.linkedInUrl ? (
              <Link href={linkedInHref(contact.linkedInUrl)} target="_blank" rel="noopener noreferrer nofollow" variant="body2">
                LinkedIn
              </Link>
            ) : null}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
