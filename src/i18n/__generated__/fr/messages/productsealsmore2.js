/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealsmore2Inputs */

const fr_productsealsmore2 = /** @type {(inputs: Productsealsmore2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En savoir plus sur nos labels durables`)
};

/**

* @param {Productsealsmore2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsealsmore2 = fr_productsealsmore2;
export { productsealsmore2 as "productSealsMore" }