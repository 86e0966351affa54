// The help desk the header's '¿Necesitás ayuda?' modal points to (identity §2, §9). The spec leaves
// the number as {phone}; this one is a placeholder to replace with the bank's real line
// (docs/decisions.md). 0810 lines cannot be dialled from abroad, so the link keeps the local form.
export const HELP_DESK = {
  phone: '0810-345-2582',
  days: 'lunes a viernes',
  hours: '7:00 a 20:00 hs',
} as const;

/** The tel: link for a displayed number: digits only, so every phone app can dial it. */
export const telHref = (phone: string): string => `tel:${phone.replace(/\D/g, '')}`;
