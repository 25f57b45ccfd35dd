import type { RawDocument } from '../../../data-source';

const METAL = 'Remove jewellery and metal objects; tell the staff if you may be pregnant';
const FULL_BLADDER = 'Full bladder: drink 4-5 glasses of water 1 hour before and do not pass urine';
const FASTING_6H = '6 hours fasting required';
const PCPNDT = "Doctor's prescription and photo ID required (PCPNDT rules)";

/** Demo radiology and imaging tests (collection Radiology): name, pti and delivery only. */
export const radiologyTestDocuments: RawDocument[] = [
  { id: 'xray-chest-pa', data: { name: 'X-Ray Chest PA View', pti: METAL, delivery: 'Same day' } },
  {
    id: 'xray-chest-pa-lateral',
    data: { name: 'X-Ray Chest PA & Lateral', pti: METAL, delivery: 'Same day' },
  },
  {
    id: 'xray-ls-spine-ap-lat',
    data: { name: 'X-Ray LS Spine AP & Lateral', pti: METAL, delivery: 'Same day' },
  },
  {
    id: 'xray-cervical-spine-ap-lat',
    data: { name: 'X-Ray Cervical Spine AP & Lateral', pti: METAL, delivery: 'Same day' },
  },
  {
    id: 'xray-both-knees-standing',
    data: { name: 'X-Ray Both Knees AP & Lateral (Standing)', pti: METAL, delivery: 'Same day' },
  },
  { id: 'xray-pns', data: { name: "X-Ray PNS (Water's View)", pti: METAL, delivery: 'Same day' } },
  {
    id: 'xray-abdomen-erect',
    data: { name: 'X-Ray Abdomen Erect', pti: METAL, delivery: 'Same day' },
  },
  {
    id: 'xray-kub',
    data: {
      name: 'X-Ray KUB',
      pti: 'Empty stomach preferred; follow any bowel preparation your doctor gave you',
      delivery: 'Same day',
    },
  },
  {
    id: 'xray-pelvis-both-hips',
    data: { name: 'X-Ray Pelvis AP (Both Hips)', pti: METAL, delivery: 'Same day' },
  },
  { id: 'xray-shoulder-ap', data: { name: 'X-Ray Shoulder AP', pti: METAL, delivery: 'Same day' } },
  {
    id: 'xray-hand-wrist',
    data: { name: 'X-Ray Hand / Wrist AP & Oblique', pti: METAL, delivery: 'Same day' },
  },
  {
    id: 'xray-ankle-foot',
    data: { name: 'X-Ray Ankle / Foot AP & Lateral', pti: METAL, delivery: 'Same day' },
  },
  {
    id: 'opg',
    data: {
      name: 'OPG (Orthopantomogram, Dental X-Ray)',
      pti: 'Remove earrings, nose pin, hairpins and dentures',
      delivery: 'Same day',
    },
  },
  {
    id: 'hsg',
    data: {
      name: 'HSG (Hysterosalpingography)',
      pti: 'Between day 7 and 10 of the cycle; appointment required',
      delivery: 'Next day',
    },
  },
  {
    id: 'ivp',
    data: {
      name: 'IVP (Intravenous Pyelography)',
      pti: 'Recent creatinine report, overnight fasting and bowel preparation; appointment needed',
      delivery: 'Next day',
    },
  },
  {
    id: 'barium-swallow',
    data: { name: 'Barium Swallow', pti: FASTING_6H, delivery: 'Next day' },
  },
  {
    id: 'usg-whole-abdomen',
    data: {
      name: 'USG Whole Abdomen',
      pti: '6 hours fasting, then a full bladder: drink 4-5 glasses of water 1 hour before',
      delivery: 'Same day',
    },
  },
  {
    id: 'usg-upper-abdomen',
    data: { name: 'USG Upper Abdomen (Hepatobiliary)', pti: FASTING_6H, delivery: 'Same day' },
  },
  {
    id: 'usg-lower-abdomen',
    data: { name: 'USG Lower Abdomen (Pelvis)', pti: FULL_BLADDER, delivery: 'Same day' },
  },
  { id: 'usg-kub', data: { name: 'USG KUB with PVR', pti: FULL_BLADDER, delivery: 'Same day' } },
  {
    id: 'usg-tvs',
    data: {
      name: 'Transvaginal USG (TVS)',
      pti: 'Empty bladder; a lady attendant is present',
      delivery: 'Same day',
    },
  },
  {
    id: 'usg-obstetric',
    data: {
      name: 'Obstetric USG (Pregnancy Scan)',
      pti: `${PCPNDT}; bring earlier scan reports`,
      delivery: 'Same day',
    },
  },
  {
    id: 'usg-nt-scan',
    data: { name: 'NT Scan (11-13+6 Weeks)', pti: PCPNDT, delivery: 'Same day' },
  },
  {
    id: 'usg-anomaly-scan',
    data: { name: 'Anomaly Scan (Level II, 18-22 Weeks)', pti: PCPNDT, delivery: 'Same day' },
  },
  {
    id: 'usg-growth-doppler',
    data: { name: 'Foetal Growth Scan with Doppler', pti: PCPNDT, delivery: 'Same day' },
  },
  {
    id: 'follicular-study',
    data: {
      name: 'Follicular Study (Series)',
      pti: 'Starts around day 9-10 of the cycle, as your doctor advises',
      delivery: 'Same day (each visit)',
    },
  },
  {
    id: 'usg-thyroid-neck',
    data: { name: 'USG Thyroid / Neck', pti: 'No special preparation', delivery: 'Same day' },
  },
  {
    id: 'usg-both-breasts',
    data: { name: 'USG Both Breasts', pti: 'No special preparation', delivery: 'Same day' },
  },
  {
    id: 'usg-scrotum-doppler',
    data: { name: 'USG Scrotum with Doppler', pti: 'No special preparation', delivery: 'Same day' },
  },
  {
    id: 'usg-local-part',
    data: {
      name: 'USG Soft Tissue / Local Swelling',
      pti: 'No special preparation',
      delivery: 'Same day',
    },
  },
  {
    id: 'doppler-carotid',
    data: {
      name: 'Colour Doppler Carotid (Both Sides)',
      pti: 'No special preparation; wear an open-neck top',
      delivery: 'Same day',
    },
  },
  {
    id: 'doppler-lower-limb-venous',
    data: {
      name: 'Colour Doppler Lower Limb Venous (Both Legs)',
      pti: 'Wear loose clothing; no special preparation',
      delivery: 'Same day',
    },
  },
  {
    id: 'doppler-lower-limb-arterial',
    data: {
      name: 'Colour Doppler Lower Limb Arterial (Both Legs)',
      pti: 'Wear loose clothing; no special preparation',
      delivery: 'Same day',
    },
  },
  {
    id: 'doppler-renal',
    data: { name: 'Colour Doppler Renal Arteries', pti: FASTING_6H, delivery: 'Same day' },
  },
  {
    id: 'mammography',
    data: {
      name: 'Mammography (Both Breasts)',
      pti: 'Do not use deodorant, powder or cream on the day; avoid the week before periods',
      delivery: 'Next day',
    },
  },
  {
    id: 'bmd-dexa',
    data: {
      name: 'Bone Mineral Density (DEXA) Scan',
      pti: 'No calcium tablets for 24 hours before; wear clothes without metal',
      delivery: 'Same day',
    },
  },
  {
    id: 'ct-brain-plain',
    data: { name: 'CT Scan Brain (Plain)', pti: METAL, delivery: 'Same day' },
  },
  {
    id: 'hrct-chest',
    data: { name: 'HRCT Chest', pti: METAL, delivery: 'Same day' },
  },
  {
    id: 'ct-kub-plain',
    data: { name: 'CT KUB (Plain)', pti: FULL_BLADDER, delivery: 'Same day' },
  },
];
