// The device class the captures and the info screen go by (identity §2 screen 4, §9): a phone or a
// computer, from what the browser says of itself.
import type { Device } from '../capture/camera-port.ts';

export interface BrowserSelf {
  userAgent: string;
  /** User-Agent Client Hints, where the browser has them: its own word on being a phone. */
  userAgentData?: { mobile?: boolean };
}

export const deviceOf = (browser: BrowserSelf): Device =>
  (browser.userAgentData?.mobile ?? /Android|iPhone|iPad|iPod|Mobile/i.test(browser.userAgent))
    ? 'mobile'
    : 'desktop';
