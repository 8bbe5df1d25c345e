/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Productloyaltypoints2Inputs */

const fr_productloyaltypoints2 = /** @type {(inputs: Productloyaltypoints2Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Vous recevez ${i?.points} point de fidélité`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Vous recevez ${i?.points} points de fidélité`);
	return /** @type {LocalizedString} */ ("productLoyaltyPoints");
};

/**

* @param {Productloyaltypoints2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productloyaltypoints2 = fr_productloyaltypoints2;
export { productloyaltypoints2 as "productLoyaltyPoints" }