import type { RawDocument } from '../types';
import type { Doctor } from '../types';
import { readSchedule } from '../visit-schedule';
import { optionalText, readBengali, readText } from './fields';

export function parseDoctor({ id, data }: RawDocument): Doctor | null {
  const name = readText(data.name);
  if (name === '') return null;
  return {
    id,
    name,
    img: readText(data.img),
    des: readText(data.des),
    degree: readText(data.degree),
    reg: readText(data.reg),
    des2: readText(data.des2),
    date: readText(data.date),
    upcoming: readText(data.upcoming),
    fees: readText(data.fees),
    link: readText(data.link),
    text: readText(data.text),
    ...optionalText('schedule', data.schedule),
    ...visitsOf(readText(data.schedule)),
    ...optionalText('cancelled', data.cancelled),
    ...readBengali(data, ['name', 'des', 'degree', 'des2', 'date', 'upcoming', 'text']),
  };
}

/** The schedule's rules when it can be read; a schedule that cannot is shown as staff typed it. */
function visitsOf(schedule: string) {
  const visits = schedule === '' ? null : readSchedule(schedule);
  return visits === null ? {} : { visits };
}
