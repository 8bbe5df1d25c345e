/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdecrease1Inputs */

const sv_basketdecrease1 = /** @type {(inputs: Basketdecrease1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minska antal`)
};

/**

* @param {Basketdecrease1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketdecrease1 = sv_basketdecrease1;
export { basketdecrease1 as "basketDecrease" }