/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordertotal1Inputs */

const nl_ordertotal1 = /** @type {(inputs: Ordertotal1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totaal`)
};

/**

* @param {Ordertotal1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const ordertotal1 = nl_ordertotal1;
export { ordertotal1 as "orderTotal" }