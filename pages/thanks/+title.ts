export const title = 'Vielen Dank für Ihre Bestellung';
