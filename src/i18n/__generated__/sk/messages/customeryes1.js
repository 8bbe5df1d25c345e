/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeryes1Inputs */

const sk_customeryes1 = /** @type {(inputs: Customeryes1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Áno`)
};

/**

* @param {Customeryes1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customeryes1 = sk_customeryes1;
export { customeryes1 as "customerYes" }