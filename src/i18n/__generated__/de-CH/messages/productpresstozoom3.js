/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productpresstozoom3Inputs */

const de_ch2_productpresstozoom3 = /** @type {(inputs: Productpresstozoom3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bild zum Zoomen drücken`)
};

/**

* @param {Productpresstozoom3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productpresstozoom3 = de_ch2_productpresstozoom3;
export { productpresstozoom3 as "productPressToZoom" }