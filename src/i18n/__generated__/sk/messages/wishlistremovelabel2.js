/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremovelabel2Inputs */

const sk_wishlistremovelabel2 = /** @type {(inputs: Wishlistremovelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odstrániť z obľúbených`)
};

/**

* @param {Wishlistremovelabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const wishlistremovelabel2 = sk_wishlistremovelabel2;
export { wishlistremovelabel2 as "wishlistRemoveLabel" }