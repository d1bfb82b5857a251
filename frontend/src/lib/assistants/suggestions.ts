/**
 * The company search's suggestion chips (spec section 2): a chip appends its name to the
 * prompt as a comma-separated list, without duplicates (compared without case or spaces).
 */
export function promptWithName(prompt: string, name: string): string {
  const added = name.trim();
  if (!added) return prompt;
  const parts = prompt
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => part.toLowerCase() === added.toLowerCase())) return prompt;
  return [...parts, added].join(', ');
}
