/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productimages1Inputs */

const nl_productimages1 = /** @type {(inputs: Productimages1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Productafbeeldingen`)
};

/**

* @param {Productimages1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productimages1 = nl_productimages1;
export { productimages1 as "productImages" }