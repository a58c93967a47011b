import { useSelector } from '@xstate/react';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { usePageMeta } from '@/app/page-meta';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingIndicator } from '@/components/ui/loading-indicator';
import {
  scheduleStatus,
  selectStatusClock,
  selectVisibleDays,
  type ScheduleStatus,
} from '@machines/schedule/schedule.selectors';
import type { DayKey, ScheduleDay, ScheduleEntry } from '@machines/schedule/schedule.types';
import { useScheduleFlow } from '@/app/flows/schedule.flow';
import { withEventTexts } from '@/components/event/event-translations';
import { ScheduleDatePicker } from './schedule-date-picker';
import { dayDate } from '@machines/schedule/schedule.rules';
import './event.css';
import './schedule-screen.css';

/** The sport's logo on its gradient; a grey gradient with a medal when there is no logo (seed 002 §2). */
function SportBadge({ entry }: { entry: ScheduleEntry }) {
  const sport = entry.sport;
  const logo = sport?.logo;
  const from = (logo && sport?.gradientStart) || '#6b7280';
  const to = (logo && sport?.gradientEnd) || '#374151';
  return (
    <span
      className="schedule-badge"
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
      data-testid="sport-badge"
    >
      {logo ? (
        <img src={logo} alt="" width={36} height={36} loading="lazy" />
      ) : (
        <span aria-hidden="true">🏅</span>
      )}
    </span>
  );
}

function StatusLabel({ status }: { status: ScheduleStatus }) {
  const { t } = useTranslation(['event']);
  return (
    <span className={`schedule-status schedule-status--${status}`}>
      {t(`event:schedule.status_${status}`)}
    </span>
  );
}

function EventTitle({ entry }: { entry: ScheduleEntry }) {
  const { t } = useTranslation(['event']);
  const sportName = entry.sport?.title ?? t('event:schedule.no_sport');
  const text = (
    <>
      <span className="schedule-event__sport">{sportName}</span>
      <span className="schedule-event__name">{entry.eventName}</span>
    </>
  );
  // seed 002 §2: an event with a media id opens /m/{mediaId}.
  return entry.mediaId ? (
    <Link className="schedule-event__title" to={paths.media.getHref(entry.mediaId)}>
      {text}
    </Link>
  ) : (
    <span className="schedule-event__title">{text}</span>
  );
}

function DayEvents({ day, now }: { day: ScheduleDay; now: number }) {
  const { t, i18n } = useTranslation(['event']);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
  const at = (entry: ScheduleEntry) => time.format(new Date(entry.startTime));
  const location = (entry: ScheduleEntry) => entry.location || '-';
  return (
    <>
      {/* Desktop: a table (seed 002 §2: Time, Sport Name, Type, Location). */}
      <table className="schedule-table">
        <thead>
          <tr>
            <th scope="col">{t('event:schedule.time')}</th>
            <th scope="col">{t('event:schedule.sport_name')}</th>
            <th scope="col">{t('event:schedule.type')}</th>
            <th scope="col">{t('event:schedule.location')}</th>
          </tr>
        </thead>
        <tbody>
          {day.entries.map((entry) => (
            <tr key={entry.id}>
              <td className="schedule-table__time">{at(entry)}</td>
              <td>
                <span className="schedule-event">
                  <SportBadge entry={entry} />
                  <EventTitle entry={entry} />
                </span>
              </td>
              <td>
                <StatusLabel status={scheduleStatus(entry, now)} />
              </td>
              <td>{location(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Mobile: compact cards. */}
      <ul className="schedule-cards">
        {day.entries.map((entry) => (
          <li key={entry.id} className="schedule-card">
            <SportBadge entry={entry} />
            <span className="schedule-card__body">
              <EventTitle entry={entry} />
              <span className="schedule-card__meta">
                {at(entry)} · {location(entry)}
              </span>
            </span>
            <StatusLabel status={scheduleStatus(entry, now)} />
          </li>
        ))}
      </ul>
    </>
  );
}

function DayRow({
  day,
  open,
  onToggle,
  now,
}: {
  day: ScheduleDay;
  open: boolean;
  onToggle: (day: DayKey) => void;
  now: number;
}) {
  const { t, i18n } = useTranslation(['event']);
  const panelId = useId();
  const date = dayDate(day.day);
  // seed 002 §9: schedule days 'eeee, MMMM d'.
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long' }).format(date);
  const monthDay = new Intl.DateTimeFormat(i18n.language, { month: 'long', day: 'numeric' }).format(date);
  return (
    <li className="schedule-day" data-day={day.day}>
      <h2 className="schedule-day__heading">
        <button
          type="button"
          className="schedule-day__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(day.day)}
        >
          <span className="schedule-day__date">{t('event:schedule.day', { weekday, date: monthDay })}</span>
          <span className="schedule-day__count">
            {day.entries.length === 1
              ? t('event:schedule.one_event', { number: 1 })
              : t('event:schedule.many_events', { number: day.entries.length })}
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="schedule-day__panel">
        {open ? <DayEvents day={day} now={now} /> : null}
      </div>
    </li>
  );
}

/** /schedule (seed 002 §2 "Schedule"): the events by the viewer's local day, with a date picker. */
function ScheduleScreen() {
  const { t } = useTranslation(['event', 'common']);
  const actor = useScheduleFlow();
  const now = useSelector(actor, selectStatusClock);
  const snapshot = useSelector(actor, (state) => state);
  const send = actor.send;
  usePageMeta({ title: t('event:schedule.title'), description: t('event:schedule.description') });
  const cancel = useCallback(() => send({ type: 'PICKER.CANCEL' }), [send]);
  const toggle = useCallback((day: DayKey) => send({ type: 'DAY.TOGGLE', day }), [send]);

  let body;
  if (snapshot.matches('failed')) body = <EmptyState title={t('event:schedule.error')} />;
  else if (snapshot.hasTag('loading')) body = <LoadingIndicator label={t('common:loading')} />;
  else {
    const days = selectVisibleDays(snapshot);
    body =
      days.length === 0 ? (
        <EmptyState title={t('event:schedule.empty')} />
      ) : (
        <ul className="schedule-days" aria-label={t('event:schedule.days')}>
          {days.map((day) => (
            <DayRow
              key={day.day}
              day={day}
              open={snapshot.context.expanded.includes(day.day)}
              onToggle={toggle}
              now={now}
            />
          ))}
        </ul>
      );
  }

  return (
    <div className="event-page schedule-page">
      <div className="schedule-page__header">
        <h1 className="event-page__title">{t('event:schedule.title')}</h1>
        {snapshot.matches('ready') ? (
          <ScheduleDatePicker
            open={snapshot.matches({ ready: 'open' })}
            month={snapshot.context.month}
            selected={snapshot.context.selectedDate}
            onOpen={() => send({ type: 'PICKER.OPEN' })}
            onPrevious={() => send({ type: 'PICKER.PREVIOUS_MONTH' })}
            onNext={() => send({ type: 'PICKER.NEXT_MONTH' })}
            onCancel={cancel}
            onPick={(date) => send({ type: 'DATE.PICK', date })}
            onClear={() => send({ type: 'DATE.CLEAR' })}
          />
        ) : null}
      </div>
      <p className="schedule-page__note">{t('event:schedule.local_time_note')}</p>
      {body}
    </div>
  );
}

export default withEventTexts(ScheduleScreen);
