export type SiteFooterProps = {
  /** `styling.footerText`, or the translated default. */
  text: string;
  siteName: string;
};

export function SiteFooter({ text, siteName }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <p className="site-footer__name">{siteName}</p>
      <p className="site-footer__text">{text}</p>
    </footer>
  );
}
