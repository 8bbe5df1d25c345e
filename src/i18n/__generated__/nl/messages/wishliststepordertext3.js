/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Wishliststepordertext3Inputs */

const nl_wishliststepordertext3 = /** @type {(inputs: Wishliststepordertext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hier vind je alles terug en bestel je wanneer het jou uitkomt.`)
};

/**

* @param {Wishliststepordertext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const wishliststepordertext3 = nl_wishliststepordertext3;
export { wishliststepordertext3 as "wishlistStepOrderText" }