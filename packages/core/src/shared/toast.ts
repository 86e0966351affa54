// What machines emit for the shell to show. Durations come from the catalogue, never from screens.
export interface ToastEvent {
  type: 'toast';
  kind: 'error' | 'success';
  message: string;
  durationMs: number;
}
