/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropentotal2Inputs */

const sk_customeropentotal2 = /** @type {(inputs: Customeropentotal2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spolu na úhradu:`)
};

/**

* @param {Customeropentotal2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customeropentotal2 = sk_customeropentotal2;
export { customeropentotal2 as "customerOpenTotal" }