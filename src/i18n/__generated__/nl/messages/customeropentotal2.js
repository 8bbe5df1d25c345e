/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropentotal2Inputs */

const nl_customeropentotal2 = /** @type {(inputs: Customeropentotal2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totaal open:`)
};

/**

* @param {Customeropentotal2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customeropentotal2 = nl_customeropentotal2;
export { customeropentotal2 as "customerOpenTotal" }