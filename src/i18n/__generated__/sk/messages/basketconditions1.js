/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketconditions1Inputs */

const sk_basketconditions1 = /** @type {(inputs: Basketconditions1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podmienky akcie`)
};

/**

* @param {Basketconditions1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketconditions1 = sk_basketconditions1;
export { basketconditions1 as "basketConditions" }