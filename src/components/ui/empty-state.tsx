import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type EmptyStateProps = {
  title: string;
  description?: string;
  /** The heading level that fits the page around it. */
  level?: 1 | 2;
};

/** A titled note standing in for content that is not there (the empty-shelves message). */
export function EmptyState({ title, description, level = 2 }: EmptyStateProps) {
  const headingId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className="empty-state" aria-labelledby={headingId}>
      <Heading id={headingId} className="empty-state__title">
        {title}
      </Heading>
      {description ? <p className="empty-state__description">{description}</p> : null}
    </section>
  );
}

/** The empty-shelves message (seed 002 §2): a page whose lists have nothing to show. */
export function EmptyShelves() {
  const { t } = useTranslation(['error']);
  return (
    <EmptyState title={t('error:empty_shelves_heading')} description={t('error:empty_shelves_description')} />
  );
}
