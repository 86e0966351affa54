// Who opened a modal. Kept apart from modal.tsx so the modals that load on demand (session expired,
// the captcha challenge) follow the focus from the first paint on, before their code is fetched.

// A control that turns busy (disabled) on submit loses focus to <body> before a modal it caused
// opens (session expired); the last element that had focus is the real opener then.
let lastFocused: HTMLElement | null = null;
let tracking = false;
export const trackFocus = () => {
  if (tracking) return;
  tracking = true;
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement && !event.target.closest('dialog')) lastFocused = event.target;
    },
    true,
  );
};

export const currentOpener = (): HTMLElement | null => {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
};
