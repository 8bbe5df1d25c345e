/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdecrease1Inputs */

const nl_basketdecrease1 = /** @type {(inputs: Basketdecrease1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aantal verlagen`)
};

/**

* @param {Basketdecrease1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketdecrease1 = nl_basketdecrease1;
export { basketdecrease1 as "basketDecrease" }