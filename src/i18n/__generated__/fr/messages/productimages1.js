/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productimages1Inputs */

const fr_productimages1 = /** @type {(inputs: Productimages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Images du produit`)
};

/**

* @param {Productimages1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productimages1 = fr_productimages1;
export { productimages1 as "productImages" }