/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskettitle1Inputs */

const cs_baskettitle1 = /** @type {(inputs: Baskettitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Košík`)
};

/**

* @param {Baskettitle1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const baskettitle1 = cs_baskettitle1;
export { baskettitle1 as "basketTitle" }