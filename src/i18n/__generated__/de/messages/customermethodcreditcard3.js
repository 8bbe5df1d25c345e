/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodcreditcard3Inputs */

const de_customermethodcreditcard3 = /** @type {(inputs: Customermethodcreditcard3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kreditkarte`)
};

/**

* @param {Customermethodcreditcard3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customermethodcreditcard3 = de_customermethodcreditcard3;
export { customermethodcreditcard3 as "customerMethodCreditCard" }