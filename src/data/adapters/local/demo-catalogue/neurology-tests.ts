import type { RawDocument } from '../../../data-source';

const EEG_PTI = 'Wash hair the night before, no oil or gel; take your usual medicines';
const NCV_PTI = 'No oil or lotion on arms and legs; wear loose clothing';

/** Demo neurology tests (collection Neurology): name, pti and delivery only. */
export const neurologyTestDocuments: RawDocument[] = [
  { id: 'eeg-routine', data: { name: 'EEG (Routine)', pti: EEG_PTI, delivery: 'Next day' } },
  {
    id: 'eeg-sleep-deprived',
    data: {
      name: 'Sleep-Deprived EEG',
      pti: 'Sleep no more than 4 hours the night before; come with an attendant; no oil in hair',
      delivery: 'Next day',
    },
  },
  {
    id: 'video-eeg',
    data: { name: 'Video EEG (1 Hour)', pti: EEG_PTI, delivery: '2 days' },
  },
  {
    id: 'ncv-upper-limbs',
    data: {
      name: 'NCV (Nerve Conduction Study) – Upper Limbs',
      pti: NCV_PTI,
      delivery: 'Same day',
    },
  },
  {
    id: 'ncv-lower-limbs',
    data: {
      name: 'NCV (Nerve Conduction Study) – Lower Limbs',
      pti: NCV_PTI,
      delivery: 'Same day',
    },
  },
  {
    id: 'emg',
    data: { name: 'EMG (Electromyography)', pti: NCV_PTI, delivery: 'Same day' },
  },
  {
    id: 'vep',
    data: {
      name: 'VEP (Visual Evoked Potential)',
      pti: 'Wash hair, no oil; bring your spectacles if you use them',
      delivery: 'Same day',
    },
  },
  {
    id: 'bera',
    data: {
      name: 'BERA (Brainstem Evoked Response Audiometry)',
      pti: 'Young children should come sleepy, as the test is done while they sleep',
      delivery: 'Same day',
    },
  },
  {
    id: 'ssep',
    data: {
      name: 'SSEP (Somatosensory Evoked Potential)',
      pti: NCV_PTI,
      delivery: 'Next day',
    },
  },
];
