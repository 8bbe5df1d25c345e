/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremovelabel2Inputs */

const nl_wishlistremovelabel2 = /** @type {(inputs: Wishlistremovelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Van verlanglijst verwijderen`)
};

/**

* @param {Wishlistremovelabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishlistremovelabel2 = nl_wishlistremovelabel2;
export { wishlistremovelabel2 as "wishlistRemoveLabel" }