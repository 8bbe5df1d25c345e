/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketfree1Inputs */

const nl_basketfree1 = /** @type {(inputs: Basketfree1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gratis`)
};

/**

* @param {Basketfree1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketfree1 = nl_basketfree1;
export { basketfree1 as "basketFree" }