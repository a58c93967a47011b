import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { ActionButton, type ActionButtonProps } from '@/components/ui/action-button';

/** One button of a notice's action row, in the order it stands. */
export type NoticeAction = Omit<ActionButtonProps, 'label'> & { label: string };

/**
 * An account message with its row of actions under it (a retry, a close, a way back): buttons
 * described by `actions`, or the row's own content (a link).
 */
export function AccountNotice({
  message,
  actions,
  busy,
}: {
  message: ReactNode;
  actions: readonly NoticeAction[] | ReactElement;
  /** Marks the notice busy while its action runs. */
  busy?: boolean;
}) {
  return (
    <div className="account-form" aria-busy={busy || undefined}>
      {message}
      <div className="account-form__actions">
        {isValidElement(actions)
          ? actions
          : actions.map((action) => <ActionButton key={action.label} {...action} />)}
      </div>
    </div>
  );
}
