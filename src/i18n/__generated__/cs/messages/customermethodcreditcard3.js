/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodcreditcard3Inputs */

const cs_customermethodcreditcard3 = /** @type {(inputs: Customermethodcreditcard3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platební karta`)
};

/**

* @param {Customermethodcreditcard3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customermethodcreditcard3 = cs_customermethodcreditcard3;
export { customermethodcreditcard3 as "customerMethodCreditCard" }