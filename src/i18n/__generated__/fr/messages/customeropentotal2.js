/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropentotal2Inputs */

const fr_customeropentotal2 = /** @type {(inputs: Customeropentotal2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total à payer :`)
};

/**

* @param {Customeropentotal2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customeropentotal2 = fr_customeropentotal2;
export { customeropentotal2 as "customerOpenTotal" }