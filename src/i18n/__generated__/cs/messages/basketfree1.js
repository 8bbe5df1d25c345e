/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketfree1Inputs */

const cs_basketfree1 = /** @type {(inputs: Basketfree1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zdarma`)
};

/**

* @param {Basketfree1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketfree1 = cs_basketfree1;
export { basketfree1 as "basketFree" }