/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutzipcode2Inputs */

const sv_checkoutzipcode2 = /** @type {(inputs: Checkoutzipcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postnummer`)
};

/**

* @param {Checkoutzipcode2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutzipcode2 = sv_checkoutzipcode2;
export { checkoutzipcode2 as "checkoutZipCode" }