/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Productloyaltypoints2Inputs */

const de_productloyaltypoints2 = /** @type {(inputs: Productloyaltypoints2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie erhalten ${i?.points} Treuepunkte`)
};

/**

* @param {Productloyaltypoints2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const productloyaltypoints2 = de_productloyaltypoints2;
export { productloyaltypoints2 as "productLoyaltyPoints" }