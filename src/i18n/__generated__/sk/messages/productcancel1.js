/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productcancel1Inputs */

const sk_productcancel1 = /** @type {(inputs: Productcancel1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zrušiť`)
};

/**

* @param {Productcancel1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productcancel1 = sk_productcancel1;
export { productcancel1 as "productCancel" }