/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productpresstozoom3Inputs */

const sk_productpresstozoom3 = /** @type {(inputs: Productpresstozoom3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kliknutím obrázok priblížite`)
};

/**

* @param {Productpresstozoom3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productpresstozoom3 = sk_productpresstozoom3;
export { productpresstozoom3 as "productPressToZoom" }