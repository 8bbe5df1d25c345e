/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productpreviousimage2Inputs */

const fr_productpreviousimage2 = /** @type {(inputs: Productpreviousimage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image précédente`)
};

/**

* @param {Productpreviousimage2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productpreviousimage2 = fr_productpreviousimage2;
export { productpreviousimage2 as "productPreviousImage" }