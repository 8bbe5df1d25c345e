/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdecrease1Inputs */

const sk_basketdecrease1 = /** @type {(inputs: Basketdecrease1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Znížiť množstvo`)
};

/**

* @param {Basketdecrease1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketdecrease1 = sk_basketdecrease1;
export { basketdecrease1 as "basketDecrease" }