/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productcancel1Inputs */

const fr_productcancel1 = /** @type {(inputs: Productcancel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

/**

* @param {Productcancel1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productcancel1 = fr_productcancel1;
export { productcancel1 as "productCancel" }