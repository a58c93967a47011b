import type { ReactNode } from 'react';

export type PlayerMessagePanelProps = {
  /** `alert` for errors and blocks, `status` for the scheduled wait. */
  role: 'alert' | 'status';
  message: string;
  children?: ReactNode;
};

/** A message over the player picture (scheduled, blocked, error), with optional actions. */
export function PlayerMessagePanel({ role, message, children }: PlayerMessagePanelProps) {
  return (
    <div className="player-message" role={role}>
      <p className="player-message__text">{message}</p>
      {children}
    </div>
  );
}
