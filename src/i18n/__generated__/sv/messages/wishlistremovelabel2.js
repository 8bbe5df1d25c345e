/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremovelabel2Inputs */

const sv_wishlistremovelabel2 = /** @type {(inputs: Wishlistremovelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ta bort från önskelistan`)
};

/**

* @param {Wishlistremovelabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const wishlistremovelabel2 = sv_wishlistremovelabel2;
export { wishlistremovelabel2 as "wishlistRemoveLabel" }