/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productadded1Inputs */

const fr_productadded1 = /** @type {(inputs: Productadded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouté`)
};

/**

* @param {Productadded1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productadded1 = fr_productadded1;
export { productadded1 as "productAdded" }