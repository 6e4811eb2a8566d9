import type { Language } from '../../../platform/market';

// The order confirmation the traveller receives, in the visit's UI language.

export interface ConfirmationFacts {
  order: string;
  /** `MOW → IST, 2026-04-10`, legs joined. */
  trip: string;
  agency: string;
  /** Formatted with its currency. */
  total: string;
  passengers: string;
  link: string;
}

type Confirmation = { subject: (order: string) => string; text: (facts: ConfirmationFacts) => string };

const body = (lines: [string, string, string, string, string, string]) => (facts: ConfirmationFacts) =>
  [`${lines[0]} ${facts.order}`, '', `${lines[1]}: ${facts.trip}`, `${lines[2]}: ${facts.agency}`, `${lines[3]}: ${facts.passengers}`, `${lines[4]}: ${facts.total}`, '', `${lines[5]}:`, facts.link].join('\n');

const texts: Record<Language, Confirmation> = {
  en: { subject: (order) => `Order ${order} is confirmed`, text: body(['Your booking is paid and confirmed. Order', 'Trip', 'Sold by', 'Passengers', 'Paid', 'The order and its status in your account']) },
  ru: { subject: (order) => `Заказ ${order} подтверждён`, text: body(['Бронирование оплачено и подтверждено. Заказ', 'Поездка', 'Продавец', 'Пассажиры', 'Оплачено', 'Заказ и его статус в вашем аккаунте']) },
  uk: { subject: (order) => `Замовлення ${order} підтверджено`, text: body(['Бронювання оплачено й підтверджено. Замовлення', 'Поїздка', 'Продавець', 'Пасажири', 'Сплачено', 'Замовлення та його статус у вашому акаунті']) },
  kk: { subject: (order) => `${order} тапсырысы расталды`, text: body(['Брондау төленді және расталды. Тапсырыс', 'Сапар', 'Сатушы', 'Жолаушылар', 'Төленді', 'Тапсырыс және оның мәртебесі аккаунтыңызда']) },
  ky: { subject: (order) => `${order} буйрутмасы тастыкталды`, text: body(['Брондоо төлөндү жана тастыкталды. Буйрутма', 'Сапар', 'Сатуучу', 'Жүргүнчүлөр', 'Төлөндү', 'Буйрутма жана анын абалы аккаунтуңузда']) },
  uz: { subject: (order) => `${order} buyurtmasi tasdiqlandi`, text: body(['Bron toʻlandi va tasdiqlandi. Buyurtma', 'Safar', 'Sotuvchi', 'Yoʻlovchilar', 'Toʻlandi', 'Buyurtma va uning holati akkauntingizda']) },
  tg: { subject: (order) => `Фармоиши ${order} тасдиқ шуд`, text: body(['Фармоиш пардохт ва тасдиқ шуд. Фармоиш', 'Сафар', 'Фурӯшанда', 'Мусофирон', 'Пардохт шуд', 'Фармоиш ва ҳолати он дар ҳисоби шумо']) },
  az: { subject: (order) => `${order} sifarişi təsdiqləndi`, text: body(['Bron ödənildi və təsdiqləndi. Sifariş', 'Səfər', 'Satıcı', 'Sərnişinlər', 'Ödənildi', 'Sifariş və onun statusu hesabınızda']) },
  'hy-AM': { subject: (order) => `${order} պատվերը հաստատված է`, text: body(['Ամրագրումը վճարված և հաստատված է։ Պատվեր', 'Ուղևորություն', 'Վաճառող', 'Ուղևորներ', 'Վճարված է', 'Պատվերը և դրա կարգավիճակը ձեր հաշվում']) },
  ka: { subject: (order) => `შეკვეთა ${order} დადასტურებულია`, text: body(['ჯავშანი გადახდილი და დადასტურებულია. შეკვეთა', 'მოგზაურობა', 'გამყიდველი', 'მგზავრები', 'გადახდილია', 'შეკვეთა და მისი სტატუსი თქვენს ანგარიშში']) },
  'es-ES': { subject: (order) => `Pedido ${order} confirmado`, text: body(['Tu reserva está pagada y confirmada. Pedido', 'Viaje', 'Vendido por', 'Pasajeros', 'Pagado', 'El pedido y su estado en tu cuenta']) },
  th: { subject: (order) => `ยืนยันคำสั่งซื้อ ${order} แล้ว`, text: body(['การจองของคุณชำระเงินและได้รับการยืนยันแล้ว คำสั่งซื้อ', 'การเดินทาง', 'ขายโดย', 'ผู้โดยสาร', 'ชำระแล้ว', 'คำสั่งซื้อและสถานะในบัญชีของคุณ']) },
};

export const confirmationIn = (language: Language): Confirmation => texts[language];
