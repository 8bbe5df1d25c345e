/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketfree1Inputs */

const fr_basketfree1 = /** @type {(inputs: Basketfree1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`offert`)
};

/**

* @param {Basketfree1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketfree1 = fr_basketfree1;
export { basketfree1 as "basketFree" }