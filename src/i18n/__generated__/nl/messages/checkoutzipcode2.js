/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutzipcode2Inputs */

const nl_checkoutzipcode2 = /** @type {(inputs: Checkoutzipcode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postcode`)
};

/**

* @param {Checkoutzipcode2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutzipcode2 = nl_checkoutzipcode2;
export { checkoutzipcode2 as "checkoutZipCode" }