/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productpreviousimage2Inputs */

const cs_productpreviousimage2 = /** @type {(inputs: Productpreviousimage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Předchozí obrázek`)
};

/**

* @param {Productpreviousimage2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productpreviousimage2 = cs_productpreviousimage2;
export { productpreviousimage2 as "productPreviousImage" }