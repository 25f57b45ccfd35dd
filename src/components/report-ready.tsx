import { useId, useState, useSyncExternalStore } from 'react';
import { useLanguage } from '../i18n/language';
import { useMessages } from '../i18n/messages';
import { reportReady as english } from '../i18n/en/report-ready';
import { reportReady as bengali } from '../i18n/bn/report-ready';
import { indiaDate, isoDay } from '../shared/india-calendar';
import { telHref, whatsAppHref } from '../shared/links';
import { PhoneIcon, WhatsAppIcon } from './icons';

const noUpdates = () => () => {};
const todayInIndia = () => isoDay(indiaDate(Date.now()));
/** The pre-rendered page carries no date, which would go stale: today is the phone's, in India. */
const noDateBeforeHydration = () => '';

/** The words of "Is my report ready?" in the visitor's language. */
function useReportReadyText() {
  return useLanguage().language === 'bn' ? bengali : english;
}

/**
 * "Is my report ready?", the commonest reason to reach a lab: a few fields that write the question
 * into a WhatsApp message, and a call. Nothing typed is kept or sent by the site: the only way out
 * is the `wa.me` or `tel:` link the visitor follows. `test` names the test of the page it is on;
 * elsewhere the visitor types it.
 */
export function ReportReadyAction({ test }: { test?: string }) {
  const text = useReportReadyText();
  const { months } = useMessages().common.updated;
  const id = useId();
  const [typedTest, setTypedTest] = useState('');
  const today = useSyncExternalStore(noUpdates, todayInIndia, noDateBeforeHydration);
  const [typedDate, setDate] = useState<string | null>(null);
  const date = typedDate ?? today;
  const [receipt, setReceipt] = useState('');
  const [firstName, setFirstName] = useState('');
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const monthName = months[month - 1];
  const shownDate = monthName === undefined || day === 0 ? '' : text.day(day, monthName, year);
  const message = text.message({
    test: (test ?? typedTest).trim(),
    date: shownDate,
    receipt: receipt.trim(),
    firstName: firstName.trim(),
  });
  const field = (
    name: string,
    label: string,
    value: string,
    change: (value: string) => void,
    type: 'text' | 'date' = 'text',
  ) => (
    <div className="col-12 col-sm-6">
      <label className="form-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className="form-control"
        type={type}
        autoComplete="off"
        value={value}
        onChange={(event) => change(event.target.value)}
      />
    </div>
  );
  return (
    <section className="report-ready card shadow-sm" aria-labelledby={`${id}-heading`}>
      <div className="card-body">
        <h2 id={`${id}-heading`} className="h5">
          {text.heading}
        </h2>
        <p className="small text-body-secondary">{text.intro}</p>
        <div className="row g-2 mb-3">
          {test === undefined && field('test', text.test, typedTest, setTypedTest)}
          {field('date', text.sampleDate, date, setDate, 'date')}
          {field('receipt', text.receipt, receipt, setReceipt)}
          {field('name', text.firstName, firstName, setFirstName)}
        </div>
        <div className="d-flex flex-wrap gap-2">
          <a
            className="btn btn-success"
            href={whatsAppHref(undefined, message)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${text.whatsApp} ${text.opensInNewTab}`}
          >
            <WhatsAppIcon size={15} /> {text.whatsApp}
          </a>
          <a className="btn btn-outline-primary" href={telHref()}>
            <PhoneIcon size={15} /> {text.call}
          </a>
        </div>
      </div>
    </section>
  );
}
