// The production build resolves @tanstack/devtools-event-client here (apps/web/vite.config.ts).
// TanStack Form reports every form state change to a devtools bus and retries connecting to it
// every second; no devtools ship with the app, so that is bytes on the first load and work on
// each keystroke for nothing. Only the calls form-core makes are kept, as no-ops.
const noop = (): void => {};

export class EventClient {
  emit(): void {}
  on(): () => void {
    return noop;
  }
  onAll(): () => void {
    return noop;
  }
  onAllPluginEvents(): () => void {
    return noop;
  }
}
