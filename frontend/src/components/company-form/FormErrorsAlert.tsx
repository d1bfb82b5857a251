import Alert from '@mui/material/Alert';

/**
 * The server's refusals that belong to no field of the company form (the wizard and the
 * edit form), one per line; nothing when there are none.
 */
export function FormErrorsAlert({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="error">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
