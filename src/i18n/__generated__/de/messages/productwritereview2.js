/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productwritereview2Inputs */

const de_productwritereview2 = /** @type {(inputs: Productwritereview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertung schreiben`)
};

/**

* @param {Productwritereview2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productwritereview2 = de_productwritereview2;
export { productwritereview2 as "productWriteReview" }