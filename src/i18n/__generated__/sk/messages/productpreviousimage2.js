/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productpreviousimage2Inputs */

const sk_productpreviousimage2 = /** @type {(inputs: Productpreviousimage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Predchádzajúci obrázok`)
};

/**

* @param {Productpreviousimage2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productpreviousimage2 = sk_productpreviousimage2;
export { productpreviousimage2 as "productPreviousImage" }