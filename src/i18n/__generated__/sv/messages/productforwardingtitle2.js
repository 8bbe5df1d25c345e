/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productforwardingtitle2Inputs */

const sv_productforwardingtitle2 = /** @type {(inputs: Productforwardingtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leverans med speditör`)
};

/**

* @param {Productforwardingtitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productforwardingtitle2 = sv_productforwardingtitle2;
export { productforwardingtitle2 as "productForwardingTitle" }