import { useState } from 'react';
import { PhoneIcon } from '../../components/icons';
import { Tabs } from '../../components/tabs';
import { site } from '../../config/site';
import { useNamespace } from '../../i18n/messages';
import { mailtoHref, telHref } from '../../lib/links';
import { FeedbackForm } from './feedback-form';
import { contact as contactEn } from '../../i18n/en/contact';

/**
 * The spec's three feedback tabs, on /contact-us and /Feedback-page. Arrow keys move between
 * tabs; every pane stays mounted, so switching tabs loses nothing typed.
 */
type FeedbackTab = 'online' | 'experience' | 'helpLine';

export function FeedbackTabs() {
  const t = useNamespace('contact', contactEn).feedbackTabs;
  const [active, setActive] = useState<FeedbackTab>('online');
  const email = site.emails[0];
  return (
    <Tabs
      tabs={[
        { key: 'online', label: t.online },
        { key: 'experience', label: t.experience },
        { key: 'helpLine', label: t.helpLine },
      ]}
      active={active}
      onSelect={setActive}
      label={t.label}
      className="feedback-tabs"
      keepMounted
      renderPanel={(tab) =>
        tab === 'helpLine' ? (
          <>
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
          </>
        ) : (
          <FeedbackForm variant={tab} />
        )
      }
    />
  );
}
