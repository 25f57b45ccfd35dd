import { useState } from 'react';
import { PhoneIcon } from '../../components/icons';
import { Tabs } from '../../components/tabs';
import { site } from '../../shared/site';
import { useContactMessages } from '../../i18n/use-contact-messages';
import { mailtoHref, telHref } from '../../shared/links';
import { FeedbackForm } from './feedback-form';

/**
 * The spec's three feedback tabs, on /contact-us and /Feedback-page. Arrow keys move between
 * tabs; every pane stays mounted, so switching tabs loses nothing typed.
 */
type FeedbackTab = 'online' | 'experience' | 'helpLine';

export function FeedbackTabs() {
  const text = useContactMessages().contact.feedbackTabs;
  const [active, setActive] = useState<FeedbackTab>('online');
  const email = site.emails[0];
  return (
    <Tabs
      tabs={[
        { key: 'online', label: text.online },
        { key: 'experience', label: text.experience },
        { key: 'helpLine', label: text.helpLine },
      ]}
      active={active}
      onSelect={setActive}
      label={text.label}
      className="feedback-tabs"
      keepMounted
      renderPanel={(tab) =>
        tab === 'helpLine' ? (
          <>
            <p>{text.helpLineIntro}</p>
            <dl className="help-line-list mb-0">
              <dt>{text.phone}</dt>
              <dd>
                <a href={telHref(site.centreNumber)}>
                  <PhoneIcon size={16} /> {site.centreNumber}
                </a>
              </dd>
              <dt>{text.email}</dt>
              <dd className="mb-0">
                <a href={mailtoHref(email)}>{email}</a>
              </dd>
            </dl>
          </>
        ) : (
          <FeedbackForm variant={tab} />
        )
      }
    />
  );
}
