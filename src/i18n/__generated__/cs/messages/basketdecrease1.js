/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdecrease1Inputs */

const cs_basketdecrease1 = /** @type {(inputs: Basketdecrease1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Snížit množství`)
};

/**

* @param {Basketdecrease1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketdecrease1 = cs_basketdecrease1;
export { basketdecrease1 as "basketDecrease" }