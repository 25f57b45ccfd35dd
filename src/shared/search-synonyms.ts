/**
 * What visitors type for a common test or speciality, and the words the lists' names use for it.
 * Typing any phrase of `typed` finds names with any phrase of `typed` or `find`. Spelt as people
 * type them: British and American spellings meet in `closeMatchWords` (haem/hem, paed/ped), so one
 * of each is enough. Words of `find` shorter than four letters must be whole words ("hb" is not
 * "HBsAg"); longer ones may begin a word ("cardiolog" finds "Cardiologist" and "Cardiology").
 */
export const searchSynonyms: readonly { typed: readonly string[]; find?: readonly string[] }[] = [
  // Lab tests
  {
    typed: [
      'sugar',
      'sugar test',
      'blood sugar',
      'glucose',
      'সুগার',
      'সুগার টেস্ট',
      'সুগার টেষ্ট',
      'ব্লাড সুগার',
      'গ্লুকোজ',
    ],
    find: ['fbs', 'ppbs', 'rbs', 'diabetolog', 'endocrinolog'],
  },
  {
    typed: ['diabetes', 'diabetic', 'ডায়াবেটিস'],
    find: ['sugar', 'glucose', 'hba1c', 'diabetolog', 'endocrinolog'],
  },
  { typed: ['thyroid', 'থাইরয়েড', 'থাইরোয়েড'], find: ['t3', 't4', 'tsh', 'ft3', 'ft4'] },
  { typed: ['kidney', 'renal', 'কিডনি'], find: ['kft', 'rft', 'nephrolog'] },
  { typed: ['liver', 'hepatic', 'লিভার'], find: ['lft'] },
  {
    typed: [
      'cbc',
      'haemogram',
      'complete blood count',
      'blood count',
      'হিমোগ্রাম',
      'সিবিসি',
      'ব্লাড কাউন্ট',
    ],
  },
  {
    typed: [
      'hba1c',
      'hb a1c',
      'a1c',
      'glycated',
      'glycosylated',
      'glycated haemoglobin',
      'glycosylated haemoglobin',
    ],
  },
  { typed: ['lipid', 'cholesterol', 'লিপিড', 'কোলেস্টেরল', 'কোলেস্টরল'], find: ['triglyceride'] },
  { typed: ['vitamin d', 'vit d', 'vitamin d3', '25 oh', 'ভিটামিন ডি'] },
  { typed: ['haemoglobin', 'হিমোগ্লোবিন'], find: ['hb'] },
  { typed: ['urine', 'urine test', 'প্রস্রাব', 'ইউরিন', 'ইউরিন টেস্ট', 'পেচ্ছাপ'] },
  { typed: ['creatinine', 'ক্রিয়েটিনিন'], find: ['serum creatinine'] },
  { typed: ['রক্ত'], find: ['blood'] },
  {
    typed: [
      'pregnancy',
      'pregnancy test',
      'প্রেগন্যান্সি',
      'প্রেগন্যান্সি টেস্ট',
      'প্রেগনেন্সি',
      'প্রেগনেন্সি টেস্ট',
    ],
    find: ['beta hcg', 'upt', 'gynaecolog', 'obstetric'],
  },
  // Imaging, heart and brain tests
  { typed: ['x ray', 'এক্স রে', 'এক্সরে'] },
  { typed: ['usg', 'ultrasound', 'sonography', 'আল্ট্রাসাউন্ড', 'আলট্রাসাউন্ড', 'ইউএসজি'] },
  { typed: ['ecg', 'ekg', 'ইসিজি'], find: ['electrocardiogra'] },
  { typed: ['eeg', 'ইইজি'], find: ['electroencephalogra'] },
  // Doctors, by what they treat
  { typed: ['heart', 'cardio', 'cardiac', 'হার্ট', 'হৃদরোগ'], find: ['cardiolog'] },
  { typed: ['child', 'children', 'baby', 'শিশু', 'বাচ্চা'], find: ['paediatric', 'dch'] },
  { typed: ['skin', 'চর্ম', 'ত্বক', 'চামড়া'], find: ['dermatolog'] },
  { typed: ['bone', 'joint', 'হাড়'], find: ['ortho'] },
  { typed: ['eye', 'চোখ'], find: ['ophthalmolog'] },
  { typed: ['women', 'woman', 'gynae', 'গাইনি', 'মহিলা'], find: ['gynaecolog', 'obstetric'] },
  { typed: ['ear', 'nose', 'throat', 'নাক', 'কান', 'গলা'], find: ['ent'] },
  { typed: ['brain', 'nerve', 'মস্তিষ্ক', 'স্নায়ু'], find: ['neurolog'] },
  { typed: ['chest', 'lung', 'asthma', 'ফুসফুস'], find: ['respiratory', 'pulmonolog'] },
  { typed: ['fever', 'জ্বর'], find: ['physician'] },
];
