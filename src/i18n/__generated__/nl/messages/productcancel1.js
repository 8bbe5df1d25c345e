/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productcancel1Inputs */

const nl_productcancel1 = /** @type {(inputs: Productcancel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuleren`)
};

/**

* @param {Productcancel1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productcancel1 = nl_productcancel1;
export { productcancel1 as "productCancel" }