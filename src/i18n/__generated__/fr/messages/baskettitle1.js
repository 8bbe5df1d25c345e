/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskettitle1Inputs */

const fr_baskettitle1 = /** @type {(inputs: Baskettitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier`)
};

/**

* @param {Baskettitle1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const baskettitle1 = fr_baskettitle1;
export { baskettitle1 as "basketTitle" }