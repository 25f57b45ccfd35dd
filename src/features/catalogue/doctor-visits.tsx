import { lazy, Suspense, useEffect, useState } from 'react';
import type { Doctor } from '../../shared/types';
import { useDoctorsMessages } from '../../i18n/use-doctors-messages';
import { whenLoadedAndIdle } from '../../lib/use-after-load';
import type { NextVisit as Visit } from '../../lib/next-visit';
import type { VisitRule } from '../../shared/visit-schedule';
import { visitHours } from '../../lib/visit-times';

// Staff's notices for the doctor come in a chunk of their own, with the settings' code, so the
// card's first load names none of it.
const DoctorNotices = lazy(() =>
  import('../../components/doctor-notices').then((module) => ({ default: module.DoctorNotices })),
);

/** Three or more days in a row read as a range: "Monday to Saturday". */
const RANGE_FROM = 3;

/**
 * When a doctor visits. A schedule staff typed for the site, read into rules when it was parsed
 * (`visits`), is written out in the visitor's language, and once the page has loaded the next
 * visit's date is worked out from it in India's time, so a page built last week never shows last
 * week's date. A schedule that cannot be read, or none, shows what staff typed (`date`,
 * `upcoming`) instead. Staff's notices for the doctor follow, on the days they cover: a notice
 * names the doctor as the catalogue does (`name`, in English), whatever language `doctor` is in.
 */
export function DoctorVisits({ doctor, name }: { doctor: Doctor; name: string }) {
  const messages = useDoctorsMessages();
  const text = messages.doctors.card;
  const { weekdays } = messages.layout.footer.visit;
  const rules = doctor.visits;
  if (rules === undefined) {
    return (
      <>
        {doctor.date !== '' && (
          <p className="mb-1">
            <span className="fw-semibold">{text.visitingDays}</span> {doctor.date}
          </p>
        )}
        {doctor.upcoming !== '' && (
          <p className="doctor-upcoming">{text.upcoming(doctor.upcoming)}</p>
        )}
        <Suspense fallback={null}>
          <DoctorNotices name={name} />
        </Suspense>
      </>
    );
  }
  const schedule = text.schedule;
  const ruleText = (rule: VisitRule) => {
    const runs: string[] = [];
    for (let start = 0; start < rule.days.length;) {
      let end = start;
      while ((rule.days[end + 1] ?? -1) === (rule.days[end] ?? 0) + 1) end += 1;
      const name = (at: number) => weekdays[rule.days[at] ?? 0] ?? '';
      if (end - start + 1 >= RANGE_FROM) runs.push(schedule.dayRange(name(start), name(end)));
      else for (let at = start; at <= end; at += 1) runs.push(name(at));
      start = end + 1;
    }
    const weeks = (rule.weeks ?? []).map((week) =>
      week === -1 ? schedule.last : (schedule.ordinals[week - 1] ?? ''),
    );
    return schedule.rule(runs, weeks, visitHours(rule));
  };
  return (
    <>
      <p className="mb-1">
        <span className="fw-semibold">{text.visitingDays}</span> {rules.map(ruleText).join('; ')}
      </p>
      <NextVisit rules={rules} cancelled={doctor.cancelled ?? ''} />
      <Suspense fallback={null}>
        <DoctorNotices name={name} />
      </Suspense>
    </>
  );
}

/** The next visit's date, written once the page has loaded: the build's date would go stale. */
function NextVisit({ rules, cancelled }: { rules: readonly VisitRule[]; cancelled: string }) {
  const messages = useDoctorsMessages();
  const { weekdays } = messages.layout.footer.visit;
  const { months } = messages.common.updated;
  const schedule = messages.doctors.card.schedule;
  // Worked out once the page has loaded: the build's pre-render must not write a date.
  const [next, setNext] = useState<{ visit: Visit | null } | null>(null);
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        void import('../../lib/next-visit').then(({ nextVisit, readCancelledDates }) =>
          setNext({ visit: nextVisit(rules, readCancelledDates(cancelled), Date.now()) }),
        );
      }),
    [rules, cancelled],
  );
  if (next === null) return null;
  if (next.visit === null) return <p className="doctor-upcoming">{schedule.none}</p>;
  const { date, daysAhead } = next.visit;
  const hours = visitHours(next.visit);
  // A visit today or tomorrow is said so: a date makes the reader work out which day it is.
  return (
    <p className="doctor-upcoming">
      {daysAhead === 0
        ? schedule.nextSoon(schedule.today, hours)
        : daysAhead === 1
          ? schedule.nextSoon(schedule.tomorrow, hours)
          : schedule.next(weekdays[date.weekday] ?? '', date.day, months[date.month] ?? '', hours)}
    </p>
  );
}
