/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderfree1Inputs */

const cs_orderfree1 = /** @type {(inputs: Orderfree1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zdarma`)
};

/**

* @param {Orderfree1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderfree1 = cs_orderfree1;
export { orderfree1 as "orderFree" }