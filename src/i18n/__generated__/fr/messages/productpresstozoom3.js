/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productpresstozoom3Inputs */

const fr_productpresstozoom3 = /** @type {(inputs: Productpresstozoom3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cliquez sur l’image pour zoomer`)
};

/**

* @param {Productpresstozoom3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productpresstozoom3 = fr_productpresstozoom3;
export { productpresstozoom3 as "productPressToZoom" }