import { tripLegs } from '../../../contracts/search';
import { isLanguage, type Language } from '../../../platform/market';
import type { Digest } from './drops';

// The price-drop digest in the user's language: the notification language of the settings, else
// the UI language of the visit that subscribed (the user service's rule for what it sends).

interface DigestTexts {
  subject: string;
  intro: string;
  /** Followed by the link to the favorites page. */
  outro: string;
}

const texts: Record<Language, DigestTexts> = {
  en: { subject: 'Prices dropped on your saved flights', intro: 'Good news: flights you watch got cheaper.', outro: 'All your saved flights:' },
  ru: { subject: 'Цены на ваши избранные перелёты снизились', intro: 'Хорошая новость: перелёты, за которыми вы следите, подешевели.', outro: 'Все избранные перелёты:' },
  uk: { subject: 'Ціни на ваші обрані перельоти знизилися', intro: 'Гарна новина: перельоти, за якими ви стежите, подешевшали.', outro: 'Усі обрані перельоти:' },
  kk: { subject: 'Таңдаулы ұшу бағыттарыңыздың бағасы төмендеді', intro: 'Жақсы жаңалық: сіз бақылап отырған ұшулар арзандады.', outro: 'Барлық таңдаулы ұшулар:' },
  ky: { subject: 'Тандалган учууларыңыздын баасы төмөндөдү', intro: 'Жакшы кабар: сиз байкап жүргөн учуулар арзандады.', outro: 'Бардык тандалган учуулар:' },
  uz: { subject: 'Saqlangan parvozlaringiz narxi tushdi', intro: 'Yaxshi xabar: siz kuzatayotgan parvozlar arzonlashdi.', outro: 'Barcha saqlangan parvozlar:' },
  tg: { subject: 'Нархи парвозҳои интихобшудаи шумо паст шуд', intro: 'Хабари хуш: парвозҳое, ки шумо пайгирӣ мекунед, арзон шуданд.', outro: 'Ҳамаи парвозҳои интихобшуда:' },
  az: { subject: 'Seçilmiş uçuşlarınızın qiyməti düşdü', intro: 'Xoş xəbər: izlədiyiniz uçuşlar ucuzlaşdı.', outro: 'Bütün seçilmiş uçuşlar:' },
  'hy-AM': { subject: 'Ձեր ընտրած չվերթների գները իջել են', intro: 'Լավ նորություն․ ձեր հետևած չվերթները էժանացել են։', outro: 'Բոլոր ընտրված չվերթները՝' },
  ka: { subject: 'თქვენი შენახული ფრენების ფასები შემცირდა', intro: 'კარგი ამბავი: ფრენები, რომლებსაც ადევნებთ თვალს, გაიაფდა.', outro: 'ყველა შენახული ფრენა:' },
  'es-ES': { subject: 'Han bajado los precios de tus vuelos guardados', intro: 'Buenas noticias: los vuelos que sigues son más baratos.', outro: 'Todos tus vuelos guardados:' },
  th: { subject: 'ราคาเที่ยวบินที่คุณบันทึกไว้ลดลงแล้ว', intro: 'ข่าวดี: เที่ยวบินที่คุณติดตามราคาถูกลงแล้ว', outro: 'เที่ยวบินที่บันทึกไว้ทั้งหมด:' },
};

/** The digest's language: the settings' notification language, else the subscription's, else English. */
export function digestLanguage(notificationLanguage: unknown, subscribed: string): Language {
  if (isLanguage(notificationLanguage)) return notificationLanguage;
  return isLanguage(subscribed) ? subscribed : 'en';
}

/** The digest as a message: a subject and a plain-text body, one line per drop, biggest first. */
export function digestMessage(digest: Digest, language: Language, favoritesUrl: string): { subject: string; body: string } {
  const { subject, intro, outro } = texts[language];
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const lines = digest.drops.map(({ query, from, to }) => {
    const legs = tripLegs(query);
    const route = [legs[0]!.origin, ...legs.map((leg) => leg.destination)].join(' → ');
    const dates = legs.map((leg) => day.format(new Date(`${leg.date}T00:00:00Z`))).join(' – ');
    return `• ${route}, ${dates}: ${money.format(from)} → ${money.format(to)} (−${money.format(from - to)})`;
  });
  return { subject, body: [intro, '', ...lines, '', outro, favoritesUrl].join('\n') };
}
