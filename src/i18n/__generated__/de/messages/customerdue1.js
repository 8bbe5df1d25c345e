/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdue1Inputs */

const de_customerdue1 = /** @type {(inputs: Customerdue1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(offen)`)
};

/**

* @param {Customerdue1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerdue1 = de_customerdue1;
export { customerdue1 as "customerDue" }