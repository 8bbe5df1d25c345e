export const title = 'Mein Merkzettel';
