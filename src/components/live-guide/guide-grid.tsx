import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ChannelView,
  GuideView,
  ProgrammeKind,
  ProgrammeView,
} from '@machines/live-guide/live-guide.selectors';
import {
  cellBox,
  DAY_WIDTH_PX,
  formatGuideTime,
  offsetOf,
  ROW_HEIGHT_PX,
  rulerMarks,
  scrollLeftFor,
  scrollStep,
  SIDEBAR_WIDTH_PX,
  timelineWidth,
} from '@/components/live-guide/guide-layout';

type ReadyView = Extract<GuideView, { status: 'ready' }>;

export type GuideGridProps = {
  view: ReadyView;
  language: string;
  onSelect: (channelId: string, programmeId: string) => void;
  onNow: () => void;
};

export const statusKeys = {
  live: 'epg:status_live',
  'on-demand': 'epg:status_on_demand',
  upcoming: 'epg:status_upcoming',
  disabled: 'epg:status_disabled',
} as const satisfies Record<ProgrammeKind, string>;

/** The sizes of seed 002 §9 as custom properties, so the stylesheet holds no second copy of them. */
const sizeProperties = {
  '--guide-day-width': `${DAY_WIDTH_PX}px`,
  '--guide-sidebar-small': `${SIDEBAR_WIDTH_PX.small}px`,
  '--guide-sidebar-large': `${SIDEBAR_WIDTH_PX.large}px`,
  '--guide-row-small': `${ROW_HEIGHT_PX.small}px`,
  '--guide-row-large': `${ROW_HEIGHT_PX.large}px`,
} as CSSProperties;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The TV guide (seed 002 §2): a channel column and a horizontally scrollable programme grid with
 * a time ruler and a now-line, 'Now' and left / right scroll buttons. Every programme is a button
 * named by its title, time and status; programmes older than the catch-up window are disabled.
 */
export function GuideGrid({ view, language, onSelect, onNow }: GuideGridProps) {
  const { t } = useTranslation(['epg']);
  const scroller = useRef<HTMLDivElement>(null);
  const { window: span, now, selected, scroll } = view;
  const width = timelineWidth(span);
  const time = (ms: number) => formatGuideTime(ms, language);

  // The machine asks for a scroll by bumping `scroll.seq`: on load (to the selection) and on 'Now'.
  const anchor =
    scroll.target === 'now' || !selected?.programme || selected.programme.kind === 'live'
      ? ({ anchor: now, kind: 'now' } as const)
      : ({ anchor: selected.programme.start, kind: 'programme' } as const);
  const latest = useRef({ anchor, span });
  useLayoutEffect(() => {
    latest.current = { anchor, span };
  });
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof element.scrollTo !== 'function') return;
    const { anchor: target, span: current } = latest.current;
    element.scrollTo({ left: scrollLeftFor(target, current, element.clientWidth) });
    // Only a new request scrolls, or a new window (midnight), whose offsets all moved.
  }, [scroll.seq, span.start, span.end]);

  const scrollBy = (direction: -1 | 1) => {
    const element = scroller.current;
    if (!element || typeof element.scrollBy !== 'function') return;
    element.scrollBy({
      left: direction * scrollStep(element.clientWidth),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <div className="live-guide__guide" style={sizeProperties} aria-busy={view.refreshing}>
      <div className="live-guide__toolbar">
        <button type="button" className="button button--accent" onClick={onNow}>
          {t('epg:now')}
        </button>
        <button
          type="button"
          className="button live-guide__scroll"
          aria-label={t('epg:scroll_earlier')}
          onClick={() => scrollBy(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="button live-guide__scroll"
          aria-label={t('epg:scroll_later')}
          onClick={() => scrollBy(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="live-guide__grid">
        <ul className="live-guide__channels" aria-label={t('epg:channel_list')}>
          {view.channels.map((channel) => (
            <li key={channel.id} className="live-guide__channel" data-channel-id={channel.id}>
              {channel.logo ? <img className="live-guide__logo" src={channel.logo} alt="" /> : null}
              <span className="live-guide__channel-title">{channel.title}</span>
            </li>
          ))}
        </ul>
        <div className="live-guide__scroller" ref={scroller}>
          <div className="live-guide__timeline" style={{ width }}>
            <div className="live-guide__ruler" aria-hidden="true">
              {rulerMarks(span).map((mark) => (
                <span
                  key={mark.time}
                  className={mark.labelled ? 'live-guide__mark live-guide__mark--hour' : 'live-guide__mark'}
                  style={{ left: mark.left }}
                >
                  {mark.labelled ? time(mark.time) : null}
                </span>
              ))}
            </div>
            {view.channels.map((channel) => (
              <ChannelRow key={channel.id} channel={channel} span={span} time={time} onSelect={onSelect} />
            ))}
            {now >= span.start && now < span.end ? (
              <div
                className="live-guide__now-line"
                data-testid="now-line"
                style={{ left: offsetOf(now, span) }}
                aria-hidden="true"
              />
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}

type RowProps = {
  channel: ChannelView;
  span: ReadyView['window'];
  time: (ms: number) => string;
  onSelect: GuideGridProps['onSelect'];
};

function ChannelRow({ channel, span, time, onSelect }: RowProps) {
  const { t } = useTranslation(['epg']);
  const cells = channel.programmes.flatMap((programme) => {
    const box = cellBox(programme, span);
    return box ? [{ programme, box }] : [];
  });
  return (
    <ul
      className="live-guide__row"
      aria-label={t('epg:programmes_of', { channel: channel.title })}
      data-channel-id={channel.id}
    >
      {cells.length === 0 ? (
        <li className="live-guide__row-note">
          {channel.unavailable ? t('epg:guide_unavailable') : t('epg:no_programmes')}
        </li>
      ) : (
        cells.map(({ programme, box }) => (
          <li key={programme.id} className="live-guide__cell" style={{ left: box.left, width: box.width }}>
            <ProgrammeButton programme={programme} time={time} onSelect={onSelect} />
          </li>
        ))
      )}
    </ul>
  );
}

function ProgrammeButton({
  programme,
  time,
  onSelect,
}: {
  programme: ProgrammeView;
  time: (ms: number) => string;
  onSelect: GuideGridProps['onSelect'];
}) {
  const { t } = useTranslation(['epg']);
  const range = t('epg:time_range', { start: time(programme.start), end: time(programme.end) });
  // The name reads as title, time, status in one phrase; the highlight shows the status.
  return (
    <button
      type="button"
      className={`live-guide__programme live-guide__programme--${programme.kind}`}
      aria-pressed={programme.selected}
      disabled={programme.kind === 'disabled'}
      data-kind={programme.kind}
      data-start={programme.startTime}
      data-end={programme.endTime}
      onClick={() => onSelect(programme.channelId, programme.id)}
    >
      <span className="live-guide__programme-title" aria-hidden="true">
        {programme.title}
      </span>
      <span className="live-guide__programme-time" aria-hidden="true">
        {range}
      </span>
      <span className="visually-hidden">{`${programme.title}, ${range}, ${t(statusKeys[programme.kind])}`}</span>
    </button>
  );
}
