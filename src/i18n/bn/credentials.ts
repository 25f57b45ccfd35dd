import type { credentials as english } from '../en/credentials';
import { bengaliDigits } from '../../shared/bengali-digits';

export const credentials: typeof english = {
  heading: 'কেন আমাদের ওপর ভরসা করবেন',
  accreditation: 'স্বীকৃতি',
  registration: 'রেজিস্ট্রেশন',
  pathologist: 'দায়িত্বপ্রাপ্ত প্যাথলজিস্ট',
  pathologistRegistration: (number) => `রেজি. নং ${number}`,
  servingSince: (year) => `${bengaliDigits(year)} সাল থেকে রোগীদের সেবায়`,
};
