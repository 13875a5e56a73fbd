/** A tel: link for a number written for people ('0808 157 0192' → 'tel:08081570192'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
