/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodcreditcard3Inputs */

const fr_customermethodcreditcard3 = /** @type {(inputs: Customermethodcreditcard3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte de crédit`)
};

/**

* @param {Customermethodcreditcard3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customermethodcreditcard3 = fr_customermethodcreditcard3;
export { customermethodcreditcard3 as "customerMethodCreditCard" }