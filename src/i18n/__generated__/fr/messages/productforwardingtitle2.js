/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productforwardingtitle2Inputs */

const fr_productforwardingtitle2 = /** @type {(inputs: Productforwardingtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison par transporteur`)
};

/**

* @param {Productforwardingtitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productforwardingtitle2 = fr_productforwardingtitle2;
export { productforwardingtitle2 as "productForwardingTitle" }