/** 'over 23 years' → 'Over 23 years', for a figure that starts a heading. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
