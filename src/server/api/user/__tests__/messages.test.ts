import { describe, expect, test } from 'vitest';
import { userTexts } from '../messages';

// The login code by SMS and the activation e-mail, as the user service writes them in three of the
// UI languages: Russian with its three plural forms, English, and Kazakh, whose nouns keep their
// form after a number.

describe('the login code SMS', () => {
  test.each([
    ['ru', 'Код для входа: 123456. Никому его не сообщайте.'],
    ['en', 'Your login code: 123456. Do not tell it to anyone.'],
    ['kk', 'Кіру коды: 123456. Оны ешкімге айтпаңыз.'],
  ] as const)('in %s', (language, sms) => {
    expect(userTexts({ language, market: 'ru', brand: 'AS' }).t('loginSms.code', { code: '123456' })).toBe(sms);
  });
});

describe('the e-mail activation message', () => {
  const link = 'https://aviasmart.example/api/v2/user/activate_email?token=abc';
  const mail = (language: 'ru' | 'en' | 'kk', hours: number) => {
    const texts = userTexts({ language });
    return { subject: texts.t('activationMail.subject'), text: texts.t('activationMail.text', { link, hours }) };
  };

  test('Russian: the hours agree with their number', () => {
    expect(mail('ru', 24)).toEqual({
      subject: 'Подтвердите почту',
      text: `Откройте ссылку в течение 24 часов, чтобы подтвердить почту для вашего аккаунта:\n\n${link}\n\nЕсли вы этого не запрашивали, просто проигнорируйте письмо.`,
    });
    expect(mail('ru', 1).text).toMatch(/^Откройте ссылку в течение 1 часа,/);
    expect(mail('ru', 21).text).toMatch(/^Откройте ссылку в течение 21 часа,/);
    expect(mail('ru', 48).text).toMatch(/^Откройте ссылку в течение 48 часов,/);
  });

  test('English: one hour, 24 hours', () => {
    expect(mail('en', 24)).toEqual({
      subject: 'Confirm your e-mail',
      text: `Open this link within 24 hours to confirm your e-mail for your account:\n\n${link}\n\nIf you did not ask for it, ignore this message.`,
    });
    expect(mail('en', 1).text).toMatch(/^Open this link within 1 hour to/);
  });

  test('Kazakh: the noun keeps its form after any number', () => {
    expect(mail('kk', 24)).toEqual({
      subject: 'Поштаңызды растаңыз',
      text: `Аккаунтыңыздың поштасын растау үшін сілтемені 24 сағат ішінде ашыңыз:\n\n${link}\n\nЕгер сіз мұны сұрамасаңыз, хатты елемеңіз.`,
    });
    expect(mail('kk', 1).text).toMatch(/сілтемені 1 сағат ішінде ашыңыз/);
  });
});

describe('the data report’s counts', () => {
  test.each([
    ['ru', ['1 пассажир', '3 пассажира', '5 пассажиров', '21 пассажир']],
    ['uk', ['1 пасажир', '3 пасажири', '5 пасажирів', '21 пасажир']],
    ['en', ['1 passenger', '3 passengers', '5 passengers', '21 passengers']],
    ['th', ['ผู้โดยสาร 1 คน', 'ผู้โดยสาร 3 คน', 'ผู้โดยสาร 5 คน', 'ผู้โดยสาร 21 คน']],
  ] as const)('in %s', (language, expected) => {
    const texts = userTexts({ language });
    expect([1, 3, 5, 21].map((count) => texts.t('dataReport.passengers', { count }))).toEqual(expected);
  });
});
