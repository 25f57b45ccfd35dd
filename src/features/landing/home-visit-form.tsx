import { useId } from 'react';
import { homeVisitSchema } from '../../shared/forms/form-schemas';
import { PersonalDataNotice } from '../../components/form-kit/personal-data-notice';
import { SendControls } from '../../components/form-kit/send-controls';
import { TextField, type FieldSpec } from '../../components/form-kit/text-field';
import { useSendForm } from '../../components/form-kit/use-send-form';
import { env } from '../../config/env';
import type { HomeVisitField } from '../../data/home-visit';
import { sendFormAddress } from '../../shared/forms/no-script-forms';
import { useFormsMessages } from '../../i18n/use-forms-messages';
import { useLandingMessages } from '../../i18n/use-landing-messages';
import { NoScriptFields } from '../../components/form-kit/no-script-fields';

const inputs: Record<HomeVisitField, Omit<FieldSpec, 'label'>> = {
  from_name: { autoComplete: 'name' },
  from_mobile: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  from_city: { autoComplete: 'address-level2' },
  from_labtestname: { autoComplete: 'off' },
};

/** The sending part (the port, or EmailJS) is loaded when the visitor sends, not with the page. */
const send = async (fields: Record<HomeVisitField, string>) => {
  const { sendHomeVisitRequest } = await import('../../data/home-visit');
  return sendHomeVisitRequest(fields);
};

/**
 * "BOOK A HOME VISIT NOW": four required fields, checked by the browser as on the old site, and a
 * mobile number the centre can call. Stored like the other forms (e-mailed with EmailJS where
 * Firebase is not configured, kept in this browser on the demo site) through the form kit, once
 * a tap however often it is pressed; a failure keeps what was typed and hands it over.
 */
export function HomeVisitForm() {
  const text = useLandingMessages().landing.form;
  const forms = useFormsMessages().forms;
  const id = useId();
  const form = useSendForm({ schema: homeVisitSchema, draftName: 'home-visit', send });

  return (
    <section className="home-visit card shadow-sm h-100" aria-labelledby={`${id}-heading`}>
      <div className="card-body p-3 p-md-4">
        <h1 id={`${id}-heading`} className="home-visit-heading">
          {text.heading}
        </h1>
        <p className="mb-1">{text.intro}</p>
        <p className="small text-body-secondary mb-3">
          {forms.allRequired}
          {!(env.firebase || env.emailJs) && <> {text.demoNotice}</>}
        </p>
        {/* POST: a form the browser sends itself, before the app runs or without it, keeps what
            was typed out of the address, and reaches the function behind this action. */}
        <form
          method="post"
          action={sendFormAddress('homeVisit')}
          onSubmit={(event) => void form.handleSubmit(event)}
          aria-labelledby={`${id}-heading`}
        >
          <NoScriptFields />
          <div className="row g-3 mb-3">
            {form.fields.map((name) => (
              <div key={name} className="col-12 col-sm-6">
                <TextField
                  {...inputs[name]}
                  {...form.fieldProps(name)}
                  label={text.fields[name]}
                  hint={name === 'from_labtestname' ? text.testHint : undefined}
                  requiredMessage={forms.problems.missing}
                />
              </div>
            ))}
          </div>
          <PersonalDataNotice form="homeVisit" />
          <SendControls
            sending={form.sending}
            text={text}
            asked={form.sentLines((name) => text.fields[name])}
            typed={form.typedLines((name) => text.fields[name])}
            buttonClassName="btn btn-primary btn-lg w-100 home-visit-submit"
          />
        </form>
      </div>
    </section>
  );
}
