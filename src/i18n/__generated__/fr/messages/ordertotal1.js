/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordertotal1Inputs */

const fr_ordertotal1 = /** @type {(inputs: Ordertotal1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

/**

* @param {Ordertotal1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const ordertotal1 = fr_ordertotal1;
export { ordertotal1 as "orderTotal" }