/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderfree1Inputs */

const de_orderfree1 = /** @type {(inputs: Orderfree1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kostenlos`)
};

/**

* @param {Orderfree1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderfree1 = de_orderfree1;
export { orderfree1 as "orderFree" }