/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productwritereview2Inputs */

const sv_productwritereview2 = /** @type {(inputs: Productwritereview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skriv ett omdöme`)
};

/**

* @param {Productwritereview2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productwritereview2 = sv_productwritereview2;
export { productwritereview2 as "productWriteReview" }