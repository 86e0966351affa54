// The form and field contexts of the app's one createFormHook (form.tsx), in a file of their own so
// the form components in other files (form-element.tsx) read them without importing form.tsx back.
import { createFormHookContexts } from '@tanstack/react-form';

export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();
