export const title = 'Kasse';
