/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketincrease1Inputs */

const fr_basketincrease1 = /** @type {(inputs: Basketincrease1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Augmenter la quantité`)
};

/**

* @param {Basketincrease1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketincrease1 = fr_basketincrease1;
export { basketincrease1 as "basketIncrease" }