/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodcreditcard3Inputs */

const sv_customermethodcreditcard3 = /** @type {(inputs: Customermethodcreditcard3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kreditkort`)
};

/**

* @param {Customermethodcreditcard3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customermethodcreditcard3 = sv_customermethodcreditcard3;
export { customermethodcreditcard3 as "customerMethodCreditCard" }