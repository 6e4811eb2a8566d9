import type { Language } from '../../../platform/market';

// What the user service sends (the login code by SMS, e-mail), in the visitor's UI language.

interface Texts {
  loginCode: (code: string) => string;
  activationSubject: string;
  activationText: (link: string) => string;
  dataReportSubject: string;
}

const texts: Record<Language, Texts> = {
  en: {
    loginCode: (code) => `Your login code: ${code}. Do not tell it to anyone.`,
    activationSubject: 'Confirm your e-mail',
    activationText: (link) => `Open this link within 24 hours to confirm your e-mail for your account:\n\n${link}\n\nIf you did not ask for it, ignore this message.`,
    dataReportSubject: 'The data we keep about you',
  },
  ru: {
    loginCode: (code) => `Код для входа: ${code}. Никому его не сообщайте.`,
    activationSubject: 'Подтвердите почту',
    activationText: (link) => `Откройте ссылку в течение 24 часов, чтобы подтвердить почту для вашего аккаунта:\n\n${link}\n\nЕсли вы этого не запрашивали, просто проигнорируйте письмо.`,
    dataReportSubject: 'Данные, которые мы храним о вас',
  },
  uk: {
    loginCode: (code) => `Код для входу: ${code}. Нікому його не повідомляйте.`,
    activationSubject: 'Підтвердьте пошту',
    activationText: (link) => `Відкрийте посилання протягом 24 годин, щоб підтвердити пошту для вашого акаунта:\n\n${link}\n\nЯкщо ви цього не запитували, просто проігноруйте лист.`,
    dataReportSubject: 'Дані, які ми зберігаємо про вас',
  },
  kk: {
    loginCode: (code) => `Кіру коды: ${code}. Оны ешкімге айтпаңыз.`,
    activationSubject: 'Поштаңызды растаңыз',
    activationText: (link) => `Аккаунтыңыздың поштасын растау үшін сілтемені 24 сағат ішінде ашыңыз:\n\n${link}\n\nЕгер сіз мұны сұрамасаңыз, хатты елемеңіз.`,
    dataReportSubject: 'Сіз туралы сақтайтын деректеріміз',
  },
  ky: {
    loginCode: (code) => `Кирүү коду: ${code}. Аны эч кимге айтпаңыз.`,
    activationSubject: 'Почтаңызды тастыктаңыз',
    activationText: (link) => `Аккаунтуңуздун почтасын тастыктоо үчүн шилтемени 24 сааттын ичинде ачыңыз:\n\n${link}\n\nЭгер сиз муну сураган эмес болсоңуз, катты көңүлгө албаңыз.`,
    dataReportSubject: 'Сиз тууралуу сактаган маалыматтарыбыз',
  },
  uz: {
    loginCode: (code) => `Kirish kodi: ${code}. Uni hech kimga aytmang.`,
    activationSubject: 'Pochtangizni tasdiqlang',
    activationText: (link) => `Akkauntingiz pochtasini tasdiqlash uchun havolani 24 soat ichida oching:\n\n${link}\n\nAgar buni soʻramagan boʻlsangiz, xatga eʼtibor bermang.`,
    dataReportSubject: 'Siz haqingizda saqlayotgan maʼlumotlarimiz',
  },
  tg: {
    loginCode: (code) => `Рамзи воридшавӣ: ${code}. Онро ба ҳеҷ кас нагӯед.`,
    activationSubject: 'Почтаи худро тасдиқ кунед',
    activationText: (link) => `Барои тасдиқи почтаи ҳисоби худ истинодро дар давоми 24 соат кушоед:\n\n${link}\n\nАгар шумо инро дархост накарда бошед, мактубро нодида гиред.`,
    dataReportSubject: 'Маълумоте, ки мо дар бораи шумо нигоҳ медорем',
  },
  az: {
    loginCode: (code) => `Giriş kodu: ${code}. Onu heç kimə deməyin.`,
    activationSubject: 'E-poçtunuzu təsdiqləyin',
    activationText: (link) => `Hesabınızın e-poçtunu təsdiqləmək üçün linki 24 saat ərzində açın:\n\n${link}\n\nBunu siz istəməmisinizsə, məktuba əhəmiyyət verməyin.`,
    dataReportSubject: 'Sizin haqqınızda saxladığımız məlumatlar',
  },
  'hy-AM': {
    loginCode: (code) => `Մուտքի կոդը՝ ${code}։ Ոչ մեկին մի ասեք այն։`,
    activationSubject: 'Հաստատեք ձեր էլ. փոստը',
    activationText: (link) => `Ձեր հաշվի էլ. փոստը հաստատելու համար բացեք հղումը 24 ժամվա ընթացքում՝\n\n${link}\n\nԵթե դուք սա չեք խնդրել, անտեսեք այս նամակը։`,
    dataReportSubject: 'Ձեր մասին մեր պահած տվյալները',
  },
  ka: {
    loginCode: (code) => `შესვლის კოდი: ${code}. არავის უთხრათ.`,
    activationSubject: 'დაადასტურეთ ელფოსტა',
    activationText: (link) => `თქვენი ანგარიშის ელფოსტის დასადასტურებლად გახსენით ბმული 24 საათის განმავლობაში:\n\n${link}\n\nთუ ეს არ გითხოვიათ, უგულებელყავით წერილი.`,
    dataReportSubject: 'მონაცემები, რომლებსაც თქვენ შესახებ ვინახავთ',
  },
  'es-ES': {
    loginCode: (code) => `Tu código de acceso: ${code}. No se lo digas a nadie.`,
    activationSubject: 'Confirma tu correo',
    activationText: (link) => `Abre este enlace en las próximas 24 horas para confirmar el correo de tu cuenta:\n\n${link}\n\nSi no lo has pedido tú, ignora este mensaje.`,
    dataReportSubject: 'Los datos que guardamos sobre ti',
  },
  th: {
    loginCode: (code) => `รหัสเข้าสู่ระบบของคุณ: ${code} ห้ามบอกรหัสนี้กับผู้อื่น`,
    activationSubject: 'ยืนยันอีเมลของคุณ',
    activationText: (link) => `เปิดลิงก์นี้ภายใน 24 ชั่วโมงเพื่อยืนยันอีเมลของบัญชีคุณ:\n\n${link}\n\nหากคุณไม่ได้ขอ โปรดเพิกเฉยต่อข้อความนี้`,
    dataReportSubject: 'ข้อมูลที่เราเก็บเกี่ยวกับคุณ',
  },
};

/** The texts in `language` (a checked UI language). */
export const textsIn = (language: Language): Texts => texts[language];
