/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskettitle1Inputs */

const nl_baskettitle1 = /** @type {(inputs: Baskettitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Winkelwagen`)
};

/**

* @param {Baskettitle1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const baskettitle1 = nl_baskettitle1;
export { baskettitle1 as "basketTitle" }