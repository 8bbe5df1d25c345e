/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderfree1Inputs */

const fr_orderfree1 = /** @type {(inputs: Orderfree1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gratuit`)
};

/**

* @param {Orderfree1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderfree1 = fr_orderfree1;
export { orderfree1 as "orderFree" }