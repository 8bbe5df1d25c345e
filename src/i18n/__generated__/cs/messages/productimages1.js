/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productimages1Inputs */

const cs_productimages1 = /** @type {(inputs: Productimages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrázky produktu`)
};

/**

* @param {Productimages1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productimages1 = cs_productimages1;
export { productimages1 as "productImages" }