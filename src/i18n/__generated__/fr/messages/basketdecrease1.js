/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdecrease1Inputs */

const fr_basketdecrease1 = /** @type {(inputs: Basketdecrease1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réduire la quantité`)
};

/**

* @param {Basketdecrease1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketdecrease1 = fr_basketdecrease1;
export { basketdecrease1 as "basketDecrease" }