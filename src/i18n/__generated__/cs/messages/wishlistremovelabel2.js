/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishlistremovelabel2Inputs */

const cs_wishlistremovelabel2 = /** @type {(inputs: Wishlistremovelabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odebrat z oblíbených`)
};

/**

* @param {Wishlistremovelabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const wishlistremovelabel2 = cs_wishlistremovelabel2;
export { wishlistremovelabel2 as "wishlistRemoveLabel" }