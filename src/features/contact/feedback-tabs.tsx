import { useId } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { PhoneIcon } from '../../components/icons';
import { site } from '../../config/site';
import { useMessages } from '../../i18n/messages';
import { mailtoHref, telHref } from '../../lib/links';
import { FeedbackForm } from './feedback-form';

/**
 * The spec's three feedback tabs, on /contact-us and /Feedback-page. Arrow keys move between
 * tabs; every pane stays mounted, so switching tabs loses nothing typed.
 */
export function FeedbackTabs() {
  const t = useMessages().contact.feedbackTabs;
  const id = useId();
  const email = site.emails[0];
  return (
    <Tabs
      id={`feedback-tabs-${id}`}
      defaultActiveKey="online"
      transition={false}
      className="feedback-tabs mb-3"
      aria-label={t.label}
    >
      <Tab eventKey="online" title={t.online}>
        <FeedbackForm variant="online" />
      </Tab>
      <Tab eventKey="experience" title={t.experience}>
        <FeedbackForm variant="experience" />
      </Tab>
      <Tab eventKey="helpLine" title={t.helpLine}>
        <p>{t.helpLineIntro}</p>
        <dl className="help-line-list mb-0">
          <dt>{t.phone}</dt>
          <dd>
            <a href={telHref(site.centreNumber)}>
              <PhoneIcon size={16} /> {site.centreNumber}
            </a>
          </dd>
          <dt>{t.email}</dt>
          <dd className="mb-0">
            <a href={mailtoHref(email)}>{email}</a>
          </dd>
        </dl>
      </Tab>
    </Tabs>
  );
}
