/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Productloyaltypoints2Inputs */

const sv_productloyaltypoints2 = /** @type {(inputs: Productloyaltypoints2Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("sv", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Du får ${i?.points} bonuspoäng`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Du får ${i?.points} bonuspoäng`);
	return /** @type {LocalizedString} */ ("productLoyaltyPoints");
};

/**

* @param {Productloyaltypoints2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const productloyaltypoints2 = sv_productloyaltypoints2;
export { productloyaltypoints2 as "productLoyaltyPoints" }