/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremovelabel2Inputs */

const de_wishlistremovelabel2 = /** @type {(inputs: Wishlistremovelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vom Merkzettel entfernen`)
};

/**

* @param {Wishlistremovelabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const wishlistremovelabel2 = de_wishlistremovelabel2;
export { wishlistremovelabel2 as "wishlistRemoveLabel" }