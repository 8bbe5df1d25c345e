/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Productloyaltypoints2Inputs */

const nl_productloyaltypoints2 = /** @type {(inputs: Productloyaltypoints2Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("nl", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Je krijgt ${i?.points} spaarpunt`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Je krijgt ${i?.points} spaarpunten`);
	return /** @type {LocalizedString} */ ("productLoyaltyPoints");
};

/**

* @param {Productloyaltypoints2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productloyaltypoints2 = nl_productloyaltypoints2;
export { productloyaltypoints2 as "productLoyaltyPoints" }