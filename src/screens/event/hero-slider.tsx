import { useSelector } from '@xstate/react';
import { useId, useRef, useSyncExternalStore, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectHeroSliderView } from '@machines/hero-slider/hero-slider.selectors';
import { slideHasStartButton } from '@machines/hero-slider/hero-slider.rules';
import { useHeroSliderFlow } from '@/app/flows/hero-slider.flow';
import { paths } from '@/app/paths';
import type { MediaItem } from '@/domain/media.types';
import { HERO_IMAGE_WIDTH, withImageWidth } from '@/components/catalogue/media-card-model';

/** seed 002 §2: small screens get no start button (below the md breakpoint, 768 px). */
const SMALL_SCREEN = '(max-width: 767px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(SMALL_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const useSmallScreen = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SMALL_SCREEN).matches,
    () => false,
  );

function Slide({ item, role, smallScreen }: { item: MediaItem; role: string; smallScreen: boolean }) {
  const { t } = useTranslation(['event']);
  const image = item.backgroundImage || item.image;
  return (
    <div className="hero-slider__slide" data-role={role} aria-hidden={role === 'leaving' ? true : undefined}>
      {image ? (
        <img
          className="hero-slider__image"
          src={withImageWidth(image, HERO_IMAGE_WIDTH)}
          alt=""
          draggable={false}
        />
      ) : null}
      <div className="hero-slider__content">
        <h2 className="hero-slider__title">{item.title}</h2>
        {item.description ? <p className="hero-slider__description">{item.description}</p> : null}
        {slideHasStartButton(item, smallScreen) ? (
          <Link
            className="button button--accent"
            to={paths.media.getHref(item.mediaid, { title: item.title, play: true })}
          >
            {t('event:slider_start')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The hero slider (seed 002 §2): one slide at a time, moved by the chevrons, the dots (a range of
 * 3, seed 002 §9) or a swipe; the slider flow runs the phases, this draws them (`data-phase`).
 */
export function HeroSlider({ items, label }: { items: readonly MediaItem[]; label?: string | null }) {
  const { t } = useTranslation(['event']);
  const labelId = useId();
  const smallScreen = useSmallScreen();
  const actor = useHeroSliderFlow(items.length);
  const view = useSelector(actor, selectHeroSliderView);
  const swipe = useRef<{ x: number; time: number } | null>(null);
  const root = useRef<HTMLElement>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // Buttons and links keep their clicks; a swipe starts anywhere else.
    if ((event.target as Element).closest('button, a')) return;
    swipe.current = { x: event.clientX, time: event.timeStamp };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const distance = event.clientX - start.x;
    if (distance === 0) return;
    // Velocity in px per second (docs/decisions.md "Event site").
    const seconds = Math.max(event.timeStamp - start.time, 1) / 1000;
    actor.send({
      type: 'SLIDE.SWIPE',
      distance,
      velocity: distance / seconds,
      width: root.current?.clientWidth ?? window.innerWidth,
    });
  };

  const current = items[view.index];
  const incoming = view.incoming === null ? undefined : items[view.incoming];
  if (!current) return null;
  return (
    <section
      ref={root}
      className="hero-slider"
      aria-roledescription="carousel"
      aria-labelledby={labelId}
      data-phase={view.phase}
      data-direction={view.direction ?? undefined}
      data-current={view.current}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipe.current = null)}
      // A native drag of an image or link would cancel the pointer and swallow the swipe.
      onDragStart={(event) => event.preventDefault()}
    >
      <h2 id={labelId} className="visually-hidden">
        {label || t('event:slider_label')}
      </h2>
      <div className="hero-slider__track">
        <Slide
          key={`${view.index}:${current.mediaid}`}
          item={current}
          role={incoming ? 'leaving' : 'current'}
          smallScreen={smallScreen}
        />
        {incoming ? (
          <Slide
            key={`${view.incoming}:${incoming.mediaid}`}
            item={incoming}
            role="incoming"
            smallScreen={smallScreen}
          />
        ) : null}
      </div>
      {items.length > 1 ? (
        <>
          <button
            type="button"
            className="hero-slider__chevron hero-slider__chevron--prev"
            aria-label={t('event:slider_previous')}
            onClick={() => actor.send({ type: 'SLIDE.PREV' })}
          >
            ‹
          </button>
          <button
            type="button"
            className="hero-slider__chevron hero-slider__chevron--next"
            aria-label={t('event:slider_next')}
            onClick={() => actor.send({ type: 'SLIDE.NEXT' })}
          >
            ›
          </button>
          <div className="hero-slider__dots" role="group" aria-label={t('event:slider_dots')}>
            {view.dots.map((index) => (
              <button
                key={index}
                type="button"
                className="hero-slider__dot"
                aria-label={t('event:slider_go_to', { number: index + 1 })}
                aria-current={index === view.current ? 'true' : undefined}
                onClick={() => actor.send({ type: 'SLIDE.GO_TO', index })}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
