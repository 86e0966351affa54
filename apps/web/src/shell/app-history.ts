// Whether the user has moved inside the app since the page loaded. A 'Volver' that steps back in
// the browser history must not take someone who arrived by a link straight out of the site.
let moves = 0;

export const noteAppNavigation = (): void => {
  moves += 1;
};

export const hasAppHistory = (): boolean => moves > 0;
