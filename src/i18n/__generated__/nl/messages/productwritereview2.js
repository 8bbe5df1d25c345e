/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productwritereview2Inputs */

const nl_productwritereview2 = /** @type {(inputs: Productwritereview2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordeling schrijven`)
};

/**

* @param {Productwritereview2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productwritereview2 = nl_productwritereview2;
export { productwritereview2 as "productWriteReview" }