/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productforwardingtitle2Inputs */

const nl_productforwardingtitle2 = /** @type {(inputs: Productforwardingtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Levering per expediteur`)
};

/**

* @param {Productforwardingtitle2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productforwardingtitle2 = nl_productforwardingtitle2;
export { productforwardingtitle2 as "productForwardingTitle" }