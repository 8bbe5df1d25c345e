/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerlogout1Inputs */

const de_ch2_customerlogout1 = /** @type {(inputs: Customerlogout1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abmelden`)
};

/**

* @param {Customerlogout1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerlogout1 = de_ch2_customerlogout1;
export { customerlogout1 as "customerLogout" }