/**
 * What a visitor types on Find a Test, and the item they mean: the first card the search must
 * show. The items are the demo catalogue's, by list and document id. English words typed in
 * Bengali letters and the common misspellings are here on purpose: they are what people type.
 */
export type RelevanceList = 'labTests' | 'radiology' | 'cardiology' | 'neurology';

export interface RelevanceRow {
  query: string;
  list: RelevanceList;
  id: string;
}

const lab = (query: string, id: string): RelevanceRow => ({ query, list: 'labTests', id });
const scan = (query: string, id: string): RelevanceRow => ({ query, list: 'radiology', id });
const heart = (query: string, id: string): RelevanceRow => ({ query, list: 'cardiology', id });
const nerve = (query: string, id: string): RelevanceRow => ({ query, list: 'neurology', id });

export const englishRows: readonly RelevanceRow[] = [
  lab('cbc', 'cbc'),
  lab('CBC', 'cbc'),
  lab('complete blood count', 'cbc'),
  lab('blood count', 'cbc'),
  lab('haemogram', 'cbc'),
  lab('hemogram', 'cbc'),
  lab('sugar', 'fbs'),
  lab('sugar test', 'fbs'),
  lab('blood sugar', 'fbs'),
  lab('fasting sugar', 'fbs'),
  lab('FBS', 'fbs'),
  lab('ppbs', 'ppbs'),
  lab('rbs', 'rbs'),
  lab('random sugar', 'rbs'),
  lab('glucose', 'fbs'),
  lab('hba1c', 'hba1c'),
  lab('a1c', 'hba1c'),
  lab('glycated haemoglobin', 'hba1c'),
  lab('diabetes', 'hba1c'),
  lab('urine', 'urine-routine'),
  lab('urine test', 'urine-routine'),
  lab('urin', 'urine-routine'),
  lab('urine culture', 'urine-culture'),
  lab('pregnancy', 'urine-pregnancy-test'),
  lab('pregnancy test', 'urine-pregnancy-test'),
  lab('upt', 'urine-pregnancy-test'),
  lab('thyroid', 'tsh'),
  lab('tsh', 'tsh'),
  lab('thyroid profile', 'thyroid-profile'),
  lab('thyriod profile', 'thyroid-profile'),
  lab('t3 t4 tsh', 'thyroid-profile'),
  lab('lipid', 'lipid-profile'),
  lab('lipid profile', 'lipid-profile'),
  lab('lipd profile', 'lipid-profile'),
  lab('cholesterol', 'total-cholesterol'),
  lab('cholestrol', 'total-cholesterol'),
  lab('lft', 'lft'),
  lab('liver', 'lft'),
  lab('liver function test', 'lft'),
  lab('kft', 'kft'),
  lab('rft', 'kft'),
  lab('kidney', 'kft'),
  lab('creatinine', 'creatinine'),
  lab('vitamin d', 'vitamin-d'),
  lab('vit d', 'vitamin-d'),
  lab('b12', 'vitamin-b12'),
  lab('esr', 'esr'),
  lab('crp', 'crp'),
  lab('widal', 'widal'),
  lab('widal test', 'widal'),
  lab('dengue', 'dengue-ns1'),
  lab('malaria', 'mp-smear'),
  lab('uric acid', 'uric-acid'),
  lab('hb', 'haemoglobin'),
  lab('haemoglobin', 'haemoglobin'),
  lab('hemoglobin', 'haemoglobin'),
  lab('blood group', 'blood-group'),
  lab('psa', 'psa-total'),
  lab('hiv', 'hiv-1-2'),
  lab('platelet', 'platelet-count'),
  heart('ECG', 'ecg'),
  heart('ekg', 'ecg'),
  heart('echo', '2d-echo'),
  heart('tmt', 'tmt'),
  scan('USG', 'usg-whole-abdomen'),
  scan('ultrasound', 'usg-whole-abdomen'),
  scan('ultrasound whole abdomen', 'usg-whole-abdomen'),
  scan('whole abdomen', 'usg-whole-abdomen'),
  scan('xray chest', 'xray-chest-pa'),
  scan('x ray chest', 'xray-chest-pa'),
  scan('chest x-ray', 'xray-chest-pa'),
  scan('x-ray', 'xray-chest-pa'),
  scan('mammography', 'mammography'),
  nerve('eeg', 'eeg-routine'),
  nerve('ncv', 'ncv-upper-limbs'),
  nerve('nerve', 'ncv-upper-limbs'),
];

