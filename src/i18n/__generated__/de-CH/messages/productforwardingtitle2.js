/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productforwardingtitle2Inputs */

const de_ch2_productforwardingtitle2 = /** @type {(inputs: Productforwardingtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Speditionslieferung`)
};

/**

* @param {Productforwardingtitle2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productforwardingtitle2 = de_ch2_productforwardingtitle2;
export { productforwardingtitle2 as "productForwardingTitle" }