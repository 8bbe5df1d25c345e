/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productwritereview2Inputs */

const fr_productwritereview2 = /** @type {(inputs: Productwritereview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donner mon avis`)
};

/**

* @param {Productwritereview2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productwritereview2 = fr_productwritereview2;
export { productwritereview2 as "productWriteReview" }