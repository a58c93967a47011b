import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export type ProfileTab<TId extends string> = { id: TId; label: string };

export type ProfileTabsProps<TId extends string> = {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly ProfileTab<TId>[];
  selected: TId;
  onSelect: (id: TId) => void;
  /** The selected tab's panel. */
  children: ReactNode;
};

/**
 * A tab list with one panel (WAI-ARIA tabs): only the selected tab is in the Tab order; the arrow
 * keys, Home and End move between tabs and select them at once.
 */
export function ProfileTabs<TId extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: ProfileTabsProps<TId>) {
  const id = useId();
  const refs = useRef(new Map<TId, HTMLButtonElement>());
  const tabId = (tab: TId) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const next = target === null ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  };

  return (
    <div className="profile-tabs">
      <div role="tablist" aria-label={label} className="profile-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className="profile-tabs__tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        className="profile-tabs__panel"
        aria-labelledby={tabId(selected)}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
