import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import type { FormEventHandler, ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import type { ZodMiniType } from 'zod/mini';
import type { FlowFailure } from '@machines/login/account-failure';
import type { AccountBackendKind } from '@/services/account/account.types';
import { TextField, type TextFieldProps } from '@/components/ui/form-field';
import { PasswordField, type PasswordFieldProps } from '@/components/ui/password-field';
import { useMessageText } from '@/app/account/account-runtime';
import type { FailureMessages } from '@/components/account/failure-messages';
import { fieldMessage } from '@/components/account/forms/form-errors';

/** A sign-in flow as its form sees it: busy while it works, and the back end's last failure. */
export type AccountFormActor<TEvent extends EventObject> = ActorRef<
  Snapshot<unknown> & {
    hasTag(tag: 'busy'): boolean;
    context: { failure: FlowFailure | null; backend: AccountBackendKind };
  },
  TEvent
>;

const noMessages: FailureMessages = { form: null, fields: {} };

type FieldBinding = { error: string | null } & ReturnType<UseFormReturn['register']>;

/**
 * A field's props: its error (the form's own first, else the server's) and react-hook-form's
 * registration, telling `onEdit` when the viewer types.
 */
export function useFieldBinder<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  { server = noMessages, onEdit }: { server?: FailureMessages; onEdit?: () => void } = {},
): (name: Path<TValues>) => FieldBinding {
  const text = useMessageText();
  const { errors } = form.formState;
  return (name) => ({
    error: text(fieldMessage(errors, server, name)),
    ...form.register(name, onEdit ? { onChange: onEdit } : undefined),
  });
}

type FailureMessagesOf = (failure: FlowFailure | null, backend: AccountBackendKind) => FailureMessages;

/** What a sign-in flow's view shows: busy, and the flow's failure as this view's messages. */
export function useFlowFailure<TEvent extends EventObject>(
  actor: AccountFormActor<TEvent>,
  messages: FailureMessagesOf,
) {
  const text = useMessageText();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failure = useSelector(actor, (s) => s.context.failure);
  const backend = useSelector(actor, (s) => s.context.backend);
  return { text, busy, failure, backend, server: messages(failure, backend) };
}

export type FlowFormOptions<TValues extends FieldValues, TEvent extends EventObject> = {
  /** The zod schema of the form's rules; its messages are translation keys. */
  schema: ZodMiniType<FieldValues, FieldValues>;
  defaultValues: DefaultValues<TValues>;
  /** How the flow's failure reads in this form (seed 000 §8). */
  messages: FailureMessagesOf;
  /** Sent when the viewer edits a field after a failure, so the flow forgets it. */
  editEvent?: TEvent;
};

/** A form of a sign-in flow: the flow's busy state and failure, react-hook-form, and field props. */
export function useFlowForm<TValues extends FieldValues, TEvent extends EventObject>(
  actor: AccountFormActor<TEvent>,
  { schema, defaultValues, messages, editEvent }: FlowFormOptions<TValues, TEvent>,
) {
  const flow = useFlowFailure(actor, messages);
  const form = useForm<TValues>({
    resolver: zodResolver(schema) as unknown as Resolver<TValues>,
    defaultValues,
  });
  const onEdit = () => {
    if (flow.failure && editEvent) actor.send(editEvent);
  };
  const field = useFieldBinder(form, { server: flow.server, onEdit });
  return { ...flow, form, field, onEdit };
}

export type AccountFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy?: boolean;
  className?: string;
  children: ReactNode;
};

/** A form the app validates itself (its messages are the seeds'), marked busy while the flow works. */
export function AccountForm({ onSubmit, busy, className = 'account-form', children }: AccountFormProps) {
  return (
    <form className={className || undefined} noValidate aria-busy={busy || undefined} onSubmit={onSubmit}>
      {children}
    </form>
  );
}

/** The e-mail field of the account forms (required). */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation('account');
  return <TextField label={t('form.email')} type="email" autoComplete="email" required {...props} />;
}

/** A required password field of the account forms, with the "Show password" toggle. */
export function AccountPasswordField(props: Omit<PasswordFieldProps, 'toggleLabel'>) {
  const { t } = useTranslation('account');
  return <PasswordField toggleLabel={t('form.show_password')} required {...props} />;
}
