export const title = 'Bestellschein';
