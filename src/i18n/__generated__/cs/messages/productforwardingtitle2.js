/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productforwardingtitle2Inputs */

const cs_productforwardingtitle2 = /** @type {(inputs: Productforwardingtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doprava spediční službou`)
};

/**

* @param {Productforwardingtitle2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productforwardingtitle2 = cs_productforwardingtitle2;
export { productforwardingtitle2 as "productForwardingTitle" }