// The home form's activity options. The configuration call needs a session, which the home form
// does not have yet, so the two activities the spec names are kept here (docs/decisions.md).
export const START_ACTIVITIES = [
  { value: 'NEGOCIOS_Y_PROFESIONALES', label: 'Negocios y Profesionales' },
  { value: 'AGRO_NYP', label: 'Agro' },
] as const;
