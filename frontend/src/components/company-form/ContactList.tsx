import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { ContactDraft } from '@/components/company/types';
import {
  CONTACT_MESSAGES,
  cleanContact,
  contactDisplayName,
  externalHref,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactMode,
} from './contactValidation';

export type { ContactMode } from './contactValidation';

export interface ContactListProps {
  contacts: ContactDraft[];
  onChange: (next: ContactDraft[]) => void;
  /** 'edit': company edit rules (names, position, e-mail required); 'wizard': all optional. */
  mode: ContactMode;
  /** Whether contacts may be added, edited and deleted. */
  editable: boolean;
  /** The whole form is disabled (e.g. saving). */
  disabled?: boolean;
  /** A list-level error, e.g. 'Min 1 contact must be selected'. */
  error?: string;
}

const EMPTY_CONTACT: ContactDraft = { firstName: '', lastName: '', email: '', position: '', linkedInUrl: '' };

const FIELDS: { name: ContactField; label: string; type?: string; autoComplete?: string; half?: boolean }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'off', half: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'off', half: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off' },
  { name: 'position', label: 'Position', autoComplete: 'off' },
  { name: 'linkedInUrl', label: 'LinkedIn URL', type: 'url', autoComplete: 'off' },
];

interface ContactDialogProps {
  open: boolean;
  /** The contact being edited, or null to add one. */
  initial: ContactDraft | null;
  mode: ContactMode;
  otherContacts: ContactDraft[];
  onSave: (contact: ContactDraft) => void;
  onClose: () => void;
}

function ContactDialog({ open, initial, mode, otherContacts, onSave, onClose }: ContactDialogProps) {
  const titleId = useId();
  const editing = initial !== null;
  const [values, setValues] = useState<ContactDraft>(initial ?? EMPTY_CONTACT);
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (open) {
      setValues(initial ?? EMPTY_CONTACT);
      setSubmitted(false);
    }
  }, [open, initial]);

  const errors: ContactErrors = submitted ? validateContact(values, { mode, otherContacts, emailLocked: editing }) : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog sits in a portal, but React still bubbles its submit to an outer form.
    event.stopPropagation();
    setSubmitted(true);
    const found = validateContact(values, { mode, otherContacts, emailLocked: editing });
    const firstInvalid = FIELDS.find((field) => found[field.name]);
    if (firstInvalid) {
      const form = event.currentTarget;
      requestAnimationFrame(() => (form.elements.namedItem(firstInvalid.name) as HTMLInputElement | null)?.focus());
      return;
    }
    onSave(cleanContact({ ...values, email: editing && initial ? initial.email : values.email }));
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{editing ? 'Edit contact' : 'Add contact'}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map((field) => {
              const locked = field.name === 'email' && editing;
              const required =
                mode === 'edit' && (['firstName', 'lastName', 'position', 'email'] as ContactField[]).includes(field.name);
              return (
                <Grid key={field.name} size={{ xs: 12, sm: field.half ? 6 : 12 }}>
                  <TextField
                    fullWidth
                    name={field.name}
                    label={field.label}
                    type={field.type ?? 'text'}
                    required={required && !locked}
                    autoFocus={field.name === 'firstName'}
                    value={values[field.name]}
                    onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
                    disabled={locked}
                    error={Boolean(errors[field.name])}
                    helperText={errors[field.name] ?? (locked ? 'The email cannot be changed.' : ' ')}
                    slotProps={{ htmlInput: { autoComplete: field.autoComplete, spellCheck: false } }}
                  />
                </Grid>
              );
            })}
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained">
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function initialsOf(contact: ContactDraft): string {
  const letters = `${contact.firstName.trim()[0] ?? ''}${contact.lastName.trim()[0] ?? ''}`;
  return (letters || contact.email.trim()[0] || '?').toUpperCase();
}

/**
 * The company's contacts: a list with add, edit (e-mail locked) and delete (with
 * confirmation); the controls only when `editable` and not `disabled`.
 */
