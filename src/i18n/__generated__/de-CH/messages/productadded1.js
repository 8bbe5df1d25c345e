/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productadded1Inputs */

const de_ch2_productadded1 = /** @type {(inputs: Productadded1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinzugefügt`)
};

/**

* @param {Productadded1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productadded1 = de_ch2_productadded1;
export { productadded1 as "productAdded" }