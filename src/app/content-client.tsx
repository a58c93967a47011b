import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import { selectLanguage } from '@machines/language/language.machine';
import type { Language } from '@/i18n/languages';
import { createContentClient, type ContentClient } from '@/services/content/content-client';
import { useAppRuntime } from './providers';

/** The page's one content-host client: base URL from the environment, the platform fetch. */
export const pageContentClient = createContentClient();

const ContentClientContext = createContext<ContentClient>(pageContentClient);

/** Swaps the content client below it (tests pass one with a fake fetch and a fixed clock). */
export function ContentClientProvider({ client, children }: { client: ContentClient; children: ReactNode }) {
  return <ContentClientContext.Provider value={client}>{children}</ContentClientContext.Provider>;
}

/** The content-host client every catalogue query goes through (seed 000 §7). */
export function useContentClient(): ContentClient {
  return useContext(ContentClientContext);
}

/** The language shown, for translated catalogue fields (seed 000 §3: `title-nl`). */
export function useContentLanguage(): Language {
  const { languageActor } = useAppRuntime();
  return useSelector(languageActor, selectLanguage);
}
