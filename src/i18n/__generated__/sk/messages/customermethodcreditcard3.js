/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermethodcreditcard3Inputs */

const sk_customermethodcreditcard3 = /** @type {(inputs: Customermethodcreditcard3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platobná karta`)
};

/**

* @param {Customermethodcreditcard3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customermethodcreditcard3 = sk_customermethodcreditcard3;
export { customermethodcreditcard3 as "customerMethodCreditCard" }