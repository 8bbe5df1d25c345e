/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productpreviousimage2Inputs */

const sv_productpreviousimage2 = /** @type {(inputs: Productpreviousimage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Föregående bild`)
};

/**

* @param {Productpreviousimage2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productpreviousimage2 = sv_productpreviousimage2;
export { productpreviousimage2 as "productPreviousImage" }