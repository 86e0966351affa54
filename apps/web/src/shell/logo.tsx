// The bank's mark, drawn inline so it inherits the theme colour (currentColor) and needs no request.
// The name is HTML text next to it, so it wraps and scales with the user's font settings.
import { BANK_NAME } from '@alta/core/shell/brand';

export const Logo = ({ variant = 'full' }: { variant?: 'full' | 'icon' }) => (
  <span className={`logo logo--${variant}`}>
    <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="32" height="32" rx="8" fill="currentColor" />
      <path d="M7 22 L14 12 L18 17 L21 13 L25 22 Z" fill="#fff" />
      <circle cx="22" cy="9" r="2.5" fill="#fff" />
    </svg>
    {variant === 'full' && (
      <span className="logo__text" aria-hidden="true">
        {BANK_NAME}
      </span>
    )}
  </span>
);
