/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdue1Inputs */

const fr_customerdue1 = /** @type {(inputs: Customerdue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(à payer)`)
};

/**

* @param {Customerdue1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerdue1 = fr_customerdue1;
export { customerdue1 as "customerDue" }