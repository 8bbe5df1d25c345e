/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskettitle1Inputs */

const sv_baskettitle1 = /** @type {(inputs: Baskettitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Varukorg`)
};

/**

* @param {Baskettitle1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const baskettitle1 = sv_baskettitle1;
export { baskettitle1 as "basketTitle" }