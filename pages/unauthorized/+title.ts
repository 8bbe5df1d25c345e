export const title = 'Sie werden weitergeleitet...';
