// The <form> of every TanStack form screen, as `form.Form` (it reads the form from AppForm's context,
// so `<form.AppForm>` must wrap it). noValidate: the fields show the spec's messages, not the
// browser's bubbles; a submit runs the form's validators and its onSubmit instead of reloading.
import type { ComponentProps } from 'react';
import { useFormContext } from './form-context.ts';

export type FormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  /** While true a submit (Enter in a field included) does nothing: no validation, no messages. */
  ignoreSubmit?: boolean;
};

export const Form = ({ ignoreSubmit, ...props }: FormProps) => {
  const form = useFormContext();
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!ignoreSubmit) void form.handleSubmit();
      }}
    />
  );
};
