/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productwritereview2Inputs */

const cs_productwritereview2 = /** @type {(inputs: Productwritereview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Napsat hodnocení`)
};

/**

* @param {Productwritereview2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productwritereview2 = cs_productwritereview2;
export { productwritereview2 as "productWriteReview" }