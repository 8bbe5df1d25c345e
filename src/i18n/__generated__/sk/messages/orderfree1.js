/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderfree1Inputs */

const sk_orderfree1 = /** @type {(inputs: Orderfree1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zadarmo`)
};

/**

* @param {Orderfree1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderfree1 = sk_orderfree1;
export { orderfree1 as "orderFree" }