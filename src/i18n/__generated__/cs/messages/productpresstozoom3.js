/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productpresstozoom3Inputs */

const cs_productpresstozoom3 = /** @type {(inputs: Productpresstozoom3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klepnutím obrázek přiblížíte`)
};

/**

* @param {Productpresstozoom3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productpresstozoom3 = cs_productpresstozoom3;
export { productpresstozoom3 as "productPressToZoom" }