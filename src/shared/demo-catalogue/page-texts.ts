/**
 * The demo's texts for the own pages of the tests people look for most (`about`, `why`, `who`,
 * each with its Bengali twin), reviewed by a demo doctor (ESR's by the demo settings' pathologist
 * in charge), so that the demo shows what a reviewed page looks like; and two profiles' included tests. Written for the demo in plain words: what a
 * test checks, why and when it is done, who takes it, with no doses, no diagnoses and no ranges.
 * Keyed by collection, then test id. Never seeded into a real project (scripts/staff/seed.ts).
 */
export const demoPageTexts: Record<string, Record<string, Record<string, unknown>>> = {
  Labtest: {
    cbc: {
      about:
        'A complete blood count looks at the three kinds of cells in your blood: red cells, which carry oxygen; white cells, which fight infection; and platelets, which help blood to clot. It counts each kind and measures haemoglobin, the part of red cells that holds oxygen.',
      about_bn:
        'কমপ্লিট ব্লাড কাউন্টে রক্তের তিন রকম কোষ দেখা হয়: লোহিত কণিকা, যা অক্সিজেন বয়ে নিয়ে যায়; শ্বেত কণিকা, যা সংক্রমণের সঙ্গে লড়ে; আর অণুচক্রিকা বা প্লেটলেট, যা রক্ত জমাট বাঁধতে সাহায্য করে। প্রতিটি কোষ গোনা হয়, আর হিমোগ্লোবিন মাপা হয়।',
      why: 'Doctors often ask for it with a fever, tiredness, weakness, bleeding or bruising, and as part of a general check-up. It is also repeated to see how an illness or a treatment is going.',
      why_bn:
        'জ্বর, ক্লান্তি, দুর্বলতা, রক্তপাত বা গায়ে কালশিটে পড়লে, আর সাধারণ স্বাস্থ্য পরীক্ষায় ডাক্তাররা প্রায়ই এটি করতে বলেন। কোনো অসুখ বা চিকিৎসা কেমন চলছে দেখতেও এটি আবার করা হয়।',
      who: 'Anyone, at any age, whose doctor asks for it. No fasting is needed, and a small amount of blood is taken from a vein in the arm.',
      who_bn:
        'যেকোনো বয়সের যে কেউ, যাঁকে ডাক্তার বলেছেন। খালি পেটে আসার দরকার নেই; হাতের শিরা থেকে অল্প রক্ত নেওয়া হয়।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    fbs: {
      about:
        "This test measures the sugar (glucose) in your blood after a night without food. Sugar is the body's main fuel, and its level after fasting shows how well the body handles sugar when it has not just eaten.",
      about_bn:
        'এই টেস্টে সারা রাত না খেয়ে থাকার পর রক্তে সুগার বা গ্লুকোজের মাত্রা মাপা হয়। সুগার শরীরের প্রধান জ্বালানি; খালি পেটে তার মাত্রা দেখায় শরীর সুগার কতটা ঠিকমতো সামলাচ্ছে।',
      why: 'It is one of the commonest checks for diabetes, done on its own or with the sugar after a meal. People who already have diabetes repeat it so that their doctor can see how well their sugar is controlled.',
      why_bn:
        'ডায়াবেটিস খোঁজার সবচেয়ে চেনা পরীক্ষাগুলোর একটি, একা বা খাওয়ার পরের সুগারের সঙ্গে করা হয়। যাঁদের ডায়াবেটিস আছে, তাঁরা নিয়মিত এটি করান, যাতে ডাক্তার দেখতে পারেন সুগার কতটা নিয়ন্ত্রণে আছে।',
      who: 'Adults with a family history of diabetes, extra weight, high blood pressure or a pregnancy, and anyone whose doctor asks. Come after an overnight fast; plain water is allowed.',
      who_bn:
        'যাঁদের পরিবারে ডায়াবেটিস আছে, ওজন বেশি, রক্তচাপ বেশি বা যাঁরা অন্তঃসত্ত্বা, আর ডাক্তার যাঁকে বলেছেন। সারা রাত খালি পেটে থেকে আসুন; শুধু জল খাওয়া যায়।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    ppbs: {
      about:
        'This test measures the sugar in your blood about two hours after a meal. After eating, sugar rises and the body brings it down again; the level two hours later shows how well that works.',
      about_bn:
        'এই টেস্টে খাওয়ার প্রায় দুই ঘণ্টা পরে রক্তে সুগারের মাত্রা মাপা হয়। খাওয়ার পর সুগার বাড়ে, শরীর আবার তা নামিয়ে আনে; দুই ঘণ্টা পরের মাত্রা দেখায় সেই কাজ কতটা ঠিক হচ্ছে।',
      why: 'Doctors ask for it with the fasting sugar to look for diabetes, or to see how well the sugar of someone with diabetes is kept in control after meals.',
      why_bn:
        'ডায়াবেটিস খুঁজতে ডাক্তাররা খালি পেটের সুগারের সঙ্গে এটি করতে বলেন, বা যাঁদের ডায়াবেটিস আছে, খাওয়ার পরে তাঁদের সুগার কতটা নিয়ন্ত্রণে থাকছে তা দেখতে।',
      who: 'Anyone whose doctor asks for it, usually together with the fasting sugar. Eat your usual meal, note the time you finish, and give the sample two hours later. Take your medicines only as your doctor has told you.',
      who_bn:
        'ডাক্তার যাঁকে বলেছেন, সাধারণত খালি পেটের সুগারের সঙ্গে। রোজকার মতো খাবার খান, খাওয়া শেষের সময়টা মনে রাখুন, আর তার দুই ঘণ্টা পরে নমুনা দিন। ওষুধ খাবেন ঠিক যেমন ডাক্তার বলেছেন।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    hba1c: {
      about:
        'HbA1c shows your average blood sugar over the last two to three months. Sugar in the blood sticks to haemoglobin in red cells, and the test measures how much of it has done so.',
      about_bn:
        'HbA1c দেখায় গত দুই থেকে তিন মাসে রক্তে সুগারের গড় মাত্রা কেমন ছিল। রক্তের সুগার লোহিত কণিকার হিমোগ্লোবিনের সঙ্গে লেগে যায়, আর এই টেস্টে মাপা হয় কতটা লেগেছে।',
      why: 'Because it reflects months rather than one morning, doctors use it to look for diabetes and to check how well diabetes has been controlled over time, often every few months.',
      why_bn:
        'একটা সকালের নয়, কয়েক মাসের ছবি দেয় বলে ডাক্তাররা ডায়াবেটিস খুঁজতে আর ডায়াবেটিস কতদিন ধরে কতটা নিয়ন্ত্রণে আছে দেখতে এটি ব্যবহার করেন, প্রায়ই কয়েক মাস অন্তর।',
      who: 'Adults at risk of diabetes and people who already have it, when their doctor asks. No fasting is needed and the sample can be given at any time of day.',
      who_bn:
        'যাঁদের ডায়াবেটিসের ঝুঁকি আছে বা যাঁদের ডায়াবেটিস আছে, ডাক্তার বললে। খালি পেটে আসার দরকার নেই; দিনের যেকোনো সময়ে নমুনা দেওয়া যায়। রিপোর্ট হাতে পেলে আগের রিপোর্টগুলোর সঙ্গে আপনার ডাক্তারকে দেখান।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    'thyroid-profile': {
      about:
        "The thyroid is a small gland in the front of the neck. Its hormones set the pace at which the body uses energy. This profile measures T3 and T4, the thyroid's own hormones, and TSH, the signal from the brain that controls the gland.",
      about_bn:
        'থাইরয়েড গলার সামনের দিকে একটি ছোট গ্রন্থি। এর হরমোন ঠিক করে শরীর কত দ্রুত শক্তি খরচ করবে। এই প্রোফাইলে থাইরয়েডের নিজের হরমোন T3 ও T4, আর মস্তিষ্ক থেকে আসা নিয়ন্ত্রক সংকেত TSH মাপা হয়।',
      why: 'Doctors ask for it when someone has signs that the thyroid may be working too fast or too slow, such as changes in weight, tiredness, feeling too hot or cold, or a swelling in the neck, and to follow treatment.',
      why_bn:
        'থাইরয়েড বেশি বা কম কাজ করছে এমন লক্ষণ থাকলে, যেমন ওজন বদলানো, ক্লান্তি, বেশি গরম বা ঠান্ডা লাগা, বা গলা ফুলে ওঠা, ডাক্তাররা এটি করতে বলেন; চিকিৎসা কেমন চলছে দেখতেও।',
      who: 'Adults and children whose doctor asks for it, and women planning a pregnancy or who are pregnant, if advised. It is best given in the morning; ask whether to take thyroid medicine before the sample.',
      who_bn:
        'ডাক্তার যাঁদের বলেছেন, বড় বা ছোট, আর অন্তঃসত্ত্বা বা সন্তান পরিকল্পনা করছেন এমন মহিলারা, পরামর্শ পেলে। সকালে নমুনা দেওয়া ভালো; থাইরয়েডের ওষুধ নমুনার আগে খাবেন কি না, জিজ্ঞেস করে নিন।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    tsh: {
      about:
        'TSH, thyroid stimulating hormone, is made by a gland at the base of the brain. It tells the thyroid in the neck how much hormone to make, so its level is often the first sign that the thyroid is working too much or too little.',
      about_bn:
        'TSH বা থাইরয়েড স্টিমুলেটিং হরমোন তৈরি হয় মস্তিষ্কের নিচের একটি গ্রন্থিতে। এটি গলার থাইরয়েডকে বলে কতটা হরমোন বানাতে হবে, তাই থাইরয়েড বেশি বা কম কাজ করলে প্রথম ইঙ্গিত প্রায়ই এর মাত্রাতেই মেলে।',
      why: 'It is a common first check of the thyroid and is repeated to see how treatment with thyroid medicine is going.',
      why_bn:
        'থাইরয়েডের প্রথম পরীক্ষা হিসেবে এটি খুব চেনা, আর থাইরয়েডের ওষুধে চিকিৎসা কেমন চলছে দেখতে বারবার করা হয়।',
      who: 'Anyone whose doctor asks for it, including people with tiredness or weight change, and women who are pregnant or planning a pregnancy when advised. No fasting is needed; a morning sample is preferred.',
      who_bn:
        'ডাক্তার যাঁকে বলেছেন, যেমন ক্লান্তি বা ওজন বদলানোয় ভুগছেন যাঁরা, আর অন্তঃসত্ত্বা বা সন্তান পরিকল্পনা করছেন এমন মহিলারা, পরামর্শ পেলে। খালি পেটে আসার দরকার নেই; সকালের নমুনা ভালো। রিপোর্ট আপনার ডাক্তারকে দেখান, তিনিই বুঝিয়ে বলবেন।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    lft: {
      about:
        'A liver function test is a group of blood tests that shows how the liver is working. It measures bilirubin, the yellow pigment that causes jaundice, liver enzymes such as SGPT, SGOT and ALP, and the proteins the liver makes.',
      about_bn:
        'লিভার ফাংশন টেস্ট কয়েকটি রক্ত পরীক্ষার একটি দল, যা দেখায় লিভার কেমন কাজ করছে। এতে জন্ডিসের হলুদ রঙের কারণ বিলিরুবিন, SGPT, SGOT, ALP-এর মতো লিভারের এনজাইম, আর লিভারে তৈরি প্রোটিন মাপা হয়।',
      why: 'Doctors ask for it with jaundice, loss of appetite, stomach pain or dark urine, for people who drink alcohol regularly, and to watch the liver while someone takes medicines that can affect it.',
      why_bn:
        'জন্ডিস, খিদে না পাওয়া, পেটে ব্যথা বা গাঢ় রঙের প্রস্রাব হলে, নিয়মিত মদ্যপান করেন এমন মানুষের, আর লিভারে প্রভাব ফেলতে পারে এমন ওষুধ খাওয়ার সময় লিভারের খেয়াল রাখতে ডাক্তাররা এটি করতে বলেন।',
      who: 'Anyone whose doctor asks for it. A short fast may be advised; follow what the centre tells you when you book.',
      who_bn:
        'ডাক্তার যাঁকে বলেছেন। অল্প সময় খালি পেটে থাকতে বলা হতে পারে; বুক করার সময় সেন্টার যা বলবে, তা মেনে চলুন।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    kft: {
      about:
        "A kidney function test is a group of blood tests that shows how well the kidneys clean the blood. It measures urea and creatinine, waste products the kidneys remove, with uric acid and the body's salts such as sodium and potassium.",
      about_bn:
        'কিডনি ফাংশন টেস্ট কয়েকটি রক্ত পরীক্ষার একটি দল, যা দেখায় কিডনি রক্ত কতটা ভালোভাবে পরিষ্কার করছে। এতে কিডনি যে বর্জ্য বের করে দেয় সেই ইউরিয়া ও ক্রিয়েটিনিন, সঙ্গে ইউরিক অ্যাসিড আর সোডিয়াম, পটাশিয়ামের মতো লবণ মাপা হয়।',
      why: 'Doctors ask for it for people with diabetes or high blood pressure, with swelling of the feet or face, with changes in urine, before some medicines or scans, and to follow kidney illness.',
      why_bn:
        'ডায়াবেটিস বা উচ্চ রক্তচাপ থাকলে, পা বা মুখ ফুলে গেলে, প্রস্রাবে বদল দেখা দিলে, কিছু ওষুধ বা স্ক্যানের আগে, আর কিডনির অসুখ কেমন চলছে দেখতে ডাক্তাররা এটি করতে বলেন।',
      who: 'Adults with diabetes, high blood pressure or a family history of kidney disease, and anyone whose doctor asks. No special preparation is usually needed.',
      who_bn:
        'যাঁদের ডায়াবেটিস, উচ্চ রক্তচাপ বা পরিবারে কিডনির অসুখ আছে, আর ডাক্তার যাঁকে বলেছেন। সাধারণত বিশেষ প্রস্তুতি লাগে না।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    'lipid-profile': {
      about:
        'A lipid profile measures the fats in your blood: total cholesterol, the LDL and HDL cholesterol carried by different proteins, and triglycerides. Together they help the doctor judge the risk to the heart and blood vessels.',
      about_bn:
        'লিপিড প্রোফাইলে রক্তের চর্বি মাপা হয়: মোট কোলেস্টেরল, আলাদা আলাদা প্রোটিনে বাহিত LDL ও HDL কোলেস্টেরল, আর ট্রাইগ্লিসারাইড। সব মিলিয়ে এগুলো ডাক্তারকে হার্ট ও রক্তনালির ঝুঁকি বুঝতে সাহায্য করে।',
      why: 'It is part of a routine check-up for adults, and is done more often for people with diabetes, high blood pressure, extra weight, smoking or heart disease in the family, and to see how diet or treatment is working.',
      why_bn:
        'বড়দের সাধারণ স্বাস্থ্য পরীক্ষার অংশ; ডায়াবেটিস, উচ্চ রক্তচাপ, বেশি ওজন, ধূমপান বা পরিবারে হার্টের অসুখ থাকলে আরও ঘন ঘন করা হয়, আর খাওয়াদাওয়া বা চিকিৎসায় কাজ হচ্ছে কি না দেখতেও।',
      who: 'Adults, especially from middle age, and anyone whose doctor asks. Come after a fast of 10 to 12 hours; plain water is allowed.',
      who_bn:
        'বড়রা, বিশেষ করে মাঝবয়স থেকে, আর ডাক্তার যাঁকে বলেছেন। ১০-১২ ঘণ্টা খালি পেটে থেকে আসুন; শুধু জল খাওয়া যায়। রিপোর্ট পেলে আপনার ডাক্তারকে দেখান; আগের রিপোর্ট থাকলে সেগুলোও সঙ্গে নিন।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    'urine-routine': {
      about:
        'A urine routine examination looks at your urine in three ways: its colour and clearness, chemical checks for things such as sugar, protein and blood, and a look under the microscope for cells, crystals and germs.',
      about_bn:
        'ইউরিন রুটিন পরীক্ষায় প্রস্রাব তিনভাবে দেখা হয়: তার রং ও স্বচ্ছতা; সুগার, প্রোটিন, রক্তের মতো জিনিসের রাসায়নিক পরীক্ষা; আর মাইক্রোস্কোপে কোষ, দানা ও জীবাণু দেখা।',
      why: 'Doctors ask for it with burning or pain while passing urine, fever, stomach or back pain, during pregnancy, in people with diabetes, and as part of a general check-up.',
      why_bn:
        'প্রস্রাবে জ্বালা বা ব্যথা, জ্বর, পেট বা কোমরে ব্যথা হলে, অন্তঃসত্ত্বা অবস্থায়, ডায়াবেটিস থাকলে, আর সাধারণ স্বাস্থ্য পরীক্ষায় ডাক্তাররা এটি করতে বলেন।',
      who: 'Anyone, child or adult, whose doctor asks. Collect the first urine of the morning if you can, in the clean container the centre gives, catching the middle part of the stream.',
      who_bn:
        'ছোট বা বড় যে কেউ, ডাক্তার বললে। পারলে সকালের প্রথম প্রস্রাব দিন, সেন্টারের দেওয়া পরিষ্কার পাত্রে, প্রস্রাবের মাঝের অংশটুকু ধরে। মানে, প্রথমে খানিকটা প্রস্রাব টয়লেটে করে নিন, তারপর পাত্রে ধরুন। পাত্রের ঢাকনা ভালো করে আটকে দিন।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    widal: {
      about:
        'The Widal test looks in the blood for antibodies the body makes against the germs that cause typhoid and paratyphoid fever. The test only shows that the body has met these germs; it cannot tell on its own when.',
      about_bn:
        'ওয়াইডাল টেস্টে রক্তে সেই অ্যান্টিবডি খোঁজা হয়, যা টাইফয়েড ও প্যারাটাইফয়েডের জীবাণুর বিরুদ্ধে শরীর তৈরি করে। এটি শুধু দেখায় শরীর এই জীবাণুর সংস্পর্শে এসেছে; কবে এসেছে, তা একা বলতে পারে না।',
      why: 'Doctors may ask for it when a fever has lasted several days, often with headache, stomach upset or weakness, usually together with other tests. The result is read by the doctor alongside the illness and other reports.',
      why_bn:
        'জ্বর কয়েক দিন ধরে চললে, প্রায়ই মাথাব্যথা, পেটের গোলমাল বা দুর্বলতার সঙ্গে, ডাক্তাররা অন্য টেস্টের সঙ্গে এটি করতে বলতে পারেন। ফলাফল ডাক্তার অসুখের ধরন ও অন্য রিপোর্টের সঙ্গে মিলিয়ে পড়েন।',
      who: 'People with a fever of some days whose doctor asks for it. No fasting is needed.',
      who_bn:
        'কয়েক দিনের জ্বরে ভুগছেন এমন যে কেউ, ডাক্তার বললে। খালি পেটে আসার দরকার নেই। হাতের শিরা থেকে অল্প রক্ত নেওয়া হয়। রিপোর্ট আপনার ডাক্তারকে দেখান।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    'dengue-ns1': {
      about:
        'The dengue NS1 antigen test looks for a part of the dengue virus itself in the blood. It is most useful in the first days of a fever, when the virus is present in the blood.',
      about_bn:
        'ডেঙ্গি NS1 অ্যান্টিজেন টেস্টে রক্তে ডেঙ্গি ভাইরাসের নিজেরই একটি অংশ খোঁজা হয়। জ্বরের প্রথম কয়েক দিনে, যখন ভাইরাস রক্তে থাকে, তখন এটি সবচেয়ে কাজের।',
      why: 'Doctors ask for it when someone has a sudden high fever, especially in the rainy season, with headache, pain behind the eyes, body and joint aches or a rash. A platelet count is often checked with it.',
      why_bn:
        'হঠাৎ বেশি জ্বর হলে, বিশেষ করে বর্ষায়, সঙ্গে মাথাব্যথা, চোখের পেছনে ব্যথা, গা ও গাঁটে ব্যথা বা র‍্যাশ থাকলে ডাক্তাররা এটি করতে বলেন। প্রায়ই সঙ্গে প্লেটলেট গোনা হয়।',
      who: 'Children and adults with a fever of up to about five days whose doctor asks. No fasting is needed. Later in the illness the doctor may ask for the antibody test instead.',
      who_bn:
        'প্রায় পাঁচ দিন পর্যন্ত জ্বরে ভুগছেন এমন ছোট বা বড় যে কেউ, ডাক্তার বললে। খালি পেটে আসার দরকার নেই। অসুখের পরের দিকে ডাক্তার অ্যান্টিবডি টেস্ট করতে বলতে পারেন।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    'malaria-antigen': {
      about:
        'This rapid test looks in a drop of blood for proteins made by the malaria parasites, and tells apart the two kinds common here, P. vivax and P. falciparum.',
      about_bn:
        'এই দ্রুত টেস্টে এক ফোঁটা রক্তে ম্যালেরিয়া পরজীবীর তৈরি প্রোটিন খোঁজা হয়, আর এখানে যে দুই রকম ম্যালেরিয়া বেশি হয়, P. vivax ও P. falciparum, তাদের আলাদা করে চেনা যায়।',
      why: 'Doctors ask for it when someone has fever, especially fever that comes with chills and shivering, and in anyone with fever who lives in or has travelled to an area where malaria occurs.',
      why_bn:
        'জ্বর হলে, বিশেষ করে কাঁপুনি দিয়ে জ্বর এলে, আর যেখানে ম্যালেরিয়া হয় সেখানে থাকেন বা ঘুরে এসেছেন এমন কারও জ্বর হলে ডাক্তাররা এটি করতে বলেন।',
      who: 'Anyone with a fever whose doctor asks for it, child or adult. No fasting is needed, and the sample can be given at any time, even while the fever is high.',
      who_bn:
        'জ্বরে ভুগছেন এমন ছোট বা বড় যে কেউ, ডাক্তার বললে। খালি পেটে আসার দরকার নেই; জ্বর বেশি থাকার সময়েও যেকোনো সময় নমুনা দেওয়া যায়। রিপোর্ট এলেই আপনার ডাক্তারকে দেখান।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    'urine-pregnancy-test': {
      about:
        'This test looks in the urine for hCG, a hormone the body starts to make early in a pregnancy. It gives a yes or no answer, not the level of the hormone.',
      about_bn:
        'এই টেস্টে প্রস্রাবে hCG খোঁজা হয়, যে হরমোন গর্ভাবস্থার শুরুতেই শরীর তৈরি করতে শুরু করে। এটি হ্যাঁ বা না উত্তর দেয়, হরমোনের মাত্রা নয়।',
      why: 'It is done when a period is late, or when a doctor needs to know whether a woman may be pregnant before a medicine, an X-ray or a procedure.',
      why_bn:
        'মাসিক দেরিতে হলে, বা কোনো ওষুধ, এক্স-রে বা পদ্ধতির আগে কোনো মহিলা অন্তঃসত্ত্বা কি না ডাক্তারের জানা দরকার হলে এটি করা হয়।',
      who: 'Women whose period is late or whose doctor asks. The first urine of the morning holds the most hormone. A test done very early can miss a pregnancy; your doctor may advise repeating it or a blood test.',
      who_bn:
        'যাঁদের মাসিক দেরিতে হয়েছে বা ডাক্তার যাঁকে বলেছেন। সকালের প্রথম প্রস্রাবে হরমোন সবচেয়ে বেশি থাকে। খুব তাড়াতাড়ি করলে গর্ভাবস্থা ধরা না-ও পড়তে পারে; ডাক্তার আবার করতে বা রক্ত পরীক্ষা করতে বলতে পারেন। রিপোর্ট নিয়ে আপনার ডাক্তারের সঙ্গে কথা বলুন।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    'vitamin-d': {
      about:
        'This test measures 25-OH vitamin D, the form in which the body stores vitamin D. Vitamin D helps the body take up calcium and keeps bones and muscles strong; the skin makes it in sunlight and some foods hold it.',
      about_bn:
        'এই টেস্টে 25-OH ভিটামিন ডি মাপা হয়, যে রূপে শরীর ভিটামিন ডি জমিয়ে রাখে। ভিটামিন ডি শরীরকে ক্যালসিয়াম নিতে সাহায্য করে আর হাড় ও পেশি মজবুত রাখে; রোদে ত্বক এটি তৈরি করে, কিছু খাবারেও থাকে।',
      why: 'Doctors ask for it with bone or muscle pain, weakness, frequent falls or thin bones, and for people who spend little time in the sun or have conditions that affect how food is absorbed.',
      why_bn:
        'হাড় বা পেশিতে ব্যথা, দুর্বলতা, বারবার পড়ে যাওয়া বা হাড় পাতলা হলে, আর যাঁরা রোদে কম থাকেন বা যাঁদের খাবার শোষণে সমস্যা আছে, তাঁদের জন্য ডাক্তাররা এটি করতে বলেন।',
      who: 'Adults and children whose doctor asks, older people, and women after menopause when advised. No fasting is needed.',
      who_bn:
        'ডাক্তার যাঁকে বলেছেন, ছোট বা বড়, বয়স্ক মানুষ, আর পরামর্শ পেলে মেনোপজের পরের মহিলারা। খালি পেটে আসার দরকার নেই।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    'vitamin-b12': {
      about:
        'This test measures vitamin B12 in the blood. The body needs B12 to make healthy red blood cells and to keep the nerves working; it comes mainly from milk, eggs, fish and meat.',
      about_bn:
        'এই টেস্টে রক্তে ভিটামিন বি১২ মাপা হয়। সুস্থ লোহিত কণিকা তৈরি করতে আর স্নায়ু ঠিক রাখতে শরীরের বি১২ লাগে; এটি আসে মূলত দুধ, ডিম, মাছ ও মাংস থেকে।',
      why: 'Doctors ask for it with tiredness, pale skin, a sore tongue, tingling or numbness in the hands and feet, memory problems, or when a blood count shows large red cells.',
      why_bn:
        'ক্লান্তি, ফ্যাকাশে ত্বক, জিভে ঘা, হাত-পায়ে ঝিনঝিন বা অবশ ভাব, ভুলে যাওয়া, বা ব্লাড কাউন্টে বড় লোহিত কণিকা দেখা গেলে ডাক্তাররা এটি করতে বলেন।',
      who: 'Anyone whose doctor asks, including people who eat little or no food from animals, older people and those on some long-term medicines. Fasting may be advised.',
      who_bn:
        'ডাক্তার যাঁকে বলেছেন, যেমন যাঁরা প্রাণিজ খাবার কম বা একেবারেই খান না, বয়স্ক মানুষ, আর কিছু ওষুধ দীর্ঘদিন খাচ্ছেন যাঁরা। খালি পেটে আসতে বলা হতে পারে। হাতের শিরা থেকে অল্প রক্ত নেওয়া হয়।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    esr: {
      about:
        'ESR, the erythrocyte sedimentation rate, measures how fast red blood cells settle to the bottom of a thin tube in one hour. Inflammation in the body makes them settle faster.',
      about_bn:
        'ESR বা এরিথ্রোসাইট সেডিমেন্টেশন রেট মাপে সরু নলে লোহিত কণিকা এক ঘণ্টায় কত দ্রুত নিচে থিতিয়ে পড়ে। শরীরে প্রদাহ থাকলে কণিকাগুলো তাড়াতাড়ি থিতোয়।',
      why: 'It is not a test for one illness. Doctors use it with other tests when they look for inflammation or infection, for example with a long fever or joint pain, and to follow some long-lasting illnesses.',
      why_bn:
        'এটি কোনো একটি অসুখের টেস্ট নয়। লম্বা জ্বর বা গাঁটে ব্যথার মতো ক্ষেত্রে প্রদাহ বা সংক্রমণ খুঁজতে ডাক্তাররা অন্য টেস্টের সঙ্গে এটি ব্যবহার করেন, আর কিছু দীর্ঘদিনের অসুখ কেমন চলছে দেখতেও।',
      who: 'Anyone whose doctor asks for it. No fasting is needed; it is often done with a complete blood count from the same sample.',
      who_bn:
        'ডাক্তার যাঁকে বলেছেন। খালি পেটে আসার দরকার নেই; প্রায়ই একই নমুনা থেকে কমপ্লিট ব্লাড কাউন্টের সঙ্গে করা হয়। রিপোর্ট আপনার ডাক্তারকে দেখান; তিনি অন্য টেস্টের সঙ্গে মিলিয়ে দেখবেন।',
      reviewedBy: 'pathologist',
      reviewedOn: '2026-11-02',
    },
    haemoglobin: {
      about:
        'Haemoglobin is the protein in red blood cells that carries oxygen from the lungs to the rest of the body. This test measures how much of it your blood holds.',
      about_bn:
        'হিমোগ্লোবিন লোহিত কণিকার সেই প্রোটিন, যা ফুসফুস থেকে শরীরের বাকি অংশে অক্সিজেন বয়ে নিয়ে যায়। এই টেস্টে মাপা হয় রক্তে কতটা হিমোগ্লোবিন আছে।',
      why: 'Doctors ask for it with tiredness, weakness, breathlessness or pale skin, which can come from anaemia, during pregnancy, before an operation, and to follow treatment of anaemia.',
      why_bn:
        'ক্লান্তি, দুর্বলতা, হাঁপ ধরা বা ফ্যাকাশে ত্বক, যা রক্তাল্পতা থেকে হতে পারে, অন্তঃসত্ত্বা অবস্থায়, অপারেশনের আগে, আর রক্তাল্পতার চিকিৎসা কেমন চলছে দেখতে ডাক্তাররা এটি করতে বলেন।',
      who: 'Children, women, pregnant women and anyone whose doctor asks for it. No fasting is needed. A complete blood count measures haemoglobin too, with more.',
      who_bn:
        'শিশু, মহিলা, অন্তঃসত্ত্বা মহিলা, আর ডাক্তার যাঁকে বলেছেন। খালি পেটে আসার দরকার নেই। কমপ্লিট ব্লাড কাউন্টেও হিমোগ্লোবিন মাপা হয়, আরও অনেক কিছুর সঙ্গে। এর জন্য অল্প একটু রক্ত লাগে। রিপোর্ট হাতে পেলে আপনার ডাক্তারকে দেখান।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    creatinine: {
      about:
        'Creatinine is a waste product made by the muscles every day and removed from the blood by the kidneys. Its level in the blood shows how well the kidneys are filtering.',
      about_bn:
        'ক্রিয়েটিনিন একটি বর্জ্য পদার্থ, যা পেশি রোজ তৈরি করে আর কিডনি রক্ত থেকে বের করে দেয়। রক্তে এর মাত্রা দেখায় কিডনি কতটা ভালোভাবে ছাঁকছে।',
      why: 'Doctors ask for it for people with diabetes or high blood pressure, with swelling or changes in urine, before some medicines and contrast scans, and to follow kidney illness over time.',
      why_bn:
        'ডায়াবেটিস বা উচ্চ রক্তচাপ থাকলে, শরীর ফুলে গেলে বা প্রস্রাবে বদল দেখা দিলে, কিছু ওষুধ ও কনট্রাস্ট স্ক্যানের আগে, আর কিডনির অসুখ সময়ের সঙ্গে কেমন চলছে দেখতে ডাক্তাররা এটি করতে বলেন।',
      who: 'Adults at risk of kidney disease and anyone whose doctor asks. No special preparation is usually needed; tell the centre about your medicines if the doctor has asked you to.',
      who_bn:
        'যাঁদের কিডনির অসুখের ঝুঁকি আছে, আর ডাক্তার যাঁকে বলেছেন। সাধারণত বিশেষ প্রস্তুতি লাগে না; ডাক্তার বলে থাকলে আপনার ওষুধের কথা সেন্টারকে জানান। হাতের শিরা থেকে অল্প রক্ত নেওয়া হয়।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    'uric-acid': {
      about:
        "Uric acid is a waste product formed when the body breaks down purines, found in the body's own cells and in some foods. The kidneys pass it out in the urine.",
      about_bn:
        'ইউরিক অ্যাসিড একটি বর্জ্য পদার্থ, যা তৈরি হয় শরীর যখন পিউরিন ভাঙে; পিউরিন থাকে শরীরের নিজের কোষে আর কিছু খাবারে। কিডনি এটি প্রস্রাবের সঙ্গে বের করে দেয়।',
      why: 'Doctors ask for it with sudden painful swelling of a joint, often the big toe, with kidney stones, and for people on some medicines or treatments that can raise it.',
      why_bn:
        'হঠাৎ কোনো গাঁট ফুলে ব্যথা হলে, প্রায়ই পায়ের বুড়ো আঙুলে, কিডনিতে পাথর হলে, আর যেসব ওষুধ বা চিকিৎসায় এটি বাড়তে পারে তা চলার সময় ডাক্তাররা এটি করতে বলেন।',
      who: 'Adults whose doctor asks for it. A short fast may be advised; follow what the centre tells you when you book.',
      who_bn:
        'ডাক্তার যাঁকে বলেছেন। অল্প সময় খালি পেটে থাকতে বলা হতে পারে; বুক করার সময় সেন্টার যা বলবে, তা মেনে চলুন। হাতের শিরা থেকে অল্প রক্ত নেওয়া হয়; রিপোর্ট আপনার ডাক্তারকে দেখান।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    crp: {
      about:
        'C-reactive protein is made by the liver when there is inflammation in the body, for example from an infection. This test measures how much of it is in the blood.',
      about_bn:
        'সি-রিঅ্যাকটিভ প্রোটিন লিভার তৈরি করে, যখন শরীরে প্রদাহ থাকে, যেমন কোনো সংক্রমণ থেকে। এই টেস্টে রক্তে এর পরিমাণ মাপা হয়।',
      why: 'Doctors use it with other tests when someone has a fever or an infection may be present, and repeat it to see whether inflammation is settling with treatment. It does not say where the inflammation is.',
      why_bn:
        'জ্বর হলে বা সংক্রমণ থাকতে পারে মনে হলে ডাক্তাররা অন্য টেস্টের সঙ্গে এটি ব্যবহার করেন, আর চিকিৎসায় প্রদাহ কমছে কি না দেখতে আবার করান। প্রদাহ ঠিক কোথায়, তা এটি বলে না।',
      who: 'Children and adults whose doctor asks for it. No fasting is needed, and the sample is taken from a vein in the arm.',
      who_bn:
        'ছোট বা বড় যে কেউ, ডাক্তার বললে। খালি পেটে আসার দরকার নেই; হাতের শিরা থেকে নমুনা নেওয়া হয়। রিপোর্ট আপনার ডাক্তারকে দেখান; তিনি আপনার লক্ষণ আর অন্য টেস্টের সঙ্গে মিলিয়ে দেখবেন।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    'blood-group': {
      about:
        'This test finds your blood group, A, B, AB or O, and whether you are Rh positive or negative. The group depends on markers on your red blood cells that you are born with.',
      about_bn:
        'এই টেস্টে আপনার রক্তের গ্রুপ, A, B, AB বা O, আর Rh পজিটিভ না নেগেটিভ, তা জানা যায়। গ্রুপ ঠিক হয় লোহিত কণিকার গায়ের কিছু চিহ্ন দিয়ে, যা জন্ম থেকেই থাকে।',
      why: 'Knowing it matters before a blood transfusion or an operation, in every pregnancy, and for blood donation. Many people also keep it on record for emergencies.',
      why_bn:
        'রক্ত দেওয়ার বা অপারেশনের আগে, প্রতিটি গর্ভাবস্থায়, আর রক্তদানের সময় এটি জানা জরুরি। অনেকে জরুরি অবস্থার জন্যও এটি লিখে রাখেন।',
      who: 'Anyone, of any age, including newborn babies when advised and every pregnant woman. No fasting is needed, and it is usually done once in a lifetime.',
      who_bn:
        'যেকোনো বয়সের যে কেউ, পরামর্শ পেলে সদ্যোজাত শিশুও, আর প্রত্যেক অন্তঃসত্ত্বা মহিলা। খালি পেটে আসার দরকার নেই; সাধারণত জীবনে একবারই করা হয়। রিপোর্টটি যত্ন করে রেখে দিন, পরে দরকারের সময় কাজে লাগবে।',
      reviewedBy: 'nabanita-jana',
      reviewedOn: '2026-11-02',
    },
    'fever-profile': { includes: ['cbc', 'mp-smear', 'widal', 'urine-routine'] },
    'anaemia-profile': {
      includes: ['cbc', 'iron-studies', 'ferritin', 'vitamin-b12', 'folic-acid'],
    },
  },
  Radiology: {
    'usg-whole-abdomen': {
      about:
        'An ultrasound of the whole abdomen uses sound waves, not X-rays, to show the organs of the belly on a screen: liver, gall bladder, pancreas, spleen, kidneys, urinary bladder and, in women, the uterus and ovaries.',
      about_bn:
        'পুরো পেটের আল্ট্রাসাউন্ডে এক্স-রে নয়, শব্দতরঙ্গ দিয়ে পেটের অঙ্গগুলো পর্দায় দেখা হয়: লিভার, পিত্তথলি, প্যানক্রিয়াস, প্লীহা, কিডনি, মূত্রথলি, আর মহিলাদের জরায়ু ও ডিম্বাশয়।',
      why: 'Doctors ask for it with stomach pain, swelling, vomiting, burning in the urine, changes in periods, or to look at an organ more closely after a blood test.',
      why_bn:
        'পেটে ব্যথা, পেট ফোলা, বমি, প্রস্রাবে জ্বালা, মাসিকে বদল হলে, বা রক্ত পরীক্ষার পর কোনো অঙ্গ আরও কাছ থেকে দেখতে ডাক্তাররা এটি করতে বলেন।',
      who: 'Children and adults whose doctor asks. Come with an empty stomach for a few hours and a full bladder, as the centre tells you when you book. It is painless; a cool gel is put on the skin.',
      who_bn:
        'ছোট বা বড় যে কেউ, ডাক্তার বললে। বুক করার সময় সেন্টার যেমন বলবে, কয়েক ঘণ্টা খালি পেটে আর ভরা মূত্রথলি নিয়ে আসুন। এতে ব্যথা নেই; ত্বকে ঠান্ডা জেল লাগানো হয়। ঢিলেঢালা জামাকাপড় পরে আসুন; আগের কোনো রিপোর্ট থাকলে সঙ্গে আনুন।',
      reviewedBy: 'animesh-dolui',
      reviewedOn: '2026-11-02',
    },
    'xray-chest-pa': {
      about:
        "A chest X-ray takes a picture of the inside of your chest with a small dose of X-rays. It shows the lungs, the heart's outline, the ribs and the diaphragm.",
      about_bn:
        'বুকের এক্স-রেতে অল্প মাত্রার এক্স-রে দিয়ে বুকের ভেতরের ছবি তোলা হয়। এতে ফুসফুস, হার্টের আকার, পাঁজর আর ডায়াফ্রাম দেখা যায়।',
      why: 'Doctors ask for it with a cough that will not go away, breathlessness, chest pain, fever with a cough, after an injury, and before some operations or jobs.',
      why_bn:
        'না-সারা কাশি, হাঁপ ধরা, বুকে ব্যথা, কাশির সঙ্গে জ্বর, চোট লাগার পরে, আর কিছু অপারেশন বা চাকরির আগে ডাক্তাররা এটি করতে বলেন।',
      who: 'Anyone whose doctor asks for it. Tell the staff if you are or may be pregnant. You will be asked to take off metal things such as chains and to hold your breath for a moment.',
      who_bn:
        'ডাক্তার যাঁকে বলেছেন। অন্তঃসত্ত্বা হলে বা হতে পারেন মনে হলে কর্মীদের জানান। হার বা চেনের মতো ধাতব জিনিস খুলে রাখতে আর এক মুহূর্ত দম আটকে রাখতে বলা হবে। এতে কোনো ব্যথা নেই, খালি পেটে আসারও দরকার নেই। ছবি আর রিপোর্ট আপনার ডাক্তারকে দেখান।',
      reviewedBy: 'animesh-dolui',
      reviewedOn: '2026-11-02',
    },
  },
  Cardiology: {
    ecg: {
      about:
        'An electrocardiogram records the electrical signals that make your heart beat, through small stickers placed on the chest, arms and legs. It takes a few minutes and is painless.',
      about_bn:
        'ইলেকট্রোকার্ডিওগ্রাম বুকে, হাতে ও পায়ে লাগানো ছোট স্টিকারের মাধ্যমে হার্টের সেই বৈদ্যুতিক সংকেত রেকর্ড করে, যা হার্টকে স্পন্দিত করে। কয়েক মিনিট লাগে, কোনো ব্যথা নেই।',
      why: 'Doctors ask for it with chest pain, palpitations, breathlessness, dizziness or fainting, for people with high blood pressure or diabetes, and before an operation.',
      why_bn:
        'বুকে ব্যথা, বুক ধড়ফড়, হাঁপ ধরা, মাথা ঘোরা বা অজ্ঞান হয়ে যাওয়া, উচ্চ রক্তচাপ বা ডায়াবেটিস থাকলে, আর অপারেশনের আগে ডাক্তাররা এটি করতে বলেন।',
      who: 'Adults and children whose doctor asks for it. No fasting is needed. Wear clothes that let the chest be reached easily, and rest for a few minutes before the recording.',
      who_bn:
        'ডাক্তার যাঁকে বলেছেন, ছোট বা বড়। খালি পেটে আসার দরকার নেই। এমন জামা পরুন যাতে বুকে সহজে স্টিকার লাগানো যায়, আর রেকর্ডিংয়ের আগে কয়েক মিনিট বিশ্রাম নিন। রেকর্ডিংয়ের সময় চুপচাপ শুয়ে থাকতে হয়। আগের ECG রিপোর্ট থাকলে সঙ্গে আনুন।',
      reviewedBy: 'subhankar-hazra',
      reviewedOn: '2026-11-02',
    },
  },
};

/** The fields above: what a document loses when it is seeded into a real project. */
export const demoPageTextFields = [
  'about',
  'about_bn',
  'why',
  'why_bn',
  'who',
  'who_bn',
  'includes',
  'reviewedBy',
  'reviewedOn',
] as const;