export function ContactList({ contacts, onChange, mode, editable, disabled = false, error }: ContactListProps) {
  const errorId = useId();
  const helpId = useId();
  // The index stays while a dialog fades out, so its title and text do not flip.
  const [dialog, setDialog] = useState<{ open: boolean; index: number | null }>({ open: false, index: null });
  const [removal, setRemoval] = useState<{ open: boolean; index: number | null }>({ open: false, index: null });
  const canEdit = editable && !disabled;
  const closeDialog = () => setDialog((current) => ({ ...current, open: false }));
  const closeRemoval = () => setRemoval((current) => ({ ...current, open: false }));

  const editingIndex = dialog.index;
  const editingContact = editingIndex !== null ? (contacts[editingIndex] ?? null) : null;
  const otherContacts = contacts.filter((_, index) => index !== editingIndex);

  const save = (contact: ContactDraft) => {
    if (editingIndex === null) onChange([...contacts, contact]);
    else onChange(contacts.map((current, index) => (index === editingIndex ? contact : current)));
    closeDialog();
  };

  const confirmDelete = () => {
    if (removal.open && removal.index !== null) onChange(contacts.filter((_, index) => index !== removal.index));
    closeRemoval();
  };

  const removalContact = removal.index !== null ? contacts[removal.index] : undefined;
  const deleteName = removalContact ? contactDisplayName(removalContact) : '';

  return (
    <Box aria-describedby={[editable ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}>
      {editable ? (
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {CONTACT_MESSAGES.helpText}
        </Typography>
      ) : null}

      {contacts.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          No contacts added yet.
        </Typography>
      ) : (
        <Stack component="ul" aria-label="Contacts" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {contacts.map((contact, index) => {
            const name = contactDisplayName(contact);
            return (
              <Box
                component="li"
                key={contact.contactId ?? `${contact.email}-${index}`}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.5,
                  border: '1px solid',
                  borderColor: 'divider',
                  borderRadius: 1,
                }}
              >
                <Avatar aria-hidden sx={{ width: 36, height: 36, fontSize: '0.9rem', bgcolor: 'secondary.main' }}>
                  {initialsOf(contact)}
                </Avatar>
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography sx={{ fontWeight: 500 }} noWrap>
                    {name}
                  </Typography>
                  {contact.position ? (
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {contact.position}
                    </Typography>
                  ) : null}
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, mt: 0.25 }}>
                    {contact.email ? (
                      <Link href={`mailto:${contact.email}`} variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0, overflowWrap: 'anywhere' }}>
                        <EmailOutlinedIcon aria-hidden sx={{ fontSize: 16 }} />
                        {contact.email}
                      </Link>
                    ) : null}
                    {contact.linkedInUrl ? (
                      <Link
                        href={externalHref(contact.linkedInUrl)}
                        target="_blank"
                        rel="noopener noreferrer"
                        variant="body2"
                        aria-label={`LinkedIn profile of ${name}`}
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                      >
                        <LinkedInIcon aria-hidden sx={{ fontSize: 16 }} />
                        LinkedIn
                      </Link>
                    ) : null}
                  </Box>
                </Box>
                {canEdit ? (
                  <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
                    <Tooltip title="Edit">
                      <IconButton aria-label={`Edit contact ${name}`} size="small" onClick={() => setDialog({ open: true, index })}>
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton aria-label={`Delete contact ${name}`} size="small" onClick={() => setRemoval({ open: true, index })}>
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      )}

      {error ? (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0, mt: 1 }}>
          {error}
        </FormHelperText>
      ) : null}

      {canEdit ? (
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setDialog({ open: true, index: null })} sx={{ mt: 1.5 }}>
          Add contact
        </Button>
      ) : null}

      <ContactDialog
        open={dialog.open}
        initial={editingContact}
        mode={mode}
        otherContacts={otherContacts}
        onSave={save}
        onClose={closeDialog}
      />
      <ConfirmDialog
        open={removal.open}
        title="Delete this contact?"
        message={deleteName ? `${deleteName} will be removed from the contact list.` : 'The contact will be removed from the contact list.'}
        confirmLabel="Delete"
        closeLabel="Cancel"
        onConfirm={confirmDelete}
        onClose={closeRemoval}
      />
    </Box>
  );
}

export default ContactList;
