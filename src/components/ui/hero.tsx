import type { ReactNode } from 'react';

export type HeroProps = {
  /** The background image, sized for the full width (1920 px, seed 002 §9). */
  imageSrc?: string;
  children: ReactNode;
};

/** A wide backdrop with the page's heading and details over its darkened lower part. */
export function Hero({ imageSrc, children }: HeroProps) {
  return (
    <div className="hero">
      {imageSrc ? <img className="hero__image" src={imageSrc} alt="" decoding="async" /> : null}
      <div className="hero__content">{children}</div>
    </div>
  );
}
