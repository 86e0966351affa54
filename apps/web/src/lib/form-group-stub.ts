// The production build resolves TanStack Form's useFormGroup.js here (apps/web/vite.config.ts).
// useForm hangs a `form.FormGroup` component on every form, which brings FormGroupApi, about 3.5 KiB
// gzip on the first load of '/' and '/continuar-tramite' (issue 7); no screen uses form groups
// (field groups, withFieldGroup, are a different module and stay). One used in a build fails loudly.
const notBundled = (): never => {
  throw new Error('TanStack Form groups are left out of the build (apps/web/vite.config.ts)');
};

export const useFormGroup = notBundled;
export const FormGroup = notBundled;
