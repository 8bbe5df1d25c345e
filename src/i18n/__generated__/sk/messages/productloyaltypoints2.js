/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Productloyaltypoints2Inputs */

const sk_productloyaltypoints2 = /** @type {(inputs: Productloyaltypoints2Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("sk", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Získate ${i?.points} vernostný bod`);
	if (pointsPlural === "few") return /** @type {LocalizedString} */ (`Získate ${i?.points} vernostné body`);
	if (pointsPlural === "many") return /** @type {LocalizedString} */ (`Získate ${i?.points} vernostného bodu`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Získate ${i?.points} vernostných bodov`);
	return /** @type {LocalizedString} */ ("productLoyaltyPoints");
};

/**

* @param {Productloyaltypoints2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productloyaltypoints2 = sk_productloyaltypoints2;
export { productloyaltypoints2 as "productLoyaltyPoints" }