export const bengaliRows: readonly RelevanceRow[] = [
  lab('সিবিসি', 'cbc'),
  lab('কমপ্লিট ব্লাড কাউন্ট', 'cbc'),
  lab('ব্লাড কাউন্ট', 'cbc'),
  lab('সুগার', 'fbs'),
  lab('সুগার টেস্ট', 'fbs'),
  lab('সুগার টেষ্ট', 'fbs'),
  lab('ব্লাড সুগার', 'fbs'),
  lab('খালি পেটে সুগার', 'fbs'),
  lab('প্রস্রাব', 'urine-routine'),
  lab('প্রস্রাবের পরীক্ষা', 'urine-routine'),
  lab('ইউরিন', 'urine-routine'),
  lab('প্রেগন্যান্সি', 'urine-pregnancy-test'),
  lab('প্রেগনেন্সি টেস্ট', 'urine-pregnancy-test'),
  lab('থাইরয়েড', 'tsh'),
  lab('থাইরোয়েড', 'tsh'),
  lab('লিপিড প্রোফাইল', 'lipid-profile'),
  lab('কোলেস্টেরল', 'total-cholesterol'),
  lab('লিভার', 'lft'),
  lab('কিডনি', 'kft'),
  lab('ভিটামিন ডি', 'vitamin-d'),
  lab('এইচবিএ১সি', 'hba1c'),
  lab('ডেঙ্গু', 'dengue-ns1'),
  lab('ম্যালেরিয়া', 'mp-smear'),
  lab('হিমোগ্লোবিন', 'haemoglobin'),
  lab('রক্তের গ্রুপ', 'blood-group'),
  lab('টাইফয়েড', 'widal'),
  lab('ইউরিক অ্যাসিড', 'uric-acid'),
  lab('ক্রিয়েটিনিন', 'creatinine'),
  heart('ইসিজি', 'ecg'),
  heart('ইকো', '2d-echo'),
  scan('ইউএসজি', 'usg-whole-abdomen'),
  scan('আল্ট্রাসাউন্ড', 'usg-whole-abdomen'),
  scan('আলট্রাসাউন্ড', 'usg-whole-abdomen'),
  scan('এক্সরে', 'xray-chest-pa'),
  scan('এক্স-রে বুক', 'xray-chest-pa'),
  nerve('ইইজি', 'eeg-routine'),
  nerve('নার্ভ', 'ncv-upper-limbs'),
];

/**
 * What a visitor types, and the health concern the search names above the cards: the demo's
 * `Conditions`, by document id. The cards below still follow the rows above.
 */
export interface ConcernRow {
  query: string;
  concern: string;
}

const concern = (query: string, id: string): ConcernRow => ({ query, concern: id });

export const concernRows: readonly ConcernRow[] = [
  concern('fever', 'fever'),
  concern('dengue', 'fever'),
  concern('malaria', 'fever'),
  concern('typhoid', 'fever'),
  concern('sugar', 'diabetes'),
  concern('diabetes', 'diabetes'),
  concern('thyroid', 'thyroid'),
  concern('pregnancy', 'pregnancy'),
  concern('heart', 'heart-check'),
  concern('kidney', 'kidney'),
  concern('liver', 'liver'),
  concern('anaemia', 'anaemia'),
  concern('anemia', 'anaemia'),
  concern('জ্বর', 'fever'),
  concern('ডেঙ্গু', 'fever'),
  concern('সুগার', 'diabetes'),
  concern('ডায়াবেটিস', 'diabetes'),
  concern('থাইরয়েড', 'thyroid'),
  concern('গর্ভাবস্থা', 'pregnancy'),
  concern('কিডনি', 'kidney'),
  concern('লিভার', 'liver'),
  concern('রক্তাল্পতা', 'anaemia'),
];
