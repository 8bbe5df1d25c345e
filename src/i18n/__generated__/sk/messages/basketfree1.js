/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketfree1Inputs */

const sk_basketfree1 = /** @type {(inputs: Basketfree1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zadarmo`)
};

/**

* @param {Basketfree1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketfree1 = sk_basketfree1;
export { basketfree1 as "basketFree" }