import type { ReactNode } from 'react';

/** The frame of a sign-in screen: its heading and a 360 px column (seed 002 §2). */
export function AccountPageLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="account-page" aria-labelledby="account-page-title">
      <h1 id="account-page-title" className="account-page__title">
        {title}
      </h1>
      {intro ? <div className="account-page__intro">{intro}</div> : null}
      {children}
    </section>
  );
}
