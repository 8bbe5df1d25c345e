/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productimages1Inputs */

const de_ch2_productimages1 = /** @type {(inputs: Productimages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produktbilder`)
};

/**

* @param {Productimages1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const productimages1 = de_ch2_productimages1;
export { productimages1 as "productImages" }