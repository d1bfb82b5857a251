import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from '@/lib/toast';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { applyServerErrors } from '@/lib/forms/applyServerErrors';
import type { TitleEnum } from '@/lib/api/generated/accounts';
import { useContactUsCreateMutation } from './api';
import {
  CONTACT_TOPICS,
  contactUsMessages,
  contactUsSchema,
  type ContactTopic,
  type ContactUsValues,
} from './schema';

export interface ContactUsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The sidebar preselects 'General question'; the pricing page 'Custom pricing plan'. */
  defaultTopic?: ContactTopic;
  title?: string;
  description?: string;
}

/** Contact Us / Contact Sales form: POST /api/contact-us {title, text}. */
export function ContactUsDialog({
  open,
  onClose,
  defaultTopic = 'General question',
  title = 'Contact Us',
  description = 'Tell us how we can help. We usually answer within one business day.',
}: ContactUsDialogProps) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [send, { isLoading }] = useContactUsCreateMutation();
  const { control, handleSubmit, reset, setError } = useForm<ContactUsValues>({
    resolver: zodResolver(contactUsSchema),
    defaultValues: { title: defaultTopic, text: '' },
  });

  useEffect(() => {
    if (open) reset({ title: defaultTopic, text: '' });
  }, [open, defaultTopic, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send({
        // The form's schema only lets one of CONTACT_TOPICS (the schema's TitleEnum) through.
        contactUsInputRequest: { title: values.title as TitleEnum, text: values.text.trim() },
      }).unwrap();
      enqueueSnackbar(contactUsMessages.sent, { variant: 'success' });
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, ['title', 'text']);
      enqueueSnackbar(contactUsMessages.failed, { variant: 'error' });
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          <Stack spacing={2}>
            <Controller
              name="title"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  select
                  label="Topic"
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {CONTACT_TOPICS.map((topic) => (
                    <MenuItem key={topic} value={topic}>
                      {topic}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="text"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Message"
                  multiline
                  minRows={4}
                  fullWidth
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            Send
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
