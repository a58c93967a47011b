import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Consent, CustomerConsent } from '@/services/account/account.types';
import { ConsentList } from '@/components/ui/checkbox-field';
import { FormMessage } from '@/components/ui/form-field';
import { RichLabel } from '@/components/ui/rich-label';
import { useMessageText } from '@/app/account/account-runtime';
import { accountFormFailureMessages } from '@/components/account/failure-messages';
import { EditButton, Section, SectionActions, useSectionState, type PageActor } from './my-account-sections';
function answerOf(answers: readonly CustomerConsent[], consent: Consent): CustomerConsent {
  return (
    answers.find((a) => a.name === consent.name) ?? {
      name: consent.name,
      version: consent.version,
      state: 'declined',
      value: null,
    }
  );
}

export function ConsentSections({
  actor,
  answers,
}: {
  actor: PageActor;
  answers: readonly CustomerConsent[];
}) {
  const { t } = useTranslation(['account']);
  const publisher = useSelector(actor, (s) => s.context.publisherConsents);
  // seed 001 §5: the terms (checkboxes) and the custom register fields are edited apart.
  const sections = [
    {
      section: 'consents' as const,
      title: t('account:account_page.terms_section'),
      consents: publisher.filter((c) => !c.isCustomRegisterField && c.type === 'checkbox'),
    },
    {
      section: 'customFields' as const,
      title: t('account:account_page.custom_fields_section'),
      consents: publisher.filter((c) => c.isCustomRegisterField),
    },
  ];
  return (
    <>
      {sections
        .filter((entry) => entry.consents.length)
        .map((entry) => (
          <ConsentSection key={entry.section} actor={actor} answers={answers} {...entry} />
        ))}
    </>
  );
}

function ConsentSection({
  actor,
  section,
  title,
  consents,
  answers,
}: {
  actor: PageActor;
  section: 'consents' | 'customFields';
  title: string;
  consents: Consent[];
  answers: readonly CustomerConsent[];
}) {
  const { t } = useTranslation(['account']);
  const text = useMessageText();
  const state = useSectionState(actor, section);
  const server = accountFormFailureMessages(state.failure);
  const [draft, setDraft] = useState<CustomerConsent[] | null>(null);
  const current = draft ?? consents.map((c) => answerOf(answers, c));
  const items = consents.map((consent) => {
    const answer = current.find((a) => a.name === consent.name);
    return {
      name: consent.name,
      label: consent.label ? <RichLabel label={consent.label} /> : consent.name,
      required: consent.required,
      checked: answer?.state === 'accepted',
      // seed 001 §5, seed 002 §5: required consents cannot be unticked.
      locked: consent.required,
    };
  });
  return (
    <Section title={title} id={`account-${section}`}>
      <form
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SECTION.SAVE_CONSENTS', consents: current });
          setDraft(null);
        }}
      >
        <FormMessage error={text(server.form)} />
        <ConsentList
          legend={title}
          legendHidden
          items={items}
          disabled={!state.editing || state.busy}
          onChange={(name, checked) =>
            setDraft(
              current.map((a) =>
                a.name === name ? { ...a, state: checked ? 'accepted' : 'declined', value: checked } : a,
              ),
            )
          }
        />
        {state.saved ? <p role="status">{t('account:account_page.saved')}</p> : null}
        {state.editing ? (
          <SectionActions actor={actor} busy={state.busy} onCancel={() => setDraft(null)} />
        ) : (
          <EditButton actor={actor} section={section} disabled={state.otherEditing || state.busy} />
        )}
      </form>
    </Section>
  );
}
