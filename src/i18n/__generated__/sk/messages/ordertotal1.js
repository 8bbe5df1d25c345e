/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ordertotal1Inputs */

const sk_ordertotal1 = /** @type {(inputs: Ordertotal1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spolu`)
};

/**

* @param {Ordertotal1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const ordertotal1 = sk_ordertotal1;
export { ordertotal1 as "orderTotal" }