/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productcancel1Inputs */

const sv_productcancel1 = /** @type {(inputs: Productcancel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avbryt`)
};

/**

* @param {Productcancel1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productcancel1 = sv_productcancel1;
export { productcancel1 as "productCancel" }