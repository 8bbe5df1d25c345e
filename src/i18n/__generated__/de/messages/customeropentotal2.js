/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customeropentotal2Inputs */

const de_customeropentotal2 = /** @type {(inputs: Customeropentotal2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offen insgesamt:`)
};

/**

* @param {Customeropentotal2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customeropentotal2 = de_customeropentotal2;
export { customeropentotal2 as "customerOpenTotal" }