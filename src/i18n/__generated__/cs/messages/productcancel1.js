/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productcancel1Inputs */

const cs_productcancel1 = /** @type {(inputs: Productcancel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zrušit`)
};

/**

* @param {Productcancel1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productcancel1 = cs_productcancel1;
export { productcancel1 as "productCancel" }