// The account's addresses that the server's messages link to (an order's confirmation, an e-mail
// activation's landing), without the routes' screens and UI, which only Vite's builds load.
export const accountPath = '/my';
export const orderPath = '/my/orders/:orderId';
