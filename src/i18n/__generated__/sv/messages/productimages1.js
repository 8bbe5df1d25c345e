/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productimages1Inputs */

const sv_productimages1 = /** @type {(inputs: Productimages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produktbilder`)
};

/**

* @param {Productimages1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productimages1 = sv_productimages1;
export { productimages1 as "productImages" }