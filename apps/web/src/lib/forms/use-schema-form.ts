import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorMessage } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import type { LazySchema } from './lazy-schema';

export interface SchemaFormOptions<In extends FieldValues, Out> {
  /** The shared schema, fetched on the form's first focus (Zod stays out of the pages' first load). */
  schema: LazySchema<z.ZodType<Out, In>>;
  defaultValues: DefaultValues<In>;
  /** Does the work of a valid submit; a throw is a refusal. */
  send: (values: Out) => Promise<unknown>;
  /** The submit leaves the page: stay busy after success, so nothing is sent twice on the way out. */
  leaves?: boolean;
  /** A refusal's message goes here instead of a toast. */
  onRefused?: (error: unknown) => void;
  /** After the form's own check fails (errors already on the fields). */
  onInvalid?: (errors: FieldErrors<In>) => void;
}

/** A lazily fetched schema as react-hook-form's resolver (no schema, no submit: the chunk's toast is shown). */
function lazyResolver<In extends FieldValues, Out>(schema: LazySchema<z.ZodType<Out, In>>): Resolver<In, unknown, Out> {
  return async (values, context, options) => {
    const loaded = await schema.load();
    if (!loaded)
      return { values: {}, errors: { root: { type: 'chunk', message: 'Loading chunk failed' } } as FieldErrors<In> };
    return zodResolver(loaded)(values, context, options);
  };
}

/**
 * Every form of the web app: react-hook-form over a shared zod schema, with one way to submit.
 * `busy` while `send` runs; a refusal (ApiError) puts the server's field errors on the form's
 * fields (`addr.postcode` on `addr.postcode`, else on a field of the last part's name) and its
 * message in a toast (or `onRefused`). Errors appear on submit (then focus moves to the first
 * invalid field, so keyboard and screen-reader users land on it with its message read out); a
 * field's message is checked again as the field changes and goes as soon as the field is fixed.
 */
export function useSchemaForm<In extends FieldValues, Out = In>(options: SchemaFormOptions<In, Out>) {
  const form = useForm<In, unknown, Out>({
    defaultValues: options.defaultValues,
    resolver: lazyResolver(options.schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  // Focus waits for the errors to be on screen: the form's own check publishes them just after
  // onInvalid (a new errors object), the server's are set in place (so a request is counted too).
  const focusWanted = useRef(false);
  const [focusRequests, setFocusRequests] = useState(0);
  const { errors } = form.formState;
  useEffect(() => {
    if (!focusWanted.current) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) return;
    focusWanted.current = false;
    invalid.focus();
  }, [focusRequests, errors]);
  const focusFirstError = () => {
    focusWanted.current = true;
    setFocusRequests((count) => count + 1);
  };

  function showServerErrors(fields: Record<string, string>) {
    const entries = Object.entries(fields);
    for (const [name, message] of entries) {
      const known = form.getValues(name as Path<In>) !== undefined;
      const path = known ? name : (name.split('.').at(-1) ?? name);
      form.setError(path as Path<In>, { type: 'server', message });
    }
    if (entries.length > 0) focusFirstError();
  }

  async function sendValid(values: Out) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await options.send(values);
      if (options.leaves) return;
    } catch (error) {
      if (error instanceof ApiError) showServerErrors(error.fields);
      if (options.onRefused) options.onRefused(error);
      else toast.error(errorMessage(error));
    }
    sending.current = false;
    setBusy(false);
  }

  function showInvalid(found: FieldErrors<In>) {
    if (!('root' in found)) focusWanted.current = true;
    options.onInvalid?.(found);
  }

  /** The props a field component takes: react-hook-form's registration and the field's error. */
  function field<N extends Path<In>>(name: N) {
    const error: { message?: string } | undefined = get(errors, name);
    // A field with a message is checked again as it changes, so the message goes once it is fixed.
    const onChange = () => {
      if (get(form.formState.errors, name)) void form.trigger(name);
    };
    return { ...form.register(name, { onChange }), error: error?.message };
  }

  /** The props of the <form> element. */
  const formProps = {
    ref: formRef,
    noValidate: true,
    'aria-busy': busy,
    onFocus: options.schema.warm,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(sendValid, showInvalid)(event),
  };

  return { form, field, formProps, busy, focusFirstError };
}

/** What a form component passes to its frame (the <form> element's props and the pending state). */
export type SchemaForm = Pick<ReturnType<typeof useSchemaForm>, 'formProps' | 'busy'>;
