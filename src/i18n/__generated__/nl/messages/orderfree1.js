/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderfree1Inputs */

const nl_orderfree1 = /** @type {(inputs: Orderfree1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gratis`)
};

/**

* @param {Orderfree1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderfree1 = nl_orderfree1;
export { orderfree1 as "orderFree" }