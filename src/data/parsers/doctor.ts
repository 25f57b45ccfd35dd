import type { RawDocument } from '../data-source';
import type { Doctor } from '../types';
import { readBengali, readText } from './fields';

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
    ...readBengali(data, ['name', 'des', 'text']),
  };
}
