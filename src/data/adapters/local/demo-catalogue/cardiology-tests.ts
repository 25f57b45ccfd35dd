import type { RawDocument } from '../../../data-source';

const ECHO_PTI = 'No special preparation; bring earlier ECG and echo reports';

/** Demo cardiology tests (collection Cardiology): name, pti and delivery only. */
export const cardiologyTestDocuments: RawDocument[] = [
  {
    id: 'ecg',
    data: {
      name: 'ECG (12-Lead Resting)',
      pti: 'No special preparation; avoid oil or lotion on the chest',
      delivery: 'Within 30 minutes',
    },
  },
  { id: '2d-echo', data: { name: '2D Echocardiography', pti: ECHO_PTI, delivery: 'Same day' } },
  {
    id: 'colour-doppler-echo',
    data: { name: 'Colour Doppler Echocardiography', pti: ECHO_PTI, delivery: 'Same day' },
  },
  {
    id: 'tmt',
    data: {
      name: 'TMT (Treadmill Stress Test)',
      pti: 'Light meal 2 hours before; wear walking shoes; bring earlier reports and medicine list',
      delivery: 'Same day',
    },
  },
  {
    id: 'holter-24h',
    data: {
      name: 'Holter Monitoring (24 Hours)',
      pti: 'Bathe before you come, as the device must stay dry; wear a loose top',
      delivery: '2 days',
    },
  },
  {
    id: 'holter-48h',
    data: {
      name: 'Holter Monitoring (48 Hours)',
      pti: 'Bathe before you come, as the device must stay dry; wear a loose top',
      delivery: '3 days',
    },
  },
  {
    id: 'abpm',
    data: {
      name: 'ABPM (24-Hour Ambulatory Blood Pressure Monitoring)',
      pti: 'Wear a loose-sleeved top; keep to your usual daily routine',
      delivery: '2 days',
    },
  },
  {
    id: 'foetal-echo',
    data: {
      name: 'Foetal Echocardiography',
      pti: "Usually between 18 and 24 weeks; doctor's prescription and photo ID required",
      delivery: 'Same day',
    },
  },
  {
    id: 'paediatric-echo',
    data: {
      name: 'Paediatric Echocardiography',
      pti: 'Bring a toy or feed so the child stays calm; appointment required',
      delivery: 'Same day',
    },
  },
  {
    id: 'stress-echo',
    data: {
      name: 'Stress Echocardiography',
      pti: 'Appointment with the cardiologist required; light meal 2 hours before',
      delivery: 'Same day',
    },
  },
];
