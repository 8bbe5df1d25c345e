/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskettitle1Inputs */

const sk_baskettitle1 = /** @type {(inputs: Baskettitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Košík`)
};

/**

* @param {Baskettitle1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const baskettitle1 = sk_baskettitle1;
export { baskettitle1 as "basketTitle" }