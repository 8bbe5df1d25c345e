/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequestemail2Inputs */

const de_ch2_customerrequestemail2 = /** @type {(inputs: Customerrequestemail2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigungs-E-Mail anfordern`)
};

/**

* @param {Customerrequestemail2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerrequestemail2 = de_ch2_customerrequestemail2;
export { customerrequestemail2 as "customerRequestEmail" }